"""Kalahen's actions with their words, built once and shared: actions are immutable, and the same few are offered
again and again (building a frozen dataclass costs more than looking it up)."""

from __future__ import annotations

from typing import Any

from game.engine.state import Action
from game.games.kalahen import fight as dice
from game.games.kalahen.events import DieSpec

MOVES = ("move", "float", "teleport", "teleport_card")  # the kinds of move_options' actions: to another circle

_SHARED: dict[tuple[Any, ...], Action] = {}


def shared(kind: str, args: tuple[Any, ...] = (), text: str = "") -> Action:
    """An action with its text, built once."""
    key = (kind, args, text)
    act = _SHARED.get(key)
    if act is None:
        act = _SHARED[key] = Action(kind, args, text)
    return act


REROLLS = [Action("stop", (), "Keep these dice")] + [
    Action("reroll", (mask,), "Re-roll die " + ", ".join(str(i + 1) for i in range(3) if mask >> i & 1))
    for mask in range(1, 8)]

_WAYS: dict[tuple[Any, ...], Action] = {}


def way_to(kind: str, there: str, *how: Any) -> Action:
    """A way to leave a circle, with its text; built once for each (kind, circle, cost)."""
    key = (kind, there, *how)
    act = _WAYS.get(key)
    if act is None:
        if kind == "move":
            crystal, terrain, red, monster = how
            cost = "Crystal Bridge" if crystal else f"{terrain}, {'red: -1 LP' if red else 'green: safe'}"
            extra = ", a wandering monster" if monster else ""
            act = Action("move", (there,), f"Walk to {there} ({cost}{extra})")
        elif kind == "float":
            act = Action("float", (there,), f"Float to {there} ({how[0]} rings)")
        elif kind == "teleport":
            act = Action("teleport", (there,), f"Teleport to {there} ({how[0]} rings)")
        else:
            act = Action("teleport_card", (there,), f"Teleport to {there} (teleport card)")
        _WAYS[key] = act
    return act


def roll_text(die: int | str, face: int) -> str:
    shown = dice.face_name(face) if die == "special" else str(face)
    return f"d{die} shows {shown}" if die != "special" else f"the special die shows {shown}"


def dice_text(faces: tuple[Any, ...] | list[int]) -> str:
    return "throws " + ", ".join(dice.face_name(int(f)) for f in faces)


_ROLLS: dict[int | str, list[tuple[Action, float]]] = {}


def roll_outcomes(die: int | str, copy: bool = True) -> list[tuple[Action, float]]:
    """A die's faces as chance outcomes, each equally likely; built once per die (a fresh list unless copy is
    False, for reading only)."""
    if die not in _ROLLS:
        faces = DieSpec(die, 0).faces()
        _ROLLS[die] = [(Action("roll", (f,), roll_text(die, f)), 1 / len(faces)) for f in faces]
    return list(_ROLLS[die]) if copy else _ROLLS[die]
