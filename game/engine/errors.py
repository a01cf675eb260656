"""Errors with messages fit to show a player."""

from __future__ import annotations

from typing import Any


class SpelbordetError(Exception):
    """Base of the client's own errors: the message is for the player."""


class IllegalAction(SpelbordetError):
    """An action that the rules do not allow now; the state is unchanged."""


class RulesDataError(SpelbordetError):
    """A rule data file is missing, unreadable or does not fit its schema. `file`, `line` and `key`
    say where, when known (the menu card of a broken game shows them)."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None, key: str | None = None):
        super().__init__(message)
        self.file, self.line, self.key = file, line, key


MAX_MESSAGE_CHARS = 300  # a message quotes what it found in a file; a hostile file can hold anything


class SaveError(SpelbordetError):
    """A save file cannot be read or does not describe a game."""

    def with_prefix(self, prefix: str) -> SaveError:
        """The same error with the file's name in front, cut to a length a message box can show
        (keeping what a subclass carries)."""
        text = str(self)
        if len(text) > MAX_MESSAGE_CHARS:
            text = text[:MAX_MESSAGE_CHARS] + " …"
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.args = (prefix + text,)
        return copy


class GameUnavailable(SaveError):
    """A save of a game this client has but cannot start now (its rule file is broken): the file is
    kept where it is."""


class BrokenAtMove(SaveError):
    """Moves 1 … move − 1 of a save replay, move `move` does not: `match` holds the good part."""

    def __init__(self, message: str, move: int, match: Any) -> None:
        super().__init__(message)
        self.move = move
        self.match = match


class OptionError(SpelbordetError):
    """A game option has an unknown name or a bad value."""
