"""The saloon's felt: seat cards with pocket and stack as coin piles, the narrator's hat, the pot and
the panel in the middle that tells what happens."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.games.krutroyk.log_words import dollars
from game.games.krutroyk.view_types import KrutroykView
from game.i18n import words
from game.ui import theme
from game.ui.chips import CHIPS, COINS, draw_chip_pile
from game.ui.theme import layout

_, ngettext = words("krutroyk")

FELT_BOX = (24, 66, 796, 410)
TOP_Y, BOTTOM_Y, CARD_H = 76, 364, 102
MIDDLE_BOX = (214, 188, 596, 166)
POT_AT = (118, 300)
COIN = (222, 176, 62)
HAT = (112, 72, 38)
POT_PILE = replace(CHIPS, radius=11, max_stacks=3)
POCKET_STACK = {"pocket": 0.3, "stack": 0.74}  # where on a seat card its two piles lie, as a share of the width
Line = tuple[str, tuple[int, int, int], bool]  # text, colour, bold


def seat_boxes(count: int) -> list[tuple[float, float, float, float]]:
    """Seat cards around the table, clockwise: the first half along the top, the rest back along the bottom."""
    top = -(-count // 2)
    bottom = count - top
    columns = max(top, 2)
    x0, _, width, _ = FELT_BOX
    card_w = min(230.0, (width - 24 - (columns - 1) * 10) / columns)
    boxes: list[tuple[float, float, float, float]] = []
    for row, seats, y in ((0, top, TOP_Y), (1, bottom, BOTTOM_Y)):
        span = seats * card_w + (seats - 1) * 10
        left = x0 + (width - span) / 2
        xs = [left + i * (card_w + 10) for i in range(seats)]
        if row == 1:
            xs.reverse()
        boxes += [(x, y, card_w, CARD_H) for x in xs]
    return boxes


def draw_table_top(surface: pygame.Surface) -> None:
    """A wooden rim around the felt where the cards lie."""
    rect = layout.rect(*FELT_BOX)
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=layout.px(40))
    pygame.draw.rect(surface, (92, 60, 34), rect, width=layout.px(8), border_radius=layout.px(40))


def pile_at(box: tuple[float, float, float, float], place: str) -> tuple[float, float]:
    """Where a seat card's "pocket" or "stack" coins lie (design coordinates)."""
    x, y, w, _ = box
    return x + 10 + (w - 10) * POCKET_STACK[place], y + 78


def pot_at() -> tuple[float, float]:
    return POT_AT[0], POT_AT[1] - 8


def draw_hat(surface: pygame.Surface, x: float, y: float, scale: float = 1.0) -> None:
    """A cowboy hat whose brim's centre is at (x, y): the narrator wears it."""
    s = scale
    crown = [layout.point(x - 11 * s, y - 2 * s), layout.point(x - 9 * s, y - 15 * s),
             layout.point(x - 3 * s, y - 18 * s), layout.point(x, y - 14 * s), layout.point(x + 3 * s, y - 18 * s),
             layout.point(x + 9 * s, y - 15 * s), layout.point(x + 11 * s, y - 2 * s)]
    brim = layout.rect(x - 22 * s, y - 6 * s, 44 * s, 11 * s)
    pygame.draw.ellipse(surface, (60, 38, 20), brim.move(0, layout.px(2)))
    pygame.draw.ellipse(surface, HAT, brim)
    pygame.draw.polygon(surface, HAT, crown)
    pygame.draw.polygon(surface, (70, 44, 22), crown, width=max(1, layout.px(1)))
    pygame.draw.line(surface, theme.GOLD, layout.point(x - 10.5 * s, y - 5 * s), layout.point(x + 10.5 * s, y - 5 * s),
                     max(2, layout.px(3 * s)))


