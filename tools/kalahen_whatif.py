"""What-if games for the Kalahen benchmark (tools/bench_kalahen.py --only whatif): the same seeded four-AI games with
every champion given, before each of its turns, something it otherwise walks, fights or waits for. These games
are not Kalahen; they measure how many rounds each want costs the AIs, that is where the game's length comes from.

The gifts: "lp" - no LP is ever lost (roads, trials, fights, the dragon); "rings" - the carried rings topped up to
two red, two yellow, two green and one blue (the 7 a champion may carry); "key", "shield", "sword" - one taken from
the piles for each champion without one (there are four of each: one for every champion of a four-player game).
"""

from __future__ import annotations

from typing import ClassVar

from game.engine.state import GameState
from game.games.kalahen.state import KalahenState

GIFTS = ("lp", "rings", "key", "shield", "sword")
ITEMS = ("key", "shield", "sword")
# The hand the "rings" gift tops up to: every colour an enchantment may ask for, 7 in all.
TOP_UP = {"red": 2, "yellow": 2, "green": 2, "blue": 1}
# The lines the benchmark prints, one run of games each.
WHAT_IFS: tuple[tuple[str, ...], ...] = (
    (), ("lp",), ("rings",), ("key",), ("shield", "sword"), ("key", "shield"), ITEMS, GIFTS)


class GrantedState(KalahenState):
    """A Kalahen game whose champions receive `gifts` (set on a subclass, see granted) before each turn."""

    gifts: ClassVar[tuple[str, ...]] = ()

    def _lose(self, seat: int, amount: int, why: str) -> None:
        if "lp" not in self.gifts:
            super()._lose(seat, amount, why)

    def _begin_turn(self, seat: int) -> None:
        champion = self.champions[seat]
        if "rings" in self.gifts:
            for colour, count in TOP_UP.items():
                champion.rings[colour] = max(champion.rings[colour], count)
        for kind in ITEMS:
            if kind in self.gifts and not self.has(seat, kind):
                found = next(((pile, cid) for pile, cards in self.piles.items() for cid in cards
                              if self.card(cid).kind == kind), None)
                if found is not None:
                    self.piles[found[0]].remove(found[1])
                    champion.cards.append(found[1])
        super()._begin_turn(seat)


def granted(state: GameState, gifts: tuple[str, ...]) -> GameState:
    """The same game, its champions given `gifts` from now on (see the module's text); no gifts: unchanged."""
    unknown = set(gifts) - set(GIFTS)
    if unknown:
        raise ValueError(f"unknown gifts: {sorted(unknown)}")
    if not gifts:
        return state
    if not isinstance(state, KalahenState):
        raise TypeError("what-if games are Kalahen games")
    state.__class__ = type("GrantedState", (GrantedState,), {"gifts": tuple(gifts)})
    return state
