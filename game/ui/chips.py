"""Chips and coins drawn as little stacked discs, so a pile's size reads at a glance, and chips flying."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

import pygame

from game.ui import motion, theme
from game.ui.theme import layout


@dataclass(frozen=True)
class PileStyle:
    """How a pile looks: discs per stack, stacks side by side, disc radius (design pixels), how high each disc
    sits on the one below (a share of the radius, at least `min_rise` screen pixels), and whether a count
    beyond the stacks shows as "+n"."""

    per_stack: int = 10
    max_stacks: int = 8
    radius: float = 13
    rise: tuple[int, int] = (1, 3)
    min_rise: int = 2
    overflow: bool = True


CHIPS = PileStyle()
# Low piles of dollar coins (five a pile), so a saloon seat card stays short; a label gives the exact count.
COINS = PileStyle(per_stack=5, max_stacks=4, radius=8, rise=(2, 5), min_rise=3, overflow=False)


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], colour: tuple[int, int, int], radius: int) -> None:
    pygame.draw.ellipse(surface, (30, 20, 10), pygame.Rect(0, 0, radius * 2, radius).move(
        centre[0] - radius, centre[1] - radius // 2 + 2))
    rect = pygame.Rect(0, 0, radius * 2, radius).move(centre[0] - radius, centre[1] - radius // 2)
    pygame.draw.ellipse(surface, colour, rect)
    pygame.draw.ellipse(surface, theme.WHITE, rect.inflate(-radius // 2, -radius // 4), width=max(1, radius // 6))


def draw_chip_pile(surface: pygame.Surface, x: float, y: float, count: int, colour: tuple[int, int, int],
                   style: PileStyle = CHIPS) -> None:
    """Stacks of chips (or coins) side by side, centred on (x, y); more than the stacks hold shows as a number."""
    if count <= 0:
        return
    radius = style.radius
    r = layout.px(radius)
    rise = max(style.min_rise, r * style.rise[0] // style.rise[1])
    stacks = min(style.max_stacks, -(-count // style.per_stack))
    shown = min(count, stacks * style.per_stack)
    left = x - (stacks - 1) * radius * 1.1
    for s in range(stacks):
        height = min(style.per_stack, shown - s * style.per_stack)
        cx, cy = layout.point(left + s * radius * 2.2, y)
        for i in range(height):
            draw_chip(surface, (cx, cy - i * rise), colour, r)
    if count > shown and style.overflow:
        theme.draw_text(surface, f"+{count - shown}", left + stacks * radius * 2.2, y - 10, 14, theme.PAPER)


def chip_painter(colour: tuple[int, int, int], radius: float = 11) -> motion.Paint:
    """A flying chip (or coin) of this colour."""
    def paint(surface: pygame.Surface, at: motion.Point, progress: float) -> None:
        draw_chip(surface, layout.point(*at), colour, layout.px(radius))
    return paint


class Flights(motion.Flights[Mapping[str, object]]):
    """Chips moving on the table: bets to the squares, the pot to its winner."""

    def add(self, start: motion.Point, end: motion.Point, count: int, colour: tuple[int, int, int],
            seconds: float, delay: float = 0.0, source: Hashable = None, target: Hashable = None) -> None:
        """`count` chips (at most eight drawn) flying; with a source or target, `shown` counts them there."""
        self.launch(start, end, chip_painter(colour), seconds, count=min(count, 8), delay=delay, source=source,
                    target=target, amount=count)

