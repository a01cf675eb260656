"""Kinesisk bank, rule by rule, with chosen dice."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.registry import get_game
from game.engine.state import CHANCE, Action
from game.games.kinesisk_bank.rules import share_in_proportion
from tests.games.dice_language import played_log
from tests.helpers import act, new_match


def bank_round(match, bets_by_seat, roll):
    """Each bettor places its bets (square, amount) and says done; the bank rolls `roll`."""
    state = match.state
    while state.bettor >= 0:
        for square, amount in bets_by_seat.get(state.bettor, [(1, 1)]):
            act(match, "bet", square, amount)
        act(match, "done")
    act(match, "roll")
    assert state.current_player() == CHANCE
    act(match, "dice", *sorted(roll))


def test_three_alike_pays_eight_times_and_keeps_the_stake():
    m = new_match("kinesisk_bank", 3)
    bank_round(m, {1: [(3, 5)], 2: [(4, 1)]}, (3, 3, 3, 1, 2, 6))
    assert m.state.chips[1] == 50 - 5 + 5 * 8 + 5
    assert m.state.chips[2] == 49  # lost to the bank
    assert m.state.chips[0] == 500 - 40 + 1
    view = m.state.view(None)
    assert view["hits"] == [1, 1, 3, 0, 0, 1]
    assert view["pays"] == [0, 0, 8, 0, 0, 0]  # the board marks the square the bank pays on



@pytest.mark.parametrize("hits, times", [(4, 8), (5, 16), (6, 32)])
def test_four_five_and_six_alike(hits, times):
    m = new_match("kinesisk_bank", 2)
    roll = (2,) * hits + (1,) * (6 - hits)
    bank_round(m, {1: [(2, 1)]}, roll)
    assert m.state.chips[1] == 50 - 1 + times + 1


def test_two_alike_loses_the_bet():
    m = new_match("kinesisk_bank", 2)
    bank_round(m, {1: [(5, 10)]}, (5, 5, 1, 2, 3, 4))
    assert m.state.chips == [510, 40]


def test_bets_on_several_squares_are_paid_separately():
    m = new_match("kinesisk_bank", 2)
    bank_round(m, {1: [(1, 5), (6, 1)]}, (6, 6, 6, 1, 2, 3))
    assert m.state.chips[1] == 50 - 6 + 9


def test_a_player_must_stake_at_least_one_chip_a_round():
    m = new_match("kinesisk_bank", 2)
    assert Action("done") not in m.state.legal_actions()
    with pytest.raises(IllegalAction):
        act(m, "done")
    act(m, "bet", 1, 1)
    assert Action("done") in m.state.legal_actions()


def test_taking_back_bets_returns_the_chips():
    m = new_match("kinesisk_bank", 2)
    act(m, "bet", 1, 10)
    act(m, "bet", 2, 5)
    assert m.state.chips[1] == 35
    act(m, "clear")
    assert m.state.chips[1] == 50 and m.state.bets[1] == [0] * 6


def test_cannot_stake_more_than_you_have():
    m = new_match("kinesisk_bank", 2, player_chips=7)
    act(m, "bet", 1, 5)
    with pytest.raises(IllegalAction):
        act(m, "bet", 1, 5)
    assert m.state.chips[1] == 2


def test_the_game_lasts_the_agreed_rounds_and_the_best_gain_wins():
    m = new_match("kinesisk_bank", 3, rounds=2)
    bank_round(m, {1: [(3, 5)], 2: [(4, 1)]}, (3, 3, 3, 1, 2, 6))
    assert not m.state.is_terminal()
    bank_round(m, {1: [(1, 1)], 2: [(1, 1)]}, (2, 2, 3, 4, 5, 6))
    assert m.state.is_terminal()
    # The player gained 39 chips, the bank lost some: the player wins on gain, not on chips.
    assert m.state.winners() == [1]
    assert m.state.scores()[0] > m.state.scores()[1]


def test_a_rotating_bank_passes_clockwise_and_everyone_banks_equally_often():
    m = new_match("kinesisk_bank", 3, rounds=4, banker_rotates=True)
    assert m.state.round_limit == 6  # 4 rounded up to a multiple of 3 seats
    assert m.state.chips == [50, 50, 50]
    bankers = []
    for _ in range(6):
        bankers.append(m.state.banker)
        bank_round(m, {}, (1, 2, 3, 4, 5, 6))
    assert bankers == [0, 1, 2, 0, 1, 2]
    assert m.state.is_terminal()


def test_a_short_bank_pays_in_proportion_and_the_game_ends():
    m = new_match("kinesisk_bank", 3, banker_chips=50, player_chips=100)
    bank_round(m, {1: [(6, 10)], 2: [(6, 5)]}, (6, 6, 6, 6, 6, 6))
    # Owed beyond the kept stakes: 320 and 160; the bank has 50: 33.3 and 16.7, so 33 and 17.
    assert m.state.chips[1] == 90 + 10 + 33
    assert m.state.chips[2] == 95 + 5 + 17
    assert m.state.chips[0] == 0
    assert m.state.is_terminal()
    assert not m.state.invariants()


def test_a_short_bank_shares_only_its_chips_and_a_lost_side_bet_goes_to_the_bank():
    m = new_match("kinesisk_bank", 4, banker_chips=50, player_chips=100)
    # Wins due 400, 400 and 160; seat 3 also loses 25 on the 5, which the bank takes before it pays.
    fifty = [(6, 25), (6, 25)]
    bank_round(m, {1: fifty, 2: fifty, 3: [(6, 10), (6, 10), (5, 25)]}, (6, 6, 6, 1, 2, 3))
    # The bank holds 75 for 960 due: 31.25, 31.25 and 12.5 chips; the one chip left over goes to the
    # largest fraction (seat 3's half). The winning stakes stay with their owners.
    assert m.state.chips[1] == 50 + 50 + 31
    assert m.state.chips[2] == 50 + 50 + 31
    assert m.state.chips[3] == 55 + 20 + 13
    assert m.state.chips[0] == 0
    assert m.state.last_result == [-50, 31, 31, -12]
    assert not m.state.invariants()


def test_leftover_chips_of_equal_fractions_go_clockwise_from_the_bankers_left():
    m = new_match("kinesisk_bank", 4, rounds=4, banker_rotates=True, player_chips=60)
    bank_round(m, {}, (2, 2, 3, 4, 5, 6))  # bank 0 takes a chip from each
    bank_round(m, {}, (2, 2, 3, 4, 5, 6))  # bank 1 too
    assert m.state.banker == 2 and m.state.chips == [62, 62, 58, 58]
    bank_round(m, {3: [(6, 10)], 0: [(6, 10)], 1: [(6, 10)]}, (6, 6, 6, 1, 2, 3))
    # 80 due to each; the bank's 58 chips make 19 each and one chip left over, which goes to
    # seat 3, the first clockwise from the banker's left (not to seat 0, the lowest number).
    assert m.state.chips == [62 + 19, 62 + 19, 0, 58 + 20]
    assert not m.state.invariants()


def test_share_in_proportion_hand_made_cases():
    # Exact shares need no leftovers.
    assert share_in_proportion([400, 400, 160], 96, [1, 2, 3]) == [40, 40, 16]
    # 7 chips over claims 3, 3 and 4: 2.1, 2.1 and 2.8, so 2 each and the one left over to the .8.
    assert share_in_proportion([3, 3, 4], 7, [0, 1, 2]) == [2, 2, 3]
    # Equal fractions: the order decides, and a seat with no claim never gets a chip.
    assert share_in_proportion([0, 1, 1, 1], 2, [3, 0, 1, 2]) == [0, 1, 0, 1]
    assert share_in_proportion([0, 1, 1, 1], 2, [1, 2, 3, 0]) == [0, 1, 1, 0]
    assert sum(share_in_proportion([7, 5, 3], 10, [0, 1, 2])) == 10


def test_a_broke_player_is_out_of_the_betting():
    m = new_match("kinesisk_bank", 3, player_chips=5)
    bank_round(m, {1: [(1, 5)], 2: [(1, 1)]}, (2, 2, 3, 4, 5, 6))
    assert m.state.chips[1] == 0
    assert m.state.bettor == 2  # seat 1 is skipped
    view = m.state.view(None)
    assert view["out"] == [False, True, False] and view["turn"] == 2
    act(m, "bet", 1, 1)
    act(m, "done")
    assert m.state.view(None)["turn"] == 0 and m.state.view(None)["staked"] == [0, 0, 1]  # the bank to roll


def test_the_expected_return_shown_in_the_help_is_about_57_percent():
    assert get_game("kinesisk_bank").data.expected_return() == pytest.approx(0.566, abs=0.001)


@pytest.mark.parametrize("language, bets, done, bank_rolls, bank", [
    ("sv", "satsar", "är klar med sina insatser", "slår de sex tärningarna", "banken"),
    ("nb", "satser", "er ferdig med innsatsene", "kaster de seks terningene", "banken"),
])
def test_a_seeded_game_is_logged_in_svenska_and_norsk(language, bets, done, bank_rolls, bank):
    english = played_log("kinesisk_bank", 3, "en", rounds=4)
    log = played_log("kinesisk_bank", 3, language, rounds=4)
    assert len(log) == len(english)
    for line, said in zip(log, english, strict=True):
        who, _, words = said.partition(" ")
        assert line.startswith(who + " ")
        if words.startswith("bets"):
            assert f" {bets} " in line
        elif words == "is done betting":
            assert line.endswith(done)
        elif words == "rolls the six dice":
            assert line.endswith(bank_rolls)
        else:  # the dice and what the bank does
            assert words.startswith("rolls ") and f": {bank} " in line
    assert not any("bets" in line or "rolls" in line for line in log)
