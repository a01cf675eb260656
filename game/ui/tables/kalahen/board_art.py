"""The Kalahen board painted from the Tiled map: tile layers, roads, circles and marker boxes.

The land is rendered once at map resolution, then scaled once per board size; champions, highlights
and markers are drawn over it every frame through `to_screen`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.games.kalahen.board import Board, Road
from game.games.kalahen.wording import place, terrain
from game.i18n import domain_words, language, words
from game.paths import assets_dir
from game.ui import theme

ROAD_COLOURS = {"mountain": (128, 112, 98), "plains": (214, 190, 128), "forest": (46, 96, 52),
                "swamp": (104, 110, 60), "none": (150, 225, 245)}
# Used only when a map's circle carries no "fill"/"ink" property (maps/kalahen.tmx carries both).
KIND_COLOURS = {"castle": (79, 154, 74), "village": (167, 167, 167), "place": (232, 196, 60),
                "tower": (232, 196, 60), "gate": (150, 104, 62), "forest": (31, 110, 74)}
CIRCLE_R = 20  # map pixels

_, ngettext = words("kalahen")


class BoardArt:
    def __init__(self, path: Path, board: Board) -> None:
        self.path = path
        self.board = board
        self.base: pygame.Surface | None = None
        self.base_language = ""  # the labels are painted into the board in the language of the time
        self.scaled: pygame.Surface | None = None
        self.scaled_for: tuple[int, int] = (0, 0)
        self.chests: dict[str, tuple[float, float]] = {}
        self.looks: dict[str, tuple[Any, Any, float]] = {}  # circle: fill, ink and radius from the map
        self.boxes: list[tuple[str, pygame.Rect]] = []
        self.size = board.size

    def _render_base(self) -> pygame.Surface:
        # late: pytmx's pygame loader needs a display for convert(); the table exists only after it.
        from pytmx.util_pygame import load_pygame  # type: ignore[import-untyped]

        tmx = load_pygame(str(self.path))
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        base = pygame.Surface(self.size)
        base.fill(theme.FELT)
        for layer in tmx.visible_tile_layers:
            for x, y, image in tmx.layers[layer].tiles():
                base.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
        for group in tmx.objectgroups:
            for obj in group:
                kind = str(getattr(obj, "type", None) or getattr(obj, "class", None) or "")
                if kind == "circle":
                    props = obj.properties
                    self.looks[str(obj.name)] = (props.get("fill"), props.get("ink"), obj.width / 2)
                elif kind == "chest":
                    self.chests[str(obj.properties.get("pile"))] = (obj.x, obj.y)
                elif kind == "terrain_box":
                    self.boxes.append((str(obj.properties.get("box_terrain")),
                                       pygame.Rect(obj.x, obj.y, obj.width, obj.height)))
        self._paint_roads(base)
        self._paint_circles(base)
        self._paint_boxes(base)
        return base

    def _paint_roads(self, base: pygame.Surface) -> None:
        for road in self.board.roads:
            a, b = self.board.circles[road.a], self.board.circles[road.b]
            points = list(road.points) if len(road.points) >= 2 else [(a.x, a.y), (b.x, b.y)]
            colour = ROAD_COLOURS.get(road.terrain, (200, 200, 200))
            pygame.draw.lines(base, (30, 24, 18), False, points, 13)
            pygame.draw.lines(base, colour, False, points, 8)
            if road.crystal:
                pygame.draw.lines(base, theme.WHITE, False, points, 2)
            if road.bridge:
                mx, my = _middle(points)
                plank = pygame.Rect(0, 0, 22, 14)
                plank.center = (round(mx), round(my))
                pygame.draw.rect(base, (120, 80, 40), plank, border_radius=3)
                pygame.draw.rect(base, (40, 26, 14), plank, 2, border_radius=3)

    def _paint_circles(self, base: pygame.Surface) -> None:
        small = pygame.font.Font(str(_font("DejaVuSans-Bold.ttf")), 14)
        label_font = pygame.font.Font(str(_font("DejaVuSans-Bold.ttf")), 13)
        big = pygame.font.Font(str(_font("DejaVuSans-Bold.ttf")), 18)
        for c in self.board.circles.values():
            centre = (round(c.x), round(c.y))
            fill, ink, r = self.looks.get(c.name, (None, None, CIRCLE_R))
            # The tower is the largest yellow circle, as in the source; the others keep one size for the pawns.
            r = max(CIRCLE_R, min(r, 30)) if c.kind == "tower" else CIRCLE_R
            fill = pygame.Color(fill) if fill else KIND_COLOURS.get(c.kind, theme.PAPER)
            ink = pygame.Color(ink) if ink else theme.INK
            pygame.draw.circle(base, (25, 20, 15), centre, r + 3)
            pygame.draw.circle(base, fill, centre, r)
            mark = {"castle": c.name, "place": str(c.number), **_marks()}.get(c.kind, "")
            text = (big if c.kind == "tower" else small).render(mark, True, ink)
            base.blit(text, text.get_rect(center=centre))
            if c.kind not in ("castle", "place"):
                name = label_font.render(place(c.name), True, theme.WHITE)
                back = pygame.Surface((name.get_width() + 8, name.get_height() + 2), pygame.SRCALPHA)
                back.fill((0, 0, 0, 140))
                where = back.get_rect(midtop=(centre[0], centre[1] + CIRCLE_R + 3))
                base.blit(back, where)
                base.blit(name, name.get_rect(center=where.center))

    def _paint_boxes(self, base: pygame.Surface) -> None:
        f = pygame.font.Font(str(_font("DejaVuSans-Bold.ttf")), 15)
        for ground, rect in self.boxes:
            pygame.draw.rect(base, theme.PAPER, rect, border_radius=6)
            pygame.draw.rect(base, ROAD_COLOURS.get(ground, theme.INK), rect, 4, border_radius=6)
            text = f.render(terrain(ground), True, theme.INK)
            base.blit(text, text.get_rect(midleft=(rect.x + 10, rect.centery)))

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
        """The painted board at a screen size (scaled once per size)."""
        if self.base is None or self.base_language != language():
            self.base, self.base_language, self.scaled = self._render_base(), language(), None
        if self.scaled is None or self.scaled_for != size:
            self.scaled = pygame.transform.smoothscale(self.base, size)
            self.scaled_for = size
        return self.scaled

    def fit(self, box: pygame.Rect) -> pygame.Rect:
        """The largest rectangle of the map's shape centred in `box`."""
        w, h = self.size
        scale = min(box.w / w, box.h / h)
        rect = pygame.Rect(0, 0, round(w * scale), round(h * scale))
        rect.center = box.center
        return rect


