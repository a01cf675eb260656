"""The Kalahen planner on the move: the router (turns and weighted LP risk to every circle), the goal it walks
to (home with scrolls, a village to heal and buy, a weak rival to hunt, the Magic Forest, or the place worth the
most for the walk), how it gets there safely (weak, away from rivals able to attack), and when it ends its turn or
fights the dragon."""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.memo import remember
from game.engine.state import Action
from game.games.kalahen import special_dice as dice
from game.games.kalahen.ai_fights import on_attack
from game.games.kalahen.ai_values import Planner
from game.games.kalahen.planning import RING_VALUE, completes, edges

# A weak champion this many roads from a rival able to attack it flees by magic (flee).
FLEE_REACH = 3
# ------------------------------------------------------------------ routing
Routes = tuple[dict[str, float], dict[str, int], dict[str, str]]
# The router's answers by everything they depend on: a game offers few distinct ones (a start circle, the
# markers of its roads, key and shield, the LP weight), and every turn asks. Callers only read them.
_ROUTES: dict[tuple[Any, ...], Routes] = {}
# About 2.8 KB each: 4,000 are 11 MB (four hard champions settle at about 1,000 in some sixty games).
ROUTES_KEPT = 4_000


def route(bot: Planner, view: Mapping[str, Any], start: str) -> Routes:
    """Dijkstra from `start`: cost (turns + weighted LP risk), turns, and the first step to each circle."""
    me = bot.me(view)
    blocked = frozenset(t["road"] for t in view["traps"] if t["spot"] == "bridge")
    monsters = frozenset(t["road"] for t in view["traps"] if t["spot"] == "mid")
    key, shield, danger = me["key"], me["shield"], view["danger"]
    lp_weight, low = bot.lp_weight, (1.6 if me["lp"] <= bot.low_lp else 1.0)
    # Only the first step's markers count (beyond it a road's risk is its average): the key holds no others.
    first_markers = tuple(danger[road[4]] for road in edges(bot.rules.board)[start] if not road[3])
    asked = (id(bot.rules.board), start, key, shield, first_markers, blocked, monsters, lp_weight, low)
    found = _ROUTES.get(asked)
    if found is None:
        found = remember(_ROUTES, asked, _dijkstra(bot, start, key, shield, danger, blocked, monsters, lp_weight, low),
                         ROUTES_KEPT)
    return found


def _dijkstra(bot: Planner, start: str, key: bool, shield: bool, danger: Mapping[str, str], blocked: frozenset[int],
              monsters: frozenset[int], lp_weight: float, low: float) -> Routes:
    roads_from = edges(bot.rules.board)
    cost = {start: 0.0}
    turns = {start: 0}
    first: dict[str, str] = {}
    heap = [(0.0, 0, start, "")]
    while heap:
        c, t, here, step = heapq.heappop(heap)
        if c > cost.get(here, 1e9) + 1e-9:
            continue
        for there, index, to_tower, crystal, terrain, from_tower in roads_from[here]:
            if to_tower and not key:
                continue
            if crystal and (not shield or not from_tower):
                continue
            if to_tower and crystal or index in blocked:
                continue
            if crystal:
                risk = 0.0
            elif here == start:
                risk = 1.0 if danger[terrain] == "red" else 0.0
            else:
                risk = 0.5
            if index in monsters:
                risk += 1.5
            nc = c + 1.0 + risk * lp_weight * low
            if nc < cost.get(there, 1e9) - 1e-9:
                cost[there] = nc
                turns[there] = t + 1
                first[there] = there if here == start else step
                heapq.heappush(heap, (nc, t + 1, there, first[there]))
    return cost, turns, first


# ------------------------------------------------------------------ the move
def first_red(bot: Planner, view: Mapping[str, Any], target: str, first: dict[str, str]) -> bool:
    step = first.get(target)
    here = bot.me(view)["pos"]
    if not step or not here:
        return False
    road = bot.rules.board.road_between(here, step)
    return road is not None and not road.crystal and view["danger"][road.terrain] == "red"


def choose_goal(bot: Planner, view: Mapping[str, Any], cost: dict[str, float], turns: dict[str, int],
                first: dict[str, str]) -> str | None:
    goal, bot.motive = _goal(bot, view, cost, turns, first)
    return goal


