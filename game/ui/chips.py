"""Chips drawn as little stacked discs, so a pile's size reads at a glance."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.theme import layout

PER_STACK = 10


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], colour: tuple[int, int, int], radius: int) -> None:
    pygame.draw.ellipse(surface, (30, 20, 10), pygame.Rect(0, 0, radius * 2, radius).move(
        centre[0] - radius, centre[1] - radius // 2 + 2))
    rect = pygame.Rect(0, 0, radius * 2, radius).move(centre[0] - radius, centre[1] - radius // 2)
    pygame.draw.ellipse(surface, colour, rect)
    pygame.draw.ellipse(surface, theme.WHITE, rect.inflate(-radius // 2, -radius // 4), width=max(1, radius // 6))


def draw_chip_pile(surface: pygame.Surface, x: float, y: float, count: int, colour: tuple[int, int, int],
                   radius: float = 13, max_stacks: int = 8) -> None:
    """Up to max_stacks stacks of ten chips side by side, centred on (x, y); more shows as a number."""
    if count <= 0:
        return
    r = layout.px(radius)
    stacks = min(max_stacks, -(-count // PER_STACK))
    shown = min(count, stacks * PER_STACK)
    left = x - (stacks - 1) * radius * 1.1
    for s in range(stacks):
        height = min(PER_STACK, shown - s * PER_STACK)
        cx, cy = layout.point(left + s * radius * 2.2, y)
        for i in range(height):
            draw_chip(surface, (cx, cy - i * max(2, r // 3)), colour, r)
    if count > shown:
        theme.draw_text(surface, f"+{count - shown}", left + stacks * radius * 2.2, y - 10, 14, theme.PAPER)


@dataclass
class Flight:
    """Chips on their way across the table (design coordinates), in a gentle arc."""

    start: tuple[float, float]
    end: tuple[float, float]
    count: int
    colour: tuple[int, int, int]
    duration: float
    elapsed: float = 0.0
    delay: float = 0.0


class Flights:
    """Chips moving on the table: bets to the squares, the pot to its winner. With the animation off nothing
    flies: the table shows the end state at once."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []

    def add(self, start: tuple[float, float], end: tuple[float, float], count: int, colour: tuple[int, int, int],
            seconds: float, delay: float = 0.0) -> None:
        if seconds > 0 and count > 0:
            self.flights.append(Flight(start, end, min(count, 8), colour, seconds, delay=delay))

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.elapsed += dt
        self.flights = [f for f in self.flights if f.elapsed < f.delay + f.duration]

    def skip(self) -> None:
        self.flights = []

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            t = max(0.0, min(1.0, (f.elapsed - f.delay) / f.duration))
            if f.elapsed < f.delay:
                continue
            ease = t * t * (3 - 2 * t)
            for i in range(f.count):
                lag = min(1.0, max(0.0, ease - i * 0.06))
                x = f.start[0] + (f.end[0] - f.start[0]) * lag
                y = f.start[1] + (f.end[1] - f.start[1]) * lag - 60 * lag * (1 - lag)
                draw_chip(surface, layout.point(x, y), f.colour, layout.px(11))
