"""Autosave off the main loop: the table hands over a snapshot of the match (microseconds) and a
writer thread builds the JSON and writes it atomically (milliseconds, and an fsync).

Only the newest snapshot of each file is kept waiting, so a slow disk never builds up a queue. The
table makes no move of its own (dice, AI) while a save of its file is on its way, so a kill at any
moment loses at most the move in flight.
"""

from __future__ import annotations

import threading
from pathlib import Path

from game.engine.match import Match
from game.engine.saves import SaveSnapshot, encode_json, write_text_atomic


class SaveWriter:
    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._waiting: dict[Path, SaveSnapshot] = {}
        self._writing: Path | None = None
        self._errors: list[str] = []
        self._thread: threading.Thread | None = None
        self.written = 0  # files written, for tests and benchmarks

    def submit(self, path: Path, match: Match) -> None:
        """Queues the match's current state for `path` (called on the UI thread: a snapshot, no I/O)."""
        snapshot = SaveSnapshot.of(match)
        with self._changed:
            self._waiting[path] = snapshot
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
                snapshot = self._waiting.pop(path)
                self._writing = path
            try:
                write_text_atomic(path, encode_json(snapshot.document()))
                self.written += 1
            except OSError as exc:
                with self._changed:
                    self._errors.append(f"The game could not be saved: {exc.strerror or exc}")
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

    def take_errors(self) -> list[str]:
        """Failed writes since the last call, as messages for the player."""
        with self._changed:
            errors, self._errors = self._errors, []
        return errors
