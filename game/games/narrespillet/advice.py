"""Narrespillet's hints: the move the hard AI would make, found by the hard level's own search (ai.py: paired-root
ISMCTS over whole-round playouts, with its race and its worker processes) given the hint's time instead of its
second, and why, in words a player understands (reasons.py)."""

from __future__ import annotations

import time
from typing import cast

from game.engine.advice import HINT_SECONDS, Advice
from game.engine.bots import Decision
from game.games.narrespillet.ai import LEVELS, make_search
from game.games.narrespillet.reasons import reason
from game.games.narrespillet.valuation import rules
from game.games.narrespillet.view_types import NarreView

# Of the hint's budget, kept for the words after the search (and the search's own last step and its worker's
# answer arriving): measured at a few milliseconds; the rest is the search's.
AFTER_SEARCH = 0.04
LEAST_SEARCH = 0.05  # the search's time should the seat's view take long to build (it never has)


def search_seconds(spent: float) -> float:
    """The search's time, when `spent` seconds of the hint's budget are gone."""
    return max(LEAST_SEARCH, HINT_SECONDS - AFTER_SEARCH - spent)


def advise(decision: Decision) -> Advice:
    """The hard AI's move in the seat's position, found within HINT_SECONDS, and the reason for it."""
    started = time.perf_counter()
    # Built once here (the search's shortlist and the words read it too): this game's view of the seat.
    view = cast(NarreView, decision.view)
    if len(decision.legal) == 1:
        action = decision.legal[0]
    else:
        hard = LEVELS["hard"]
        search = make_search(seconds=search_seconds(time.perf_counter() - started), paired=hard.paired,
                             whole_round=hard.whole_round, race=hard.race)
        action = search.choose(decision)
    words, points = reason(view, decision.seat, action, rules(), decision.legal)
    return Advice(action, words, points)
