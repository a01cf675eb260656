"""Hostile Kalahen maps: each is a RulesDataError from the engine, at once, so that Kalahen shows as a broken
game in the menu and the window never meets the map. Every case starts from a copy of the shipped map."""

from __future__ import annotations

import base64
import os
import re
import time
import zlib
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.errors import RulesDataError
from game.games.kalahen import map_check
from game.games.kalahen.board import load_board
from tests.games.kalahen.test_board import KINDS, TERRAINS, map_copy

FAST = 5.0  # seconds; every refusal takes milliseconds, and the 1 GB layer took 200 s and 5 GB before


def refused(path: Path) -> str:
    started = time.perf_counter()
    with pytest.raises(RulesDataError) as caught:
        load_board(path, KINDS, TERRAINS)
    assert time.perf_counter() - started < FAST
    assert caught.value.file == path.name
    return str(caught.value)


def edit(path: Path, change) -> Path:
    text = path.read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    return path


def bomb(megabytes: int, wbits: int) -> bytes:
    """Zeros that inflate to `megabytes` MB, compressed a megabyte at a time."""
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    parts = [packer.compress(bytes(1 << 20)) for _ in range(megabytes)]
    return b"".join(parts) + packer.flush()


def with_layer(path: Path, compression: str, blob: bytes) -> Path:
    data = f'<data encoding="base64" compression="{compression}">{base64.b64encode(blob).decode()}</data>'
    return edit(path, lambda t: re.sub(r'<data encoding="csv">.*?</data>', data, t, count=1, flags=re.S))


def test_the_shipped_map_and_a_copy_pass(tmp_path: Path) -> None:
    board = load_board(map_copy(tmp_path), KINDS, TERRAINS)
    assert len(board.circles) == 22 and board.size == (1280, 960)


def test_a_layer_in_honest_zlib_and_gzip_is_read_like_the_csv_one(tmp_path: Path) -> None:
    path = map_copy(tmp_path)
    csv = re.search(r'<data encoding="csv">(.*?)</data>', path.read_text(), re.S)
    assert csv is not None
    raw = b"".join(int(n).to_bytes(4, "little") for n in csv.group(1).split(","))
    for compression, wbits in (("zlib", zlib.MAX_WBITS), ("gzip", 16 + zlib.MAX_WBITS)):
        (tmp_path / compression).mkdir()
        copy = map_copy(tmp_path / compression)
        packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
        board = load_board(with_layer(copy, compression, packer.compress(raw) + packer.flush()), KINDS, TERRAINS)
        assert len(board.circles) == 22


def test_a_map_of_huge_width_is_refused(tmp_path: Path) -> None:
    path = edit(map_copy(tmp_path), lambda t: t.replace('width="40" height="30" tilewidth', 'width="100000" '
                                                        'height="30" tilewidth', 1))
    assert refused(path) == "kalahen.tmx: map width='100000': expected a whole number from 1 to 400"


def test_a_map_too_large_to_draw_is_refused(tmp_path: Path) -> None:
    path = edit(map_copy(tmp_path), lambda t: t.replace('tilewidth="32" tileheight="32"',
                                                        'tilewidth="256" tileheight="256"', 1))
    assert refused(path) == "kalahen.tmx: is too large to draw (10240 × 7680 pixels)"


def test_a_missing_tileset_image_is_refused(tmp_path: Path) -> None:
    path = map_copy(tmp_path)
    (tmp_path / "kalahen_land.png").unlink()
    assert refused(path) == "kalahen.tmx: the image kalahen_land.png is missing"


