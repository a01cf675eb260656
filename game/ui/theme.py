"""Colours, fonts and the 1280×720 design grid that every scene is drawn on, scaled to the window.

Scenes place things in design coordinates (1280×720); `layout` turns them into screen rectangles
for the window's real size, so the table stays crisp from 1280×720 up to full screen.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.memo import remember
from game.paths import assets_dir
from game.ui import text_probe

DESIGN_W, DESIGN_H = 1280, 720

FELT = (27, 77, 58)
FELT_DARK = (18, 54, 41)
FELT_LIGHT = (38, 99, 75)
PAPER = (243, 234, 216)
PAPER_DARK = (222, 208, 180)
INK = (43, 33, 24)
INK_SOFT = (105, 90, 72)
GOLD = (217, 164, 65)
GOLD_DARK = (160, 112, 32)
RED = (178, 50, 40)
BLUE = (48, 92, 160)
WHITE = (250, 248, 242)
SHADOW = (0, 0, 0, 90)
DISABLED = (150, 145, 135)
# One colour per seat, told apart also by the seat's name beside it.
SEAT_COLOURS = [(214, 69, 65), (66, 133, 214), (236, 185, 54), (130, 80, 170),
                (60, 170, 110), (235, 120, 40), (120, 200, 220), (200, 110, 160)]

FONT_FILES = {
    ("sans", False): "DejaVuSans.ttf",
    ("sans", True): "DejaVuSans-Bold.ttf",
    ("serif", False): "LinLibertine_R.otf",
    ("serif", True): "LinLibertine_RB.otf",
}


@dataclass
class Layout:
    """The window's size and the scale and offset of the design grid inside it."""

    width: int = DESIGN_W
    height: int = DESIGN_H
    scale: float = 1.0
    ox: int = 0
    oy: int = 0

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.scale = min(width / DESIGN_W, height / DESIGN_H)
        self.ox = int((width - DESIGN_W * self.scale) / 2)
        self.oy = int((height - DESIGN_H * self.scale) / 2)

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale)) if value > 0 else round(value * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.ox + round(x * self.scale), self.oy + round(y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, right - left, bottom - top)

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale


layout = Layout()
_fonts: dict[tuple[str, bool, int, bool], pygame.font.Font] = {}
_FONTS_KEPT = 96  # a window resized again and again asks for new pixel sizes each time
_texts: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_TEXT_CACHE = 600
_wraps: OrderedDict[tuple[Any, ...], list[str]] = OrderedDict()  # wrapped paragraphs: measuring words is slow
_panels: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()  # panels with their shadows, drawn once per size
_measures: OrderedDict[tuple[Any, ...], Any] = OrderedDict()  # fitted texts and sizes
_SHAPE_CACHE = 400


def _remember(cache: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], value: Any) -> None:
    cache[key] = value
    if len(cache) > _SHAPE_CACHE:
        cache.popitem(last=False)


def reset_caches() -> None:
    """Forgets fonts and rendered surfaces (they die with pygame.quit())."""
    _fonts.clear()
    _texts.clear()
    _wraps.clear()
    _panels.clear()
    _measures.clear()
    _felt_cache.clear()


def font(size: float, bold: bool = False, family: str = "sans", italic: bool = False) -> pygame.font.Font:
    """The shipped font at a design size, scaled to the window (italic is slanted by the renderer)."""
    pixels = max(6, round(size * layout.scale))
    key = (family, bold, pixels, italic)
    found = _fonts.get(key)
    if found is None:
        found = pygame.font.Font(str(assets_dir() / "fonts" / FONT_FILES[(family, bold)]), pixels)
        found.italic = italic
        remember(_fonts, key, found, _FONTS_KEPT)
    return found


def render_line(face: pygame.font.Font, text: str, colour: tuple[int, ...]) -> pygame.Surface:
    """`face.render` for any text, whatever a player typed or a file held: a NUL character is left out, and a
    text that draws nothing (only zero-width or direction marks, which the renderer refuses) gives an empty
    line of the font's height."""
    try:
        return face.render(text.replace("\0", ""), True, colour)
    except pygame.error:
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)


def text_surface(text: str, size: float, colour: tuple[int, ...] = INK, bold: bool = False,
                 family: str = "sans") -> pygame.Surface:
    """A rendered line of text, cached: a table redraws the same labels every frame."""
    key = (text, size, colour, bold, family, layout.scale)
    surface = _texts.get(key)
    if surface is None:
        surface = render_line(font(size, bold, family), text, colour)
        _texts[key] = surface
        if len(_texts) > _TEXT_CACHE:
            _texts.popitem(last=False)
    else:
        _texts.move_to_end(key)
    if text_probe.probe is not None:
        text_probe.note_rendered(surface, text)
    return surface


def fit(text: str, size: float, width: float, bold: bool = True) -> str:
    """The text, shortened with an ellipsis to fit a design width (cached, like every measured fit)."""
    key = ("fit", text, size, width, bold, layout.scale)
    known: str | None = _measures.get(key)
    if known is not None:
        if known != text:
            text_probe.note_shortened(text)
        return known
    f = font(size, bold)
    limit = width * layout.scale
    shown = text
    if f.size(text)[0] > limit:
        while shown and f.size(shown + "…")[0] > limit:
            shown = shown[:-1]
        shown += "…"
        text_probe.note_shortened(text)
    _remember(_measures, key, shown)
    return shown


