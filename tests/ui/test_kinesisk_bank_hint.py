"""Kinesisk bank's Hint at the table: the button asks the adviser, the square to bet on (and the chip value to pick
first), Done or Roll is ringed with the rival the reason speaks of, and following the hint plays its move."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action
from game.ui.tables import table_for
from game.ui.tables.dice import kinesisk_bank
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app


@pytest.fixture
def bank(tmp_path, monkeypatch):
    """Astrid bets against the bank (an easy AI); the rects the table rings are recorded."""
    app = make_app(tmp_path)
    app.home()
    table = table_for(app, Match(get_game("kinesisk_bank"), {}, [Seat("Bank", "ai", "easy"), Seat("Astrid")], 3))
    rings: list[pygame.Rect] = []
    monkeypatch.setattr(kinesisk_bank, "draw_mark", lambda surface, rect, label="": rings.append(rect))
    app.push(table)
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() == 1)
    yield driver, table, rings
    pygame.quit()


def hinted(driver, table, rings):
    rings.clear()
    driver.click(table.hint_button)
    driver.until(lambda: table.current_advice() is not None)
    driver.frames(1)
    return table.current_advice()


def test_the_hint_rings_the_square_and_the_chip_to_pick_then_done(bank):
    driver, table, rings = bank
    assert table.hint_button.visible and table.hint_button.enabled
    driver.click(table.chip_buttons[2])  # the player has picked 10: the hint's 1-chip bet needs the 1 first
    advice = hinted(driver, table, rings)
    assert advice.action.kind == "bet" and advice.action.args[1] == 1
    square = advice.action.args[0]
    assert advice.reason.startswith("Every bet returns about 57 % of its stake on average")
    assert layout.rect(*table.square_rect(square)) in rings
    assert table.chip_buttons[0].screen_rect() in rings  # the 1 to pick first
    assert table.seat_rect(0) in rings  # the rival the standing is measured against: the bank
    # Doing as the hint says: pick 1, click the square.
    driver.click(table.chip_buttons[0])
    driver.click_at(layout.rect(*table.square_rect(square)).center)
    assert table.view["bets"][1][square - 1] == 1
    assert table.current_advice() is None  # the position changed: the hint is gone
    advice = hinted(driver, table, rings)
    assert advice.action == Action("done") and table.done_button.screen_rect() in rings


def test_the_hint_button_waits_for_the_players_turn(bank):
    driver, table, _rings = bank
    table.session.hand_seat(1, "easy")
    driver.frames(1)
    assert not table.hint_button.enabled
