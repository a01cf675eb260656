"""What Narrespillet's moves hold, by name, so no reader decodes a move by the position of its arguments:
a placement is ("place", first house, second house or −1, transformed, *cards), a trump ("trump", card,
*choices), a discard ("discard", card)."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet.cards import TRUMP_BASE, CardNames


def placed_cards(action: Action) -> tuple[int, ...]:
    """The cards a placement lays down, in the move's order."""
    return tuple(int(c) for c in action.args[3:])


def placement_houses(action: Action) -> tuple[int, ...]:
    """The battlefields (houses) a placement goes to: one, or two for a pair across houses."""
    return tuple(int(h) for h in action.args[:2] if int(h) >= 0)


def trump_card(action: Action) -> int:
    """The trump a "trump" move plays."""
    return int(action.args[0])


def trump_choices(action: Action) -> tuple[int, ...]:
    """What a trump move chose (a player, a battlefield, cards for the Chariot …), as its record reads them."""
    return tuple(int(x) for x in action.args[1:])


def trump_key(names: CardNames, action: Action) -> str:
    """The rule data's name of the trump a move plays ("tower", "chariot", …)."""
    return names.trump_keys[trump_card(action) - TRUMP_BASE]


def discarded(action: Action) -> int:
    """The card a discard throws away."""
    return int(action.args[0])


def forfeited_house(action: Action) -> int:
    """The house (battlefield) a forfeit gives up."""
    return int(action.args[0])


def loaded_cards(action: Action) -> tuple[int, ...]:
    """The cards a "load" move puts into the Chariot."""
    return tuple(int(c) for c in action.args)
