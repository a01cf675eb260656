"""A full disk loses no move and no finished game: the table stops before its next move and says so, goes on
by itself once the save lands, and a finished game whose record cannot be written waits for room. A game
that ended without its record (the client was killed) is recorded when the menu next opens."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.engine import save_writer
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.saves import load_match, save_match
from game.engine.seats import Seat
from game.records import archive
from game.records.book import open_book
from game.ui.scenes.history import ImportScene
from game.ui.scenes.not_saved import NotSavedScene
from game.ui.scenes.results import ResultsScene
from game.ui.tables import table_for
from tests.records.conftest import played
from tests.ui.conftest import Driver, make_app


class Disk:
    """Stands in for the disk's room: while full, every write of the kind patched raises ENOSPC."""

    def __init__(self) -> None:
        self.full = False

    def patch(self, monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> None:
        real = getattr(module, name)

        def write(*args: object) -> None:
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real(*args)

        monkeypatch.setattr(module, name, write)


def ai_table(app, seed=3):
    seats = [Seat("Bjørn", "ai", "easy"), Seat("Karin", "ai", "easy")]
    table = table_for(app, Match(get_game("dodsspranget"), {}, seats, seed=seed))
    app.push(table)
    return table


def test_a_full_disk_stops_the_table_before_its_next_move_and_it_goes_on_once_there_is_room(tmp_path, monkeypatch):
    disk = Disk()
    disk.patch(monkeypatch, save_writer, "write_text_atomic")
    app = make_app(tmp_path)
    app.home()
    table = ai_table(app)
    driver = Driver(app)
    driver.until(lambda: len(table.match.actions) >= 6)
    disk.full = True
    driver.until(lambda: isinstance(app.stack.top, NotSavedScene))
    stopped_at = len(table.match.actions)
    app.frame(0.05)  # the screen says so, over the table
    overlay = app.stack.top
    assert overlay.what == "save" and overlay.reason() == os.strerror(errno.ENOSPC)
    for _ in range(40):  # time passes, retries fail: not one move more
        driver.frames(1, dt=0.5)
    assert len(table.match.actions) == stopped_at and overlay.tries >= 5
    assert len(load_match(table.save_path).actions) < stopped_at  # the disk really has the older state
    disk.full = False
    driver.until(lambda: app.stack.top is table)
    assert load_match(table.save_path).actions == table.match.actions[:len(load_match(table.save_path).actions)]
    driver.until(lambda: isinstance(app.stack.top, ResultsScene), seconds=120)
    book = open_book()
    assert len(book.history()) == 1
    assert load_match(table.save_path).actions == table.match.actions
    book.close()


def test_a_finished_game_whose_record_cannot_be_written_waits_and_is_recorded(tmp_path, monkeypatch):
    disk = Disk()
    disk.patch(monkeypatch, archive, "write_json_atomic")  # only the record file: the save itself lands
    app = make_app(tmp_path)
    app.home()
    table = ai_table(app, seed=4)
    driver = Driver(app)
    disk.full = True
    driver.until(lambda: isinstance(app.stack.top, NotSavedScene), seconds=120)
    assert app.stack.top.what == "record" and table.match.state.is_terminal()
    app.frame(0.05)
    driver.frames(10, dt=0.5)
    assert isinstance(app.stack.top, NotSavedScene)
    book = open_book()
    assert book.history() == []
    book.close()
    disk.full = False
    driver.until(lambda: isinstance(app.stack.top, ResultsScene))
    book = open_book()
    assert len(book.history()) == 1
    book.close()


def test_a_game_that_ended_without_its_record_is_recorded_when_the_menu_opens(tmp_path):
    app = make_app(tmp_path)
    match = played("jackpot", [Seat("Anna", "random"), Seat("AI", "ai", "easy")], seed=8)
    match.seats = [Seat("Anna", "human"), match.seats[1]]
    save_match(match, app.store.new_path("jackpot"))  # as if killed after the last save, before the record
    app.home()
    app.frame(0.05)
    book = open_book()
    (row,) = book.history()
    assert row.names == ["Anna", "AI"]
    book.close()
    app.home()  # and only once
    book = open_book()
    assert len(book.history()) == 1
    book.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_the_import_screen_lists_only_files_it_can_read(tmp_path):
    app = make_app(tmp_path)
    app.home()
    book = open_book()
    book.exports.mkdir(parents=True)
    (book.exports / "gone.json").symlink_to(book.exports / "nowhere.json")
    os.mkfifo(book.exports / "pipe.json")
    good = book.export(book.record(played("jackpot", [Seat("A", "random"), Seat("B", "random")], seed=2)).id,
                       "good.json")
    started = time.monotonic()
    scene = ImportScene(app, book)
    app.push(scene)
    app.frame(0.05)
    assert scene.files == [good] and time.monotonic() - started < 2
    scene.import_path(book.exports / "pipe.json")  # typed by hand: refused with a message, never a wait
    assert time.monotonic() - started < 4
    book.close()


def test_kill_nine_around_the_end_of_a_game_loses_no_finished_game():
    """A short run of tools/kill_records.py (the tool itself runs 50 trials)."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools/kill_records.py"), "--trials", "2", "--seed", "5"],
                          capture_output=True, text=True, timeout=400, cwd=root)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 kill -9 trials" in done.stdout and ", 0 lost, none counted twice" in done.stdout


@pytest.mark.parametrize("language", ["en", "sv", "nb", "pseudo"])
def test_the_not_saved_screens_keep_their_layout_in_every_language(tmp_path, monkeypatch, language):
    from game.i18n import set_language
    from game.ui import text_probe

    disk = Disk()
    disk.patch(monkeypatch, save_writer, "write_text_atomic")
    app = make_app(tmp_path)
    app.home()
    set_language(language)
    table = ai_table(app)
    disk.full = True
    table.autosave()
    app.saver.flush()
    for what in ("save", "record"):
        scene = NotSavedScene(app, table, what)
        target = text_probe.ProbeSurface(app.screen.get_size())
        table.draw(target)  # the table under the shade is not this screen's text
        with text_probe.watching() as probe:
            scene.draw(target)
        panel = pygame.Rect(290, 150, 700, 430)
        faults = probe.faults(target.get_rect())
        outside = [d.text for d in probe.drawn if d.ink.colliderect(panel) and not panel.contains(d.ink)]
        assert not outside and not [f for f in faults if "shortened" in f or "cut off" in f], (what, outside, faults)
