"""Kinesisk bank's Hint: the hard bot's bet, Done or roll, with the bet's expected return worked out from the rules."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.engine.bots import decision_for
from game.engine.registry import get_game
from game.engine.state import CHANCE, Action
from game.games.kinesisk_bank.advice import advise
from tests.helpers import act, new_match


def ask(match, seed=0):
    state = match.state
    return get_game("kinesisk_bank").advise(decision_for(state.clone(), state.current_player(), random.Random(seed)))


def test_a_bet_returns_57_percent_of_its_stake_by_the_sources_table():
    rules = get_game("kinesisk_bank").data
    # Three alike (8x) 20 · 5³/6⁶, four (8x) 15 · 5²/6⁶, five (16x) 6 · 5/6⁶, six (32x) 1/6⁶; the stake comes back too.
    expected = (20 * 125 * 9 + 15 * 25 * 9 + 6 * 5 * 17 + 33) / 6**6
    assert rules.expected_return() == pytest.approx(expected)
    assert round(100 * expected) == 57
    assert rules.hit_chance() == pytest.approx((20 * 125 + 15 * 25 + 6 * 5 + 1) / 6**6)


def test_the_hint_is_the_hard_bots_move_at_every_choice():
    info = get_game("kinesisk_bank")
    hard = info.make_bot("hard")
    rng = random.Random(5)
    state = info.new_state(4, info.resolve({"rounds": 6}))
    kinds = set()
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player()
        advice = info.advise(decision_for(state.clone(), seat, random.Random(len(kinds))))
        move = hard.choose(decision_for(state, seat, random.Random(len(kinds))))
        assert advice.action == move and move in state.legal_actions() and advice.reason
        kinds.add(move.kind)
        state.apply(move)
    assert kinds == {"bet", "done", "roll"}


def test_leading_it_stakes_the_least_and_says_why():
    m = new_match("kinesisk_bank", 3)
    m.state.chips[1] += 20  # seat 1 has gained 20 chips, seat 2 nothing
    m.state.chips[0] -= 20
    advice = ask(m)
    assert advice.action.kind == "bet" and advice.action.args[1] == 1
    assert advice.reason.startswith("Every bet returns about 57 % of its stake on average and you lead by 20 chips: "
                                    "stake the least the rules allow, 1 chip on square")
    assert advice.points_at == ("seat:2",)  # the nearest rival (the bank lost what seat 1 won)
    act(m, "bet", *advice.action.args)
    advice = ask(m)
    assert advice.action == Action("done") and "you have staked the least the rules allow" in advice.reason


def test_behind_near_the_end_it_stakes_to_catch_up():
    m = new_match("kinesisk_bank", 3, rounds=2)
    m.state.chips[2] += 40  # seat 2 leads seat 1 by 40 chips with two rounds to go
    m.state.chips[0] -= 40
    advice = ask(m)
    target = round(41 / 8)  # one hit of 8 times closes the gap
    assert advice.action.kind == "bet" and advice.action.args[1] == 5
    assert (f"but you are 40 chips behind with 2 rounds to play: put {target} chips on square "
            f"{advice.action.args[0]} this round, where a hit (6.2 % a roll) pays 8 times the stake. Bet 5 now."
            ) in advice.reason
    assert advice.points_at == ("seat:2",)


def test_the_return_is_read_from_the_rules_not_written_in():
    info = get_game("kinesisk_bank")
    rules = replace(info.data, payouts={3: 16, 4: 16, 5: 32, 6: 64})  # a kinder bank
    m = new_match("kinesisk_bank", 3)
    advice = advise(decision_for(m.state, m.state.current_player(), random.Random(0)), rules)
    assert f"returns about {round(100 * rules.expected_return())} % of its stake" in advice.reason
    assert rules.expected_return() == pytest.approx((20 * 125 * 17 + 15 * 25 * 17 + 6 * 5 * 33 + 65) / 6**6)
    assert "returns about 107 % of its stake" in advice.reason


def test_the_bank_is_told_to_roll():
    m = new_match("kinesisk_bank", 2)
    act(m, "bet", 1, 1)
    act(m, "done")
    advice = ask(m)
    assert advice.action == Action("roll") and advice.reason.startswith("You hold the bank: roll the six dice.")
