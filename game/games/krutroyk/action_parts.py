"""What Krutrøyk's moves hold, by name, so no reader decodes a move by the position of its arguments."""

from __future__ import annotations

from game.engine.state import Action


def picked_face(action: Action) -> int:
    """The face of the role table a "pick" move takes (its trait is the first argument)."""
    return int(action.args[1])


def raised_by(action: Action) -> int:
    """How many dollars a "raise" adds to the call."""
    return int(action.args[0])


def shot_at(action: Action) -> int:
    """The seat a "shoot" move aims at."""
    return int(action.args[0])


def paid_from(action: Action) -> str:
    """Where a challenge's ante comes from: "pocket" or "stack"."""
    return str(action.args[0])


def thrown(action: Action) -> int:
    """The face of a thrown die (a chance "d6" move)."""
    return int(action.args[0])


def narrated(action: Action) -> str:
    """The words of a "narrate" move."""
    return str(action.args[0])


# --- the moves a person types, made by name ---
def write(trait: str, text: str) -> Action:
    """Writes a role's trait (its name, a look, …) in the player's own words."""
    return Action("write", (trait, text.strip()))


def narrate(text: str) -> Action:
    """A paragraph of the story, in the narrator's own words."""
    return Action("narrate", (text.strip(),))


def skip_typing(label: str) -> Action:
    """Goes on without typing a paragraph."""
    return Action("skip", (), label)
