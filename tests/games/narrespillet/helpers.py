"""Stacked decks and short card names for Narrespillet's scenario tests."""

from __future__ import annotations

from game.engine.state import CHANCE, Action
from game.games.narrespillet.cards import card_of, trump_card
from game.games.narrespillet.state import NarreState

HOUSE = {"Sw": 0, "St": 1, "Cu": 2, "Co": 3}
RANK = {"A": 1, "P": 11, "Kn": 12, "Q": 13, "K": 14}
TRUMPS = ["fool", "magician", "priestess", "empress", "emperor", "hierophant", "lovers", "chariot", "justice",
          "hermit", "wheel", "strength", "hanged", "death", "temperance", "demons", "tower", "star", "moon", "sun",
          "judgement", "world"]


def C(name: str) -> int:
    """'10 Co', 'Kn Sw', 'A Cu', or a trump key like 'fool'."""
    if name in TRUMPS:
        return trump_card(TRUMPS.index(name))
    rank, house = name.split()
    return card_of(HOUSE[house], RANK[rank] if rank in RANK else int(rank))


def cards(*names: str) -> list[int]:
    return [C(n) for n in names]


def _filler_order(named: set[int]) -> list[int]:
    """Unnamed cards, plainest first: number cards 2-9, then tens, aces and courts, trumps last."""
    def plainness(c: int) -> tuple[int, int]:
        if c >= 56:
            return (3, c)
        rank = c % 14 + 1
        return (0 if 2 <= rank <= 9 else 1 if rank == 10 else 2, c)
    return sorted((c for c in range(78) if c not in named), key=plainness)


def deal(info, n: int, hands: dict[int, list[str]], draws: list[str] = (), dealer: int | None = None,
         options: dict | None = None) -> NarreState:
    """A new game whose first round deals these hands (seat -> card names, filled up to six with plain number
    cards nobody named) and then these draws; the seat left of the dealer (seat 0 by default) starts."""
    state = info.new_state(n, info.resolve(options or {}))
    if dealer is None:
        dealer = n - 1
    state.apply(Action("dealer", (dealer,)))
    named = [C(c) for h in hands.values() for c in h] + cards(*draws)
    assert len(set(named)) == len(named), "a card is stacked twice"
    filler = _filler_order(set(named))
    order: list[int] = []
    for i in range(n):
        seat = (dealer + 1 + i) % n
        given = cards(*hands.get(seat, []))
        while len(given) < 6:
            given.append(filler.pop(0))
        order += given
    order += cards(*draws)
    order += [c for c in filler if c not in order]
    state.apply(Action("shuffle", tuple(order)))
    return state


def place(h1: int, cards_: list[int], h2: int = -1, t: int = -1) -> Action:
    return Action("place", (h1, h2, t, *sorted(cards_)))


def trump(name: str, *args: int) -> Action:
    return Action("trump", (C(name), *args))


def settle(state: NarreState, keep: tuple[str, ...] = ()) -> None:
    """Answers the Fool windows with pass and the Hermit offers with wait, unless the kind is in `keep`."""
    while state.current_player() != CHANCE and state.ask is not None and state.ask[0] in ("fool", "hermit") \
            and state.ask[0] not in keep:
        state.apply(Action("pass") if state.ask[0] == "fool" else Action("wait"))


def act(state: NarreState, action: Action, keep: tuple[str, ...] = ()) -> None:
    """Applies the action, first and after answering the windows it does not itself answer."""
    if action.kind in ("hermit", "wait"):
        keep = (*keep, "hermit")
    if action.kind in ("pass", "steal"):
        keep = (*keep, "fool")
    settle(state, keep)
    state.apply(action)
    settle(state, keep)


def standard_hands(n: int = 3) -> dict[int, list[str]]:
    """Plain hands with no trumps, for tests that stack only what they need."""
    pool = ["2 Sw", "3 Sw", "4 Sw", "5 Sw", "6 Sw", "7 Sw", "2 St", "3 St", "4 St", "5 St", "6 St", "7 St",
            "2 Cu", "3 Cu", "4 Cu", "5 Cu", "6 Cu", "7 Cu", "2 Co", "3 Co", "4 Co", "5 Co", "6 Co", "7 Co",
            "8 Sw", "8 St", "8 Cu", "8 Co", "9 Sw", "9 St", "9 Cu", "9 Co", "10 Sw", "10 St", "10 Cu", "10 Co"]
    return {s: pool[6 * s: 6 * s + 6] for s in range(n)}
