"""The Kalahen map checked before pytmx reads it, so that a hostile or broken map costs only Kalahen.

pytmx parses XML with ElementTree (entity expansion included), inflates a compressed tile layer with a plain
`zlib.decompress`, allocates whatever width, height and tile ids a map declares, and leaves a missing tile
image to the window, which crashes when the table is drawn. Here the map and its tilesets are read with
`read_limited` and parsed by defusedxml (no DTD, so no entity bomb), every size is held to a limit, every
layer is inflated by a bounded streaming decompressor, and every image the map names must be a PNG of
bounded size. Any fault is a RulesDataError naming the file and what is wrong.
"""

from __future__ import annotations

import base64
import binascii
import struct
import zlib
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException  # type: ignore[import-untyped]
from defusedxml.ElementTree import fromstring  # type: ignore[import-untyped]

from game.engine.errors import RulesDataError
from game.engine.reading import read_limited
from game.i18n import words

_, ngettext = words("kalahen")

# The shipped map: 33 KB, 40 × 30 tiles of 32 px (1280 × 960 px), 2 tile layers, 82 objects, one tileset
# of 8 tiles in a 1 KB .tsx and a 1 KB PNG of 256 × 32 px. The limits leave room for a far larger board.
MAX_MAP_BYTES = 1 << 20
MAX_TILESET_BYTES = 256 << 10
MAX_IMAGE_BYTES = 8 << 20
MAX_IMAGE_SIDE = 8192
MAX_TILES_SIDE = 400
MAX_TILE_PIXELS = 256
MAX_MAP_PIXELS = 25_000_000  # the window paints the whole board once: a 100 MB surface at most
MAX_LAYERS = 32
MAX_OBJECTS = 2_000
MAX_TILESETS = 16
MAX_TILESET_TILES = 4_096
MAX_FIRST_GID = 1 << 20  # pytmx makes a list as long as the largest tile id

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_WBITS = {"zlib": zlib.MAX_WBITS, "gzip": 16 + zlib.MAX_WBITS}


def check_map(path: Path) -> None:
    """Checks the map at `path`, its tilesets and their images; a RulesDataError says what is wrong."""
    root = _parse(path, MAX_MAP_BYTES, path.name)
    if root.tag != "map":
        raise _fault(path.name, _("is not a Tiled map"))
    if root.get("infinite", "0") != "0":
        raise _fault(path.name, _("is an infinite map, which the board cannot be"))
    width = _whole(root, "width", path.name, 1, MAX_TILES_SIDE)
    height = _whole(root, "height", path.name, 1, MAX_TILES_SIDE)
    tile_w = _whole(root, "tilewidth", path.name, 1, MAX_TILE_PIXELS)
    tile_h = _whole(root, "tileheight", path.name, 1, MAX_TILE_PIXELS)
    if width * tile_w * height * tile_h > MAX_MAP_PIXELS:
        raise _fault(path.name, _("is too large to draw ({width} × {height} pixels)").format(
            width=width * tile_w, height=height * tile_h))
    _count(root, ("layer", "imagelayer", "objectgroup", "group"), MAX_LAYERS, path.name, _("layers"))
    _count(root, ("object",), MAX_OBJECTS, path.name, _("objects"))
    _count(root, ("tileset",), MAX_TILESETS, path.name, _("tilesets"))
    for layer in root.iter("layer"):
        _check_layer(layer, path.name)
    for tileset in root.iter("tileset"):
        _check_tileset(tileset, path)
    for layer in root.iter("imagelayer"):
        _check_images(layer, path.parent, path.name)


def _fault(file: str, problem: str) -> RulesDataError:
    return RulesDataError(f"{file}: {problem}", file=file)


def _parse(path: Path, limit: int, file: str) -> Element:
    """The XML tree of the map (named `file`) or of one of its tilesets; no DTD, so no entities to expand."""
    itself = path.name == file
    try:
        data = read_limited(path, limit)
    except FileNotFoundError as exc:
        raise _fault(file, _("the file {name} is missing").format(name=path.name)) from exc
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise _fault(file, _("cannot be read ({reason})").format(reason=reason) if itself else
                     _("{name} cannot be read ({reason})").format(name=path.name, reason=reason)) from exc
    try:
        root: Element = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        raise _fault(file, _("declares a DTD or entities, which a map may not") if itself else
                     _("{name} declares a DTD or entities, which a map may not").format(name=path.name)) from exc
    except ParseError as exc:
        line = exc.position[0]
        raise _fault(file, _("is not valid XML at line {line}").format(line=line) if itself else
                     _("{name} is not valid XML at line {line}").format(name=path.name, line=line)) from exc
    return root


def _whole(element: Element, attribute: str, file: str, low: int, high: int, default: int | None = None) -> int:
    """An attribute that must be a whole number from `low` to `high`."""
    text = element.get(attribute)
    if text is None and default is not None:
        return default
    try:
        value = int(text or "", 10) if text is not None and len(text) <= 12 else None
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise _fault(file, _("{element} {attribute}={value}: expected a whole number from {low} to {high}").format(
            element=element.tag, attribute=attribute, value=repr((text or "")[:20]), low=low, high=high))
    return value


def _count(root: Element, tags: tuple[str, ...], most: int, file: str, what: str) -> None:
    found = sum(1 for element in root.iter() if element.tag in tags)
    if found > most:
        raise _fault(file, _("has {count} {what}, more than {most}").format(count=found, what=what, most=most))


