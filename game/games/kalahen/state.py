"""Kalahen's game state: champions, chests, markers, and an agenda of steps still to be taken this turn.

The agenda is a list of small tasks (plain dicts). The first task says who acts: a seat choosing, a chance
event (dice, shuffles), or an automatic step that the state carries out at once. A move, a trial or a fight
pushes its steps onto the front of the agenda, so every choice and every roll is one action.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from game.engine.errors import OptionError
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.kalahen import fight as dice
from game.games.kalahen.cards import Card
from game.games.kalahen.events import DieSpec, Event
from game.games.kalahen.rules import KalahenRules

CHANCE_TASKS = {"deal", "markers", "monsters", "roll", "sdice"}
PLAYER_TASKS = {"turn", "after", "pay", "attack", "search", "enchant", "fight_rings", "reroll", "duel_rings",
                "spoils", "gift", "trap", "risk", "coop_ask", "coop_answer"}
MOVES = ("move", "float", "teleport", "teleport_card")
# Every other seat's task always offers a move (stay, end, skip, refuse, no_attack, 0 rings …); a task to give
# up rings could find none, which would be a fault: it is checked when it comes up.
MAY_HAVE_NO_MOVE = {"pay"}


@dataclass
class Champion:
    seat: int
    castle: str
    pos: str | None
    lp: int
    gold: int
    rings: dict[str, int]
    home_rings: dict[str, int]
    cards: list[int] = field(default_factory=list)  # carried chest cards
    home_scrolls: list[int] = field(default_factory=list)
    experience: list[int] = field(default_factory=list)  # wandering-monster cards kept
    out: bool = False

    def carried(self) -> int:
        return sum(self.rings.values())


class KalahenState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: KalahenRules) -> None:
        if num_players < rules.source_min_players and not options.get("two_players"):
            raise OptionError(f"Kalahen is for {rules.source_min_players}–6 champions; "
                              "turn on 'Allow two champions' for two")
        self.num_players = num_players
        self.rules = rules
        self.options = dict(options)
        castles = rules.castles_by_players[num_players]
        self.ch = [Champion(s, castles[s], castles[s], rules.life_start, rules.start_gold,
                            {c: rules.start_rings.get(c, 0) for c in rules.colours}, {c: 0 for c in rules.colours})
                   for s in range(num_players)]
        self.piles: dict[str, list[int]] = {p: [] for p in rules.piles}
        self.removed: list[int] = []  # cards that left the game (flasks drunk, purses, teleports used)
        self.shown: list[int] = []  # the last card used, shown to everybody
        self.danger = {t: False for t in ("mountain", "plains", "forest", "swamp")}  # True = red
        self.traps: list[list[Any]] = []  # [road index, "mid" or "bridge"], oldest first
        self.monster_deck: list[int] = []
        self.order_rolls: dict[int, int] = {}
        self.starter = 0
        self.turn_seat = -1
        self.round = 0
        self.turn_count = 0  # turns begun so far (a champion out of the game takes none)
        self.winner: int | None = None
        self.finished = False
        self.fought_dragon = False
        self.dragon_due = False  # a formula came home this turn: the dragon fight is compulsory
        self.duelled: list[int] = []  # champions who fought another champion this turn
        self.fight: dict[str, Any] | None = None
        self.duel: dict[str, Any] | None = None
        self.log: list[str] = []
        # The last listing of the legal moves, with the count of actions applied when it was made: a bot's
        # decision, the view it reads and the check of its move share one listing.
        self._applied = 0
        self._moves: tuple[int, list[Action]] | None = None
        self.agenda: list[dict[str, Any]] = [{"t": "deal"}, {"t": "markers"}]
        if options.get("traps"):
            self.agenda.append({"t": "monsters"})
        self.agenda += [{"t": "roll", "die": 10, "why": "order", "seat": s} for s in range(num_players)]
        self._advance()

    # ------------------------------------------------------------------ helpers
    def _say(self, text: str) -> None:
        self.log.append(text)
        del self.log[:-30]

    def name(self, seat: int) -> str:
        return f"Champion {seat + 1} (castle {self.ch[seat].castle})"

    def log_name(self, seat: int) -> str:
        """Who acts, in the log's words: the player's name in a match, else the champion's seat and castle."""
        return self.seat_name(seat) if self.seat_names else self.name(seat)

    def card(self, cid: int) -> Card:
        return self.rules.cards[cid]

    def pile_of(self, circle: str) -> str | None:
        c = self.rules.board.circles[circle]
        if c.kind == "place":
            return str(c.number)
        return {"tower": "tower", "forest": "forest"}.get(c.kind)

    def weak(self, seat: int) -> bool:
        return self.ch[seat].lp < self.rules.weak_below

    def has(self, seat: int, kind: str) -> bool:
        kinds = self.rules.card_kinds
        return kind in [kinds[c] for c in self.ch[seat].cards]

    def bonus(self, seat: int) -> int:
        r = self.rules
        held = {r.card_kinds[c] for c in self.ch[seat].cards}
        experience = self.ch[seat].experience
        return ((r.sword_bonus if "sword" in held else 0) + (r.shield_bonus if "shield" in held else 0)
                + (r.experience_bonus * sum(r.wandering[m].bonus for m in experience) if experience else 0))

    def formulas_held(self, seat: int) -> set[int]:
        ch = self.ch[seat]
        return {self.card(c).formula for c in ch.cards + ch.home_scrolls if self.card(c).kind == "scroll"}

    def may_keep(self, seat: int, cid: int) -> bool:
        """The card limits: scrolls of at most 3 formulas, one key, one sword, one shield."""
        card = self.card(cid)
        if card.kind == "scroll":
            held = self.formulas_held(seat)
            return card.formula in held or len(held) < self.rules.formulas_held
        limit = self.rules.item_limits.get(card.kind)
        if limit is not None:
            return sum(1 for c in self.ch[seat].cards if self.card(c).kind == card.kind) < limit
        return True

    def complete_formula(self, seat: int) -> int | None:
        home = self.ch[seat].home_scrolls
        if len(home) < 3:
            return None
        stars: dict[int, set[int]] = {}
        cards = self.rules.cards
        for c in home:
            card = cards[c]
            stars.setdefault(card.formula, set()).add(card.stars)
        for formula, got in sorted(stars.items()):
            if got >= {1, 2, 3}:
                return formula
        return None

    def may_fight_dragon(self, seat: int) -> bool:
        ch = self.ch[seat]
        return (ch.pos == ch.castle and not self.fought_dragon and self.complete_formula(seat) is not None
                and (self.rules.dragon_weak_may_fight or not self.weak(seat)))

    def _push(self, *tasks: dict[str, Any]) -> None:
        self.agenda[0:0] = list(tasks)

    def _lose(self, seat: int, amount: int, why: str) -> None:
        ch = self.ch[seat]
        if amount <= 0 or ch.out:
            return
        ch.lp = max(0, ch.lp - amount)
        self._say(f"{self.name(seat)} loses {amount} LP ({why}), now {ch.lp}")
        if ch.lp == 0:
            ch.out = True
            ch.pos = None
            self._say(f"{self.name(seat)} has no LP left and is out of the game")

    def _gain_lp(self, seat: int, amount: int) -> None:
        ch = self.ch[seat]
        ch.lp = min(self.rules.life_max, ch.lp + amount)

    def _give_ring(self, seat: int, colour: str) -> None:
        """A ring beyond the 7 a champion may carry is laid down at home (it goes home with the champion)."""
        ch = self.ch[seat]
        if ch.carried() < self.rules.carry_max:
            ch.rings[colour] += 1
        else:
            ch.home_rings[colour] += 1

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        task = self.agenda[0]
        if task["t"] in CHANCE_TASKS:
            return CHANCE
        return int(task["seat"])

    def _advance(self) -> None:
        """Carries out automatic steps until a seat or chance must act."""
        while not self.finished:
            if not self.agenda:
                raise RuntimeError("the agenda ran dry")
            task = self.agenda[0]
            seat = task.get("seat")
            if seat is not None and self.ch[seat].out and task["t"] != "end_turn":
                self.agenda.pop(0)
                if task["t"] == "turn":  # put out by a fight it started before moving
                    self.agenda.insert(0, {"t": "end_turn"})
                continue
            if task["t"] in CHANCE_TASKS or task["t"] in PLAYER_TASKS:
                if task["t"] in MAY_HAVE_NO_MOVE and not self._player_actions(task):
                    raise RuntimeError(f"no move for task {task}")
                return
            self.agenda.pop(0)
            getattr(self, "_auto_" + task["t"])(task)

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        task = self.agenda[0]
        if task["t"] in CHANCE_TASKS:
            return [a for a, _ in self.chance_outcomes()]
        acts = self._player_actions(task)
        self._moves = (self._applied, acts)
        return list(acts)

    def known_moves(self) -> list[Action]:
        """The legal moves, from the last listing when no action was applied since (do not change the list).
        Code that edits a state by hand (tests) lists them afresh with legal_actions()."""
        if self._moves is not None and self._moves[0] == self._applied and not self.finished:
            return self._moves[1]
        return self.legal_actions()

    def is_legal(self, action: Action) -> bool:
        return action in self.known_moves() or action in self.legal_actions()

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.finished or self.agenda[0]["t"] not in CHANCE_TASKS:
            return []
        task = self.agenda[0]
        t = task["t"]
        if t in ("deal", "monsters"):
            return []  # a shuffle: too many orders to list; see sample_chance
        if t == "markers":
            return [(Action("markers", bits, self._markers_text(bits)), 1 / 16)
                    for bits in product((0, 1), repeat=4)]
        if t == "roll":
            return _roll_outcomes(task["die"])
        current = tuple(self.fight["dice"]) if self.fight and self.fight["dice"] else (1, 1, 1)
        outs = dice.reroll_outcomes(current, task["mask"])
        return [(Action("sdice", o, "throws " + ", ".join(dice.face_name(f) for f in o)), 1 / len(outs))
                for o in outs]

    def sample_chance(self, rng: random.Random) -> Action:
        task = self.agenda[0] if not self.finished else {"t": ""}
        if task["t"] == "deal":
            perm = list(range(len(self.rules.cards)))
            rng.shuffle(perm)
            return Action("deal", tuple(perm), "shuffles and deals the chest cards")
        if task["t"] == "monsters":
            perm = list(range(len(self.rules.wandering)))
            rng.shuffle(perm)
            return Action("monsters", tuple(perm), "shuffles the wandering monsters")
        if task["t"] == "sdice":
            current = list(self.fight["dice"]) if self.fight and self.fight["dice"] else [1, 1, 1]
            for i in range(3):
                if task["mask"] >> i & 1:
                    current[i] = rng.randint(1, 6)
            return Action("sdice", tuple(current), "throws " + ", ".join(dice.face_name(f) for f in current))
        return super().sample_chance(rng)

    def is_chance_action_valid(self, action: Action) -> bool:
        if self.finished:
            return False
        task = self.agenda[0]
        t = task["t"]
        if t in ("deal", "monsters"):
            size = len(self.rules.cards) if t == "deal" else len(self.rules.wandering)
            return action.kind == t and sorted(action.args) == list(range(size))
        if t == "roll":
            return action.kind == "roll" and any(action == a for a, _ in _roll_outcomes(task["die"], copy=False))
        if t == "sdice":
            if action.kind != "sdice" or len(action.args) != 3 or not all(a in dice.FACES for a in action.args):
                return False
            if not self.fight["dice"]:
                return task["mask"] == 7
            return all(action.args[i] == self.fight["dice"][i] for i in range(3) if not task["mask"] >> i & 1)
        return any(action == a for a, _ in self.chance_outcomes())

    def _markers_text(self, bits: tuple[int, ...]) -> str:
        pairs = zip(self.danger, bits, strict=True)
        return "danger markers: " + ", ".join(f"{t} {'red' if b else 'green'}" for t, b in pairs)

    def _roll_text(self, task: dict[str, Any], face: int) -> str:
        return _roll_text(task["die"], face)

    # ------------------------------------------------------------------ apply
    def _apply(self, action: Action) -> None:
        self._applied += 1
        task = self.agenda.pop(0)
        getattr(self, "_do_" + task["t"])(task, action)
        self._advance()

    # --- set-up
    def _do_deal(self, task: dict[str, Any], action: Action) -> None:
        for i, cid in enumerate(action.args):
            self.piles[self.rules.piles[i % len(self.rules.piles)]].append(int(cid))

    def _do_markers(self, task: dict[str, Any], action: Action) -> None:
        start = self.rules.danger_start
        for terrain, bit in zip(self.danger, action.args, strict=False):
            self.danger[terrain] = bool(bit) if start == "random" else start == "red"
        self._say(self._markers_text(tuple(int(self.danger[t]) for t in self.danger)))

    def _do_monsters(self, task: dict[str, Any], action: Action) -> None:
        self.monster_deck = [int(m) for m in action.args]

    def _do_sdice(self, task: dict[str, Any], action: Action) -> None:
        f = self.fight
        f["dice"] = [int(a) for a in action.args]
        f["throws"] += 1
        if f["throws"] <= self.rules.rerolls:
            self._push({"t": "reroll", "seat": f["seat"]})
        else:
            self._push({"t": "fight_end", "seat": f["seat"]})

    def _do_roll(self, task: dict[str, Any], action: Action) -> None:
        value = int(action.args[0])
        why = task["why"]
        seat = task.get("seat", -1)
        if why == "order":
            self.order_rolls[seat] = value
            self._say(f"{self.name(seat)} rolls {value} for the turn order")
            if not any(t.get("why") == "order" for t in self.agenda):
                best = max(self.order_rolls.values())
                tied = [s for s, v in self.order_rolls.items() if v == best]
                if len(tied) > 1:  # Decision: the tied champions roll again
                    self.order_rolls = {}
                    self._push(*({"t": "roll", "die": 10, "why": "order", "seat": s} for s in tied))
                else:
                    self.starter = tied[0]
                    self._say(f"{self.name(self.starter)} starts")
                    self.round = 1
                    self._begin_turn(self.starter)
        elif why == "gold":
            self.ch[seat].gold += value
            self._say(f"{self.name(seat)} finds {value} GM in the village")
        elif why == "trial":
            self._trial_event(seat, task["at"], value)
        elif why == "journey":
            place = self.rules.board.place_name(value)
            self.ch[seat].pos = place
            self._say(f"{self.name(seat)} is carried by magic to place {value}")
            self._push({"t": "take", "seat": seat, "pile": self.pile_of(place)})
        elif why == "strength":
            strength = task["base"] + value
            self._say(f"{self.name(seat)} meets a monster of strength {strength}")
            self._start_fight(seat, "monster", strength, {"then": "trial", "at": task["at"]})
        elif why == "loss":
            spec = DieSpec(task["die"], task["base"])
            self._lose(seat, spec.amount(value), "a failed trial")
        elif why == "risk_target":
            self.fight["strength"] = value
            self._say(f"{self.name(seat)} must reach {value} in the high-risk game")
            self._push({"t": "sdice", "mask": 7})

    # --- the turn
    def _begin_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.turn_count += 1
        self.fought_dragon = False
        self.dragon_due = False
        self.duelled = []
        self.fight = None
        self.duel = None
        self.agenda = [{"t": "turn", "seat": seat}]

    def _auto_end_turn(self, task: dict[str, Any]) -> None:
        alive = [c.seat for c in self.ch if not c.out]
        if not alive:
            self.finished = True
            self._say("every champion is out: nobody rules Kalahen")
            return
        seat = self.turn_seat
        crossed = False
        for k in range(1, self.num_players + 1):
            seat = (self.turn_seat + k) % self.num_players
            if seat == self.starter:
                crossed = True
            if not self.ch[seat].out:
                break
        if crossed:
            self.round += 1
            if self.round > int(self.options.get("round_limit", 200)):
                self.finished = True
                self._say("the round limit is reached: nobody rules Kalahen")
                return
        self._begin_turn(seat)

    def _free_actions(self, seat: int) -> list[Action]:
        r, ch = self.rules, self.ch[seat]
        acts = []
        if ch.lp < r.life_max:
            for cid in ch.cards:
                card = self.card(cid)
                if card.kind == "flask":
                    acts.append(_shared("drink", (cid,), f"Drink a medicine flask (+{card.value} LP)"))
        kind = r.board.circles[ch.pos].kind if ch.pos else ""
        if kind == "village":
            if ch.gold >= r.ring_price and ch.carried() < r.carry_max:
                acts += [_shared("buy_ring", (c,), f"Buy a {c} ring for {r.ring_price} GM") for c in r.colours]
            if ch.gold >= r.life_price and ch.lp < r.life_max:
                acts.append(_shared("buy_life", (), f"Buy 1 LP for {r.life_price} GM"))
        if ch.pos == ch.castle:
            acts += [_shared("store", (c,), f"Leave a {c} ring at home") for c in r.colours if ch.rings[c]]
            if ch.carried() < r.carry_max:
                acts += [_shared("fetch", (c,), f"Take a {c} ring from home") for c in r.colours if ch.home_rings[c]]
        return acts

    def _do_free(self, seat: int, action: Action) -> bool:
        r, ch = self.rules, self.ch[seat]
        if action.kind == "drink":
            cid = int(action.args[0])
            ch.cards.remove(cid)
            self.removed.append(cid)
            self.shown = [cid]
            self._gain_lp(seat, self.card(cid).value)
            self._say(f"{self.name(seat)} drinks a flask of {self.card(cid).value} LP, now {ch.lp}")
        elif action.kind == "buy_ring":
            ch.gold -= r.ring_price
            ch.rings[str(action.args[0])] += 1
        elif action.kind == "buy_life":
            ch.gold -= r.life_price
            self._gain_lp(seat, 1)
        elif action.kind == "store":
            ch.rings[str(action.args[0])] -= 1
            ch.home_rings[str(action.args[0])] += 1
        elif action.kind == "fetch":
            ch.home_rings[str(action.args[0])] -= 1
            ch.rings[str(action.args[0])] += 1
        else:
            return False
        return True

    def move_options(self, seat: int) -> list[Action]:
        """Every way to leave the circle this turn, with what it costs, as actions."""
        r, ch, board = self.rules, self.ch[seat], self.rules.board
        acts = []
        here = ch.pos
        blocked = {t[0] for t in self.traps if t[1] == "bridge"}
        monsters = {t[0] for t in self.traps if t[1] == "mid"}
        for there, index in board.neighbours[here]:
            road = board.roads[index]
            kind = board.circles[there].kind
            if kind == "tower" and not self.has(seat, "key"):
                continue
            if road.crystal and not (self.has(seat, "shield") and board.circles[here].kind == "tower"):
                continue
            if kind == "tower" and road.crystal:
                continue  # nobody walks back out of the Magic Forest
            red = not road.crystal and self.danger[road.terrain]
            if index not in blocked and not (index in monsters and self.weak(seat)):
                acts.append(_action("move", there, road.crystal, road.terrain, red, index in monsters))
            if self.options.get("floating") and not road.crystal and ch.carried() >= r.floating_cost:
                acts.append(_action("float", there, r.floating_cost))
        if board.circles[here].kind not in ("tower", "forest"):
            # The source: a magic move goes to a circle "som inte finns närmast", not one road away.
            targets = r.far_circles[here]
            if ch.carried() >= r.teleport_cost:
                acts += [_action("teleport", t, r.teleport_cost) for t in targets]
            if self.has(seat, "teleport"):
                acts += [_action("teleport_card", t) for t in targets]
        return acts

    def _player_actions(self, task: dict[str, Any]) -> list[Action]:
        return getattr(self, "_acts_" + task["t"])(task)

    def _acts_turn(self, task: dict[str, Any]) -> list[Action]:
        seat = task["seat"]
        acts = self.move_options(seat) + [_shared("stay", (), "Stay here")]
        if self.may_fight_dragon(seat):
            acts.append(_shared("dragon", (), f"Fight the dragon (strength {self.rules.dragon_strength})"))
        acts += [_shared("attack", (s,), f"Attack {self.name(s)}") for s in self.rivals_to_attack(seat)]
        return acts + self._free_actions(seat)

    def may_duel(self, seat: int) -> bool:
        """Strong enough (5 LP or more) and not yet in a fight with a champion this turn."""
        return not self.ch[seat].out and not self.weak(seat) and seat not in self.duelled

    def rivals_to_attack(self, seat: int) -> list[int]:
        """The champions sharing this champion's circle that it may attack now (one fight per champion a turn)."""
        ch = self.ch[seat]
        if not self.may_duel(seat) or ch.pos is None:
            return []
        return [c.seat for c in self.ch if c.seat != seat and not c.out and c.pos == ch.pos
                and c.seat not in self.duelled]

    def _do_turn(self, task: dict[str, Any], action: Action) -> None:
        seat = task["seat"]
        if self._do_free(seat, action):
            self._push(task)
            return
        tail = [{"t": "after", "seat": seat}, {"t": "end_turn"}]
        if action.kind == "attack":
            # Either champion sharing a circle may fight on its own turn, before it moves.
            self._push(task)
            self._start_duel(seat, int(action.args[0]))
        elif action.kind == "stay":
            self._say(f"{self.name(seat)} stays at {self.ch[seat].pos}")
            self._push({"t": "end_turn"})
        elif action.kind == "dragon":
            self._push(*tail)
            self._start_dragon(seat)
        else:
            self._push(*tail)
            self._start_move(seat, action.kind, str(action.args[0]))

    def _acts_after(self, task: dict[str, Any]) -> list[Action]:
        seat = task["seat"]
        acts = self._free_actions(seat)
        if self.may_fight_dragon(seat):
            acts.append(_shared("dragon", (), f"Fight the dragon (strength {self.rules.dragon_strength})"))
            if self.dragon_due:
                return acts  # the source: "Under samma tur MÅSTE han": no ending the turn before the fight
        return acts + [_shared("end", (), "End the turn")]

    def _do_after(self, task: dict[str, Any], action: Action) -> None:
        seat = task["seat"]
        if action.kind == "end":
            return
        self._push(task)
        if action.kind == "dragon":
            self._start_dragon(seat)
        else:
            self._do_free(seat, action)

    # --- moving
    def _start_move(self, seat: int, how: str, there: str) -> None:
        r, ch = self.rules, self.ch[seat]
        here = ch.pos
        if how == "teleport_card":
            cid = next(c for c in ch.cards if self.card(c).kind == "teleport")
            ch.cards.remove(cid)
            self.removed.append(cid)
            self.shown = [cid]
            self._say(f"{self.name(seat)} uses a teleport card to reach {there}")
            self._push({"t": "arrive", "seat": seat, "at": there, "how": "teleport"})
        elif how == "teleport":
            self._say(f"{self.name(seat)} teleports to {there}")
            self._push({"t": "pay", "seat": seat, "left": r.teleport_cost, "why": "teleport"},
                       {"t": "arrive", "seat": seat, "at": there, "how": "teleport"})
        else:
            road = r.board.road_between(here, there)
            step = {"t": "walk", "seat": seat, "from": here, "to": there, "road": road.index, "how": how}
            if how == "float":
                self._push({"t": "pay", "seat": seat, "left": r.floating_cost, "why": "floating"}, step)
            elif road.crystal and self.options.get("cooperation") and self._coop_partners(seat):
                self._push({"t": "coop_ask", "seat": seat}, step)
            else:
                self._push(step)

    def _auto_walk(self, task: dict[str, Any]) -> None:
        r, seat = self.rules, task["seat"]
        road = r.board.roads[task["road"]]
        steps: list[dict[str, Any]] = []
        if task["how"] == "move":
            if any(t == [road.index, "mid"] for t in self.traps) and not task.get("passed"):
                mid = self.monster_deck[0]
                self._say(f"{self.name(seat)} meets a wandering monster of strength {r.wandering[mid].strength}")
                self._start_fight(seat, "wander", r.wandering[mid].strength, {"then": "wander", "walk": task,
                                                                               "monster": mid})
                return
            if not road.crystal:
                red = self.danger[road.terrain]
                self.danger[road.terrain] = not red
                if red:
                    self._lose(seat, r.danger_loss, f"dangerous {road.terrain}")
                    if self.ch[seat].out:
                        return
                    if self.options.get("traps") and r.trap_markers:
                        steps.append({"t": "trap", "seat": seat})
        self._say(f"{self.name(seat)} goes to {task['to']}")
        self._push(*steps, {"t": "arrive", "seat": seat, "at": task["to"], "how": task["how"]})

    def _auto_arrive(self, task: dict[str, Any]) -> None:
        seat, at = task["seat"], task["at"]
        self.ch[seat].pos = at
        steps: list[dict[str, Any]] = []
        if task["how"] in MOVES + ("walk",) and self.rivals_here(seat):
            steps.append({"t": "meet", "seat": seat, "at": at})
        steps.append({"t": "circle", "seat": seat, "at": at, "how": task["how"]})
        self._push(*steps)

    def rivals_here(self, seat: int) -> list[int]:
        """The champions on this champion's circle, clockwise from it."""
        at = self.ch[seat].pos
        order = [(seat + k) % self.num_players for k in range(1, self.num_players)]
        return [s for s in order if not self.ch[s].out and self.ch[s].pos == at]

    def _auto_meet(self, task: dict[str, Any]) -> None:
        """Two champions share a circle: the arriving one may attack; if it does not, each champion already
        there is asked at once, out of turn (clockwise from the arriving one), until one attacks."""
        seat = task["seat"]
        steps: list[dict[str, Any]] = []
        if self.rivals_to_attack(seat):
            steps.append({"t": "attack", "seat": seat, "at": task["at"]})
        steps += [{"t": "attack", "seat": s, "at": task["at"], "target": seat, "out_of_turn": True}
                  for s in self.rivals_here(seat) if seat in self.rivals_to_attack(s)]
        self._push(*steps)

    def _auto_circle(self, task: dict[str, Any]) -> None:
        r, seat, at = self.rules, task["seat"], task["at"]
        ch = self.ch[seat]
        kind = r.board.circles[at].kind
        if kind == "village":
            self._push({"t": "roll", "die": r.income_die, "why": "gold", "seat": seat})
        elif kind == "castle" and at == ch.castle:
            scrolls = [c for c in ch.cards if self.card(c).kind == "scroll"]
            if scrolls:
                had_formula = self.complete_formula(seat) is not None
                ch.home_scrolls += scrolls
                ch.cards = [c for c in ch.cards if c not in scrolls]
                self._say(f"{self.name(seat)} lays down {len(scrolls)} scroll(s) at home")
                if not had_formula and self.complete_formula(seat) is not None and seat == self.turn_seat:
                    self.dragon_due = True
                    self._say(f"{self.name(seat)} brings a complete formula home and must fight the dragon this turn")
            if task["how"] != "forest" and r.home_gift:
                self._push({"t": "gift", "seat": seat, "left": r.home_gift, "why": "magician"})
        elif kind in ("place", "tower"):
            self._push({"t": "search", "seat": seat, "at": at})
        elif kind == "gate" and self.options.get("high_risk"):
            self._push({"t": "risk", "seat": seat})
        elif kind == "forest":
            steps = []
            for s in [seat, *task.get("partners", [])]:
                if not self.weak(s):
                    steps.append({"t": "take", "seat": s, "pile": "forest"})
            for s in [seat, *task.get("partners", [])]:
                # 7 rings, whatever is carried; those beyond the 7 a champion may carry are laid down at home
                # on the free teleport home (see _give_ring).
                if r.forest_rings:
                    steps.append({"t": "gift", "seat": s, "left": r.forest_rings, "why": "forest"})
                steps.append({"t": "home", "seat": s})
            self._push(*steps)

    def _auto_home(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        ch = self.ch[seat]
        ch.pos = ch.castle
        self._say(f"{self.name(seat)} returns home from the Magic Forest by magic")
        self._push({"t": "circle", "seat": seat, "at": ch.castle, "how": "forest"})

    # --- paying and receiving rings
    def _acts_pay(self, task: dict[str, Any]) -> list[Action]:
        ch = self.ch[task["seat"]]
        return [_shared("pay", (c,), f"Give up a {c} ring ({task['left']} to give)") for c in self.rules.colours
                if ch.rings[c]]

    def _do_pay(self, task: dict[str, Any], action: Action) -> None:
        self.ch[task["seat"]].rings[str(action.args[0])] -= 1
        if task["left"] > 1:
            self._push({**task, "left": task["left"] - 1})

    def _acts_gift(self, task: dict[str, Any]) -> list[Action]:
        return [_shared("gift", (c,), f"Take a {c} ring ({task['left']} to take)") for c in self.rules.colours]

    def _do_gift(self, task: dict[str, Any], action: Action) -> None:
        self._give_ring(task["seat"], str(action.args[0]))
        if task["left"] > 1:
            self._push({**task, "left": task["left"] - 1})

    # --- chests and trials
    def _acts_search(self, task: dict[str, Any]) -> list[Action]:
        seat = task["seat"]
        acts = []
        if not self.weak(seat) and self.piles[self.pile_of(task["at"])]:
            acts.append(_shared("search", (), "Face the trial and search the chest"))
        return acts + self._free_actions(seat) + [_shared("skip", (), "Do not search")]

    def _do_search(self, task: dict[str, Any], action: Action) -> None:
        seat = task["seat"]
        if action.kind == "skip":
            return
        if action.kind != "search":
            self._do_free(seat, action)
            self._push(task)
            return
        column = self.rules.schedule[self.pile_of(task["at"])]
        self._push({"t": "roll", "die": column.die, "why": "trial", "seat": seat, "at": task["at"]})

    def _trial_event(self, seat: int, at: str, roll: int) -> None:
        r = self.rules
        column = r.schedule[self.pile_of(at)]
        event = column.rolls[roll]
        self._say(f"{self.name(seat)}'s trial at {at}: {event.text()}")
        if event.kind == "journey":
            self._push({"t": "roll", "die": r.journey_die, "why": "journey", "seat": seat})
        elif event.kind == "combat":
            spec = r.monsters[event.monster]
            self._push({"t": "roll", "die": spec.die, "base": spec.base, "why": "strength", "seat": seat, "at": at})
        elif event.kind == "enchantment":
            self._push({"t": "enchant", "seat": seat, "at": at, "roll": roll})

    def event_at(self, at: str, roll: int) -> Event:
        return self.rules.schedule[self.pile_of(at)].rolls[roll]

    def can_pay_enchantment(self, seat: int, event: Event) -> bool:
        ch = self.ch[seat]
        need: dict[str, int] = {}
        for c in event.rings:
            need[c] = need.get(c, 0) + 1
        return all(ch.rings[c] >= n for c, n in need.items()) and all(self.has(seat, i) for i in event.needs)

    def _acts_enchant(self, task: dict[str, Any]) -> list[Action]:
        event = self.event_at(task["at"], task["roll"])
        acts = []
        if self.can_pay_enchantment(task["seat"], event):
            acts.append(_shared("overcome", (), f"Give up {' + '.join(event.rings)} and overcome the enchantment"))
        return acts + [_shared("refuse", (), "Do not pay: the trial fails")]

    def _do_enchant(self, task: dict[str, Any], action: Action) -> None:
        seat, at = task["seat"], task["at"]
        if action.kind == "overcome":
            for c in self.event_at(at, task["roll"]).rings:
                self.ch[seat].rings[c] -= 1
            self._say(f"{self.name(seat)} overcomes the enchantment")
            self._push({"t": "take", "seat": seat, "pile": self.pile_of(at)})
        else:
            self._fail_trial(seat, at)

    def _fail_trial(self, seat: int, at: str) -> None:
        spec = self.rules.trial_loss[self.rules.schedule[self.pile_of(at)].loss]
        self._say(f"{self.name(seat)} fails the trial at {at}")
        self._push({"t": "roll", "die": spec.die, "base": spec.base, "why": "loss", "seat": seat})

    def _auto_take(self, task: dict[str, Any]) -> None:
        seat, pile = task["seat"], self.piles[task["pile"]]
        if not pile:
            self._say(f"the chest of {task['pile']} is empty")
            return
        cid = pile.pop(0)
        card = self.card(cid)
        ch = self.ch[seat]
        if card.kind == "purse":
            ch.gold += card.value
            self.removed.append(cid)
            self._say(f"{self.name(seat)} finds a purse of {card.value} GM")
        elif not self.may_keep(seat, cid):
            pile.append(cid)  # Decision: a card over a limit goes back under its pile
            self._say(f"{self.name(seat)} finds a card it may not keep and puts it back under the pile")
        else:
            ch.cards.append(cid)
            public = card.kind in self.rules.public_cards
            self._say(f"{self.name(seat)} takes {card.name if public else 'a card'} from the chest")

    # --- fights
    def _start_fight(self, seat: int, kind: str, strength: int, extra: dict[str, Any],
                     rings: int | None = None) -> None:
        self.fight = {"seat": seat, "kind": kind, "strength": strength, "factor": 1, "rings": 0,
                      "bonus": self.bonus(seat), "dice": [], "throws": 0, "final": None,
                      **extra}
        if rings is not None:
            self.fight["rings"] = rings
            self.fight["factor"] = self.rules.factor(rings)
            self._push({"t": "sdice", "mask": 7})
        else:
            self._push({"t": "fight_rings", "seat": seat})

    def _start_dragon(self, seat: int) -> None:
        self.fought_dragon = True
        self._say(f"{self.name(seat)} fights the dragon")
        self._start_fight(seat, "dragon", self.rules.dragon_strength, {"then": "dragon"})

    def _acts_fight_rings(self, task: dict[str, Any]) -> list[Action]:
        ch = self.ch[task["seat"]]
        top = min(len(self.rules.ring_factors) - 1, ch.carried())
        return [_shared("rings", (k,), f"Spend {k} ring(s): dice score ×{self.rules.factor(k)}")
                for k in range(top + 1)]

    def _do_fight_rings(self, task: dict[str, Any], action: Action) -> None:
        k = int(action.args[0])
        self.fight["rings"] = k
        self.fight["factor"] = self.rules.factor(k)
        steps = [{"t": "pay", "seat": task["seat"], "left": k, "why": "fight"}] if k else []
        self._push(*steps, {"t": "sdice", "mask": 7})

    def _acts_reroll(self, task: dict[str, Any]) -> list[Action]:
        return list(_REROLLS)

    def _do_reroll(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "stop":
            self._push({"t": "fight_end", "seat": task["seat"]})
        else:
            self._push({"t": "sdice", "mask": int(action.args[0])})

    def _auto_fight_end(self, task: dict[str, Any]) -> None:
        f = self.fight
        seat = f["seat"]
        f["final"] = dice.final_score(f["dice"], f["factor"], f["bonus"])
        won = f["final"] >= f["strength"] if f["strength"] is not None else None
        then = f["then"]
        if then == "duel":
            self._duel_scored(seat, f["final"])
            return
        self._say(f"{self.name(seat)} scores {f['final']} against {f['strength']}: {'won' if won else 'lost'}")
        r = self.rules
        if then == "trial":
            if won:
                self._push({"t": "take", "seat": seat, "pile": self.pile_of(f["at"])})
            else:
                self._fail_trial(seat, f["at"])
        elif then == "dragon":
            if won:
                self.winner = seat
                self.finished = True
                self._say(f"{self.name(seat)} beats the dragon and rules Kalahen!")
            else:
                self._lose(seat, r.dragon_loss, "the dragon")
        elif then == "wander":
            mid = f["monster"]
            self.monster_deck.remove(mid)
            if won and r.wandering[mid].bonus:
                self.ch[seat].experience.append(mid)
            else:
                self.monster_deck.append(mid)  # Decision: a monster card goes back under its deck
            if won:
                self._push({**f["walk"], "passed": True})
            else:
                self._say(f"{self.name(seat)} goes back to {f['walk']['from']}")
        elif then == "risk":
            self._risk_result(seat, won)

    # --- champion combat
    def _acts_attack(self, task: dict[str, Any]) -> list[Action]:
        seat = task["seat"]
        targets = self.rivals_to_attack(seat)
        if "target" in task:
            targets = [s for s in targets if s == task["target"]]
        acts = [_shared("attack", (s,), f"Attack {self.name(s)}") for s in targets]
        return acts + [_shared("no_attack", (), "Leave them in peace")]

    def _do_attack(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "no_attack":
            return
        # A fight settles this meeting: nobody else on the circle is asked.
        while self.agenda and self.agenda[0]["t"] == "attack" and self.agenda[0].get("out_of_turn"):
            self.agenda.pop(0)
        self._start_duel(task["seat"], int(action.args[0]))

    def _start_duel(self, seat: int, other: int) -> None:
        self.duelled += [seat, other]
        self._say(f"{self.name(seat)} attacks {self.name(other)}")
        if self.weak(other):
            self._say(f"{self.name(other)} is too weak to fight and loses at once")
            self._duel_won(seat, other)
            return
        self.duel = {"attacker": seat, "defender": other, "rings": {}, "final": {}, "revealed": False}
        self._push({"t": "duel_rings", "seat": seat}, {"t": "duel_rings", "seat": other}, {"t": "duel_go"})

    def _acts_duel_rings(self, task: dict[str, Any]) -> list[Action]:
        top = min(self.rules.duel_max_rings, self.ch[task["seat"]].carried())
        return [_shared("secret_rings", (k,), f"Secretly choose {k} ring(s)") for k in range(top + 1)]

    def _do_duel_rings(self, task: dict[str, Any], action: Action) -> None:
        self.duel["rings"][task["seat"]] = int(action.args[0])

    def _auto_duel_go(self, task: dict[str, Any]) -> None:
        d = self.duel
        d["revealed"] = True
        a, b = d["attacker"], d["defender"]
        self._say(f"rings revealed: {self.name(a)} {d['rings'][a]}, {self.name(b)} {d['rings'][b]}")
        steps = [{"t": "pay", "seat": s, "left": d["rings"][s], "why": "duel"} for s in (a, b) if d["rings"][s]]
        self._push(*steps, {"t": "duel_fight", "seat": a})

    def _auto_duel_fight(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        self._start_fight(seat, "duel", None, {"then": "duel"}, rings=self.duel["rings"][seat])

    def _duel_scored(self, seat: int, final: int) -> None:
        d = self.duel
        d["final"][seat] = final
        self._say(f"{self.name(seat)} scores {final}")
        if seat == d["attacker"]:
            self._push({"t": "duel_fight", "seat": d["defender"]})
            return
        a, b = d["attacker"], d["defender"]
        if d["final"][a] == d["final"][b]:
            self._say("a tie: nobody wins the fight")
        elif d["final"][a] > d["final"][b]:
            self._duel_won(a, b)
        else:
            self._duel_won(b, a)

    def _duel_won(self, winner: int, loser: int) -> None:
        self._say(f"{self.name(winner)} wins the fight")
        self._push({"t": "spoils", "seat": winner, "loser": loser}, {"t": "duel_loss", "seat": loser})

    def _auto_duel_loss(self, task: dict[str, Any]) -> None:
        self._lose(task["seat"], self.rules.duel_loser_loss, "a lost fight")

    def _acts_spoils(self, task: dict[str, Any]) -> list[Action]:
        seat, loser = task["seat"], self.ch[task["loser"]]
        acts = [_shared("take_card", (c,), f"Take {self.card(c).name}") for c in loser.cards if self.may_keep(seat, c)]
        if loser.gold:
            acts.append(_shared("take_gold", (), f"Take {min(loser.gold, self.rules.spoils_gold)} GM"))
        acts += [_shared("take_ring", (c,), f"Take a {c} ring") for c in self.rules.colours if loser.rings[c]]
        return acts or [_shared("take_nothing", (), "There is nothing to take")]

    def _do_spoils(self, task: dict[str, Any], action: Action) -> None:
        seat, loser = task["seat"], self.ch[task["loser"]]
        ch = self.ch[seat]
        taken = "nothing"
        if action.kind == "take_card":
            cid = int(action.args[0])
            loser.cards.remove(cid)
            ch.cards.append(cid)
            taken = self.card(cid).name if not self.hidden_card(cid) else "a card"
        elif action.kind == "take_gold":
            amount = min(loser.gold, self.rules.spoils_gold)
            loser.gold -= amount
            ch.gold += amount
            taken = f"{amount} GM"
        elif action.kind == "take_ring":
            loser.rings[str(action.args[0])] -= 1
            self._give_ring(seat, str(action.args[0]))
            taken = f"a {action.args[0]} ring"
        self._say(f"{self.name(seat)} takes {taken} from {self.name(loser.seat)}")

    # --- extension 1: traps
    def _acts_trap(self, task: dict[str, Any]) -> list[Action]:
        taken = {(t[0], t[1]) for t in self.traps}
        acts = [_shared("no_trap", (), "Place no trap")]
        for road in self.rules.board.roads:
            if road.crystal:
                continue
            spots = ["mid", "bridge"] if road.bridge else ["mid"]
            for spot in spots:
                if (road.index, spot) not in taken:
                    what = "a wandering monster on" if spot == "mid" else "a trap blocking the bridge of"
                    acts.append(_shared("trap", (road.index, spot), f"Put {what} {road.key}"))
        return acts

    def _do_trap(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "no_trap":
            return
        if len(self.traps) >= self.rules.trap_markers:
            self.traps.pop(0)  # Decision: once all markers are out, the oldest one moves
        self.traps.append([int(action.args[0]), str(action.args[1])])
        self._say(f"{self.name(task['seat'])} places a trap on {self.rules.board.roads[int(action.args[0])].key}")

    # --- extension 3: cooperation at the Crystal Bridge
    def _coop_partners(self, seat: int) -> list[int]:
        r = self.rules
        tower = r.board.of_kind("tower")[0]
        return [c.seat for c in self.ch if c.seat != seat and not c.out and self.has(c.seat, "shield")
                and (c.pos == tower or c.lp > r.coop_travel_loss)]

    def _acts_coop_ask(self, task: dict[str, Any]) -> list[Action]:
        acts = [_shared("alone", (), "Cross the Crystal Bridge alone")]
        partners = self._coop_partners(task["seat"])
        return acts + [_shared("ask", (s,), f"Ask {self.name(s)} to cooperate") for s in partners]

    def _do_coop_ask(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "ask":
            self._push({"t": "coop_answer", "seat": int(action.args[0]), "asker": task["seat"]})

    def _acts_coop_answer(self, task: dict[str, Any]) -> list[Action]:
        return [_shared("agree", (), "Agree and go to the bridge"), _shared("decline", (), "Decline")]

    def _do_coop_answer(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "decline":
            self._say(f"{self.name(task['seat'])} declines")
            return
        partner, asker = task["seat"], task["asker"]
        tower = self.rules.board.of_kind("tower")[0]
        forest = self.rules.board.of_kind("forest")[0]
        if self.ch[partner].pos != tower:
            self._lose(partner, self.rules.coop_travel_loss, "the journey to the Crystal Bridge")
        self._say(f"{self.name(partner)} joins at the Crystal Bridge")
        # Both enter the Magic Forest together: the walk that follows is replaced.
        walk = self.agenda.pop(0)
        assert walk["t"] == "walk"
        self.ch[partner].pos = forest
        self.ch[asker].pos = forest
        self._push({"t": "circle", "seat": asker, "at": forest, "how": "move", "partners": [partner]})

    # --- extension 4: the high-risk game
    def _acts_risk(self, task: dict[str, Any]) -> list[Action]:
        r, ch = self.rules, self.ch[task["seat"]]
        st = r.risk_stakes
        acts = [_shared("no_risk", (), "Do not play")]
        if ch.lp > st["life"]:
            acts.append(_shared("stake", ("life",), f"Stake {st['life']} LP"))
        if ch.gold >= st["gold"]:
            acts.append(_shared("stake", ("gold",), f"Stake {st['gold']} GM"))
        if ch.carried() >= st["ring"]:
            acts += [_shared("stake", ("ring", c), f"Stake a {c} ring") for c in r.colours if ch.rings[c]]
        return acts

    def _do_risk(self, task: dict[str, Any], action: Action) -> None:
        if action.kind == "no_risk":
            return
        r, seat = self.rules, task["seat"]
        ch = self.ch[seat]
        what = str(action.args[0])
        if what == "life":
            ch.lp -= r.risk_stakes["life"]
        elif what == "gold":
            ch.gold -= r.risk_stakes["gold"]
        else:
            ch.rings[str(action.args[1])] -= r.risk_stakes["ring"]
        self._say(f"{self.name(seat)} stakes {what} in the high-risk game")
        bonus = self.bonus(seat) if r.risk_weapons else 0
        self.fight = {"seat": seat, "kind": "risk", "strength": 0, "factor": 1, "rings": 0, "bonus": bonus, "dice": [],
                      "throws": 0, "final": None, "then": "risk", "stake": list(action.args)}
        self._push({"t": "roll", "die": r.risk_target_die, "why": "risk_target", "seat": seat})

    def _risk_result(self, seat: int, won: bool) -> None:
        r, ch = self.rules, self.ch[seat]
        stake = self.fight["stake"]
        if not won:
            self._say(f"{self.name(seat)} loses the stake")
            return
        back = 1 + r.risk_extra_stakes
        if stake[0] == "life":
            self._gain_lp(seat, r.risk_stakes["life"] * back)
        elif stake[0] == "gold":
            ch.gold += r.risk_stakes["gold"] * back
        else:
            for _ in range(r.risk_stakes["ring"]):
                self._give_ring(seat, str(stake[1]))
            self._push({"t": "gift", "seat": seat, "left": r.risk_stakes["ring"] * r.risk_extra_stakes,
                        "why": "high-risk win"})
        self._say(f"{self.name(seat)} wins the high-risk game")

    # ------------------------------------------------------------------ results
    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        return [10.0 if s == self.winner else float(self.best_formula_progress(s)) for s in range(self.num_players)]


    def score_label(self) -> str:
        return "scrolls of one formula"

    def result_score(self, seat: int) -> float:
        return float(self.best_formula_progress(seat))

    def best_formula_progress(self, seat: int) -> int:
        """The most stars of one formula held (carried or at home)."""
        ch = self.ch[seat]
        stars: dict[int, set[int]] = {}
        for c in ch.cards + ch.home_scrolls:
            card = self.card(c)
            if card.kind == "scroll":
                stars.setdefault(card.formula, set()).add(card.stars)
        return max((len(v) for v in stars.values()), default=0)

    def is_terminal(self) -> bool:
        return self.finished

    def clone(self) -> KalahenState:
        new = object.__new__(KalahenState)
        for key, value in vars(self).items():
            if key == "rules":
                new.rules = value
            elif key == "ch":
                new.ch = [Champion(c.seat, c.castle, c.pos, c.lp, c.gold, dict(c.rings), dict(c.home_rings),
                                   list(c.cards), list(c.home_scrolls), list(c.experience), c.out) for c in value]
            elif key == "piles":
                new.piles = {k: list(v) for k, v in value.items()}
            elif key == "agenda":
                new.agenda = [dict(t) for t in value]
            elif key == "_moves":
                new._moves = None  # a clone may be changed by hand (resample): it lists its own moves
            else:
                setattr(new, key, _deep(value))
        return new

    def snapshot(self) -> dict[str, Any]:
        data = {k: _deep(v) for k, v in vars(self).items() if k not in ("rules", "_moves", "_applied", "seat_names")}
        data["ch"] = [vars(c).copy() for c in self.ch]
        return data

    # ------------------------------------------------------------------ hidden information
    def hidden_card(self, cid: int) -> bool:
        return self.card(cid).kind not in self.rules.public_cards

    def resample(self, seat: int, rng: random.Random) -> KalahenState:
        """Deals the cards this seat cannot see anew (pile contents, other champions' face-down cards and the
        scrolls they keep at home), keeping every count and limit, and replaces a rival's secret ring choice by
        a random legal one."""
        state = self.clone()
        others = [c for c in state.ch if c.seat != seat]
        pool = [cid for p in state.piles.values() for cid in p]
        slots: list[tuple[int, int]] = []
        home_slots: list[tuple[int, int]] = []
        for c in others:
            for i, cid in enumerate(c.cards):
                if self.hidden_card(cid):
                    pool.append(cid)
                    slots.append((c.seat, i))
            for i, cid in enumerate(c.home_scrolls):
                pool.append(cid)
                home_slots.append((c.seat, i))
        for _ in range(20):
            rng.shuffle(pool)
            # A rival's home holds scrolls only; its hidden hand only kinds kept face down (never a purse).
            home = [cid for cid in pool if self.card(cid).kind == "scroll"][:len(home_slots)]
            taken = set(home)
            hidden_kinds = [cid for cid in pool if cid not in taken and self.hidden_card(cid)
                            and self.card(cid).kind != "purse"]
            if len(hidden_kinds) < len(slots):
                break
            trial = state.clone()
            chosen = hidden_kinds[:len(slots)]
            for (s, i), cid in zip(slots, chosen, strict=False):
                trial.ch[s].cards[i] = cid
            for (s, i), cid in zip(home_slots, home, strict=True):
                trial.ch[s].home_scrolls[i] = cid
            taken |= set(chosen)
            rest = [cid for cid in pool if cid not in taken]
            sizes = {k: len(v) for k, v in state.piles.items()}
            at = 0
            for k in trial.piles:
                trial.piles[k] = rest[at:at + sizes[k]]
                at += sizes[k]
            if all(len(trial.formulas_held(c.seat)) <= self.rules.formulas_held for c in trial.ch):
                state = trial
                break
        if state.duel and not state.duel["revealed"]:
            for s in list(state.duel["rings"]):
                if s != seat:
                    state.duel["rings"][s] = rng.randint(0, min(self.rules.duel_max_rings, state.ch[s].carried()))
        if state.monster_deck:
            rng.shuffle(state.monster_deck)
        return state

    # ------------------------------------------------------------------ view
    def view(self, seat: int | None) -> dict[str, Any]:
        from game.games.kalahen.viewing import build_view

        return build_view(self, seat)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        if self.finished:
            return action.describe()
        player = self.current_player()
        if player == CHANCE:
            text = self.move_text(action)
            seat = self.chance_for()
            return f"{self.log_name(seat)}: {text}" if seat is not None else text[:1].upper() + text[1:]
        if action.kind == "secret_rings":
            return f"{self.log_name(player)}: chooses rings for the duel in secret"
        if action.kind == "take_card":
            card = self.card(int(action.args[0]))
            if card.kind not in self.rules.public_cards and viewer != player:
                return f"{self.log_name(player)}: takes a card from the beaten champion"
        for a in self.known_moves():
            if a == action:
                return f"{self.log_name(player)}: {a.describe()}"
        return action.describe()

    def move_text(self, action: Action) -> str:
        if self.finished or self.current_player() != CHANCE:
            return action.describe()
        task = self.agenda[0]
        if action.kind == "sdice":
            return "throws " + ", ".join(dice.face_name(int(f)) for f in action.args)
        if action.kind == "roll" and task["t"] == "roll":
            return self._roll_text(task, int(action.args[0]))
        if action.kind == "markers":
            return self._markers_text(tuple(int(b) for b in action.args))
        return {"deal": "shuffles and deals the chest cards",
                "monsters": "shuffles the wandering monsters"}.get(action.kind, action.describe())

    def chance_for(self) -> int | None:
        """A die is thrown for somebody: the log names them (not whoever acted last)."""
        if self.finished or not self.agenda:
            return None
        task = self.agenda[0]
        if task["t"] == "roll":
            return int(task["seat"])
        if task["t"] == "sdice" and self.fight:
            return int(self.fight["seat"])
        return None

    def invariants(self) -> list[str]:
        r = self.rules
        problems = []
        seen = [cid for p in self.piles.values() for cid in p] + self.removed
        for c in self.ch:
            seen += c.cards + c.home_scrolls
            if not 0 <= c.lp <= r.life_max:
                problems.append(f"{self.name(c.seat)} has {c.lp} LP")
            if c.carried() > r.carry_max or min(c.rings.values()) < 0 or min(c.home_rings.values()) < 0:
                problems.append(f"{self.name(c.seat)} carries {c.rings}")
            if c.gold < 0:
                problems.append(f"{self.name(c.seat)} has {c.gold} GM")
            if c.out != (c.lp == 0):
                problems.append(f"{self.name(c.seat)} out={c.out} with {c.lp} LP")
            if len(self.formulas_held(c.seat)) > r.formulas_held:
                problems.append(f"{self.name(c.seat)} holds scrolls of more than {r.formulas_held} formulas")
            for kind, limit in r.item_limits.items():
                if sum(1 for x in c.cards if self.card(x).kind == kind) > limit:
                    problems.append(f"{self.name(c.seat)} holds more than {limit} {kind}")
        if sorted(seen) != list(range(len(r.cards))):
            problems.append("the chest cards are not conserved")
        if self.options.get("traps"):
            monsters = self.monster_deck + [m for c in self.ch for m in c.experience]
            if self.monster_deck and sorted(monsters) != list(range(len(r.wandering))):
                problems.append("the wandering monsters are not conserved")
            if len(self.traps) > r.trap_markers:
                problems.append("too many trap markers")
        return problems


def _roll_text(die: int | str, face: int) -> str:
    shown = dice.face_name(face) if die == "special" else str(face)
    return f"d{die} shows {shown}" if die != "special" else f"the special die shows {shown}"


_ROLLS: dict[int | str, list[tuple[Action, float]]] = {}


def _roll_outcomes(die: int | str, copy: bool = True) -> list[tuple[Action, float]]:
    """A die's faces as chance outcomes, each equally likely; built once per die (a fresh list unless copy is
    False, for reading only)."""
    if die not in _ROLLS:
        faces = DieSpec(die, 0).faces()
        _ROLLS[die] = [(Action("roll", (f,), _roll_text(die, f)), 1 / len(faces)) for f in faces]
    return list(_ROLLS[die]) if copy else _ROLLS[die]


_SHARED: dict[tuple[Any, ...], Action] = {}


def _shared(kind: str, args: tuple[Any, ...] = (), text: str = "") -> Action:
    """An action with its text, built once and shared: actions are immutable, and the same few are offered
    again and again (building a frozen dataclass costs more than looking it up)."""
    key = (kind, args, text)
    act = _SHARED.get(key)
    if act is None:
        act = _SHARED[key] = Action(kind, args, text)
    return act


_REROLLS = [Action("stop", (), "Keep these dice")] + [
    Action("reroll", (mask,), "Re-roll die " + ", ".join(str(i + 1) for i in range(3) if mask >> i & 1))
    for mask in range(1, 8)]

_ACTIONS: dict[tuple[Any, ...], Action] = {}


def _action(kind: str, there: str, *how: Any) -> Action:
    """A way to leave a circle, with its text; built once for each (kind, circle, cost) and shared, since
    actions are immutable and the same few recur on every turn."""
    key = (kind, there, *how)
    act = _ACTIONS.get(key)
    if act is None:
        if kind == "move":
            crystal, terrain, red, monster = how
            cost = "Crystal Bridge" if crystal else f"{terrain}, {'red: -1 LP' if red else 'green: safe'}"
            extra = ", a wandering monster" if monster else ""
            act = Action("move", (there,), f"Walk to {there} ({cost}{extra})")
        elif kind == "float":
            act = Action("float", (there,), f"Float to {there} ({how[0]} rings)")
        elif kind == "teleport":
            act = Action("teleport", (there,), f"Teleport to {there} ({how[0]} rings)")
        else:
            act = Action("teleport_card", (there,), f"Teleport to {there} (teleport card)")
        _ACTIONS[key] = act
    return act


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value
