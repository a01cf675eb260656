"""Narrespillet's bots: every level answers with a legal move; the rule-based player takes the plain wins."""

import json
import random

import pytest

from game.ai import parallel, wire
from game.ai.base import RandomBot, decision_for
from game.ai.ismcts import ISMCTS
from game.engine.state import CHANCE, Action
from game.games.narrespillet.ai import (
    PILE_TURNS_AGREED,
    RuleBot,
    evaluate,
    make_bot,
    make_level,
    make_search,
    round_end,
    victory_share,
)

from .helpers import C, cards, deal, place


def test_levels():
    assert isinstance(make_bot("easy"), RuleBot)
    assert isinstance(make_bot("normal"), ISMCTS) and make_bot("normal").seconds == 0.3
    assert isinstance(make_bot("hard"), ISMCTS) and make_bot("hard").seconds == 1.0
    hard, normal = make_bot("hard"), make_bot("normal")
    assert hard.paired_root and not normal.paired_root
    assert hard.early_stop == 2.5 and normal.early_stop is None  # hard races its moves; normal has no pairs
    assert hard.playout_move is not None and normal.playout_move is not None
    assert hard.evaluate is victory_share and normal.evaluate is evaluate


def test_rule_bot_steals_with_the_fool_and_plays_the_world(info):
    s = deal(info, 3, {0: ["5 Cu", "6 Cu", "7 Cu"], 1: ["fool", "world"]})
    s.apply(place(2, cards("5 Cu", "6 Cu", "7 Cu")))
    assert RuleBot().choose(decision_for(s, 1, random.Random(1))) == Action("steal", (1,))
    s.apply(Action("steal", (1,)))
    choice = RuleBot().choose(decision_for(s, 1, random.Random(1)))
    assert choice.kind == "place" and C("world") in choice.args[3:]


def test_bots_play_whole_games_with_legal_moves(info):
    rng = random.Random(4)
    state = info.new_state(4, info.resolve({"rounds": 1}))
    bots = [RuleBot(), make_search(iterations=8), RandomBot(), make_search(iterations=8, paired=True)]
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, seat, random.Random(rng.random()))
        action = bots[seat].choose(decision)
        assert action in decision.legal
        state.apply(action)
    assert sum(sum(v) for v in state.victories) == 4


def test_the_ai_agrees_to_turn_the_pile_only_twice_a_round(info):
    """The rules let the pile be turned as often as all agree; AIs that keep discarding could go on for ever."""
    s = deal(info, 3, {})
    for turned in range(PILE_TURNS_AGREED + 1):
        s.table.pile_turns = turned
        s.table.discard += s.table.deck
        s.table.deck = []
        before = s.clone()
        s.apply(Action("discard", (s.table.hand[s.ask[1]][0],)))
        assert s.ask[0] == "vote"
        seat = s.ask[1]
        want = Action("vote", (1 if turned < PILE_TURNS_AGREED else 0,))
        assert RuleBot().choose(decision_for(s, seat, random.Random(1))) == want
        if turned >= PILE_TURNS_AGREED:
            assert make_search(iterations=20).choose(decision_for(s, seat, random.Random(1))) == want
        s = before


def test_a_table_of_ais_turns_the_pile_at_most_twice_and_ends_the_round(info):
    """Without the limit, two easy AIs on this deal turned the pile 13 times in one round (757 actions)."""
    rng = random.Random(60)
    state = info.new_state(2, info.resolve({"rounds": 1}))
    bot = RuleBot()
    steps = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bot.choose(decision_for(state, seat, random.Random(rng.random()))))
        steps += 1
        assert steps < 2000 and state.table.pile_turns <= PILE_TURNS_AGREED
    assert sum(sum(v) for v in state.victories) == 4


def test_hard_plays_out_whole_rounds_and_scores_the_victories_taken(info):
    """Hard's playouts stop only when the round is scored; each seat's result is its share of the four houses."""
    rng = random.Random(7)
    state = info.new_state(3, info.resolve({"rounds": 2}))
    state.apply(state.sample_chance(rng))
    while state.current_player() == CHANCE:
        state.apply(state.sample_chance(rng))
    stop = round_end(state)
    bot = RuleBot()
    while not stop(state):
        assert sum(sum(v) for v in state.victories) == 0  # nothing is scored before the round ends
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bot.choose(decision_for(state, seat, random.Random(rng.random()))))
    taken = [sum(v) for v in state.victories]
    assert sum(taken) == 4 and not state.is_terminal()
    assert victory_share(state) == [t / 4 for t in taken]


@pytest.fixture
def pool():
    before = parallel._pool
    parallel._pool = fresh = parallel.Pool()
    yield fresh
    fresh.shutdown()
    parallel._pool = before


def seeded_decisions(info, bot, count: int) -> list:
    """The moves, iterations and the generator's next number at the first `count` searched decisions of a
    seeded game of easy players."""
    rng = random.Random(9)
    state = info.new_state(4, info.resolve({}))
    easy = RuleBot()
    out: list = []
    while len(out) < count:
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, seat, random.Random(rng.random()))
        if len(decision.legal) > 1:
            mine = decision_for(state.clone(), seat, random.Random(rng.random()))
            move = bot.choose(mine)
            out.append((move, bot.last_iterations, bot.last_stopped_early, mine.rng.random()))
        state.apply(easy.choose(decision))
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seeded_search_with_a_worker_decides_as_the_same_shares_searched_in_one_process(info, pool, level):
    """The worker process samples, plays out and scores exactly as the deciding process would (no hash
    order or other state of its own leaks into its share)."""
    bot = make_level(level, 160, workers=1)
    assert bot.recipe is not None and pool.warm(1, bot.recipe.module) == 1
    shared = seeded_decisions(info, bot, 4)
    assert bot.last_processes == 2
    pool.faults = parallel.MAX_FAULTS  # no more workers: every share is searched here
    assert seeded_decisions(info, bot, 4) == shared
    assert bot.last_processes == 1


def test_the_levels_search_beside_workers_with_a_time_budget_only(info):
    state = info.new_state(4, info.resolve({}))
    while state.current_player() == CHANCE:
        state.apply(state.sample_chance(random.Random(1)))
    decision = decision_for(state, state.current_player(), random.Random(1))
    assert make_bot("hard").worker_count(decision) == parallel.default_workers()
    assert make_level("hard", 100).worker_count(decision) == 0
    assert make_level("normal", 100, workers=2).worker_count(decision) == 2


@pytest.mark.parametrize("players, options", [(4, {}), (3, {"malderia": True, "kroam": True}), (5, {"althea": True})])
def test_every_position_a_search_decides_in_goes_to_a_worker_whole(info, players, options):
    """The search sends the deciding state to its worker processes through a pipe: at every decision of a game
    (queued turn-flow tasks too) the state that arrives is the state sent, and samples the same deals."""
    rng = random.Random(players)
    state = info.new_state(players, info.resolve({"rounds": 2, **options}))
    easy = RuleBot()
    tasks = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        sent = wire.read(json.loads(json.dumps(wire.write(state), allow_nan=False)))
        assert sent.snapshot() == state.snapshot()
        assert sent.resample(seat, random.Random(1)).snapshot() == state.resample(seat, random.Random(1)).snapshot()
        tasks += bool(state.tasks)
        state.apply(easy.choose(decision_for(state, seat, random.Random(rng.random()))))
    assert tasks  # decisions with tasks queued were among them
