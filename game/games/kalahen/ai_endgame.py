"""The Kalahen planner with a whole formula: restock before the dragon.

A champion below 5 LP may not fight the dragon, and its castle gives rings, not LP. With the formula whole it
would walk home, find the fight barred, step out and walk home again for ever; this sends it to a village
first (its gold buys LP), then home as the turn's planner does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.kalahen.ai_moves import deadly, on_turn, route, safe_instead, step_out
from game.games.kalahen.ai_values import Planner
from game.games.kalahen.planning import completes


def needs_restock(bot: Planner, view: Mapping[str, Any]) -> bool:
    """A whole formula (home or carried) and too few LP to be let fight the dragon once there."""
    me = bot.me(view)
    return bool((me.get("complete_formula") or completes(me)) and me["lp"] < bot.rules.weak_below)


def on_turn_endgame(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    if bot.level == "easy" or not needs_restock(bot, view):
        return on_turn(bot, decision, view)
    bot.motive, bot.goal = "", None
    free = bot.free_action(decision, view)
    if free:
        return free
    me = bot.me(view)
    here = me["pos"]
    cost, _turns, first = route(bot, view, here)
    village = min(bot.rules.board.of_kind("village"), key=lambda v: (cost.get(v, 99), v))
    bot.motive, bot.goal = "restock", village
    if village == here or village not in first:
        return step_out(bot, decision, view, cost)  # a village gives gold on arrival, not for staying
    step = first[village]
    if deadly(bot, view, step):
        return safe_instead(bot, decision, view, village, step)
    legal = decision.legal
    return bot.find(legal, "move", step) or bot.find(legal, "float", step) or on_turn(bot, decision, view)
