"""Bovjakten's table: a track of 100 squares laid out like a board game, four pawns, and each effect
announced as it happens."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.games.bovjakten.view_types import HuntView
from game.i18n import words
from game.ui import theme
from game.ui.dice import draw_die
from game.ui.table_drawing import Tip
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import BOARD_BOX, DiceTrayScene, draw_line
from game.ui.theme import layout
from game.ui.widgets import Page

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("dice")

ROWS, PER_ROW = 4, 25
PAWN = 14  # a pawn's radius
ROLE_COLOURS = {"police": (48, 92, 180), "robber": (150, 40, 40)}
EXIT_BOX = (BOARD_BOX[0] + BOARD_BOX[2] - 44, BOARD_BOX[1] + 14, 34, BOARD_BOX[3] - 28)  # the way out, 101 and on


def square_centre(n: int) -> tuple[float, float]:
    """Design coordinates of square n (1–100), snaking up from the bottom row."""
    x, y, w, h = BOARD_BOX
    cell = (w - 60) / PER_ROW
    row, col = divmod(n - 1, PER_ROW)
    if row % 2:
        col = PER_ROW - 1 - col
    top = y + h - 36 - row * 44
    return x + 14 + cell * (col + 0.5), top


def paint_track(surface: pygame.Surface, escape_at: int) -> None:
    """The board without its pawns: the squares 1–100 snaking up, every tenth numbered, and the way out."""
    x, y, w, h = BOARD_BOX
    theme.panel(surface, layout.rect(x, y, w, h), (226, 214, 186), theme.GOLD_DARK, radius=12)
    cell = (w - 60) / PER_ROW
    for n in range(1, ROWS * PER_ROW + 1):
        cx, cy = square_centre(n)
        shade = (244, 236, 218) if (n // 10) % 2 == 0 else (234, 222, 196)
        pygame.draw.rect(surface, shade, layout.rect(cx - cell / 2 + 1, cy - 15, cell - 2, 30),
                         border_radius=layout.px(3))
        if n % 10 == 0 or n == 1:
            theme.draw_text(surface, str(n), cx, cy, 13, theme.INK_SOFT, bold=True, anchor="center")
    # The way out: 101 and beyond.
    pygame.draw.rect(surface, (120, 170, 110), layout.rect(*EXIT_BOX), border_radius=layout.px(6))
    theme.draw_text(surface, f"{escape_at}+", x + w - 27, y + 20, 12, theme.WHITE, bold=True, anchor="midtop")


def exit_spot(seat: int) -> tuple[float, float]:
    """Where an escaped robber's pawn stands, in the way out."""
    x, y, w, _h = BOARD_BOX
    return x + w - 27, y + 60 + seat * 34


def draw_pawn(surface: pygame.Surface, x: float, y: float, colour: tuple[int, int, int], ring: tuple[int, int, int],
              name: str) -> None:
    """A pawn centred on (x, y): its role's colour (grey once caught) in its seat's ring, with the role's initial
    and number ("P1", "R2") from its name."""
    centre = layout.point(x, y)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 2), layout.px(PAWN))
    pygame.draw.circle(surface, colour, centre, layout.px(PAWN))
    pygame.draw.circle(surface, ring, centre, layout.px(PAWN), width=max(1, layout.px(4)))
    label = name[0] + "".join(c for c in name if c.isdigit())
    theme.draw_text(surface, label, *layout.to_design(centre), 13, theme.WHITE, bold=True, anchor="center")


