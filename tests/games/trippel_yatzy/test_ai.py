import random

import numpy as np
import pytest

from game.ai.base import decision_for
from game.engine.state import Action
from game.games.trippel_yatzy.ai import Planner, hint, holds_for, keeps_of
from game.games.trippel_yatzy.solver import TABLE_FILE, TableError, load_table, turn_model, value_table
from game.paths import assets_dir


def new(info, players=1, columns=3):
    return info.new_state(players, info.resolve({"columns": columns}))


def roll(state, dice):
    state.apply(Action("roll"))
    state.apply(Action("dice", tuple(sorted(dice))))


def choose(info, level, state, seed=0):
    return info.make_bot(level).choose(decision_for(state, state.current_player(), random.Random(seed)))


def test_table_gives_the_published_optimum(rules):
    table = value_table(rules)
    assert table.shape == (1 << 15, 64)
    assert table[0, 0] == pytest.approx(248.44, abs=0.005)  # Scandinavian Yatzy, optimal play


def test_table_single_boxes_match_known_chances(rules):
    table = value_table(rules)
    full = (1 << 15) - 1
    keys = [b.key for b in rules.boxes]
    only = {k: full ^ (1 << keys.index(k)) for k in keys}
    assert table[only["chance"], 0] == pytest.approx(23.3335, abs=1e-3)  # best of three rolls for the sum
    assert table[only["yatzy"], 0] == pytest.approx(50 * 0.046029, abs=1e-3)  # five of a kind in three rolls
    assert table[full, 63] == 50 and table[full, 62] == 0


def test_turn_model_chances_add_up(rules):
    model = turn_model(rules)
    assert model.reach.shape == (462, 252)
    assert np.allclose(model.reach.sum(axis=1), 1)
    assert model.first_roll.sum() == pytest.approx(1)


def test_a_table_for_other_rules_is_refused(tmp_path):
    path = tmp_path / TABLE_FILE
    path.write_bytes((assets_dir() / TABLE_FILE).read_bytes())
    with pytest.raises(TableError, match="other Yatzy rules"):
        load_table(path, "0000000000000000")


def test_every_level_rolls_first_then_holds_towards_its_keep(info):
    for level in ("easy", "normal", "hard"):
        state = new(info)
        assert choose(info, level, state) == Action("roll")
        roll(state, (6, 6, 6, 6, 2))
        action = choose(info, level, state)
        assert action == Action("hold", (1,)), level  # every level keeps the four sixes (the dice lie sorted)


def test_hard_writes_a_yatzy_in_the_triple_column(info):
    state = new(info)
    roll(state, (6, 6, 6, 6, 6))
    assert choose(info, "hard", state) == Action("score", (2, "yatzy"))


def test_easy_takes_the_most_points_now(info):
    state = new(info)
    roll(state, (4, 4, 6, 6, 6))
    for i in range(1, 5):
        state.apply(Action("hold", (i,)))
    for _ in range(2):  # re-roll the first die twice (the holds stay), both times a 4
        state.apply(Action("roll"))
        state.apply(Action("dice", (4,)))
    assert choose(info, "easy", state) == Action("score", (2, "full_house"))  # 78, tied with chance: the box


def test_holds_touch_few_flags():
    assert holds_for([5, 2, 5, 5, 1], [False, False, False, True, False], (5, 5)) == [True, False, False, True, False]
    assert holds_for([3, 3, 3, 3, 3], [True] * 5, ()) == [False] * 5


def test_hint_reasons(info, rules):
    state = new(info)
    assert hint(state.view(0), rules)["action"] == "roll"
    roll(state, (1, 2, 3, 4, 6))
    advice = hint(state.view(0), rules)
    assert advice["action"] in ("reroll", "score", "strike") and advice["reason"]
    if advice["action"] == "reroll":
        assert len(advice["hold"]) == 5 and sorted(advice["keep"]) == sorted(
            d for d, h in zip(state.dice, advice["hold"], strict=True) if h)
    roll_state = new(info)
    roll(roll_state, (5, 5, 5, 5, 5))
    advice = hint(roll_state.view(0), rules)
    assert advice["action"] == "score" and advice["box"] == "yatzy" and "150" in advice["reason"]


