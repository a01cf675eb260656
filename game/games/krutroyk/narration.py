"""Narration for AI roles: first-person, past-tense lines from the role's traits and the situation.

The templates live in rules_data/krutroyk.yaml (English, Nynorsk, Svenska and Norsk bokmål); this module checks
them and fills their slots.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from game.engine.rules_data import Node
from game.games.krutroyk.roles import NARRATION_LANGUAGES, Role, RoleTable, trait_phrase, with_article

# Why a seat narrates now; the state names the situation in its view.
SITUATIONS = (
    "presentation",  # the prologue monologue
    "story",  # the story goes on (nobody challenged the last paragraph)
    "took_over",  # the narrator folded: the challenger takes over
    "won_duel",  # the one winner of a duel
    "drawn_duel",  # several won and shared the pot
    "all_lost",  # every duellist lost: the poorest player tells how badly it went
    "took_pot",  # all others folded in the bidding round
    "conflict",  # a duellist describes the conflict before the draw
    "epilogue",  # the winner tells how the showdown went
    "closing_alive",  # another player closes their role's story
    "closing_dead",  # ... a role with no stack dollars: dead or chased out of Dodge
)
SLOTS = ("name", "occupation", "a_occupation", "personality", "goal", "rival", "pot", "dollars")
SOMEBODY = {"en": "somebody", "nn": "nokon", "sv": "någon", "nb": "noen"}  # a rival without a name


@dataclass(frozen=True)
class Templates:
    lines: dict[str, dict[str, tuple[str, ...]]]  # language -> situation -> templates

    @staticmethod
    def from_data(node: Node, traits: tuple[str, ...]) -> Templates:
        if tuple(traits) != ("name", "occupation", "personality", "goal"):
            raise node.fail("narration templates expect the traits name, occupation, personality, goal")
        lines: dict[str, dict[str, tuple[str, ...]]] = {}
        for language in NARRATION_LANGUAGES:
            by_situation = node.child(language)
            lines[language] = {}
            for situation in SITUATIONS:
                items = by_situation.child(situation)
                texts = tuple(item.as_type(str) for item in items.elements())
                if not texts:
                    raise items.fail("expected at least one line")
                for item in items.elements():
                    for _, slot, _, _ in string.Formatter().parse(item.value):
                        if slot is not None and slot not in SLOTS:
                            raise item.fail(f"unknown slot {{{slot}}} (slots: {', '.join(SLOTS)})")
                lines[language][situation] = texts
        return Templates(lines)

    def options(self, language: str, situation: str) -> tuple[str, ...]:
        return self.lines[language if language in self.lines else "en"][situation]


def role_slots(table: RoleTable, role: Role, language: str) -> dict[str, str]:
    """The trait slots of a role, in the words that fit a sentence in `language`."""
    slots = {trait: trait_phrase(table, trait, role.get(trait), language) for trait in table.traits}
    slots["a_occupation"] = with_article(slots["occupation"]) if language == "en" else slots["occupation"]
    return slots


def compose(templates: Templates, table: RoleTable, language: str, situation: str, role: Role,
            rng: random.Random, rival: str = "", pot: int = 0, dollars: int = 0,
            avoid: tuple[str, ...] = ()) -> str:
    """One narration line; templates already used (in `avoid`) are skipped while others remain."""
    slots = role_slots(table, role, language)
    slots.update(rival=rival or SOMEBODY.get(language, SOMEBODY["en"]), pot=str(pot), dollars=str(dollars))
    choices = templates.options(language, situation)
    fresh = [t for t in choices if t.format(**slots) not in avoid] or list(choices)
    line = rng.choice(fresh).format(**slots)
    return line[0].upper() + line[1:] if line else line
