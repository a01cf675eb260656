"""What a seat sees of Trippel Yatzy: everything is public. YatzyView is the whole; the rest are its parts."""

from __future__ import annotations

from typing import TypedDict


class BoxInfo(TypedDict):
    """One box of the sheet, as the rules name it."""

    key: str
    label: str
    native: str
    upper: bool  # one of the upper boxes, whose sum earns the bonus


class WrittenBox(TypedDict):
    raw: int  # the points before the column's factor
    points: int  # × the factor
    struck: bool


class SheetColumn(TypedDict):
    factor: int
    boxes: dict[str, WrittenBox | None]  # by box key, in sheet order; None: free
    upper_raw: int
    upper_sum: int  # × the factor
    bonus: int  # × the factor
    bonus_settled: bool  # the bonus is won, or can no longer be
    bonus_missing: int  # the upper points still needed for it, × the factor
    total: int


class SheetView(TypedDict):
    columns: list[SheetColumn]
    total: int


class BoxOption(TypedDict):
    """A free box of the player on turn, with what this roll would give there."""

    column: int
    box: str
    raw: int
    points: int
    fits: bool  # the roll scores there: it may be written
    may_strike: bool


class LastWritten(TypedDict, total=False):
    """The last box written: every key, or none before the first."""

    seat: int
    column: int
    box: str
    raw: int
    points: int
    struck: bool
    dice: list[int]


class YatzyView(TypedDict):
    columns: int
    factors: list[int]
    boxes: list[BoxInfo]  # in sheet order
    bonus_threshold: int  # raw, before the factor
    bonus_points: int  # raw, before the factor
    turn: int
    dice: list[int]  # 0: not rolled this turn
    held: list[bool]
    rolls_used: int
    rolls_left: int
    rolling: bool
    can_roll: bool
    sheets: list[SheetView]
    options_now: list[BoxOption]  # for the player on turn
    last_written: LastWritten
    turns_total: int
    turns_played: int
    finished: bool
