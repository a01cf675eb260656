"""Kalahen's actions with their words, built once and shared: actions are immutable, and the same few are offered
again and again (building a frozen dataclass costs more than looking it up)."""

from __future__ import annotations

from typing import Any

from game.engine.memo import remember
from game.engine.state import Action
from game.games.kalahen import special_dice as dice
from game.games.kalahen.events import DieSpec
from game.games.kalahen.wording import colour, place, terrain
from game.i18n import language, words

_, ngettext = words("kalahen")

MOVES = ("move", "float", "teleport", "teleport_card")  # the kinds of move_options' actions: to another circle

_SHARED: dict[tuple[Any, ...], Action] = {}
# Some texts name the players ("Ask Anna to cooperate"), so each new table adds a few: kept to a bound.
SAID_KEPT = 4096


def shared(kind: str, args: tuple[Any, ...] = (), text: str = "") -> Action:
    """An action with its text, built once."""
    key = (kind, args, text)
    act = _SHARED.get(key)
    if act is None:
        act = remember(_SHARED, key, Action(kind, args, text), SAID_KEPT)
    return act


_SAID: dict[tuple[Any, ...], Action] = {}


def said(kind: str, args: tuple[Any, ...], msgid: str, **values: Any) -> Action:
    """An action whose words are `msgid` (marked with N_) filled with `values`, in the client's language: built
    once for each language and values, since listing the moves is the hot path of the AI's playouts. A value named
    `colour` is a ring colour's key, said in the language."""
    key = (language(), kind, args, msgid, *values.values())
    act = _SAID.get(key)
    if act is None:
        if "colour" in values:
            values["colour"] = colour(values["colour"])
        act = remember(_SAID, key, Action(kind, args, _(msgid).format(**values)), SAID_KEPT)
    return act


_REROLLS: dict[str, list[Action]] = {}  # a fixed size, as the ones below: by language and what the board has


def rerolls() -> list[Action]:
    """Keep the special dice, or throw some again: built once per language (read only)."""
    found = _REROLLS.get(language())
    if found is None:
        found = _REROLLS[language()] = [Action("stop", (), _("Keep these dice"))] + [
            Action("reroll", (mask,), _("Re-roll die {dice}").format(
                dice=", ".join(str(i + 1) for i in range(3) if mask >> i & 1)))
            for mask in range(1, 8)]
    return found

_WAYS: dict[tuple[Any, ...], Action] = {}


def way_to(kind: str, there: str, *how: Any) -> Action:
    """A way to leave a circle, with its text; built once for each (kind, circle, cost)."""
    key = (language(), kind, there, *how)
    act = _WAYS.get(key)
    if act is None:
        name = place(there)
        if kind == "move":
            crystal, ground, red, monster = how
            if crystal:
                cost = _("Crystal Bridge")
            elif red:
                cost = _("{terrain}, red: -1 LP").format(terrain=terrain(ground))
            else:
                cost = _("{terrain}, green: safe").format(terrain=terrain(ground))
            text = (_("Walk to {place} ({cost}, a wandering monster)") if monster
                    else _("Walk to {place} ({cost})")).format(place=name, cost=cost)
            act = Action("move", (there,), text)
        elif kind == "float":
            act = Action("float", (there,), ngettext("Float to {place} ({n} ring)", "Float to {place} ({n} rings)",
                                                     how[0]).format(place=name, n=how[0]))
        elif kind == "teleport":
            act = Action("teleport", (there,), ngettext("Teleport to {place} ({n} ring)",
                                                        "Teleport to {place} ({n} rings)", how[0]).format(
                place=name, n=how[0]))
        else:
            act = Action("teleport_card", (there,), _("Teleport to {place} (teleport card)").format(place=name))
        _WAYS[key] = act
    return act


_FAR_WAYS: dict[tuple[Any, ...], tuple[Action, ...]] = {}


def far_ways(kind: str, targets: tuple[str, ...], *how: Any) -> tuple[Action, ...]:
    """way_to for every circle of a magic move's reach (the same twenty-odd are offered at every turn)."""
    key = (language(), kind, targets, *how)
    found = _FAR_WAYS.get(key)
    if found is None:
        found = _FAR_WAYS[key] = tuple(way_to(kind, there, *how) for there in targets)
    return found


def roll_text(die: int | str, face: int) -> str:
    if die == "special":
        return _("the special die shows {face}").format(face=dice.face_name(face))
    return _("d{die} shows {value}").format(die=die, value=face)


_THROWS: dict[tuple[Any, ...], str] = {}  # a fixed size: by language and the faces of up to three dice


def dice_text(faces: tuple[Any, ...] | list[int]) -> str:
    key = (language(), *faces)
    text = _THROWS.get(key)
    if text is None:
        text = _THROWS[key] = _("throws {faces}").format(faces=", ".join(dice.face_name(int(f)) for f in faces))
    return text


_ROLLS: dict[tuple[str, int | str], list[tuple[Action, float]]] = {}


def roll_outcomes(die: int | str, copy: bool = True) -> list[tuple[Action, float]]:
    """A die's faces as chance outcomes, each equally likely; built once per die (a fresh list unless copy is
    False, for reading only)."""
    key = (language(), die)
    found = _ROLLS.get(key)
    if found is None:
        faces = DieSpec(die, 0).faces()
        found = _ROLLS[key] = [(Action("roll", (f,), roll_text(die, f)), 1 / len(faces)) for f in faces]
    return list(found) if copy else found
