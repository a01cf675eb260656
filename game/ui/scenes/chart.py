"""A small line chart of one player's scores, game by game, drawn on a paper panel like the score sheets."""

from __future__ import annotations

import pygame

from game.i18n import number, words
from game.ui import theme
from game.ui.theme import layout

_, ngettext = words("spelbordet")

MAX_POINTS = 60  # the latest games; older ones scroll off the left


def nice_range(values: list[float]) -> tuple[float, float]:
    low, high = min(values + [0.0]), max(values)
    if high == low:
        high = low + 1
    return low, high


def draw_score_chart(surface: pygame.Surface, box: tuple[float, float, float, float], title: str,
                     points: list[tuple[float, bool]], colour: tuple[int, int, int]) -> None:
    """`points` are (score, won) oldest first; a won game is a gold dot, a lost one an ink ring."""
    x, y, w, h = box
    theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD_DARK, radius=10)
    theme.draw_text(surface, title, x + 14, y + 10, 16, theme.INK_SOFT, bold=True)
    if not points:
        theme.draw_text(surface, _("No games yet."), x + w / 2, y + h / 2, 16, theme.INK_SOFT, anchor="center")
        return
    points = points[-MAX_POINTS:]
    left, right, top, bottom = x + 56, x + w - 18, y + 42, y + h - 30
    low, high = nice_range([s for s, _ in points])
    for i in range(3):  # three ruled lines, like the sheet's rows
        value = low + (high - low) * i / 2
        ly = bottom - (bottom - top) * i / 2
        pygame.draw.line(surface, theme.PAPER_DARK, layout.point(left, ly), layout.point(right, ly),
                         max(1, layout.px(1)))
        theme.draw_text(surface, number(value, 0 if value == int(value) else 1), left - 8, ly, 12,
                        theme.INK_SOFT, anchor="midright")
    pygame.draw.line(surface, theme.INK_SOFT, layout.point(left, top), layout.point(left, bottom),
                     max(1, layout.px(1.5)))
    pygame.draw.line(surface, theme.INK_SOFT, layout.point(left, bottom), layout.point(right, bottom),
                     max(1, layout.px(1.5)))
    step = (right - left) / max(1, len(points) - 1)
    xy = [(left + (i * step if len(points) > 1 else (right - left) / 2),
           bottom - (bottom - top) * (s - low) / (high - low)) for i, (s, _) in enumerate(points)]
    if len(xy) > 1:
        pygame.draw.lines(surface, colour, False, [layout.point(px, py) for px, py in xy], max(2, layout.px(2.5)))
    for (px, py), (_score, won) in zip(xy, points):
        if won:
            pygame.draw.circle(surface, theme.GOLD, layout.point(px, py), layout.px(5))
            pygame.draw.circle(surface, theme.GOLD_DARK, layout.point(px, py), layout.px(5), max(1, layout.px(1.5)))
        else:
            pygame.draw.circle(surface, theme.PAPER, layout.point(px, py), layout.px(4))
            pygame.draw.circle(surface, theme.INK, layout.point(px, py), layout.px(4), max(1, layout.px(1.5)))
    count = ngettext("one game", "the last {n} games", len(points)).format(n=len(points))
    theme.draw_text(surface, count, right, bottom + 8, 12, theme.INK_SOFT, anchor="topright")
    theme.draw_text(surface, _("● won"), left, bottom + 8, 12, theme.GOLD_DARK)
