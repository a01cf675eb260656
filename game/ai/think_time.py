"""How long a searching AI's hard level may think on a move, as the player chose in Settings: up to a second, or
up to three seconds (Narrespillet's hard level; the table shows it thinking meanwhile).
One choice for the whole program: the host's bots at a table across computers think as the host chose."""

from __future__ import annotations

HARD_THINKING = {"quick": 1.0, "long": 3.0}  # the choice's key, and hard's seconds a move
DEFAULT_HARD_THINKING = "quick"

_chosen = [DEFAULT_HARD_THINKING]


def choose_hard_thinking(key: str) -> None:
    """Hard levels made from now on think as `key` says (a key of HARD_THINKING)."""
    if key not in HARD_THINKING:
        raise ValueError(f"unknown thinking time {key!r}")
    _chosen[0] = key


def hard_thinking() -> str:
    return _chosen[0]


def hard_seconds() -> float:
    """The seconds a hard level thinks on a move, as chosen."""
    return HARD_THINKING[_chosen[0]]