def _check_layer(layer: Element, file: str) -> None:
    """A tile layer's size, and its data no larger than its tiles once decoded and inflated."""
    tiles = _whole(layer, "width", file, 1, MAX_TILES_SIDE) * _whole(layer, "height", file, 1, MAX_TILES_SIDE)
    name = layer.get("name", "")[:40]
    for data in layer.iter("data"):
        if data.find("chunk") is not None:
            raise _fault(file, _("layer {name} is made of chunks (an infinite map)").format(name=repr(name)))
        encoding, compression = data.get("encoding", ""), data.get("compression", "")
        if encoding == "csv":
            found = (data.text or "").count(",") + 1
        elif encoding == "base64":
            found = _decoded_size(data.text or "", compression, 4 * tiles, file, name) // 4
        elif encoding == "":
            found = len(data.findall("tile"))
        else:
            raise _fault(file, _("layer {name} has an unknown encoding {encoding}").format(
                name=repr(name), encoding=repr(encoding[:20])))
        if found > tiles:
            raise _fault(file, _("layer {name} holds more tiles than its {count}").format(name=repr(name), count=tiles))


def _decoded_size(text: str, compression: str, most: int, file: str, name: str) -> int:
    """The size of a base64 layer once decoded and inflated, never inflating more than `most` + 1 bytes."""
    try:
        raw = base64.b64decode(text.strip(), validate=False)
    except (binascii.Error, ValueError) as exc:
        raise _fault(file, _("layer {name} is not valid base64").format(name=repr(name))) from exc
    if compression == "":
        size = len(raw)
    elif compression in _WBITS:
        size = _inflated_size(raw, _WBITS[compression], most, gzip=compression == "gzip")
        if size < 0:
            raise _fault(file, _("layer {name} is damaged ({compression} data that does not inflate)").format(
                name=repr(name), compression=compression))
    else:  # pytmx reads only zlib and gzip (zstd too is refused)
        raise _fault(file, _("layer {name} has an unknown compression {compression}").format(
            name=repr(name), compression=repr(compression[:20])))
    if size > most:
        raise _fault(file, _("layer {name} inflates to more than its {count} tiles").format(
            name=repr(name), count=most // 4))
    return size


def _inflated_size(data: bytes, wbits: int, most: int, gzip: bool) -> int:
    """How many bytes `data` inflates to, or `most` + 1 as soon as it would pass `most`; -1 if it is damaged.
    A gzip file may hold several members, and gzip.decompress inflates them all: each one is counted."""
    total = 0
    try:
        while data:
            inflater = zlib.decompressobj(wbits)
            while data and not inflater.eof:
                total += len(inflater.decompress(data, most + 1 - total))
                if total > most:
                    return total
                data = inflater.unconsumed_tail
            if not inflater.eof:
                return -1
            data = inflater.unused_data if gzip else b""
    except zlib.error:
        return -1
    return total


def _check_tileset(tileset: Element, map_path: Path) -> None:
    """A tileset of the map (inline, or in a .tsx file beside it) and every image it names."""
    file = map_path.name
    _whole(tileset, "firstgid", file, 1, MAX_FIRST_GID)
    source = tileset.get("source")
    folder = map_path.parent
    if source is not None:
        if not source.lower().endswith(".tsx"):
            raise _fault(file, _("tileset {name} is not a .tsx file").format(name=repr(source[:60])))
        path = folder / source
        tileset = _parse(path, MAX_TILESET_BYTES, file)
        folder = path.parent  # its images are named from where the .tsx lies
    tile_w = _whole(tileset, "tilewidth", file, 1, MAX_TILE_PIXELS)
    tile_h = _whole(tileset, "tileheight", file, 1, MAX_TILE_PIXELS)
    image = tileset.find("image")
    if image is not None:  # pytmx cuts this many tiles out of the image: its width and height as written
        across = _whole(image, "width", file, 1, MAX_IMAGE_SIDE) // tile_w
        down = _whole(image, "height", file, 1, MAX_IMAGE_SIDE) // tile_h
        if across * down > MAX_TILESET_TILES:
            raise _fault(file, _("has {count} {what}, more than {most}").format(
                count=across * down, what=_("tiles in a tileset"), most=MAX_TILESET_TILES))
    _count(tileset, ("tile",), MAX_TILESET_TILES, file, _("tiles in a tileset"))
    _check_images(tileset, folder, file)


def _check_images(element: Element, folder: Path, file: str) -> None:
    for image in element.iter("image"):
        source = image.get("source")
        if not source:
            raise _fault(file, _("an image names no file"))
        check_image(folder / source, file)


def check_image(path: Path, file: str) -> None:
    """A tile image: a regular PNG file of bounded size, whose header asks for a bounded picture."""
    try:
        head = read_limited(path, MAX_IMAGE_BYTES)[:24]
    except FileNotFoundError as exc:
        raise _fault(file, _("the image {name} is missing").format(name=path.name)) from exc
    except OSError as exc:
        raise _fault(file, _("{name} cannot be read ({reason})").format(
            name=path.name, reason=exc.strerror or exc)) from exc
    if len(head) < 24 or not head.startswith(PNG_SIGNATURE) or head[12:16] != b"IHDR":
        raise _fault(file, _("the image {name} is not a PNG file").format(name=path.name))
    width, height = struct.unpack(">II", head[16:24])
    if not (1 <= width <= MAX_IMAGE_SIDE and 1 <= height <= MAX_IMAGE_SIDE):
        raise _fault(file, _("the image {name} is too large ({width} × {height} pixels)").format(
            name=path.name, width=width, height=height))