class MapView:
    """Map pixels to screen pixels for a board drawn in `rect`."""

    def __init__(self, rect: pygame.Rect, size: tuple[int, int]) -> None:
        self.rect = rect
        self.s = rect.w / size[0]

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return self.rect.x + round(x * self.s), self.rect.y + round(y * self.s)

    def length(self, value: float) -> int:
        return max(1, round(value * self.s))

    def to_map(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.rect.x) / self.s, (pos[1] - self.rect.y) / self.s


def circle_at(board: Board, x: float, y: float) -> str | None:
    """The circle under a map point (a little generous, for fingers and tired eyes)."""
    best: str | None = None
    best_d: float = (CIRCLE_R + 8) ** 2
    for c in board.circles.values():
        d = (c.x - x) ** 2 + (c.y - y) ** 2
        if d <= best_d:
            best, best_d = c.name, d
    return best


def road_at(board: Board, x: float, y: float, reach: float = 7) -> Road | None:
    """The road whose line passes within `reach` of a map point (outside the circles, which come first)."""
    for road in board.roads:
        for (x1, y1), (x2, y2) in zip(road.points, road.points[1:]):
            dx, dy = x2 - x1, y2 - y1
            t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy or 1)))
            if (x1 + t * dx - x) ** 2 + (y1 + t * dy - y) ** 2 <= reach ** 2:
                return road
    return None


def _marks() -> dict[str, str]:
    """The initial in a village's, the tower's and a gate's circle, in the client's language."""
    pgettext = domain_words("kalahen").pgettext
    return {"village": pgettext("map mark", "V"), "tower": pgettext("map mark", "T"),
            "gate": pgettext("map mark", "G"), "forest": "✦"}


def _middle(points: list[tuple[float, float]]) -> tuple[float, float]:
    (ax, ay), (bx, by) = points[0], points[-1]
    return (ax + bx) / 2, (ay + by) / 2


def _font(name: str) -> Path:
    return assets_dir() / "fonts" / name
