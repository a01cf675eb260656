"""The 78 card faces and the back, loaded once (named in the client's language) and kept scaled per size."""

from __future__ import annotations

import pygame

from game.games.narrespillet.cards import CardNames
from game.i18n import language
from game.paths import assets_dir
from game.ui import theme
from game.ui.tables.narrespillet import faces
from game.ui.theme import layout

BACK = -1
_originals: dict[tuple[int, str], pygame.Surface] = {}  # a fixed size: 79 faces (with the back) by language
_scaled: dict[tuple[int, str, int, int], pygame.Surface] = {}  # at most 900 (image())
_names: list[CardNames] = []  # the names the faces are lettered with (the table gives them)


def name_cards(names: CardNames) -> None:
    """Letters the faces with these names (the rule data's) from now on."""
    if _names != [names]:
        _names[:] = [names]
        reset()


def _original(card: int) -> pygame.Surface:
    key = (card, language())
    surface = _originals.get(key)
    if surface is None:
        name = "back" if card == BACK else f"{card:02d}"
        surface = pygame.image.load(str(assets_dir() / "cards" / f"{name}.png"))
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        if card != BACK and _names:
            surface = faces.letter(surface, card, _names[0])
        _originals[key] = surface
    return surface


def image(card: int, w: int, h: int) -> pygame.Surface:
    """The card (BACK for the back) at a pixel size."""
    key = (card, language(), w, h)
    surface = _scaled.get(key)
    if surface is None:
        if len(_scaled) > 900:
            _scaled.clear()
        surface = pygame.transform.smoothscale(_original(card), (max(1, w), max(1, h)))
        _scaled[key] = surface
    return surface


def draw_card(target: pygame.Surface, card: int, x: float, y: float, w: float, *,
              border: tuple[int, int, int] | None = None, dim: bool = False) -> pygame.Rect:
    """A card (or BACK) at a design position and width (height 1.5 × width); returns its screen rectangle."""
    rect = layout.rect(x, y, w, w * 1.5)
    target.blit(image(card, rect.w, rect.h), rect)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        target.blit(shade, rect)
    if border is not None:
        pygame.draw.rect(target, border, rect.inflate(layout.px(3), layout.px(3)), width=max(2, layout.px(3)),
                         border_radius=layout.px(6))
    return rect


def reset() -> None:
    _scaled.clear()
    _originals.clear()


def card_outline(target: pygame.Surface, x: float, y: float, w: float,
                 colour: tuple[int, int, int] = theme.FELT_DARK) -> None:
    """An empty card place."""
    pygame.draw.rect(target, colour, layout.rect(x, y, w, w * 1.5), width=max(1, layout.px(2)),
                     border_radius=layout.px(6))
