"""Kalahen opponents: a planner that reads the board from its seat's view.

It values each enchanted place by the schedule (the chance of winning a card with the rings and weapons it
carries, the LP a failure costs, the rings it spends), routes there by turns and expected LP loss, heals and
buys when low, brings scrolls home, takes the tower and the Magic Forest when it holds the key and shield,
and fights the dragon with the rings it has. Levels differ in care: easy plays loosely and sometimes at random,
hard weighs risk to its life, uses teleports and champion combat more shrewdly, and hunts weakened rivals.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.engine.tasks import Task
from game.games.kalahen import fight as dice
from game.games.kalahen.memory import PileMemory
from game.games.kalahen.planning import (
    CARD_VALUE,
    RING_VALUE,
    completes,
    default_rules,
    edges,
    prospect,
    ring_need,
    warm_dice_tables,
)
from game.games.kalahen.rules import KalahenRules
from game.games.kalahen.tasks import (
    CHOICE_KINDS,
    After,
    Attack,
    CoopAnswer,
    CoopAsk,
    DuelRings,
    Enchant,
    FightRings,
    Gift,
    Pay,
    Reroll,
    Risk,
    Search,
    Spoils,
    Trap,
    Turn,
)

# noise: share of loose random choices; lp_weight: an LP against a turn; low_lp: heal at or below;
# teleport_gain: turns a teleport must save; careful: keeps rings in reserve and a 2-LP margin on red roads;
# death_weight: how a chance of dying in a trial counts; home_near: carried scrolls go home from this close;
# hunt_reach: a weak rival (below 5 LP, so it loses any fight at once) this many turns away is hunted down (0: never);
# forest_reach: with the key and a shield, this many roads from the tower the champion goes on to the Magic Forest
# rather than turn back to heal (0: never); remember: keeps track of the cards it put back under the piles (memory.py).
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"noise": 0.1, "lp_weight": 0.6, "low_lp": 5, "teleport_gain": 99, "careful": False,
             "death_weight": 0.0, "home_near": 2.0, "loot_weight": 1.2, "hunt_reach": 0, "scrolls_home": 2,
             "skip_below": -0.5},
    "normal": {"noise": 0.0, "lp_weight": 1.0, "low_lp": 5, "teleport_gain": 4, "careful": False,
               "death_weight": 30.0, "forest_reach": 1, "remember": False, "home_near": 2.0, "loot_weight": 1.2,
               "hunt_reach": 0, "scrolls_home": 2, "skip_below": -0.5},
    "hard": {"noise": 0.0, "lp_weight": 1.0, "low_lp": 6, "teleport_gain": 3, "careful": True,
             "death_weight": 60.0, "forest_reach": 1, "remember": True, "home_near": 3.5, "loot_weight": 1.2,
             "hunt_reach": 2, "scrolls_home": 2, "skip_below": -0.5},
}


class KalahenBot:
    def __init__(self, level: str, rules: KalahenRules | None = None) -> None:
        self.level = level if level in LEVEL_SETTINGS else "normal"
        settings = LEVEL_SETTINGS[self.level]
        self.noise: float = settings["noise"]
        self.lp_weight: float = settings["lp_weight"]
        self.low_lp: int = settings["low_lp"]
        self.teleport_gain: int = settings["teleport_gain"]
        self.careful: bool = settings["careful"]
        self.death_weight: float = settings["death_weight"]
        self.home_near: float = settings["home_near"]
        self.loot_weight: float = settings["loot_weight"]
        self.hunt_reach: int = settings["hunt_reach"]
        self.scrolls_home: int = settings["scrolls_home"]
        self.skip_below: float = settings["skip_below"]
        self.forest_reach: int = settings.get("forest_reach", 0)
        self.remember: bool = settings.get("remember", False)

        self.memory = PileMemory()
        self.rules = rules or default_rules()
        warm_dice_tables()

    # ------------------------------------------------------------------ entry
    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        view = decision.view
        task = view["pending"]["task"]
        if self.remember:
            pos = view["champions"][view["seat"]]["pos"]
            self.memory.observe(view, self._pile_at(pos) if pos else None)
        if self.noise and decision.rng.random() < self.noise and task in ("turn", "after", "search", "attack"):
            return decision.rng.choice(legal)
        kind = TASK_BY_NAME.get(str(task))
        action = CHOOSERS[kind](self, decision, view) if kind is not None else None
        if action is None or action not in legal:
            return legal[0]
        return action

    # ------------------------------------------------------------------ helpers
    def me(self, view: Mapping[str, Any]) -> Mapping[str, Any]:
        mine: Mapping[str, Any] = view["champions"][view["seat"]]
        return mine

    @staticmethod
    def find(legal: list[Action], kind: str, *args: Any) -> Action | None:
        for a in legal:
            if a.kind == kind and (not args or a.args == tuple(args)):
                return a
        return None

    def _free_action(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        """Drink, buy and fetch rings when it helps; None when nothing is worth doing."""
        me, legal = self.me(view), decision.legal
        lp = me["lp"]
        flasks = [c for c in me.get("cards", []) if c["kind"] == "flask"]
        for card in sorted(flasks, key=lambda c: c["value"]):
            if lp + card["value"] <= 12 and (lp <= 8 or lp < self.rules.weak_below) or lp < self.rules.weak_below:
                act = self.find(legal, "drink", card["id"])
                if act:
                    return act
        if self.find(legal, "buy_life") and lp <= 7:
            return self.find(legal, "buy_life")
        if me["rings_carried"] < (5 if self.careful else 4) and me["gold"] >= self.rules.ring_price:
            colour = self._wanted_colour(view)
            act = self.find(legal, "buy_ring", colour)
            if act:
                return act
        if self.find(legal, "buy_life") and lp < 10:
            return self.find(legal, "buy_life")
        fetches = [str(a.args[0]) for a in legal if a.kind == "fetch"]
        if fetches:
            # Colours short of their share first: a ring just left at home to make room is never fetched back.
            want = self._ring_shares(view)
            short = [c for c in fetches if me["rings"][c] < want[c]]
            return self.find(legal, "fetch", self._wanted_colour(view, among=short or fetches))
        if self.level != "easy" and any(a.kind == "store" for a in legal):
            return self._rebalance(view, legal)
        return None

    def _rebalance(self, view: Mapping[str, Any], legal: list[Action]) -> Action | None:
        """At home with a full hand: leave a ring of a colour carried beyond its share when home holds a
        colour the hand lacks (the fetch follows as the next free action)."""
        me = self.me(view)
        want = self._ring_shares(view)
        short = [c for c in self.rules.colours if me["home_rings"][c] and me["rings"][c] < want[c]]
        if not short or me["rings_carried"] < self.rules.carry_max:
            return None
        surplus = [c for c in self.rules.colours if me["rings"][c] > want[c] and c not in short]
        if not surplus:
            return None
        return self.find(legal, "store", max(surplus, key=lambda c: (me["rings"][c] - want[c], c)))

    def _ring_shares(self, view: Mapping[str, Any]) -> dict[str, int]:
        """How many rings of each colour a full hand should hold: what the places with cards left ask for."""
        need = self._ring_need(view)
        total = sum(need.values()) or 1.0
        return {c: max(1, round(self.rules.carry_max * need[c] / total)) for c in self.rules.colours}

    def _ring_need(self, view: Mapping[str, Any]) -> dict[str, float]:
        piles = view["piles"]
        return dict(ring_need(self.rules, tuple(bool(piles.get(p)) for p in self.rules.schedule)))

    def _wanted_colour(self, view: Mapping[str, Any], among: list[str] | None = None) -> str:
        """The ring colour most worth having: what the places with full chests ask for, as their hints show."""
        me = self.me(view)
        colours = among or list(self.rules.colours)
        need = self._ring_need(view)
        if self.level == "easy":
            need = {c: 0.0 for c in need}
        if self.level == "hard" and me["rings_carried"] >= self.rules.carry_max:
            # A ring received now goes home: keep the stock at home balanced too.
            return min(colours, key=lambda c: (me["rings"][c] + me["home_rings"][c] - 2 * need[c], c))
        return min(colours, key=lambda c: (me["rings"][c] - need[c], c))

    # ------------------------------------------------------------------ place values
    def trial_prospect(self, pile: str, rings: tuple[int, ...], bonus: int, items: tuple[bool, bool]
                       ) -> tuple[float, float, float, int]:
        return prospect(self.rules, pile, rings, bonus, items, self.lp_weight)

    def _place_value(self, view: Mapping[str, Any], circle: str, lp: int | None = None) -> float:
        """What one trial at this circle is worth now (lp: the LP expected on arrival)."""
        r, me = self.rules, self.me(view)
        lp = me["lp"] if lp is None else lp
        kind = r.board.circles[circle].kind
        if kind == "forest":
            # A sure card, 7 rings and a free journey home that lays the scrolls carried down in safety.
            carried_scrolls = sum(1 for c in me.get("cards", []) if c["kind"] == "scroll")
            rings = r.forest_rings
            if self.level == "hard":
                # Rings beyond the 7 carried go home, where a stock of a few is worth having and more is not.
                room = r.carry_max - me["rings_carried"] + max(0, 6 - sum(me["home_rings"].values()))
                rings = min(rings, room)
            return (CARD_VALUE * self._freshness(view, "forest") + rings * RING_VALUE
                    + 1.0 + carried_scrolls)
        pile = str(r.board.circles[circle].number) if kind == "place" else "tower"
        if not view["piles"][pile]:
            return 0.0
        ring_counts = tuple(me["rings"][c] for c in r.colours)
        p_card, e_loss, e_rings, _ = self.trial_prospect(pile, ring_counts, me["bonus"], (me["sword"], me["shield"]))
        p_card *= self._freshness(view, pile)
        if self.death_weight:
            # The chance that a failure here kills: weigh it heavily, so the champion heals first.
            column = self.rules.schedule[pile]
            loss = self.rules.trial_loss[column.loss]
            amounts = [loss.amount(f) for f in loss.faces()]
            mean = sum(amounts) / len(amounts)
            p_fail = e_loss / mean if mean else 0.0
            p_death = p_fail * sum(a >= lp for a in amounts) / len(amounts)
            e_loss += p_death * self.death_weight
        if lp < r.weak_below:
            return -1.0  # too weak to search on arrival
        # An LP weighs more the fewer are left.
        weight = self.lp_weight * (1 + max(0, 9 - lp) / 3)
        return p_card * CARD_VALUE - e_loss * weight - e_rings * RING_VALUE

    def _freshness(self, view: Mapping[str, Any], pile: str) -> float:
        """How likely the top card is one not yet turned: cards a champion may not keep go back under their
        pile, so a pile searched down to a few cards mostly holds scrolls somebody already put back."""
        if self.level == "easy":
            return 1.0
        if self.remember and self.memory.top_is_known_junk(pile):
            return 0.0  # the top card is one this champion put back itself
        start = self._pile_sizes().get(pile, 1)
        return float(max(0.25, min(1.0, view["piles"].get(pile, 0) / start)) ** 0.7)

    def _pile_at(self, circle: str) -> str | None:
        c = self.rules.board.circles[circle]
        return str(c.number) if c.kind == "place" else {"tower": "tower", "forest": "forest"}.get(c.kind)

    def _pile_sizes(self) -> dict[str, int]:
        piles = self.rules.piles
        n = len(self.rules.cards)
        return {p: len(range(i, n, len(piles))) for i, p in enumerate(piles)}

    # ------------------------------------------------------------------ routing
    def route(self, view: Mapping[str, Any], start: str) -> tuple[dict[str, float], dict[str, int], dict[str, str]]:
        """Dijkstra from `start`: cost (turns + weighted LP risk), turns, and the first step to each circle."""
        me = self.me(view)
        roads_from = edges(self.rules.board)
        blocked = {t["road"] for t in view["traps"] if t["spot"] == "bridge"}
        monsters = {t["road"] for t in view["traps"] if t["spot"] == "mid"}
        key, shield, danger = me["key"], me["shield"], view["danger"]
        lp_weight, low = self.lp_weight, (1.6 if me["lp"] <= self.low_lp else 1.0)
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
    def _first_red(self, view: Mapping[str, Any], target: str, first: dict[str, str]) -> bool:
        step = first.get(target)
        here = self.me(view)["pos"]
        if not step or not here:
            return False
        road = self.rules.board.road_between(here, step)
        return road is not None and not road.crystal and view["danger"][road.terrain] == "red"

    def _goal(self, view: Mapping[str, Any], cost: dict[str, float], turns: dict[str, int],
              first: dict[str, str]) -> str | None:
        r, me = self.rules, self.me(view)
        board = r.board
        home: str = me["castle"]
        scrolls = [c for c in me.get("cards", []) if c["kind"] == "scroll"]
        if me.get("complete_formula") or completes(me):
            return home
        prey = self._prey(view, turns)
        if prey:
            return prey
        forest = self._forest_run(view)
        if forest:
            return forest
        if me["lp"] <= self.low_lp:
            villages = board.of_kind("village")
            if me["gold"] >= r.life_price or not any(c["kind"] == "flask" for c in me.get("cards", [])):
                return min(villages, key=lambda v: cost.get(v, 99))
        # Carried scrolls can be stolen by a rival that reaches the champion; with none near, searching on
        # gathers more before the walk home.
        if scrolls and (len(scrolls) >= self.scrolls_home or cost.get(home, 99) <= self.home_near
                        and self._threatened(view, turns)):
            return home
        if me["rings_carried"] < 2:
            village = min(board.of_kind("village"), key=lambda v: cost.get(v, 99))
            if me["gold"] >= r.ring_price and cost.get(village, 99) < cost.get(home, 99):
                return village
            return home
        best, best_score = None, 0.0
        fallback = min(board.of_kind("village"), key=lambda v: cost.get(v, 99))
        for name, circle in board.circles.items():
            if circle.kind not in ("place", "tower", "forest"):
                continue
            if name not in cost and circle.kind != "forest":
                continue
            steps = turns.get(name, 1) if name != me["pos"] else 2
            arrival_lp = me["lp"] - round(0.4 * max(0, steps - 1) + (1 if self._first_red(view, name, first) else 0))
            value = self._place_value(view, name, arrival_lp)
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
                distance = 2.0  # leaving and coming back
            score = value / (distance + 1.0)
            if score > best_score:
                best, best_score = name, score
        # Nothing worth the risk now: gather gold and LP in the nearest village.
        return best or fallback

    def _forest_run(self, view: Mapping[str, Any]) -> str | None:
        """Half-way to the Magic Forest (at the tower, or at a gate with the key) a hard champion goes on: the
        bridge costs no LP and the forest sends it home by magic with 7 rings, so turning back to heal wastes the
        walk there."""
        me, board = self.me(view), self.rules.board
        if not self.forest_reach or not (me["key"] and me["shield"]) or not me["pos"]:
            return None
        kind = board.circles[me["pos"]].kind
        forest = board.of_kind("forest")[0]
        if kind == "tower":
            return forest
        walks = board.distances(me["pos"]).get(board.of_kind("tower")[0], 99)
        if walks <= self.forest_reach and me["lp"] > walks * self.rules.danger_loss + 1:
            return forest
        return None

    def _threatened(self, view: Mapping[str, Any], turns: dict[str, int]) -> bool:
        """A rival strong enough to fight stands within two turns (the roads run both ways)."""
        if self.level != "hard":
            return True
        return any(c["seat"] != view["seat"] and not c["out"] and not c["weak"] and c["pos"]
                   and turns.get(c["pos"], 99) <= 2 for c in view["champions"])

    def _prey(self, view: Mapping[str, Any], turns: dict[str, int]) -> str | None:
        """The circle of a weak rival within reach, or None.

        Every attack on a weak champion wins at once and costs it an LP and a card, gold or a ring, so a few
        turns of pursuit often put a rival out of the race for good (and a rival with fewer LP is nearer that)."""
        me = self.me(view)
        if not self.hunt_reach or me["lp"] < self.rules.weak_below:
            return None
        prey = [c for c in view["champions"] if c["seat"] != view["seat"] and not c["out"] and c["weak"]
                and c["pos"] and turns.get(c["pos"], 99) <= self.hunt_reach]
        if not prey:
            return None
        return str(min(prey, key=lambda c: (c["lp"], turns[c["pos"]], c["seat"]))["pos"])

    def _on_turn(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        legal = decision.legal
        free = self._free_action(decision, view)
        if free:
            return free
        dragon = self.find(legal, "dragon")
        me = self.me(view)
        if dragon and self._dragon_ready(view):
            return dragon
        if any(a.kind == "attack" for a in legal):
            attack = self._on_attack(decision, view)
            if attack is not None and attack.kind == "attack":
                return attack
        here = me["pos"]
        cost, turns, first = self.route(view, here)
        goal = self._goal(view, cost, turns, first)
        if goal is None or goal == here:
            # Nothing comes of staying (no search, no gold, no rings): step out to come back.
            return self._step_out(decision, view, cost)
        board = self.rules.board
        if board.circles[goal].kind == "forest":
            tower = board.of_kind("tower")[0]
            if here == tower:
                return self.find(legal, "move", goal)
            goal = tower
        teleport = self._teleport(decision, view, goal, turns)
        if teleport:
            return teleport
        step = first.get(goal)
        if step is None:
            return self.find(legal, "stay")
        if self._deadly(view, step):
            return self._safe_instead(decision, view, goal, step)
        return self.find(legal, "move", step) or self.find(legal, "float", step) or self.find(legal, "stay")

    def _deadly(self, view: Mapping[str, Any], step: str) -> bool:
        """Would walking this road on a red marker leave the champion dead (or, for hard, at 1 LP)?"""
        me = self.me(view)
        if not self._first_red(view, step, {step: step}):
            return False
        return bool(me["lp"] <= (2 if self.careful else 1))

    def _safe_instead(self, decision: Decision, view: Mapping[str, Any], goal: str, step: str) -> Action | None:
        """A way on that cannot kill: float, teleport, a green road, or waiting for the marker to turn."""
        legal = decision.legal
        for kind in ("float", "teleport_card", "teleport"):
            for a in legal:
                if a.kind == kind and str(a.args[0]) == (step if kind == "float" else goal):
                    return a
        greens = [a for a in legal if a.kind == "move" and not self._deadly(view, str(a.args[0]))]
        villages = [a for a in greens if self.rules.board.circles[str(a.args[0])].kind == "village"]
        if villages or greens:
            return (villages or greens)[0]
        # Every road is red: a teleport card to any village, or (above 1 LP) the road anyway: staying changes
        # nothing while nobody else walks those roads.
        board = self.rules.board
        cards = [a for a in legal if a.kind == "teleport_card" and board.circles[str(a.args[0])].kind == "village"]
        if cards:
            return cards[0]
        if self.me(view)["lp"] > 1:
            return self.find(legal, "move", step)
        return self.find(legal, "stay")

    def _dragon_ready(self, view: Mapping[str, Any]) -> bool:
        """Enough rings (and weapons) for a fair chance against the dragon; otherwise restock first."""
        me = self.me(view)
        k = min(2, me["rings_carried"])
        chance = dice.monster_win_chance(self.rules.dragon_strength, self.rules.factor(k), me["bonus"],
                                         self.rules.rerolls)
        floor = 0.05 if self.level == "easy" else 0.3
        return chance >= floor or me["lp"] > 9 and chance > 0.1

    def _step_out(self, decision: Decision, view: Mapping[str, Any], cost: dict[str, float]) -> Action | None:
        moves = [a for a in decision.legal if a.kind == "move"]
        if not moves:
            return self.find(decision.legal, "stay")
        here = self.me(view)["pos"]
        board = self.rules.board

        def risk(a: Action) -> float:
            road = board.road_between(here, str(a.args[0]))
            assert road is not None
            red = not road.crystal and view["danger"][road.terrain] == "red"
            return (1 if red else 0) - 0.1 * (board.circles[str(a.args[0])].kind == "village")
        best = min(moves, key=risk)
        if risk(best) >= 1 and self.me(view)["lp"] <= 1:
            return self.find(decision.legal, "stay")
        return best

    def _teleport(self, decision: Decision, view: Mapping[str, Any], goal: str, turns: dict[str, int]) -> Action | None:
        me, board = self.me(view), self.rules.board
        target = goal
        if board.circles[goal].kind == "tower":
            gates = board.of_kind("gate")
            target = min(gates, key=lambda g: turns.get(g, 99))
            if target == me["pos"]:
                return None
        saved = turns.get(goal, 99) - (1 + (1 if target != goal else 0))
        if saved < self.teleport_gain:
            return None
        card = self.find(decision.legal, "teleport_card", target)
        if card:
            return card
        if me["rings_carried"] >= self.rules.teleport_cost + 3:
            return self.find(decision.legal, "teleport", target)
        return None

    def _on_after(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        free = self._free_action(decision, view)
        if free:
            return free
        dragon = self.find(decision.legal, "dragon")
        if dragon and not self.find(decision.legal, "end"):
            return dragon  # the formula came home this turn: the fight is compulsory
        if dragon and self._dragon_ready(view):
            return dragon
        return self.find(decision.legal, "end")

    # ------------------------------------------------------------------ at a place
    def _on_search(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        legal = decision.legal
        me = self.me(view)
        if me["lp"] < self.rules.weak_below:
            free = self._free_action(decision, view)
            if free:
                return free
        search = self.find(legal, "search")
        if search is None:
            return self.find(legal, "skip")
        if self.level == "easy" or self._place_value(view, view["pending"]["at"]) > self.skip_below:
            if self.remember:
                self.memory.searching(view)
            return search
        return self.find(legal, "skip")

    def _on_enchant(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        return self.find(decision.legal, "overcome") or self.find(decision.legal, "refuse")

    def _on_fight_rings(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        f = view["fight"]
        me = self.me(view)
        top = max(int(a.args[0]) for a in decision.legal)
        if f["kind"] == "dragon":
            return self.find(decision.legal, "rings", top)
        strength = f["strength"]
        loss = 2.0 if f["kind"] == "monster" else 1.0
        best_k, best = 0, -1e9
        for k in range(top + 1):
            p = dice.monster_win_chance(strength, self.rules.factor(k), f["bonus"], self.rules.rerolls)
            value = p * CARD_VALUE - (1 - p) * loss * self.lp_weight - k * RING_VALUE
            if me["rings_carried"] - k < 2 and self.careful:
                value -= 0.3 * k
            if value > best + 1e-9:
                best_k, best = k, value
        return self.find(decision.legal, "rings", best_k)

    def _on_reroll(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        f = view["fight"]
        faces = tuple(d["face"] for d in f["dice"])
        left = f["throws_max"] - f["throws"]
        if self.level == "easy" and decision.rng.random() < 0.5:
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
                return self.find(decision.legal, "stop")
            mask = dice.best_mask(faces, left, needed)
        if mask == 0:
            return self.find(decision.legal, "stop")
        return self.find(decision.legal, "reroll", mask)

    # ------------------------------------------------------------------ rings
    def _on_pay(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        me = self.me(view)
        options = [str(a.args[0]) for a in decision.legal]
        wanted = self._wanted_colour(view, among=options)
        spare = [c for c in options if c != wanted] or options
        return self.find(decision.legal, "pay", max(spare, key=lambda c: (me["rings"][c], c)))

    def _on_gift(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        return self.find(decision.legal, "gift", self._wanted_colour(view))

    # ------------------------------------------------------------------ champions
    def _on_attack(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        me = self.me(view)
        if self.hunt_reach:
            # A hunter finishes the job: a weak champion loses at once, even with nothing left to take.
            champs = view["champions"]
            weak = [a for a in decision.legal if a.kind == "attack" and champs[int(a.args[0])]["weak"]]
            if weak:
                return min(weak, key=lambda a: (champs[int(a.args[0])]["lp"], a.args))
        best, best_value = None, 0.0
        for a in decision.legal:
            if a.kind != "attack":
                continue
            other = view["champions"][int(a.args[0])]
            loot = (other["cards_count"] * self.loot_weight + min(other["gold"], 5) * 0.3
                    + (other["rings_carried"] > 0) * 0.4)
            if other["weak"]:
                value = loot  # a weak champion loses at once
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
        return best or self.find(decision.legal, "no_attack")  # None on the turn: it goes about its business

    def _on_duel_rings(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        top = max(int(a.args[0]) for a in decision.legal)
        k = top if self.level != "easy" else decision.rng.randint(0, top)
        return self.find(decision.legal, "secret_rings", k)

    def _on_spoils(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        me = self.me(view)
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

    # ------------------------------------------------------------------ extensions
    def _on_trap(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        if self.level == "easy":
            return self.find(decision.legal, "no_trap")
        seat = view["seat"]
        rivals = [c for c in view["champions"] if c["seat"] != seat and not c["out"]]
        if not rivals:
            return self.find(decision.legal, "no_trap")
        leader = max(rivals, key=lambda c: (c["home_scrolls_count"] + c["cards_count"], c["lp"]))
        board = self.rules.board
        mine = {i for _, i in board.neighbours[self.me(view)["pos"]]} if self.me(view)["pos"] else set()
        for _, index in board.neighbours[leader["pos"]]:
            if index not in mine:
                act = self.find(decision.legal, "trap", index, "mid")
                if act:
                    return act
        return self.find(decision.legal, "no_trap")

    def _on_risk(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        me = self.me(view)
        gold = self.find(decision.legal, "stake", "gold")
        if gold and self.level != "easy":
            return gold
        if me["rings_carried"] >= 5:
            ring = next((a for a in decision.legal if a.kind == "stake" and a.args[0] == "ring"), None)
            if ring:
                colour = max(self.rules.colours, key=lambda c: me["rings"][c])
                return self.find(decision.legal, "stake", "ring", colour) or ring
        if me["lp"] >= 11 and self.level == "hard":
            return self.find(decision.legal, "stake", "life")
        return self.find(decision.legal, "no_risk")

    def _on_coop_ask(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        return self.find(decision.legal, "alone")

    def _on_coop_answer(self, decision: Decision, view: Mapping[str, Any]) -> Action | None:
        return self.find(decision.legal, "agree" if self.me(view)["lp"] > 3 else "decline")


# How the bot answers each task a seat chooses in; every choice task has its answer (checked at import).
CHOOSERS: dict[type[Task], Callable[[KalahenBot, Decision, Mapping[str, Any]], Action | None]] = {
    Turn: KalahenBot._on_turn, After: KalahenBot._on_after, Search: KalahenBot._on_search,
    Enchant: KalahenBot._on_enchant, FightRings: KalahenBot._on_fight_rings, Reroll: KalahenBot._on_reroll,
    Pay: KalahenBot._on_pay, Gift: KalahenBot._on_gift, Attack: KalahenBot._on_attack,
    DuelRings: KalahenBot._on_duel_rings, Spoils: KalahenBot._on_spoils, Trap: KalahenBot._on_trap,
    Risk: KalahenBot._on_risk, CoopAsk: KalahenBot._on_coop_ask, CoopAnswer: KalahenBot._on_coop_answer,
}
if set(CHOOSERS) != CHOICE_KINDS:
    raise LookupError(f"no bot answer for: {sorted(k.__name__ for k in CHOICE_KINDS - set(CHOOSERS))}")
# The task classes by the names the view gives them (view["pending"]["task"]).
TASK_BY_NAME: dict[str, type[Task]] = {kind.view_name: kind for kind in CHOICE_KINDS}
