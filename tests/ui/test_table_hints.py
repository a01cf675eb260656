"""The table's Hint, apart from any game's adviser (a stand-in adviser, at Jackpot's table, that waits for the
test's word): it is asked off the main loop with the seat's own decision, shows "Thinking…" meanwhile, marks and
explains the advice when it comes, is never shown for a position the table has left, and a failing adviser costs
only the hint."""

from __future__ import annotations

import threading
from dataclasses import replace

import pygame
import pytest

from game.engine.advice import Advice
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action
from game.ui import text_probe
from game.ui.tables import table_for
from tests.ui.conftest import Driver, make_app


class Adviser:
    def __init__(self, fail: bool = False) -> None:
        self.go = threading.Event()
        self.asked: list = []
        self.fail = fail

    def __call__(self, decision):
        self.asked.append(decision)
        self.go.wait(10)
        if self.fail:
            raise ValueError("no idea")
        return Advice(decision.legal[0], "Roll: nothing is written before the dice are thrown.", ("roll",))


@pytest.fixture
def hinted(tmp_path):
    def make(adviser):
        app = make_app(tmp_path)
        app.home()
        info = replace(get_game("jackpot"), advise=adviser)
        table = table_for(app, Match(info, {}, [Seat("Astrid"), Seat("Bo", "ai", "easy")], 3))
        marked = []
        table.mark_advice = lambda surface, advice: marked.append(advice)
        app.push(table)
        driver = Driver(app)
        driver.frames(2)
        return driver, table, marked
    yield make
    pygame.quit()


def drawn_texts(driver) -> list[str]:
    target = text_probe.ProbeSurface(driver.app.screen.get_size())
    with text_probe.watching() as probe:
        driver.app.stack.top.draw(target)
    return [item.text for item in probe.drawn]


def test_a_hint_thinks_off_the_loop_then_marks_and_explains(hinted):
    adviser = Adviser()
    driver, table, marked = hinted(adviser)
    assert table.hint_button_enabled()
    driver.key(pygame.K_h)
    driver.frames(3)  # the window goes on while the adviser thinks
    assert table.hint_waiting() and not table.hint_button_enabled()
    assert "Thinking…" in drawn_texts(driver)
    decision = adviser.asked[0]
    assert decision.seat == 0 and dict(decision.view) == dict(table.match.state.view(0))
    adviser.go.set()
    driver.until(lambda: table.current_advice() is not None)
    driver.frames(1)
    assert marked and marked[-1].action == Action("roll", ())
    assert any(text.startswith("Roll: nothing is written") for text in drawn_texts(driver))


def test_a_hint_for_a_position_the_table_has_left_is_never_shown(hinted):
    adviser = Adviser()
    driver, table, marked = hinted(adviser)
    table.ask_hint()
    assert table.submit(Action("roll", ()))  # the player rolls before the hint comes
    adviser.go.set()
    driver.frames(20)
    assert table.current_advice() is None and not marked
    driver.until(lambda: table.human_to_act() == 0 and table.session.version > 1)
    assert table.hint_button_enabled()  # the new position may have its own hint


def test_a_failing_adviser_costs_only_the_hint(hinted):
    adviser = Adviser(fail=True)
    adviser.go.set()
    driver, table, _ = hinted(adviser)
    table.ask_hint()
    driver.until(lambda: table.hints.answer(table.session.version) is not None)
    assert any("No hint this time (ValueError: no idea)" in text for text in drawn_texts(driver))
    assert table.submit(Action("roll", ()))


def test_no_hint_is_asked_while_the_ai_is_to_move(hinted):
    adviser = Adviser()
    adviser.go.set()
    driver, table, _ = hinted(adviser)
    table.session.hand_seat(0, "easy")  # the person's seat goes to an AI: nobody at the screen is to move
    driver.frames(1)
    assert not table.hint_button_enabled()
    table.ask_hint()
    assert adviser.asked == []
