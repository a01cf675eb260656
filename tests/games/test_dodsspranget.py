"""Dödssprånget: the shared sum, the chasms, and the last one standing."""

from __future__ import annotations

import pytest

from tests.games.dice_language import played_log
from tests.helpers import act, new_match


def roll(match, value):
    act(match, "roll")
    act(match, "die", value)


def test_the_source_example_replays_exactly():
    m = new_match("dodsspranget", 5)  # A to E
    for value in (6, 6, 6, 2, 2):  # up to 22, with A to roll next
        roll(m, value)
    assert m.state.total == 22 and m.state.turn == 0
    roll(m, 4)
    assert m.state.total == 26
    roll(m, 2)
    assert m.state.total == 28
    roll(m, 2)  # C reaches 30 exactly and falls
    assert m.state.total == 30 and not m.state.alive[2]
    roll(m, 5)
    assert m.state.total == 35 and m.state.turn == 4
    roll(m, 3)
    assert m.state.total == 38 and m.state.turn == 0
    roll(m, 3)  # A passes 40 to 41 and is still in
    assert m.state.total == 41 and m.state.alive[0]
    assert m.state.fallen == [2]


def test_passing_over_a_chasm_is_safe_and_only_exact_hits_fall():
    m = new_match("dodsspranget", 2)
    for value in (6, 6, 6, 6, 4):  # 28 after five rolls
        roll(m, value)
    roll(m, 3)  # 31: jumped over 30
    assert all(m.state.alive)


def test_the_last_player_left_wins_and_fallen_players_are_skipped():
    m = new_match("dodsspranget", 3)
    for value in (6, 6, 6, 6, 4):  # 28; seat 2 to roll
        roll(m, value)
    assert m.state.turn == 2
    roll(m, 2)  # seat 2 falls at 30
    assert m.state.turn == 0
    for value in (5, 4):  # 35, 39
        roll(m, value)
    roll(m, 1)  # seat 0 falls at 40
    assert m.state.is_terminal()
    assert m.state.winners() == [1]
    assert m.state.fallen == [2, 0]


def test_chasms_come_from_the_rule_data():
    m = new_match("dodsspranget", 2)
    chasms = m.state.chasms
    assert [n for n in range(0, 71) if chasms.is_chasm(n)] == [30, 40, 50, 60, 70]
    assert chasms.next_after(0) == 30 and chasms.next_after(30) == 40 and chasms.next_after(41) == 50


def test_the_view_lists_the_chasms_around_the_sum_for_the_board():
    m = new_match("dodsspranget", 3)
    assert m.state.view(None)["chasms_near"] == [30, 40]  # the sum is 0: chasms up to 40 squares ahead
    for value in (6, 6, 6, 6, 6, 5, 1):  # 36, with no one on a chasm
        roll(m, value)
    view = m.state.view(0)
    assert view["total"] == 36 and view["chasms_near"] == [30, 40, 50, 60, 70]
    assert view["next_chasm"] == 40 and not view["finished"]


@pytest.mark.parametrize("language, rolls, sum_is, falls", [
    ("sv", "P1 slår tärningen", "summan är", "trillar ner i avgrunden!"),
    ("nb", "P1 kaster terningen", "summen er", "faller ned i avgrunnen!"),
])
def test_a_seeded_game_is_logged_in_svenska_and_norsk(language, rolls, sum_is, falls):
    english = played_log("dodsspranget", 4, "en")
    log = played_log("dodsspranget", 4, language)
    assert len(log) == len(english) and log[0] == rolls
    assert all(sum_is in line for line in log[1::2])
    falls_said = [line for line, said in zip(log, english, strict=True) if "falls into the chasm" in said]
    assert len(falls_said) == 3 and all(line.endswith(falls) for line in falls_said)  # three of four fall
    assert not any("rolls" in line for line in log)


def test_every_number_on_the_track_fits_its_square_also_past_100():
    import pygame

    from game.ui import theme
    from game.ui.tables.dice.dodsspranget import BOARD_BOX, track_cells, track_start

    pygame.init()
    theme.reset_caches()  # fonts made before an earlier test's pygame.quit() are dead
    width = BOARD_BOX[2] - 40
    for total in range(0, 400):
        next_chasm = 30 if total < 30 else (total // 10 + 1) * 10
        cells = track_cells(total, next_chasm)
        start = track_start(total, next_chasm, cells)
        assert start <= total < next_chasm < start + cells
        widest = theme.font(11).size(str(start + cells - 1))[0]
        assert widest <= width / cells - 2, (total, cells)
