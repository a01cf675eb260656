"""What Kinesisk bank's moves hold, by name: a bet is ("bet", square, chips)."""

from __future__ import annotations

from game.engine.state import Action


def bet_square(action: Action) -> int:
    return int(action.args[0])


def bet_chips(action: Action) -> int:
    """The chip value a bet stakes."""
    return int(action.args[1])


def bet(square: int, chips: int) -> Action:
    """A bet of `chips` on `square` (1–6)."""
    return Action("bet", (square, chips))
