"""The Kalahen planner under the optional rules: traps for the leader, the high-risk stake, and cooperation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.kalahen.ai_values import Planner


def on_trap(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    if bot.level == "easy":
        return bot.find(decision.legal, "no_trap")
    seat = view["seat"]
    rivals = [c for c in view["champions"] if c["seat"] != seat and not c["out"]]
    if not rivals:
        return bot.find(decision.legal, "no_trap")
    leader = max(rivals, key=lambda c: (c["home_scrolls_count"] + c["cards_count"], c["lp"]))
    board = bot.rules.board
    mine = {i for _, i in board.neighbours[bot.me(view)["pos"]]} if bot.me(view)["pos"] else set()
    for _, index in board.neighbours[leader["pos"]]:
        if index not in mine and not cages(bot, view, index):
            act = bot.find(decision.legal, "trap", index, "mid")
            if act:
                return act
    return bot.find(decision.legal, "no_trap")


def cages(bot: Planner, view: Mapping[str, Any], index: int) -> bool:
    """Would a wandering monster on this road close the last road out of a circle at either end? A weak
    champion may not pass one, so a champion below 5 LP standing there (or coming there) without the rings to
    float or teleport would wait for ever, and the game with it."""
    board = bot.rules.board
    traps = [(t["road"], t["spot"]) for t in view["traps"]]
    if len(traps) >= bot.rules.trap_markers:
        traps = traps[1:]  # the oldest marker is the one that moves
    closed = {road for road, _ in traps} | {index}
    road = board.roads[index]
    return any(all(i in closed for _, i in board.neighbours[end]) for end in (road.a, road.b))


def on_risk(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    me = bot.me(view)
    gold = bot.find(decision.legal, "stake", "gold")
    if gold and bot.level != "easy":
        return gold
    if me["rings_carried"] >= 5:
        ring = next((a for a in decision.legal if a.kind == "stake" and a.args[0] == "ring"), None)
        if ring:
            colour = max(bot.rules.colours, key=lambda c: me["rings"][c])
            return bot.find(decision.legal, "stake", "ring", colour) or ring
    if me["lp"] >= 11 and bot.level == "hard":
        return bot.find(decision.legal, "stake", "life")
    return bot.find(decision.legal, "no_risk")


def on_coop_ask(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    return bot.find(decision.legal, "alone")


def on_coop_answer(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    return bot.find(decision.legal, "agree" if bot.me(view)["lp"] > 3 else "decline")
