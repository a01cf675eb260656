"""What a champion remembers of the chests: where the cards it put back lie.

A card a champion may not keep (a scroll of a fourth formula, a second key, sword or shield) goes back under its
pile, and it stays useless to that champion. The champion saw it go under, so it knows how deep it lies: the
cards above it are the pile's size less one, and every card taken from the top since (the pile shrinks, or the
champion turns one itself) brings it one nearer. A rival's put-back does the same without changing the pile's
size (its top card goes under, everything else comes one nearer): the log says who put a card back, and that
rival stands at the chest it searched. Lines that scroll out of the log between two looks are missed, so the
memory is a fair guess with rivals and exact alone. It is built from the seat's views only, and starts empty
after a game is loaded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.i18n import N_, language, words

_, _ngettext = words("kalahen")

# The log's line for a put-back (as places.py says it), by language: matched whole, with each champion's name.
_PUT_BACK = N_("{name} finds a card it may not keep and puts it back under the pile")


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
        self.lines: dict[str, int] = {}  # a put-back's log line -> whose seat, in the language last seen
        self.language = ""

    def observe(self, view: Mapping[str, Any], pile_of: Callable[[str], str | None]) -> None:
        """Brings the memory up to this view; pile_of: the pile of a circle (a champion who just put a card back
        stands where it came from: a chest searched, a magic journey's place or the Magic Forest)."""
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
        news = _news(self.log, now) if self.log is not None else []
        self.log = now
        for line in news:
            who = self._put_back_by(view, line)
            if who is None:
                continue
            pos = view["champions"][who]["pos"]
            pile = pile_of(pos) if pos else None
            if pile is None or pile not in piles:
                continue
            # Its top card went under: every card above the bottom came one nearer, and a card of this
            # champion's that was on top is at the bottom now.
            size = piles[pile]
            known = [d - 1 if d > 0 else size - 1 for d in self.depths.get(pile, []) if d < size]
            if who == seat and size - 1 not in known:
                known.append(size - 1)
            self.depths[pile] = known

    def _put_back_by(self, view: Mapping[str, Any], line: str) -> int | None:
        """The seat whose put-back this log line tells of, or None."""
        if self.language != language() or len(self.lines) != len(view["champions"]):
            self.language = language()
            self.lines = {_(_PUT_BACK).format(name=c["name"]): c["seat"] for c in view["champions"]}
        return self.lines.get(line)

    def top_is_known_junk(self, pile: str) -> bool:
        return 0 in self.depths.get(pile, [])


def _news(before: list[str], now: list[str]) -> list[str]:
    """The log lines new since `before` (all of `now` when nothing overlaps)."""
    for k in range(min(len(before), len(now)), 0, -1):
        if before[-k:] == now[:k]:
            return now[k:]
    return now