def _goal(bot: Planner, view: Mapping[str, Any], cost: dict[str, float], turns: dict[str, int],
          first: dict[str, str]) -> tuple[str | None, str]:
    """The circle to walk to, and the motive that chose it (the adviser's words for it: advice.py)."""
    r, me = bot.rules, bot.me(view)
    board = r.board
    home: str = me["castle"]
    bot.dare = None
    scrolls = [c for c in me.get("cards", []) if c["kind"] == "scroll"]
    if me.get("complete_formula") or completes(me):
        return home_way(bot, view), "formula"
    prey = prey_circle(bot, view, turns)
    if prey:
        return prey, "hunt"
    forest = forest_run(bot, view)
    if forest:
        return forest, "forest"
    if me["lp"] <= bot.low_lp or bot.healing and me["lp"] < bot.heal_to and only_costly_chests(bot, view):
        villages = board.of_kind("village")
        if me["gold"] >= r.life_price or not any(c["kind"] == "flask" for c in me.get("cards", [])):
            bot.healing = True
            return min(villages, key=lambda v: cost.get(v, 99)), "heal"
    bot.healing = False
    # Carried scrolls can be stolen by a rival that reaches the champion; with none near, searching on
    # gathers more before the walk home.
    if scrolls and (len(scrolls) >= bot.scrolls_home or cost.get(home, 99) <= bot.home_near
                    and threatened(bot, view, turns)):
        return home_way(bot, view), "scrolls"
    if me["rings_carried"] < 2:
        village = min(board.of_kind("village"), key=lambda v: cost.get(v, 99))
        if me["gold"] >= r.ring_price and cost.get(village, 99) < cost.get(home, 99):
            return village, "buy_rings"
        return home, "home_rings"
    fallback = min(board.of_kind("village"), key=lambda v: cost.get(v, 99))
    best, best_score, healthy_score = best_place(bot, view, cost, turns, first, wary=True)
    if best is None and bot.weak_weight and me["lp"] >= (bot.dare_keep if bot.daring else bot.dare_lp):
        # Only trials that might leave it weak are left (the safe chests empty, say), and a village has little
        # more LP to give: waiting there gains nothing while the rivals search on.
        best, best_score, healthy_score = best_place(bot, view, cost, turns, first, wary=False)
        bot.dare = best
    bot.daring = bot.dare is not None
    if healthy_score > 2 * best_score + 0.2 and me["lp"] < 10:
        # The tower's trials can cost 9 LP: what it offers a healthy champion is worth healing first.
        return fallback, "heal_first"
    # Nothing worth the risk now: gather gold and LP in the nearest village.
    return (best, "chest") if best else (fallback, "wait")


def only_costly_chests(bot: Planner, view: Mapping[str, Any]) -> bool:
    """Every chest with cards left is one whose failed trial may cost more than 3 LP (places 5 and 6, the tower):
    a champion healed only to 7 LP left for them, failed or lost an LP on a red road, and was back in a village,
    for as many as a hundred rounds."""
    piles = view["piles"]
    return all(max(bot.loss_amounts(p)) > 3 for p in bot.rules.schedule if piles.get(p))


def best_place(bot: Planner, view: Mapping[str, Any], cost: dict[str, float], turns: dict[str, int],
               first: dict[str, str], wary: bool) -> tuple[str | None, float, float]:
    """The chest most worth the walk (None when none is worth anything), its score, and for hard what the tower
    would be worth to a healthy champion. wary: a trial that might leave the champion weak counts against it."""
    me, board = bot.me(view), bot.rules.board
    best, best_score, healthy_score = None, 0.0, 0.0
    for name, circle in board.circles.items():
        if circle.kind not in ("place", "tower", "forest"):
            continue
        if name not in cost and circle.kind != "forest":
            continue
        steps = turns.get(name, 1) if name != me["pos"] else 2
        arrival_lp = me["lp"] - round(0.4 * max(0, steps - 1) + (1 if first_red(bot, view, name, first) else 0))
        value = bot.place_value(view, name, arrival_lp, wary)
        if circle.kind == "forest":
            if not (me["shield"] and me["key"]):
                continue
            tower = board.of_kind("tower")[0]
            if tower not in cost:
                continue
            distance = cost[tower] + 1
        else:
            distance = cost[name]
        if me["pos"] == name:
            distance = 2.0 + 0.5 * bot.lp_weight  # leaving and coming back
        score = value / (distance + 1.0)
        if score > best_score:
            best, best_score = name, score
        if bot.level == "hard" and circle.kind == "tower" and arrival_lp < 10:
            healthy_score = max(healthy_score, bot.place_value(view, name, 10, wary) / (distance + 3.0))
    return best, best_score, healthy_score


