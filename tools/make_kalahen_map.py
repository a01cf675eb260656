"""Builds the Kalahen board: maps/kalahen.tmx, its tileset maps/kalahen_land.tsx and assets/tiles/kalahen_land.png.

The graph is the reference graph of rules/kalahen.md. The land is painted from it: every tile takes the terrain
of the nearest road (so the land agrees with the road markers), rivers run under the four bridges, and the Magic
Forest fills the centre. Run: python tools/make_kalahen_map.py
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
TILE = 32
COLS, ROWS = 40, 30
WIDTH, HEIGHT = COLS * TILE, ROWS * TILE
CX, CY = WIDTH / 2, HEIGHT / 2 + 16

# Tiles of the land tileset, in order (tile id = index, gid = index + 1).
TILES = ["plains", "forest", "mountain", "swamp", "water", "magic_forest", "bridge_stone", "meadow"]
GID = {name: i + 1 for i, name in enumerate(TILES)}

# --- the reference graph (rules/kalahen.md) ---
CASTLES = "ABCDEFGH"
VILLAGES = ["Ekby", "Hedby", "Mossby", "Strandby"]
ROADS: list[tuple[str, str, str, bool]] = []


def _roads(pairs: str, terrains: str, bridges: tuple[str, ...] = ()) -> None:
    for pair, terrain in zip(pairs.split(", "), terrains.split(", "), strict=False):
        a, b = pair.split("–")
        ROADS.append((a, b, terrain, pair in bridges))


_roads("A–Ekby, B–Ekby, C–Hedby, D–Hedby, E–Mossby, F–Mossby, G–Strandby, H–Strandby",
       "plains, forest, swamp, mountain, plains, forest, swamp, mountain")
_roads("A–1, B–2, C–3, D–4, E–4, F–5, G–6, H–1",
       "forest, plains, mountain, swamp, forest, mountain, plains, swamp")
_roads("Ekby–1, Ekby–2, Hedby–3, Mossby–4, Mossby–5, Strandby–6",
       "mountain, swamp, forest, plains, mountain, forest", ("Ekby–2", "Hedby–3"))
_roads("1–2, 2–3, 3–4, 4–5, 5–6, 6–1", "plains, mountain, swamp, forest, swamp, plains", ("4–5", "6–1"))
_roads("5–West gate, West gate–Tower, 6–East gate, East gate–Tower", "swamp, mountain, forest, mountain")

# Where the circles stand: angle clockwise from north (degrees) and radius as a share of the outer ellipse.
ANGLES = {
    "G": 12, "H": 52, "A": 100, "B": 140, "C": 196, "D": 236, "E": 284, "F": 318,
    "Strandby": 30, "Ekby": 118, "Hedby": 214, "Mossby": 300,
    "6": 30, "1": 90, "2": 150, "3": 210, "4": 270, "5": 330,
}
RADII = {**{c: 1.0 for c in CASTLES}, **{v: 0.8 for v in VILLAGES}, **{str(n): 0.58 for n in range(1, 7)}}
FIXED = {"Tower": (CX, CY - 50), "Magic Forest": (CX, CY + 60)}
GATES = {"West gate": "5", "East gate": "6"}  # each gate stands halfway from its place to the tower
# Ring colours hinted beside each place: the colours its trials ask for (from the schedule).
RING_HINTS = {"1": "yellow,blue", "2": "green,red", "3": "red,yellow", "4": "blue,green", "5": "red,blue",
              "6": "yellow,green", "Tower": "red,yellow,green,blue"}
PILES = {str(n): str(n) for n in range(1, 7)} | {"Tower": "tower", "Magic Forest": "forest"}


def positions() -> dict[str, tuple[float, float]]:
    rx, ry = WIDTH / 2 - 90, HEIGHT / 2 - 70
    pos = dict(FIXED)
    for name, angle in ANGLES.items():
        a = math.radians(angle)
        r = RADII[name]
        pos[name] = (round(CX + rx * r * math.sin(a)), round(CY - ry * r * math.cos(a)))
    for gate, place in GATES.items():
        (px, py), (tx, ty) = pos[place], pos["Tower"]
        pos[gate] = ((px + tx) / 2, (py + ty) / 2 - 10)
    return {k: (round(x), round(y)) for k, (x, y) in pos.items()}


def circle_kind(name: str) -> tuple[str, int, str]:
    """(kind, number, label) of a circle."""
    if name in CASTLES:
        return "castle", 0, f"Castle {name}"
    if name in VILLAGES:
        return "village", 0, f"{name} (village)"
    if name.isdigit():
        return "place", int(name), f"Enchanted place {name}"
    if name == "Tower":
        return "tower", 7, "The Enchanted Tower"
    if name == "Magic Forest":
        return "forest", 8, "The Magic Forest"
    return "gate", 0, f"{name}"


# The circles' colours as the source draws them: castles green, villages grey, enchanted places and the tower yellow,
# Kalahen's gates brown; the Magic Forest (no colour in the source) a deep forest green.
FILLS = {"castle": "#4f9a4a", "village": "#a7a7a7", "place": "#e8c43c", "tower": "#e8c43c", "gate": "#96683e",
         "forest": "#1f6e4a"}
# The mark inside a circle: dark ink on light fills, white on dark ones (every label stays readable).
INKS = {"castle": "#ffffff", "village": "#1e1a16", "place": "#1e1a16", "tower": "#1e1a16", "gate": "#ffffff",
        "forest": "#ffffff"}


def radius(kind: str) -> int:
    return {"tower": 34, "forest": 40, "castle": 22, "village": 20, "place": 24, "gate": 18}[kind]


# --- land painting ---
def _seg_dist(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def land_layer(pos: dict[str, tuple[float, float]]) -> list[int]:
    rng = random.Random(3)
    cells = []
    for row in range(ROWS):
        for col in range(COLS):
            p = ((col + 0.5) * TILE, (row + 0.5) * TILE)
            if math.hypot(p[0] - pos["Magic Forest"][0], (p[1] - pos["Magic Forest"][1]) * 1.3) < 78:
                cells.append(GID["magic_forest"])
                continue
            best, terrain = 1e9, "plains"
            for a, b, t, _ in ROADS:
                d = _seg_dist(p, pos[a], pos[b])
                if d < best:
                    best, terrain = d, t
            if best > 70 or terrain == "plains":
                terrain = "meadow" if rng.random() < 0.25 else "plains"
            cells.append(GID[terrain])
    return cells


def river_layer(pos: dict[str, tuple[float, float]]) -> list[int]:
    """Rivers from the Magic Forest's lake out to the map edge, each under one of the four bridges."""
    cells = [0] * (COLS * ROWS)

    def mid(a: str, b: str) -> tuple[float, float]:
        return ((pos[a][0] + pos[b][0]) / 2, (pos[a][1] + pos[b][1]) / 2)

    forest = pos["Magic Forest"]
    courses = []
    for a, b in (("Ekby", "2"), ("Hedby", "3"), ("4", "5"), ("6", "1")):
        m = mid(a, b)
        dx, dy = m[0] - forest[0], m[1] - forest[1]
        scale = 900 / math.hypot(dx, dy)
        courses.append([forest, m, (forest[0] + dx * scale, forest[1] + dy * scale)])
    for course in courses:
        for (x0, y0), (x1, y1) in zip(course, course[1:], strict=False):
            steps = int(math.hypot(x1 - x0, y1 - y0) / 8) + 1
            for s in range(steps + 1):
                x = x0 + (x1 - x0) * s / steps
                y = y0 + (y1 - y0) * s / steps
                col, row = int(x // TILE), int(y // TILE)
                if 0 <= col < COLS and 0 <= row < ROWS:
                    near_forest = math.hypot(x - forest[0], (y - forest[1]) * 1.3) < 78
                    if not near_forest:
                        cells[row * COLS + col] = GID["water"]
    # The crossings under the bridges get stone banks so the bridges read as bridges.
    for a, b, _, bridge in ROADS:
        if bridge:
            m = mid(a, b)
            col, row = int(m[0] // TILE), int(m[1] // TILE)
            cells[row * COLS + col] = GID["bridge_stone"]
    return cells


# --- the tileset image (pygame only here, in a tool) ---
def draw_tileset(path: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    sheet = pygame.Surface((TILE * len(TILES), TILE), pygame.SRCALPHA)
    rng = random.Random(11)
    for i, name in enumerate(TILES):
        tile = sheet.subsurface((i * TILE, 0, TILE, TILE))
        if name in ("plains", "meadow"):
            tile.fill((142, 186, 92) if name == "plains" else (156, 196, 98))
            for _ in range(10):
                x, y = rng.randrange(2, 30), rng.randrange(4, 30)
                pygame.draw.line(tile, (96, 146, 60), (x, y), (x + rng.choice((-1, 1)), y - 3))
            if name == "meadow":
                for _ in range(3):
                    pygame.draw.circle(tile, (236, 226, 120), (rng.randrange(4, 28), rng.randrange(4, 28)), 1)
            else:
                pygame.draw.circle(tile, (150, 150, 140), (rng.randrange(6, 26), rng.randrange(6, 26)), 2)
        elif name == "forest":
            tile.fill((92, 140, 70))
            for cx, base in ((9, 26), (23, 22), (15, 14)):
                pygame.draw.polygon(tile, (34, 88, 44), [(cx, base - 13), (cx - 6, base), (cx + 6, base)])
                pygame.draw.line(tile, (90, 60, 30), (cx, base), (cx, base + 3), 2)
        elif name == "mountain":
            tile.fill((170, 160, 130))
            for cx, base, h in ((10, 28, 18), (22, 28, 14)):
                pygame.draw.polygon(tile, (112, 104, 96), [(cx, base - h), (cx - 9, base), (cx + 9, base)])
                pygame.draw.polygon(tile, (240, 240, 240), [(cx, base - h), (cx - 3, base - h + 5),
                                                            (cx + 3, base - h + 5)])
        elif name == "swamp":
            tile.fill((112, 132, 82))
            pygame.draw.ellipse(tile, (78, 110, 104), (4, 16, 16, 8))
            pygame.draw.ellipse(tile, (78, 110, 104), (16, 6, 12, 6))
            for x in (8, 12, 24):
                pygame.draw.line(tile, (60, 80, 40), (x, 28), (x - 1, 18), 2)
        elif name == "water":
            tile.fill((70, 130, 200))
            for y in (8, 18, 27):
                pygame.draw.arc(tile, (150, 200, 240), (4, y - 3, 10, 6), 0, math.pi, 1)
                pygame.draw.arc(tile, (150, 200, 240), (18, y - 6, 10, 6), 0, math.pi, 1)
        elif name == "magic_forest":
            tile.fill((60, 70, 110))
            for cx, base in ((8, 27), (22, 25), (15, 15)):
                pygame.draw.polygon(tile, (120, 80, 170), [(cx, base - 12), (cx - 6, base), (cx + 6, base)])
            for _ in range(4):
                pygame.draw.circle(tile, (240, 240, 160), (rng.randrange(3, 29), rng.randrange(3, 29)), 1)
        elif name == "bridge_stone":
            tile.fill((70, 130, 200))
            pygame.draw.rect(tile, (150, 140, 120), (0, 0, TILE, 6))
            pygame.draw.rect(tile, (150, 140, 120), (0, TILE - 6, TILE, 6))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))
    pygame.quit()


# --- Tiled XML ---
def _props(props: dict[str, object]) -> str:
    lines = ["   <properties>"]
    for key, value in props.items():
        if isinstance(value, bool):
            lines.append(f'    <property name="{key}" type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            lines.append(f'    <property name="{key}" type="int" value="{value}"/>')
        else:
            lines.append(f'    <property name="{key}" value={quoteattr(str(value))}/>')
    lines.append("   </properties>")
    return "\n".join(lines)


def tileset_xml() -> str:
    tiles = "\n".join(
        f' <tile id="{i}">\n  <properties>\n   <property name="land" value="{name}"/>\n  </properties>\n </tile>'
        for i, name in enumerate(TILES))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.10" tiledversion="1.10.2" name="kalahen_land" tilewidth="{TILE}" '
        f'tileheight="{TILE}" tilecount="{len(TILES)}" columns="{len(TILES)}">\n'
        f' <image source="../assets/tiles/kalahen_land.png" width="{TILE * len(TILES)}" height="{TILE}"/>\n'
        f"{tiles}\n</tileset>\n"
    )


def map_xml() -> str:
    pos = positions()
    next_id = 1
    layers = []

    def tile_layer(layer_id: int, name: str, cells: list[int]) -> str:
        rows = [",".join(map(str, cells[r * COLS:(r + 1) * COLS])) for r in range(ROWS)]
        data = ",\n".join(rows)
        return (f' <layer id="{layer_id}" name="{name}" width="{COLS}" height="{ROWS}">\n'
                f'  <data encoding="csv">\n{data}\n</data>\n </layer>')

    layers.append(tile_layer(1, "land", land_layer(pos)))
    layers.append(tile_layer(2, "rivers", river_layer(pos)))

    def obj(kind: str, name: str, x: float, y: float, props: dict[str, object], extra: str = "",
            size: tuple[float, float] | None = None) -> str:
        nonlocal next_id
        size_attr = f' width="{size[0]}" height="{size[1]}"' if size else ""
        text = (f'  <object id="{next_id}" name={quoteattr(name)} type="{kind}" x="{x}" y="{y}"{size_attr}>\n'
                f"{_props(props)}\n{extra}  </object>")
        next_id += 1
        return text

    circles = []
    for name, (x, y) in pos.items():
        kind, number, label = circle_kind(name)
        r = radius(kind)
        props = {"circle_kind": kind, "label": label, "number": number, "fill": FILLS[kind], "ink": INKS[kind]}
        circles.append(obj("circle", name, x - r, y - r, props, "   <ellipse/>\n", (2 * r, 2 * r)))
    roads = []
    all_roads = [*ROADS, ("Tower", "Magic Forest", "none", True)]
    for a, b, terrain, bridge in all_roads:
        (x0, y0), (x1, y1) = pos[a], pos[b]
        crystal = a == "Tower" and b == "Magic Forest"
        props = {"road_from": a, "road_to": b, "road_terrain": terrain, "bridge": bridge, "crystal": crystal}
        points = f'   <polyline points="0,0 {x1 - x0},{y1 - y0}"/>\n'
        roads.append(obj("road", f"{a}–{b}", x0, y0, props, points))
    box = []
    bx, by = 24, 24
    for i, terrain in enumerate(("mountain", "plains", "forest", "swamp")):
        x, y = bx, by + i * 52
        box.append(obj("terrain_box", f"{terrain} box", x, y, {"box_terrain": terrain}, size=(150, 44)))
        box.append(obj("danger_spot", f"{terrain} danger", x + 126, y + 22, {"box_terrain": terrain},
                       "   <point/>\n"))
    hints = []
    chests = []
    for name, colours in RING_HINTS.items():
        x, y = pos[name]
        hints.append(obj("ring_hint", f"rings at {name}", x + 26, y - 34, {"place": name, "colours": colours},
                         "   <point/>\n"))
    for name, pile in PILES.items():
        x, y = pos[name]
        # A numbered place has no name label below it; the tower and the forest do, so their pile sits beside.
        px, py = (x - 40, y + 26) if name.isdigit() else (x - 50, y)
        chests.append(obj("chest", f"chest {pile}", px, py, {"place": name, "pile": pile}, "   <point/>\n"))
    for i in range(4):
        chests.append(obj("trap_store", f"trap marker {i + 1}", bx + 20 + i * 30, by + 230, {"slot": i + 1},
                          "   <point/>\n"))

    def group(layer_id: int, name: str, objects: list[str]) -> str:
        return f' <objectgroup id="{layer_id}" name="{name}">\n' + "\n".join(objects) + "\n </objectgroup>"

    layers.append(group(3, "roads", roads))
    layers.append(group(4, "circles", circles))
    layers.append(group(5, "danger_markers", box))
    layers.append(group(6, "hints", hints + chests))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="7" nextobjectid="{next_id}">\n'
        ' <tileset firstgid="1" source="kalahen_land.tsx"/>\n'
        + "\n".join(layers) + "\n</map>\n"
    )


def main() -> int:
    (ROOT / "maps").mkdir(exist_ok=True)
    draw_tileset(ROOT / "assets" / "tiles" / "kalahen_land.png")
    (ROOT / "maps" / "kalahen_land.tsx").write_text(tileset_xml(), encoding="utf-8")
    (ROOT / "maps" / "kalahen.tmx").write_text(map_xml(), encoding="utf-8")
    print("wrote maps/kalahen.tmx, maps/kalahen_land.tsx, assets/tiles/kalahen_land.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
