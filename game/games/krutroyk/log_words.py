"""The story log's words for money and duels: what a bid paid and from where, and what a duellist shot at."""

from __future__ import annotations

from collections.abc import Callable

from game.games.krutroyk.bidding import BidDone
from game.games.krutroyk.duel import AIR, SELF, Choice


def dollars(count: int) -> str:
    return f"{count} dollar" if count == 1 else f"{count} dollars"


def from_words(pocket: int, stack: int) -> str:
    if pocket and stack:
        return f" ({pocket} from the pocket, {stack} from the stack)"
    if pocket:
        return " from the pocket"
    return " from the stack" if stack else ""


def bid_words(done: BidDone, who: str) -> str:
    """The story's line for a bidding move `who` made."""
    paid = done["pocket"] + done["stack"]
    where = from_words(done["pocket"], done["stack"])
    move = done["move"]
    if move == "fold":
        return f"{who} folded and is out of the bidding."
    if move == "stay_out":
        return f"{who} stayed out of the bidding."
    if move == "stand":
        return f"{who} stood: the bid of {done['bid']} was matched."
    if move == "call":
        return f"{who} called with {dollars(paid)}{where}."
    if move == "allin":
        return f"{who} went all-in with {dollars(paid)}{where}: no more raises."
    return f"{who} raised by {done['raise_by']} to a bid of {done['bid']}{where}."


def choice_words(choice: Choice, role_name: Callable[[int], str]) -> str:
    if choice == AIR:
        return "shot into the air"
    if choice == SELF:
        return "shot themself"
    return f"shot at {role_name(int(choice))}"
