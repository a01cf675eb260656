"""Narrespillet's bots: every level answers with a legal move; the rule-based player takes the plain wins."""

import random

from game.ai.base import RandomBot, decision_for
from game.ai.ismcts import ISMCTS
from game.engine.state import CHANCE, Action
from game.games.narrespillet.ai import RuleBot, make_bot, make_search

from .helpers import C, cards, deal, place


def test_levels():
    assert isinstance(make_bot("easy"), RuleBot)
    assert isinstance(make_bot("normal"), ISMCTS) and make_bot("normal").seconds == 0.3
    assert isinstance(make_bot("hard"), ISMCTS) and make_bot("hard").seconds == 1.0


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
    bots = [RuleBot(), make_search(iterations=8), RandomBot(), RuleBot()]
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
