"""Rounds for people: a game's own round counter where it keeps one (GameState.round_count), otherwise the
laps of the table — one more each time the turn comes back round to an earlier seat."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass
class Laps:
    """The lap count kept one move at a time (the autosave's writer and the replay walk follow a game so)."""

    count: int = 1
    last_seat: int | None = None

    def add(self, actor: int) -> bool:
        """Counts a move by `actor` (CHANCE and other negative actors do not count); True when it begins a lap."""
        if actor < 0:
            return False
        begins = self.last_seat is not None and actor < self.last_seat
        if begins:
            self.count += 1
        self.last_seat = actor
        return begins


def laps(actors: Iterable[int]) -> int:
    """The lap a game is in after moves by `actors`, from 1."""
    counter = Laps()
    for actor in actors:
        counter.add(actor)
    return counter.count


def round_for_people(own: int | None, actors: Iterable[int]) -> int:
    """The round to show: the game's own count where it keeps one, otherwise the laps."""
    return max(own, 1) if own is not None else laps(actors)
