"""The Kalahen planner near the end: restock before the dragon, and win from a rival the key or shield that
opens the last chests.

A champion below 5 LP may not fight the dragon, and its castle gives rings, not LP. With the formula whole it
would walk home, find the fight barred, step out and walk home again for ever; this sends it to a village
first (its gold buys LP), then home as the turn's planner does.

Late in a game the chests of places 1-6 are often searched empty while the tower and the Magic Forest still
hold cards: a champion without the key (or, for the forest, a shield) can never reach them, and the hard
planner, finding no chest worth the walk, waited in a village to the round limit. Keys and shields are shown
when carried, and a champion who wins a fight against another takes one carried card: so with nothing else
worth doing, hard goes after a rival carrying the item it lacks and fights it (quest).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.kalahen.ai_fights import wanted_items
from game.games.kalahen.ai_moves import deadly, magic_heal, on_turn, route, safe_instead, step_out
from game.games.kalahen.ai_values import Planner
from game.games.kalahen.planning import completes


def needs_restock(bot: Planner, view: Mapping[str, Any]) -> bool:
    """A whole formula (home or carried) and too few LP to be let fight the dragon once there."""
    me = bot.me(view)
    return bool((me.get("complete_formula") or completes(me)) and me["lp"] < bot.rules.weak_below)


def on_turn_endgame(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    if bot.level == "easy" or not needs_restock(bot, view):
        action = on_turn(bot, decision, view)
        return quest(bot, decision, view, action)
    bot.motive, bot.goal = "", None
    free = bot.free_action(decision, view)
    if free:
        return free
    me = bot.me(view)
    here = me["pos"]
    cost, _turns, first = route(bot, view, here)
    village = min(bot.rules.board.of_kind("village"), key=lambda v: (cost.get(v, 99), v))
    bot.motive, bot.goal = "restock", village
    magic = magic_heal(bot, decision, view)
    if magic is not None:
        return magic
    if village == here or village not in first:
        return step_out(bot, decision, view, cost)  # a village gives gold on arrival, not for staying
    step = first[village]
    if deadly(bot, view, step):
        return safe_instead(bot, decision, view, village, step)
    legal = decision.legal
    return bot.find(legal, "move", step) or bot.find(legal, "float", step) or on_turn(bot, decision, view)


def quest_rival(bot: Planner, view: Mapping[str, Any], turns: Mapping[str, int]) -> Mapping[str, Any] | None:
    """The nearest rival able to fight that carries an item this champion lacks to reach the chests left, and
    whose sword and shield add no more to its fights than this champion's do (both bid two rings: hard and normal
    always do)."""
    me = bot.me(view)
    wanted = wanted_items(bot, view)
    if not wanted or me["lp"] < bot.quest_lp or me["rings_carried"] < 2:
        return None
    rivals = [
        c
        for c in view["champions"]
        if c["seat"] != view["seat"]
        and not c["out"]
        and not c["weak"]
        and c["pos"]
        and c["pos"] in turns
        and c["bonus"] <= me["bonus"]
        and any(c[item] for item in wanted)
    ]
    if not rivals:
        return None
    nearest: Mapping[str, Any] = min(rivals, key=lambda c: (turns[c["pos"]], c["seat"]))
    return nearest


def quest(bot: Planner, decision: Decision, view: Mapping[str, Any], action: Action | None) -> Action | None:
    """With nothing worth doing (the turn's planner would wait in a village), walk to a rival that carries the
    key or shield this champion lacks, and fight it there for the item."""
    me = bot.me(view)
    held = len(me.get("cards", [])) + len(me.get("home_scrolls", []))
    if view["turn"] != bot._idle_turn:  # once a turn (its free actions are asked for one by one)
        bot.idle = 0 if held > bot._held else bot.idle + 1
        bot._held, bot._idle_turn = held, view["turn"]
    if not bot.quest or bot.motive != "wait" or bot.idle < bot.quest_idle:
        if bot.motive not in ("", "attack"):
            bot.questing = None  # something better to do (an attack keeps the quest that led to it)
        return action
    here = me["pos"]
    cost, turns, first = route(bot, view, here)
    rival = quest_rival(bot, view, turns)
    bot.questing = None if rival is None else int(rival["seat"])
    if rival is None:
        return action
    legal = decision.legal
    target = str(rival["pos"])
    bot.motive, bot.goal = "quest", target
    if target == here:
        return bot.find(legal, "attack", bot.questing) or action
    step = first.get(target)
    if step is None:
        return action
    if deadly(bot, view, step):
        return safe_instead(bot, decision, view, target, step)
    return bot.find(legal, "move", step) or bot.find(legal, "float", step) or action
