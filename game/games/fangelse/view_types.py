"""What a seat sees of Fängelse: everything is public."""

from __future__ import annotations

from typing import TypedDict


class LastRoll(TypedDict, total=False):
    """The last roll: all four keys, or none before the first roll."""

    seat: int
    roll: int
    crossed: int  # strokes crossed out
    added: int  # strokes added by a roll too large


class PrisonView(TypedDict):
    start: int  # each sentence's strokes at the start
    drawn: list[int]  # per seat, every stroke drawn, the added ones included
    crossed: list[int]
    left: list[int]
    tally_group: int
    turn: int
    rolling: bool
    winner: int  # -1 while nobody is free
    last: LastRoll
    history: list[list[int]]  # the last twelve rolls as [seat, roll, crossed, added]
