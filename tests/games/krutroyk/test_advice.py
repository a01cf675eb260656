"""The hint: the hard AI's move, always legal and the same each time it is asked, with a reason that says the duel's
odds, why to challenge, and the pot against the seat's dollars."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from game.ai import bot_for
from game.engine.bots import decision_for
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import Action
from game.games.krutroyk.ai import KrutroykBot
from game.games.krutroyk.phases import BIDDING, NARRATING
from game.games.krutroyk.state import KrutroykState
from game.i18n import set_language
from game.session.session import TableSession
from tests.games.krutroyk.conftest import act, challenge, duel_for_the_pot, set_money, to_main

PART = re.compile(r"(seat|pocket|stack):(\d+)|pot")


def advise(info: Any, state: KrutroykState, seed: int = 0) -> Any:
    return info.advise(decision_for(state, state.current_player(), random.Random(seed)))


def shown(state: KrutroykState, seat: int, choice: str | int, times: int) -> None:
    """Records `times` earlier duels in which `seat` made `choice` (public after each draw)."""
    for _ in range(times):
        state.duels.append({"kind": "opening", "round": 1, "duellists": [seat], "choices": {str(seat): choice},
                            "fates": {}, "winners": [], "pot": 0})


def hard_favourite(info: Any, state: KrutroykState, draws: int = 300) -> Action:
    """The move the hard AI makes most often here."""
    bot = KrutroykBot("hard", info.data)
    seat = state.current_player()
    return Counter(bot.choose(decision_for(state, seat, random.Random(n))) for n in range(draws)).most_common(1)[0][0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_hint_of_a_whole_episode_is_a_legal_move_with_a_reason(info, players):
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
    match = Match(info, {}, seats, 40 + players)
    session = TableSession(match, lambda seat: None, words=False, bots=[bot_for(info, s) for s in seats])
    phases = set()
    while not session.is_over():
        seat = session.to_act()
        if seat >= 0:
            state = match.state
            advice = info.advise(decision_for(state.clone(), seat, random.Random(1)))
            again = info.advise(decision_for(state.clone(), seat, random.Random(99)))
            assert advice == again  # the same position, the same hint, whatever the decision's generator
            if advice.action.kind == "narrate":  # typed text, which no list holds: the AI's line, and said so
                assert state.is_legal(advice.action) and f"“{advice.action.args[0]}”" in advice.reason
            else:
                assert advice.action in state.legal_actions()
            assert advice.reason.strip()
            for part in advice.points_at:
                found = PART.fullmatch(part)
                assert found and (part == "pot" or int(found.group(2)) < players), part
            phases.add(state.phase.name)
        session.advance()
    assert {"roles", "duel_choose", "challenge", "bidding", "narrate"} <= phases


@pytest.mark.parametrize(("habit", "advised", "words"), [
    ("self", Action("air"), "nobody aims at you"),  # a self-shooter is beaten by the air
    (2, Action("self"), "you win if anyone aims at you"),  # a shooter is beaten by a shot at oneself
])
def test_the_duel_hint_answers_how_the_other_duellist_has_shown_to_play(info, new, habit, advised, words):
    state = new(3)
    to_main(state)
    duel_for_the_pot(state)
    shown(state, 1, habit if habit != 2 else 0, 8)
    advice = advise(info, state)
    assert advice.action == advised == hard_favourite(info, state)
    assert words in advice.reason and "(from their earlier duels)" in advice.reason
    assert re.search(r"about \d in 10|over 9 in 10", advice.reason)  # the odds of winning the duel
    assert re.search(r"would do this (\d times? in 10|almost every time)", advice.reason)  # the AI's mix


def test_a_duel_hint_before_any_duel_was_seen_says_so(info, new):
    state = new(2)
    while state.phase.name == "roles":
        act(state, "pick", state.next_trait(), state.role_seat + 1)
    advice = advise(info, state)
    assert advice.action.kind in ("air", "shoot", "self")
    assert "no duels seen yet" in advice.reason


def test_shooting_a_duellist_names_them_and_the_chance_they_shoot_themself(info, new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 5], [2, 1, 0])  # seat 2's stack is empty: the duel brings the showdown
    duel_for_the_pot(state)
    shown(state, 1, "air", 8)  # seat 1 keeps its revolver up: a shot at it wins the pot alone
    # Read as: 8 shots into the air and the opening duel's shot at itself, beside three even-mixed duels.
    advice = advise(info, state)
    assert advice.action == Action("shoot", (1,)) == hard_favourite(info, state)
    name = state.role_name(1)
    assert advice.reason.startswith(f"Shoot {name}: {name} falls unless {name} shoots themself (about 2 in 10)")
    assert "would do this 8 times in 10" in advice.reason
    assert advice.points_at == ("seat:1",)


def test_challenge_a_narrator_whose_call_would_empty_the_stack(info, new):
    state = new(3)
    to_main(state)  # every stack holds the one dollar of the prologue
    act(state, "skip")
    advice = advise(info, state)
    assert advice.action == Action("challenge", ("pocket",)) == hard_favourite(info, state)
    name = state.role_name(0)
    assert f"A call would empty {name}'s stack of 1 dollar, so the duel for 2 dollars brings the showdown" in \
        advice.reason
    assert "pocket dollar (it counts for nothing at the end)" in advice.reason
    assert advice.points_at == ("seat:0", f"pocket:{state.current_player()}", "pot")


def test_let_the_story_go_on_when_the_narrator_could_only_fold(info, new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 4, 4], [0, 2, 1])
    act(state, "skip")
    advice = advise(info, state)
    assert advice.action == Action("pass") == hard_favourite(info, state)
    assert "stack is empty, so" in advice.reason and "could only fold and keep your ante dollar" in advice.reason
    assert re.search(r"would challenge here (\d times? in 10|hardly ever)", advice.reason)


def test_the_narrator_folds_rather_than_empty_the_stack_and_is_told_the_pot_against_it(info, new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 1, 8], [1, 0, 1])
    challenge(state, 1, "pocket")
    advice = advise(info, state)
    assert advice.action == Action("fold")
    assert "would empty your stack of 1 dollar for a pot of 2 dollars" in advice.reason
    assert advice.points_at == ("seat:1", "pot")


def test_the_narrator_calls_a_challenger_with_an_empty_stack_and_hears_the_pot(info, new):
    state = new(2)
    to_main(state)
    set_money(state, [4, 4], [2, 0])
    challenge(state, 1, "pocket")
    assert state.phase == BIDDING
    advice = advise(info, state)
    assert advice.action.kind in ("call", "raise")
    pot = state.money.pot + 1 + (int(advice.action.args[0]) if advice.action.kind == "raise" else 0)
    assert f"pot {pot} dollars" in advice.reason or f"pot of {pot} dollars" in advice.reason
    assert "stack:0" in advice.points_at and "pot" in advice.points_at


def test_a_bidding_hint_is_the_hard_ai_s_choice(info, new):
    state = new(4)
    to_main(state)
    set_money(state, [2, 2, 3, 3], [3, 3, 2, 2])
    challenge(state, 1, "pocket")
    while state.phase == BIDDING:
        seat = state.current_player()
        advice = advise(info, state)
        # The hard AI bids at temperature 0: its choice is the best-valued move, whatever its generator.
        assert advice.action == KrutroykBot("hard", info.data).choose(decision_for(state, seat, random.Random(5)))
        state.apply(advice.action)


def test_a_told_paragraph_hint_is_the_ai_s_line_and_it_can_be_told(info, new):
    state = new(3)
    to_main(state)
    assert state.phase == NARRATING
    advice = advise(info, state)
    assert advice.action.kind == "narrate" and state.is_legal(advice.action)
    assert advice.reason.endswith(f"“{advice.action.args[0]}”")
    state.apply(advice.action)
    assert state.story[-1]["text"] == advice.action.args[0]


def test_a_role_hint_rolls(info, new):
    state = new(3)
    advice = advise(info, state)
    assert advice.action == Action("roll", ("name",)) and "changes no rule" in advice.reason


@pytest.mark.parametrize("language", ["sv", "nb"])
def test_hints_speak_the_client_s_language(info, new, language):
    state = new(3)
    to_main(state)
    act(state, "skip")
    english = advise(info, state).reason
    set_language(language)
    try:
        said = advise(info, state).reason
    finally:
        set_language("en")
    assert said != english and "The hard AI" not in said
