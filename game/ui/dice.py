"""Drawing dice, and a tray where they tumble and settle (the tumble can be skipped)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.theme import layout

_, ngettext = words("dice")

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, held: bool = False, angle: float = 0.0,
             face: tuple[int, int, int] = theme.WHITE, pip: tuple[int, int, int] = theme.INK) -> None:
    """A die face in a screen rectangle; `held` dice get a gold rim, `angle` tilts a tumbling die."""
    size = rect.width
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(2, size // 6)
    pygame.draw.rect(die, (0, 0, 0, 70), die.get_rect().move(2, 3), border_radius=radius)
    body = die.get_rect().inflate(-3, -3)
    pygame.draw.rect(die, face, body, border_radius=radius)
    pygame.draw.rect(die, theme.GOLD if held else (170, 160, 145), body, width=max(2, size // 14) if held else 1,
                     border_radius=radius)
    if 1 <= value <= 6:
        for px, py in PIPS[value]:
            centre = (body.left + px * body.width, body.top + py * body.height)
            pygame.draw.circle(die, theme.RED if value == 1 and pip == theme.INK else pip, centre, max(2, size // 11))
    if angle:
        die = pygame.transform.rotate(die, angle)
    surface.blit(die, die.get_rect(center=rect.center))


class DiceTray:
    """The dice of a game in a felt tray: they tumble to their values, and may be clicked to hold."""

    def __init__(self, box: tuple[float, float, float, float], count: int) -> None:
        self.box = box
        self.values = [0] * count
        self.held = [False] * count
        self.timer = 0.0
        self.duration = 0.0
        self.rng = random.Random()
        self.shown = list(self.values)
        self.on_click: Callable[[int], None] | None = None
        self.rolling_mask = [True] * count

    def set_count(self, count: int) -> None:
        if count != len(self.values):
            self.values = [0] * count
            self.held = [False] * count
            self.shown = [0] * count
            self.rolling_mask = [True] * count

    def show(self, values: list[int], held: list[bool] | None = None) -> None:
        """Dice at rest (no animation)."""
        self.set_count(len(values))
        self.values = list(values)
        self.shown = list(values)
        self.held = list(held) if held else [False] * len(values)
        self.timer = 0.0

    def roll(self, values: list[int], seconds: float, which: list[bool] | None = None) -> None:
        """Tumbles the dice (those in `which`, or all) and settles them on `values`."""
        self.set_count(len(values))
        self.values = list(values)
        self.rolling_mask = list(which) if which else [True] * len(values)
        self.duration = self.timer = seconds
        if seconds <= 0:
            self.shown = list(values)

    @property
    def rolling(self) -> bool:
        return self.timer > 0

    def skip(self) -> None:
        self.timer = 0.0
        self.shown = list(self.values)

    def update(self, dt: float) -> None:
        if self.timer <= 0:
            return
        self.timer = max(0.0, self.timer - dt)
        if self.timer == 0:
            self.shown = list(self.values)
        else:
            self.shown = [self.rng.randint(1, 6) if m else v for v, m in zip(self.values, self.rolling_mask)]

    def die_rects(self) -> list[pygame.Rect]:
        x, y, w, h = self.box
        n = max(1, len(self.values))
        size = min(70.0, (w - 20) / n - 12, h - 30)
        gap = (w - n * size) / (n + 1)
        return [layout.rect(x + gap + i * (size + gap), y + (h - size) / 2, size, size) for i in range(n)]

    def lifted(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a held die (at `rect` in the row) rests: lifted towards the back of the tray."""
        lift = layout.px(min(22.0, max(0.0, (self.box[3] - rect.height / layout.scale) / 2 - 4)))
        return rect.move(0, -lift)

    def resting_rect(self, index: int) -> pygame.Rect:
        """Where die `index` is drawn at rest: in the row, or lifted on its gold plate while held."""
        rect = self.die_rects()[index]
        return self.lifted(rect).inflate(layout.px(10), layout.px(10)) if self.held[index] else rect

    def handle(self, event: pygame.event.Event) -> bool:
        if self.on_click is None or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for i, rect in enumerate(self.die_rects()):
            if rect.collidepoint(event.pos):
                self.on_click(i)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        tray = layout.rect(*self.box)
        pygame.draw.rect(surface, theme.FELT_DARK, tray, border_radius=layout.px(18))
        pygame.draw.rect(surface, (92, 60, 34), tray, width=layout.px(7), border_radius=layout.px(18))
        progress = 1 - (self.timer / self.duration if self.duration else 0)
        for i, rect in enumerate(self.die_rects()):
            value = self.shown[i]
            if value == 0:
                continue
            angle = 0.0
            if self.rolling and self.rolling_mask[i]:
                # Tumbling dice hop and spin, calming down as they settle.
                wobble = (1 - progress) ** 1.5
                angle = math.sin((progress * 9 + i) * 2.1) * 40 * wobble
                rect = rect.move(0, -round(abs(math.sin(progress * 12 + i)) * layout.px(26) * wobble))
            if self.held[i] and not (self.rolling and self.rolling_mask[i]):
                # A held die is set apart: lifted towards the back of the tray on a gold plate, tagged HELD.
                rect = self.lifted(rect)
                plate = rect.inflate(layout.px(10), layout.px(10))
                pygame.draw.rect(surface, theme.GOLD_DARK, plate, border_radius=layout.px(12))
                tag = theme.fitted_text(_("HELD"), 12, plate.width + layout.px(8), theme.GOLD, bold=True)
                surface.blit(tag, tag.get_rect(midtop=(rect.centerx, plate.bottom + layout.px(2))))
            draw_die(surface, rect, value, self.held[i], angle)
