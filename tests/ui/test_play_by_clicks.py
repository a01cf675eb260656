"""Whole games played through the same events a mouse sends."""

from __future__ import annotations

import json

from game.engine.state import CHANCE
from game.ui.scenes.menu import GameCard, MenuScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene


def open_setup(driver, key):
    menu = driver.app.stack.top
    assert isinstance(menu, MenuScene)
    card = next(w for w in menu.widgets.widgets if isinstance(w, GameCard) and w.info.key == key)
    driver.click(card)
    setup = driver.app.stack.top
    assert isinstance(setup, SetupScene) and setup.info.key == key
    return setup


def play_until_results(driver, act, limit=20000):
    for _ in range(limit):
        top = driver.app.stack.top
        if isinstance(top, ResultsScene):
            return top
        if isinstance(top, TableScene) and top.human_to_act() is not None:
            act(top)
        else:
            driver.frames(1)
    raise AssertionError("the game did not end")


def test_a_whole_jackpot_game_with_two_human_seats(driver):
    setup = open_setup(driver, "jackpot")
    # Three seats by default: remove the third, make the second a person.
    driver.click(setup.rows[2][2])
    kind = setup.rows[1][1]
    driver.step_to(kind, ("human", "normal"))
    driver.click(driver.button("Start"))
    table = driver.app.stack.top
    assert isinstance(table, TableScene) and [s.kind for s in table.match.seats] == ["human", "human"]
    rolls = []

    def roll(t):
        rolls.append(t.match.state.current_player())
        driver.click(t.roll_button)

    results = play_until_results(driver, roll)
    state = table.match.state
    assert state.is_terminal() and sum(state.chips) + state.pot == 24
    assert set(rolls) == {0, 1}  # both people rolled, by clicking
    assert "wins" in results.headline
    saved = json.loads(table.save_path.read_text())
    assert saved["finished"] and len(saved["actions"]) == len(table.match.actions)


def test_a_whole_kinesisk_bank_game_against_two_ai_seats(driver):
    setup = open_setup(driver, "kinesisk_bank")
    driver.click(setup.role_buttons[0])  # the person chooses the bank (alone, they would bet by default)
    driver.click(driver.button("Start"))
    table = driver.app.stack.top
    assert [s.kind for s in table.match.seats] == ["human", "ai", "ai"]
    human_rolls = 0

    def bank(t):
        nonlocal human_rolls
        assert t.match.state.current_player() == 0  # the person is the bank and only rolls
        human_rolls += 1
        driver.click(t.roll_button)

    play_until_results(driver, bank)
    state = table.match.state
    assert human_rolls == 10 and state.round == 10
    assert sum(state.chips) == 600
    chance_moves = [a for a, who in zip(table.match.actions, table.match.actors) if who == CHANCE]
    assert len(chance_moves) == 10


def test_betting_by_clicking_squares(driver):
    setup = open_setup(driver, "kinesisk_bank")
    # Make the person a bettor: seat 0 banks, so put an AI there and the person second.
    driver.click_at(setup.rows[0][1]._arrows()[1].center)  # seat 1: human -> AI easy
    kind = setup.rows[1][1]
    driver.step_to(kind, ("human", "normal"))
    driver.click(driver.button("Start"))
    table = driver.app.stack.top
    driver.until(lambda: table.human_to_act() is not None)
    assert table.match.state.bettor == 1
    driver.click(table.chip_buttons[1])  # the 5 chip
    from game.ui.theme import layout

    driver.click_at(layout.rect(*table.square_rect(4)).center)
    driver.click(table.chip_buttons[0])
    driver.click_at(layout.rect(*table.square_rect(4)).center)
    assert table.match.state.bets[1][3] == 6 and table.match.state.chips[1] == 44
    driver.click(table.clear_button)
    assert table.match.state.chips[1] == 50
    driver.click_at(layout.rect(*table.square_rect(2)).center)
    driver.click(table.done_button)
    assert table.match.state.bettor == 2 or table.match.state.bettor == -1


def test_bets_lie_on_the_squares_as_chips_in_the_bettors_colour(driver):
    """A bet shows as a stack of chips on its square in the bettor's colour, taller for a bet of more chips."""
    import pygame

    from game.ui import theme
    from game.ui.theme import layout

    setup = open_setup(driver, "kinesisk_bank")
    driver.step_to(setup.rows[0][1], ("ai", "easy"))  # seat 1: an AI, who banks
    driver.step_to(setup.rows[1][1], ("human", "normal"))
    driver.click(driver.button("Start"))
    table = driver.app.stack.top
    driver.until(lambda: table.human_to_act() is not None)
    colour = theme.seat_colour(1)

    def coloured_pixels(square: int) -> int:
        driver.frames(1)
        table.draw(driver.app.screen)
        area = driver.app.screen.subsurface(layout.rect(*table.square_rect(square)))
        return sum(tuple(area.get_at((x, y)))[:3] == colour
                   for x in range(area.get_width()) for y in range(area.get_height()))

    assert coloured_pixels(2) == 0
    driver.click(table.chip_buttons[0])  # the 1 chip
    driver.click_at(layout.rect(*table.square_rect(2)).center)
    one_chip = coloured_pixels(2)
    assert one_chip > 0
    driver.click_at(layout.rect(*table.square_rect(2)).center)
    driver.click_at(layout.rect(*table.square_rect(2)).center)
    assert table.match.state.bets[1][1] == 3
    assert coloured_pixels(2) > one_chip * 1.3  # three chips stand taller than one
    pygame.quit()