def test_a_tileset_image_that_is_no_png_or_asks_for_a_huge_picture_is_refused(tmp_path: Path) -> None:
    path = map_copy(tmp_path)
    image = tmp_path / "kalahen_land.png"
    header = image.read_bytes()
    image.write_bytes(header[:16] + (100_000).to_bytes(4, "big") + header[20:])
    assert refused(path) == "kalahen.tmx: the image kalahen_land.png is too large (100000 × 32 pixels)"
    image.write_bytes(b"GIF89a" + header[6:])
    assert refused(path) == "kalahen.tmx: the image kalahen_land.png is not a PNG file"


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_a_compressed_layer_bomb_is_refused_without_inflating_it(tmp_path: Path, compression: str) -> None:
    wbits = zlib.MAX_WBITS + (16 if compression == "gzip" else 0)
    path = with_layer(map_copy(tmp_path), compression, bomb(200, wbits))  # 200 MB from a 200 KB layer
    assert refused(path) == "kalahen.tmx: layer 'land' inflates to more than its 1200 tiles"


def test_a_gzip_bomb_in_a_second_member_is_refused(tmp_path: Path) -> None:
    wbits = 16 + zlib.MAX_WBITS
    small = zlib.compressobj(9, zlib.DEFLATED, wbits)
    path = with_layer(map_copy(tmp_path), "gzip", small.compress(bytes(400)) + small.flush() + bomb(50, wbits))
    assert refused(path) == "kalahen.tmx: layer 'land' inflates to more than its 1200 tiles"


def test_a_layer_too_large_for_the_file_limit_is_refused_unread(tmp_path: Path) -> None:
    path = with_layer(map_copy(tmp_path), "zlib", os.urandom(map_check.MAX_MAP_BYTES))
    assert refused(path) == "kalahen.tmx: cannot be read (larger than 1,048,576 bytes)"


def test_a_zstd_layer_is_refused(tmp_path: Path) -> None:
    path = with_layer(map_copy(tmp_path), "zstd", b"\x28\xb5\x2f\xfd" + bytes(20))
    assert refused(path) == "kalahen.tmx: layer 'land' has an unknown compression 'zstd'"


def test_an_xml_entity_bomb_is_refused(tmp_path: Path) -> None:
    entities = ['<!ENTITY lol0 "lol">'] + [f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)]
    doctype = "<!DOCTYPE map [\n" + "\n".join(entities) + "\n]>\n"
    path = edit(map_copy(tmp_path), lambda t: t.replace("<map ", doctype + "<map ", 1)
                .replace('name="land"', 'name="&lol9;"', 1))
    assert refused(path) == "kalahen.tmx: declares a DTD or entities, which a map may not"


def test_too_many_objects_are_refused(tmp_path: Path) -> None:
    many = "".join(f'  <object id="{1000 + i}" x="1" y="1"/>\n' for i in range(map_check.MAX_OBJECTS))
    path = edit(map_copy(tmp_path), lambda t: t.replace(" </objectgroup>", many + " </objectgroup>", 1))
    assert refused(path) == "kalahen.tmx: has 2082 objects, more than 2000"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name", ["kalahen.tmx", "kalahen_land.tsx", "kalahen_land.png"])
def test_a_pipe_in_place_of_the_map_its_tileset_or_its_image_is_refused_at_once(tmp_path: Path, name: str) -> None:
    path = map_copy(tmp_path)
    (tmp_path / name).unlink()
    os.mkfifo(tmp_path / name)
    message = refused(path)
    assert message.startswith("kalahen.tmx: ") and message.endswith("cannot be read (a pipe)")
    assert name in message


def test_a_broken_map_costs_only_kalahen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.games.kalahen import rules

    map_copy(tmp_path)
    (tmp_path / "kalahen_land.png").unlink()
    monkeypatch.setattr(rules, "maps_dir", lambda: tmp_path)
    registry.reload_games()
    try:
        games, broken = registry.all_games(), registry.broken_games()
        assert list(broken) == ["kalahen"] and len(games) == 8
        assert str(broken["kalahen"]) == "kalahen.tmx: the image kalahen_land.png is missing"
    finally:
        monkeypatch.undo()
        registry.reload_games()
