"""What a seat sees of Dödssprånget: everything is public."""

from __future__ import annotations

from typing import TypedDict


class LeapView(TypedDict):
    total: int  # the shared sum
    alive: list[bool]
    fallen: list[int]  # seats in the order they fell
    turn: int
    rolling: bool
    last_roll: int  # 0: nobody has rolled yet
    last_roller: int  # -1: nobody has rolled yet
    next_chasm: int
    first_chasm: int
    chasm_every: int
    chasms_near: list[int]  # every chasm within CHASM_SIGHT squares of the sum, behind it and ahead, for a board
    finished: bool
    history: list[list[int]]  # the last twelve rolls as [seat, roll, new total]
