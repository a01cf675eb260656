"""What a seat sees of Jackpot: everything is public."""

from __future__ import annotations

from typing import TypedDict


class JackpotView(TypedDict):
    chips: list[int]
    pot: int
    turn: int
    round: int
    round_limit: int  # 0: no limit
    out: list[bool]  # seats with no chips left, out of the game (a roller on their last chip once the roll is lost)
    last_roll: list[int]  # the two dice, empty before the first roll
    last_roller: int  # -1: nobody has rolled yet
    last_won: int  # the pot the last roll took (0: none)
    rolling: bool
    finished: bool
    jackpot_totals: list[int]
