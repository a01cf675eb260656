"""How much Narrespillet's rule-based player values cards and placements: a card's worth to keep in hand (a
trump's is its record's in trump_book.py), and a placement's score from its place-action arguments, worked out
once per move and kept. The plain player (policy.py) and its quick twin for the search's playouts
(quick_choice.py) both score by these."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from game.engine.memo import remember
from game.engine.rules_data import load_game_data
from game.engine.state import JsonScalar
from game.games.narrespillet.cards import (
    KING,
    KNIGHT,
    PAGE,
    QUEEN,
    TRUMP_BASE,
    house_of,
    is_number,
    rank_of,
)
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import placed_kind
from game.games.narrespillet.sight import Sight
from game.games.narrespillet.trump_book import BOOK


@lru_cache(maxsize=1)
def rules() -> NarreRules:
    return NarreRules.from_data(load_game_data("narrespillet"))


@lru_cache(maxsize=1)
def _card_worth() -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Per card, its worth when its house is still open (trumps: always), and for a Queen or King the
    partner that makes it a Royal couple (-1 for other cards)."""
    r = rules()
    values, partners = [], []
    for card in range(TRUMP_BASE + 22):
        partner = -1
        if card >= TRUMP_BASE:
            value = BOOK[r.names.trump_keys[card - TRUMP_BASE]].keep
        elif is_number(card):
            value = 0.3 + r.names.value(card) / 10 + (0.5 if rank_of(card) == 1 else 0.0)
        elif rank_of(card) in (KNIGHT, PAGE):
            value = 0.9 if rank_of(card) == KNIGHT else 0.6
        else:
            value = 0.4
            partner = house_of(card) * 14 + (KING if rank_of(card) == QUEEN else QUEEN) - 1
        values.append(value)
        partners.append(partner)
    return tuple(values), tuple(partners)


def worth(card: int, tab: Sight) -> float:
    """How much a card in hand is worth keeping: nothing for a house already placed or forfeited; a Queen or
    King more with its partner at hand."""
    values, partners = _card_worth()
    if card < TRUMP_BASE and tab.mine[card // 14] is not None:
        return 0.0
    partner = partners[card]
    if partner >= 0 and partner in tab.usable:
        return 1.4
    return values[card]


@lru_cache(maxsize=4096)
def _line(kind: str, total: int) -> int:
    return rules().line_of(kind, total)


class _Placed(NamedTuple):
    """What scoring a placement needs that does not depend on the table (kept per place-action arguments)."""

    houses: tuple[int, ...]
    mine: tuple[int, int]      # (line, total)
    score: float               # the score when it leads every house it covers
    small: bool                # a number placement under 15


_PLACED: dict[tuple[JsonScalar, ...], _Placed] = {}
PLACED_KEPT = 5_000  # about 1.6 MB
def _placed(args: tuple[JsonScalar, ...]) -> _Placed:
    found = _PLACED.get(args)
    if found is None:
        r = rules()
        h1, h2 = int(args[0]), int(args[1])
        cards = tuple(int(c) for c in args[3:])
        houses = (h1,) if h2 < 0 else (h1, h2)
        kind = placed_kind(cards, rules().placing)
        if kind == "world":
            found = _Placed(houses, (-1, 0), 30.0, False)  # beats everything
        else:
            total = sum(r.names.rank_values[c % 14] for c in cards if c < TRUMP_BASE and c % 14 < 10) \
                if kind == "number" else 0
            line = _line(kind, total)
            score = 6.0 + (9 - line) * 2.0 + (total / 6 if kind == "number" else 0) + 3.0 * (len(houses) - 1)
            score -= 0.5 * sum(_card_worth()[0][c] for c in cards if c >= TRUMP_BASE)
            found = _Placed(houses, (line, total), score, kind == "number" and total < 15)
        remember(_PLACED, args, found, PLACED_KEPT)
    return found


def _placement_value(args: tuple[JsonScalar, ...], tab: Sight) -> float:
    """The score of a placement, from its place-action arguments (see placements.candidates)."""
    p = _placed(args)
    line, total = p.mine
    for h in p.houses:
        b = tab.best[h]
        if not (line < b[0] or (line == b[0] and total > b[1])):
            return -8.0 if tab.deck > 0 else -4.0
    if p.small and tab.deck > 12:
        return p.score - 8.0  # a small sum is easily beaten; keep building while the deck lasts
    return p.score

