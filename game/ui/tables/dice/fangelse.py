"""Fängelse's table: each prisoner's sentence as tally marks in groups of five, crossed out as they roll."""

from __future__ import annotations

import pygame

from game.games.fangelse.view_types import PrisonView
from game.i18n import words
from game.ui import theme
from game.ui.table_drawing import Tip
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import BOARD_BOX, DiceTrayScene, draw_line
from game.ui.theme import fit, layout

STROKE_W, STROKE_H, GROUP_GAP = 7.0, 26.0, 12.0
SERVED = (176, 162, 138)  # strokes crossed out: faded pencil under the red line
STRIKE = (170, 28, 24)  # the red line through served strokes
WALL = (232, 222, 200)  # the cell wall the strokes are drawn on

_, ngettext = words("dice")


def draw_strokes(surface: pygame.Surface, left_x: float, top: float, row: float, drawn: int, crossed: int, group: int,
                 room: float) -> None:
    """A sentence as tally marks in groups of `group` (the last one of a group across the others), starting at
    (left_x, top) in a row `row` high and `room` wide (design units), more lines of groups where one is not
    enough; the first `crossed` strokes are served: faded and crossed out in red, group by group."""
    per_group = group * STROKE_W + GROUP_GAP
    per_line = max(1, int(room // per_group))
    scale = min(1.0, (row - 8) / (STROKE_H * (1 + (drawn // group) // per_line) + 4))
    width = max(2, layout.px(3))  # strokes still to serve: thick ink
    for i in range(drawn):
        g, k = divmod(i, group)
        line, col = divmod(g, per_line)
        gx = left_x + col * per_group
        gy = top + 4 + line * (STROKE_H + 4) * scale
        colour = SERVED if i < crossed else theme.INK
        stroke_w = max(1, layout.px(1.5)) if i < crossed else width
        if k < group - 1:
            sx = gx + k * STROKE_W
            pygame.draw.line(surface, colour, layout.point(sx, gy), layout.point(sx + 1, gy + STROKE_H * scale),
                             stroke_w)
        else:  # the fifth stroke goes across the other four
            pygame.draw.line(surface, colour, layout.point(gx - 3, gy + STROKE_H * scale - 3),
                             layout.point(gx + (group - 1) * STROKE_W, gy + 3), stroke_w)
        last_of_group = k == group - 1 or i == drawn - 1
        if i < crossed and (last_of_group or i == crossed - 1):
            # One red line crosses out the served strokes of this group, as on paper.
            first = g * group
            end = min(i, crossed - 1) - first
            mid = gy + STROKE_H * scale * 0.55
            pygame.draw.line(surface, STRIKE, layout.point(gx - 4, mid),
                             layout.point(gx + end * STROKE_W + 4, mid - 2), max(3, layout.px(4)))


class PrisonTable(DiceTrayScene[PrisonView]):
    dice_count = 1

    def dice_shown(self, view: PrisonView) -> list[int]:
        return [view["last"]["roll"]] if view.get("last") else [0]

    def seat_detail(self, seat: int) -> str:
        v = self.view
        if v["winner"] == seat:
            return _("free!")
        return ngettext("{n} stroke left", "{n} strokes left", v["left"][seat]).format(n=v["left"][seat])

    def status_line(self) -> str:
        v = self.view
        if v["winner"] >= 0:
            return _("{name} is free!").format(name=self.actor_name(v["winner"]))
        last = v.get("last") or {}
        to_roll = _("{name} to roll").format(name=self.actor_name(v["turn"]))
        if not last or v["rolling"]:
            return to_roll
        who = self.actor_name(last["seat"])
        if last["added"]:
            said = ngettext("{name} rolled {roll}: too many, +{n} stroke!",
                            "{name} rolled {roll}: too many, +{n} strokes!", last["added"])
            said = said.format(name=who, roll=last["roll"], n=last["added"])
        else:
            said = _("{name} crossed out {crossed}.").format(name=who, crossed=last["crossed"])
        return f"{said}  {to_roll}"

    def prisoner_row(self) -> float:
        """The height of a prisoner's row on the wall (design units): smaller with more prisoners."""
        return min(70.0, (BOARD_BOX[3] - 20) / len(self.view["drawn"]))

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A prisoner's row says how many strokes are left and how they are served."""
        x, y, w, _h = BOARD_BOX
        v = self.view
        row = self.prisoner_row()
        for seat in range(len(v["drawn"])):
            if layout.rect(x + 6, y + 10 + seat * row, w - 12, row - 4).collidepoint(pos):
                return Tip(tips.sentence(self.actor_name(seat), v["left"][seat], v["drawn"][seat]), "play")
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), WALL, theme.GOLD_DARK, radius=12)
        n = len(v["drawn"])
        row = self.prisoner_row()
        group = v["tally_group"]
        for seat in range(n):
            top = y + 10 + seat * row
            # The seat's colour as a bar beside its name in ink: pale seat colours are unreadable as text on beige.
            pygame.draw.rect(surface, theme.seat_colour(seat), layout.rect(x + 10, top + 4, 8, min(row - 12, 26)),
                             border_radius=layout.px(3))
            theme.draw_text(surface, fit(self.actor_name(seat), 15, 86), x + 24, top + 6, 15, theme.INK, bold=True)
            draw_strokes(surface, x + 120, top, row, v["drawn"][seat], v["crossed"][seat], group, w - 140)
            draw_line(surface, _("{n} left").format(n=v["left"][seat]), x + w - 14, top + 6, 17, 100, theme.INK,
                      bold=True, anchor="topright")
