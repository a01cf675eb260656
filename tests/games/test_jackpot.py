"""Jackpot: a chip into the pot each turn, and 11 or 12 takes it all."""

from __future__ import annotations

import pytest

from tests.games.dice_language import played_log
from tests.helpers import act, new_match


def turn(match, a, b):
    act(match, "roll")
    act(match, "dice", min(a, b), max(a, b))


def test_each_turn_pays_one_chip_into_the_pot():
    m = new_match("jackpot", 3)
    turn(m, 1, 2)
    turn(m, 3, 4)
    assert m.state.pot == 2 and m.state.chips == [11, 11, 12]


def test_eleven_or_twelve_takes_the_whole_pot():
    m = new_match("jackpot", 3)
    turn(m, 1, 2)
    turn(m, 1, 2)
    turn(m, 5, 6)  # seat 2 pays in and rolls 11: the pot of 3 is its
    assert m.state.pot == 0 and m.state.chips == [11, 11, 14]
    turn(m, 6, 6)  # seat 0 rolls 12 and takes back its own chip
    assert m.state.chips == [11, 11, 14]


def test_a_player_without_chips_is_out_and_the_last_one_left_wins():
    m = new_match("jackpot", 2, starting_chips=2)
    turn(m, 1, 2)
    turn(m, 1, 2)
    turn(m, 1, 2)  # seat 0 pays its last chip
    assert m.state.chips == [0, 1]
    assert m.state.is_terminal()
    assert m.state.winners() == [1]


def test_the_game_can_stop_with_two_players_left():
    m = new_match("jackpot", 3, starting_chips=1, players_left=2)
    turn(m, 1, 2)  # seat 0 is out
    assert m.state.is_terminal()
    assert m.state.chips == [0, 1, 1]
    assert m.state.winners() == [1, 2]


def test_an_agreed_number_of_rounds_ends_the_game_and_most_chips_wins():
    m = new_match("jackpot", 2, rounds=2)
    turn(m, 1, 2)
    turn(m, 5, 6)  # seat 1 takes the pot of 2
    turn(m, 1, 2)
    assert not m.state.is_terminal()
    turn(m, 1, 2)
    assert m.state.is_terminal()
    assert m.state.chips == [10, 12] and m.state.winners() == [1]


def test_out_players_are_skipped():
    m = new_match("jackpot", 3, starting_chips=1, players_left=1)
    turn(m, 1, 2)  # seat 0 out
    assert m.state.turn == 1
    turn(m, 5, 6)  # seat 1 takes the pot (2)
    turn(m, 1, 2)  # seat 2 out
    assert m.state.is_terminal() and m.state.winners() == [1]


@pytest.mark.parametrize("language, pays, rolls", [
    ("sv", "P1 lägger en mark i potten och slår", "P1 slår "),
    ("nb", "P1 legger en sjetong i potten og kaster", "P1 kaster "),
])
def test_a_seeded_game_is_logged_in_svenska_and_norsk(language, pays, rolls):
    english = played_log("jackpot", 3, "en")
    log = played_log("jackpot", 3, language)
    assert len(log) == len(english)  # the same game, told in other words
    assert log[0] == pays and log[1].startswith(rolls)
    assert not any("rolls" in line or "pot of" in line for line in log)
    jackpots = [line for line, said in zip(log, english, strict=True) if "jackpot!" in said]
    assert jackpots and all("jackpot! tar potten på" in line for line in jackpots)

