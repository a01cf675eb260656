"""What every game's table draws alike: the result banners over the table, the AI's thinking ring, a hover tip
(with the rules section it opens), and which events scroll the game log."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.theme import layout
from game.ui.widgets import ScrollText

_, ngettext = words("spelbordet")

LOG_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)  # scroll the log from anywhere


def draw_banners(surface: pygame.Surface, banners: list[tuple[str, float]], y: float, x: float = 640) -> None:
    """The latest results, (text, seconds left), as gold ribbons centred at (x, y) (an earlier one just above);
    they fade out."""
    for i, (text, left) in enumerate(reversed(banners[-2:])):
        label = theme.text_surface(text, 26, theme.GOLD, bold=True, family="serif")
        width = label.get_width() / layout.scale + 80
        rect = layout.rect(x - width / 2, y - i * 60, width, 54)
        ribbon = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = round(235 * min(1.0, left / 0.4))
        pygame.draw.rect(ribbon, (*theme.FELT_DARK, alpha), ribbon.get_rect(), border_radius=layout.px(12))
        pygame.draw.rect(ribbon, (*theme.GOLD, alpha), ribbon.get_rect(), width=max(2, layout.px(3)),
                         border_radius=layout.px(12))
        surface.blit(ribbon, rect)
        label.set_alpha(alpha)
        surface.blit(label, label.get_rect(center=rect.center))


def draw_thinking(surface: pygame.Surface, x: float, y: float) -> None:
    """A turning ring of dots: the AI is thinking."""
    t = time.monotonic()
    for i in range(8):
        a = t * 5 + i * math.pi / 4
        shade = 90 + 20 * i
        pygame.draw.circle(surface, (shade, shade, shade), layout.point(x + 9 * math.cos(a), y + 9 * math.sin(a)),
                           layout.px(2.5))


def scrolls_log(log_box: ScrollText, event: pygame.event.Event) -> bool:
    """The wheel or the arrow keys over the log, or Page Up/Down, Home and End anywhere, read the log back."""
    over = log_box.screen_rect().collidepoint(pygame.mouse.get_pos())
    if event.type == pygame.MOUSEWHEEL:
        return over
    return event.type == pygame.KEYDOWN and (event.key in LOG_KEYS or
                                             over and event.key in (pygame.K_UP, pygame.K_DOWN))


@dataclass(frozen=True)
class Tip:
    """What a piece on the table is, in words, and the section of the game's rules that says more."""

    text: str
    section: str | None = None  # a name the rules' headings carry ("danger"); None: the rules from the top
    at: tuple[int, int] | None = None  # where the tip stands (window pixels), when not beside the pointer


def draw_tip(surface: pygame.Surface, text: str, pos: tuple[int, int], footer: str = "") -> pygame.Rect:
    """A small card of words beside the pointer at `pos` (window pixels): what the thing under it is, and under a
    line the `footer`. It stands below and right of `pos`, or on the other side where the window ends, so it never
    covers the point it speaks of. Returns where it was drawn."""
    lines = theme.wrap(text, 13, 360)
    extra = theme.wrap(footer, 12, 360) if footer else []
    dx, dy = layout.to_design(pos)
    w = max(theme.font(size).size(line)[0] for size, line in [*((13, line) for line in lines),
                                                              *((12, line) for line in extra)]) / layout.scale + 16
    h = 18 * len(lines) + 10 + (16 * len(extra) + 6 if extra else 0)
    x = dx + 14 if dx + 14 + w <= 1270 else max(10, dx - 14 - w)
    y = dy + 18 if dy + 18 + h <= 712 else max(8, dy - 12 - h)
    rect = layout.rect(x, y, w, h)
    theme.panel(surface, rect, (255, 250, 235), theme.GOLD_DARK, radius=6)
    for i, line in enumerate(lines):
        theme.draw_text(surface, line, x + 8, y + 5 + i * 18, 13, theme.INK)
    if extra:
        top = y + 5 + 18 * len(lines) + 3
        pygame.draw.line(surface, theme.PAPER_DARK, layout.point(x + 8, top), layout.point(x + w - 8, top))
        for i, line in enumerate(extra):
            theme.draw_text(surface, line, x + 8, top + 4 + i * 16, 12, theme.INK_SOFT)
    return rect


NOTICE_WIDTH = 500
NOTICE_RIGHT = 1272  # the card stands at the top right, clear of the prompt every table starts at the top left


def draw_notice(surface: pygame.Surface, text: str) -> float:
    """What a networked table waits for (a player to come back, the connection), in a card at the top right of
    the table; nothing when `text` is empty. Returns the card's bottom (design pixels)."""
    if not text:
        return 0.0
    lines = theme.wrap(text, 15, NOTICE_WIDTH - 24)[:3]
    h = 12 + 19 * len(lines)
    x, y = NOTICE_RIGHT - NOTICE_WIDTH, 4
    theme.panel(surface, layout.rect(x, y, NOTICE_WIDTH, h), (255, 244, 214), theme.RED, radius=8)
    for i, line in enumerate(lines):
        theme.draw_text(surface, line, x + NOTICE_WIDTH / 2, y + 6 + 19 * i, 15, theme.INK, anchor="midtop")
    return y + h


def draw_lobby(surface: pygame.Surface, names: list[str], address: str, code: str) -> None:
    """A hosted or joined table before its first move: whom it waits for, and what they type to join it (the
    address only at the host, which knows it)."""
    x, y, w, h = 290.0, 230.0, 700.0, 230.0
    theme.panel(surface, layout.rect(x, y, w, h), (255, 250, 235), theme.GOLD, radius=10)
    theme.draw_text(surface, _("Waiting for players"), 640, y + 18, 26, theme.INK, bold=True, anchor="midtop",
                    family="serif")
    for i, line in enumerate(theme.wrap(_("Still to join: {names}. In the menu they choose Join a table and type:")
                                        .format(names=", ".join(names)), 16, w - 60)[:2]):
        theme.draw_text(surface, line, 640, y + 62 + 21 * i, 16, theme.INK_SOFT, anchor="midtop")
    pairs = ([(_("Address"), address)] if address else []) + [(_("Table code"), code)]
    for i, (label, value) in enumerate(pairs):
        column = 640 + (i - (len(pairs) - 1) / 2) * 300
        theme.draw_text(surface, label, column, y + 120, 15, theme.INK_SOFT, anchor="midtop")
        theme.draw_text(surface, value, column, y + 142, 32, theme.INK, bold=True, anchor="midtop")
