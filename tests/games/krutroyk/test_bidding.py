"""Challenges, the narrator's answer, and every rule of the bidding round."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.games.krutroyk.phases import BIDDING, CHALLENGING, DESCRIBING, EPILOGUE, NARRATING
from tests.games.krutroyk.conftest import act, challenge, kinds, moves, set_money, to_main


def test_after_a_paragraph_the_others_are_asked_clockwise_to_challenge_or_let_it_go_on(new):
    state = new(4)
    to_main(state, first=1)
    assert state.narrator == 1
    act(state, "narrate", "I rode into town.")
    assert state.phase == CHALLENGING
    asked = []
    while state.phase == CHALLENGING:
        asked.append(state.current_player())
        assert kinds(state) == ["challenge", "challenge", "pass"]
        act(state, "pass")
    assert asked == [2, 3, 0]
    # Nobody challenged: the narrator goes on.
    assert state.phase == NARRATING and state.narrator == 1 and state.quiet == 1


def test_a_challenge_puts_an_ante_dollar_from_pocket_or_stack_into_the_pot(new):
    state = new(3)
    to_main(state)
    challenge(state, 1, "stack")
    assert state.money.stacks == [1, 0, 1] and state.money.pockets == [4, 4, 4] and state.money.pot == 1
    assert state.phase == BIDDING and state.current_player() == 0 and state.challenges == 1
    state = new(3)
    to_main(state)
    challenge(state, 2, "pocket")
    assert state.money.pockets == [4, 4, 3] and state.money.pot == 1
    assert state.story[-1]["kind"] == "challenge" and state.story[-1]["who"] == 2


def test_a_player_without_a_dollar_cannot_challenge(new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 0, 5], [1, 0, 5])
    act(state, "skip")
    assert state.current_player() == 2  # seat 1 is not asked
    set_money(state, [4, 1, 5], [1, 0, 4])
    act(state, "pass")
    act(state, "skip")
    assert state.current_player() == 1
    assert moves(state) == {("challenge", "pocket"), ("pass",)}


def test_the_narrator_may_fold_call_or_raise_from_the_stack(new):
    state = new(3)
    to_main(state)
    set_money(state, [2, 4, 4], [3, 1, 1])
    challenge(state, 1)
    # The call takes one of the three stack dollars, so two are left to raise with.
    assert moves(state) == {("fold",), ("call",), ("raise", 1), ("raise", 2)}
    assert "Call (syne) 1 from stack" in {a.describe() for a in state.legal_actions()}


def test_the_narrators_call_comes_from_the_stack_though_the_pocket_holds_dollars(new):
    state = new(3)
    to_main(state)  # pockets 4, 4, 4; stacks 1, 1, 1
    challenge(state, 1)
    act(state, "call")
    assert state.money.pockets == [4, 3, 4] and state.money.stacks == [0, 1, 1] and state.money.pot == 2
    assert state.story[-1]["pocket"] == 0 and state.story[-1]["stack"] == 1


def test_a_narrator_with_an_empty_stack_can_only_fold(new):
    state = new(3)
    to_main(state)
    set_money(state, [5, 4, 4], [0, 1, 1])
    challenge(state, 1)
    # Decision: no call, no raise and no all-in from the pocket: the answer's dollars come from the stack.
    assert moves(state) == {("fold",)}
    for kind, *args in (("call",), ("allin",), ("raise", 1)):
        with pytest.raises(IllegalAction):
            act(state, kind, *args)
    act(state, "fold")
    assert state.money.stacks == [1, 1, 1] and state.narrator == 1


def test_after_answering_the_narrator_calls_a_raise_like_any_bidder_pocket_first(new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 3, 4], [1, 2, 1])
    challenge(state, 1)
    act(state, "call")  # the narrator's stack dollar
    act(state, "raise", 1)  # the challenger bids 2
    act(state, "stay_out")  # seat 2
    assert moves(state) == {("fold",), ("call",)}  # an empty stack: no raise
    act(state, "call")
    assert state.money.pockets[0] == 3 and state.money.stacks[0] == 0


def test_fold_gives_the_ante_to_the_narrators_stack_and_the_challenger_narrates(new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 4, 3], [1, 1, 1], pot=1)  # a dollar left in the pot by an earlier duel
    challenge(state, 2)
    act(state, "fold")
    assert state.money.stacks == [2, 1, 1] and state.money.pot == 1  # the old dollar stays in the pot
    assert state.phase == NARRATING and state.narrator == 2 and state.situation == "took_over"
    assert state.previous_narrator == 0


def test_fold_may_send_the_ante_to_the_pocket(new):
    state = new(3, rules={"fold_ante_to": "pocket"})
    to_main(state)
    challenge(state, 1)
    act(state, "fold")
    assert state.money.pockets == [5, 3, 4] and state.money.stacks == [1, 1, 1]


def test_the_challenger_answers_first_then_the_others_clockwise_from_the_challenger(new):
    state = new(4)
    to_main(state)
    challenge(state, 2)
    act(state, "call")
    order = []
    # Challenger 2 stands, 3 and 1 are outsiders asked in the first round; the narrator has matched.
    assert state.current_player() == 2 and "stand" in kinds(state)
    order.append(state.current_player())
    act(state, "stand")
    while state.phase == BIDDING:
        order.append(state.current_player())
        act(state, "stay_out")
    assert order == [2, 3, 1]
    assert state.duel is not None and state.duel.duellists == [0, 2]


def test_outsiders_join_in_the_first_round_only_by_calling_and_raising(new):
    state = new(3)
    to_main(state)
    challenge(state, 1)
    act(state, "call")
    act(state, "stand")
    assert state.current_player() == 2
    assert "call" not in kinds(state)
    assert moves(state) == {("stay_out",), ("raise", 1)}
    with pytest.raises(IllegalAction):
        act(state, "call")
    act(state, "raise", 1)  # calls 1 (from the pocket) and raises 1 (from the stack)
    assert state.bidding.bids == [1, 1, 2] and state.money.pockets[2] == 3 and state.money.stacks[2] == 0


def test_an_outsider_who_stays_out_is_not_asked_again(new):
    state = new(3)
    to_main(state)
    set_money(state, [4, 4, 3], [3, 0, 1])
    challenge(state, 1)
    act(state, "call")
    act(state, "stand")
    act(state, "stay_out")  # seat 2
    assert state.phase != BIDDING
    state = new(4)
    to_main(state)
    set_money(state, [4, 4, 4, 4], [1, 1, 1, 1])
    challenge(state, 1)
    act(state, "call")
    act(state, "stand")  # 1
    act(state, "stay_out")  # 2
    act(state, "raise", 1)  # 3 joins
    # The raise reopens the round for the narrator and the challenger, never for seat 2.
    asked = []
    while state.phase == BIDDING:
        asked.append(state.current_player())
        act(state, "call")
    assert 2 not in asked and asked == [0, 1]


def test_after_a_raise_the_next_bidder_calls_raises_or_folds(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 3, 4], [2, 2, 1])
    challenge(state, 1)
    act(state, "raise", 1)  # narrator: bid 2, both dollars from the stack
    assert state.bidding.bids == [2, 1, 0]
    assert moves(state) == {("fold",), ("call",), ("raise", 1), ("raise", 2)}


def test_raising_uses_only_stack_dollars_and_calling_uses_the_pocket_first(new):
    state = new(3)
    to_main(state)
    set_money(state, [1, 4, 7], [2, 1, 0])
    challenge(state, 1)  # pot 1
    act(state, "raise", 1)  # narrator: 1 from the stack to call (its answer), 1 from the stack to raise
    assert state.money.pockets[0] == 1 and state.money.stacks[0] == 0
    # Challenger: pocket 3, stack 1, needs 1: the call comes from the pocket, so 1 stack dollar can raise.
    assert {m for m in moves(state) if m[0] == "raise"} == {("raise", 1)}
    act(state, "call")
    assert state.money.pockets[1] == 2 and state.money.stacks[1] == 1
    # Seat 2 has 7 pocket dollars and an empty stack: it could call but never raise, so it cannot join.
    assert state.phase != BIDDING and state.bidding is not None
    assert state.bidding.status[2] == "out"
    assert any(e.get("move") == "no_join" and e["who"] == 2 for e in state.story)


def test_a_player_short_of_the_call_goes_all_in(new):
    state = new(3)
    to_main(state)
    set_money(state, [0, 3, 6], [5, 1, 0])
    challenge(state, 1)  # the challenger keeps 2 in the pocket and 1 in the stack
    act(state, "raise", 4)  # the narrator bids 5: the challenger needs 4 and holds 3
    assert moves(state) == {("fold",), ("allin",)}
    act(state, "allin")
    assert state.money.pockets[1] == 0 and state.money.stacks[1] == 0 and state.bidding.no_raise
    assert state.bidding.bids == [5, 4, 0]
    # Seat 2 could join only by raising, which the all-in forbids: the two duel for the whole pot.
    assert state.phase == DESCRIBING and state.duel.duellists == [0, 1] and state.money.pot == 9


def test_after_an_all_in_call_nobody_may_raise(new):
    state = new(4)
    to_main(state)
    set_money(state, [0, 1, 4, 5], [6, 1, 3, 0])
    challenge(state, 1, "stack")
    act(state, "call")  # narrator 0: bid 1
    act(state, "stand")  # challenger 1 (its stack is empty: no raise)
    act(state, "raise", 1)  # outsider 2 joins: bid 2
    # Outsider 3 has only pocket dollars, so it could never raise: it cannot join.
    assert state.current_player() == 0 and state.bidding.status[3] == "out"
    act(state, "raise", 1)  # narrator: bid 3
    assert state.current_player() == 1 and moves(state) == {("fold",), ("allin",)}
    act(state, "allin")  # challenger: bid 2, short of 3
    assert state.current_player() == 2 and state.money.stacks[2] == 2
    assert moves(state) == {("fold",), ("call",)}  # no raise now, though seat 2 has stack dollars
    act(state, "call")
    assert state.duel.duellists == [0, 1, 2]


def test_the_round_ends_when_all_but_one_folded_and_that_one_takes_the_pot(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 4], [2, 1, 1])
    challenge(state, 1)
    act(state, "raise", 1)  # narrator bids 2
    act(state, "fold")  # challenger folds
    act(state, "stay_out")  # seat 2
    # The narrator's stack paid the bid of 2 and gets back the whole pot: the ante and the bid.
    assert state.money.stacks == [0 + 3, 1, 1] and state.money.pot == 0
    assert state.phase == NARRATING and state.narrator == 0 and state.situation == "took_pot"


def test_a_challenger_raise_that_everyone_folds_to_takes_the_pot(new):
    state = new(3)
    to_main(state)
    challenge(state, 1)
    act(state, "call")
    act(state, "raise", 1)  # challenger: bid 2
    act(state, "stay_out")  # seat 2
    act(state, "fold")  # narrator
    assert state.narrator == 1 and state.money.pot == 0 and state.situation == "took_pot"
    assert state.money.stacks == [0, 0 + 3, 1]  # the narrator's call came from its stack


def test_two_or_more_who_matched_the_highest_bid_duel_for_the_pot(new):
    state = new(4)
    to_main(state)
    challenge(state, 1)
    act(state, "call")
    act(state, "raise", 1)  # challenger 1 bids 2
    act(state, "raise", 1)  # outsider 2 joins: bids 3
    act(state, "stay_out")  # outsider 3
    act(state, "call")  # narrator
    act(state, "fold")  # challenger folds
    assert state.phase == DESCRIBING
    assert state.duel.kind == "pot" and state.duel.duellists == [0, 2] and state.money.pot == 3 + 3 + 2
    assert state.duel.describe == [0, 2]


def test_when_nobody_can_challenge_the_showdown_comes_at_once(new):
    state = new(2)
    to_main(state)
    set_money(state, [0, 0], [10, 0])
    act(state, "skip")
    assert state.phase == EPILOGUE and state.winner == 0
    assert any(e["kind"] == "showdown" for e in state.story)
