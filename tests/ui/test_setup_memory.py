"""Setup remembers each game's last seats and options: the names typed, who plays each seat, and the options,
as they were when the last game of it started; a damaged memory is set aside and setup starts afresh."""

from __future__ import annotations

import json

from game.engine.registry import get_game
from game.engine.seats import Seat
from game.last_setups import setups_path
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.conftest import Driver


def test_the_next_setup_of_a_game_starts_from_the_last_one_started(app):
    driver = Driver(app)
    setup = app.open("setup", get_game("trippel_yatzy"))
    driver.frames(1)
    setup.rows[0][0].text = "Åsa"
    setup.rows[1][1].index = setup.rows[1][1].values.index(("ai", "hard"))
    setup.add_seat()
    setup.option_steppers["columns"].index = setup.option_steppers["columns"].values.index(1)
    driver.click(driver.button("Start"))
    assert isinstance(app.stack.top, TableScene)
    app.home()
    again = SetupScene(app, get_game("trippel_yatzy"))
    assert again.shown_seats() == [Seat("Åsa", "human"), Seat("Bjørn", "ai", "hard"), Seat("Karin", "ai", "normal"),
                                   Seat("Astrid", "ai", "normal")]
    assert again.options()["columns"] == 1
    other = SetupScene(app, get_game("jackpot"))  # another game keeps its own defaults
    assert other.shown_seats()[0] == Seat("Astrid", "human") and len(other.shown_seats()) == 3


def test_a_damaged_memory_is_set_aside_and_setup_starts_from_the_defaults(app):
    path = setups_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "spelbordet-setups", "games": ' + "[" * 500 + "]" * 500 + "}", encoding="utf-8")
    setup = SetupScene(app, get_game("jackpot"))
    assert setup.shown_seats()[0] == Seat("Astrid", "human")
    assert any("setups" in notice.text and "defaults" in notice.text for notice in app.notices)
    assert not path.exists()


def test_remembered_seats_a_game_cannot_take_are_not_used(app):
    path = setups_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    seats = [{"name": f"P{i}", "kind": "ai", "level": "easy"} for i in range(9)]  # Bovjakten takes four
    path.write_text(json.dumps({"format": "spelbordet-setups", "games": {
        "bovjakten": {"seats": seats, "options": {}},
        "jackpot": {"seats": [{"name": "A", "kind": "ai", "level": "bogus"}], "options": {"chips": "many"}}}}),
        encoding="utf-8")
    assert len(SetupScene(app, get_game("bovjakten")).shown_seats()) == 4
    jackpot = SetupScene(app, get_game("jackpot"))
    assert jackpot.shown_seats()[0] == Seat("Astrid", "human")
    assert jackpot.options() == get_game("jackpot").resolve({})
