"""Krutrøyk's rule data: every number and Decision of rules_data/krutroyk.yaml, checked once at start-up."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules_data import Node
from game.games.krutroyk.duel_outcomes import OutcomeRule, read_outcome_rules
from game.games.krutroyk.narration import Templates
from game.games.krutroyk.roles import RoleTable


def _choice(node: Node, key: str, allowed: tuple[str, ...]) -> str:
    value: str = node.get(key, str)
    if value not in allowed:
        raise node.child(key).fail(f"expected one of {', '.join(allowed)}, found {value!r}")
    return value


@dataclass(frozen=True)
class KrutroykRules:
    ante: int
    presentation_dollars: int
    max_text_length: int
    fold_ante_to: str  # "stack" or "pocket"
    all_lose_redo: str  # "duellists" or "all_players"
    tie_start: str  # "narrator" or "left"
    main_first_narrator: str  # "left_of_last_presenter" or "last_presenter"
    call_source_order: tuple[str, ...]
    answer_source_order: tuple[str, ...]
    table: RoleTable
    outcome_rules: dict[str, OutcomeRule]
    templates: Templates

    @staticmethod
    def from_data(node: Node) -> KrutroykRules:
        order = tuple(v.as_type(str) for v in node.child("call_source_order").elements())
        if sorted(order) != ["pocket", "stack"]:
            raise node.child("call_source_order").fail("expected pocket and stack, each once")
        answer = tuple(v.as_type(str) for v in node.child("answer_source_order").elements())
        if not answer or len(set(answer)) != len(answer) or not set(answer) <= {"pocket", "stack"}:
            raise node.child("answer_source_order").fail("expected pocket or stack, each at most once")
        table = RoleTable.from_data(node)
        return KrutroykRules(
            ante=node.int_in("ante", 1, 10),
            presentation_dollars=node.int_in("presentation_dollars", 0, 10),
            max_text_length=node.int_in("max_text_length", 10, 100_000),
            fold_ante_to=_choice(node, "fold_ante_to", ("stack", "pocket")),
            all_lose_redo=_choice(node, "all_lose_redo", ("duellists", "all_players")),
            tie_start=_choice(node, "tie_start", ("narrator", "left")),
            main_first_narrator=_choice(node, "main_first_narrator", ("left_of_last_presenter", "last_presenter")),
            call_source_order=order,
            answer_source_order=answer,
            table=table,
            outcome_rules=read_outcome_rules(node),
            templates=Templates.from_data(node.child("narration"), table.traits),
        )
