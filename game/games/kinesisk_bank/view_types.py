"""What a seat sees of Kinesisk bank: everything is public."""

from __future__ import annotations

from typing import TypedDict


class BankView(TypedDict):
    chips: list[int]  # in hand, this round's bets not included
    start: list[int]
    bets: list[list[int]]  # per seat, the chips on each square this round
    staked: list[int]  # per seat, all its chips on the board this round
    out: list[bool]  # players with no chips and no bets, who take no part (never the bank)
    banker: int
    bettor: int  # the seat placing bets now; -1 when the bank is to roll
    turn: int  # the seat to act: the bettor, or the bank when the betting is done
    round: int
    round_limit: int
    rolling: bool
    last_roll: list[int]  # the bank's dice, empty before the first roll
    last_result: list[int]  # per seat, its net result of the last round
    hits: list[int]  # per square, how many of the last roll's dice show it
    pays: list[int]  # per square, times a bet there is paid for the last roll (0: the bank takes it)
    finished: bool
    chip_values: list[int]
    squares: int
    payouts: list[tuple[int, int]]  # (dice alike, times the bet)
    keep_stake: bool
