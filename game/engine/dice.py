"""Dice as chance outcomes: every distinct roll of n dice with its probability."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod


@cache  # a fixed size: by the number of dice and their sides, a handful in all
def roll_outcomes(count: int, sides: int = 6) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Each sorted roll of `count` dice, with the chance of rolling it (the chances add up to 1)."""
    total = sides**count
    outcomes = []
    for roll in combinations_with_replacement(range(1, sides + 1), count):
        ways = factorial(count) // prod(factorial(c) for c in Counter(roll).values())
        outcomes.append((roll, ways / total))
    return tuple(outcomes)
