"""Finished games as JSON record files: the engine's save document plus a `record` block.

The same file is what Export writes and Import reads, so a game travels between machines in the
format the engine already replays; the record block only adds who the seats were and when it ended.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError, SpelbordetError
from game.engine.match import MAX_SEED, Match
from game.engine.reading import regular_files
from game.engine.registry import GAME_PACKAGES, GameInfo, all_games
from game.engine.saves import LATEST_TIME, read_document, record_id, save_document, write_json_atomic
from game.i18n import words

_, ngettext = words("spelbordet")


@dataclass(frozen=True)
class SeatResult:
    seat: int
    player: str  # a profile id: "p-…" for a person, "ai-easy", "ai-normal", "ai-hard" or "random"
    name: str  # the seat's name when the game was played
    kind: str
    score: float
    share: float  # the seat's return: 1 a win, 0 a loss, between for a shared result
    won: bool


@dataclass(frozen=True)
class GameRecord:
    id: str
    game: str
    finished_at: float
    seed: int
    moves: int
    options: dict[str, Any]
    results: list[SeatResult]

    @property
    def winners(self) -> list[SeatResult]:
        return [r for r in self.results if r.won]


def results_of(match: Match, players: list[str]) -> list[SeatResult]:
    state = match.state
    winners = set(state.winners())
    return [
        SeatResult(i, players[i], seat.name, seat.kind, float(state.result_score(i)), float(share), i in winners)
        for i, (seat, share) in enumerate(zip(match.seats, state.returns()))
    ]


def make_document(match: Match, players: list[str], finished_at: float | None = None) -> dict[str, Any]:
    """The record file of a finished match."""
    if not match.state.is_terminal():
        raise SaveError(_("the game is not finished"))
    document = save_document(match)
    document["record"] = {
        "measure": MEASURE,
        "id": record_id(document),
        "finished_at": finished_at if finished_at is not None else time.time(),
        "players": list(players),
        "results": [vars(r) for r in results_of(match, players)],
    }
    return document


RECORD_ID = re.compile(r"[0-9a-f]{16}")
MEASURE = "result"  # a record's scores are the figures its results screen shows (GameState.result_score)
COMPUTER = "computer"  # the one computer player of the games of pure luck (records.profiles names it)
BOT_IDS = {"ai-easy", "ai-normal", "ai-hard", "random"}
MAX_SCORE = 1e9  # far above any game's score (Trippel Yatzy's best is 2,250)
MAX_NAME_CHARS = 64


def _number(value: Any, low: float, high: float, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what=what, value=repr(value)[:40]))
    return float(value)


def _text(value: Any, what: str, most: int = MAX_NAME_CHARS) -> str:
    if not isinstance(value, str) or not value or len(value) > most:
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what=what, value=repr(value)[:40]))
    return value


def _seat_result(r: Any, seats: int) -> SeatResult:
    if not isinstance(r, dict):
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what="result", value=repr(r)[:40]))
    seat = _number(r.get("seat"), 0, seats - 1, "seat")
    if seat != int(seat) or not isinstance(r.get("won"), bool):
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what="seat", value=repr(r)[:40]))
    return SeatResult(int(seat), _text(r.get("player"), "player"), _text(r.get("name"), "name"),
                      _text(r.get("kind"), "kind"), _number(r.get("score"), -MAX_SCORE, MAX_SCORE, "score"),
                      _number(r.get("share"), 0.0, 1.0, "share"), r["won"])


def _as_results_show(info: GameInfo, options: dict[str, Any], rows: list[SeatResult]) -> list[SeatResult]:
    """A record written before records kept the figure the results show (`measure`) kept the game's own score
    (Kinesisk bank: the chips left). The two differ by what a seat starts with, which a fresh state of the same
    game tells: the figure the results show is the score less the fresh score, plus the fresh result."""
    try:
        fresh = info.new_state(len(rows), info.resolve(options))
        shift = [fresh.result_score(r.seat) - fresh.scores()[r.seat] for r in rows]
    except (SpelbordetError, ValueError, TypeError, KeyError):
        return rows  # options this version cannot resolve: the record's own figure stays
    return [replace(r, score=r.score + d) if d else r for r, d in zip(rows, shift)]


def record_from_document(document: dict[str, Any]) -> GameRecord:
    """The figures a record file holds, checked for shape and range (not replayed: see replayed_match), so
    that nothing a record holds can stop the statistics or the history."""
    block = document.get("record")
    if not isinstance(block, dict):
        raise SaveError(_("the game record is damaged ({reason})").format(reason="record"))
    rid = block.get("id")
    if not isinstance(rid, str) or not RECORD_ID.fullmatch(rid):
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what="id", value=repr(rid)[:40]))
    seats, results = document.get("seats"), block.get("results")
    if not isinstance(seats, list) or not isinstance(results, list) or len(results) != len(seats) or not seats:
        raise SaveError(_("the results do not match the seats"))
    rows = [_seat_result(r, len(seats)) for r in results]
    if sorted(r.seat for r in rows) != list(range(len(seats))):
        raise SaveError(_("the results do not match the seats"))
    game, seed, options = document.get("game"), document.get("seed"), document.get("options", {})
    if not isinstance(game, str) or game not in GAME_PACKAGES:
        raise SaveError(_("holds a game this version of Spelbordet does not have"))
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED or not isinstance(options, dict):
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what="seed", value=repr(seed)[:40]))
    columns = options.get("columns")  # kept in a column of its own (Trippel Yatzy's high scores)
    if columns is not None and (isinstance(columns, bool) or not isinstance(columns, int) or not 0 < columns < 10):
        raise SaveError(_("the game record is damaged ({what} is {value})").format(what="columns",
                                                                                   value=repr(columns)[:40]))
    finished_at = _number(block.get("finished_at"), 0, LATEST_TIME, "finished_at")
    info = all_games().get(game)
    if info is not None and not info.choices:  # every level plays a game of pure luck alike: one computer player
        rows = [replace(r, player=COMPUTER) if r.player.partition(":")[0] in BOT_IDS else r for r in rows]
    if info is not None and block.get("measure") != MEASURE:
        rows = _as_results_show(info, options, rows)
    return GameRecord(rid, game, finished_at, seed, len(document["actions"]), dict(options), rows)


def replayed_match(document: dict[str, Any]) -> Match:
    """The finished game a record or save document holds, replayed; SaveError when it is damaged,
    foreign to the rules or not finished (an imported file's own figures are never trusted)."""
    match = Match.from_json(document)
    if not match.state.is_terminal():
        raise SaveError(_("the game in it is not finished"))
    return match


def finished_time(document: dict[str, Any]) -> float:
    """When a document's game ended: its record block's time, else when it was saved, else now."""
    block = document.get("record")
    for value in (block.get("finished_at") if isinstance(block, dict) else None, document.get("saved_at")):
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= LATEST_TIME:
            return float(value)
    return time.time()


class Archive:
    """The records folder: one JSON file per finished game, named by its id."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path_of(self, rid: str) -> Path:
        return self.folder / f"{rid}.json"

    def has(self, rid: str) -> bool:
        return self.path_of(rid).exists()

    def write(self, document: dict[str, Any]) -> Path:
        path = self.path_of(document["record"]["id"])
        write_json_atomic(path, document)
        return path

    def read(self, rid: str) -> dict[str, Any]:
        return read_document(self.path_of(rid))

    def ids(self) -> set[str]:
        """The ids of the record files in the folder, by their names (nothing is read: this runs at every opening
        of the record book, so it costs one listing of the folder)."""
        try:
            with os.scandir(self.folder) as entries:
                return {entry.name[:-5] for entry in entries
                        if entry.name.endswith(".json") and RECORD_ID.fullmatch(entry.name[:-5]) and entry.is_file()}
        except OSError:
            return set()

    def documents(self, ids: set[str] | None = None) -> tuple[list[dict[str, Any]], list[tuple[Path, str]]]:
        """Every readable record (or those of `ids`), oldest first, and the unreadable ones with the reason. A
        record whose id is not its file's name is unreadable too (it would be counted twice)."""
        good: list[tuple[float, dict[str, Any]]] = []
        bad: list[tuple[Path, str]] = []
        for path in sorted(regular_files(self.folder, "*.json")):
            if ids is not None and path.stem not in ids:
                continue
            try:
                document = read_document(path)
                record = record_from_document(document)
                if record.id != path.stem:
                    raise SaveError(_("its id is not its file's name"))
                good.append((record.finished_at, document))
            except SaveError as exc:
                bad.append((path, str(exc)))
        good.sort(key=lambda pair: pair[0])
        return [d for _, d in good], bad
