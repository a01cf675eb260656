"""The games of pure luck (Jackpot, Dödssprånget, Fängelse, Bovjakten): their sources leave no decision to a player,
so a seat is a person or the computer (no levels), a person may let the table roll for them, and the statistics
count the computer once."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.engine.registry import all_games, get_game
from game.engine.seats import Seat
from game.records.book import open_book
from game.ui.scenes.setup import SetupScene
from game.ui.tables import table_for
from tests.records.conftest import played
from tests.ui.conftest import Driver

LUCK = ["jackpot", "dodsspranget", "fangelse", "bovjakten"]


def _widest_choice(key: str, games: int = 20) -> int:
    """The most moves a seat was ever offered at once, over random playouts."""
    info = get_game(key)
    widest = 0
    for seed in range(games):
        match = Match(info, {}, [Seat(f"P{i}", "human") for i in range(max(info.min_players, 4 if key == "bovjakten"
                                                                                   else 3))], seed)
        rng = random.Random(seed)
        while not match.state.is_terminal() and len(match.actions) < 400:
            if match.state.current_player() < 0:
                match.play_chance()
                continue
            moves = match.state.legal_actions()
            widest = max(widest, len(moves))
            match.apply(rng.choice(moves))
    return widest


@pytest.mark.parametrize("key", sorted(all_games()))
def test_exactly_the_games_whose_every_move_is_forced_are_marked_as_pure_luck(key):
    widest = _widest_choice(key, 6 if key in ("kalahen", "narrespillet", "krutroyk") else 20)
    assert all_games()[key].choices == (widest > 1), (key, widest)
    assert (key in LUCK) == (not all_games()[key].choices)


def test_setup_of_a_luck_game_offers_a_person_or_the_computer(app):
    jackpot = SetupScene(app, get_game("jackpot"))
    app.push(jackpot)
    app.frame(0.05)
    kind = jackpot.rows[1][1]
    # A person here, the computer, or a person at another computer (a table this client hosts).
    assert kind.values == [("human", "normal"), ("ai", "normal"), ("remote", "normal")]
    assert kind.show(kind.value) == "Computer"
    yatzy = SetupScene(app, get_game("trippel_yatzy"))
    assert len(yatzy.rows[1][1].values) == 5  # a game with choices keeps its levels


def test_a_person_lets_the_table_roll_for_them_and_takes_the_dice_back(app):
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai", "hard")]
    table = table_for(app, Match(get_game("dodsspranget"), {}, seats, seed=9))
    app.push(table)
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() == 0)
    driver.click(driver.button("Roll for me"))
    assert table.rolls_for == {0} and table.human_to_act() is None
    assert driver.button("Roll myself")
    driver.until(lambda: table.match.actors.count(0) >= 2)  # Astrid's rolls are made without a click
    driver.click(driver.button("Roll myself"))
    assert table.rolls_for == set()
    before = table.match.actors.count(0)
    driver.until(lambda: table.human_to_act() == 0 or table.match.state.is_terminal())
    driver.frames(20)
    assert table.match.actors.count(0) == before or table.match.state.is_terminal()  # the dice wait for her


def test_the_statistics_count_the_computer_once_in_a_luck_game(tmp_path):
    book = open_book()
    for n, level in enumerate(["easy", "hard", "normal"]):
        match = played("jackpot", [Seat("Anna", "random"), Seat("Bot", "ai", level)], seed=n)
        match.seats = [Seat("Anna", "human"), match.seats[1]]
        book.record(match, finished_at=10.0 + n)
    players = {f.player for f in book.figures("jackpot")}
    assert players == {book.profiles.by_name("Anna").id, "computer"}
    computer = next(f for f in book.figures("jackpot") if f.player == "computer")
    assert computer.played == 3
    book.close()
