"""Trippel Yatzy's moves a table makes from a click, by name; what a move holds; and the names a hint gives the
parts of the table it points at."""

from __future__ import annotations

from game.engine.state import Action

ROLL = Action("roll")


def hold(die: int) -> Action:
    """Holds (or releases) die `die` (from 0) between throws."""
    return Action("hold", (die,))


def write_in(column: int, box: str, strike: bool = False) -> Action:
    """Writes the dice's score in a box of a column, or strikes it (a 0) when `strike`."""
    return Action("strike" if strike else "score", (column, box))


def held_die(action: Action) -> int:
    """The die (from 0) a hold move holds or releases."""
    return int(action.args[0])


def box_of(action: Action) -> tuple[int, str]:
    """The (column, box key) a score or strike move writes in."""
    return int(action.args[0]), str(action.args[1])


def die_target(index: int) -> str:
    """A hint's name for die `index` (from 0) in the tray."""
    return f"die:{index}"


def box_target(column: int, key: str) -> str:
    """A hint's name for a box of the player on turn's sheet."""
    return f"box:{column}:{key}"
