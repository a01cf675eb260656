"""The record book as the window uses it: opened with its problems shown, and a finished game recorded."""

from __future__ import annotations

import sqlite3
from typing import Any, Literal

from game.engine.errors import SpelbordetError
from game.engine.match import Match
from game.engine.saves import SaveEntry, load_match
from game.i18n import capital, words
from game.records.book import RecordBook, keep_without_statistics, open_book
from game.records.database import DatabaseUnavailable
from game.userdirs import data_dir

_, ngettext = words("spelbordet")


def open_records(app: Any) -> RecordBook | None:
    """The record book, or None (with a message) when the data folder cannot be used at all."""
    try:
        book = open_book()
    except DatabaseUnavailable as exc:
        app.notify(_("{reason}. Try again in a moment: no game is lost meanwhile.").format(
            reason=capital(str(exc))))
        return None
    except (OSError, sqlite3.Error) as exc:
        app.notify(_("The statistics cannot be opened: {reason}").format(reason=exc))
        return None
    for problem in book.problems:
        app.notify(problem, 10)
    return book


def reset_text(name: str) -> str:
    """What resetting a player's statistics does, for the question before it (Players and Statistics)."""
    return _("{name}'s statistics in every game start again from nothing. The games stay in the history and can "
             "still be replayed.").format(name=name)


def record_finished(app: Any, match: Match, finished_at: float | None = None) -> bool:
    """Keeps a finished game for the statistics, the history and replays. True once its record file is written
    (the statistics count it now, or at their next opening when their database cannot take it now); False when
    the disk cannot take the record file: the caller keeps the game open and tries again. Nothing is raised."""
    try:
        book: RecordBook | None = open_book()
    except (OSError, sqlite3.Error, DatabaseUnavailable):
        book = None  # the record file alone keeps the game; the statistics count it when they open again
    try:
        if book is None:
            keep_without_statistics(data_dir(), match, finished_at)
        else:
            book.record(match, finished_at)
            for problem in book.problems:
                app.notify(problem, 10)
    except OSError:
        return False
    except (sqlite3.Error, SpelbordetError, ValueError) as exc:
        app.notify(_("The game could not be added to the statistics: {reason}").format(reason=exc))
    finally:
        if book is not None:
            book.close()
    return True


def record_unrecorded(app: Any, entries: list[SaveEntry]) -> None:
    """Records the finished saves that have no record yet: the client was killed, or the disk was full, between
    a game's last move and its record. Each is replayed from its save; one that cannot be is left as it is."""
    for entry in entries:
        try:
            match = load_match(entry.path)
        except SpelbordetError:
            continue
        if match.is_over():
            record_finished(app, match, entry.saved_at)


def enrol_people(app: Any, seats: list[Any]) -> bool:
    """Makes each person at the table a player profile (a name typed at setup becomes one); False, with the
    reason shown, when a name cannot be a player's."""
    book = open_records(app)
    if book is None:
        return True  # the game can still be played; it will not be counted
    try:
        for seat in seats:
            if seat.is_human:
                book.profiles.ensure(seat.name)
    except ValueError as exc:
        app.notify(f"{seat.name}: {exc}")
        return False
    except OSError as exc:
        app.notify(_("The players could not be saved: {reason}").format(reason=exc.strerror or exc))
    finally:
        book.close()
    return True


def choose_player_for_setup(app: Any, setup: Any) -> None:
    """Opens the players list; the one chosen sits in the seat whose name is being typed, else in the first
    person's seat not yet held by a known player."""
    book = open_records(app)
    if book is None:
        return

    def pick(person: Any) -> None:
        rows = setup.rows
        known = {p.name.casefold() for p in book.profiles.everyone()}
        people = [r for r in rows if r[1].value[0] == "human"]
        row = next((r for r in rows if r[0].focused), None) or \
            next((r for r in people if r[0].text.strip().casefold() not in known), None) or \
            (people[0] if people else rows[0])
        if any(r[0].text.strip().casefold() == person.name.casefold() for r in rows if r is not row):
            app.notify(_("{name} already has a seat.").format(name=person.name))
            return
        row[0].text, row[0].focused = person.name, False
        row[1].index = 0  # a person plays the seat

    app.open("players", book, on_pick=pick)


def open_records_screen(app: Any, which: Literal["statistics", "history", "players"], game: str | None = None) -> None:
    """The Statistics, History or Players screen, over the current one (Statistics of one `game`, if given)."""
    book = open_records(app)
    if book is None:
        return
    if game is not None:
        app.open(which, book, game)
    else:
        app.open(which, book)
