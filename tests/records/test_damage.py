"""Bad input: a damaged or foreign database is set aside and rebuilt from the record files; a half-written
game never reaches the database; an old schema is migrated."""

from __future__ import annotations

import sqlite3

import pytest

from game.engine.seats import Seat
from game.records import database
from game.records.archive import GameRecord, SeatResult
from game.records.book import DATABASE, RecordBook
from tests.records.conftest import played


def _fill(book: RecordBook) -> None:
    for n in range(4):
        match = played("jackpot", [Seat("Anna", "random"), Seat("AI", "ai", "normal")], seed=n)
        match.seats = [Seat("Anna", "human"), match.seats[1]]
        book.record(match, finished_at=10.0 + n)


def _everything(book: RecordBook):
    return ([f.to_json() for f in book.figures()], book.history(), [p.id for p in book.profiles.everyone()],
            sorted(p.name for p in book.archive.folder.iterdir()))


@pytest.mark.parametrize("damage", [
    b"this is not a database at all" * 100,  # damaged
    None,  # foreign: another program's SQLite file
])
def test_a_damaged_or_foreign_database_is_set_aside_and_nothing_is_lost(tmp_path, damage):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    _fill(book)
    save = folder / "saves" / "jackpot-unfinished.json"  # the player's other files stay as they were
    save.parent.mkdir()
    save.write_text('{"format": "spelbordet-save"}', encoding="utf-8")
    before = _everything(book)
    book.close()
    path = folder / DATABASE
    if damage is None:
        path.unlink()
        other = sqlite3.connect(path)
        other.execute("CREATE TABLE recipes (name TEXT)")
        other.commit()
        other.close()
    else:
        path.write_bytes(damage)
    reopened = RecordBook(folder)
    assert len(reopened.problems) == 1 and "moved aside" in reopened.problems[0]
    assert _everything(reopened) == before
    assert save.read_text(encoding="utf-8") == '{"format": "spelbordet-save"}'
    kept = [p for p in folder.iterdir() if p.name.startswith(DATABASE + ".damaged-")]
    assert len(kept) == 1  # the bad file is kept for the player to look at, not deleted
    if damage is not None:
        assert kept[0].read_bytes() == damage
    reopened.close()


def test_a_damaged_record_file_is_set_aside_and_the_others_count(tmp_path):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    _fill(book)
    victim = sorted(book.archive.folder.glob("*.json"))[0]
    victim.write_text("{ half a file", encoding="utf-8")
    assert book.rebuild() == 3
    assert any("moved aside" in p for p in book.problems)
    assert sum(f.played for f in book.figures() if f.name == "Anna") == 3
    book.close()


def test_a_damaged_players_file_comes_back_from_the_records(tmp_path):
    folder = tmp_path / "data"
    book = RecordBook(folder)
    _fill(book)
    anna = book.profiles.by_name("Anna")
    book.close()
    (folder / "players.json").write_text("[1, 2", encoding="utf-8")
    reopened = RecordBook(folder)
    assert reopened.profiles.by_name("Anna") == anna
    assert any("players.json" in p for p in reopened.problems)
    reopened.close()


def test_a_game_is_recorded_whole_or_not_at_all(book):
    rows = [SeatResult(0, "ai-easy", "A", "ai", 1, 1, True), SeatResult(0, "ai-hard", "B", "ai", 0, 0, False)]
    with pytest.raises(sqlite3.IntegrityError):  # the second seat row clashes with the first
        database.insert_record(book.db, GameRecord("x", "jackpot", 1.0, 1, 3, {}, rows))
    assert book.db.execute("SELECT count(*) FROM games").fetchone()[0] == 0
    assert book.db.execute("SELECT count(*) FROM results").fetchone()[0] == 0


def test_an_old_schema_is_migrated_in_place(tmp_path):
    path = tmp_path / DATABASE
    db = sqlite3.connect(path, isolation_level=None)
    database.MIGRATIONS[0](db)
    db.execute(f"PRAGMA application_id = {database.APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games VALUES ('00000000000000aa', 'trippel_yatzy', 1.0, 1, 5, '{\"columns\": 3}')")
    db.close()
    db, problem = database.open_database(path)
    assert problem is None
    assert db.execute("PRAGMA user_version").fetchone()[0] == database.SCHEMA_VERSION
    assert "columns" in [row[1] for row in db.execute("PRAGMA table_info(games)")]
    # version 3 counts every game again from the record files (their figures are now the results'): none here
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 0
    db.close()


def test_a_database_from_a_newer_version_is_set_aside(tmp_path):
    path = tmp_path / DATABASE
    db, _ = database.open_database(path)
    db.execute(f"PRAGMA user_version = {database.SCHEMA_VERSION + 1}")
    db.close()
    db, problem = database.open_database(path)
    assert problem and "newer version" in problem
    db.close()
