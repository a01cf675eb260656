"""What the search's own costs (the determinization, the tree walk, the root's race) must not change: a seeded
search with an iteration budget, at each level as it plays (its own playouts, hard's race), picks the same moves,
runs the same number of iterations, stops early at the same decisions and draws the same random numbers as
recorded from the code before that work, at decisions of every kind a search meets in a game."""

from __future__ import annotations

import random

import pytest

from game.ai.base import decision_for
from game.engine.state import CHANCE
from game.games.narrespillet.ai import RuleBot, make_level

GAMES = [  # (players, options, seed, how many decisions with a choice, every how many-th)
    (4, {}, 21, 5, 7),
    (3, {"malderia": True, "kroam": True}, 22, 5, 9),
    (5, {"althea": True}, 23, 4, 11),
]
BUDGETS = {"normal": 120, "hard": 240, "hard, quick race": 240}


def positions(info, players: int, options: dict, seed: int, count: int, every: int) -> list:
    """Every `every`-th decision with more than one move (of any kind) in a seeded game of easy players."""
    rng = random.Random(seed)
    state = info.new_state(players, info.resolve(options))
    easy = RuleBot()
    out: list = []
    seen = 0
    while len(out) < count and not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, seat, random.Random(rng.random()))
        if len(decision.legal) > 1:
            if seen % every == 0:
                out.append((state.clone(), seat, rng.random()))
            seen += 1
        state.apply(easy.choose(decision))
    return out


def search_record(info, level: str, iterations: int, at: list) -> list:
    """At each position: the move chosen, the iterations run, whether it stopped early, and the next number of
    the decision's generator (the search drew the same random numbers before it)."""
    bot = make_level(level.split(",")[0], iterations)
    if level == "hard, quick race":  # a race decided at one standard error: most decisions stop early
        bot.early_stop = 1.0
    record = []
    for position, seat, luck in at:
        decision = decision_for(position, seat, random.Random(luck))
        move = bot.choose(decision)
        record.append((move.kind, move.args, bot.last_iterations, bot.last_stopped_early,
                       round(decision.rng.random(), 12)))
    return record


RECORDS: dict[tuple[str, int], list] = {  # (kind, args, iterations, stopped early, next random number)
    ("normal", 21): [
        ('trump', (66, 4), 120, False, 0.014963438207),
        ('discard', (45,), 120, False, 0.107743669119),
        ('trump', (68, 2), 120, False, 0.180841481614),
        ('place', (2, -1, -1, 39), 120, False, 0.944896202399),
        ('call', (53,), 120, False, 0.600136321468),
    ],
    ("normal", 22): [
        ('place', (1, -1, -1, 77), 120, False, 0.652936508127),
        ('discard', (50,), 120, False, 0.098111374761),
        ('trump', (58, 2), 120, False, 0.234895857465),
        ('discard', (43,), 120, False, 0.988127585638),
        ('discard', (18,), 120, False, 0.63238610037),
    ],
    ("normal", 23): [
        ('trump', (66, 5), 120, False, 0.99336410812),
        ('call', (20,), 120, False, 0.120830092307),
        ('place', (0, -1, 37, 0, 5, 6, 37, 57), 120, False, 0.469151036293),
        ('call', (9,), 120, False, 0.53293901266),
    ],
    ("hard", 21): [
        ('trump', (66, 5), 240, False, 0.157782715835),
        ('discard', (16,), 240, False, 0.375951061308),
        ('trump', (68, 1), 240, False, 0.769486092045),
        ('discard', (15,), 240, False, 0.68730604586),
        ('call', (34,), 242, False, 0.694173818812),
    ],
    ("hard", 22): [
        ('place', (1, -1, -1, 77), 241, False, 0.390669189322),
        ('discard', (1,), 240, False, 0.122836724952),
        ('place', (2, -1, -1, 35), 240, False, 0.924634605645),
        ('discard', (0,), 240, False, 0.448192360182),
        ('discard', (18,), 240, False, 0.838809876021),
    ],
    ("hard", 23): [
        ('trump', (66, 5), 60, True, 0.465331983408),
        ('call', (21,), 240, False, 0.495768297048),
        ('place', (0, -1, 37, 0, 5, 6, 37, 57), 240, False, 0.310357914383),
        ('call', (9,), 240, False, 0.764075054767),
    ],
    ("hard, quick race", 21): [
        ('trump', (66, 5), 36, True, 0.342744694847),
        ('discard', (46,), 40, True, 0.852024009178),
        ('trump', (68, 1), 241, False, 0.066942393192),
        ('discard', (15,), 84, True, 0.594495012285),
        ('call', (34,), 78, True, 0.735130061318),
    ],
    ("hard, quick race", 22): [
        ('place', (2, -1, -1, 77), 73, True, 0.65578773175),
        ('discard', (70,), 113, True, 0.941696827845),
        ('place', (2, -1, -1, 35), 52, True, 0.398344036019),
        ('discard', (0,), 32, True, 0.728839819945),
        ('discard', (18,), 38, True, 0.189411985887),
    ],
    ("hard, quick race", 23): [
        ('trump', (66, 5), 32, True, 0.019937203804),
        ('call', (11,), 240, False, 0.800590622402),
        ('place', (0, -1, 20, 0, 5, 6, 20, 57), 66, True, 0.745686855721),
        ('call', (9,), 240, False, 0.764075054767),
    ],
}


@pytest.mark.parametrize("level", list(BUDGETS))
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g[2]}")
def test_a_seeded_search_with_an_iteration_budget_decides_as_before(info, level, game):
    assert search_record(info, level, BUDGETS[level], positions(info, *game)) == RECORDS[(level, game[2])]
