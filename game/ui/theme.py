"""Colours, fonts and the 1280×720 design grid that every scene is drawn on, scaled to the window.

Scenes place things in design coordinates (1280×720); `layout` turns them into screen rectangles
for the window's real size, so the table stays crisp from 1280×720 up to full screen.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.paths import assets_dir

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
_texts: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE = 600


def reset_caches() -> None:
    """Forgets fonts and rendered surfaces (they die with pygame.quit())."""
    _fonts.clear()
    _texts.clear()
    _felt_cache.clear()


def font(size: float, bold: bool = False, family: str = "sans", italic: bool = False) -> pygame.font.Font:
    """The shipped font at a design size, scaled to the window (italic is slanted by the renderer)."""
    pixels = max(6, round(size * layout.scale))
    key = (family, bold, pixels, italic)
    if key not in _fonts:
        _fonts[key] = pygame.font.Font(str(assets_dir() / "fonts" / FONT_FILES[(family, bold)]), pixels)
        _fonts[key].italic = italic
    return _fonts[key]


def text_surface(text: str, size: float, colour: tuple[int, ...] = INK, bold: bool = False,
                 family: str = "sans") -> pygame.Surface:
    """A rendered line of text, cached: a table redraws the same labels every frame."""
    key = (text, size, colour, bold, family, layout.scale)
    surface = _texts.get(key)
    if surface is None:
        surface = font(size, bold, family).render(text, True, colour)
        _texts[key] = surface
        if len(_texts) > _TEXT_CACHE:
            _texts.popitem(last=False)
    else:
        _texts.move_to_end(key)
    return surface


def fit(text: str, size: float, width: float, bold: bool = True) -> str:
    """The text, shortened with an ellipsis to fit a design width."""
    f = font(size, bold)
    limit = width * layout.scale
    if f.size(text)[0] <= limit:
        return text
    while text and f.size(text + "…")[0] > limit:
        text = text[:-1]
    return text + "…"


def fitting_size(text: str, size: float, width: int, bold: bool = False, family: str = "sans") -> float:
    """`size`, or smaller until the text fits `width` screen pixels (a button's label at any window size)."""
    while size > 9 and font(size, bold, family).size(text)[0] > width:
        size -= 1
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
    """Breaks text into lines that fit a design width."""
    f = font(size, bold, family)
    limit = width * layout.scale
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            attempt = f"{line} {word}" if line else word
            if f.size(attempt)[0] <= limit or not line:
                line = attempt
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...] = PAPER,
          border: tuple[int, ...] | None = GOLD_DARK, radius: float = 10, shadow: bool = True) -> None:
    """A rounded card-like panel with a soft shadow."""
    r = layout.px(radius)
    if shadow:
        offset = layout.px(4)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=r)
        target.blit(shade, rect.move(offset, offset))
    pygame.draw.rect(target, colour, rect, border_radius=r)
    if border:
        pygame.draw.rect(target, border, rect, width=max(1, layout.px(2)), border_radius=r)


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


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
