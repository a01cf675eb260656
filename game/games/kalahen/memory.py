"""What a champion remembers of the chests: where the cards it put back lie.

A card a champion may not keep (a scroll of a fourth formula, a second key, sword or shield) goes back under its
pile, and it stays useless to that champion. The champion saw it go under, so it knows how deep it lies: the
cards above it are the pile's size less one. Every champion sees each chest searched (the view's recent
searches): a card taken from the top brings the champion's own one nearer, and a card put back under, by anyone,
turns the top card under (everything else comes one nearer; its own card on top goes to the bottom). Followed
search by search, the memory is exact. It is built from the seat's views only, and starts empty after a game is
loaded.
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
        self.searches: int | None = None  # the searches seen so far (None: not yet, so none of them is news)

    def observe(self, view: Mapping[str, Any]) -> None:
        """Brings the memory up to this view: follows each chest searched since the last look."""
        seat, turn = view["seat"], view["turn"]
        if seat != self.seat or turn < self.turn:  # another seat or a new game: nothing is known
            self.forget()
            self.seat = seat
        self.turn = turn
        count, recent = view["searches"], view["recent_searches"]
        if self.searches is not None and count > self.searches:
            new = count - self.searches
            if new > len(recent):  # more searches than the view tells of: where its cards lie is not known
                self.depths = {}
            else:
                for search in recent[len(recent) - new:]:
                    self._follow(search)
        self.searches = count

    def _follow(self, search: Mapping[str, Any]) -> None:
        pile, size = search["pile"], search["size"]
        known = self.depths.get(pile, [])
        if not search["put_back"]:  # the top card was taken: a card of its own there is gone
            self.depths[pile] = [d - 1 for d in known if d > 0]
            return
        moved = [d - 1 if d > 0 else size - 1 for d in known]
        if search["seat"] == self.seat and size - 1 not in moved:  # a card of its own went under
            moved.append(size - 1)
        self.depths[pile] = moved

    def top_is_known_junk(self, pile: str) -> bool:
        return 0 in self.depths.get(pile, [])
