"""Chips drawn as little stacked discs, so a pile's size reads at a glance."""

from __future__ import annotations

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
