"""What a duel for the pot leads to: the share of the pot, who narrates, the showdown, the epilogue."""

from __future__ import annotations

from game.games.krutroyk.phases import CHOOSING, CLOSING, DESCRIBING, EPILOGUE, NARRATING
from tests.games.krutroyk.conftest import (
    act,
    challenge,
    choose,
    duel_for_the_pot,
    set_money,
    skip_descriptions,
    to_main,
)


def test_duellists_describe_the_conflict_before_choosing(new):
    state = new(3)
    to_main(state)
    duel_for_the_pot(state, skip=False)
    assert state.phase == DESCRIBING and state.current_player() == 0
    act(state, "narrate", "Jim had his hands on my girl.")
    assert state.current_player() == 1 and state.story[-1]["situation"] == "conflict"
    act(state, "skip")
    assert state.phase == CHOOSING
    state = new(3, duel_descriptions=False)
    to_main(state)
    duel_for_the_pot(state, skip=False)
    assert state.phase == CHOOSING


def test_one_winner_takes_the_whole_pot_and_goes_on_narrating(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 4], [2, 1, 1])
    duel_for_the_pot(state)
    assert state.money.pot == 2
    choose(state, {0: "air", 1: "self"})
    assert state.money.stacks == [3, 1, 1] and state.money.pot == 0
    assert state.narrator == 0 and state.situation == "won_duel" and state.phase == NARRATING
    last = state.duels[-1]
    assert last["result"] == "one_winner" and last["winners"] == [0]
    assert last["fates"]["1"]["rule"] == "shot_self_alone" and last["fates"]["0"]["rule"] == "unharmed"


def test_the_challenger_can_win_the_duel_and_the_story(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 4], [2, 1, 1])
    duel_for_the_pot(state)
    choose(state, {0: "air", 1: 0})
    assert state.money.stacks == [1, 3, 1] and state.narrator == 1 and state.situation == "won_duel"


def test_several_winners_share_the_pot_the_remainder_stays_and_the_poorest_winner_narrates(new):
    state = new(3)
    to_main(state)
    set_money(state, [2, 3, 3], [3, 1, 1], pot=2)
    challenge(state, 1)
    act(state, "call")
    act(state, "stand")
    act(state, "raise", 1)  # seat 2 joins
    act(state, "call")
    act(state, "call")
    skip_descriptions(state)
    assert state.money.pot == 8 and state.duel.duellists == [0, 1, 2]
    choose(state, {0: "air", 1: "air", 2: "air"})
    assert state.money.stacks == [4, 3, 2] and state.money.pot == 2  # 8 // 3 = 2 each, 2 stay
    assert state.narrator == 2 and state.situation == "drawn_duel"
    assert state.duels[-1]["share"] == 2 and state.duels[-1]["remainder"] == 2


def test_a_tie_for_fewest_dollars_goes_clockwise_from_the_previous_narrator(new):
    for tie_start, expected in (("narrator", 0), ("left", 1)):
        state = new(3, rules={"tie_start": tie_start})
        to_main(state)
        set_money(state, [3, 4, 4], [2, 1, 1])
        duel_for_the_pot(state)
        choose(state, {0: "air", 1: "air"})
        assert state.money.stacks == [2, 2, 1]
        assert state.narrator == expected, tie_start


def test_all_lose_the_pot_stays_and_the_poorest_of_all_players_narrates(new):
    state = new(3)
    to_main(state)
    set_money(state, [2, 3, 4], [3, 2, 1])
    duel_for_the_pot(state)
    choose(state, {0: 1, 1: 0})
    assert state.money.pot == 2 and state.money.stacks == [2, 2, 1]
    assert state.narrator == 2 and state.situation == "all_lost"  # seat 2 did not even duel
    assert state.duels[-1]["result"] == "all_lose"
    # The pot waits for the next challenge.
    act(state, "skip")
    act(state, "challenge", "pocket")
    assert state.money.pot == 3 and state.bidding.pot_before == 2


def test_a_duel_that_leaves_an_empty_stack_ends_the_episode(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 5], [2, 1, 0])
    duel_for_the_pot(state)  # seat 2 cannot join: no stack dollars to raise
    choose(state, {0: "air", 1: "self"})
    assert state.phase == EPILOGUE and state.narrator == 0 and state.winner == 0
    assert any(e["kind"] == "showdown" for e in state.story)
    assert not state.is_terminal()
    act(state, "narrate", "I bought the saloon.")
    # Each other player closes their role's story; a role with an empty stack dies or is chased off.
    assert state.phase == CLOSING and state.current_player() == 1 and state.situation == "closing_alive"
    act(state, "skip")
    assert state.current_player() == 2 and state.situation == "closing_dead"
    act(state, "narrate", "They ran me out of Dodge.")
    assert state.is_terminal() and state.returns() == [1.0, 0.0, 0.0] and state.winners() == [0]
    assert state.scores() == [3.0, 1.0, 0.0]
    assert state.story[-1]["kind"] == "winner"


def test_no_showdown_while_every_stack_holds_a_dollar(new):
    state = new(3)
    to_main(state)
    duel_for_the_pot(state)
    choose(state, {0: 1, 1: "air"})
    assert state.phase == NARRATING


def test_an_empty_stack_without_a_duel_does_not_end_the_episode(new):
    state = new(3)
    to_main(state)
    challenge(state, 1, "stack")  # seat 1's stack is now empty
    act(state, "fold")
    assert state.money.stacks[1] == 0 and state.phase == NARRATING and state.narrator == 1


def test_tied_leaders_duel_without_a_pot_for_the_epilogue(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 5], [2, 1, 0])
    duel_for_the_pot(state)
    choose(state, {0: "air", 1: "air"})  # they share 2: stacks 2, 2, 0
    assert state.phase == CHOOSING and state.duel.kind == "epilogue" and state.duel.duellists == [0, 1]
    before = (list(state.money.pockets), list(state.money.stacks), state.money.pot)
    choose(state, {0: "self", 1: "self"})  # all lose: the same leaders duel again
    assert state.duel.kind == "epilogue" and state.duel.duellists == [0, 1] and state.duel.round == 2
    choose(state, {0: "air", 1: 0})
    assert (list(state.money.pockets), list(state.money.stacks), state.money.pot) == before  # no pot
    assert state.phase == EPILOGUE and state.winner == 1 and state.narrator == 1
    act(state, "skip")
    act(state, "skip")
    act(state, "skip")
    assert state.is_terminal() and state.winners() == [1]
