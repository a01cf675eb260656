"""A hint: the move the strongest AI would make in a seat's position, and why, in words a player understands.

A game that offers hints gives its GameInfo an `advise` function: it is handed the seat's Decision (the seat's
view, its legal moves, a generator, determinize for a search) and must answer within a budget the window can
wait for (HINT_SECONDS). It reads only what the seat may know, like any bot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.bots import Decision
from game.engine.state import Action

# The time an adviser may think: a hint is on the table within half a second of being asked on a 2-core machine,
# with room for the thread and the drawing.
HINT_SECONDS = 0.35


@dataclass(frozen=True)
class Advice:
    """`action`: the move advised (one of the decision's legal moves). `reason`: one or two sentences, in the
    client's language, that say why (the house it wins, the road that avoids a red marker, a bet's expected
    return). `points_at`: names of other parts of the table the reason speaks of, for the table to mark beside
    the move itself (each table knows its own names; an empty tuple marks the move only)."""

    action: Action
    reason: str
    points_at: tuple[str, ...] = ()


Adviser = Callable[[Decision], Advice]