def fitting_size(text: str, size: float, width: int, bold: bool = False, family: str = "sans") -> float:
    """`size`, or smaller until the text fits `width` screen pixels (a button's label at any window size)."""
    key = ("size", text, size, width, bold, family, layout.scale)
    known: float | None = _measures.get(key)
    if known is not None:
        return known
    while size > 9 and font(size, bold, family).size(text)[0] > width:
        size -= 1
    _remember(_measures, key, size)
    return size


def fitted_text(text: str, size: float, width: int, colour: tuple[int, ...] = INK, bold: bool = False,
                family: str = "sans") -> pygame.Surface:
    """A line of text at `size`, or smaller so that it fits `width` screen pixels."""
    return text_surface(text, fitting_size(text, size, width, bold, family), colour, bold, family)


def draw_text(target: pygame.Surface, text: str, x: float, y: float, size: float = 18,
              colour: tuple[int, ...] = INK, bold: bool = False, anchor: str = "topleft",
              family: str = "sans") -> pygame.Rect:
    """Draws text at a design position; `anchor` is a pygame.Rect attribute (topleft, center, midtop …)."""
    surface = text_surface(text, size, colour, bold, family)
    rect = surface.get_rect(**{anchor: layout.point(x, y)})
    target.blit(surface, rect)
    return rect


def wrap(text: str, size: float, width: float, bold: bool = False, family: str = "sans") -> list[str]:
    """Breaks text into lines that fit a design width (cached: a scene wraps the same text every frame)."""
    key = (text, size, width, bold, family, layout.scale)
    known = _wraps.get(key)
    if known is not None:
        return list(known)
    f = font(size, bold, family)
    limit = width * layout.scale
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            attempt = f"{line} {word}" if line else word
            if f.size(attempt)[0] <= limit:
                line = attempt
                continue
            if line:
                lines.append(line)
            *whole, line = split_word(word, f, limit)
            lines.extend(whole)
        lines.append(line)
    _remember(_wraps, key, lines)
    return list(lines)


def split_word(word: str, face: pygame.font.Font, limit: float) -> list[str]:
    """A word too long for a line (a file's path) in pieces that fit, broken after a separator where one is."""
    pieces: list[str] = []
    while face.size(word)[0] > limit and len(word) > 1:
        end = 1
        while end < len(word) and face.size(word[:end + 1])[0] <= limit:
            end += 1
        after = max(word.rfind(sep, 0, end) for sep in "/\\-_")
        cut = after + 1 if after > 0 else end
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def panel(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...] = PAPER,
          border: tuple[int, ...] | None = GOLD_DARK, radius: float = 10, shadow: bool = True) -> None:
    """A rounded card-like panel with a soft shadow (drawn once per size and colours, then blitted)."""
    r = layout.px(radius)
    key = (rect.size, tuple(colour), tuple(border) if border else None, r, shadow, layout.px(2), layout.px(4))
    picture = _panels.get(key)
    if picture is None:
        offset = layout.px(4) if shadow else 0
        picture = pygame.Surface((rect.width + offset, rect.height + offset), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, rect.width, rect.height)
        if shadow:
            pygame.draw.rect(picture, SHADOW, body.move(offset, offset), border_radius=r)
        # Drawn over the shadow, the panel's own pixels replace it (a shape drawn on an alpha surface is not blended).
        pygame.draw.rect(picture, colour[:3], body, border_radius=r)
        if border:
            pygame.draw.rect(picture, border[:3], body, width=max(1, layout.px(2)), border_radius=r)
        if pygame.display.get_surface() is not None:
            picture = picture.convert_alpha()  # the screen's own pixel layout blits fastest
            picture.set_alpha(255, pygame.RLEACCEL)  # runs of opaque and clear pixels are copied or skipped
        _remember(_panels, key, picture)
    else:
        _panels.move_to_end(key)
    target.blit(picture, rect.topleft)


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}  # one entry: the window's size


def draw_felt(target: pygame.Surface) -> None:
    """The green table cloth, with a darker rim, drawn once per window size."""
    size = target.get_size()
    if size not in _felt_cache:
        _felt_cache.clear()
        felt = pygame.Surface(size)
        felt.fill(FELT_DARK)
        inner = felt.get_rect().inflate(-layout.px(24), -layout.px(24))
        steps = 12
        for i in range(steps):
            t = i / (steps - 1)
            colour = [round(FELT[c] + (FELT_LIGHT[c] - FELT[c]) * t) for c in range(3)]
            pygame.draw.rect(felt, colour, inner.inflate(-i * inner.w // (steps * 2), -i * inner.h // (steps * 2)),
                             border_radius=layout.px(40))
        _felt_cache[size] = felt.convert() if pygame.display.get_surface() else felt
    target.blit(_felt_cache[size], (0, 0))


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
