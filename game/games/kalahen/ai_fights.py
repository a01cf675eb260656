"""The Kalahen planner at a place and in a fight: whether to search, how many rings a fight is worth, which dice
to throw again, the rings it pays and takes, and the champions it attacks, bids against and robs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.kalahen import special_dice as dice
from game.games.kalahen.ai_values import Planner
from game.games.kalahen.planning import CARD_VALUE


# ------------------------------------------------------------------ at a place
def on_search(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    legal = decision.legal
    me = bot.me(view)
    if me["lp"] < bot.rules.weak_below:
        free = bot.free_action(decision, view)
        if free:
            return free
    search = bot.find(legal, "search")
    if search is None:
        return bot.find(legal, "skip")
    at = view["pending"]["at"]
    # On a dare (or on the way through the tower to the forest while daring) a failure that leaves it weak is taken.
    wary = at != bot.dare and not bot.daring
    if bot.level == "easy" or bot.place_value(view, at, wary=wary) > bot.skip_below:
        return search
    return bot.find(legal, "skip")


def on_enchant(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    return bot.find(decision.legal, "overcome") or bot.find(decision.legal, "refuse")


def on_fight_rings(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    f = view["fight"]
    me = bot.me(view)
    top = max(int(a.args[0]) for a in decision.legal)
    if f["kind"] == "dragon":
        return bot.find(decision.legal, "rings", top)
    strength = f["strength"]
    loss, death = 2.0, 0.0
    if f["kind"] == "monster" and bot.level != "easy":
        # A lost trial costs what the place's column says (the tower up to 9 LP): a loss that kills weighs most.
        pile = bot.pile_at(me["pos"]) if me["pos"] else None
        if pile in bot.rules.schedule:
            amounts = bot.loss_amounts(pile)
            loss = sum(amounts) / len(amounts)
            death = bot.death_weight * sum(a >= me["lp"] for a in amounts) / len(amounts)
    elif f["kind"] != "monster":
        loss = 1.0
    # A ring bid here is one fewer for the enchantments ahead (fight_ring_weight; the dragon takes every ring).
    ring_value = bot.ring_value(view) * bot.fight_ring_weight
    best_k, best = 0, -1e9
    for k in range(top + 1):
        p = dice.monster_win_chance(strength, bot.rules.factor(k), f["bonus"], bot.rules.rerolls)
        value = p * CARD_VALUE - (1 - p) * (loss * bot.lp_weight + death) - k * ring_value
        if me["rings_carried"] - k < 2 and bot.careful:
            value -= 0.3 * k
        if value > best + 1e-9:
            best_k, best = k, value
    return bot.find(decision.legal, "rings", best_k)


def on_reroll(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    f = view["fight"]
    faces = tuple(d["face"] for d in f["dice"])
    left = f["throws_max"] - f["throws"]
    if bot.level == "easy" and decision.rng.random() < 0.5:
        mask = dice.best_mask_for_high(faces, left)
    elif f["kind"] == "duel":
        duel = view["duel"]
        seat = view["seat"]
        other = duel["defender"] if seat == duel["attacker"] else duel["attacker"]
        if str(other) in duel["final"]:
            needed = dice.needed_dice_score(duel["final"][str(other)] + 1, f["factor"], f["bonus"])
            mask = dice.best_mask(faces, left, needed)
        else:
            mask = dice.best_mask_for_high(faces, left)
    else:
        needed = dice.needed_dice_score(f["strength"], f["factor"], f["bonus"])
        if dice.score(faces) >= needed:
            return bot.find(decision.legal, "stop")
        mask = dice.best_mask(faces, left, needed)
    if mask == 0:
        return bot.find(decision.legal, "stop")
    return bot.find(decision.legal, "reroll", mask)


# ------------------------------------------------------------------ rings
def on_pay(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    me = bot.me(view)
    options = [str(a.args[0]) for a in decision.legal]
    wanted = bot.wanted_colour(view, among=options)
    spare = [c for c in options if c != wanted] or options
    return bot.find(decision.legal, "pay", max(spare, key=lambda c: (me["rings"][c], c)))


def on_gift(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    return bot.find(decision.legal, "gift", bot.wanted_colour(view))


# ------------------------------------------------------------------ champions
def wanted_items(bot: Planner, view: Mapping[str, Any]) -> tuple[str, ...]:
    """The items this champion lacks to reach the chests that still hold cards: the key for the tower and the
    Magic Forest, a shield for the forest."""
    me, piles = bot.me(view), view["piles"]
    wanted = []
    if not me["key"] and (piles.get("tower") or piles.get("forest")):
        wanted.append("key")
    if not me["shield"] and piles.get("forest"):
        wanted.append("shield")
    return tuple(wanted)


def on_attack(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    me = bot.me(view)
    champs = view["champions"]
    if bot.hunt_reach:
        # A hunter finishes the job: a weak champion loses at once, even with nothing left to take.
        weak = [a for a in decision.legal if a.kind == "attack" and champs[int(a.args[0])]["weak"]]
        if weak:
            return min(weak, key=lambda a: (champs[int(a.args[0])]["lp"], a.args))
    quest = bot.find(decision.legal, "attack", bot.questing) if bot.questing is not None else None
    if quest and any(champs[bot.questing][item] for item in wanted_items(bot, view)):
        return quest  # the rival it came for still carries the item that opens the last chests (ai_endgame.quest)
    best, best_value = None, 0.0
    for a in decision.legal:
        if a.kind != "attack":
            continue
        other = view["champions"][int(a.args[0])]
        loot = (other["cards_count"] * bot.loot_weight + min(other["gold"], 5) * 0.3
                + (other["rings_carried"] > 0) * 0.4)
        if other["weak"]:
            value = loot  # a weak champion loses at once
        elif not bot.duel_strong:
            continue  # a rival able to fight back costs rings and maybe an LP for a coin's chance of loot
        else:
            mine = min(2, me["rings_carried"]) + me["bonus"] * 0.5
            theirs = min(2, other["rings_carried"]) + other["bonus"] * 0.5
            edge = mine - theirs
            p = min(0.85, max(0.15, 0.5 + 0.15 * edge))
            value = p * loot - (1 - p) * (1.0 + me["cards_count"] * 0.8) - min(2, me["rings_carried"]) * 0.3
            if me["lp"] <= 6:
                value -= 1.0
        if value > best_value:
            best, best_value = a, value
    return best or bot.find(decision.legal, "no_attack")  # None on the turn: it goes about its business


def on_duel_rings(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    top = max(int(a.args[0]) for a in decision.legal)
    k = top if bot.level != "easy" else decision.rng.randint(0, top)
    return bot.find(decision.legal, "secret_rings", k)


def on_spoils(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    me = bot.me(view)
    cards = {c["id"]: c for c in view["pending"].get("loser_cards", [])}
    held = {(c["formula"], c["stars"]) for c in me.get("cards", []) + me.get("home_scrolls", [])
            if c["kind"] == "scroll"}
    formulas = {f for f, _ in held}

    def worth(a: Action) -> float:
        if a.kind == "take_card":
            card = cards.get(int(a.args[0]), {"kind": "?"})
            if card["kind"] == "scroll":
                if (card["formula"], card["stars"]) in held:
                    return 0.5
                return 6.0 if card["formula"] in formulas else 3.0
            item_worth = {"shield": 4.0 if not me["shield"] else 0.1, "key": 4.0 if not me["key"] else 0.1,
                          "sword": 3.0 if not me["sword"] else 0.1, "teleport": 2.0}
            return float(item_worth.get(card["kind"], 1.5 + 0.3 * card.get("value", 0)))
        if a.kind == "take_gold":
            return 1.5
        if a.kind == "take_ring":
            return 1.0 if me["rings_carried"] < 7 else 0.2
        return 0.0
    return max(decision.legal, key=worth)
