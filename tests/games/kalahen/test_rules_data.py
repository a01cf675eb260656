"""The rule data: every table is complete and a bad file names the key that is wrong."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from game.engine.errors import RulesDataError
from game.engine.rules_data import Node, load_game_data
from game.games.kalahen.rules import KalahenRules


def test_the_78_cards_have_the_decided_mix(rules) -> None:
    kinds = Counter(c.kind for c in rules.cards)
    assert kinds == {"scroll": 24, "flask": 18, "purse": 16, "key": 4, "teleport": 8, "sword": 4, "shield": 4}
    assert Counter(c.value for c in rules.cards if c.kind == "flask") == {1: 6, 2: 6, 3: 4, 4: 2}
    assert {c.value for c in rules.cards if c.kind == "purse"} == set(range(2, 9))
    scrolls = {(c.formula, c.stars) for c in rules.cards if c.kind == "scroll"}
    assert scrolls == {(f, s) for f in range(8) for s in (1, 2, 3)}


def test_the_wandering_monsters(rules) -> None:
    strengths = Counter(m.strength for m in rules.wandering)
    assert strengths == {s: 2 for s in range(4, 16)}
    assert sorted(m.strength for m in rules.wandering if m.bonus) == [12, 12, 13, 13, 14, 14, 15, 15]


def test_the_schedule_has_every_roll_and_fits_the_source_examples(rules) -> None:
    for pile in ("1", "2", "3", "4"):
        assert rules.schedule[pile].die == 6 and sorted(rules.schedule[pile].rolls) == [1, 2, 3, 4, 5, 6]
    for pile in ("5", "6", "tower"):
        assert rules.schedule[pile].die == 10 and sorted(rules.schedule[pile].rolls) == list(range(10))
    assert rules.schedule["2"].rolls[3].kind == "combat"  # "Plats 2 - tärningen visar 3 = STRID!"
    event = rules.schedule["5"].rolls[4]  # place 5, roll 4: a monster of 6 + d6
    assert (event.kind, event.monster) == ("combat", "6+d6")


def test_losses_and_monster_strengths(rules) -> None:
    spec = rules.trial_loss
    assert [spec["place"].amount(f) for f in range(1, 7)] == [1, 2, 3, 1, 2, 3]
    assert [spec["high_place"].amount(f) for f in range(1, 7)] == [2, 3, 4, 5, 6, 7]
    assert [spec["tower"].amount(f) for f in range(1, 7)] == [4, 5, 6, 7, 8, 9]
    assert [rules.monsters[m].amount(f) for m, f in (("d10", 0), ("d10", 9), ("6+d6", 1), ("6+d10", 9))] == \
        [0, 9, 7, 15]


def _load_changed(change) -> KalahenRules:
    node = load_game_data("kalahen")
    data = copy.deepcopy(node.value)
    change(data)
    return KalahenRules.from_data(Node(data, node.file, ""))


def test_a_missing_roll_is_named() -> None:
    def change(data):
        del data["schedule"]["3"]["rolls"][4]
    with pytest.raises(RulesDataError, match=r"kalahen.yaml: schedule.3.rolls: .*missing \[4\]"):
        _load_changed(change)


def test_an_unknown_event_or_colour_is_named() -> None:
    def change(data):
        data["schedule"]["1"]["rolls"][3] = {"event": "enchantment", "rings": ["purple"]}
    with pytest.raises(RulesDataError, match=r"schedule.1.rolls.3.rings: 'purple' is not a ring colour"):
        _load_changed(change)


def test_a_card_count_that_does_not_add_up_is_named() -> None:
    def change(data):
        data["cards"]["keys"] = 5
    with pytest.raises(RulesDataError, match="cards: the card mix makes 79 cards"):
        _load_changed(change)


def test_a_decision_the_engine_does_not_play_is_refused() -> None:
    def change(data):
        data["champion_combat"]["attacker"] = "arriving"
    with pytest.raises(RulesDataError, match="champion_combat.attacker"):
        _load_changed(change)


def test_the_header(info) -> None:
    assert (info.min_players, info.max_players, info.rules_file) == (2, 6, "kalahen.md")
    assert info.hidden_information
    keys = {o.key for o in info.options}
    assert {"two_players", "traps", "floating", "cooperation", "high_risk", "round_limit"} <= keys
