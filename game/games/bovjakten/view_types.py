"""What a seat sees of Bovjakten: everything is public."""

from __future__ import annotations

from typing import TypedDict


class HuntView(TypedDict):
    roles: list[str]  # "police" or "robber", by seat
    names: list[str]  # each seat's role and number ("Robber 1")
    points: list[int]
    status: list[str]  # "in", "caught" or "escaped"
    caught_by: list[int]  # the catcher of each caught robber (-1: none)
    escape_at: int
    track_squares: int
    phase: str  # "opening", "tiebreak", "turn", "bonus" or "extra"
    together: bool  # everyone throws at once (the opening and its tie-breaks): nobody is on turn
    prompt: str  # what the seat on turn is to do, in words ("roll the bonus die")
    turn: int  # -1 until the opening is decided
    rolling: bool
    tied: list[int]  # the seats throwing again for the start
    opening: list[int]  # each seat's opening throw
    previous_roll: int  # the last turn's roll, which a repeat makes void (0: none yet)
    effect: str  # what the last throw did, in words
    effect_kinds: list[str]  # the same as names a screen can pick a picture or sound by
    legend: list[tuple[int, str]]  # (face, what it does) for the special faces
    void_rule: str
    log: list[str]  # the effects of the last twelve throws
    escapes: int
    catches: int
    finished: bool
    result: str  # who won, in words, once the hunt is over
