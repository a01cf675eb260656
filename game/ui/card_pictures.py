"""The small picture on each game's card in the menu, drawn with the game's own table pieces: its dice, chips,
coins, tarot cards or map circles, so that a card looks like the table it opens."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.chips import draw_chip
from game.ui.dice import draw_die
from game.ui.theme import layout

WIDTH, HEIGHT = 64, 28  # design units, at a card's top right


def _dice(*faces: int) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def paint(surface: pygame.Surface, box: pygame.Rect) -> None:
        size = min(box.height, box.width // len(faces))
        for i, face in enumerate(faces):
            draw_die(surface, pygame.Rect(box.right - (len(faces) - i) * size, box.top, size, size), face)
    return paint


def _chips_and_die(colour: tuple[int, int, int], face: int) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def paint(surface: pygame.Surface, box: pygame.Rect) -> None:
        radius = box.height // 3
        for i in range(3):
            draw_chip(surface, (box.left + radius + 2, box.bottom - radius // 2 - 4 - i * (radius // 2)), colour,
                      radius)
        _dice(face)(surface, box)
    return paint


def _coins(surface: pygame.Surface, box: pygame.Rect) -> None:
    # late: the saloon's felt is the table's module; the menu asks for its coin colour only when drawn
    from game.ui.tables.krutroyk.felt import COIN

    radius = box.height // 3
    for stack, height in enumerate((4, 2, 3)):
        for i in range(height):
            draw_chip(surface, (box.left + radius + stack * (2 * radius + 2), box.bottom - radius // 2 - 3 - i * 4),
                      COIN, radius)


def _tarot(surface: pygame.Surface, box: pygame.Rect) -> None:
    # late: the tarot table's card images load their files when first drawn
    from game.ui.tables.narrespillet.images import BACK, image

    h = box.height
    w = h * 2 // 3
    for i, card in enumerate((BACK, BACK)):  # the deck's backs: a face is too fine a drawing at this size
        face = pygame.transform.rotate(image(card, w, h), 12 - 24 * i)
        surface.blit(face, face.get_rect(center=(box.right - w - i * (w - 2), box.centery)))


def _map(surface: pygame.Surface, box: pygame.Rect) -> None:
    # late: the Kalahen board's colours come with its table
    from game.ui.tables.kalahen.board_art import KIND_COLOURS

    radius = box.height // 3
    left, right = (box.left + radius + 2, box.centery + 2), (box.right - radius - 2, box.centery - 2)
    pygame.draw.line(surface, (120, 84, 48), left, right, max(2, radius // 3))
    for centre, kind in ((left, "castle"), (right, "place")):
        pygame.draw.circle(surface, KIND_COLOURS[kind], centre, radius)
        pygame.draw.circle(surface, theme.INK, centre, radius, max(1, radius // 6))


def _strokes_and_die(surface: pygame.Surface, box: pygame.Rect) -> None:
    h = box.height
    for i in range(4):
        x = box.left + 3 + i * (h // 6)
        pygame.draw.line(surface, theme.INK, (x, box.top + 4), (x, box.bottom - 4), 2)
    pygame.draw.line(surface, theme.RED, (box.left, box.bottom - 6), (box.left + h // 2 + 6, box.top + 6), 2)
    _dice(1)(surface, box)


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "kalahen": _map, "narrespillet": _tarot, "krutroyk": _coins, "trippel_yatzy": _dice(6, 6, 6),
    "kinesisk_bank": _chips_and_die(theme.seat_colour(1), 4), "dodsspranget": _dice(6),
    "jackpot": _chips_and_die(theme.seat_colour(0), 6), "bovjakten": _dice(6, 1), "fangelse": _strokes_and_die,
}


def draw_picture(surface: pygame.Surface, key: str, right: float, top: float) -> None:
    """The game's picture with its top right corner at (right, top), in design units (none for an unknown game)."""
    paint = PICTURES.get(key)
    if paint is not None:
        paint(surface, layout.rect(right - WIDTH, top, WIDTH, HEIGHT))
