"""Why a turn button of the tarot table is greyed, in words for the pointer that rests on it."""

from __future__ import annotations

from collections.abc import Callable

from game.games.narrespillet.cards import TRUMP_BASE
from game.i18n import words

_, ngettext = words("narrespillet")


def why_no_discard(selected: list[int]) -> str:
    """Why Discard is greyed now."""
    if len(selected) != 1:
        return _("Select one card of your hand to discard it.")
    return _("This card cannot be discarded now.")


def why_no_trump(selected: list[int], name: Callable[[int], str], card_tip: Callable[[int], str]) -> str:
    """Why Play trump is greyed now: nothing chosen, no trump among the chosen cards, or the trump's own need
    (`name` names a card, `card_tip` says what it does)."""
    trumps = [card for card in selected if card >= TRUMP_BASE]
    if not trumps:
        return _("Select a trump in your hand first (the cards with a number in Roman figures).")
    reason = _("{trump} cannot be played now.").format(trump=name(trumps[0]))
    return f"{reason} {card_tip(trumps[0])}"