class ManhuntTable(DiceTrayScene[HuntView]):
    dice_count = 4

    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        self.track = Page()  # the board without its pawns
        super().__init__(app, match, save_path, replaying)

    def dice_shown(self, view: HuntView) -> list[int]:
        return list(view["opening"]) or [0]

    def seat_detail(self, seat: int) -> str:
        v = self.view
        role, points = v["names"][seat], v["points"][seat]
        if v["status"][seat] == "caught":
            return _("{role}: caught").format(role=role)
        if v["status"][seat] == "escaped":
            return _("{role}: escaped!").format(role=role)
        return ngettext("{role}: {n} point", "{role}: {n} points", points).format(role=role, n=points)

    def seat_out(self, seat: int) -> bool:
        return self.view["status"][seat] != "in"

    def seat_on_turn(self) -> int | None:
        return None if self.view["together"] else super().seat_on_turn()

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return v["result"].capitalize()
        if v["together"]:
            return _("Everyone rolls at once: the highest starts")
        return _("{name} ({role}) to {prompt}").format(name=self.actor_name(v["turn"]), role=v["names"][v["turn"]],
                                                       prompt=v["prompt"])

    def pawn_spots(self) -> list[tuple[int, tuple[float, float]]]:
        """Each seat's pawn centre (design units): on its square, or in the way out; pawns on one square side by
        side."""
        v = self.view
        spots: list[tuple[int, tuple[float, float]]] = []
        stacked: dict[tuple[int, int], int] = {}
        for seat, points in enumerate(v["points"]):
            px: float
            py: float
            if v["status"][seat] == "escaped" or points >= v["escape_at"]:
                px, py = exit_spot(seat)
            else:
                px, py = square_centre(max(1, min(points, ROWS * PER_ROW)))
            key = (round(px), round(py))
            offset = stacked.get(key, 0)
            stacked[key] = offset + 1
            spots.append((seat, (px + offset * 10 - 3, py + 3 - offset * 8)))
        return spots

    def legend_items(self) -> list[tuple[tuple[float, float, float, float], int, str]]:
        """The legend's lines: (where the line stands, the die's face or 0 for the repeated roll, its words)."""
        x, y, w, _h = BOARD_BOX
        items: list[tuple[int, str]] = [*self.view["legend"], (0, self.view["void_rule"])]
        col_w = (w - 70) / 2
        laid: list[tuple[tuple[float, float, float, float], int, str]] = []
        for i, (face, text) in enumerate(items):
            lx = x + 16 + (i % 2) * col_w if face else x + 16
            ly = y + 47 + (i // 2) * 22  # dice large enough to tell a 4 from a 5 at a glance
            laid.append(((lx, ly - 1, col_w if face else w - 90, 20), face, text))
        return laid

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A pawn says its points and what they are for; a die of the legend what that face does."""
        v = self.view
        for seat, (px, py) in self.pawn_spots():
            if math.dist(layout.to_design(pos), (px, py)) <= PAWN + 2:
                robber = v["roles"][seat] == "robber"
                text = tips.manhunt_pawn(v["names"][seat], robber, v["points"][seat], v["escape_at"])
                return Tip(text, "catches")
        for box, face, text in self.legend_items():
            if layout.rect(*box).collidepoint(pos):
                return Tip(tips.manhunt_die(face, text) if face else text, "turn")
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        # The track does not change during a game: painted once, then blitted, with the pawns drawn over it.
        area = layout.rect(x, y, w, h)
        area.size = (area.width + layout.px(4), area.height + layout.px(4))  # with the panel's shadow
        self.track.draw(surface, area, (v["escape_at"],), lambda: paint_track(surface, v["escape_at"]))
        for seat, (cx, cy) in self.pawn_spots():
            colour = ROLE_COLOURS[v["roles"][seat]] if v["status"][seat] != "caught" else theme.DISABLED
            draw_pawn(surface, cx, cy, colour, theme.seat_colour(seat), v["names"][seat])
        self.draw_legend(surface)
        # The last effect, announced on the board.
        if v["effect"]:
            lines = theme.wrap(v["effect"], 14, w - 90)[-2:]
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, x + 16, y + 10 + i * 18, 14, theme.INK, bold=i == len(lines) - 1)

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What 6, 5, 4 and 1 do (and a repeated roll), each beside a small die, above the track."""
        for (lx, ly, room, _h), face, text in self.legend_items():
            if face:
                draw_die(surface, layout.rect(lx, ly, 20, 20), face)
            draw_line(surface, text, lx + (26 if face else 0), ly + 3, 13, room - (28 if face else 0), theme.INK)
