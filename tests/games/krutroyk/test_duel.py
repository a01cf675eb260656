"""The duel's outcome rules over every combination of choices, checked against the rule text."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from game.games.krutroyk.duel_outcomes import fates, options_for, winners
from tests.games.krutroyk.conftest import act, choose, pick_roles


def expected_wins(choices: dict[int, Any]) -> dict[int, bool]:
    """The rules file, read literally:
    - one who shot themself wins if at least one other duellist shot them; otherwise they lose;
    - anyone else loses if some duellist shot them, or if they shot a duellist who shot themself;
      otherwise they win."""
    result = {}
    for me, mine in choices.items():
        shot_at_me = [other for other, target in choices.items() if other != me and target == me]
        if mine == "self":
            result[me] = len(shot_at_me) >= 1
        else:
            shot_a_self_shooter = mine not in ("air", "self") and choices[mine] == "self"
            result[me] = not shot_at_me and not shot_a_self_shooter
    return result


def every_profile(count: int) -> list[dict[int, Any]]:
    seats = list(range(count))
    options = [options_for(s, seats) for s in seats]
    return [dict(zip(seats, profile, strict=True)) for profile in itertools.product(*options)]


@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_combination_matches_the_rule_text(info, count):
    profiles = every_profile(count)
    assert len(profiles) == (count + 1) ** count  # air, self, or one of the count-1 others
    for choices in profiles:
        won = expected_wins(choices)
        assert winners(choices, info.data.outcome_rules) == sorted(s for s, w in won.items() if w), choices


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_engine_draws_every_combination_by_the_rules(new, count):
    for choices in every_profile(count):
        state = new(count)
        pick_roles(state)
        choose(state, choices)
        drawn = state.duels[-1]
        won = expected_wins(choices)
        assert {int(s): f["won"] for s, f in drawn["fates"].items()} == won, choices
        assert drawn["choices"] == {str(s): c for s, c in choices.items()}


def test_the_rules_files_worked_example(info):
    # Will (0) shoots himself, Jim (1) shoots Will, Jenny (2) shoots into the air.
    choices = {0: "self", 1: 0, 2: "air"}
    decided = fates(choices)
    assert decided == {0: "shot_self_and_was_shot", 1: "shot_a_self_shooter", 2: "unharmed"}
    assert winners(choices, info.data.outcome_rules) == [0, 2]  # Will and Jenny share the pot


def test_each_fate_names_the_rule_that_decided_it(info):
    rules = info.data.outcome_rules
    assert fates({0: "self", 1: "air"})[0] == "shot_self_alone" and not rules["shot_self_alone"].won
    assert fates({0: "air", 1: 0})[0] == "was_shot" and not rules["was_shot"].won
    assert fates({0: 1, 1: "self"})[0] == "shot_a_self_shooter" and not rules["shot_a_self_shooter"].won
    assert fates({0: 1, 1: "self"})[1] == "shot_self_and_was_shot" and rules["shot_self_and_was_shot"].won
    assert fates({0: "air", 1: "air"})[0] == "unharmed" and rules["unharmed"].won
    for rule in rules.values():
        assert rule.en and rule.nn


def test_a_duellist_may_choose_air_another_duellist_or_self(new):
    state = new(4)
    pick_roles(state)
    assert [(a.kind, *a.args) for a in state.legal_actions()] == [("air",), ("shoot", 1), ("shoot", 2),
                                                                   ("shoot", 3), ("self",)]
    act(state, "shoot", 3)
    assert ("shoot", 0) in {(a.kind, *a.args) for a in state.legal_actions()}
    assert ("shoot", 1) not in {(a.kind, *a.args) for a in state.legal_actions()}  # not themself by "shoot"
