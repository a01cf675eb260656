"""Errors with messages fit to show a player."""


class SpelbordetError(Exception):
    """Base of the client's own errors: the message is for the player."""


class IllegalAction(SpelbordetError):
    """An action that the rules do not allow now; the state is unchanged."""


class RulesDataError(SpelbordetError):
    """A rule data file is missing, unreadable or does not fit its schema."""


class SaveError(SpelbordetError):
    """A save file cannot be read or does not describe a game."""


class OptionError(SpelbordetError):
    """A game option has an unknown name or a bad value."""
