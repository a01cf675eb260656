"""Mutated files of every kind the client reads besides saves — settings, players, game records, imported
games and statistics database rows — and the client's own reading of each, for the property test and
tools/fuzz_files.py. Each case is driven by a random.Random, so hypothesis (in the suite) and a seeded loop
(in the tool) feed the same kinds of damage; each reading runs under a time limit, so a hang is a failure."""

from __future__ import annotations

import contextlib
import json
import random
import shutil
import signal
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import asdict
from functools import cache
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.seats import Seat
from game.records.book import DATABASE, RecordBook
from game.records.report import history_data, stats_data
from game.settings import Settings, load_settings
from game.ui.dates import day_month_year, short_time
from tests.engine.save_mutations import (
    deep_nesting,
    drop_key,
    flip_bytes,
    huge_number,
    long_string,
    truncate,
    wrong_type,
)
from tests.records.conftest import played

KINDS = ("settings", "players", "record", "import", "database row")
SECONDS = 10  # a case that takes longer than this is a hang
GENERIC: list[Callable[[random.Random, dict], bytes]] = [truncate, flip_bytes, wrong_type, drop_key, huge_number,
                                                         deep_nesting, long_string]


class Hang(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raises Hang in the block after `seconds` (SIGALRM: the main thread of a POSIX process)."""
    def ring(_signum: int, _frame: Any) -> None:
        raise Hang(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _odd_text(rng: random.Random) -> str:
    return rng.choice(["\ud800", "a\udfff", "\u0000", "\u202e", "x" * 70, "", "../../etc/passwd", "Åsa 😀"])


def lone_surrogate(rng: random.Random, doc: dict) -> bytes:
    """A text replaced by one that cannot be written back as UTF-8 (or another odd text)."""
    text = json.dumps(doc, ensure_ascii=True)
    strings = [s for s in _strings(doc) if s and json.dumps(s, ensure_ascii=True) in text]
    if not strings:
        return text.encode()
    old = json.dumps(rng.choice(strings), ensure_ascii=True)
    return text.replace(old, json.dumps(_odd_text(rng), ensure_ascii=True), 1).encode()


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def far_value(rng: random.Random, doc: dict) -> bytes:
    """A number a game of ours never has, where a number belongs: a date in year 33658, a 20-digit seed, a
    score that is text."""
    far = rng.choice([1e12, 1e12, -1.0, 10**19, 2**63, 1e308, -(10**19), 3])
    record = doc.get("record")
    if isinstance(record, dict) and rng.random() < 0.7:
        where = rng.choice(["finished_at", "seed", "result"])
        if where == "finished_at":
            record["finished_at"] = far
        elif where == "seed":
            doc["seed"] = far if isinstance(far, int) else 10**19
        else:
            result = rng.choice(record["results"])
            result[rng.choice(list(result))] = rng.choice(["lots", 1e12, -5, None, 10**19, [1], 7])
    else:
        numbers = [k for k, v in doc.items() if isinstance(v, (int, float))]
        doc[rng.choice(numbers or list(doc) or ["x"])] = far
    return json.dumps(doc, ensure_ascii=False).encode()


MUTATIONS = [*GENERIC, lone_surrogate, far_value]


@cache
def _finished() -> list[Any]:
    games = []
    for n, key in enumerate(("jackpot", "dodsspranget", "fangelse", "trippel_yatzy")):
        match = played(key, [Seat("Anna", "random"), Seat("AI", "ai", "easy")], seed=n + 1,
                       **({"columns": 1} if key == "trippel_yatzy" else {}))
        match.seats = [Seat("Anna", "human"), match.seats[1]]
        games.append(match)
    return games


@cache
def base_documents(kind: str) -> list[dict[str, Any]]:
    if kind == "settings":
        return [asdict(Settings()), asdict(Settings(fullscreen=True, width=1600, height=900, language="sv"))]
    if kind == "players":
        return [{"format": "spelbordet-players", "version": 1,
                 "players": [{"id": "p-0a1b2c3d", "name": "Anna"}, {"id": "p-99aa00ff", "name": "Bjørn"}],
                 "resets": {"p-0a1b2c3d": 1000.0, "ai-easy": 10.0}, "reset_all": 5.0}]
    from game.records.archive import make_document

    return [make_document(match, ["p-0a1b2c3d", "ai-easy"], 1000.0 + n) for n, match in enumerate(_finished())]


def mutated(kind: str, rng: random.Random, mutation: int | None = None) -> tuple[bytes, dict[str, Any]]:
    """A damaged file of `kind` (by MUTATIONS[mutation], or one at random), and the document it was made from."""
    base = rng.choice(base_documents(kind))
    damage = MUTATIONS[mutation] if mutation is not None else rng.choice(MUTATIONS)
    return damage(rng, json.loads(json.dumps(base))), base


def _odd_cell(rng: random.Random) -> Any:
    return rng.choice(["lots", "", "\x00", 1e12, -1, 10**18, -(2**63), 1e308, None, b"\x00\xff", 0.5, 2, "x" * 500,
                       "../../evil", "jackpot", "0123456789abcdef"])


def mutate_row(db: sqlite3.Connection, rng: random.Random) -> None:
    """One cell of one row set to a value of an odd kind, or one row removed or doubled."""
    table = rng.choice(["games", "results"])
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    rowid = rng.choice([r[0] for r in db.execute(f"SELECT rowid FROM {table}")])
    what = rng.random()
    if what < 0.8:
        column = rng.choice(columns)
        with contextlib.suppress(sqlite3.Error):
            db.execute(f'UPDATE {table} SET "{column}" = ? WHERE rowid = ?', (_odd_cell(rng), rowid))
    elif what < 0.9:
        db.execute(f"DELETE FROM {table} WHERE rowid = ?", (rowid,))
    else:
        with contextlib.suppress(sqlite3.Error):
            db.execute(f"INSERT INTO {table} SELECT * FROM {table} WHERE rowid = ?", (rowid,))


@cache
def _template(folder: Path) -> Path:
    """A data folder with the finished games recorded: each database case starts from a copy of it."""
    book = RecordBook(folder)
    for n, match in enumerate(_finished()):
        book.record(match, finished_at=1000.0 + n)
    book.close()
    return folder


def _read_records(folder: Path) -> RecordBook:
    """What Statistics and History read, as the client reads it: any exception but a clear message fails."""
    book = RecordBook(folder)
    stats_data(book, None, None)
    history_data(book)
    for score in book.high_scores(1) + book.high_scores(3):
        day_month_year(score.finished_at)  # as Statistics shows them
    for row in book.history():
        short_time(row.finished_at)  # as History shows them
        with contextlib.suppress(SaveError):
            book.match_of(row.id)  # Replay
    return book


def read_like_the_client(kind: str, folder: Path, rng: random.Random, template: Path,
                         mutation: int | None = None) -> str:
    """One mutated file of `kind` through the client's own reading, in an empty `folder`; a word on what became
    of it. Raises (the failure the property forbids) on anything but a clear message, or on a hang."""
    folder.mkdir(parents=True, exist_ok=True)
    with time_limit(SECONDS):
        if kind == "settings":
            path = folder / "settings.json"
            path.write_bytes(mutated(kind, rng, mutation)[0])
            settings, message = load_settings(path)
            assert settings == Settings(**asdict(settings)).clean()
            return "defaults, with a message" if message else "read"
        if kind == "players":
            (folder / "players.json").write_bytes(mutated(kind, rng, mutation)[0])
            book = _read_records(folder)
            outcome = "set aside, with a message" if book.profiles.problem else "read"
            book.close()
            return outcome
        if kind == "record":
            raw, base = mutated(kind, rng, mutation)
            (folder / "records").mkdir(exist_ok=True)
            (folder / "records" / f"{base['record']['id']}.json").write_bytes(raw)  # named as the record it was
            book = _read_records(folder)
            outcome = "set aside, with a message" if book.problems else "counted"
            book.close()
            return outcome
        if kind == "import":
            path = folder / "import.json"
            path.write_bytes(mutated(kind, rng, mutation)[0])
            book = RecordBook(folder)
            try:
                book.import_file(path)
                outcome = "imported"
            except SaveError as exc:
                assert str(exc) and len(str(exc)) < 600
                outcome = "refused, with a message"
            _read_records(folder).close()
            book.close()
            return outcome
        shutil.copytree(template, folder, dirs_exist_ok=True)
        db = sqlite3.connect(folder / DATABASE, isolation_level=None)
        for _ in range(rng.randint(1, 3)):
            mutate_row(db, rng)
        db.close()
        book = _read_records(folder)
        outcome = "rebuilt, with a message" if book.problems else "read"
        book.close()
        return outcome


def template_folder(parent: Path) -> Path:
    return _template(parent / "template")
