"""The card faces' names in the client's language. The pictures in assets/cards carry the Norwegian name large
and the English one beneath (tools/make_cards.py); in Svenska and Norsk the name bands are painted over with the
card's name in that language (the Swedish trumps keep their Norwegian name beneath). A name too wide for its band
is set smaller, and on two lines if it would get too small: it is never cut."""

from __future__ import annotations

import pygame

from game.engine.memo import remember
from game.games.narrespillet.cards import ACE, TRUMP_BASE, CardNames, house_of, rank_of
from game.i18n import capital, language
from game.paths import assets_dir

W, H = 200, 300  # the pictures' size (tools/make_cards.py)
PAPER, INK = (246, 239, 222), (43, 33, 24)
TRUMP_INK = (120, 60, 110)
HOUSE_INK = [(70, 96, 140), (46, 120, 60), (170, 40, 44), (196, 140, 20)]  # Swords, Staves, Cups, Coins
SERIF, SERIF_BOLD, SANS = "LinLibertine_R.otf", "LinLibertine_RB.otf", "DejaVuSans.ttf"
SHRINK = 0.7  # a line set smaller than this part of its size goes on two lines instead

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_FONTS_KEPT = 64  # each window size letters the faces at its own sizes


def _font(name: str, size: int) -> pygame.font.Font:
    found = _fonts.get((name, size))
    if found is not None:
        try:
            found.get_height()
            return found
        except pygame.error:  # pygame was quit and started again since: its fonts are gone
            _fonts.clear()
    return remember(_fonts, (name, size), pygame.font.Font(str(assets_dir() / "fonts" / name), size), _FONTS_KEPT)


def lines_for(text: str, face: str, size: int, width: int) -> tuple[list[str], int]:
    """The text's lines and size for a band `width` pixels wide: one line at `size` or smaller down to SHRINK of
    it, else two lines (broken at the space nearest the middle), as large as they fit."""
    smallest = max(10, round(size * SHRINK))
    for s in range(size, smallest - 1, -1):
        if _font(face, s).size(text)[0] <= width:
            return [text], s
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
        two = [text[:cut], text[cut + 1:]]
        for s in range(size, 6, -1):
            if all(_font(face, s).size(line)[0] <= width for line in two):
                return two, s
    s = size
    while s > 6 and _font(face, s).size(text)[0] > width:
        s -= 1
    return [text], s


def _write(card: pygame.Surface, text: str, face: str, size: int, centre_y: float, colour: tuple[int, int, int],
           width: int) -> None:
    lines, s = lines_for(text, face, size, width)
    f = _font(face, s)
    step = f.get_linesize() * 0.9
    top = centre_y - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        label = f.render(line, True, colour)
        card.blit(label, label.get_rect(center=(round(W / 2), round(top + i * step))))


def _clear(card: pygame.Surface, rect: tuple[int, int, int, int]) -> None:
    pygame.draw.rect(card, PAPER, rect)


def _index(card: pygame.Surface, letter: str, colour: tuple[int, int, int]) -> None:
    """The rank's letter in two corners (the lower one upside down), as the picture has it."""
    for x, y, flip in ((22, 26, False), (W - 22, H - 26, True)):
        _clear(card, (x - 14, y - 16, 42, 32) if not flip else (x - 28, y - 16, 42, 32))
        label = _font(SERIF_BOLD, 28).render(letter, True, colour)
        if flip:
            label = pygame.transform.rotate(label, 180)
        card.blit(label, label.get_rect(center=(x, y)))


def letter(card: pygame.Surface, number: int, names: CardNames) -> pygame.Surface:
    """The picture of card `number` with its names in the client's language first (a copy): a trump's name large,
    the game's own Norwegian name beneath it in English and Svenska."""
    code = language()
    card = card.copy()
    if number >= TRUMP_BASE:
        _clear(card, (12, 194, W - 24, 64))
        name = names.name(number)
        if code != "nb":  # the game's own Norwegian name beneath
            _write(card, name, SERIF_BOLD, 28, 211, INK, W - 24)
            _write(card, names.native(number), SANS, 15, 243, INK, W - 30)
        else:
            _write(card, name, SERIF_BOLD, 28, 220, INK, W - 24)
        return card
    house, rank = house_of(number), rank_of(number)
    colour = HOUSE_INK[house]
    if (rank == ACE or rank > 10) and code in ("sv", "nb"):  # the pictures' own corners are English (Q, K, Kn)
        _index(card, names.rank(rank)[:1].upper(), colour)
    if rank <= 10:
        _clear(card, (36, 246, W - 72, 44))
        _write(card, names.name(number), SERIF, 18, 266, colour, W - 74)
        return card
    _clear(card, (14, 184, W - 28, 34))
    _clear(card, (36, 222, W - 72, 20))
    word = names.rank(rank)
    _write(card, capital(word), SERIF_BOLD, 30, 200, colour, W - 30)
    _write(card, names.name(number), SANS, 13, 232, INK, W - 74)
    return card
