"""How a bot's decision is run for a session: inline (headless play, tests), or off the window's main loop
(game.ui.ai_worker), through one small interface."""

from __future__ import annotations

from typing import Protocol

from game.engine.bots import Bot, Decision
from game.engine.errors import SpelbordetError
from game.engine.state import Action
from game.i18n import words

_, ngettext = words("spelbordet")


class BotFailed(SpelbordetError):
    """A bot raised instead of choosing a move: the message says what went wrong, for the table."""


class Thinker(Protocol):
    # Whether the decision must hold a copy of the state (the bot thinks while the table goes on drawing it).
    copies: bool
    # Whether an answer is ready as soon as a decision is started (inline), or is taken later (a frame later).
    immediate: bool

    @property
    def busy(self) -> bool:
        """A decision was started and its answer not yet taken."""

    def start(self, bot: Bot, decision: Decision) -> None: ...

    def poll(self) -> Action | None:
        """The chosen action once the bot is done (then the thinker is free again); None while it thinks.
        BotFailed says what the bot raised."""

    def cancel(self) -> None:
        """Forgets the decision under way (undo, a seat handed over, the table closed)."""


def failure(error: BaseException) -> BotFailed:
    return BotFailed(f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)


class InlineThinker:
    """Decides at once, in the caller's thread: headless play, where nothing else must go on meanwhile."""

    copies = False
    immediate = True

    def __init__(self) -> None:
        self._answer: Action | None = None
        self._error: BaseException | None = None
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, bot: Bot, decision: Decision) -> None:
        self._busy = True
        try:
            self._answer, self._error = bot.choose(decision), None
        except Exception as exc:  # a broken bot costs its move, said to the caller by poll()
            self._answer, self._error = None, exc

    def poll(self) -> Action | None:
        if not self._busy:
            return None
        self._busy = False
        answer, error, self._answer, self._error = self._answer, self._error, None, None
        if error is not None:
            raise failure(error) from error
        if answer is None:
            raise BotFailed(_("it chose no move"))
        return answer

    def cancel(self) -> None:
        self._busy, self._answer, self._error = False, None, None
