"""What the search's own costs (the determinization, the tree walk, the root's race) must not change: a seeded
search with an iteration budget, at each level as it plays (its own playouts, hard's race), picks the same moves,
runs the same number of iterations, stops early at the same decisions and draws the same random numbers as
recorded from the code before that work, at decisions of every kind a search meets in a game. (Recorded anew
when the playouts' policy changed: their turn's random move became a random discard, and they play only
policy.PLAYOUT_TRUMPS for their effect.)"""

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
        ('trump', (66, 4), 120, False, 0.104886538337),
        ('discard', (16,), 120, False, 0.989844975713),
        ('trump', (68, 1), 120, False, 0.298266439859),
        ('place', (2, -1, -1, 28, 39), 120, False, 0.14705290136),
        ('call', (34,), 120, False, 0.131413056852),
    ],
    ("normal", 22): [
        ('place', (3, -1, -1, 77), 120, False, 0.934697776282),
        ('discard', (70,), 120, False, 0.981748828713),
        ('place', (2, -1, -1, 35), 120, False, 0.255177514535),
        ('discard', (43,), 120, False, 0.716690573686),
        ('discard', (52,), 120, False, 0.228493840905),
    ],
    ("normal", 23): [
        ('place', (0, -1, -1, 7, 8), 120, False, 0.149618123206),
        ('call', (11,), 120, False, 0.752329933267),
        ('place', (0, -1, 20, 0, 5, 6, 20, 57), 120, False, 0.956856994743),
        ('call', (9,), 120, False, 0.593341254385),
    ],
    ("hard", 21): [
        ('trump', (66, 4), 240, False, 0.157782715835),
        ('discard', (16,), 240, False, 0.375951061308),
        ('trump', (68, 1), 240, False, 0.769486092045),
        ('discard', (15,), 241, False, 0.481411271119),
        ('call', (34,), 240, False, 0.136950934514),
    ],
    ("hard", 22): [
        ('place', (2, -1, -1, 77), 240, False, 0.928328389051),
        ('discard', (50,), 242, False, 0.957975617329),
        ('trump', (58, 1), 240, False, 0.924634605645),
        ('discard', (0,), 240, False, 0.384180736718),
        ('discard', (18,), 240, False, 0.838809876021),
    ],
    ("hard", 23): [
        ('trump', (66, 5), 240, False, 0.763218577376),
        ('call', (20,), 242, False, 0.751818808039),
        ('place', (0, -1, 37, 0, 5, 6, 37, 57), 240, False, 0.552058565123),
        ('call', (9,), 240, False, 0.764075054767),
    ],
    ("hard, quick race", 21): [
        ('trump', (66, 4), 82, True, 0.572206828242),
        ('discard', (57,), 241, False, 0.023990308704),
        ('trump', (68, 1), 155, True, 0.177973182783),
        ('discard', (15,), 32, True, 0.523781131515),
        ('call', (50,), 64, True, 0.244655626401),
    ],
    ("hard, quick race", 22): [
        ('place', (1, -1, -1, 77), 241, False, 0.836138345799),
        ('discard', (50,), 241, False, 0.156038032721),
        ('trump', (58, 1), 240, False, 0.331882595724),
        ('discard', (0,), 44, True, 0.391506410309),
        ('discard', (18,), 165, True, 0.633929177933),
    ],
    ("hard, quick race", 23): [
        ('place', (0, -1, -1, 7, 8), 42, True, 0.776971949294),
        ('call', (11,), 70, True, 0.007630129214),
        ('place', (0, -1, 20, 0, 5, 6, 20, 57), 86, True, 0.351910549887),
        ('call', (9,), 240, False, 0.764075054767),
    ],
}


@pytest.mark.parametrize("level", list(BUDGETS))
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g[2]}")
def test_a_seeded_search_with_an_iteration_budget_decides_as_before(info, level, game):
    assert search_record(info, level, BUDGETS[level], positions(info, *game)) == RECORDS[(level, game[2])]
