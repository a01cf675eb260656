"""Autosave off the main loop. On the UI thread a move costs a few microseconds: its JSON text is made
once and kept, and the table hands over the header and the list of texts. A writer thread joins them,
writes the file atomically and syncs it, in C calls and system calls that leave the UI thread free.

Only the newest state of each file is kept waiting, so a slow disk never builds up a queue. The table
makes no move of its own (dice, AI) while a save of its file is on its way, so a kill at any moment
loses at most the move in flight.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.rounds import Laps, round_for_people
from game.engine.saves import FORMAT, VERSION, encode_json, turn_of, write_text_atomic
from game.engine.state import Action
from game.i18n import words

_, ngettext = words("spelbordet")


@dataclass
class _Texts:
    """A match's actions as JSON texts, and its round count, kept up to date one move at a time."""

    sources: list[Action] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    laps: Laps = field(default_factory=Laps)

    def update(self, match: Match) -> None:
        known = len(self.sources)
        if len(match.actions) < known or (known and match.actions[known - 1] is not self.sources[-1]):
            self.sources, self.texts, self.laps = [], [], Laps()  # undone or rewound
            known = 0
        for action, actor in zip(match.actions[known:], match.actors[known:]):
            self.sources.append(action)
            self.texts.append(json.dumps(action.to_json(), ensure_ascii=False))
            self.laps.add(actor)


@dataclass(frozen=True)
class _Pending:
    header: dict[str, Any]
    actions: tuple[str, ...]

    def text(self) -> str:
        head = encode_json({**self.header, "saved_at": time.time()})
        return head[:-1] + ', "actions": [' + ", ".join(self.actions) + "]}"


class SaveWriter:
    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._waiting: dict[Path, _Pending] = {}
        self._writing: Path | None = None
        self._errors: list[str] = []
        self._failing: dict[Path, str] = {}  # files whose last write failed, and why: cleared by the next good one
        self._texts: dict[Path, _Texts] = {}
        self._thread: threading.Thread | None = None
        self.written = 0  # files written, for tests and benchmarks

    def submit(self, path: Path, match: Match) -> None:
        """Queues the match's current state for `path` (on the UI thread: no I/O, no whole-game work)."""
        texts = self._texts.setdefault(path, _Texts())
        texts.update(match)
        own_round = match.state.round_count()
        header = {"format": FORMAT, "version": VERSION, "game": match.info.key, "options": dict(match.options),
                  "seats": [s.to_json() for s in match.seats], "seed": match.seed,
                  "finished": match.state.is_terminal(),
                  "turn": turn_of(match),
                  "round": round_for_people(own_round, ()) if own_round is not None else texts.laps.count}
        pending = _Pending(header, tuple(texts.texts))
        with self._changed:
            self._waiting[path] = pending
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._waiting:
                    self._changed.wait()
                path = next(iter(self._waiting))
                pending = self._waiting.pop(path)
                self._writing = path
            try:
                write_text_atomic(path, pending.text())
                self.written += 1
                with self._changed:
                    self._failing.pop(path, None)
            except Exception as exc:  # noqa: BLE001 - whatever one write meets, the writer lives on for the next
                reason = str(exc.strerror or exc) if isinstance(exc, OSError) else type(exc).__name__
                with self._changed:
                    self._errors.append(_("The game could not be saved: {reason}").format(reason=reason))
                    self._failing[path] = reason
            finally:
                with self._changed:
                    self._writing = None
                    self._changed.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Waits until every queued save is on disk (leaving a table, quitting); False on timeout."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._waiting and self._writing is None, timeout)

    def pending(self, path: Path) -> bool:
        """Whether a save of `path` is waiting or being written."""
        with self._changed:
            return path in self._waiting or self._writing == path

    def failure(self, path: Path) -> str | None:
        """Why the last write of `path` failed, in the system's words (None: it is on disk, or on its way for the
        first time)."""
        with self._changed:
            return self._failing.get(path)

    def take_errors(self) -> list[str]:
        """Failed writes since the last call, as messages for the player."""
        with self._changed:
            errors, self._errors = self._errors, []
        return errors


@dataclass(frozen=True)
class FileSaver:
    """One table's autosave through the writer thread (the table session's Saver): the caller pays for a
    snapshot of the match, the disk is the thread's."""

    writer: SaveWriter
    path: Path

    def submit(self, match: Match) -> None:
        self.writer.submit(self.path, match)

    def pending(self) -> bool:
        return self.writer.pending(self.path)
