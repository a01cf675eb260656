"""Dödssprånget's table: the shared sum as a pawn on a track, with the chasms at 30, 40, 50 …"""

from __future__ import annotations

import pygame

from game.games.dodsspranget.view_types import LeapView
from game.i18n import N_, words
from game.ui import theme
from game.ui.table_drawing import Tip
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import BOARD_BOX, DiceTrayScene, draw_line
from game.ui.theme import layout

_, ngettext = words("dice")

CELLS = 34  # numbers shown on the track at once
WIDE_CELLS = 24  # fewer, wider squares once three-digit numbers are in sight: "100" needs more room than "99"
BEHIND = 6  # of them, squares shown behind the sum
TRACK_TOP = 130  # the track's squares, below the board's top


def track_start(total: int, next_chasm: int, cells: int = CELLS) -> int:
    """The first number on the track: a few squares behind the sum, and never so far back that the next chasm
    falls off the right end (at the start, 0 and the chasm at 30 are both in sight)."""
    return max(0, min(total - BEHIND, next_chasm - cells + 2))


def track_cells(total: int, next_chasm: int) -> int:
    """How many squares the track shows: fewer and wider when a three-digit number would be on it."""
    return CELLS if track_start(total, next_chasm) + CELLS <= 100 else WIDE_CELLS


def draw_square(surface: pygame.Surface, x: float, y: float, cell: float, n: int, chasm: bool, passed: bool) -> None:
    """Square `n` of the track, `cell` wide with its left edge at x and its top at y (design units): a chasm is
    black edged in red; a square the sum has reached is lighter than those ahead."""
    rect = layout.rect(x + 1, y, cell - 2, 44)
    if chasm:
        pygame.draw.rect(surface, (12, 12, 14), rect, border_radius=layout.px(4))
        pygame.draw.rect(surface, theme.RED, rect, width=layout.px(2), border_radius=layout.px(4))
        draw_line(surface, str(n), x + cell / 2, y + 22, 11, cell - 5, theme.RED, bold=True, anchor="center")
    else:
        pygame.draw.rect(surface, theme.PAPER if passed else theme.PAPER_DARK, rect, border_radius=layout.px(4))
        draw_line(surface, str(n), x + cell / 2, y + 22, 11, cell - 4, theme.INK_SOFT, anchor="center")


def draw_pawn(surface: pygame.Surface, x: float, y: float, colour: tuple[int, int, int]) -> None:
    """The pawn that stands for the shared sum, centred on (x, y)."""
    centre = layout.point(x, y)
    pygame.draw.circle(surface, colour, centre, layout.px(12))
    pygame.draw.circle(surface, theme.INK, centre, layout.px(12), width=layout.px(2))


class DeathLeapTable(DiceTrayScene[LeapView]):
    dice_count = 1
    roll_label = N_("Roll")

    def dice_shown(self, view: LeapView) -> list[int]:
        return [view["last_roll"]] if view["last_roll"] else [0]

    def seat_detail(self, seat: int) -> str:
        v = self.view
        if not v["alive"][seat]:
            return _("fell ({place}. out)").format(place=v["fallen"].index(seat) + 1)
        return _("still in")

    def seat_out(self, seat: int) -> bool:
        return not self.view["alive"][seat]

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return _("The game is over")
        to_roll = _("{name} to roll").format(name=self.actor_name(v["turn"]))
        if v["fallen"] and v["fallen"][-1] == v["last_roller"] and not v["rolling"]:
            fell = _("{name} fell at {total}!").format(name=self.actor_name(v["last_roller"]), total=v["total"])
            return f"{fell}  {to_roll}"
        return to_roll

    def track_squares(self) -> tuple[float, list[tuple[int, float]]]:
        """The track in sight: a square's width, and each square's number and left edge (design units)."""
        x, _y, w, _h = BOARD_BOX
        v = self.view
        cells = track_cells(v["total"], v["next_chasm"])
        start = track_start(v["total"], v["next_chasm"], cells)
        cell = (w - 40) / cells
        return cell, [(start + i, x + 20 + i * cell) for i in range(cells)]

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A chasm on the track says what it does; the pawn says it is everyone's sum."""
        y = BOARD_BOX[1]
        v = self.view
        cell, squares = self.track_squares()
        for n, cx in squares:
            if n in v["chasms_near"] and layout.rect(cx + 1, y + TRACK_TOP, cell - 2, 44).collidepoint(pos):
                return Tip(tips.chasm(n))
            if n == v["total"] and layout.rect(cx + cell / 2 - 13, y + TRACK_TOP - 31, 26, 26).collidepoint(pos):
                return Tip(tips.leap_sum(v["total"], v["next_chasm"]))
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=16)
        draw_line(surface, _("Sum: {total}").format(total=v["total"]), x + w / 2, y + 14, 34, w - 40, theme.GOLD,
                  bold=True, anchor="midtop", family="serif")
        draw_line(surface, _("Next chasm at {chasm}  ({away} away)").format(
            chasm=v["next_chasm"], away=v["next_chasm"] - v["total"]), x + w / 2, y + 58, 17, w - 40, theme.PAPER,
            anchor="midtop")
        cell, squares = self.track_squares()
        chasms = set(v["chasms_near"])
        track_y = y + TRACK_TOP
        for n, cx in squares:
            draw_square(surface, cx, track_y, cell, n, n in chasms, n <= v["total"])
            if n == v["total"]:
                # The pawn: the shared sum, in the colour of whoever moved it last.
                colour = theme.seat_colour(v["last_roller"]) if v["last_roller"] >= 0 else theme.WHITE
                draw_pawn(surface, cx + cell / 2, track_y - 18, colour)
        draw_line(surface, _("Land exactly on a chasm and you fall."), x + w / 2, track_y + 62, 15, w - 40,
                  theme.PAPER_DARK, anchor="midtop")
        history = [f"{self.actor_name(s)} +{r} = {t}" for s, r, t in v["history"][-4:]]
        draw_line(surface, "   ".join(history), x + w / 2, y + h - 34, 14, w - 40, theme.PAPER, anchor="midtop")
