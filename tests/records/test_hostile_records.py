"""The statistics database, the record files and imports under hostile files and faults: a finished game
is never lost, one bad value never stops a screen, and a busy database is waited for, never set aside."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time

import pytest

from game.engine.errors import SaveError
from game.engine.seats import Seat
from game.records import database
from game.records.book import DATABASE, RecordBook
from game.records.report import history_data, stats_data
from tests.records.conftest import played


def _game(seed: int = 1):
    match = played("jackpot", [Seat("Anna", "random"), Seat("AI", "ai", "normal")], seed=seed)
    match.seats = [Seat("Anna", "human"), match.seats[1]]
    return match


def _counted(book: RecordBook) -> int:
    return book.db.execute("SELECT count(*) FROM games").fetchone()[0]


def _screens_read(book: RecordBook) -> None:
    """What Statistics and History read, as their reports: raises if a value could stop them."""
    stats_data(book, None, None)
    history_data(book)


def test_a_file_with_our_header_but_another_schema_is_set_aside_and_games_go_on_being_kept(tmp_path):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    book.record(_game(1), finished_at=100.0)
    book.close()
    (folder / DATABASE).unlink()
    db = sqlite3.connect(folder / DATABASE)  # ours by its header, but no tables at all
    db.execute(f"PRAGMA application_id = {database.APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.close()
    book = RecordBook(folder)
    assert any("moved aside" in p for p in book.problems)
    book.record(_game(2), finished_at=200.0)
    assert _counted(book) == 2 and len(book.history()) == 2
    book.close()


def test_a_current_version_with_a_missing_column_is_set_aside(tmp_path):
    folder = tmp_path / "data"
    RecordBook(folder).close()
    db = sqlite3.connect(folder / DATABASE)
    db.execute("ALTER TABLE results DROP COLUMN kind")
    db.close()
    book = RecordBook(folder)
    assert any("results" in p for p in book.problems)
    book.record(_game(), finished_at=1.0)
    assert _counted(book) == 1
    book.close()


@pytest.mark.parametrize("damage", [
    "UPDATE results SET score = 'lots'",
    "UPDATE games SET finished_at = 1e12",
    "UPDATE games SET game = '../../evil'",
    "UPDATE results SET share = 7",
])
def test_a_database_with_an_impossible_value_is_rebuilt_from_the_records(tmp_path, damage):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    for n in range(3):
        book.record(_game(n), finished_at=10.0 + n)
    before = [f.to_json() for f in book.figures()], book.history()
    book.db.execute(damage)
    book.close()
    again = RecordBook(folder)
    assert any("values no recorded game can have" in p for p in again.problems)
    assert ([f.to_json() for f in again.figures()], again.history()) == before
    _screens_read(again)
    again.close()


def test_a_record_without_its_row_is_counted_at_the_next_opening_and_a_row_without_its_record_goes(tmp_path):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    kept = book.record(_game(1), finished_at=1.0)
    gone = book.record(_game(2), finished_at=2.0)
    # as if killed between the record file and its row: the row is missing
    book.db.execute("DELETE FROM games WHERE id = ?", (kept.id,))
    book.archive.path_of(gone.id).unlink()  # and a record file removed by hand
    book.close()
    again = RecordBook(folder)
    assert [row.id for row in again.history()] == [kept.id]
    assert again.db.execute("SELECT count(*) FROM results").fetchone()[0] == 2
    again.close()


@pytest.mark.parametrize(("field", "value", "message"), [
    ("score", "lots", "score"), ("finished_at", 1e12, "finished_at"), ("seed", 10**19, "seed"),
    ("id", "../../x", "id"), ("share", 3, "share"),
])
def test_a_record_file_with_a_bad_value_is_set_aside_and_nothing_crashes(tmp_path, field, value, message):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    good = book.record(_game(1), finished_at=1.0)
    bad = book.record(_game(2), finished_at=2.0)
    path = book.archive.path_of(bad.id)
    document = json.loads(path.read_text(encoding="utf-8"))
    if field == "seed":
        document["seed"] = value
    elif field in ("score", "share"):
        document["record"]["results"][0][field] = value
    else:
        document["record"][field] = value
    path.write_text(json.dumps(document), encoding="utf-8")
    book.db.execute("DELETE FROM games")  # the next opening reads every record again
    book.close()
    again = RecordBook(folder)
    assert [row.id for row in again.history()] == [good.id]
    assert any(message in p and "moved aside" in p for p in again.problems), again.problems
    _screens_read(again)
    again.close()


def test_an_import_with_a_huge_seed_or_a_far_date_is_refused_or_dated_now(tmp_path):
    home = RecordBook(tmp_path / "home")
    exported = home.export(home.record(_game(1), finished_at=5.0).id, "game.json")
    document = json.loads(exported.read_text(encoding="utf-8"))
    away = RecordBook(tmp_path / "away")
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({**document, "seed": 10**19}), encoding="utf-8")
    with pytest.raises(SaveError, match="seed"):
        away.import_file(huge)
    far = tmp_path / "far.json"
    far.write_text(json.dumps({**document, "record": {**document["record"], "finished_at": 1e12}}),
                   encoding="utf-8")
    record = away.import_file(far)
    assert time.time() - 60 < record.finished_at <= time.time()
    _screens_read(away)
    home.close()
    away.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_importing_a_pipe_or_a_device_is_refused_at_once(tmp_path):
    book = RecordBook(tmp_path / "data")
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    device = tmp_path / "zero.json"
    device.symlink_to("/dev/zero")
    for path in (pipe, device):
        started = time.monotonic()
        with pytest.raises(SaveError, match="cannot be read"):
            book.import_file(path)
        assert time.monotonic() - started < 2
    book.close()


def test_export_never_writes_outside_its_folder(tmp_path):
    book = RecordBook(tmp_path / "data")
    rid = book.record(_game(), finished_at=1.0).id
    for name in ("../escape.json", "/tmp/escape.json", "..", "a/../../b.json"):
        with pytest.raises(ValueError):
            book.export(rid, name)
    assert not (tmp_path / "data" / "escape.json").exists()
    assert book.export(rid, "fine.json").parent == book.exports
    book.close()


HOLDER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
db.execute("INSERT INTO games VALUES ('00000000000000ab', 'jackpot', 1.0, 1, 3, '{}', NULL)")
print("held", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("COMMIT")
print("committed", flush=True)
"""


