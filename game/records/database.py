"""The statistics database (SQLite, standard library): a schema with a version, migrations, and one
transaction per recorded game, so a crash never leaves half a game in it.

`PRAGMA application_id` marks the file as ours and `PRAGMA user_version` holds the schema version.
A damaged or foreign file is set aside and a fresh one started; the caller then refills it from the
record files.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from game.engine.saves import set_aside
from game.i18n import words
from game.records.archive import GameRecord

_, ngettext = words("spelbordet")

APPLICATION_ID = 0x53504C42  # "SPLB"


def _v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE games (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, finished_at REAL NOT NULL, seed INTEGER NOT NULL,
        moves INTEGER NOT NULL, options TEXT NOT NULL)""")
    db.execute("""CREATE TABLE results (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
        player TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, score REAL NOT NULL, share REAL NOT NULL,
        won INTEGER NOT NULL, PRIMARY KEY (game_id, seat))""")


def _v2(db: sqlite3.Connection) -> None:
    # Trippel Yatzy's high-score tables are kept apart by the number of columns: a column of its own
    # rather than parsing the options of every game.
    db.execute("ALTER TABLE games ADD COLUMN columns INTEGER")
    for gid, options in db.execute("SELECT id, options FROM games").fetchall():
        db.execute("UPDATE games SET columns = ? WHERE id = ?", (json.loads(options).get("columns"), gid))
    db.execute("CREATE INDEX results_by_player ON results (player, game_id)")
    db.execute("CREATE INDEX games_by_game ON games (game, finished_at)")


# MIGRATIONS[n] brings a database of version n to version n + 1.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1, _v2]
SCHEMA_VERSION = len(MIGRATIONS)


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """All or nothing: the connection runs in autocommit mode, so schema changes are inside it too."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


class ForeignDatabase(Exception):
    """The file is not a Spelbordet statistics database (or is damaged, or from a newer version)."""


def _check(db: sqlite3.Connection) -> int:
    """The schema version of an opened file; ForeignDatabase when it is not one of ours."""
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        integrity = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise ForeignDatabase(_("it is damaged ({reason})").format(reason=exc)) from exc
    if integrity != "ok":
        raise ForeignDatabase(_("it is damaged ({reason})").format(reason=integrity))
    if app_id == 0 and version == 0 and tables == 0:
        return 0  # a new, empty file
    if app_id != APPLICATION_ID:
        raise ForeignDatabase(_("it is not a Spelbordet statistics database"))
    if version > SCHEMA_VERSION:
        raise ForeignDatabase(_("it is from a newer version of Spelbordet (schema {version}, this one reads "
                                "{known})").format(version=version, known=SCHEMA_VERSION))
    return int(version)


def migrate(db: sqlite3.Connection, version: int) -> None:
    """Runs the missing migrations, each in its own transaction with the version it reaches."""
    while version < SCHEMA_VERSION:
        with transaction(db):
            MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def open_database(path: Path) -> tuple[sqlite3.Connection, str | None]:
    """The database at `path`, migrated to the current schema. A damaged or foreign file is moved aside
    and a fresh one started: the second value then says so (and the caller refills it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    problem = None
    db = sqlite3.connect(path, isolation_level=None)
    try:
        version = _check(db)
    except ForeignDatabase as exc:
        db.close()
        moved = set_aside(path)
        problem = _("The statistics database could not be used: {reason}. It was moved aside as {file} and a fresh "
                    "one was started from the kept game records.").format(reason=exc, file=moved.name)
        db = sqlite3.connect(path, isolation_level=None)
        version = 0
    db.execute("PRAGMA foreign_keys = ON")
    migrate(db, version)
    return db, problem


def _insert(db: sqlite3.Connection, record: GameRecord) -> bool:
    if db.execute("SELECT 1 FROM games WHERE id = ?", (record.id,)).fetchone():
        return False
    db.execute("INSERT INTO games (id, game, finished_at, seed, moves, options, columns) VALUES (?,?,?,?,?,?,?)",
               (record.id, record.game, record.finished_at, record.seed, record.moves,
                json.dumps(record.options, sort_keys=True), record.options.get("columns")))
    db.executemany("INSERT INTO results (game_id, seat, player, name, kind, score, share, won) "
                   "VALUES (?,?,?,?,?,?,?,?)",
                   [(record.id, r.seat, r.player, r.name, r.kind, r.score, r.share, int(r.won))
                    for r in record.results])
    return True


def insert_record(db: sqlite3.Connection, record: GameRecord) -> bool:
    """Adds one finished game and its seats in one transaction; False when it is already there."""
    with transaction(db):
        return _insert(db, record)


def refill(db: sqlite3.Connection, records: list[GameRecord]) -> int:
    """Empties the database and adds these games, all in one transaction; returns how many it holds."""
    with transaction(db):
        db.execute("DELETE FROM results")
        db.execute("DELETE FROM games")
        return sum(_insert(db, record) for record in records)