def home_way(bot: Planner, view: Mapping[str, Any]) -> str:
    """Home, or from the tower with a shield the Magic Forest: it sends the champion home by magic at once."""
    me, board = bot.me(view), bot.rules.board
    if bot.level != "easy" and me["shield"] and me["pos"] and board.circles[me["pos"]].kind == "tower":
        return str(board.of_kind("forest")[0])
    return str(me["castle"])


def forest_run(bot: Planner, view: Mapping[str, Any]) -> str | None:
    """Half-way to the Magic Forest (at the tower, or at a gate with the key) a hard champion goes on: the
    bridge costs no LP and the forest sends it home by magic with 7 rings, so turning back to heal wastes the
    walk there."""
    me, board = bot.me(view), bot.rules.board
    if not bot.forest_reach or not (me["key"] and me["shield"]) or not me["pos"]:
        return None
    kind = board.circles[me["pos"]].kind
    forest = board.of_kind("forest")[0]
    if kind == "tower":
        return forest
    walks = board.distances(me["pos"]).get(board.of_kind("tower")[0], 99)
    if walks <= bot.forest_reach and me["lp"] > walks * bot.rules.danger_loss + 1:
        return forest
    return None


def threatened(bot: Planner, view: Mapping[str, Any], turns: dict[str, int]) -> bool:
    """A rival strong enough to fight stands within two turns (the roads run both ways)."""
    if bot.level != "hard":
        return True
    return any(c["seat"] != view["seat"] and not c["out"] and not c["weak"] and c["pos"]
               and turns.get(c["pos"], 99) <= 2 for c in view["champions"])


def prey_circle(bot: Planner, view: Mapping[str, Any], turns: dict[str, int]) -> str | None:
    """The circle of a weak rival within reach, or None.

    Every attack on a weak champion wins at once and costs it an LP and a card, gold or a ring, so a few
    turns of pursuit often put a rival out of the race for good (and a rival with fewer LP is nearer that)."""
    me = bot.me(view)
    if not bot.hunt_reach or me["lp"] < bot.rules.weak_below:
        return None
    prey = [c for c in view["champions"] if c["seat"] != view["seat"] and not c["out"] and c["weak"]
            and c["pos"] and turns.get(c["pos"], 99) <= bot.hunt_reach]
    if not prey:
        return None
    return str(min(prey, key=lambda c: (c["lp"], turns[c["pos"]], c["seat"]))["pos"])


