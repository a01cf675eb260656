"""The statistics database (SQLite, standard library): a schema with a version, migrations, and one
transaction per recorded game, so a crash never leaves half a game in it.

`PRAGMA application_id` marks the file as ours and `PRAGMA user_version` holds the schema version.
A damaged or foreign file is set aside and a fresh one started; the caller then refills it from the
record files.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from game.engine.errors import SpelbordetError
from game.engine.reading import is_regular
from game.engine.registry import GAME_PACKAGES
from game.engine.saves import LATEST_TIME, set_aside
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


def _v3(db: sqlite3.Connection) -> None:
    # Scores are now the figures the results show (Kinesisk bank: chips won or lost, not the chips left): the
    # games are counted again from the record files, which the record book does for a database without them.
    db.execute("DELETE FROM results")
    db.execute("DELETE FROM games")


# MIGRATIONS[n] brings a database of version n to version n + 1.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1, _v2, _v3]
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
    """The file is not a Spelbordet statistics database (or is damaged, of another schema, holds values no
    game of ours could have, or is from a newer version)."""


class DatabaseUnavailable(SpelbordetError):
    """The database cannot be used now, through no fault of its own (a full disk, a folder it may not write,
    an input/output error): it is left alone, and the record files keep every game meanwhile."""


class DatabaseBusy(DatabaseUnavailable):
    """Another process holds the database for longer than BUSY_SECONDS: it is in use, not damaged."""


BUSY_SECONDS = 5.0  # how long a write another process holds is waited for
# The tables and columns of the current schema, in order: a file of ours at this version has exactly these.
COLUMNS = {"games": ("id", "game", "finished_at", "seed", "moves", "options", "columns"),
           "results": ("game_id", "seat", "player", "name", "kind", "score", "share", "won")}
_NUMBER = "typeof({0}) IN ('integer', 'real')"
# Rows no recorded game can have: the record files hold the truth, so a database with one is rebuilt.
_BAD_ROWS = (
    "SELECT 1 FROM games WHERE typeof(id) != 'text' OR id NOT GLOB '{hex16}' OR typeof(game) != 'text' "
    "OR game NOT IN ({games}) OR NOT " + _NUMBER.format("finished_at") + " OR finished_at < 0 "
    "OR finished_at > {latest} OR typeof(seed) != 'integer' OR seed < 0 OR typeof(moves) != 'integer' "
    "OR moves < 0 OR typeof(options) != 'text' OR (columns IS NOT NULL AND typeof(columns) != 'integer') LIMIT 1",
    "SELECT 1 FROM results WHERE typeof(seat) != 'integer' OR seat < 0 OR typeof(player) != 'text' "
    "OR length(player) > 64 OR typeof(name) != 'text' OR length(name) > 64 OR typeof(kind) != 'text' "
    "OR NOT " + _NUMBER.format("score") + " OR abs(score) > 1e9 OR NOT " + _NUMBER.format("share") + " "
    "OR share < 0 OR share > 1 OR won NOT IN (0, 1) OR game_id NOT IN (SELECT id FROM games) LIMIT 1",
)


# SQLite's primary result codes that say the file cannot be used now, not that it is damaged.
_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_UNAVAILABLE = _BUSY | {3, 7, 8, 9, 10, 13, 14, 15}  # PERM, NOMEM, READONLY, INTERRUPT, IOERR, FULL, CANTOPEN, PROTOCOL


def unavailable(exc: sqlite3.Error) -> DatabaseUnavailable | None:
    """The error as DatabaseBusy or DatabaseUnavailable when it says the file cannot be used now (None: the
    error says nothing of the kind, and may be damage)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return None
    if code & 0xFF in _BUSY:
        return DatabaseBusy(_("the statistics are in use by another program just now ({reason})").format(reason=exc))
    if code & 0xFF in _UNAVAILABLE:
        return DatabaseUnavailable(_("the statistics cannot be opened now ({reason})").format(reason=exc))
    return None


