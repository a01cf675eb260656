"""The story log's words for money and duels: what a bid paid and from where, and what a duellist shot at.

Every line is made in the client's language at the moment it is said (see game/i18n.py)."""

from __future__ import annotations

from collections.abc import Callable

from game.games.krutroyk.bidding import BidDone
from game.games.krutroyk.duel_outcomes import AIR, SELF, Choice
from game.i18n import words

_, ngettext = words("krutroyk")


def dollars(count: int) -> str:
    return ngettext("{n} dollar", "{n} dollars", count).format(n=count)


def from_words(pocket: int, stack: int) -> str:
    """Where a payment came from, as the end of a sentence (with its leading space), or nothing."""
    if pocket and stack:
        return _(" ({pocket} from the pocket, {stack} from the stack)").format(pocket=pocket, stack=stack)
    if pocket:
        return _(" from the pocket")
    return _(" from the stack") if stack else ""


def bid_words(done: BidDone, who: str) -> str:
    """The story's line for a bidding move `who` made."""
    paid = done["pocket"] + done["stack"]
    where = from_words(done["pocket"], done["stack"])
    move = done["move"]
    if move == "fold":
        return _("{who} folded and is out of the bidding.").format(who=who)
    if move == "stay_out":
        return _("{who} stayed out of the bidding.").format(who=who)
    if move == "stand":
        return _("{who} stood: the bid of {bid} was matched.").format(who=who, bid=done["bid"])
    if move == "call":
        return _("{who} called with {dollars}{where}.").format(who=who, dollars=dollars(paid), where=where)
    if move == "allin":
        return _("{who} went all-in with {dollars}{where}: no more raises.").format(
            who=who, dollars=dollars(paid), where=where)
    return _("{who} raised by {raise_by} to a bid of {bid}{where}.").format(
        who=who, raise_by=done["raise_by"], bid=done["bid"], where=where)


def choice_words(choice: Choice, role_name: Callable[[int], str]) -> str:
    if choice == AIR:
        return _("shot into the air")
    if choice == SELF:
        return _("shot themself")
    return _("shot at {name}").format(name=role_name(int(choice)))
