"""Rounds for people: one lap count for the save's header, the autosave writer and the replay's round chooser."""

from __future__ import annotations

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.rounds import Laps, laps, round_for_people
from game.engine.saves import SaveSnapshot
from game.engine.seats import Seat
from game.headless import play_out
from game.records.replay import ReplayWalk


def test_a_lap_begins_when_the_turn_comes_back_round_to_an_earlier_seat() -> None:
    assert laps([]) == 1
    assert laps([0, -1, 1, -1, 2, -1]) == 1  # chance moves do not count
    assert laps([0, 1, 2, 0, 1, 2, 0]) == 3
    assert laps([0, 0, 1, 1, 0]) == 2  # a seat's several moves in a row are one turn
    counter = Laps()
    assert [counter.add(a) for a in (1, 2, -1, 0, 1)] == [False, False, False, True, False]


def test_a_games_own_round_counter_wins_over_the_laps() -> None:
    assert round_for_people(7, [0, 1, 0]) == 7
    assert round_for_people(0, [0, 1, 0]) == 1  # a counter still at 0 before the first round shows round 1
    assert round_for_people(None, [0, 1, 0]) == 2


def finished(key: str, seats: int, seed: int) -> Match:
    info = get_game(key)
    people = [Seat(f"P{i}", "ai", "easy") for i in range(seats)]
    match = Match(info, {}, people, seed)
    return play_out(match, [bot_for(info, s) for s in people])


def test_the_save_and_the_replay_count_the_same_rounds() -> None:
    for key, seats in (("jackpot", 3), ("trippel_yatzy", 2), ("kinesisk_bank", 3)):
        match = finished(key, seats, 4)
        walk = ReplayWalk(match)
        saved = SaveSnapshot.of(match).document()["round"]
        assert walk.round_of(len(match.actions)) == saved == len(walk.round_starts), key
