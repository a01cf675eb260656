"""Finished games as JSON record files: the engine's save document plus a `record` block.

The same file is what Export writes and Import reads, so a game travels between machines in the
format the engine already replays; the record block only adds who the seats were and when it ended.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.saves import read_document, save_document, write_json_atomic
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


def record_id(document: dict[str, Any]) -> str:
    """The same game (game, options, seats, seed, moves) has the same id on every machine."""
    key = [document["game"], document.get("options", {}), document["seats"], document["seed"], document["actions"]]
    return hashlib.sha256(json.dumps(key, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


def results_of(match: Match, players: list[str]) -> list[SeatResult]:
    state = match.state
    winners = set(state.winners())
    return [
        SeatResult(i, players[i], seat.name, seat.kind, float(score), float(share), i in winners)
        for i, (seat, score, share) in enumerate(zip(match.seats, state.scores(), state.returns()))
    ]


def make_document(match: Match, players: list[str], finished_at: float | None = None) -> dict[str, Any]:
    """The record file of a finished match."""
    if not match.state.is_terminal():
        raise SaveError(_("the game is not finished"))
    document = save_document(match)
    document["record"] = {
        "id": record_id(document),
        "finished_at": finished_at if finished_at is not None else time.time(),
        "players": list(players),
        "results": [vars(r) for r in results_of(match, players)],
    }
    return document


def record_from_document(document: dict[str, Any]) -> GameRecord:
    """The figures a record file holds, checked for shape (not replayed: see replayed_match)."""
    try:
        block = document["record"]
        results = [SeatResult(int(r["seat"]), str(r["player"]), str(r["name"]), str(r["kind"]), float(r["score"]),
                              float(r["share"]), bool(r["won"])) for r in block["results"]]
        if len(results) != len(document["seats"]):
            raise SaveError(_("the results do not match the seats"))
        return GameRecord(str(block["id"]), str(document["game"]), float(block["finished_at"]),
                          int(document["seed"]), len(document["actions"]), dict(document.get("options", {})),
                          results)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(_("the game record is damaged ({reason})").format(reason=exc)) from exc


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
        if isinstance(value, (int, float)) and not isinstance(value, bool):
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

    def documents(self) -> tuple[list[dict[str, Any]], list[tuple[Path, str]]]:
        """Every readable record, oldest first, and the unreadable ones with the reason."""
        good: list[tuple[float, dict[str, Any]]] = []
        bad: list[tuple[Path, str]] = []
        if not self.folder.is_dir():
            return [], bad
        for path in sorted(self.folder.glob("*.json")):
            try:
                document = read_document(path)
                record = record_from_document(document)
                good.append((record.finished_at, document))
            except SaveError as exc:
                bad.append((path, str(exc)))
        good.sort(key=lambda pair: pair[0])
        return [d for _, d in good], bad
