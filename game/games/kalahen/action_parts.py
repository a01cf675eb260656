"""What Kalahen's moves hold, by name, so no reader decodes a move by the position of its arguments."""

from __future__ import annotations

from game.engine.state import Action
from game.games.kalahen.actions import MOVES


def reroll_mask(action: Action) -> int:
    """The dice a "reroll" throws again, as a bit mask (bit i: die i)."""
    return int(action.args[0])


def rolled(action: Action) -> int:
    """The face of a single die thrown (a chance move of one die)."""
    return int(action.args[0])


def special_faces(action: Action) -> tuple[int, ...]:
    """The faces of the special dice a chance move throws, die by die."""
    return tuple(int(face) for face in action.args)


def walk_to(circle: str) -> Action:
    """A walk to `circle`, as a click on the map asks for it (a circle no way reaches is refused with the rules'
    reason)."""
    return Action("move", (circle,))


def destination(action: Action) -> str | None:
    """The circle a move to another circle goes to (a walk, a float, a teleport); None for any other move."""
    return str(action.args[0]) if action.kind in MOVES else None