def on_turn(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    legal = decision.legal
    bot.motive, bot.goal = "", None
    free = bot.free_action(decision, view)
    if free:
        return free
    dragon = bot.find(legal, "dragon")
    me = bot.me(view)
    if dragon and dragon_ready(bot, view):
        bot.motive = "dragon"
        return dragon
    if any(a.kind == "attack" for a in legal):
        attack = on_attack(bot, decision, view)
        if attack is not None and attack.kind == "attack":
            bot.motive = "attack"
            return attack
    here = me["pos"]
    away = flee(bot, decision, view)
    if away is not None:
        bot.motive = "flee"
        return away
    cost, turns, first = route(bot, view, here)
    goal = choose_goal(bot, view, cost, turns, first)
    bot.goal = goal
    if bot.motive in MAGIC_HEAL_MOTIVES or bot.motive == "wait" and me["lp"] < bot.rules.life_max:
        magic = magic_heal(bot, decision, view)
        if magic is not None:
            return magic
    if goal is None or goal == here:
        # Nothing comes of staying (no search, no gold, no rings): step out to come back.
        return step_out(bot, decision, view, cost)
    board = bot.rules.board
    if board.circles[goal].kind == "forest":
        tower = board.of_kind("tower")[0]
        if here == tower:
            return bot.find(legal, "move", goal)
        goal = tower
    teleport = teleport_move(bot, decision, view, goal, turns, cost)
    if teleport:
        return teleport
    step = first.get(goal)
    if step is None:
        return bot.find(legal, "stay")
    if deadly(bot, view, step):
        return safe_instead(bot, decision, view, goal, step)
    return bot.find(legal, "move", step) or bot.find(legal, "float", step) or bot.find(legal, "stay")


# The motives of a walk to a village for LP, in which magic_heal may teleport instead.
MAGIC_HEAL_MOTIVES = ("heal", "heal_first", "restock")


def magic_heal(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    """Healing with a big stock of rings at home (the Magic Forest's), a hard champion goes between its castle and
    a village by magic: each arrival in a village brings gold for LP and no road costs any, and each arrival home
    refills the hand. Walking out and back, a red road took an LP as often as a village's gold bought two, and
    champions one scroll short stayed between 4 and 9 LP for a hundred rounds with a hundred rings at home."""
    me, board, legal = bot.me(view), bot.rules.board, decision.legal
    if not bot.magic_heal or sum(me["home_rings"].values()) < bot.magic_heal or not me["pos"]:
        return None
    here = me["pos"]
    if here == me["castle"]:
        villages = [a for a in legal if a.kind == "teleport" and board.circles[str(a.args[0])].kind == "village"]
        if not villages:
            return None
        spans = [board.distances(h) for h in set(bot.hunters(view))]

        def safety(a: Action) -> int:
            return min((span.get(str(a.args[0]), 99) for span in spans), default=99)

        return max(villages, key=lambda a: (safety(a), str(a.args[0])))
    if board.circles[here].kind == "village":
        return bot.find(legal, "teleport", me["castle"])  # None next door to home: the road there is one step
    return None


def flee(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    """A weak champion loses every fight at once, an LP a time: with a rival able to attack within FLEE_REACH
    roads, a hard champion makes a magic move to the village farthest from every such rival (its gold buys the
    LP back) rather than be hunted down on the way to the nearest one."""
    me, board = bot.me(view), bot.rules.board
    if not bot.careful or me["lp"] >= bot.rules.weak_below or not me["pos"]:
        return None
    hunters = bot.hunters(view)
    near = board.distances(me["pos"])
    if not any(near.get(h, 99) <= FLEE_REACH for h in hunters):
        return None
    spans = {h: board.distances(h) for h in set(hunters)}

    def safety(village: str) -> int:
        return min(span.get(village, 99) for span in spans.values())
    for kind in ("teleport_card", "teleport"):
        options = [a for a in decision.legal if a.kind == kind and board.circles[str(a.args[0])].kind == "village"
                   and safety(str(a.args[0])) > FLEE_REACH]
        if options:
            return max(options, key=lambda a: (safety(str(a.args[0])), str(a.args[0])))
    return None


def deadly(bot: Planner, view: Mapping[str, Any], step: str) -> bool:
    """Would walking this road on a red marker leave the champion dead (or, for hard, at 1 LP)?"""
    me = bot.me(view)
    if not first_red(bot, view, step, {step: step}):
        return False
    return bool(me["lp"] <= (2 if bot.careful else 1))


def safe_instead(bot: Planner, decision: Decision, view: Mapping[str, Any], goal: str, step: str) -> Action | None:
    """A way on that cannot kill: float, teleport, a green road, or waiting for the marker to turn."""
    legal = decision.legal
    for kind in ("float", "teleport_card", "teleport"):
        for a in legal:
            if a.kind == kind and str(a.args[0]) == (step if kind == "float" else goal):
                return a
    greens = [a for a in legal if a.kind == "move" and not deadly(bot, view, str(a.args[0]))]
    villages = [a for a in greens if bot.rules.board.circles[str(a.args[0])].kind == "village"]
    if villages or greens:
        return (villages or greens)[0]
    # Every road is red: a teleport card to any village, or (above 1 LP) the road anyway: staying changes
    # nothing while nobody else walks those roads.
    # For normal and hard rings buy the way out too: a far village's gold buys LP (nobody else may come to turn
    # the markers).
    away = magic_to_village(bot, legal, paid=bot.level != "easy")
    if away is not None:
        return away
    if bot.me(view)["lp"] > 1:
        return bot.find(legal, "move", step)
    return bot.find(legal, "stay")


def magic_to_village(bot: Planner, legal: list[Action], paid: bool) -> Action | None:
    """The first magic move to a village: by a teleport card, else (paid) by rings."""
    board = bot.rules.board
    for kind in ("teleport_card", "teleport") if paid else ("teleport_card",):
        for a in legal:
            if a.kind == kind and board.circles[str(a.args[0])].kind == "village":
                return a
    return None


def dragon_ready(bot: Planner, view: Mapping[str, Any]) -> bool:
    """Enough rings (and weapons) for a fair chance against the dragon; otherwise restock first."""
    me = bot.me(view)
    k = min(2, me["rings_carried"])
    chance = dice.monster_win_chance(bot.rules.dragon_strength, bot.rules.factor(k), me["bonus"],
                                     bot.rules.rerolls)
    floor = 0.05 if bot.level == "easy" else 0.3
    return chance >= floor or me["lp"] > 9 and chance > 0.1


def step_out(bot: Planner, decision: Decision, view: Mapping[str, Any], cost: dict[str, float]) -> Action | None:
    moves = [a for a in decision.legal if a.kind == "move"]
    if not moves:
        return bot.find(decision.legal, "stay")
    here = bot.me(view)["pos"]
    board = bot.rules.board
    search = search_next_door(bot, view, moves)
    if search is not None:
        return search

    def risk(a: Action) -> float:
        road = board.road_between(here, str(a.args[0]))
        assert road is not None
        red = not road.crystal and view["danger"][road.terrain] == "red"
        return (1 if red else 0) - 0.1 * (board.circles[str(a.args[0])].kind == "village")
    best = min(moves, key=risk)
    if risk(best) >= 1 and bot.me(view)["lp"] <= 1:
        # Every road would kill. Staying earns nothing: a magic move to another village earns the gold to heal
        # (alone in the game, no rival ever comes to turn the markers).
        away = magic_to_village(bot, decision.legal, paid=True) if bot.level != "easy" else None
        return away or bot.find(decision.legal, "stay")
    return best


def search_next_door(bot: Planner, view: Mapping[str, Any], moves: list[Action]) -> Action | None:
    """Waiting in a village for gold to heal (or to come back to a chest), a step to a neighbouring place whose
    trial is worth it now searches on the way: the same two walks as a step to a castle and back."""
    here, lp = bot.me(view)["pos"], bot.me(view)["lp"]
    if bot.level == "easy" or bot.rules.board.circles[here].kind != "village":
        return None
    best, best_value = None, 0.0
    for a in moves:
        there = str(a.args[0])
        if bot.rules.board.circles[there].kind != "place" or there == here:
            continue
        red = first_red(bot, view, there, {there: there})
        value = bot.place_value(view, there, lp - red) - red * bot.lp_weight
        if value > best_value:
            best, best_value = a, value
    return best


def teleport_move(bot: Planner, decision: Decision, view: Mapping[str, Any], goal: str,
                  turns: dict[str, int], cost: dict[str, float] | None = None) -> Action | None:
    """A magic move to the goal (to a gate on the way to the tower) when it saves enough: turns for every
    level, and for normal and hard also the LP the roads would cost, against what the card or rings are worth."""
    me, board = bot.me(view), bot.rules.board
    target = goal
    if board.circles[goal].kind == "tower":
        gates = board.of_kind("gate")
        target = min(gates, key=lambda g: turns.get(g, 99))
        if target == me["pos"]:
            return None
    legal = decision.legal
    card = bot.find(legal, "teleport_card", target)
    paid = bot.find(legal, "teleport", target)
    if card is None and paid is None:
        return None
    extra = 0 if target == goal else 1
    if bot.level == "easy" or cost is None or goal not in cost:
        saved = turns.get(goal, 99) - (1 + extra)
        if saved < bot.teleport_gain:
            return None
        if card:
            return card
        return paid if me["rings_carried"] >= bot.rules.teleport_cost + 3 else None
    # Route cost saved: the turns and the weighted LP risk of the walk, less the magic move's one turn (and
    # the gate's road to the tower, a later step of unknown colour).
    saved_cost = cost[goal] - (1.0 + extra * (1.0 + 0.5 * bot.lp_weight))
    # A complete formula on the way home: every turn on the road is a turn a rival may take a scroll.
    urgent = goal == me["castle"] and completes(me)
    if card and saved_cost >= (0.5 if urgent else bot.card_price):
        return card
    if paid is None:
        return None
    rings = me["rings_carried"] - bot.rules.teleport_cost
    stock = sum(me["home_rings"].values())
    reserve = 0 if goal == me["castle"] and stock >= 2 else 2
    # Rings at home refill the hand there: a big stock (the forest's) makes a paid journey home cheap. A journey
    # away pays with the hand it leaves with (a lone champion used to teleport out with 4 of 7 rings, run short at
    # the next trials and loop through the Magic Forest for rings while 28 waited at home).
    ring = bot.ring_value(view) if goal == me["castle"] else RING_VALUE
    price = bot.rules.teleport_cost * ring
    if rings >= reserve and saved_cost >= (0.0 if urgent else bot.teleport_gain) + price:
        return paid
    return None


def on_after(bot: Planner, decision: Decision, view: Mapping[str, Any]) -> Action | None:
    free = bot.free_action(decision, view)
    if free:
        return free
    dragon = bot.find(decision.legal, "dragon")
    if dragon and not bot.find(decision.legal, "end"):
        return dragon  # the formula came home this turn: the fight is compulsory
    if dragon and dragon_ready(bot, view):
        return dragon
    return bot.find(decision.legal, "end")
