"""The duel's outcome rules: each duellist shot into the air, at another duellist, or at themself.

A choice is "air", "self", or the seat number of the duellist shot at.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.engine.rules_data import Node
from game.engine.state import Action
from game.i18n import words

_, ngettext = words("krutroyk")

AIR = "air"
SELF = "self"
Choice = str | int


class DuelKind(StrEnum):
    """What a duel decides: who narrates first, who takes the pot, or who tells the epilogue."""

    OPENING = "opening"
    POT = "pot"
    EPILOGUE = "epilogue"


# The order in which the rules are checked; the first that applies decides a fate.
RULE_ORDER = ("shot_self_and_was_shot", "shot_self_alone", "was_shot", "shot_a_self_shooter", "unharmed")


@dataclass(frozen=True)
class OutcomeRule:
    key: str
    won: bool
    en: str
    nn: str

    def text(self, language: str = "en") -> str:
        return self.nn if language == "nn" else self.en


def read_outcome_rules(node: Node) -> dict[str, OutcomeRule]:
    rules_node = node.child("outcome_rules")
    rules = {}
    for key in RULE_ORDER:
        item = rules_node.child(key)
        rules[key] = OutcomeRule(key, item.get("won", bool), item.get("en", str), item.get("nn", str))
    extra = sorted(set(rules_node.value) - set(RULE_ORDER))
    if extra:
        raise rules_node.fail(f"unknown outcome rule {extra[0]!r} (expected {', '.join(RULE_ORDER)})")
    return rules


def fate(seat: int, choices: dict[int, Choice]) -> str:
    """The key of the rule that decides `seat`'s fate, given every duellist's choice."""
    return fates(choices)[seat]


def fates(choices: dict[int, Choice]) -> dict[int, str]:
    """The rule deciding each duellist's fate (one pass over the shots: the AI calls this a lot)."""
    shot = dict.fromkeys(choices, False)
    for shooter, target in choices.items():
        if target != shooter and target in shot:
            shot[target] = True
    decided = {}
    for seat, mine in choices.items():
        if mine == SELF:
            decided[seat] = "shot_self_and_was_shot" if shot[seat] else "shot_self_alone"
        elif shot[seat]:
            decided[seat] = "was_shot"
        elif isinstance(mine, int) and choices.get(mine) == SELF:
            decided[seat] = "shot_a_self_shooter"
        else:
            decided[seat] = "unharmed"
    return decided


def winners(choices: dict[int, Choice], rules: dict[str, OutcomeRule]) -> list[int]:
    """The duellists who won, in seat order."""
    return sorted(seat for seat, key in fates(choices).items() if rules[key].won)


def options_for(seat: int, duellists: list[int]) -> list[Choice]:
    """What a duellist may choose: air, any other duellist, or themself."""
    return [AIR, *[d for d in duellists if d != seat], SELF]


@dataclass
class PendingDuel:
    """A duel being fought: who still describes the conflict, and the choices made so far (secret until the draw)."""

    kind: DuelKind
    duellists: list[int]  # in the order they choose
    describe: list[int] = field(default_factory=list)  # duellists still to describe the conflict
    choices: dict[int, Choice] = field(default_factory=dict)
    round: int = 1

    def chooser(self) -> int:
        return next(s for s in self.duellists if s not in self.choices)


CHOICE_KINDS = frozenset({"air", "self", "shoot"})  # the moves of a duellist's secret choice


def choice_action(choice: Choice) -> Action:
    if choice == AIR:
        return Action("air", (), _("Shoot into the air"))
    if choice == SELF:
        return Action("self", (), _("Shoot yourself"))
    return Action("shoot", (int(choice),), _("Shoot seat {number}").format(number=int(choice) + 1))


def action_choice(action: Action) -> Choice:
    if action.kind == "air":
        return AIR
    if action.kind == "self":
        return SELF
    return int(action.args[0])
