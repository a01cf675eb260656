"""The draw of a duel: the duellists raise their revolvers, a flash, and each shot's line. Skippable."""

from __future__ import annotations

import math

import pygame

from game.games.krutroyk.view_types import DuelRecord
from game.i18n import words
from game.ui import theme
from game.ui.tables.krutroyk.felt import MIDDLE_BOX
from game.ui.theme import fit, layout

RAISE, FLASH = 0.35, 0.55  # fractions of the animation: revolvers up by RAISE, the flash until FLASH
GUN = (58, 58, 62)
LOST = (230, 110, 95)

_, ngettext = words("krutroyk")


NAME_SIZES = ((13, 1), (12, 2), (11, 3), (10, 3), (9, 3))  # a name's size under a figure, and its most lines


def name_lines(name: str, width: float) -> tuple[int, list[str]]:
    """A duellist's name under their figure: one line at 13 if it fits, else the largest size at which it fits in
    a few lines (eight duellists leave each little room); a word longer than the slot is shortened as a last resort."""
    for size, most in NAME_SIZES:
        lines = theme.wrap(name, size, width, bold=True)
        if len(lines) <= most and all(theme.font(size, True).size(line)[0] <= width * layout.scale for line in lines):
            return size, lines
    size, most = NAME_SIZES[-1]
    lines = theme.wrap(name, size, width, bold=True)
    return size, [fit(line, size, width) for line in [*lines[:most - 1], " ".join(lines[most - 1:])]]


def draw_gun(surface: pygame.Surface, hx: float, hy: float, angle: float) -> tuple[float, float]:
    """A revolver held at (hx, hy) pointing along `angle`; returns where the muzzle is."""
    dx, dy = math.cos(angle), math.sin(angle)
    hand = (hx, hy)
    muzzle = (hx + dx * 30, hy + dy * 30)
    pygame.draw.line(surface, GUN, layout.point(*hand), layout.point(*muzzle), layout.px(7))
    grip = (hand[0] - dy * 12 - dx * 3, hand[1] + dx * 12 - dy * 3)
    pygame.draw.line(surface, (120, 78, 40), layout.point(*hand), layout.point(*grip), layout.px(8))
    pygame.draw.circle(surface, GUN, layout.point(hand[0] + dx * 8, hand[1] + dy * 8), layout.px(7))
    return muzzle


def draw_duellist(surface: pygame.Surface, cx: float, cy: float, seat: int, choice: str | int,
                  angle: float) -> tuple[float, float]:
    """A duellist in the seat's colour at (cx, cy), the revolver along `angle` (a shot at oneself: held beside
    the head, turned on its owner); returns where the muzzle is."""
    hand = (cx + 50, cy - 4) if choice == "self" else (cx + math.cos(angle) * 24, cy + math.sin(angle) * 24)
    muzzle = draw_gun(surface, *hand, angle)
    pygame.draw.circle(surface, theme.seat_colour(seat), layout.point(cx, cy), layout.px(20))
    pygame.draw.circle(surface, theme.PAPER, layout.point(cx, cy), layout.px(20), width=layout.px(2))
    return muzzle


def draw_fate(surface: pygame.Surface, cx: float, top: float, won: bool, width: float) -> None:
    """A duellist's fate under their figure once all have drawn: "won" in gold, "lost" in red."""
    said = _("won") if won else _("lost")
    size = theme.fitting_size(said, 15, int(width * layout.scale), True)
    theme.draw_text(surface, said, cx, top, size, theme.GOLD if won else LOST, bold=True, anchor="midtop")


class DuelDraw:
    def __init__(self) -> None:
        self.record: DuelRecord | None = None
        self.names: list[str] = []
        self.timer = 0.0
        self.duration = 0.0

    def start(self, record: DuelRecord, names: list[str], seconds: float) -> None:
        self.record, self.names = record, names
        self.duration = self.timer = seconds

    @property
    def playing(self) -> bool:
        return self.timer > 0 and self.record is not None

    def update(self, dt: float) -> None:
        self.timer = max(0.0, self.timer - dt)

    def skip(self) -> None:
        self.timer = 0.0

    def positions(self) -> dict[int, tuple[float, float]]:
        assert self.record is not None
        x, y, w, h = MIDDLE_BOX
        duellists = self.record["duellists"]
        step = w / (len(duellists) + 1)
        return {s: (x + step * (i + 1), y + 78) for i, s in enumerate(duellists)}

    def draw(self, surface: pygame.Surface) -> None:
        if not self.playing or self.record is None:
            return
        x, y, w, h = MIDDLE_BOX
        theme.panel(surface, layout.rect(x - 6, y - 6, w + 12, h + 12), (40, 24, 14), theme.GOLD, radius=12)
        progress = 1 - self.timer / self.duration if self.duration else 1.0
        title = _("Draw!") if progress >= RAISE else _("Revolvers up…")
        theme.draw_text(surface, title, x + w / 2, y + 6, 22, theme.GOLD, bold=True, anchor="midtop", family="serif")
        places = self.positions()
        lift = min(1.0, progress / RAISE)
        for seat in self.record["duellists"]:
            choice = self.record["choices"][str(seat)]
            cx, cy = places[seat]
            angle = self._aim(seat, choice, places)
            shown = math.pi / 2 + (angle - math.pi / 2) * lift  # from pointing down to the aim
            muzzle = draw_duellist(surface, cx, cy, seat, choice, shown)
            # Each duellist has a slot as wide as the gap between them: a long name shrinks and takes two lines.
            slot = w / (len(places) + 1) - 4
            size, lines = name_lines(self.names[seat], slot)
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, cx, cy + 24 + i * (size + 1), size, theme.PAPER, bold=True,
                                anchor="midtop")
            if RAISE <= progress < FLASH:
                self._flash(surface, *muzzle, 1 - (progress - RAISE) / (FLASH - RAISE))
            if progress >= FLASH:
                draw_fate(surface, cx, cy + 42 + (len(lines) - 1) * (size + 1), self.record["fates"][str(seat)]["won"],
                          slot)

    def _aim(self, seat: int, choice: str | int, places: dict[int, tuple[float, float]]) -> float:
        """The gun's angle (screen radians, 0 to the right, -pi/2 up)."""
        if choice == "air":
            return -math.pi / 2 - 0.25
        if choice == "self":
            return math.pi  # pointing back at the shooter's own head
        tx, ty = places.get(int(choice), places[seat])
        sx, sy = places[seat]
        angle = math.atan2(ty - sy - 10, tx - sx)
        return angle + 2 * math.pi if angle < -math.pi / 2 else angle  # raised through the nearer side

    def _flash(self, surface: pygame.Surface, x: float, y: float, strength: float) -> None:
        size = 10 + 16 * strength
        points = []
        for i in range(16):
            r = size if i % 2 == 0 else size * 0.45
            a = i * math.pi / 8
            points.append(layout.point(x + r * math.cos(a), y + r * math.sin(a)))
        pygame.draw.polygon(surface, (255, 226, 120), points)
        pygame.draw.circle(surface, theme.WHITE, layout.point(x, y), layout.px(size * 0.35))
