"""The client as a player meets it: Continue after a crash, damaged saves, bad rule data, undo, resizing."""

from __future__ import annotations

import pygame

from game.engine.errors import RulesDataError
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.settings import Settings, load_settings, save_settings
from game.ui import theme
from game.ui.app import start_scene
from game.ui.saved_games import open_save
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pause import PauseScene
from game.ui.table import TableScene
from game.ui.tables import table_for
from tests.ui.conftest import Driver, make_app


def start_table(app, key="jackpot", seats=None, seed=5):
    seats = seats or [Seat("Astrid", "human"), Seat("Bjørn", "ai"), Seat("Karin", "ai")]
    table = table_for(app, Match(get_game(key), {}, seats, seed=seed))
    app.push(table)
    return table


def test_continue_resumes_exactly_where_a_killed_client_was(tmp_path):
    app = make_app(tmp_path)
    app.home()
    table = start_table(app)
    driver = Driver(app)
    for _ in range(3):
        while table.human_to_act() is None:
            driver.frames(1)
        driver.click(table.roll_button)
    # the dice of the last roll have fallen and that move is on disk (tools/kill_saves.py kills mid-write)
    driver.until(lambda: table.match.state.current_player() >= 0 and not app.saver.pending(table.save_path))
    snapshot = table.match.state.snapshot()
    moves = len(table.match.actions)
    pygame.quit()  # the process dies: nothing is saved on the way out
    again = make_app(tmp_path)
    again.home()
    menu = again.stack.top
    assert isinstance(menu, MenuScene) and menu.continue_button.enabled
    Driver(again).click(menu.continue_button)
    resumed = again.stack.top
    assert isinstance(resumed, TableScene)
    assert len(resumed.match.actions) == moves and resumed.match.state.snapshot() == snapshot
    assert resumed.log and len(resumed.log) == moves


def test_a_damaged_save_shows_a_message_and_is_set_aside(tmp_path):
    app = make_app(tmp_path)
    app.home()
    path = app.store.folder / "jackpot-1.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "spelbordet-save", "version": 1, "game": "jackpot", "seats": [')
    assert not open_save(app, path)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    assert "jackpot-1.json: is damaged" in message.text and "moved aside" in message.text
    assert not path.exists() and list(path.parent.glob("jackpot-1.json.damaged-*"))
    app.frame(0.05)


def test_bad_rule_data_gives_a_message_not_a_crash(tmp_path, monkeypatch):
    import game.engine.registry as registry

    def broken():
        raise RulesDataError("jackpot.yaml: options.rounds.default: expected a whole number, found 'ten'")

    monkeypatch.setattr(registry, "all_games", broken)
    app = make_app(tmp_path)
    scene = start_scene(app)
    assert isinstance(scene, MessageScene) and "jackpot.yaml: options.rounds.default" in scene.text
    app.push(scene)
    app.frame(0.05)


def test_undo_takes_back_my_last_move_against_ai(tmp_path):
    app = make_app(tmp_path)
    app.home()
    table = start_table(app, "dodsspranget")
    driver = Driver(app)
    while table.human_to_act() is None:
        driver.frames(1)
    driver.click(table.roll_button)
    while table.human_to_act() is None:
        driver.frames(1)
    before = len(table.match.actions)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.actions) == 0 and before > 2
    assert table.human_to_act() == 0  # my roll again, and the same dice will come
    driver.click(table.roll_button)
    while len(table.match.actions) < 2:
        driver.frames(1)
    assert table.match.state.total == table.match.state.history[0][2]


def test_escape_opens_the_in_game_menu_and_save_and_quit_returns_to_the_menu(tmp_path):
    app = make_app(tmp_path)
    app.home()
    table = start_table(app)
    driver = Driver(app)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    driver.click(driver.button("Save and quit to menu"))
    assert isinstance(app.stack.top, MenuScene)
    assert table.save_path.exists() and app.stack.top.continue_button.enabled


def test_the_layout_scales_with_the_window(tmp_path):
    app = make_app(tmp_path, 1920, 1080)
    assert theme.layout.scale == 1.5
    assert theme.layout.rect(0, 0, 1280, 720).size == (1920, 1080)
    app.screen = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000)))
    app.home()
    app.frame(0.05)
    assert theme.layout.scale == 1.25 and theme.layout.oy == 50  # letterboxed, centred


def test_settings_are_kept_per_user_and_a_damaged_file_falls_back(tmp_path):
    save_settings(Settings(fullscreen=False, width=1600, height=900, volume=0.3, animation="fast"))
    loaded, message = load_settings()
    assert (loaded.width, loaded.volume, loaded.animation, message) == (1600, 0.3, "fast", None)
    from game.settings import settings_path

    settings_path().write_text("{broken")
    loaded, message = load_settings()
    assert loaded == Settings() and "could not be read" in message


def test_the_results_tell_a_draw_from_a_game_nobody_won(tmp_path):
    from game.ai import bot_for
    from game.headless import play_out
    from game.ui.scenes.results import ResultsScene

    app = make_app(tmp_path)
    info = get_game("bovjakten")
    seats = [Seat(f"AI {i}", "ai") for i in range(4)]
    for seed in range(40):
        match = play_out(Match(info, {}, seats, seed=seed), [bot_for(info, s) for s in seats])
        if match.state.returns() == [0.5] * 4:
            assert ResultsScene(app, match).headline == "A draw"
            break
    else:
        raise AssertionError("no drawn hunt in 40 seeds")
    # A game stopped with nobody winning (as Kalahen at its round limit): every return is 0.
    match = Match(get_game("jackpot"), {}, seats[:2], seed=1)
    match.state.finished = True
    match.state.returns = lambda: [0.0, 0.0]
    assert ResultsScene(app, match).headline == "No winner"


def resize_window(app, width: int, height: int) -> None:
    """What a player's drag of the window's edge comes to: a new window size, and its event."""
    pygame.display.set_mode((width, height), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width, height), w=width, h=height))
    app.frame(0.05)


def test_settings_show_the_window_s_size_after_a_resize(tmp_path):
    """Settings said 1280 × 720 after the window was dragged to another size; Apply then shrank it back."""
    from game.ui.scenes.settings import SettingsScene

    app = make_app(tmp_path)
    app.home()
    resize_window(app, 1100, 760)
    settings = app.open("settings")
    assert isinstance(settings, SettingsScene)
    assert settings.size.show(settings.size.value) == "1100 × 760"
    resize_window(app, 1500, 850)  # resized again with the screen open: the choice follows
    assert settings.size.show(settings.size.value) == "1500 × 850"
    sizes = settings.size.values
    assert sizes == sorted(sizes, key=lambda wh: wh[0] * wh[1])  # among the others in order, the ends stay ends
    settings.apply()
    assert app.screen.get_size() == (1500, 850)
    pygame.quit()
