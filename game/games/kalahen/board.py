"""The Kalahen board: circles and roads read from the Tiled map with pytmx (no images), and checked (the file
itself first, by map_check)."""

from __future__ import annotations

import logging
import sys
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.errors import RulesDataError
from game.games.kalahen.map_check import check_map


@dataclass(frozen=True)
class Circle:
    name: str  # the key the rules use: "A", "Ekby", "1", "Tower", "West gate", "Magic Forest"
    kind: str  # castle, village, place, tower, gate, forest
    label: str
    number: int  # place number 1–6 (tower 7, forest 8), else 0
    x: float  # centre in map pixels
    y: float


@dataclass(frozen=True)
class Road:
    index: int
    a: str
    b: str
    terrain: str  # mountain, plains, forest, swamp, or "none" (the Crystal Bridge)
    bridge: bool
    crystal: bool
    points: tuple[tuple[float, float], ...]

    def other(self, end: str) -> str:
        return self.b if end == self.a else self.a

    @property
    def key(self) -> str:
        return f"{self.a}–{self.b}"


@dataclass(frozen=True)
class Board:
    circles: dict[str, Circle]
    roads: tuple[Road, ...]
    neighbours: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)  # circle -> (circle, road)
    danger_spots: dict[str, tuple[float, float]] = field(default_factory=dict)
    ring_hints: dict[str, tuple[str, ...]] = field(default_factory=dict)
    size: tuple[int, int] = (0, 0)

    def road_between(self, a: str, b: str) -> Road | None:
        for other, index in self.neighbours.get(a, ()):
            if other == b:
                return self.roads[index]
        return None

    def castle(self, letter: str) -> Circle:
        return self.circles[letter]

    def of_kind(self, kind: str) -> list[str]:
        return [c.name for c in self.circles.values() if c.kind == kind]

    def place_name(self, number: int) -> str:
        for c in self.circles.values():
            if c.kind == "place" and c.number == number:
                return c.name
        raise KeyError(number)

    def distances(self, start: str) -> dict[str, int]:
        """Roads to walk from `start` to every circle (breadth first)."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there, _ in self.neighbours[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen


def _read_tiled(path: Path) -> Any:
    # pytmx's package start-up imports pygame for its optional image loader; the engine reads maps
    # without images and must not pull pygame in, so that import is made to fail quietly here.
    blocked = "pygame" not in sys.modules
    quiet = logging.getLogger("pytmx.util_pygame")
    level = quiet.level
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]
        quiet.setLevel(logging.CRITICAL)
    try:
        # late: pytmx must be imported with pygame blocked, as said above.
        import pytmx  # type: ignore[import-untyped]

        return pytmx.TiledMap(str(path))
    finally:
        if blocked:
            quiet.setLevel(level)
            if sys.modules.get("pygame", 0) is None:
                del sys.modules["pygame"]


def _kind_of(obj: Any) -> str:
    """Tiled 1.9 writes class=, other versions type=: read both."""
    return str(getattr(obj, "type", None) or getattr(obj, "class", None) or "")


def _describe(obj: Any) -> str:
    return f"object {obj.id} ({obj.name or 'unnamed'})"


def load_board(path: Path, circle_kinds: tuple[str, ...], terrains: tuple[str, ...]) -> Board:
    """Reads and checks the map; any fault is a RulesDataError naming the file and the object."""
    where = path.name
    check_map(path)  # sizes, tilesets and images, before pytmx allocates or inflates anything
    try:
        tiled = _read_tiled(path)
    except FileNotFoundError as exc:
        raise RulesDataError(f"{where}: the map cannot be read ({exc.filename or exc})") from exc
    except Exception as exc:  # pytmx raises many kinds on a damaged file
        raise RulesDataError(f"{where}: the map cannot be read ({exc})") from exc

    circles: dict[str, Circle] = {}
    road_objects = []
    spots: dict[str, tuple[float, float]] = {}
    hints: dict[str, tuple[str, ...]] = {}
    for layer in tiled.objectgroups:
        for obj in layer:
            kind = _kind_of(obj)
            props = obj.properties
            if kind == "circle":
                name = (obj.name or "").strip()
                if not name:
                    raise RulesDataError(f"{where}: circle {_describe(obj)} has no name")
                circle_kind = props.get("circle_kind")
                if circle_kind not in circle_kinds:
                    raise RulesDataError(
                        f"{where}: circle {name!r} ({_describe(obj)}) has unknown kind {circle_kind!r} "
                        f"(expected one of {', '.join(circle_kinds)})")
                if name in circles:
                    raise RulesDataError(f"{where}: circle {name!r} appears twice ({_describe(obj)})")
                circles[name] = Circle(name, circle_kind, str(props.get("label", name)), int(props.get("number", 0)),
                                       obj.x + obj.width / 2, obj.y + obj.height / 2)
            elif kind == "road":
                road_objects.append(obj)
            elif kind == "danger_spot":
                spots[str(props.get("box_terrain"))] = (obj.x, obj.y)
            elif kind == "ring_hint":
                hints[str(props.get("place"))] = tuple(c.strip() for c in str(props.get("colours", "")).split(","))

    roads: list[Road] = []
    neighbours: dict[str, list[tuple[str, int]]] = {name: [] for name in circles}
    for obj in road_objects:
        props = obj.properties
        a, b = props.get("road_from"), props.get("road_to")
        for end in (a, b):
            if end not in circles:
                raise RulesDataError(f"{where}: road {obj.name or obj.id!r} ({_describe(obj)}) names a missing "
                                     f"circle {end!r}")
        crystal = bool(props.get("crystal", False))
        terrain = str(props.get("road_terrain", ""))
        if terrain not in terrains and not (crystal and terrain == "none"):
            raise RulesDataError(f"{where}: road {obj.name!r} ({_describe(obj)}) has unknown terrain {terrain!r}")
        if a == b or any(other == b for other, _ in neighbours[a]):
            raise RulesDataError(f"{where}: road {obj.name!r} ({_describe(obj)}) repeats or loops on {a!r}")
        points = tuple((float(p.x), float(p.y)) for p in getattr(obj, "points", ()))
        road = Road(len(roads), a, b, terrain, bool(props.get("bridge", False)), crystal, points)
        roads.append(road)
        neighbours[a].append((b, road.index))
        neighbours[b].append((a, road.index))

    if not circles:
        raise RulesDataError(f"{where}: the map has no circles")
    board = Board(circles, tuple(roads), {k: tuple(v) for k, v in neighbours.items()}, spots, hints,
                  (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight))
    first = next(iter(circles))
    reached = board.distances(first)
    cut_off = [name for name in circles if name not in reached]
    if cut_off:
        raise RulesDataError(f"{where}: the graph is not connected: circle {cut_off[0]!r} cannot be reached "
                             f"from {first!r}")
    _check_shape(board, where)
    return board


def _check_shape(board: Board, where: str) -> None:
    """What the rules rely on: one tower, one forest joined to it by the Crystal Bridge, places 1–6, castles."""
    for kind, count in (("tower", 1), ("forest", 1)):
        if len(board.of_kind(kind)) != count:
            raise RulesDataError(f"{where}: the map needs exactly {count} {kind} circle")
    numbers = sorted(board.circles[n].number for n in board.of_kind("place"))
    if numbers != [1, 2, 3, 4, 5, 6]:
        raise RulesDataError(f"{where}: the enchanted places must be numbered 1–6, found {numbers}")
    forest = board.of_kind("forest")[0]
    links = board.neighbours[forest]
    if len(links) != 1 or not board.roads[links[0][1]].crystal or board.circles[links[0][0]].kind != "tower":
        raise RulesDataError(f"{where}: the Magic Forest {forest!r} must be reached only by the Crystal Bridge "
                             "from the tower")
