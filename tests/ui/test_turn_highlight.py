"""In the dice games the seat highlight, the prompt and the dice change together: while the roller's dice tumble,
the roller stays lit and named; when they settle, both move on to the next player at once."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui.tables import table_for
from tests.ui.conftest import make_app


def prompt_names(table) -> str:
    """Who the prompt asks to roll ("… Bo to roll" or "… Bo to pay a chip and roll")."""
    return table.status_line().rsplit("  ", 1)[-1].split(" to ")[0]


@pytest.mark.parametrize("key", ["jackpot", "fangelse", "dodsspranget"])
def test_highlight_and_prompt_move_on_when_the_dice_settle(key, tmp_path):
    app = make_app(tmp_path, animation="slow")
    match = Match(get_game(key), {}, [Seat("Anna", "human"), Seat("Bo", "human")], seed=4)
    table = table_for(app, match)
    app.push(table)
    assert table.seat_on_turn() == 0 and prompt_names(table) == "Anna"
    table.press_roll()
    app.saver.flush()  # the table throws no dice while the last move is on its way to disk
    table.update(0.01)  # the dice are thrown (a chance move) and start to tumble
    assert table.tray.rolling
    assert match.state.current_player() == 1  # the game has moved on ...
    assert table.seat_on_turn() == 0  # ... the screen has not: the roller is lit
    assert prompt_names(table) == "Anna"
    while table.tray.rolling:
        table.update(0.05)
    table.update(0.01)
    assert table.seat_on_turn() == 1 and prompt_names(table) == "Bo"
    pygame.quit()
