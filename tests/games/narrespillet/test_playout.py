"""The search's fast playout step: its moves are legal, and on a turn it finds a move the rule-based player
scores as high as its favourite among all the legal moves (it only skips moves that can never score higher)."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.state import CHANCE
from game.games.narrespillet.ai import _turn_score, best_turn_move, playout_move, table_from_state


@pytest.mark.parametrize(("players", "options", "seed"), [
    (4, {"rounds": 2}, 21),
    (3, {"rounds": 2, "malderia": True, "kroam": True}, 22),
    (5, {"rounds": 1, "althea": True}, 23),
    (2, {"rounds": 2}, 24),
    (6, {"rounds": 1, "malderia": True}, 25),
])
def test_the_fast_playout_move_is_legal_and_as_good_as_the_best_of_all_moves(info, players, options, seed):
    rng = random.Random(seed)
    state = info.new_state(players, info.resolve(options))
    turns = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        assert playout_move(state, random.Random(rng.random())) in legal
        if state.ask[0] == "turn":
            turns += 1
            entity = state.ask[2]
            move = best_turn_move(state, entity, random.Random(rng.random()))
            assert move in legal
            tab = table_from_state(state, entity)
            assert _turn_score(move, tab) == max(_turn_score(a, tab) for a in legal)
            assert set(state.turn_moves(few=True)) <= set(legal)
        state.apply(RandomBot().choose(decision_for(state, seat, random.Random(rng.random()))))
    assert turns > 20
