"""Saves and replays as JSON: written atomically, read with care, set aside (never deleted) when damaged.

Every save is read defensively: its size, nesting, numbers, strings and counts are checked against the
limits below before it is parsed or drawn, so no file, however hostile, can stop the client.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.json_reading import JsonLimits, parse_json, read_json
from game.engine.match import Match
from game.engine.registry import GAME_PACKAGES, all_games, broken_games
from game.engine.rounds import round_for_people
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.i18n import N_, number, words

_, ngettext = words("spelbordet")
PARTS = {"seats": N_("seats"), "actions": N_("actions")}  # a save's lists, in its messages

FORMAT = "spelbordet-save"
VERSION = 1
# Upgraders turn a save of version n into version n + 1.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

# Limits far above any real game (a long eight-player Trippel Yatzy game is 1,762 moves and 50 KB).
MAX_SAVE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 8  # a save nests three levels: document, action list, action
MAX_STRING_CHARS = 20_000  # the longest text in a save is a typed story paragraph
MAX_NUMBER_DIGITS = 20  # seeds are below 2**64
MAX_ACTIONS = 50_000
MAX_ITEMS = 64  # seats, options, keys of a mapping, arguments of an action
MAX_ROUND = 1_000_000
MAX_SAVE_FILES = 500  # the newest files of the folder are read; the rest wait
LATEST_TIME = 4_102_444_800  # 2100-01-01: a later "saved at" is damage
SAVE_LIMITS = JsonLimits(MAX_SAVE_BYTES, MAX_DEPTH, MAX_STRING_CHARS, MAX_ACTIONS, MAX_ITEMS, MAX_NUMBER_DIGITS)
TEMPORARY = ".*.tmp"  # what write_json_atomic leaves when the process dies mid-write



def encode_json(data: Any) -> str:
    """JSON on one line, built by the C encoder (json.dump with indent runs in Python, ten times slower)."""
    return json.dumps(data, ensure_ascii=False, allow_nan=False)


def write_json_atomic(path: Path, data: Any, sync: bool = True) -> None:
    """Writes to a temporary file in the same folder, syncs it, then swaps it in: a crash leaves the
    old file or the new one, never half of one. Without `sync` a killed process still loses nothing (the system
    holds the data); only a power cut may take the last writes back."""
    write_text_atomic(path, encode_json(data), sync)


def write_text_atomic(path: Path, text: str, sync: bool = True) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_leftover_temporaries(folder: Path) -> list[Path]:
    """Deletes the temporary files of writes a killed process never finished (called at start-up)."""
    removed = []
    try:
        for tmp in folder.glob(TEMPORARY):
            try:
                tmp.unlink()
                removed.append(tmp)
            except OSError:
                pass
    except OSError:
        pass
    return removed


def turn_of(match: Match) -> str | None:
    """Whose turn it is, by name: the seat to move, or while dice are pending the seat that threw them."""
    player = match.state.current_player()
    if player == CHANCE:
        player = next((a for a in reversed(match.actors) if a >= 0), -1)
    return match.seats[player].name if player >= 0 else None


@dataclass(frozen=True)
class SaveSnapshot:
    """What a save holds, taken from a match (copies of its lists)."""

    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Any, ...]
    actors: tuple[int, ...]
    finished: bool
    turn: str | None
    own_round: int | None

    @staticmethod
    def of(match: Match) -> SaveSnapshot:
        return SaveSnapshot(match.info.key, dict(match.options), tuple(match.seats), match.seed,
                            tuple(match.actions), tuple(match.actors), match.state.is_terminal(),
                            turn_of(match), match.state.round_count())

    def document(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "saved_at": time.time(), "game": self.game,
                "options": self.options, "seats": [s.to_json() for s in self.seats], "seed": self.seed,
                "actions": [a.to_json() for a in self.actions], "finished": self.finished,
                "turn": self.turn, "round": round_for_people(self.own_round, self.actors)}


def record_id(document: dict[str, Any]) -> str:
    """The same game (game, options, seats, seed, moves) has the same id on every machine: the name of its
    record file, and how a finished save is matched with its record."""
    key = [document["game"], document.get("options", {}), document["seats"], document["seed"], document["actions"]]
    return hashlib.sha256(json.dumps(key, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


def save_document(match: Match) -> dict[str, Any]:
    return SaveSnapshot.of(match).document()


def save_match(match: Match, path: Path) -> None:
    write_json_atomic(path, save_document(match))


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(_("the save has no format version"))
    if version > VERSION:
        raise SaveError(_("the save is from a newer version of Spelbordet (format {version}, this one reads "
                          "{known})").format(version=version, known=VERSION))
    while version < VERSION:
        data = UPGRADERS[version](data)
        version = data["version"]
    return data


def parse_document(raw: bytes) -> dict[str, Any]:
    """A save's bytes to its checked, upgraded document; a SaveError says what is wrong (without the name)."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(_("is too large to be a save ({n} bytes, at most {most})").format(
            n=number(len(raw)), most=number(MAX_SAVE_BYTES)))
    return checked_document(parse_json(raw, SAVE_LIMITS))


