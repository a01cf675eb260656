"""Trippel Yatzy's moves a table makes from a click, by name."""

from __future__ import annotations

from game.engine.state import Action

ROLL = Action("roll")


def hold(die: int) -> Action:
    """Holds (or releases) die `die` (from 0) between throws."""
    return Action("hold", (die,))


def write_in(column: int, box: str, strike: bool = False) -> Action:
    """Writes the dice's score in a box of a column, or strikes it (a 0) when `strike`."""
    return Action("strike" if strike else "score", (column, box))
