"""Runs a bot's decision on a worker thread, so the window keeps drawing while the AI thinks (the table
session's Thinker in the window)."""

from __future__ import annotations

import threading

from game.engine.bots import Bot, Decision
from game.engine.state import Action
from game.i18n import words
from game.session.thinking import BotFailed, failure
from game.ui.scene import wake_loop

_, ngettext = words("spelbordet")


class AiWorker:
    copies = True  # the bot thinks on a copy of the state while the table goes on drawing the match
    immediate = False  # its answer is taken at a later frame

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._ticket = 0  # a newer ticket makes an older answer stale (after undo or leaving the table)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(self, bot: Bot, decision: Decision) -> None:
        self._ticket += 1
        ticket = self._ticket
        self._result = None
        self._error = None

        def think() -> None:
            try:
                action = bot.choose(decision)
                if ticket == self._ticket:
                    self._result = action
            except BaseException as exc:  # shown to the player instead of killing the thread silently
                if ticket == self._ticket:
                    self._error = exc
            wake_loop()

        self._thread = threading.Thread(target=think, name="ai", daemon=True)
        self._thread.start()

    def poll(self) -> Action | None:
        """The chosen action once the thread is done; BotFailed says what the bot raised."""
        if self._thread is None or self._thread.is_alive():
            return None
        self._thread = None
        error, self._error = self._error, None
        if error is not None:
            raise failure(error) from error
        if self._result is None:
            raise BotFailed(_("it chose no move"))
        return self._result

    def cancel(self) -> None:
        self._ticket += 1
        self._thread = None
