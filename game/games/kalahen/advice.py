"""Kalahen's hints: the move the hard AI would make in the seat's position, and why, from its own planning.

The adviser is the hard bot itself, handed the seat's decision as any bot is: it reads only the seat's view. A
bot that plays a whole game remembers where the cards it put back under the piles lie (memory.py); the adviser
is asked now and then, so it follows the searches the view still tells of (the last 32) and knows the cards put
back among them, as the bot does after a game is loaded. The move is then explained with the numbers the planning
weighed: the branch that chose it (the bot's motive: the chest most worth the walk, scrolls to take home, a village
to heal in …), the chance of the trial there, the red danger marker the way avoids or pays, a fight's chance with
and without rings. The words are in advice_words.py.

Names the reason points at (Advice.points_at), for the table to mark: "circle:<name>" (a circle of the map, by its
rule name), "danger:<terrain>" (a danger marker), "champion:<seat>" (a champion's panel).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.engine.advice import Advice
from game.engine.bots import Decision
from game.engine.state import Action
from game.games.kalahen import advice_words as say
from game.games.kalahen import special_dice as dice
from game.games.kalahen.ai import TASK_BY_NAME, KalahenBot
from game.games.kalahen.ai_fights import wanted_items
from game.games.kalahen.ai_moves import deadly, route, search_next_door, teleport_move
from game.games.kalahen.memory import PileMemory
from game.games.kalahen.rules import KalahenRules

FREE = ("drink", "buy_life", "buy_ring", "fetch", "store")  # taken at any time of a turn, before its move
Why = tuple[str, tuple[str, ...]]


class KalahenAdviser:
    """advise(decision) for Kalahen's GameInfo: the hard AI's move, with its reason."""

    def __init__(self, rules: KalahenRules) -> None:
        self.rules = rules

    def __call__(self, decision: Decision) -> Advice:
        bot = KalahenBot("hard", self.rules)  # a fresh bot: nothing of another seat or game carries over
        view = decision.view
        recall(bot.memory, view)
        action = bot.choose(decision)
        reason, points = Explanation(bot, decision, view).why(action)
        return Advice(action, reason, points)


def recall(memory: PileMemory, view: Mapping[str, Any]) -> None:
    """Sets the memory to before the first search the view still tells of: the bot's look at the view then
    follows every one of them (memory.py)."""
    memory.forget()
    memory.seat, memory.turn = view["seat"], view["turn"]
    memory.searches = view["searches"] - len(view["recent_searches"])


def circle(name: str) -> str:
    return f"circle:{name}"


class Explanation:
    """Why the hard bot chose a move, read from its motive and its planning's numbers for this view."""

    def __init__(self, bot: KalahenBot, decision: Decision, view: Mapping[str, Any]) -> None:
        self.bot, self.decision, self.view = bot, decision, view
        self.rules = bot.rules
        self.board = bot.rules.board
        self.me = bot.me(view)

    def why(self, action: Action) -> Why:
        if len(self.decision.legal) == 1:
            return say.only_move(), ()
        if action.kind in FREE:
            return self.free(action)
        explain = BY_TASK.get(str(self.view["pending"]["task"]))
        return explain(self, action) if explain is not None else (say.only_move(), ())

    # ------------------------------------------------------------------ numbers the planning weighs
    def losses(self, pile: str) -> tuple[int, int]:
        amounts = self.bot.loss_amounts(pile)
        return min(amounts), max(amounts)

    def card_chance(self, pile: str) -> float:
        """The chance that one trial at this pile wins its card, with the rings and weapons carried."""
        me = self.me
        rings = tuple(me["rings"][c] for c in self.rules.colours)
        return self.bot.trial_prospect(pile, rings, me["bonus"], (me["sword"], me["shield"]))[0]

    def dragon_chance(self) -> float:
        r = self.rules
        k = min(2, self.me["rings_carried"])
        return dice.monster_win_chance(r.dragon_strength, r.factor(k), self.me["bonus"], r.rerolls)

    def red(self, here: str, there: str) -> str | None:
        """The terrain of the road between two circles when its danger marker is red."""
        road = self.board.road_between(here, there)
        if road is None or road.crystal or self.view["danger"][road.terrain] != "red":
            return None
        return road.terrain

    def champion_named(self, seat: int) -> str:
        return str(self.view["champions"][seat]["name"])

    def quest_item(self, seat: int) -> str:
        """The item this rival carries that the champion lacks for the chests left (the key before a shield)."""
        rival = self.view["champions"][seat]
        return next((item for item in wanted_items(self.bot, self.view) if rival[item]), "key")

    # ------------------------------------------------------------------ free actions
    def free(self, action: Action) -> Why:
        r, me = self.rules, self.me
        mine = (f"champion:{self.view['seat']}",)
        if action.kind == "drink":
            value = next(int(c["value"]) for c in me["cards"] if c["id"] == action.args[0])
            return say.drink(value, me["lp"], r.weak_below), mine
        if action.kind == "buy_life":
            return say.buy_life(r.life_price, me["lp"], me["gold"], self.losses("tower")[1]), mine
        if action.kind == "buy_ring":
            return say.buy_ring(str(action.args[0]), r.ring_price, me["rings_carried"]), mine
        if action.kind == "fetch":
            return say.fetch(str(action.args[0])), mine
        want = self.bot._ring_shares(self.view)
        short = [c for c in r.colours if me["home_rings"][c] and me["rings"][c] < want[c]]
        return say.store(str(action.args[0]), short[0] if short else str(action.args[0])), mine

    # ------------------------------------------------------------------ a turn's move
    def turn(self, action: Action) -> Why:
        motive, me = self.bot.motive, self.me
        if action.kind == "dragon":
            return say.dragon_now(min(2, me["rings_carried"]), self.rules.dragon_strength, self.dragon_chance()), ()
        if motive == "attack" and action.kind == "attack":
            seat = int(action.args[0])
            return say.attack_weak(self.champion_named(seat), self.rules.weak_below), (f"champion:{seat}",)
        if motive == "flee":
            return self.flee(action)
        if motive == "quest" and action.kind == "attack":
            seat = int(action.args[0])
            return say.attack_for(self.champion_named(seat), self.quest_item(seat)), (f"champion:{seat}",)
        goal, here = self.bot.goal, me["pos"]
        if goal is None or goal == here:
            return self.step_out(action)
        aim, points = self.goal_said(goal)
        way, marks = self.way(action, goal)
        there = str(action.args[0]) if action.args else here
        points = tuple(p for p in points if p != circle(there))
        return say.both(aim, way), points + marks

    def flee(self, action: Action) -> Why:
        me, board = self.me, self.board
        near = board.distances(me["pos"])
        hunters = [c for c in self.view["champions"] if c["pos"] in self.bot.hunters(self.view)]
        hunter = min(hunters, key=lambda c: (near.get(c["pos"], 99), c["seat"]))
        said = say.flee(str(hunter["name"]), near.get(hunter["pos"], 99), str(action.args[0]))
        return said, (f"champion:{hunter['seat']}",)

    def step_out(self, action: Action) -> Why:
        """The goal is where the champion stands: staying earns nothing, so it steps out to come back."""
        if action.kind == "stay":
            return say.way_stay(self.me["lp"]), ()
        there = str(action.args[0])
        moves = [a for a in self.decision.legal if a.kind == "move"]
        if action.kind == "move" and search_next_door(self.bot, self.view, moves) == action:
            pile = self.bot.pile_at(there)
            return say.search_next_door(there, self.card_chance(pile) if pile else 0.0), ()
        if action.kind in ("teleport", "teleport_card"):
            return say.way_magic_instead(self.me["lp"], there), ()
        here = self.me["pos"]
        kind = self.board.circles[here].kind
        pile = self.bot.pile_at(here)
        if self.bot.motive == "chest" and pile is not None:
            return say.step_out_chest(there, self.card_chance(pile)), (circle(here),)
        if kind == "castle":
            return say.step_out_castle(there, self.rules.home_gift), ()
        if kind == "village":
            aim = self.goal_said(self.me["pos"])[0] if self.bot.motive in ("heal", "restock") else ""
            return say.both(aim, say.step_out_village(there)), ()
        return say.step_out(there), ()

    def goal_said(self, goal: str) -> Why:
        """Why the bot walks to this circle, by the motive that chose it."""
        r, me, motive = self.rules, self.me, self.bot.motive
        kind = self.board.circles[goal].kind
        points = (circle(goal),)
        if motive == "formula":
            return say.goal_formula(me["castle"], kind == "forest"), points
        if motive == "hunt":
            prey = min((c for c in self.view["champions"] if c["pos"] == goal and c["weak"] and not c["out"]),
                       key=lambda c: (c["lp"], c["seat"]))
            return say.goal_hunt(str(prey["name"]), prey["lp"]), (*points, f"champion:{prey['seat']}")
        if motive == "quest" and self.bot.questing is not None:
            seat = self.bot.questing
            return say.goal_quest(self.champion_named(seat), self.quest_item(seat)), (*points, f"champion:{seat}")
        if motive == "forest" or motive == "chest" and kind == "forest":
            return say.goal_forest(r.forest_rings), points
        if motive == "heal":
            return say.goal_heal(me["lp"], goal, r.life_price), points
        if motive == "scrolls":
            scrolls = sum(1 for c in me.get("cards", []) if c["kind"] == "scroll")
            return say.goal_scrolls(scrolls, me["castle"]), points
        if motive == "buy_rings":
            return say.goal_buy_rings(me["rings_carried"], goal, r.ring_price), points
        if motive == "home_rings":
            return say.goal_home_rings(me["rings_carried"], goal, r.home_gift), points
        if motive == "chest":
            pile = self.bot.pile_at(goal) or "tower"
            low, high = self.losses(pile)
            return say.goal_chest(goal, self.card_chance(pile), low, high, self.bot.dare == goal), points
        if motive == "heal_first":
            return say.goal_heal_first(self.losses("tower")[1], goal, me["lp"]), points
        if motive == "restock":
            return say.goal_restock(r.weak_below, goal), points
        return say.goal_wait(goal), points

    def way(self, action: Action, goal: str) -> Why:
        """How the move gets there: the road's danger marker, a magic move's saving, a safe way round."""
        me, board = self.me, self.board
        here = me["pos"]
        aim = goal
        if board.circles[goal].kind == "forest" and here != board.of_kind("tower")[0]:
            aim = board.of_kind("tower")[0]  # the forest lies over the Crystal Bridge from the tower
        cost, turns, first = route(self.bot, self.view, here)
        step = first.get(aim)
        if action.kind in ("teleport", "teleport_card"):
            if teleport_move(self.bot, self.decision, self.view, aim, turns, cost) != action:
                return say.way_magic_instead(me["lp"], str(action.args[0])), ()
            walk = turns.get(aim, 0)
            if action.kind == "teleport_card":
                return say.way_teleport_card(walk), ()
            return say.way_teleport(self.rules.teleport_cost, walk), ()
        if action.kind == "float":
            floated = self.red(here, str(action.args[0]))
            if floated is None:  # the road is blocked (a bridge trap): floating passes it
                return "", ()
            return say.way_float(self.rules.floating_cost, floated, me["lp"]), (f"danger:{floated}",)
        if action.kind == "stay":
            return say.way_stay(me["lp"]), ()
        if action.kind != "move":
            return "", ()
        there = str(action.args[0])
        ground = self.red(here, there)
        if ground is None and there != step and step is not None and deadly(self.bot, self.view, step):
            return say.way_green_instead(me["lp"], there), ()
        if ground is not None:
            return say.way_red(ground, self.rules.danger_loss), (f"danger:{ground}",)
        # A green road: say so when another road as near the goal is red.
        far = board.distances(aim)
        for other in self.decision.legal:
            if other.kind != "move" or other == action:
                continue
            red = self.red(here, str(other.args[0]))
            if red is not None and far.get(str(other.args[0]), 99) <= far.get(there, 99):
                return say.way_avoids_red(red), (f"danger:{red}",)
        return "", ()

    # ------------------------------------------------------------------ the other tasks
    def after(self, action: Action) -> Why:
        if action.kind == "dragon":
            if not self.bot.find(self.decision.legal, "end"):
                return say.dragon_due(self.dragon_chance()), ()
            return say.dragon_now(min(2, self.me["rings_carried"]), self.rules.dragon_strength,
                                  self.dragon_chance()), ()
        if self.bot.find(self.decision.legal, "dragon"):
            return say.end_before_dragon(self.dragon_chance()), ()
        return say.end_turn(), ()

    def search(self, action: Action) -> Why:
        at = str(self.view["pending"]["at"])
        pile = self.bot.pile_at(at) or "tower"
        low, high = self.losses(pile)
        p = self.card_chance(pile)
        if action.kind == "search":
            return say.search(p, low, high), ()
        lp = self.me["lp"]
        if not self.view["piles"].get(pile):
            return say.skip_empty(), ()
        if self.bot.memory.top_is_known_junk(pile):
            return say.skip_known(), ()
        if high >= lp:
            return say.skip_deadly(high, lp), ()
        if lp - high < self.rules.weak_below and self.bot.hunters(self.view, near=at):
            return say.skip_weak(high, self.rules.weak_below), ()
        return say.skip_risk(p, low, high, lp), ()

    def enchant(self, action: Action) -> Why:
        return (say.overcome() if action.kind == "overcome" else say.refuse()), ()

    def fight_rings(self, action: Action) -> Why:
        r, f = self.rules, self.view["fight"]
        k = int(action.args[0])
        top = max(int(a.args[0]) for a in self.decision.legal)
        strength = int(f["strength"])

        def chance(rings: int) -> float:
            return dice.monster_win_chance(strength, r.factor(rings), f["bonus"], r.rerolls)
        if k:
            return say.spend_rings(k, strength, chance(0), chance(k)), ()
        if chance(top) - chance(0) < 0.01:
            return say.spend_none_sure(chance(0)), ()
        return say.spend_none(chance(0), top, chance(top)), ()

    def reroll(self, action: Action) -> Why:
        f = self.view["fight"]
        faces = tuple(int(d["face"]) for d in f["dice"])
        left = f["throws_max"] - f["throws"]
        which = ", ".join(str(i + 1) for i in range(3) if action.kind == "reroll" and int(action.args[0]) >> i & 1)
        if f["kind"] == "duel":
            duel = self.view["duel"]
            other = duel["defender"] if self.view["seat"] == duel["attacker"] else duel["attacker"]
            if str(other) not in duel["final"]:
                return (say.reroll_duel_high(which) if which else say.keep_duel_high()), ()
            needed = dice.needed_dice_score(duel["final"][str(other)] + 1, f["factor"], f["bonus"])
            strength = duel["final"][str(other)] + 1
        else:
            strength = int(f["strength"])
            needed = dice.needed_dice_score(strength, f["factor"], f["bonus"])
        if not which:
            if dice.score(faces) >= needed:
                return say.keep_wins(dice.final_score(faces, f["factor"], f["bonus"]), strength), ()
            return say.keep_best(), ()
        return say.reroll(which, needed, dice.score(faces), dice.chance_after(faces, left, needed)), ()

    def pay(self, action: Action) -> Why:
        options = [str(a.args[0]) for a in self.decision.legal]
        return say.pay(str(action.args[0]), self.bot.wanted_colour(self.view, among=options)), ()

    def gift(self, action: Action) -> Why:
        return say.gift(str(action.args[0])), ()

    def attack(self, action: Action) -> Why:
        if action.kind == "attack":
            seat = int(action.args[0])
            return say.attack_weak(self.champion_named(seat), self.rules.weak_below), (f"champion:{seat}",)
        pending = self.view["pending"]
        seats = [int(a.args[0]) for a in self.decision.legal if a.kind == "attack"]
        seat = int(pending["target"]) if "target" in pending else seats[0]
        return say.leave_alone(self.champion_named(seat)), (f"champion:{seat}",)

    def duel_rings(self, action: Action) -> Why:
        return say.duel_rings(int(action.args[0])), ()

    def spoils(self, action: Action) -> Why:
        me = self.me
        if action.kind == "take_gold":
            loser = self.view["champions"][int(self.view["pending"]["loser"])]
            return say.spoils_gold(min(int(loser["gold"]), self.rules.spoils_gold)), ()
        if action.kind == "take_ring":
            return say.spoils_ring(), ()
        card = next((c for c in self.view["pending"].get("loser_cards", []) if c["id"] == action.args[0]), None)
        if action.kind != "take_card" or card is None:
            return say.only_move(), ()
        if card["kind"] == "scroll":
            held = [c for c in me.get("cards", []) + me.get("home_scrolls", []) if c["kind"] == "scroll"]
            if any(c["formula"] == card["formula"] for c in held) and not any(
                    (c["formula"], c["stars"]) == (card["formula"], card["stars"]) for c in held):
                return say.spoils_star(str(card["formula"])), ()
            return say.spoils_scroll(), ()
        kind = str(card["kind"])
        lacking = kind in ("shield", "key", "sword") and not me[kind]
        return say.spoils_item(kind, lacking), ()

    def trap(self, action: Action) -> Why:
        return say.no_trap(), ()

    def risk(self, action: Action) -> Why:
        r, me = self.rules, self.me
        back = 1 + r.risk_extra_stakes
        if action.kind != "stake":
            return say.no_risk(), ()
        stake = str(action.args[0])
        if stake == "gold":
            return say.stake_gold(r.risk_stakes["gold"], r.risk_stakes["gold"] * back), ()
        if stake == "ring":
            return say.stake_ring(me["rings_carried"], r.risk_stakes["ring"] * back), ()
        return say.stake_life(r.risk_stakes["life"], me["lp"], r.risk_stakes["life"] * back), ()

    def coop_ask(self, action: Action) -> Why:
        return say.go_alone(), ()

    def coop_answer(self, action: Action) -> Why:
        if action.kind == "agree":
            return say.agree(self.rules.forest_rings), ()
        return say.decline(self.me["lp"]), ()


# How each task's choice is explained, by the task's name in the view (every choice task a seat meets).
BY_TASK: dict[str, Callable[[Explanation, Action], Why]] = {
    "turn": Explanation.turn, "after": Explanation.after, "search": Explanation.search,
    "enchant": Explanation.enchant, "fight_rings": Explanation.fight_rings, "reroll": Explanation.reroll,
    "pay": Explanation.pay, "gift": Explanation.gift, "attack": Explanation.attack,
    "duel_rings": Explanation.duel_rings, "spoils": Explanation.spoils, "trap": Explanation.trap,
    "risk": Explanation.risk, "coop_ask": Explanation.coop_ask, "coop_answer": Explanation.coop_answer,
}
if set(BY_TASK) != set(TASK_BY_NAME):
    raise LookupError(f"no hint for: {sorted(set(TASK_BY_NAME) - set(BY_TASK))}")
