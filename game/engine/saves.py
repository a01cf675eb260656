"""Saves and replays as JSON: written atomically, read with care, set aside (never deleted) when damaged."""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.match import Match

FORMAT = "spelbordet-save"
VERSION = 1
# Upgraders turn a save of version n into version n + 1.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def write_json_atomic(path: Path, data: Any) -> None:
    """Writes to a temporary file in the same folder, syncs it, then swaps it in: a crash leaves the
    old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_document(match: Match) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "saved_at": time.time(), **match.to_json()}


def save_match(match: Match, path: Path) -> None:
    write_json_atomic(path, save_document(match))


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save is from a newer version of Spelbordet (format {version}, this one reads {VERSION})")
    while version < VERSION:
        data = UPGRADERS[version](data)
        version = data["version"]
    return data


def read_document(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror or exc})") from exc
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path.name}: is not a text file") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name}: is damaged (not valid JSON at line {exc.lineno})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path.name}: is not a Spelbordet save")
    try:
        return upgrade(data)
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from exc


def load_match(path: Path) -> Match:
    """The match in a save file, replayed; a SaveError names the file and what is wrong."""
    data = read_document(path)
    try:
        return Match.from_json(data)
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from exc


def set_aside(path: Path) -> Path:
    """Renames a damaged save out of the way, keeping it for the player to look at."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    game: str
    seats: list[str]
    moves: int
    finished: bool
    saved_at: float


class SaveStore:
    """The saves folder: one file per game, autosaved after every action."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def new_path(self, game_key: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{game_key}-{stamp}.json"
        counter = 1
        while path.exists():
            path = self.folder / f"{game_key}-{stamp}-{counter}.json"
            counter += 1
        return path

    def entries(self) -> tuple[list[SaveEntry], list[tuple[Path, str]]]:
        """Readable saves, newest first, and the damaged ones with the reason."""
        good: list[SaveEntry] = []
        bad: list[tuple[Path, str]] = []
        if not self.folder.is_dir():
            return good, bad
        for path in sorted(self.folder.glob("*.json")):
            try:
                data = read_document(path)
                seats = [str(s["name"]) for s in data["seats"]]
                good.append(SaveEntry(path, str(data["game"]), seats, len(data["actions"]),
                                      bool(data.get("finished")), float(data.get("saved_at", 0))))
            except (SaveError, KeyError, TypeError, ValueError) as exc:
                bad.append((path, str(exc)))
        good.sort(key=lambda e: e.saved_at, reverse=True)
        return good, bad

    def latest_unfinished(self) -> SaveEntry | None:
        good, _ = self.entries()
        return next((e for e in good if not e.finished), None)
