"""The hard level's model of a bidding round: rebuilt from a seat's view, it plays on as the state does; and the
moves it makes face to face because of what it expects the other to answer."""

from __future__ import annotations

import random

from game.ai.base import decision_for
from game.engine.state import Action
from game.games.krutroyk.ai import KrutroykBot
from game.games.krutroyk.bid_lookahead import copy_round, round_from_view
from game.games.krutroyk.phases import BIDDING
from tests.games.krutroyk.conftest import act, challenge, set_money, to_main
from tests.games.krutroyk.test_episodes import random_move


def plain(actions: list[Action]) -> list[tuple[object, ...]]:
    return [(a.kind, *a.args) for a in actions]


def test_a_bidding_round_rebuilt_from_the_view_plays_on_as_the_state_does(new):
    rounds = 0
    for seed in range(150):
        rng = random.Random(seed)
        state = new(2 + seed % 4)
        while not state.is_terminal():
            if state.phase == BIDDING:
                rounds += 1
                rnd, money = round_from_view(state.view(state.current_player()))
                # Every move the state offers, and after each the same next bidder (or the same end of the round).
                assert rnd.turn == state.current_player()
                legal = state.legal_actions()
                assert plain(rnd.moves(money, rnd.turn)) == plain(legal)
                for action in legal:
                    if action.kind == "fold" and not rnd.answered:
                        continue  # the narrator's fold ends the round at once: the model takes the ante itself
                    played = state.clone()
                    played.apply(action)
                    copy, dollars = copy_round(rnd, money)
                    copy.apply(dollars, action)
                    if played.phase == BIDDING:
                        assert copy.turn == played.current_player()
                        assert plain(copy.moves(dollars, copy.turn)) == plain(played.legal_actions())
                    else:
                        assert copy.finished()
                        left = copy.in_seats()
                        if len(left) == 1:  # the last one in takes the pot (the model's settle does the same)
                            dollars.take(left[0], dollars.pot)
                    assert (dollars.pockets, dollars.stacks, dollars.pot) == (
                        played.money.pockets,
                        played.money.stacks,
                        played.money.pot,
                    )
            state.apply(random_move(state, rng))
    assert rounds > 300


def called(new):
    """Two players: narrator 0 (4 in the stack) called the challenge of seat 1 (2 in the stack): 3 against 2 now."""
    state = new(2)
    to_main(state)
    set_money(state, [1, 3], [4, 2])
    challenge(state, 1, "pocket")
    act(state, "call")
    return state


def test_face_to_face_hard_raises_where_normal_would_raise_back_into_an_empty_stack(new, info):
    # Standing duels for 4 dollars. A raise tempts the normal level (which does not see the showdown coming) into
    # raising back with its last stack dollars: after that, any duel but its own win ends the episode with its stack
    # empty.
    state = called(new)
    hard, normal = KrutroykBot("hard", info.data), KrutroykBot("normal", info.data)
    action = hard.choose(decision_for(state, 1, random.Random(0)))
    assert action.kind == "raise"
    state.apply(action)
    answer = normal.choose(decision_for(state, 0, random.Random(0)))
    state.apply(answer)
    assert answer.kind == "raise" and state.money.stacks[0] == 0
