"""Whole games: the golden transcripts, and properties of seeded AI and random games."""

import random
from pathlib import Path

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action
from game.games.trippel_yatzy.transcript import play_transcript

HERE = Path(__file__).parent


@pytest.mark.parametrize("name, options, levels, seed", [
    ("golden_three_columns.txt", {"columns": 3}, ["hard", "normal", "easy"], 2026),
    ("golden_one_column.txt", {"columns": 1}, ["hard", "easy"], 7),
])
def test_seeded_game_matches_the_golden_transcript(info, name, options, levels, seed):
    # Regenerate with tools/yatzy_transcript.py after a deliberate change of rules or AI.
    assert play_transcript(info, options, levels, seed) == (HERE / name).read_text(encoding="utf-8")


def play(info, columns, bots, seed):
    seats = [Seat(f"S{i}", "ai") for i in range(len(bots))]
    match = Match(info, {"columns": columns}, seats, seed)
    writes = [0] * len(bots)
    while not match.state.is_terminal():
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            match.play_chance()
            continue
        decision = decision_for(state, player, match.step_rng("bot"))
        action = bots[player].choose(decision)
        assert action in decision.legal  # the AI's choices are always legal
        if action.kind in ("score", "strike"):
            column, key = action.args
            assert state.view(None)["sheets"][player]["columns"][column]["boxes"][key] is None
            writes[player] += 1
        match.apply(action)
        assert not match.state.invariants()
    return match, writes


@pytest.mark.parametrize("columns", [1, 3])
def test_ai_and_random_games_keep_the_rules(info, columns):
    dream = 374 * (1 if columns == 1 else 6)
    levels = ["easy", "normal", "hard"]
    for seed in range(4):
        bots = [info.make_bot(levels[seed % 3]), RandomBot(), info.make_bot(levels[(seed + 1) % 3])]
        match, writes = play(info, columns, bots, seed)
        state = match.state
        assert writes == [15 * columns] * 3  # every box filled exactly once
        for sheet in state.view(None)["sheets"]:
            assert all(box is not None for column in sheet["columns"] for box in column["boxes"].values())
            assert 0 <= sheet["total"] <= dream
        replay = Match(info, {"columns": columns}, match.seats, seed)
        for action in match.actions:
            replay.apply(action)
        assert replay.state.snapshot() == state.snapshot()


def test_strength_order_over_a_few_games(info):
    # A sanity check of the levels, not the measurement (tools/bench_yatzy.py): hard beats easy on a sum.
    totals = {"easy": 0.0, "hard": 0.0}
    for seed in range(40):
        for level in totals:
            match, _ = play(info, 1, [info.make_bot(level)], 100 + seed)
            totals[level] += match.state.scores()[0]
    assert totals["hard"] > totals["easy"]


def test_random_chance_draws_are_legal(info):
    state = info.new_state(2, info.resolve({}))
    rng = random.Random(5)
    state.apply(state.legal_actions()[0])
    assert state.is_chance_action_valid(state.sample_chance(rng))


def test_direct_legality_check_agrees_with_the_legal_list(info):
    rng = random.Random(11)
    keys = [b.key for b in info.data.boxes]
    candidates = [Action("roll"), Action("roll", (1,)), Action("hold", (True,)), Action("hold", (5,)),
                  Action("score", (3, "ones")), Action("score", (0, "nonsense")), Action("pass")]
    candidates += [Action("hold", (i,)) for i in range(5)]
    candidates += [Action(kind, (c, k)) for kind in ("score", "strike") for c in range(3) for k in keys]
    for columns in (1, 3):
        state = info.new_state(2, info.resolve({"columns": columns}))
        bot = RandomBot()
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            for action in candidates:
                assert state.is_legal(action) == (action in legal), action
            state.apply(bot.choose(decision_for(state, state.current_player(), rng)))