def _check(db: sqlite3.Connection) -> int:
    """The schema version of an opened file; ForeignDatabase when it is not one of ours (DatabaseBusy when
    another process holds it)."""
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        integrity = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        if (reason := unavailable(exc)) is not None:
            raise reason from exc
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


def check_contents(db: sqlite3.Connection) -> None:
    """ForeignDatabase when a database at the current version lacks a table or column, or holds a row no
    recorded game can have (a text where a score belongs, a date thousands of years ahead)."""
    for table, columns in COLUMNS.items():
        found = tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
        if found != columns:
            raise ForeignDatabase(_("its table {table} is not the one this version keeps").format(table=table))
    games = ", ".join(f"'{key}'" for key in GAME_PACKAGES)
    for query in _BAD_ROWS:
        if db.execute(query.format(games=games, latest=LATEST_TIME, hex16="[0-9a-f]" * 16)).fetchone():
            raise ForeignDatabase(_("it holds values no recorded game can have"))


def migrate(db: sqlite3.Connection, version: int) -> None:
    """Runs the missing migrations, each in its own transaction with the version it reaches."""
    while version < SCHEMA_VERSION:
        with transaction(db):
            MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _connect(path: Path) -> sqlite3.Connection:
    try:
        db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_SECONDS)
        db.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        raise unavailable(exc) or DatabaseUnavailable(
            _("the statistics cannot be opened now ({reason})").format(reason=exc)) from exc
    return db


def _opened(path: Path) -> sqlite3.Connection:
    """The database at `path`, checked and migrated; ForeignDatabase or DatabaseBusy otherwise."""
    db = _connect(path)
    try:
        migrate(db, _check(db))
        check_contents(db)
    except sqlite3.Error as exc:
        db.close()
        if (reason := unavailable(exc)) is not None:
            raise reason from exc
        raise ForeignDatabase(_("it is damaged ({reason})").format(reason=exc)) from exc
    except (ValueError, TypeError, AttributeError) as exc:  # a migration met values of another program
        db.close()
        raise ForeignDatabase(_("it is damaged ({reason})").format(reason=exc)) from exc
    except BaseException:
        db.close()
        raise
    return db


def open_database(path: Path) -> tuple[sqlite3.Connection, str | None]:
    """The database at `path`, migrated to the current schema. A damaged or foreign file, or one of another
    schema or with impossible values, is moved aside and a fresh one started: the second value then says so
    (and the caller refills it from the records). A database another process holds is waited for
    BUSY_SECONDS and then DatabaseBusy raised, one that cannot be used now (a full disk) DatabaseUnavailable:
    neither is ever moved aside."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if (path.exists() or path.is_symlink()) and not is_regular(path):
            # a pipe would block SQLite's open, a link that leads nowhere would make it write elsewhere
            raise ForeignDatabase(_("it is not a regular file"))
        return _opened(path), None
    except ForeignDatabase as exc:
        moved = set_aside(path)
        for extra in ("-journal", "-wal", "-shm"):  # what SQLite keeps beside the file belongs to it
            side = path.with_name(path.name + extra)
            if side.exists():
                os.replace(side, moved.with_name(moved.name + extra))
        problem = _("The statistics database could not be used: {reason}. It was moved aside as {file} and a fresh "
                    "one was started from the kept game records.").format(reason=exc, file=moved.name)
    return _opened(path), problem


def known_ids(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT id FROM games")}


def forget(db: sqlite3.Connection, ids: set[str]) -> None:
    """Removes games (and their seats) whose record files are gone."""
    with transaction(db):
        db.executemany("DELETE FROM games WHERE id = ?", [(gid,) for gid in ids])


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


def add_records(db: sqlite3.Connection, records: list[GameRecord]) -> int:
    """Adds games not yet there, all in one transaction; returns how many were added."""
    with transaction(db):
        return sum(_insert(db, record) for record in records)


def refill(db: sqlite3.Connection, records: list[GameRecord]) -> int:
    """Empties the database and adds these games, all in one transaction; returns how many it holds."""
    with transaction(db):
        db.execute("DELETE FROM results")
        db.execute("DELETE FROM games")
        return sum(_insert(db, record) for record in records)
