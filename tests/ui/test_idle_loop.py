"""The loop sleeps on a still screen and runs every frame while something moves or the table has work."""

from __future__ import annotations

import threading
import time

import pygame

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui import widgets
from game.ui.ai_worker import AiWorker
from game.ui.scene import WAKE
from game.ui.scenes.rules_reader import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.tables import table_for
from tests.ui.conftest import Driver


def waiting_table(app, driver, key="jackpot"):
    """A table of one person and two AI seats, run until it is the person's move with nothing moving."""
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai", "easy"), Seat("Karin", "ai", "easy")]
    table = table_for(app, Match(get_game(key), {}, seats, seed=5))
    app.push(table)
    driver.until(lambda: table.human_to_act() is not None and not table.banners and table.animation_done())
    driver.frames(1)
    return table


def test_still_screens_ask_for_no_frames(app):
    assert not app.needs_frames()  # the menu
    for scene in (SettingsScene(app), SetupScene(app, get_game("kalahen")), RulesScene(app, get_game("jackpot"))):
        app.push(scene)
        app.frame(0.05)
        assert not app.needs_frames(), type(scene).__name__
        app.pop()


def test_a_table_sleeps_only_while_it_waits_for_its_person(tmp_path):
    from tests.ui.conftest import make_app

    app = make_app(tmp_path, animation="normal")
    app.home()
    driver = Driver(app)
    table = waiting_table(app, driver)
    assert not table.needs_frames()
    driver.click(table.roll_button)  # the dice are thrown and tumble, then the AI seats play
    assert table.needs_frames()
    driver.frames(2)
    assert table.wait > 0 and not table.animation_done() and table.needs_frames()
    driver.until(lambda: table.human_to_act() is not None and not table.banners and table.animation_done())
    assert not table.needs_frames()
    pygame.quit()


def test_a_thinking_ai_keeps_the_table_running(app, driver):
    seats = [Seat("Bjørn", "ai", "easy"), Seat("Astrid", "human")]
    table = table_for(app, Match(get_game("kalahen"), {}, seats, seed=3))
    app.push(table)
    driver.until(lambda: table.thinking() or table.human_to_act() is not None or table.wait > 0)
    if table.human_to_act() is None:
        assert table.needs_frames()


def test_a_finished_worker_wakes_the_loop(app):
    class Quick:
        def choose(self, decision):
            return "move"

    pygame.event.clear()
    worker = AiWorker()
    worker.start(Quick(), None)
    deadline = time.monotonic() + 10
    while worker.poll() is None:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert any(e.type == WAKE for e in pygame.event.get())


def test_a_message_wakes_the_loop_when_it_should_go(app):
    app.frame(0.05)
    assert app.sleep_for() > 0.5
    app.notify("Saved", seconds=0.2)
    assert app.sleep_for() <= 0.2


def test_a_blinking_cursor_wakes_the_loop_for_its_next_blink(app, driver):
    setup = SetupScene(app, get_game("jackpot"))
    app.push(setup)
    field = next(w for w in setup.widgets.widgets if isinstance(w, widgets.TextField) and w.visible)
    driver.click(field)
    assert field.focused
    assert app.blink_in is not None and app.blink_in <= widgets.BLINK
    assert app.sleep_for() <= widgets.BLINK


def run_loop_for(app, seconds: float, during=None) -> tuple[list[float], float]:
    """Runs the real loop (`App.run`) for a while: when it drew frames, and when `during` ran (half-way)."""
    drawn: list[float] = []
    draw = app.draw
    marks = {"during": 0.0}

    def counted() -> None:
        drawn.append(time.monotonic())
        draw()

    app.draw = counted

    def stop() -> None:
        time.sleep(seconds / 2)
        marks["during"] = time.monotonic()
        if during is not None:
            during()
        time.sleep(seconds / 2)
        app.running = False
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))

    threading.Thread(target=stop, daemon=True).start()
    app.run()
    return drawn, marks["during"]


def test_the_menu_sleeps_and_wakes_within_a_frame_when_the_mouse_moves(tmp_path):
    from tests.ui.conftest import make_app

    app = make_app(tmp_path)
    app.home()
    drawn, _ = run_loop_for(app, 1.0)
    assert len(drawn) <= 4  # the first frame, a heartbeat, the last (not 60)

    app = make_app(tmp_path)
    app.home()
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 200), rel=(1, 1), buttons=(0, 0, 0))
    drawn, moved = run_loop_for(app, 1.0, during=lambda: pygame.event.post(motion))
    assert any(moved <= t < moved + 0.1 for t in drawn)  # the hover is drawn at once: mouse motion is input
