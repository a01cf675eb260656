"""Narrespillet's game state: rounds, turns, draws, the vote on the pile, reactions, and the end of a round.

The flow is a small task queue: a turn's action pushes what must follow (the Fool's reaction window, the
draw up to the hand limit, extra turns), and the queue runs until someone must decide or chance must act.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from game.engine.errors import IllegalAction
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.narrespillet import trumps as tr_effects
from game.games.narrespillet.cards import DECK_SIZE, HOUSES, KNIGHT, action, card_of
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.draws import Drawing
from game.games.narrespillet.fool import FoolWindow
from game.games.narrespillet.placements import (
    Placement,
    candidates,
    classify,
    make_placement,
    placed_kind,
    rank_key,
    stealable,
    trumps_of,
    why_won,
)
from game.games.narrespillet.table import Table


class NarreState(Drawing, FoolWindow, GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: NarreRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.tr = trumps_of(rules)
        self.options = dict(options)
        self.rounds = int(options["rounds"])
        self.round = 1
        self.dealer = -1
        self.t = Table(num_players)
        self.chance = "dealer" if rules.random_first_dealer else "deal"
        if not rules.random_first_dealer:
            self.dealer = 0
        self.ask: tuple | None = None          # (kind, seat, entity, ...) of the decision pending
        self.ask_rest: tuple = ()
        self.tasks: list[tuple] = []
        self.regular = -1                       # entity whose regular turn came last
        self.extra_turns = [0] * (num_players + 1)
        self.justice_offer = -1
        self.hermit_offered = False             # the Hermit was offered at this turn boundary already
        self.fool_queue: list[int] = []
        self.fool_target: Placement | None = None
        self.fool_victim = -1
        self.calling: list | None = None        # [entity, trump key, trump tries, card tries, tried cards, any trump]
        self.order = 0                          # stamps placements and forfeits in time
        self.victories = [[0] * HOUSES for _ in range(num_players)]
        self.last_win = [[0] * HOUSES for _ in range(num_players)]  # the round of the latest victory, 0 = none
        self.summaries: list[list[dict[str, Any]]] = []
        self.finished = False
        self._legal: list[Action] | None = None
        self._players = list(range(num_players))           # never changed: shared by clones
        self._with_demons = [*self._players, num_players]

    # ----- who acts ---------------------------------------------------------------------------------------
    @property
    def demons(self) -> int:
        return self.num_players

    def controller(self, entity: int) -> int:
        return entity if entity < self.num_players else self.t.demons_owner

    def active(self) -> list[int]:
        """Entities taking part in the round: every player, and the Demons while in play."""
        return self._with_demons if self.t.demons_active else self._players

    def _entities_of(self, seat: int) -> list[int]:
        ents = [seat]
        if self.t.demons_active and self.t.demons_owner == seat:
            ents.append(self.demons)
        return ents

    def entity_name(self, entity: int) -> str:
        return "the Demons" if entity == self.demons else f"Player {entity + 1}"

    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        if self.chance:
            return CHANCE
        assert self.ask is not None
        return self.ask[1]

    # ----- chance -------------------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.chance == "dealer":
            return [(action("dealer", (i,)), 1 / self.num_players) for i in range(self.num_players)]
        return []  # a shuffle has too many outcomes to list; sample_chance draws one

    def _shuffle_cards(self) -> list[int]:
        return list(range(DECK_SIZE)) if self.chance == "deal" else sorted(self.t.discard)

    def sample_chance(self, rng: random.Random) -> Action:
        if self.chance == "dealer":
            return action("dealer", (rng.randrange(self.num_players),))
        if not self.chance:
            raise IllegalAction("there is no chance event now")
        cards = self._shuffle_cards()
        rng.shuffle(cards)
        return Action("shuffle", tuple(cards))

    def is_chance_action_valid(self, action: Action) -> bool:
        if self.chance == "dealer":
            return action.kind == "dealer" and len(action.args) == 1 and action.args[0] in range(self.num_players)
        return action.kind == "shuffle" and sorted(action.args) == self._shuffle_cards()

    # ----- applying -----------------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def apply(self, action: Action) -> None:
        """As the base class; a move handed back from legal_actions() itself is known legal at once."""
        if not self.chance and not self.finished and any(a is action for a in self.legal_actions()):
            self._apply(action)
            return
        super().apply(action)

    def _apply(self, action: Action) -> None:
        self._legal = None
        if self.chance:
            self._apply_chance(action)
        else:
            self._apply_decision(action)
        self._run()

    def _apply_chance(self, action: Action) -> None:
        kind = self.chance
        self.chance = ""
        if kind == "dealer":
            self.dealer = int(action.args[0])
            self.chance = "deal"
            return
        order = [int(c) for c in action.args]
        if kind == "deal":
            self._start_round(order)
        else:  # the discard pile turned into a new deck
            self.t.discard = []
            self.t.deck = order[::-1]
            self.t.pile_turns += 1

    def _start_round(self, order: list[int]) -> None:
        n = self.num_players
        self.t = Table(n)
        self.t.deck = order[::-1]
        self.tasks = []
        self.extra_turns = [0] * (n + 1)
        self.justice_offer = -1
        self.calling = None
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            for _ in range(self.rules.deal):
                self._draw_one(seat, hidden=True)
        self.regular = self.dealer
        self.hermit_offered = True  # no Hermit before the first turn

    def _apply_decision(self, action: Action) -> None:
        assert self.ask is not None
        kind = self.ask[0]
        entity = self.ask[2]
        self.ask_rest = self.ask[3] if len(self.ask) > 3 else ()
        self.ask = None
        if kind == "turn":
            self._turn_action(entity, action)
        elif kind == "fool":
            self._fool_answer(action)
        elif kind == "hermit":
            if action.kind == "hermit":
                self._take_hermit_turn(entity)
        elif kind == "vote":
            self._vote(action.args[0] == 1, self.ask_rest)
        elif kind == "justice_extra":
            if action.kind == "extra":
                self._start_turn(entity)
        elif kind == "wheel_discard":
            self._discard_card(entity, int(action.args[0]))
            self.tasks.insert(0, ("wheel_discard", entity))
        elif kind == "call":
            tr_effects.call_card(self, entity, int(action.args[0]))

    # ----- the task queue -----------------------------------------------------------------------------------
    def _run(self) -> None:
        while self.ask is None and not self.chance and not self.finished:
            if self.tasks:
                task = self.tasks.pop(0)
                _TASKS[task[0]](self, *task[1:])
            else:
                self._boundary()

    def _start_turn(self, entity: int) -> None:
        self.hermit_offered = False
        self.ask = ("turn", self.controller(entity), entity)

    def _task_end_turn(self, entity: int) -> None:
        self._check_done()
        self.tasks[0:0] = [("fill", entity), ("after", entity)]

    def _task_after(self, entity: int) -> None:
        if self.t.done[entity] or (entity == self.demons and not self.t.demons_active):
            self.extra_turns[entity] = 0
            self.justice_offer = -1
            return
        if self.extra_turns[entity] > 0:
            self.extra_turns[entity] -= 1
            self._start_turn(entity)
            return
        if self.justice_offer == entity:
            self.justice_offer = -1
            self.ask = ("justice_extra", self.controller(entity), entity)

    def _task_wheel_discard(self, entity: int) -> None:
        if len(self.t.hand[entity]) > self.closed_limit(entity) and not self.t.done[entity]:
            self.ask = ("wheel_discard", self.controller(entity), entity)

    def tr_card(self, key: str) -> int:
        return self.rules.names.trump(key)

    def _task_call(self, entity: int) -> None:
        tr_effects.ask_call(self, entity)

    # ----- turn boundaries and the end of a round -----------------------------------------------------------
    def _boundary(self) -> None:
        self._check_done()
        t = self.t
        if all(t.done[x] for x in self.active()):
            self._end_round()
            return
        if not self.hermit_offered and t.hermit is not None:
            holder = t.hermit[0]
            self.hermit_offered = True
            if not t.done[holder] and t.hermit[1] > 0:
                self.ask = ("hermit", self.controller(holder), holder)
                return
        self.regular = self._next_regular()
        self._start_turn(self.regular)

    def _take_hermit_turn(self, holder: int) -> None:
        t = self.t
        assert t.hermit is not None
        t.hermit[1] -= 1
        if t.hermit[1] == 0:
            t.hermit = None
            t.discard.append(self.tr_card("hermit"))
        self._start_turn(holder)

    def turn_cycle(self) -> list[int]:
        cycle = list(range(self.num_players))
        if self.t.demons_active:
            cycle.insert(self.t.demons_owner, self.demons)
        return cycle

    def _next_regular(self) -> int:
        t = self.t
        n = self.num_players
        if not t.demons_active and 0 <= self.regular < n:  # the common case, without building the cycle
            for step in range(1, n + 1):
                e = (self.regular + step) % n
                if not t.done[e]:
                    return e
            raise AssertionError("no entity left to move")
        cycle = self.turn_cycle()
        # When the Demons were removed on their own turn, the next turn is their owner's.
        start = cycle.index(self.regular) + 1 if self.regular in cycle else cycle.index(self.t.demons_owner)
        for step in range(len(cycle)):
            e = cycle[(start + step) % len(cycle)]
            if not self.t.done[e]:
                return e
        raise AssertionError("no entity left to move")

    def _check_done(self) -> None:
        t = self.t
        for e in self.active():
            if not t.done[e] and None not in t.fields[e]:
                t.done[e] = True
                self._clear_table_of(e)

    def _clear_table_of(self, e: int) -> None:
        """A done player's hand and everything they have lying in front go to the discard pile."""
        t = self.t
        for card in t.hand[e] + t.opens[e]:
            t.forget(card)
        t.discard.extend(t.hand[e])
        t.discard.extend(t.opens[e])
        t.hand[e], t.opens[e] = [], []
        if t.chariot[e] is not None:
            t.discard.extend(t.chariot[e])
            t.discard.append(self.tr_card("chariot"))
            t.chariot[e] = None
        if t.strength[e] >= 0:
            t.strength[e] = -1
            t.discard.append(self.tr_card("strength"))
        if t.hermit is not None and t.hermit[0] == e:
            t.hermit = None
            t.discard.append(self.tr_card("hermit"))
        if t.temperance is not None and t.temperance[0] == e:
            t.temperance = None
            t.discard.append(self.tr_card("temperance"))
        self.extra_turns[e] = 0

    def _end_round(self) -> None:
        t = self.t
        summary = []
        for h in range(HOUSES):
            entries = [(e, t.fields[e][h]) for e in self.active()]
            placed = [(e, p) for e, p in entries if p is not None and p.kind != "forfeit"]
            if placed:
                e, best = max(placed, key=lambda ep: rank_key(ep[1]))
                reason = why_won(best, [p for x, p in placed if x != e])
            else:
                e, best = min(((x, p) for x, p in entries if p is not None), key=lambda ep: ep[1].order)
                reason = "first to forfeit"
            seat = self.controller(e)
            self.victories[seat][h] += 1
            self.last_win[seat][h] = self.round
            summary.append({
                "house": h, "winner": seat, "entity": e, "line": self.rules.ranking[best.line].text,
                "kind": best.kind, "total": best.total, "cards": list(best.cards), "tie_break": reason,
            })
        self.summaries.append(summary)
        if self.round >= self.rounds:
            self.finished = True
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self.chance = "deal"

    # ----- card movement ------------------------------------------------------------------------------------
    def where(self, entity: int, card: int) -> str:
        t = self.t
        if card in t.hand[entity]:
            return "hand"
        if card in t.opens[entity]:
            return "open"
        if card in t.justice:
            return "justice"
        if t.chariot[entity] is not None and card in t.chariot[entity]:
            return "chariot"
        return ""

    def _take_card(self, entity: int, card: int) -> str:
        """Takes a card the entity may use (hand, open cards, Justice, its Chariot); returns where from."""
        t = self.t
        place = self.where(entity, card)
        if place == "hand":
            t.hand[entity].remove(card)
            t.forget(card)
        elif place == "open":
            t.opens[entity].remove(card)
        elif place == "justice":
            t.justice.remove(card)
        elif place == "chariot":
            t.chariot[entity].remove(card)
        else:
            raise AssertionError(f"card {card} is not at hand for entity {entity}")
        return place

    def _discard_card(self, entity: int, card: int) -> None:
        self._take_card(entity, card)
        self.t.discard.append(card)

    def hand_of(self, entity: int) -> list[int]:
        return self.t.hand[entity] + self.t.opens[entity]

    # ----- the turn's actions -------------------------------------------------------------------------------
    def open_houses(self, entity: int) -> list[int]:
        """Houses where the entity may place now: its field is free and Temperance does not block it."""
        t = self.t
        blocked = t.temperance[1] if t.temperance is not None else -1
        return [h for h in range(HOUSES) if t.fields[entity][h] is None and h != blocked]

    def world_houses(self) -> list[int]:
        t = self.t
        rows = [t.fields[x] for x in self.active()]
        return [h for h in range(HOUSES) if all(row[h] is None for row in rows)]

    def placement_pool(self, entity: int) -> list[int]:
        t = self.t
        pool = t.hand[entity] + t.opens[entity] + t.justice
        if t.chariot[entity]:
            pool += [c for c in t.chariot[entity] if c < 56 or c in self.rules.chariot_trumps]
        return pool

    def placement_error(self, entity: int, houses: tuple[int, ...], transformed: int, cards: tuple[int, ...]) -> str:
        """Why these cards cannot be placed there now ("" when they can): for the table to explain a refusal."""
        pool = self.placement_pool(entity)
        if any(c not in pool for c in cards) or len(set(cards)) != len(cards):
            return "those cards are not at hand"
        open_h = self.open_houses(entity)
        for h in houses:
            if self.t.fields[entity][h] is not None:
                return "that battlefield already has a placement or a forfeit"
            if h not in open_h:
                return "Temperance blocks that battlefield"
        kind, why = classify(self.rules, self.tr, cards, houses, transformed, bool(self.options["kroam"]))
        if not kind:
            return why
        if kind == "world" and houses[0] not in self.world_houses():
            return "the World goes only on a house nobody has placed on or forfeited"
        return ""

    def placement_targets(self, cards: tuple[int, ...]) -> dict[int, str]:
        """For the table: each house with "" if the current mover may place exactly these cards there now
        (alone or as one of two houses, with any Magician transformation), else the reason it may not."""
        if self.ask is None or self.ask[0] != "turn":
            return {h: "it is not a turn to place" for h in range(HOUSES)}
        entity = self.ask[2]
        chosen = tuple(sorted(cards))
        out = {}
        for h in range(HOUSES):
            fits = any(a.kind == "place" and tuple(a.args[3:]) == chosen and h in a.args[:2]
                       for a in self.legal_actions())
            if fits:
                out[h] = ""
            else:
                # With the Magician, explain the attempt that transforms a number card of another house.
                others = [c for c in chosen if c < 56 and c % 14 < 10 and c // 14 != h]
                magic = (others or [-1])[0] if self.tr.magician in chosen else -1
                out[h] = self.placement_error(entity, (h,), magic, chosen) or "those cards do not make a placement here"
        return out

    def _compute_legal(self) -> list[Action]:
        if self.finished or self.chance:
            return []
        assert self.ask is not None
        kind, seat, entity = self.ask[0], self.ask[1], self.ask[2]
        if kind == "turn":
            return self._turn_actions(entity)
        if kind == "fool":
            steals = [action("steal", (x,)) for x in self._entities_of(seat)
                      if self._could_steal_with(x, self.fool_victim, self.fool_target.houses)
                      and self.holds_fool(x)]
            return [action("pass"), *steals]
        if kind == "hermit":
            return [action("hermit"), action("wait")]
        if kind == "vote":
            return [action("vote", (1,)), action("vote", (0,))]
        if kind == "justice_extra":
            return [action("extra"), action("no_extra")]
        if kind == "wheel_discard":
            return [action("discard", (c,)) for c in sorted(self.t.hand[entity])]
        if kind == "call":
            return [action("call", (c,)) for c in tr_effects.callable_cards(self, entity)]
        raise AssertionError(kind)

    def turn_moves(self, few: bool = False) -> list[Action]:
        """The current turn's moves. With few (the search's playouts), moves that are only a lesser variant of
        another listed one are left out: part of a house's number cards (the whole ranks higher), a Chariot
        played with cards in it (alone it keeps them in hand), loading two cards (one is the same action)."""
        assert self.ask is not None and self.ask[0] == "turn"
        return self._turn_actions(self.ask[2], few)

    def placement_args(self, e: int, whole_only: bool = False) -> list[tuple[int, ...]]:
        """The entity's legal placements as place-action arguments (see placements.candidates)."""
        pool = self.placement_pool(e)
        world = self.world_houses() if self.tr.world in pool else []
        return candidates(self.tr, pool, self.open_houses(e), world, bool(self.options["kroam"]),
                          self.rules.imperial_max_houses, whole_only)

    def _turn_actions(self, e: int, few: bool = False) -> list[Action]:
        t = self.t
        out: list[Action] = []
        for args in self.placement_args(e, few):
            out.append(action("place", args))
        for c in sorted(self.hand_of(e)):
            out.append(action("discard", (c,)))
        for h in range(HOUSES):
            if t.fields[e][h] is None:
                out.append(action("forfeit", (h,)))
        out.extend(tr_effects.trump_actions(self, e, few))
        if t.chariot[e] is not None:
            hand = sorted(self.hand_of(e))
            for i, a in enumerate(hand):
                out.append(action("load", (a,)))
                for b in ([] if few else hand[i + 1:]):
                    out.append(action("load", (a, b)))
            out.append(action("scrap"))
        if t.temperance is not None and t.temperance[0] == e:
            out.append(action("untemper"))
        if self.options["malderia"] and t.demons_active and e != self.demons:
            knight = card_of(0, KNIGHT)
            if knight in self.hand_of(e) or knight in t.justice:
                out.append(action("exorcise", (knight,)))
        return out

    def _turn_action(self, e: int, action: Action) -> None:
        t = self.t
        kind = action.kind
        if kind == "place":
            self._place(e, action)
        elif kind == "discard":
            self._discard_card(e, int(action.args[0]))
        elif kind == "forfeit":
            self.order += 1
            t.fields[e][int(action.args[0])] = Placement("forfeit", (), (int(action.args[0]),), -1, self.order, 0,
                                                         len(self.rules.ranking) - 1)
        elif kind == "trump":
            tr_effects.play(self, e, action)
        elif kind == "load":
            for c in action.args:
                self._take_card(e, int(c))
                t.chariot[e].append(int(c))
        elif kind == "scrap":
            t.discard.extend(t.chariot[e])
            t.discard.append(self.tr_card("chariot"))
            t.chariot[e] = None
        elif kind == "untemper":
            t.temperance = None
            t.discard.append(self.tr_card("temperance"))
        elif kind == "exorcise":
            self._discard_card(e, int(action.args[0]))
            tr_effects.remove_demons(self)
        self.tasks.append(("end_turn", e))

    def _place(self, e: int, action: Action) -> None:
        t = self.t
        h1, h2, transformed = (int(a) for a in action.args[:3])
        cards = tuple(int(c) for c in action.args[3:])
        houses = (h1,) if h2 < 0 else (h1, h2)
        kind = placed_kind(cards, self.tr)  # the move is legal: its kind needs no full check
        from_chariot = False
        for c in cards:
            if self._take_card(e, c) == "chariot":
                from_chariot = True
        if from_chariot:  # the Chariot goes, with whatever could not be part of the placement
            t.discard.extend(t.chariot[e])
            t.discard.append(self.tr_card("chariot"))
            t.chariot[e] = None
        if self.tr.magician in cards:
            t.discard.append(self.tr.magician)
        self._refill_justice()
        self.order += 1
        placement = make_placement(self.rules, self.tr, kind, cards, houses, transformed, self.order)
        for h in houses:
            t.fields[e][h] = placement
        if kind == "world":
            for x in self.active():
                if x != e:
                    self.order += 1
                    t.fields[x][h1] = Placement("forfeit", (), (h1,), -1, self.order, 0, len(self.rules.ranking) - 1)
        elif stealable(placement, self.tr):
            self.tasks.append(("fool", e, houses))

    # ----- results ------------------------------------------------------------------------------------------
    def standing_key(self, seat: int) -> tuple[int, ...]:
        """Most victories; then most on Swords, Staves, Cups, Coins; then the latest victory on each in turn."""
        v = self.victories[seat]
        return (sum(v), *v, *self.last_win[seat])

    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        keys = [self.standing_key(s) for s in range(self.num_players)]
        best = max(keys)
        winners = [s for s in range(self.num_players) if keys[s] == best]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        """Victories, or with stakes the coins won or lost."""
        stake = int(self.options["stake_each"])
        totals = [float(sum(v)) for v in self.victories]
        if not stake:
            return totals
        pot = stake * self.num_players
        games_victories = 4 * self.rounds
        pay = min(int(self.options["victory_pay"]), pot // games_victories)
        bonus = pot - pay * sum(int(x) for x in totals)
        results = self.returns()
        return [pay * totals[s] + bonus * results[s] - stake for s in range(self.num_players)]

    # ----- cloning, knowledge, checks -----------------------------------------------------------------------

    def score_label(self) -> str:
        return "coins won or lost" if int(self.options["stake_each"]) else "victories"

    def place_key(self, seat: int) -> tuple[float, ...]:
        """Most victories, with the rules' tie-breaks (Swords, Staves, Cups, Coins, then the latest victory)."""
        return self.standing_key(seat)

    def clone(self) -> NarreState:
        s = NarreState.__new__(NarreState)
        s.__dict__.update(self.__dict__)
        s.t = self.t.clone()
        s.tasks = list(self.tasks)
        s.extra_turns = list(self.extra_turns)
        s.fool_queue = list(self.fool_queue)
        s.calling = None if self.calling is None else [*self.calling[:4], set(self.calling[4]), self.calling[5]]
        s.victories = [list(v) for v in self.victories]
        s.last_win = [list(v) for v in self.last_win]
        s.summaries = list(self.summaries)
        s.options = self.options
        s._legal = None
        return s

    def snapshot(self) -> dict[str, Any]:
        left_out = ("_legal", "t", "rules", "tr", "seat_names")
        data = {k: copy.deepcopy(v) for k, v in vars(self).items() if k not in left_out}
        data["table"] = copy.deepcopy(vars(self.t))
        return data

    def all_card_places(self) -> list[int]:
        """Every card on the table, in hands, deck and pile, counted once each."""
        t = self.t
        cards = list(t.deck) + list(t.discard) + list(t.justice)
        for e in range(self.num_players + 1):
            cards += t.hand[e] + t.opens[e]
            if t.chariot[e] is not None:
                cards += t.chariot[e] + [self.tr_card("chariot")]
            if t.strength[e] >= 0:
                cards.append(self.tr_card("strength"))
        for p in t.placements():
            cards += p.cards
        if t.hermit is not None:
            cards.append(self.tr_card("hermit"))
        if t.temperance is not None:
            cards.append(self.tr_card("temperance"))
        if t.justice_owner >= 0:
            cards.append(self.tr_card("justice"))
        if t.demons_active:
            cards.append(self.tr_card("demons"))
        return cards

    def invariants(self) -> list[str]:
        if self.chance in ("dealer", "deal"):
            return []
        cards = self.all_card_places()
        broken = []
        if len(cards) != DECK_SIZE:
            broken.append(f"{len(cards)} cards accounted for, not {DECK_SIZE}")
        if len(set(cards)) != len(cards):
            broken.append("a card lies in two places")
        for e in range(self.num_players + 1):
            if self.t.done[e] and (self.t.hand[e] or self.t.opens[e]):
                broken.append(f"{self.entity_name(e)} is done but holds cards")
        return broken

    def move_text(self, action: Action) -> str:
        from game.games.narrespillet.describe import describe_action
        return describe_action(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        from game.games.narrespillet.view import build_view
        return build_view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> NarreState:
        from game.games.narrespillet.view import resample
        return resample(self, seat, rng)


# The task queue's handlers by task name (the methods named _task_<name>).
_TASKS = {name[len("_task_"):]: getattr(NarreState, name) for name in dir(NarreState) if name.startswith("_task_")}
