"""The Tiled board: it loads without images, matches the reference graph, and broken maps are refused."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.errors import RulesDataError
from game.games.kalahen.board import load_board
from game.paths import maps_dir

KINDS = ("castle", "village", "place", "tower", "gate", "forest")
TERRAINS = ("mountain", "plains", "forest", "swamp")

# The reference graph of rules/kalahen.md, table by table.
REFERENCE = [
    ("A–Ekby, B–Ekby, C–Hedby, D–Hedby, E–Mossby, F–Mossby, G–Strandby, H–Strandby",
     "plains, forest, swamp, mountain, plains, forest, swamp, mountain", ()),
    ("A–1, B–2, C–3, D–4, E–4, F–5, G–6, H–1",
     "forest, plains, mountain, swamp, forest, mountain, plains, swamp", ()),
    ("Ekby–1, Ekby–2, Hedby–3, Mossby–4, Mossby–5, Strandby–6",
     "mountain, swamp, forest, plains, mountain, forest", ("Ekby–2", "Hedby–3")),
    ("1–2, 2–3, 3–4, 4–5, 5–6, 6–1", "plains, mountain, swamp, forest, swamp, plains", ("4–5", "6–1")),
    ("5–West gate, West gate–Tower, 6–East gate, East gate–Tower", "swamp, mountain, forest, mountain", ()),
]


def reference_roads() -> dict[frozenset[str], tuple[str, bool]]:
    roads = {}
    for pairs, terrains, bridges in REFERENCE:
        for pair, terrain in zip(pairs.split(", "), terrains.split(", "), strict=True):
            a, b = pair.split("–")
            roads[frozenset((a, b))] = (terrain, pair in bridges)
    roads[frozenset(("Tower", "Magic Forest"))] = ("none", True)
    return roads


def test_the_map_matches_the_reference_graph(rules) -> None:
    board = rules.board
    found = {frozenset((r.a, r.b)): (r.terrain, r.bridge) for r in board.roads}
    assert found == reference_roads()
    crystal = [r for r in board.roads if r.crystal]
    assert [(r.a, r.b) for r in crystal] == [("Tower", "Magic Forest")]


def test_circle_counts_and_kinds(rules) -> None:
    board = rules.board
    counts = {k: len(board.of_kind(k)) for k in KINDS}
    assert counts == {"castle": 8, "village": 4, "place": 6, "tower": 1, "gate": 2, "forest": 1}
    assert sorted(board.circles[p].number for p in board.of_kind("place")) == [1, 2, 3, 4, 5, 6]


def test_every_castle_has_one_road_to_a_village_and_one_to_a_place(rules) -> None:
    board = rules.board
    for castle in board.of_kind("castle"):
        kinds = sorted(board.circles[n].kind for n, _ in board.neighbours[castle])
        assert kinds == ["place", "village"], castle
    # The source's example: castle B reaches the nearest village and place 2.
    assert {n for n, _ in board.neighbours["B"]} == {"Ekby", "2"}


def test_ring_hints_show_the_colours_each_place_asks_for(rules) -> None:
    board = rules.board
    assert set(board.ring_hints["2"]) == {"green", "red"}
    for pile, column in rules.schedule.items():
        place = "Tower" if pile == "tower" else pile
        asked = {c for e in column.rolls.values() for c in e.rings}
        assert set(board.ring_hints[place]) == asked, place
    assert set(board.danger_spots) == set(TERRAINS)


def test_reading_the_map_does_not_pull_in_pygame() -> None:
    code = ("import sys; from game.games.kalahen import game_info; game_info(); "
            "print('pygame' in sys.modules)")
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True)
    assert out.stdout.strip() == "False"


def map_copy(folder: Path) -> Path:
    """The shipped map, its tileset and the tileset's image, side by side in `folder`."""
    tileset = (maps_dir() / "kalahen_land.tsx").read_text(encoding="utf-8")
    image = "../assets/tiles/kalahen_land.png"
    assert image in tileset
    (folder / "kalahen_land.tsx").write_text(tileset.replace(image, "kalahen_land.png"), encoding="utf-8")
    shutil.copy(maps_dir() / image, folder / "kalahen_land.png")
    shutil.copy(maps_dir() / "kalahen.tmx", folder / "kalahen.tmx")
    return folder / "kalahen.tmx"


def broken_copy(tmp_path: Path, change) -> Path:
    map_copy(tmp_path)
    text = (maps_dir() / "kalahen.tmx").read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text
    path = tmp_path / "kalahen.tmx"
    path.write_text(changed, encoding="utf-8")
    return path


def test_a_road_naming_a_missing_circle_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, lambda t: t.replace('name="road_to" value="Ekby"', 'name="road_to" value="Nowhere"',
                                                     1))
    with pytest.raises(RulesDataError, match=r"road 'A–Ekby'.*missing circle 'Nowhere'"):
        load_board(path, KINDS, TERRAINS)


def test_a_circle_of_unknown_kind_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, lambda t: t.replace('name="circle_kind" value="village"',
                                                     'name="circle_kind" value="inn"', 1))
    with pytest.raises(RulesDataError, match=r"circle '\w+'.*unknown kind 'inn'"):
        load_board(path, KINDS, TERRAINS)


def test_a_disconnected_graph_is_refused(tmp_path: Path) -> None:
    island = ('  <object id="900" name="Island" type="circle" x="10" y="900" width="20" height="20">\n'
              '   <properties>\n    <property name="circle_kind" value="village"/>\n   </properties>\n'
              '   <ellipse/>\n  </object>\n </objectgroup>')
    path = broken_copy(tmp_path, lambda t: t.replace(" </objectgroup>", island, 1))
    with pytest.raises(RulesDataError, match="not connected.*'Island'"):
        load_board(path, KINDS, TERRAINS)


def test_the_old_class_attribute_is_read_like_type(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, lambda t: t.replace('type="circle"', 'class="circle"'))
    board = load_board(path, KINDS, TERRAINS)
    assert len(board.circles) == 22


def test_a_missing_map_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError, match="nowhere.tmx"):
        load_board(tmp_path / "nowhere.tmx", KINDS, TERRAINS)
