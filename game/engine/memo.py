"""Memo tables with a bound, so that a long session's memory levels off.

A memo stays a plain dict (a lookup is the dict's own `get`, the hot path of the AI's playouts); only storing goes
through `remember`, which makes room first when the table is full by dropping its older half (dicts keep the
order entries were made in, so what the current position keeps asking for is mostly in the newer half). Dropping
half at a time costs one pass over those entries for every bound/2 stored, and the table never grows past its
bound.
"""

from __future__ import annotations

from itertools import islice
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def make_room(memo: dict[K, V], bound: int) -> None:
    """Drops the older half of a full memo (a table below its bound is left as it is)."""
    if len(memo) >= bound:
        for key in list(islice(memo, len(memo) - bound // 2)):
            del memo[key]


def remember(memo: dict[K, V], key: K, value: V, bound: int) -> V:
    """Stores `value` under `key` in a memo of at most `bound` entries; returns the value."""
    if len(memo) >= bound:
        make_room(memo, bound)
    memo[key] = value
    return value
