"""Narrespillet's rule data, read and checked from rules_data/narrespillet.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.engine.rules_data import Node
from game.games.narrespillet.cards import CardNames

PLACEMENT_KINDS = ("world", "imperial", "royal", "illegitimate", "number", "knight", "page", "forfeit")


@dataclass(frozen=True)
class RankLine:
    key: str
    min_sum: int
    text: str


@dataclass(frozen=True)
class CallRule:
    trump_attempts: int
    card_attempts: int


class Trumps(NamedTuple):
    """The card numbers of the trumps that take part in placements."""

    magician: int
    empress: int
    emperor: int
    lovers: int
    world: int
    fool: int


@dataclass(frozen=True)
class FoolScreen:
    """How the client puts the Fool's question at one screen (rules_data/narrespillet.yaml, fool_window)."""

    seconds: float              # the shared window's length, with several people at the screen
    close_when_answered: bool   # the shared window closes once every person in it has answered
    alone_only_when_able: bool  # one person is asked only when they can play the Fool

    @staticmethod
    def from_data(node: Node) -> FoolScreen:
        seconds = node.get("seconds", float)
        if not 0.5 <= seconds <= 30:
            raise node.child("seconds").fail("expected 0.5 to 30 seconds")
        return FoolScreen(seconds, node.get("close_when_answered", bool), node.get("alone_only_when_able", bool))


@dataclass(frozen=True)
class NarreRules:
    names: CardNames
    deal: int
    hand_limit: int
    justice_cards: int
    hermit_turns: int
    wheel_draws: int
    wheel_justice_counts: bool
    strength_closed: int
    strength_open: int
    demons_hand: int
    calls: dict[str, CallRule]
    uncallable: frozenset[int]
    call_failure_draws: int
    imperial_max_houses: int
    chariot_trumps: frozenset[int]
    ranking: tuple[RankLine, ...]
    magician_must_transform: bool
    justice_fool_usable: bool
    fool_draws_at_once: bool
    fool_within_own_side: bool
    giver_draws_at_once: bool
    random_first_dealer: bool
    placing: Trumps            # the trumps that take part in placements, by name
    fool_screen: FoolScreen    # how a screen puts the Fool's question (a client decision, no rule of the game)

    @staticmethod
    def from_data(node: Node) -> NarreRules:
        names = CardNames.from_data(node)
        effects = node.child("effects")
        calls = {}
        for key, item in effects.child("calls").items():
            if key not in ("star", "moon", "sun"):
                raise item.fail("expected star, moon or sun")
            calls[key] = CallRule(item.int_in("trump_attempts", 0, 5), item.int_in("card_attempts", 0, 5))
        if set(calls) != {"star", "moon", "sun"}:
            raise effects.child("calls").fail("expected star, moon and sun")

        def trumps(key: str) -> frozenset[int]:
            out = set()
            for item in effects.child(key).elements():
                word = item.as_type(str)
                if word not in names.trump_keys:
                    raise item.fail(f"unknown trump {word!r}")
                out.add(names.trump(word))
            return frozenset(out)

        lines = []
        for item in node.child("ranking").elements():
            key = item.get("key", str)
            if key not in PLACEMENT_KINDS:
                raise item.fail(f"key: expected one of {', '.join(PLACEMENT_KINDS)}")
            lines.append(RankLine(key, item.int_in("min_sum", 0, 200, 0), item.get("text", str)))
        missing = set(PLACEMENT_KINDS) - {line.key for line in lines}
        if missing:
            raise node.child("ranking").fail(f"no line for {', '.join(sorted(missing))}")
        if lines[-1].key != "forfeit":
            raise node.child("ranking").fail("the forfeit line must come last")
        numbers = [line.min_sum for line in lines if line.key == "number"]
        if numbers != sorted(numbers, reverse=True) or numbers[-1] != 0:
            raise node.child("ranking").fail("number lines must go from the highest min_sum down to 0")
        decisions = node.child("decisions")
        return NarreRules(
            names=names,
            deal=node.int_in("deal", 1, 12),
            hand_limit=node.int_in("hand_limit", 1, 12),
            justice_cards=effects.int_in("justice_cards", 1, 12),
            hermit_turns=effects.int_in("hermit_turns", 1, 10),
            wheel_draws=effects.int_in("wheel_draws", 1, 10),
            wheel_justice_counts=effects.get("wheel_justice_replacement_counts", bool),
            strength_closed=effects.int_in("strength_closed", 0, 6),
            strength_open=effects.int_in("strength_open", 0, 6),
            demons_hand=effects.int_in("demons_hand", 1, 12),
            calls=calls,
            uncallable=trumps("uncallable_trumps"),
            call_failure_draws=effects.int_in("call_failure_draws", 0, 5),
            imperial_max_houses=effects.int_in("imperial_max_houses", 1, 2),
            chariot_trumps=trumps("chariot_playable_trumps"),
            ranking=tuple(lines),
            magician_must_transform=decisions.get("magician_must_transform", bool),
            justice_fool_usable=decisions.get("justice_fool_usable", bool),
            fool_draws_at_once=decisions.get("fool_draws_at_once", bool),
            fool_within_own_side=decisions.get("fool_within_own_side", bool),
            giver_draws_at_once=decisions.get("giver_draws_at_once", bool),
            random_first_dealer=decisions.get("random_first_dealer", bool),
            placing=Trumps(*(names.trump(key) for key in Trumps._fields)),
            fool_screen=FoolScreen.from_data(node.child("fool_window")),
        )

    def line_of(self, kind: str, total: int) -> int:
        """The ranking line (0 = best) of a placement kind with this number sum."""
        for index, line in enumerate(self.ranking):
            if line.key == kind and (kind != "number" or total >= line.min_sum):
                return index
        raise ValueError(f"no ranking line for {kind}")