def test_hard_one_column_decisions_match_the_table(info, rules):
    # The plan values a box as its points plus the change in the table's value; played optimally over the
    # first turn that change averages out to nothing: E[now] = E over the turn of (points + E[after]).
    for use_numpy in (True, False):
        planner = Planner(rules, "hard", use_numpy=use_numpy)
        plan = planner.plan((1,), ((0, 0),))
        values = plan.keep_values[2]  # before the first re-roll
        before = [max(values[planner.model.keep_index[k]] for k in keeps_of(roll)) for roll in planner.model.rolls]
        turn = sum(p * v for p, v in zip(planner.model.first_roll, before, strict=True))
        assert turn == pytest.approx(0, abs=1e-3)
        assert plan.expected == pytest.approx(turn, abs=1e-9)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_plain_python_plans_equal_the_numpy_plans(rules, level):
    fast, plain = Planner(rules, level, use_numpy=True), Planner(rules, level, use_numpy=False)
    rng = random.Random(level)
    for factors, columns in (((1, 2, 3), 3), ((1,), 1)):
        for _ in range(3):
            states = tuple((rng.getrandbits(15) & ~(1 << rng.randrange(15)), rng.randrange(64))
                           for _ in range(columns))
            a, b = fast.plan(factors, states), plain.plan(factors, states)
            for _ in range(20):
                dice = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
                assert a.best_box(dice) == b.best_box(dice)
                for rerolls in (1, 2):
                    keep_a, value_a, _ = a.best_keep(dice, rerolls)
                    keep_b, value_b, _ = b.best_keep(dice, rerolls)
                    assert keep_a == keep_b and value_a == pytest.approx(value_b, abs=1e-6)


def test_plain_table_equals_the_numpy_table(rules):
    from game.games.trippel_yatzy.ai import plain_table

    table, width = plain_table(rules)
    fast = value_table(rules)
    for mask, up in ((0, 0), (12345, 17), ((1 << 15) - 2, 63)):
        assert table[mask * width + up] == fast[mask, up]


def test_three_column_box_choice_looks_a_turn_ahead_among_the_best(rules):
    from game.games.trippel_yatzy import ai

    planner = Planner(rules, "hard")
    rng = random.Random(3)
    for _ in range(10):
        states = tuple((rng.getrandbits(15) & ~(1 << rng.randrange(15)), rng.randrange(64)) for _ in range(3))
        dice = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
        plan = planner.plan((1, 2, 3), states)
        values = plan.option_values(dice)
        top = sorted(values, reverse=True)[: ai.LOOKAHEAD_CANDIDATES]
        chosen = planner.choose_box(plan, (1, 2, 3), states, dice)
        assert values[plan.options.index(chosen)] >= top[-1]
        one = planner.plan((1,), states[:1])
        assert planner.choose_box(one, (1,), states[:1], dice) == one.best_box(dice)  # one column: already exact


def test_the_planner_keeps_few_plans_and_plays_the_same_with_them(info, monkeypatch):
    """A turn plan is some 150 KB: a hard planner keeps at most PLANS_KEPT of them (4,096 grew a four-hard table
    past 1 GB), and playing with only a few kept plays move for move as with many."""
    from game.engine.state import CHANCE
    from game.games.trippel_yatzy import ai

    def play(kept: int) -> tuple[list[Action], int]:
        monkeypatch.setattr(ai, "PLANS_KEPT", kept)
        bot = info.make_bot("hard")
        state, rng, moves, most = new(info, players=1), random.Random(3), [], 0
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                move = state.sample_chance(rng)
            else:
                move = bot.choose(decision_for(state, state.current_player(), random.Random(rng.random())))
            state.apply(move)
            moves.append(move)
            most = max(most, len(bot.planner._cache))
        return moves, most

    many, most_many = play(4096)
    few, most_few = play(6)
    assert few == many
    assert most_many > 6 >= most_few  # a whole game asks for more plans than that
