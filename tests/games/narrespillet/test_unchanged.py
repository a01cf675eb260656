"""What the search's speed work must not change: seeded games give the same record move for move (the legal
moves in their order, the moves chosen, every seat's view, the result), and a seeded search with an iteration
budget picks the same moves. The digests were taken from the code before the state was made cheaper to copy
(those of seeds 11 and 14, and the search's choices, recorded anew when the rule-based player learned to keep
the Fool rather than steal what it beats anyway, and to play the Tower that puts its placement in the lead)."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.state import CHANCE
from game.games.narrespillet.ai import RuleBot, make_level

GAMES = [  # (players, options, bots: e = easy, r = random, seed)
    (4, {"rounds": 5}, "eeee", 11),
    (3, {"rounds": 2, "malderia": True}, "erre", 12),
    (5, {"rounds": 2, "althea": True, "kroam": True}, "eeeee", 13),
    (2, {"rounds": 3, "stake_each": 6, "priestess_extra_turn": False}, "er", 14),
    (6, {"rounds": 1, "malderia": True, "kroam": True}, "rrrrrr", 15),
]


def play_record(info, players: int, options: dict, bots: str, seed: int) -> str:
    """A digest of the whole game: at each decision the legal moves, the mover's view and the move."""
    rng = random.Random(seed)
    state = info.new_state(players, info.resolve(options))
    seats = [RuleBot() if b == "e" else RandomBot() for b in bots]
    digest = hashlib.sha256()
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            move = state.sample_chance(rng)
        else:
            decision = decision_for(state, seat, random.Random(rng.random()))
            move = seats[seat].choose(decision)
            digest.update(repr(decision.legal).encode())
            digest.update(json.dumps(state.view(seat), sort_keys=True).encode())
        digest.update(repr(move).encode())
        state.apply(move)
        assert not state.invariants()
    digest.update(repr((state.victories, state.returns(), state.scores())).encode())
    return digest.hexdigest()[:16]


RECORDS = {
    11: "2eade31cccce3fc4",
    12: "e91831fe9971fa4b",
    13: "2024aa73362b651d",
    14: "9c72ca11a4e448a9",
    15: "cfb76c9e3b3a39d1",
}


@pytest.mark.parametrize(("players", "options", "bots", "seed"), GAMES)
def test_seeded_games_give_the_same_record(info, players, options, bots, seed):
    assert play_record(info, players, options, bots, seed) == RECORDS[seed]


def search_positions(info, seed: int, count: int) -> list:
    """The first `count` turn decisions with a choice in a seeded game of easy players (as the benchmark)."""
    rng = random.Random(seed)
    state = info.new_state(4, info.resolve({}))
    easy = RuleBot()
    out = []
    while len(out) < count:
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, seat, random.Random(rng.random()))
        if len(decision.legal) > 1 and state.ask[0] == "turn":
            out.append((state.clone(), seat, rng.random()))
        state.apply(easy.choose(decision))
    return out


SEARCH_CHOICES = {  # (kind, args) of each move chosen
    "normal": [("place", (2, -1, -1, 39)), ("place", (3, -1, -1, 46)), ("place", (1, -1, -1, 15)),
               ("place", (1, -1, -1, 77))],
    "hard": [("place", (2, -1, -1, 39)), ("place", (3, -1, -1, 44, 46)), ("place", (3, -1, -1, 51)),
             ("place", (0, -1, -1, 77))],
}


@pytest.mark.parametrize(("level", "iterations"), [("normal", 40), ("hard", 48)])
def test_a_seeded_search_with_an_iteration_budget_picks_the_same_moves(info, level, iterations):
    """With the playout policy of before (the rule-based player scoring every legal move) and no early stop,
    the state's speed work changes none of the search's choices."""
    bot = make_level(level, iterations)
    bot.playout_move = None
    bot.play_out = None
    bot.early_stop = None
    chosen = []
    for position, seat, luck in search_positions(info, 3, 4):
        move = bot.choose(decision_for(position, seat, random.Random(luck)))
        chosen.append((move.kind, move.args))
    assert chosen == SEARCH_CHOICES[level]


@pytest.mark.parametrize(("level", "iterations"), [("normal", 60), ("hard", 120)])
def test_the_levels_own_playouts_search_as_the_search_loop_with_the_fast_playout_move(info, level, iterations):
    """The levels play their playouts themselves (playout.py); with the search's own loop and playout_move in
    their place, a seeded search with an iteration budget (and hard's race) picks the same moves, runs the same
    number of iterations and stops early at the same decisions."""
    fast, loop = make_level(level, iterations), make_level(level, iterations)
    loop.play_out = None
    for position, seat, luck in search_positions(info, 5, 6):
        moves = [bot.choose(decision_for(position, seat, random.Random(luck))) for bot in (fast, loop)]
        assert moves[0] == moves[1]
        assert (fast.last_iterations, fast.last_stopped_early) == (loop.last_iterations, loop.last_stopped_early)
