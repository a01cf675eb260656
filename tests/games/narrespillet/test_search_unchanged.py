"""What the search's own costs (the determinization, the tree walk, the root's race) must not change: a seeded
search with an iteration budget, at each level as it plays (its own playouts, hard's race), picks the same moves,
runs the same number of iterations, stops early at the same decisions and draws the same random numbers as
recorded from the code before that work, at decisions of every kind a search meets in a game. (Recorded anew
when the playouts' policy changed: their turn's random move became a random discard, and they play only
policy.PLAYOUT_TRUMPS for their effect; and again when the rule-based player learned to keep the Fool rather
than steal what it beats anyway, and to play the Tower that puts its placement in the lead.)"""

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
        ('trump', (66, 5), 120, False, 0.181530986511),
        ('discard', (46,), 120, False, 0.821329690424),
        ('discard', (29,), 120, False, 0.026801362135),
        ('discard', (15,), 120, False, 0.74561587981),
        ('call', (34,), 120, False, 0.131413056852),
    ],
    ("normal", 22): [
        ('place', (3, -1, -1, 77), 120, False, 0.454563229255),
        ('discard', (50,), 120, False, 0.323941210257),
        ('place', (2, -1, -1, 35), 120, False, 0.091146290289),
        ('discard', (0,), 120, False, 0.681721833042),
        ('discard', (52,), 120, False, 0.228493840905),
    ],
    ("normal", 23): [
        ('trump', (66, 5), 120, False, 0.28861519983),
        ('call', (21,), 120, False, 0.248222241759),
        ('trump', (68, 4), 120, False, 0.063636089532),
        ('hermit', (), 120, False, 0.563843912942),
    ],
    ("hard", 21): [
        ('trump', (66, 4), 240, False, 0.157782715835),
        ('discard', (57,), 240, False, 0.375951061308),
        ('trump', (68, 1), 240, False, 0.769486092045),
        ('discard', (15,), 241, False, 0.553388582097),
        ('call', (34,), 240, False, 0.136950934514),
    ],
    ("hard", 22): [
        ('place', (2, -1, -1, 77), 240, False, 0.928328389051),
        ('discard', (50,), 241, False, 0.957975617329),
        ('place', (2, -1, -1, 35), 240, False, 0.924634605645),
        ('discard', (47,), 240, False, 0.384180736718),
        ('discard', (18,), 240, False, 0.838809876021),
    ],
    ("hard", 23): [
        ('place', (0, -1, -1, 7, 8), 240, False, 0.763218577376),
        ('call', (20,), 240, False, 0.495768297048),
        ('trump', (68, 1), 240, False, 0.873013432783),
        ('wait', (), 240, False, 0.456821017596),
    ],
    ("hard, quick race", 21): [
        ('trump', (66, 5), 60, True, 0.656344033748),
        ('discard', (57,), 241, False, 0.023990308704),
        ('trump', (68, 1), 157, True, 0.298248820545),
        ('discard', (15,), 34, True, 0.174365525439),
        ('call', (50,), 64, True, 0.244655626401),
    ],
    ("hard, quick race", 22): [
        ('place', (0, -1, -1, 77), 241, False, 0.001194900405),
        ('discard', (70,), 128, True, 0.322850931064),
        ('discard', (58,), 83, True, 0.22221799521),
        ('discard', (0,), 44, True, 0.391506410309),
        ('discard', (18,), 165, True, 0.633929177933),
    ],
    ("hard, quick race", 23): [
        ('place', (0, -1, -1, 7, 8), 39, True, 0.691560771515),
        ('call', (20,), 44, True, 0.362256785734),
        ('trump', (68, 3), 62, True, 0.826311169118),
        ('wait', (), 108, True, 0.466439949584),
    ],
}


@pytest.mark.parametrize("level", list(BUDGETS))
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g[2]}")
def test_a_seeded_search_with_an_iteration_budget_decides_as_before(info, level, game):
    assert search_record(info, level, BUDGETS[level], positions(info, *game)) == RECORDS[(level, game[2])]
