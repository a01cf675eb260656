"""The Statistics, History, Players and Replay screens through real clicks, on a real record book."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.registry import get_game
from game.engine.seats import Seat
from game.records.book import open_book
from game.records.profiles import shown_name
from game.ui.scenes.history import HistoryScene, ImportScene
from game.ui.scenes.players import PlayersScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.statistics import StatisticsScene
from tests.records.conftest import played


def _record(count: int = 3, key: str = "trippel_yatzy", **options):
    book = open_book()
    matches = []
    for n in range(count):
        match = played(key, [Seat("Anna", "random"), Seat("AI", "ai", "easy")], seed=20 + n, **options)
        match.seats = [Seat("Anna", "human"), match.seats[1]]
        book.record(match, finished_at=1000.0 + n)
        matches.append(match)
    book.close()
    return matches


def test_statistics_screen_shows_the_figures_chart_and_head_to_head(app, driver):
    _record(3, columns=1)
    driver.click(driver.button("Statistics"))
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    while scene.game_stepper.value != ("trippel_yatzy", "one column"):
        scene.game_stepper.step(1)
    driver.frames(2)
    assert {shown_name(f.player, f.name): f.played for f in scene.rows} == {"Anna": 3, "AI · AI (easy)": 3}
    assert scene.h2h is not None and scene.h2h.games == 3
    driver.click(driver.button("High scores"))
    assert [h.score for h in scene.tables[1]] == sorted((h.score for h in scene.tables[1]), reverse=True)
    assert len(scene.tables[1]) == 6 and scene.tables[3] == []
    driver.click(driver.button("Player figures"))
    driver.click(driver.button("Reset all…"))
    driver.click(driver.button("Reset all"))  # the confirmation
    assert app.stack.top is scene and scene.rows == []


def test_history_replays_a_game_to_the_same_final_state(app, driver):
    (match, *_) = _record(1, "jackpot")
    driver.click(driver.button("History"))
    assert isinstance(app.stack.top, HistoryScene)
    assert len(app.stack.top.rows) == 1
    driver.click(driver.button("Replay"))
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.table.match.actions == []
    for _ in range(5):
        driver.click(driver.button("Next ▶"))
    assert replay.position == 5 and len(replay.table.log) == 5
    driver.click(driver.button("◀ Back"))
    assert replay.position == 4 and replay.table.match.actions == match.actions[:4]
    driver.click(driver.button("▶ Play"))
    driver.until(lambda: replay.position == len(match.actions), seconds=60)
    driver.frames(3)
    assert replay.table.match.state.snapshot() == match.state.snapshot()
    assert replay.table.log[-1] == replay.log_line(len(match.actions) - 1)
    # Jumping to a round lands on its first move; the seat chooser shows each seat's own view.
    replay.round_stepper.index = 2
    driver.click(driver.button("Go"))
    assert replay.position == replay.walk.round_starts[2]
    replay.seat_stepper.step(1)
    driver.frames(1)
    assert replay.table.viewer() == 0
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, HistoryScene)


def test_export_then_import_through_the_screens(app, driver, tmp_path):
    _record(1, "dodsspranget")
    driver.click(driver.button("History"))
    history = app.stack.top
    driver.click(driver.button("Export"))
    exported = next(history.book.exports.glob("*.json"))
    other = tmp_path / "elsewhere.json"
    document = json.loads(exported.read_text(encoding="utf-8"))
    document["actions"][0] = ["nonsense"]
    other.write_text(json.dumps(document), encoding="utf-8")
    driver.click(driver.button("Import a game…"))
    importer = app.stack.top
    assert isinstance(importer, ImportScene) and importer.files == [exported]
    importer.path_field.text = str(other)
    driver.click([w for w in importer.widgets.widgets if getattr(w, "label", "") == "Import"][-1])
    assert "cannot be imported" in app.stack.top.title  # the message; nothing changed
    driver.key(pygame.K_RETURN)
    driver.click(driver.button("Import"))
    assert "already in your history" in app.stack.top.text


def test_players_screen_renames_and_deletes_with_a_confirmation(app, driver):
    _record(1, "dodsspranget")
    driver.click(driver.button("Players"))
    scene = app.stack.top
    assert isinstance(scene, PlayersScene) and [p.name for p in scene.people] == ["Anna"]
    driver.click(driver.button("Rename"))
    scene.rename_field.text = "Annika"
    driver.click(driver.button("Save"))
    assert [p.name for p in scene.people] == ["Annika"]
    driver.click(driver.button("Delete"))
    driver.click(driver.button("Cancel"))
    assert [p.name for p in scene.people] == ["Annika"]
    driver.click(driver.button("Delete"))
    driver.click(driver.button("Delete"))
    assert scene.people == []


@pytest.mark.parametrize("key", ["kalahen", "narrespillet", "krutroyk", "trippel_yatzy", "kinesisk_bank",
                                 "dodsspranget", "jackpot", "bovjakten", "fangelse"])
def test_every_table_replays_a_recorded_game_from_its_record_file(app, driver, key):
    info = get_game(key)
    seats = [Seat(f"S{i + 1}", "random") for i in range(max(2, info.min_players))]
    match = played(key, seats, seed=4)
    book = open_book()
    record = book.record(match)
    replay = ReplayScene(app, book.match_of(record.id))
    app.push(replay)
    for seat_choice in range(len(replay.seat_stepper.values)):
        replay.seat_stepper.index = seat_choice
        replay.show_seat()
        for where in (0, len(match.actions) // 2, len(match.actions)):
            replay.jump(where)
            driver.frames(2)
            assert replay.table.match.actions == match.actions[:where]
    replay.jump(len(match.actions) - 3)
    for _ in range(3):
        driver.click(driver.button("Next ▶"))
    assert replay.table.match.state.snapshot() == match.state.snapshot()
    assert not app.store.entries()[0]  # a replay is never saved as a game
    book.close()


def test_a_game_finished_at_the_table_is_recorded_and_its_people_become_players(app, driver):
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.setup import SetupScene

    app.push(SetupScene(app, get_game("dodsspranget"), seats=[Seat("Astrid", "ai", "easy"),
                                                                 Seat("Bjørn", "ai", "hard")]))
    driver.click(driver.button("Start"))
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), seconds=120)
    book = open_book()
    (row,) = book.history()
    assert row.game == "dodsspranget" and row.names == ["Astrid", "Bjørn"]
    assert {f.name for f in book.figures("dodsspranget")} == {"Computer"}  # every level alike in a game of luck
    book.close()
    app.push(SetupScene(app, get_game("jackpot"), seats=[Seat("Karin", "human"), Seat("Lars", "ai")]))
    scene = app.stack.top
    scene.rows[0][0].text = "Ma"
    driver.click(driver.button("Start"))
    assert open_book().profiles.by_name("Ma") is not None  # a typed name becomes a player
    app.push(SetupScene(app, get_game("jackpot"), seats=[Seat("Karin", "human"), Seat("Lars", "ai")]))
    driver.click(driver.button("Players"))
    driver.click(driver.button("Choose"))
    assert app.stack.top.rows[0][0].text == "Ma"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_records_screen_draws(tmp_path, size):
    from game.selftest import records_scenes
    from tests.ui.conftest import make_app

    app = make_app(tmp_path, *size, animation="normal")
    drawn = []
    for name, scene in records_scenes(app, tmp_path / "records"):
        app.home()
        app.push(scene)
        for _ in range(3):
            app.frame(0.05)
        colours = {app.screen.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
        assert len(colours) > 4, f"{name} drew next to nothing"
        drawn.append(name)
    assert drawn[:6] == ["statistics", "history", "import", "players", "choose a player", "confirm"]
    assert len(drawn) == 8
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1200), (1600, 720)])
def test_the_replay_bar_keeps_clear_of_the_table(tmp_path, size):
    """In a window (or a full screen) of another shape than 16:9, the controls sat above the bar, over the foot
    of the shrunk table; every control now stands in the bar, below the whole table."""
    from tests.ui.conftest import make_app

    app = make_app(tmp_path, *size)
    app.home()
    seats = [Seat("Astrid", "random"), Seat("Bo", "random")]
    book = open_book()
    record = book.record(played("jackpot", seats, seed=4))
    replay = ReplayScene(app, book.match_of(record.id))
    app.push(replay)
    app.frame(0.05)
    bar, shown = replay.bar_rect(app.screen.get_size()), replay.table_rect(app.screen.get_size())
    assert shown.bottom <= bar.top and app.screen.get_rect().contains(bar)
    for control in replay.controls.widgets:
        assert bar.contains(control.screen_rect()), f"{getattr(control, 'label', control)} is not in the bar"
    pygame.quit()