def test_a_database_held_by_another_process_is_waited_for_never_set_aside(tmp_path):
    folder = tmp_path / "data"
    RecordBook(folder).close()
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder / DATABASE), "1.0"], stdout=subprocess.PIPE,
                             text=True)
    assert other.stdout is not None and other.stdout.readline().strip() == "held"
    book = RecordBook(folder)  # waits for the other process's write, then opens
    assert other.wait(timeout=30) == 0 and other.stdout.read().strip() == "committed"
    assert book.problems == [] and not list(folder.glob("*.damaged-*"))
    assert _counted(book) == 0  # the other process's row has no record file: not a game of ours to count
    book.close()


def test_a_database_held_too_long_keeps_the_game_in_its_record_file(tmp_path, monkeypatch):
    from game.ui.records import record_finished

    class Notes:
        def __init__(self) -> None:
            self.said: list[str] = []

        def notify(self, text: str, seconds: float = 5.0) -> None:
            self.said.append(text)

    folder = tmp_path / "data" / "Spelbordet"  # the per-user data folder the tests point at
    RecordBook(folder).close()
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.2)
    other = sqlite3.connect(folder / DATABASE, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(database.DatabaseBusy):
        RecordBook(folder)
    app = Notes()
    match = _game(3)
    assert record_finished(app, match)  # the record file is written although the statistics are held
    other.execute("COMMIT")  # the other process's commit goes through: nothing was moved under it
    other.close()
    assert not list(folder.glob("*.damaged-*"))
    book = RecordBook(folder)
    assert len(book.history()) == 1  # counted at the next opening
    book.close()