def draw_seat(surface: pygame.Surface, box: tuple[float, float, float, float], seat: int, name: str, kind: str,
              view: KrutroykView, tag: str, active: bool, thinking: bool, money: tuple[int, int]) -> None:
    """A seat card; `money` is the pocket and the stack as the table shows them (coins still flying are not
    there yet)."""
    x, y, w, h = box
    rect = layout.rect(x, y, w, h)
    theme.panel(surface, rect, theme.WHITE if active else theme.PAPER, theme.GOLD if active else theme.GOLD_DARK,
                radius=9, shadow=True)
    if active:
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(layout.px(6), layout.px(6)), width=layout.px(3),
                         border_radius=layout.px(11))
    pygame.draw.rect(surface, theme.seat_colour(seat), layout.rect(x + 6, y + 8, 7, h - 16),
                     border_radius=layout.px(3))
    narrator = view["narrator"] == seat
    theme.draw_text(surface, theme.fit(name, 15, w - (68 if narrator else 30)), x + 20, y + 6, 15, theme.INK,
                    bold=True)
    role = view["role_names"][seat] if view["roles"][seat].get("name") else kind
    room = int((w - 30) * layout.scale)
    size = max(11, theme.fitting_size(role, 13, room))  # a long role name shrinks a little before it is shortened
    theme.draw_text(surface, theme.fit(role, size, w - 30, bold=False), x + 20, y + 26, size, theme.INK_SOFT)
    if tag:  # the table's own words shrink to fit the card; a name that is too long is shortened above
        theme.draw_text(surface, tag, x + 20, y + 43, theme.fitting_size(tag, 13, room, bold=True), theme.RED,
                        bold=True)
    for count, place in zip(money, ("pocket", "stack"), strict=True):
        # Half the card's width each, shrunk rather than run into the other pile's label.
        draw_pile(surface, *pile_at(box, place), count, place, (w - 10) * 0.44)
    if narrator:
        draw_hat(surface, x + w - 28, y + 14)
    if thinking:
        _dots(surface, x + w - 22, y + 48)


def draw_pile(surface: pygame.Surface, cx: float, cy: float, count: int, place: str, room: float) -> None:
    """A seat's "pocket" or "stack" coins on (cx, cy) and their count below, the label at most `room` wide (design
    pixels); the stack, which counts at the end, in bold."""
    draw_chip_pile(surface, cx, cy, count, COIN, COINS)
    label = (_("pocket {count}") if place == "pocket" else _("stack {count}")).format(count=count)
    size = theme.fitting_size(label, 13, int(room * layout.scale), bold=place == "stack")
    theme.draw_text(surface, label, cx, cy + 6, size, theme.INK, bold=place == "stack", anchor="midtop")


def _dots(surface: pygame.Surface, x: float, y: float) -> None:
    """The AI's thinking cue: a ring of dots turning."""
    t = pygame.time.get_ticks() / 1000
    for i in range(8):
        a = t * 5 + i * math.pi / 4
        shade = 90 + 20 * i
        pygame.draw.circle(surface, (shade, shade, shade), layout.point(x + 8 * math.cos(a), y + 8 * math.sin(a)),
                           layout.px(2.3))


def draw_pot(surface: pygame.Surface, pot: int, at: tuple[float, float] = POT_AT) -> None:
    """The pot: its title, its coins and its amount, around `at` (the felt's pot by default)."""
    x, y = at
    theme.draw_text(surface, _("The pot"), x, y - 78, 17, theme.PAPER, bold=True, anchor="midtop", family="serif")
    draw_chip_pile(surface, x, y - 8, pot, COIN, POT_PILE)
    theme.draw_text(surface, dollars(pot), x, y + 6, 16, theme.GOLD, bold=True, anchor="midtop")


def draw_middle(surface: pygame.Surface, title: str, lines: list[Line]) -> None:
    """The panel in the middle of the table: what happens now, or how the last duel went."""
    x, y, w, h = MIDDLE_BOX
    theme.panel(surface, layout.rect(x, y, w, h), (22, 62, 47), theme.GOLD_DARK, radius=12, shadow=False)
    title_size = theme.fitting_size(title, 18, int((w - 24) * layout.scale), bold=True)
    theme.draw_text(surface, title, x + 14, y + 9, title_size, theme.GOLD, bold=True)
    # The lines shrink, rather than lose their end, when a long language or many seats fill the panel.
    wrapped: list[Line] = []
    size = 14
    for size in (14, 13, 12, 11):
        wrapped = [(part, colour, bold) for text, colour, bold in lines
                   for part in theme.wrap(text, size, w - 28, bold)]
        if len(wrapped) * (size + 4) <= h - 42:
            break
    top = y + 36
    for part, colour, bold in wrapped:
        if top > y + h - size - 4:
            return
        theme.draw_text(surface, part, x + 14, top, size, colour, bold=bold)
        top += size + 4
