"""What a champion remembers of the chests: where the cards it put back lie.

A card a champion may not keep (a scroll of a fourth formula, a second key, sword or shield) goes back under its
pile, and it stays useless to that champion. The champion saw it go under, so it knows how deep it lies: the
cards above it are the pile's size less one, and every card taken from the top since (the pile shrinks, or the
champion turns one itself) brings it one nearer. When it is on top, searching that chest only turns it again.
Others' put-backs are not seen (they bring the card up unnoticed), so the memory is a fair guess with rivals and
exact alone. It is built from the seat's views only, and starts empty after a game is loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class PileMemory:
    def __init__(self) -> None:
        self.forget()

    def forget(self) -> None:
        """Knows nothing (another seat or a new game)."""
        self.seat: int | None = None
        self.turn = -1
        self.depths: dict[str, list[int]] = {}  # pile -> cards above each card this champion put back there
        self.sizes: dict[str, int] = {}
        self.log: list[str] | None = None  # the log as last seen (None: not yet, so nothing in it is news)

    def observe(self, view: Mapping[str, Any], pile_at: str | None) -> None:
        """Brings the memory up to this view; pile_at: the pile of the circle the champion stands on (where a
        card it just turned came from: a chest searched, a magic journey's place or the Magic Forest)."""
        seat, turn = view["seat"], view["turn"]
        if seat != self.seat or turn < self.turn:  # another seat or a new game: nothing is known
            self.forget()
            self.seat = seat
        self.turn = turn
        piles = view["piles"]
        for pile, size in piles.items():
            taken = self.sizes.get(pile, size) - size
            if taken > 0 and pile in self.depths:
                self.depths[pile] = [d - taken for d in self.depths[pile] if d - taken >= 0]
            self.sizes[pile] = size
        now = list(view["log"])
        put_back = self.log is not None and _put_back(view, self.log, now)
        self.log = now
        if put_back and pile_at is not None and pile_at in piles:
            # The top card went under: everything above the known cards came one nearer.
            size = piles[pile_at]
            self.depths[pile_at] = [d - 1 for d in self.depths.get(pile_at, []) if d > 0] + [size - 1]

    def top_is_known_junk(self, pile: str) -> bool:
        return 0 in self.depths.get(pile, [])


def _put_back(view: Mapping[str, Any], before: list[str], now: list[str]) -> bool:
    """Whether the log lines new since `before` say this champion put a card back under a pile."""
    overlap = 0
    for k in range(min(len(before), len(now)), 0, -1):
        if before[-k:] == now[:k]:
            overlap = k
            break
    name = view["champions"][view["seat"]]["name"]
    return any(line.startswith(name) and "puts it back under the pile" in line for line in now[overlap:])
