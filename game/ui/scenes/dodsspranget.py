"""Dödssprånget's table: the shared sum as a pawn on a track, with the chasms at 30, 40, 50 …"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scenes.dice_tray import BOARD_BOX, DiceTrayScene
from game.ui.theme import layout

CELLS = 34  # numbers shown on the track at once
BEHIND = 6  # of them, squares shown behind the sum


def track_start(total: int, next_chasm: int) -> int:
    """The first number on the track: a few squares behind the sum, and never so far back that the next chasm
    falls off the right end (at the start, 0 and the chasm at 30 are both in sight)."""
    return max(0, min(total - BEHIND, next_chasm - CELLS + 2))


class DeathLeapTable(DiceTrayScene):
    dice_count = 1
    roll_label = "Roll"

    def dice_shown(self, view: dict) -> list[int]:
        return [view["last_roll"]] if view["last_roll"] else [0]

    def seat_detail(self, seat: int) -> str:
        v = self.view
        if not v["alive"][seat]:
            return f"fell ({v['fallen'].index(seat) + 1}. out)"
        return "still in"

    def seat_out(self, seat: int) -> bool:
        return not self.view["alive"][seat]

    def result_banner(self, before: dict, after: dict) -> str:
        if len(after["fallen"]) > len(before["fallen"]):
            return f"{self.actor_name(after['fallen'][-1])} falls into the chasm at {after['total']}!"
        return ""

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return "The game is over"
        fell = v["fallen"] and v["fallen"][-1] == v["last_roller"] and not v["rolling"]
        prefix = f"{self.actor_name(v['last_roller'])} fell at {v['total']}!  " if fell else ""
        return prefix + f"{self.actor_name(v['turn'])} to roll"

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=16)
        theme.draw_text(surface, f"Sum: {v['total']}", x + w / 2, y + 14, 34, theme.GOLD, bold=True,
                        anchor="midtop", family="serif")
        theme.draw_text(surface, f"Next chasm at {v['next_chasm']}  ({v['next_chasm'] - v['total']} away)",
                        x + w / 2, y + 58, 17, theme.PAPER, anchor="midtop")
        start = track_start(v["total"], v["next_chasm"])
        cell = (w - 40) / CELLS
        chasms = set(v["chasms_near"])
        track_y = y + 130
        for i in range(CELLS):
            n = start + i
            cx = x + 20 + i * cell
            rect = layout.rect(cx + 1, track_y, cell - 2, 44)
            if n in chasms:
                pygame.draw.rect(surface, (12, 12, 14), rect, border_radius=layout.px(4))
                pygame.draw.rect(surface, theme.RED, rect, width=layout.px(2), border_radius=layout.px(4))
                theme.draw_text(surface, str(n), cx + cell / 2, track_y + 22, 11, theme.RED, bold=True,
                                anchor="center")
            else:
                shade = theme.PAPER if n <= v["total"] else theme.PAPER_DARK
                pygame.draw.rect(surface, shade, rect, border_radius=layout.px(4))
                theme.draw_text(surface, str(n), cx + cell / 2, track_y + 22, 11, theme.INK_SOFT, anchor="center")
            if n == v["total"]:
                # The pawn: the shared sum, in the colour of whoever moved it last.
                colour = theme.seat_colour(v["last_roller"]) if v["last_roller"] >= 0 else theme.WHITE
                centre = layout.point(cx + cell / 2, track_y - 18)
                pygame.draw.circle(surface, colour, centre, layout.px(12))
                pygame.draw.circle(surface, theme.INK, centre, layout.px(12), width=layout.px(2))
        theme.draw_text(surface, "Land exactly on a chasm and you fall.", x + w / 2, track_y + 62, 15,
                        theme.PAPER_DARK, anchor="midtop")
        history = [f"{self.actor_name(s)} +{r} = {t}" for s, r, t in v["history"][-4:]]
        theme.draw_text(surface, "   ".join(history), x + w / 2, y + h - 34, 14, theme.PAPER, anchor="midtop")
