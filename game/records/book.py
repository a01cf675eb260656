"""The record book: one place that records finished games and answers for them. It ties together the
record files (the truth), the statistics database (rebuilt from them when needed) and the profiles."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.json_reading import read_json
from game.engine.match import Match
from game.engine.reading import inside
from game.engine.saves import (
    FORMAT,
    SAVE_LIMITS,
    checked_document,
    record_id,
    save_document,
    set_aside,
    write_json_atomic,
)
from game.i18n import words
from game.records import database, figures
from game.records.archive import (
    Archive,
    GameRecord,
    finished_time,
    make_document,
    record_from_document,
    replayed_match,
)
from game.records.figures import HeadToHead, HighScore, HistoryRow, PlayerFigures
from game.records.profiles import Profiles, bot_player, is_bot, players_of
from game.userdirs import data_dir

_, ngettext = words("spelbordet")

DATABASE = "statistics.sqlite3"


def keep_record(archive: Archive, profiles: Profiles, match: Match, finished_at: float | None = None) -> GameRecord:
    """Writes a finished game's record file, the truth the statistics are counted from (an OSError when the
    disk cannot take it: nothing is written then)."""
    document = make_document(match, [profiles.player_for(seat, match.info.choices) for seat in match.seats],
                             finished_at)
    record = record_from_document(document)
    archive.write(document)
    return record


def keep_without_statistics(folder: Path, match: Match, finished_at: float | None = None) -> GameRecord:
    """A finished game's record file alone, for when the statistics database cannot be opened now: the next
    opening of the record book counts it."""
    return keep_record(Archive(folder / "records"), Profiles(folder / "players.json"), match, finished_at)


class RecordBook:
    def __init__(self, folder: Path) -> None:
        """`folder` is the per-user data folder: records/, statistics.sqlite3 and players.json live there.
        DatabaseBusy when another process holds the database for longer than it waits."""
        self.folder = folder
        self.archive = Archive(folder / "records")
        self.exports = folder / "exports"  # where Export writes and Import looks first
        self.profiles = Profiles(folder / "players.json")
        self.problems: list[str] = []  # what was set aside on opening, in words, for the player to read
        if self.profiles.problem:
            self.problems.append(self.profiles.problem)
            self._restore_profiles()
        self.db, problem = database.open_database(folder / DATABASE)
        if problem:
            self.problems.append(problem)
            self.rebuild()
        else:
            self.reconcile()

    def close(self) -> None:
        self.db.close()

    # --- recording ---
    def players_for(self, match: Match) -> list[str]:
        return [self.profiles.player_for(seat, match.info.choices) for seat in match.seats]

    def record(self, match: Match, finished_at: float | None = None) -> GameRecord:
        """Keeps a finished game: its record file first (the truth), then its rows in one transaction. When
        the database cannot take them now, the file alone keeps the game: the next opening counts it."""
        record = keep_record(self.archive, self.profiles, match, finished_at)
        self._count(record)
        return record

    def _count(self, record: GameRecord) -> None:
        """Adds a recorded game's rows. A database that cannot take them now (another process holds it, the
        disk is full) costs nothing: the record file keeps the game, and the next opening counts it."""
        try:
            database.insert_record(self.db, record)
        except sqlite3.Error as exc:
            self.problems.append(_("The statistics could not count this game now ({reason}); it is kept and will "
                                   "be counted the next time they are opened.").format(reason=exc))

    def _set_aside(self, bad: list[tuple[Path, str]]) -> None:
        for path, reason in bad:
            moved = set_aside(path)
            self.problems.append(_("{reason}; the record was moved aside as {file}").format(reason=reason,
                                                                                          file=moved.name))

    def rebuild(self) -> int:
        """Empties the database and fills it from the record files; returns how many games it holds."""
        documents, bad = self.archive.documents()
        self._set_aside(bad)
        return database.refill(self.db, [record_from_document(document) for document in documents])

    def reconcile(self) -> int:
        """Makes the database agree with the record files, which are the truth: a record without its rows
        (the process was killed between the two writes, or the database was busy) is counted, and rows
        whose record file is gone are dropped. Returns how many games were added."""
        on_disk, counted = self.archive.ids(), database.known_ids(self.db)
        if counted - on_disk:
            database.forget(self.db, counted - on_disk)
        if not on_disk - counted:
            return 0
        documents, bad = self.archive.documents(on_disk - counted)
        self._set_aside(bad)
        return database.add_records(self.db, [record_from_document(document) for document in documents])

    def _restore_profiles(self) -> None:
        """After a damaged players.json: the people come back from the records, with their latest names."""
        documents, _ = self.archive.documents()
        for document in documents:
            players = players_of(document) or []
            for pid, seat in zip(players, document.get("seats", [])):
                name = seat.get("name") if isinstance(seat, dict) else None
                if pid.startswith("p-") and isinstance(name, str) and self.profiles.by_id(pid) is None:
                    try:
                        self.profiles.ensure(name, pid)
                    except ValueError:
                        continue

    # --- export and import ---
    def export(self, rid: str, name: str) -> Path:
        """Writes a recorded game into the exports folder as `name`, a plain file name (ValueError for one
        that would lead out of the folder)."""
        path = inside(self.exports, name)
        write_json_atomic(path, self.archive.read(rid))
        return path

    def import_file(self, path: Path) -> GameRecord:
        """Adds a game exported on another machine. A damaged or foreign file, an unfinished game or one
        already here raises SaveError with the reason, and nothing changes. Only a regular file of a save's
        size is read: a pipe or a device is refused at once."""
        data = read_json(path, SAVE_LIMITS)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(_("{file} is not a Spelbordet game").format(file=path.name))
        try:
            data = checked_document(data)
            match = replayed_match(data)
        except SaveError as exc:
            raise SaveError(_("{file} cannot be imported: {reason}").format(file=path.name, reason=exc)) from exc
        if self.archive.has(record_id(save_document(match))):
            raise SaveError(_("{file} is already in your history").format(file=path.name))
        people = [s.name for s in match.seats if bot_player(s) is None and self.profiles.by_name(s.name) is None]
        for name in people:
            try:
                self.profiles.check_name(name)
            except ValueError as exc:
                raise SaveError(_("{file} cannot be imported: {reason}").format(file=path.name, reason=exc)) from exc
        # Only now, with a game that replays to its end, are people added: by name, as on this machine.
        document = make_document(match, self.players_for(match), finished_time(data))
        record = record_from_document(document)
        self.archive.write(document)
        self._count(record)
        return record

    def match_of(self, rid: str) -> Match:
        """A recorded game replayed from its record file."""
        return Match.from_json(self.archive.read(rid))

    # --- figures ---
    def _known(self) -> set[str]:
        """The players whose figures count: the people kept in the profiles, and every computer player (each
        AI seat by its level and name) that played."""
        bots = {row[0] for row in self.db.execute("SELECT DISTINCT player FROM results WHERE player NOT LIKE 'p-%'")}
        return {p.id for p in self.profiles.everyone()} | {b for b in bots if is_bot(b)}

    def _name(self, pid: str, fallback: str) -> str:
        return self.profiles.name_of(pid, fallback)

    def figures(self, game: str | None = None, player: str | None = None) -> list[PlayerFigures]:
        rows = figures.player_figures(self.db, game, self.profiles.counts_since, self._name, self._known())
        return [f for f in rows if player is None or f.player == player]

    def high_scores(self, columns: int, limit: int = 10) -> list[HighScore]:
        return figures.high_scores(self.db, columns, self.profiles.counts_since, self._name, self._known(), limit)

    def head_to_head(self, game: str | None, a: str, b: str) -> HeadToHead:
        return figures.head_to_head(self.db, game, a, b, self.profiles.counts_since)

    def history(self) -> list[HistoryRow]:
        # People under their current names; bots under the seat name they had at that table.
        return figures.history(self.db, lambda pid, name: self._name(pid, name) if pid.startswith("p-") else name)

    # --- players ---
    def reset(self, pid: str | None) -> None:
        """Starts a player's statistics (or everyone's) afresh. The games stay in the history; they no
        longer count, and a rebuilt database remembers that (the reset time is kept with the profiles)."""
        self.profiles.mark_reset(pid, time.time())

    def delete_player(self, pid: str) -> None:
        """Forgets a person: their profile and figures go; the games they played stay in the history."""
        self.profiles.delete(pid)

    def describe(self) -> dict[str, Any]:
        return {"folder": str(self.folder), "database": str(self.folder / DATABASE),
                "records": str(self.archive.folder)}


def open_book(folder: Path | None = None) -> RecordBook:
    """The record book in the per-user data folder (or in `folder`)."""

    return RecordBook(folder or data_dir())