def checked_document(data: Any) -> dict[str, Any]:
    """Parsed JSON (checked for its sizes) as a save's upgraded document; a SaveError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(_("is not a Spelbordet save"))
    document = upgrade(data)
    for key, limit in (("seats", MAX_ITEMS), ("actions", MAX_ACTIONS)):
        if not isinstance(document.get(key), list):
            raise SaveError(_("the {part} are damaged").format(part=_(PARTS[key])))
        if len(document[key]) > limit:
            raise SaveError(_("holds {n} {part} (at most {most})").format(
                n=number(len(document[key])), part=_(PARTS[key]), most=number(limit)))
    return document


def read_document(path: Path) -> dict[str, Any]:
    """The checked document of a save file; a SaveError names the file and what is wrong. Only a regular
    file is read: a pipe or a device in the folder is refused at once, never waited on."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(_("{file}: cannot be read ({reason})").format(file=path.name, reason=exc.strerror or exc)) \
            from exc
    if size > MAX_SAVE_BYTES:
        raise SaveError(_("{file}: is too large to be a save ({n} bytes, at most {most})").format(
            file=path.name, n=number(size), most=number(MAX_SAVE_BYTES)))
    data = read_json(path, SAVE_LIMITS)
    try:
        return checked_document(data)
    except SaveError as exc:
        raise exc.with_prefix(f"{path.name}: ") from exc


def load_match(path: Path) -> Match:
    """The match in a save file, replayed and checked against its seed. A SaveError names the file and
    what is wrong; a BrokenAtMove also carries the match up to the move before the broken one."""
    return match_from_document(read_document(path), path.name)


def match_from_document(data: dict[str, Any], name: str) -> Match:
    try:
        return Match.from_json(data)
    except SaveError as exc:
        raise exc.with_prefix(f"{name}: ") from exc


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
    game: str  # the game's key, for code; `title` is for people
    title: str
    seats: list[str]
    moves: int
    finished: bool
    saved_at: float
    turn: str | None = None  # whose turn it is (None: not recorded, or the dice are next)
    round: int | None = None
    problem: str | None = None  # why the game cannot be opened now (its rule file is broken)
    record_id: str | None = None  # a finished game's record id: its record file's name


def entry_of(path: Path, data: dict[str, Any]) -> SaveEntry:
    """The Load screen's line for a checked document; a SaveError when its header is damaged or the
    game is foreign (a game key is never shown to a person)."""

    game = data.get("game")
    if not isinstance(game, str) or game not in GAME_PACKAGES:
        raise SaveError(_("holds a game this version of Spelbordet does not have"))
    problem = broken_games().get(game)
    title = all_games()[game].native_name if game in all_games() else _("A game whose rule file is broken")
    seats = [Seat.from_json(seat).name for seat in data["seats"]]
    saved_at = data.get("saved_at", 0)
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not 0 <= saved_at <= LATEST_TIME:
        raise SaveError(_("the time it was saved is damaged"))
    finished = data.get("finished", False)
    turn, round_ = data.get("turn"), data.get("round")
    if not isinstance(finished, bool):
        raise SaveError(_("the finished mark is damaged"))
    if turn is not None and turn not in seats:
        raise SaveError(_("whose turn it is is damaged"))
    if round_ is not None and (isinstance(round_, bool) or not isinstance(round_, int) or
                               not 0 <= round_ <= MAX_ROUND):
        raise SaveError(_("the round is damaged"))
    return SaveEntry(path, game, title, seats, len(data["actions"]), finished, float(saved_at), turn, round_,
                     str(problem) if problem is not None else None, record_id(data) if finished else None)


def scan_file(path: Path) -> SaveEntry:
    """One file as the Load screen and Continue see it; any failure is a SaveError naming the file."""
    data = read_document(path)
    try:
        return entry_of(path, data)
    except SaveError as exc:
        raise exc.with_prefix(f"{path.name}: ") from exc


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

    def clean_up(self) -> list[Path]:
        """Removes what killed writes left behind (at start-up, before any write of this process)."""
        return remove_leftover_temporaries(self.folder)

    def _files(self) -> list[Path]:
        files = []
        for path in self.folder.glob("*.json"):
            try:
                if path.is_file():
                    files.append((path.stat().st_mtime, path))
            except OSError:
                continue
        files.sort(reverse=True)
        return [path for _, path in files[:MAX_SAVE_FILES]]

    def entries(self) -> tuple[list[SaveEntry], list[tuple[Path, str]]]:
        """Readable saves, newest first, and the damaged or foreign ones with the reason. Never raises:
        whatever a file holds becomes that file's message."""
        good: list[SaveEntry] = []
        bad: list[tuple[Path, str]] = []
        try:
            files = self._files() if self.folder.is_dir() else []
        except OSError:
            return good, bad
        for path in files:
            try:
                good.append(scan_file(path))
            except SaveError as exc:
                bad.append((path, str(exc)))
            except Exception as exc:  # noqa: BLE001 - the scan must never stop the client
                bad.append((path, _("{file}: cannot be read ({reason})").format(file=path.name,
                                                                                reason=type(exc).__name__)))
        good.sort(key=lambda e: e.saved_at, reverse=True)
        return good, bad

    def latest_unfinished(self) -> SaveEntry | None:
        good, _bad = self.entries()
        return next((e for e in good if not e.finished and e.problem is None), None)
