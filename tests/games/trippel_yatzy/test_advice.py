"""Trippel Yatzy's Hint through the game's adviser: the hard AI's move, legal, with its reason and marks."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.bots import decision_for
from game.engine.state import CHANCE, Action
from game.games.trippel_yatzy.advice import advise
from game.games.trippel_yatzy.ai import Planner, aim


def new(info, players=1, columns=3):
    return info.new_state(players, info.resolve({"columns": columns}))


def roll(state, dice):
    state.apply(Action("roll"))
    state.apply(Action("dice", tuple(sorted(dice))))


def ask(info, state):
    return info.advise(decision_for(state.clone(), state.current_player(), random.Random(0)))


def test_the_game_offers_hints(info):
    assert info.advise is not None


@pytest.mark.parametrize("columns", [1, 3])
def test_the_hint_is_always_the_hard_ais_move(info, columns):
    """Over two seeded games played by the hard AI, at every choice: the hint is the move hard makes, one of the
    legal moves, with a reason."""
    hard = info.make_bot("hard")
    rng = random.Random(columns)
    state = new(info, players=2, columns=columns)
    asked = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player()
        advice = ask(info, state)
        move = hard.choose(decision_for(state, seat, random.Random(0)))
        assert advice.action == move and advice.action in state.legal_actions() and advice.reason
        state.apply(move)
        asked += 1
    assert asked > 100


def test_a_keep_is_advised_die_by_die_and_names_its_aim(info):
    state = new(info, columns=1)
    roll(state, (1, 1, 1, 1, 6))  # four ones: hold them, go for the Yatzy (worth more than the Ones box)
    advice = ask(info, state)
    assert advice.action == Action("hold", (0,))
    assert advice.points_at == ("die:0", "die:1", "die:2", "die:3", "box:0:yatzy")
    assert re.fullmatch(r"Keep 1 1 1 1 and re-roll the other die, aiming at Yatzy \(a \d+ % chance this turn\): worth "
                        r"\+\d+\.\d points against stopping now\.", advice.reason)
    for die in range(4):
        state.apply(Action("hold", (die,)))
    advice = ask(info, state)
    assert advice.action == Action("roll")  # every die it keeps is held: now the roll
    assert "aiming at Yatzy" in advice.reason


def test_the_aims_chance_is_the_chance_of_scoring_there(info, rules):
    """Keeping 1 1 4 4 with one re-roll left hits the full house on a 1 or a 4: one chance in three."""
    planner = Planner(rules, "hard")
    full = (1 << len(rules.boxes)) - 1
    only_full_house = full ^ 1 << [b.key for b in rules.boxes].index("full_house")
    plan = planner.plan((1,), ((only_full_house, 0),))
    column, box, chance = aim(plan, rules, (1,), (1, 1, 4, 4), 1)
    assert (column, rules.boxes[box].key) == (0, "full_house")
    assert chance == pytest.approx(1 / 3)
    # Two re-rolls left: the second chance comes when the first misses (1/3 + 2/3 × 1/3).
    assert aim(plan, rules, (1,), (1, 1, 4, 4), 2)[2] == pytest.approx(5 / 9)


def test_writing_a_box_names_the_box_and_its_points(info):
    state = new(info, columns=3)
    roll(state, (6, 6, 6, 6, 6))
    advice = ask(info, state)
    assert advice.action == Action("score", (2, "yatzy"))
    assert advice.reason.startswith("Write 150 in Yatzy (x3)")
    assert advice.points_at == ()


def test_the_first_roll(info):
    advice = advise(decision_for(new(info), 0, random.Random(0)), info.data)
    assert advice.action == Action("roll") and advice.reason == "Roll all five dice."
