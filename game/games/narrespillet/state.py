"""Narrespillet's game state: rounds, turns, the turn flow's task queue, the legal moves, and the end of a round.

A turn's action queues what must follow (the Fool's reaction window, the draw up to the hand limit, extra
turns), and the queue runs until someone must decide or chance must act. Each kind of task and of decision has
its handler in an explicit table below.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any, NamedTuple

from game.engine.errors import IllegalAction
from game.engine.memo import remember
from game.engine.state import CHANCE, TERMINAL, Action, JsonScalar
from game.engine.tasks import Task, TaskTable, subclasses
from game.games.narrespillet import draws, fool, refusals, trumps
from game.games.narrespillet.cards import DECK_SIZE, HOUSES, KNIGHT, action, card_of
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.describe import describe_action, shuffle_for
from game.games.narrespillet.placements import (
    Placement,
    candidates,
    make_placement,
    placed_kind,
    rank_key,
    stealable,
    why_won,
)
from game.games.narrespillet.table import Table
from game.games.narrespillet.tasks import (
    MAX_ENTITIES,
    AfterTurn,
    Ask,
    CallNext,
    Decide,
    Draw,
    EndTurn,
    Fill,
    FoolWindow,
    NarreTask,
    WheelDiscard,
)
from game.games.narrespillet.view import build_view, resample
from game.games.narrespillet.view_types import HouseResult, NarreView
from game.i18n import N_, words

_, ngettext = words("narrespillet")


class NarreState(NarreCore):
    _legal: list[Action] | None = None

    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        if self.chance:
            return CHANCE
        assert self.ask is not None
        return self.ask.seat

    # ----- chance -------------------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.chance == "dealer":
            return [(action("dealer", (i,)), 1 / self.num_players) for i in range(self.num_players)]
        return []  # a shuffle has too many outcomes to list; sample_chance draws one

    def _shuffle_cards(self) -> list[int]:
        return list(range(DECK_SIZE)) if self.chance == "deal" else sorted(self.table.discard)

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

    def is_legal(self, action: Action) -> bool:
        """A move handed back from legal_actions() itself is known legal at once (the search and the screens
        pass those); any other is compared with the list."""
        legal = self.legal_actions()
        return any(a is action for a in legal) or action in legal

    def _apply(self, action: Action) -> None:
        self._legal = None
        if self.chance:
            self._apply_chance(action)
        else:
            ask = self.ask
            assert ask is not None
            self.ask = None
            if ask.kind is Decide.TURN:  # the common case, without the table's look-up
                self._turn_action(ask.entity, action)
            else:
                ANSWER[ask.kind](self, ask.entity, ask.rest, action)
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
            self.table.discard = []
            self.table.deck = order[::-1]
            self.table.pile_turns += 1

    def _start_round(self, order: list[int]) -> None:
        n = self.num_players
        self.table = Table(n)
        self.table.deck = order[::-1]
        self.tasks = []
        self.extra_turns = [0] * (n + 1)
        self.justice_offer = -1
        self.calling = None
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            for _ in range(self.rules.deal):
                self.draw_one(seat, hidden=True)
        self.regular = self.dealer
        self.hermit_offered = True  # no Hermit before the first turn

    # ----- the answers to each kind of decision -------------------------------------------------------------
    def _answer_turn(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        self._turn_action(entity, action)

    def _answer_fool(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        fool.answer(self, action)

    def _answer_hermit(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        if action.kind == "hermit":
            self._take_hermit_turn(entity)

    def _answer_vote(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        draws.vote(self, action.args[0] == 1, rest)

    def _answer_justice_extra(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        if action.kind == "extra":
            self._start_turn(entity)

    def _answer_wheel_discard(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        self.discard_card(entity, int(action.args[0]))
        self.queue_next(WheelDiscard(entity))

    def _answer_call(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        trumps.call_card(self, entity, int(action.args[0]))

    # ----- the task queue -----------------------------------------------------------------------------------
    def _run(self) -> None:
        # The search's playouts run this loop for every move: the handlers are looked up in CARRY_OUT's own
        # mapping, without a call of the table per task.
        handlers = _CARRY_OUT_HANDLERS
        while self.ask is None and not self.chance and not self.finished:
            if self.tasks:
                task = self.tasks.pop(0)
                handlers[type(task)](self, task)
            else:
                self._boundary()

    def _start_turn(self, entity: int) -> None:
        self.hermit_offered = False
        seat = entity if entity < self.num_players else self.table.demons_owner
        ask = _TURN_ASKS.get((seat, entity))
        if ask is None:
            ask = _TURN_ASKS[(seat, entity)] = Ask(Decide.TURN, seat, entity)
        self.ask = ask

    def _end_turn(self, task: EndTurn) -> None:
        self.check_done()
        self.tasks[0:0] = _AFTER_TURN[task.entity]

    def _after_turn(self, task: AfterTurn) -> None:
        entity = task.entity
        if self.table.done[entity] or (entity == self.demons and not self.table.demons_active):
            self.extra_turns[entity] = 0
            self.justice_offer = -1
            return
        if self.extra_turns[entity] > 0:
            self.extra_turns[entity] -= 1
            self._start_turn(entity)
            return
        if self.justice_offer == entity:
            self.justice_offer = -1
            self.ask_for(Decide.JUSTICE_EXTRA, entity)

    def _wheel_discard(self, task: WheelDiscard) -> None:
        entity = task.entity
        if len(self.table.hand[entity]) > self.closed_limit(entity) and not self.table.done[entity]:
            self.ask_for(Decide.WHEEL_DISCARD, entity)

    # ----- turn boundaries and the end of a round -----------------------------------------------------------
    def _boundary(self) -> None:
        self.check_done()
        table = self.table
        done = table.done
        for x in self.active():
            if not done[x]:
                break
        else:
            self._end_round()
            return
        if not self.hermit_offered and table.hermit is not None:
            holder = table.hermit[0]
            self.hermit_offered = True
            if not table.done[holder] and table.hermit[1] > 0:
                self.ask_for(Decide.HERMIT, holder)
                return
        self.regular = self._next_regular()
        self._start_turn(self.regular)

    def _take_hermit_turn(self, holder: int) -> None:
        table = self.table
        assert table.hermit is not None
        table.hermit[1] -= 1
        if table.hermit[1] == 0:
            table.hermit = None
            table.discard.append(self.trump_card("hermit"))
        self._start_turn(holder)

    def _next_regular(self) -> int:
        table = self.table
        n = self.num_players
        if not table.demons_active and 0 <= self.regular < n:  # the common case, without building the cycle
            for step in range(1, n + 1):
                entity = (self.regular + step) % n
                if not table.done[entity]:
                    return entity
            raise AssertionError("no entity left to move")
        cycle = self.turn_cycle() if not table.demons_active else _demons_cycle(n, table.demons_owner)
        # When the Demons were removed on their own turn, the next turn is their owner's.
        start = cycle.index(self.regular) + 1 if self.regular in cycle else cycle.index(table.demons_owner)
        for step in range(len(cycle)):
            entity = cycle[(start + step) % len(cycle)]
            if not table.done[entity]:
                return entity
        raise AssertionError("no entity left to move")

    def _end_round(self) -> None:
        fields = self.table.fields
        active = self.active()
        summary: list[HouseResult] = []
        for h in range(HOUSES):
            placed: list[tuple[int, Placement]] = []
            forfeits: list[tuple[int, Placement]] = []
            for x in active:
                p = fields[x][h]
                if p is not None:
                    (forfeits if p.kind == "forfeit" else placed).append((x, p))
            if len(placed) == 1:  # (beating nobody on its line: no tie rule settled it)
                e, best = placed[0]
                reason = ""
            elif placed:
                e, best = max(placed, key=lambda ep: rank_key(ep[1]))
                reason = why_won(best, [p for x, p in placed if x != e])
            else:
                e, best = min(forfeits, key=lambda ep: ep[1].order)
                reason = N_("first to forfeit")
            seat = self.controller(e)
            self.victories[seat][h] += 1
            self.last_win[seat][h] = self.round
            summary.append(HouseResult(house=h, winner=seat, entity=e, line=self.rules.ranking[best.line].text,
                                       kind=best.kind, total=best.total, cards=list(best.cards), tie_break=reason))
        self.summaries.append(summary)
        if self.round >= self.rounds:
            self.finished = True
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self.chance = "deal"

    # ----- the legal moves ----------------------------------------------------------------------------------
    def _compute_legal(self) -> list[Action]:
        if self.finished or self.chance:
            return []
        ask = self.ask
        assert ask is not None
        return LEGAL[ask.kind](self, ask.seat, ask.entity)

    def _fool_moves(self, seat: int, entity: int) -> list[Action]:
        target = self.fool_target
        assert target is not None
        steals = [action("steal", (x,)) for x in self.entities_of(seat)
                  if fool.could_steal_with(self, x, self.fool_victim, target.houses) and fool.holds_fool(self, x)]
        return [action("pass"), *steals]

    def _turn_moves_of(self, seat: int, entity: int) -> list[Action]:
        return self._turn_actions(entity)

    def _wheel_discards(self, seat: int, entity: int) -> list[Action]:
        return [action("discard", (c,)) for c in sorted(self.table.hand[entity])]

    def _calls(self, seat: int, entity: int) -> list[Action]:
        return [action("call", (c,)) for c in trumps.callable_cards(self, entity)]

    def turn_moves(self, few: bool = False) -> list[Action]:
        """The current turn's moves. With few (the search's playouts), moves that are only a lesser variant of
        another listed one are left out: part of a house's number cards (the whole ranks higher), a Chariot
        played with cards in it (alone it keeps them in hand), loading two cards (one is the same action)."""
        assert self.ask is not None and self.ask.kind == Decide.TURN
        return self._turn_actions(self.ask.entity, few)

    def placement_args(self, entity: int, whole_only: bool = False) -> list[tuple[int, ...]]:
        """The entity's legal placements as place-action arguments (see placements.candidates)."""
        pool = self.placement_pool(entity)
        world = self.world_houses() if self.trumps.world in pool else []
        return candidates(self.trumps, pool, self.open_houses(entity), world, bool(self.options["kroam"]),
                          self.rules.imperial_max_houses, whole_only)

    def placement_error(self, entity: int, houses: tuple[int, ...], transformed: int, cards: tuple[int, ...]) -> str:
        """Why the entity cannot place these cards there now ("" when it can): see refusals.py."""
        return refusals.placement_error(self.view(self.controller(entity)), self.rules, bool(self.options["kroam"]),
                                        entity, houses, transformed, cards)

    def placement_targets(self, cards: tuple[int, ...]) -> dict[int, str]:
        """Each house with "" if the current mover may place exactly these cards there, else why not."""
        seat = self.ask.seat if self.ask is not None else None
        return refusals.placement_targets(self.view(seat), self.rules, bool(self.options["kroam"]),
                                          self.legal_actions(), cards)

    def _turn_actions(self, entity: int, few: bool = False) -> list[Action]:
        # The search lists these at every node of its tree: the common moves are made once (_DISCARDS, ...).
        table = self.table
        out = [action("place", args) for args in self.placement_args(entity, few)]
        hand = sorted(table.hand[entity] + table.opens[entity])
        out += [_DISCARDS[c] for c in hand]
        fields = table.fields[entity]
        out += [_FORFEITS[h] for h in range(HOUSES) if fields[h] is None]
        out += trumps.trump_actions(self, entity, few)
        if table.chariot[entity] is not None:
            for i, a in enumerate(hand):
                out.append(action("load", (a,)))
                for b in ([] if few else hand[i + 1:]):
                    out.append(action("load", (a, b)))
            out.append(action("scrap"))
        if table.temperance is not None and table.temperance[0] == entity:
            out.append(action("untemper"))
        if self.options["malderia"] and table.demons_active and entity != self.demons:
            knight = card_of(0, KNIGHT)
            if knight in self.hand_of(entity) or knight in table.justice:
                out.append(action("exorcise", (knight,)))
        return out

    # ----- the turn's actions -------------------------------------------------------------------------------
    def _turn_action(self, entity: int, action: Action) -> None:
        self._do_turn(entity, action.kind, action.args)
        self.tasks.append(_END_TURN[entity])

    def _do_turn(self, entity: int, kind: str, args: tuple[JsonScalar, ...]) -> None:
        table = self.table
        if kind == "place":
            self.place(entity, args)
        elif kind == "discard":
            self.discard_card(entity, int(args[0]))
        elif kind == "forfeit":
            self.forfeit_house(entity, int(args[0]))
        elif kind == "trump":
            trumps.play(self, entity, args)
        elif kind == "load":
            chariot = table.chariot[entity]
            assert chariot is not None
            for c in args:
                self.take_card(entity, int(c))
                chariot.append(int(c))
        elif kind == "scrap":
            self.scrap_chariot(entity)
        elif kind == "untemper":
            table.temperance = None
            table.discard.append(self.trump_card("temperance"))
        elif kind == "exorcise":
            self.discard_card(entity, int(args[0]))
            trumps.remove_demons(self)

    def play_turn(self, entity: int, kind: str, args: tuple[JsonScalar, ...]) -> None:
        """A legal move on the entity's turn, with nothing queued: as _apply with its Action, with the turn
        flow's usual steps carried out inline rather than through the task queue: who is done (EndTurn), the
        draw up to the hand limit (Fill, draws.fill), the extra turns (AfterTurn) and the turn boundary. What
        is rarer (a vote on turning the pile, an extra turn, the Hermit's offer) goes back to those steps'
        own handlers. The search's playouts take their turns so (playout.py)."""
        self._legal = None
        self.ask = None
        table = self.table
        hand = table.hand[entity]
        if kind == "discard" and args[0] in hand:
            card = int(args[0])
            hand.remove(card)
            table.forget(card)
            table.discard.append(card)
        else:
            self._do_turn(entity, kind, args)
        tasks = self.tasks
        if tasks:  # what the move queued (the Fool's window, the Wheel's draws, a call) comes first
            if len(tasks) == 1 and type(tasks[0]) is FoolWindow:
                fool.open_window(self, tasks.pop())  # type: ignore[arg-type]
                if self.ask is not None:
                    tasks.append(_END_TURN[entity])
                    return
            else:
                tasks.append(_END_TURN[entity])
                self._run()
                return
        self.finish_turn(entity)

    def finish_turn(self, entity: int) -> None:
        """The rest of the entity's turn once its move is made and nothing is queued (play_turn, the search's
        lean playouts): who is done, the draw up to the hand limit, extra turns and the turn boundary, with the
        common steps inline; the vote on turning the pile, extra turns, the Hermit's offer and the end of the
        round go to their own handlers."""
        table = self.table
        done, fields = table.done, table.fields
        demons_active = table.demons_active
        active = self._with_demons if demons_active else self._players  # self.active()
        left = False  # anyone not done (the turn boundary's check: only check_done changes who is done)
        for x in active:  # check_done
            if not done[x]:
                if None not in fields[x]:
                    done[x] = True
                    self.clear_table_of(x)
                else:
                    left = True
        demons = self.num_players
        deck = table.deck
        if table.justice_owner >= 0 and len(table.justice) < table.justice_size and deck and not table.death:
            self.refill_justice()
        if not done[entity] and (entity != demons or (demons_active and not table.demons_handless)):
            hand = table.hand[entity]
            strength = table.strength[entity]
            rules = self.rules
            limit = rules.hand_limit + (rules.strength_closed if strength == 0 else 0)
            if len(hand) < limit and deck:
                while len(hand) < limit and deck:
                    hand.append(deck.pop())
                if entity != demons:
                    table.not_in[entity].clear()
            if strength == 1:
                opens, most = table.opens[entity], rules.strength_open
                while len(opens) < most and deck and len(hand) >= limit:
                    opens.append(deck.pop())
            if len(hand) < limit or (strength == 1 and len(table.opens[entity]) < rules.strength_open):
                if table.death or table.refused or not table.discard:  # draws.fill would give up (pile_for)
                    self.deck_not_turned()
                else:
                    fill, after = _AFTER_TURN[entity]
                    draws.fill(self, fill)  # the deck ran out: the pile is asked for
                    if self.ask is not None or self.chance:
                        self.tasks.append(after)
                        return
        if done[entity] or (entity == demons and not table.demons_active):  # AfterTurn
            self.extra_turns[entity] = 0
            self.justice_offer = -1
        elif self.extra_turns[entity] > 0 or self.justice_offer == entity:
            self._after_turn(_AFTER_TURN[entity][1])
            return
        if not self.hermit_offered and table.hermit is not None:
            self._boundary()
            return
        if not left:  # the turn boundary: everyone is done (nothing changed on the battlefields since check_done)
            self._end_round()
            return
        key = (demons, table.demons_active, table.demons_owner, self.regular)
        order = _ORDER.get(key) or _order(*key)
        for x, ask in order:
            if not done[x]:
                self.regular = x
                self.hermit_offered = False  # _start_turn, inline
                self.ask = ask
                return
        raise AssertionError("no entity left to move")

    def play_call(self, entity: int, card: int) -> None:
        """As _apply with the call of this card (the search's playouts)."""
        self._legal = None
        self.ask = None
        trumps.call_card(self, entity, card)
        self._run()

    def play_wheel_discard(self, entity: int, card: int) -> None:
        """As _apply with this discard after the Wheel of Fortune (the search's playouts)."""
        self._legal = None
        self.ask = None
        self._answer_wheel_discard(entity, (), action("discard", (card,)))
        self._run()

    def place(self, entity: int, args: tuple[JsonScalar, ...]) -> None:
        """A legal placement, from its place-action arguments: the cards go down, and the Fool's window is
        queued when the placement can be stolen."""
        houses = self.lay_down(entity, args)
        if houses is not None:
            self.queue(FoolWindow(entity, houses))

    def lay_down(self, entity: int, args: tuple[JsonScalar, ...]) -> tuple[int, ...] | None:
        """The cards of a legal placement go down (and the World's houses are forfeited by the others);
        returns its houses when the Fool may steal it, else None."""
        table = self.table
        rules = self.rules
        parts = _PLACED.get((id(rules), args)) or placement_parts(rules, args)
        houses = parts.houses
        hand = table.hand[entity]
        public_known, private_known = table.public_known, table.private_known
        from_chariot = False
        for c in parts.cards:
            if c in hand:  # take_card, from the hand (the common case, inline: the search's playouts)
                hand.remove(c)
                public_known.pop(c, None)  # table.forget, inline
                for known in private_known:
                    known.pop(c, None)
            elif self.take_card(entity, c) == "chariot":
                from_chariot = True
        if from_chariot:  # the Chariot goes, with whatever could not be part of the placement
            self.scrap_chariot(entity)
        if parts.magician:
            table.discard.append(self.trumps.magician)
        if table.justice_owner >= 0:
            self.refill_justice()
        self.order += 1
        placement = Placement(parts.kind, parts.kept, houses, parts.transformed, self.order, parts.total, parts.line)
        row = table.fields[entity]
        for h in houses:
            row[h] = placement
        if parts.kind == "world":
            for x in self.active():
                if x != entity:
                    self.forfeit_house(x, houses[0])
            return None
        return houses if parts.stealable else None

    # ----- results ------------------------------------------------------------------------------------------
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

    def score_label(self) -> str:
        return _("coins won or lost") if int(self.options["stake_each"]) else _("victories")

    def place_key(self, seat: int) -> tuple[float, ...]:
        """Most victories, with the rules' tie-breaks (Swords, Staves, Cups, Coins, then the latest victory)."""
        return self.standing_key(seat)

    # ----- cloning, knowledge, checks -----------------------------------------------------------------------
    def clone(self) -> NarreState:
        s = NarreState.__new__(NarreState)
        s.__dict__.update(self.__dict__)
        s.table = self.table.clone()
        s.tasks = list(self.tasks)
        s.extra_turns = list(self.extra_turns)
        s.fool_queue = list(self.fool_queue)
        s.victories = [list(v) for v in self.victories]
        s.last_win = [list(v) for v in self.last_win]
        s.summaries = list(self.summaries)
        s._legal = None
        return s

    def snapshot(self) -> dict[str, Any]:
        left_out = ("_legal", "table", "rules", "trumps", "seat_names")
        data = {k: copy.deepcopy(v) for k, v in vars(self).items() if k not in left_out}
        data["table"] = copy.deepcopy(vars(self.table))
        return data

    # ----- the protocol's words and views -------------------------------------------------------------------
    def move_text(self, action: Action) -> str:
        return describe_action(self, action)

    def chance_for(self) -> int | None:
        return shuffle_for(self)

    def view(self, seat: int | None) -> NarreView:
        return build_view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> NarreState:
        s = self.clone()
        resample(s, seat, rng)
        return s


class _Parts(NamedTuple):
    """What a placement's place-action arguments say, worked out once (see placement_parts)."""

    rules: NarreRules         # kept here so that its id, in the key, stays its own
    cards: tuple[int, ...]
    houses: tuple[int, ...]
    kind: str
    kept: tuple[int, ...]     # the cards that lie there (the Magician is discarded)
    transformed: int
    total: int
    line: int
    magician: bool
    stealable: bool


_PLACED: dict[tuple[int, tuple[JsonScalar, ...]], _Parts] = {}
PLACED_KEPT = 5_000  # about 2.6 MB


def placement_parts(rules: NarreRules, args: tuple[JsonScalar, ...]) -> _Parts:
    """A legal placement's parts by its arguments, kept per rules and arguments: the search's playouts make the
    same placements again and again."""
    parts = _PLACED.get((id(rules), args))
    if parts is not None:
        return parts
    h1, h2, transformed = (int(a) for a in args[:3])
    cards = tuple(int(c) for c in args[3:])
    houses = (h1,) if h2 < 0 else (h1, h2)
    tr = rules.placing
    kind = placed_kind(cards, tr)  # the move is legal: its kind needs no full check
    made = make_placement(rules, tr, kind, cards, houses, transformed, 0)
    return remember(_PLACED, (id(rules), args), _Parts(rules, cards, houses, kind, made.cards, transformed,
                                                      made.total, made.line, tr.magician in cards,
                                                      stealable(made, tr)), PLACED_KEPT)


@lru_cache(maxsize=64)
def _demons_cycle(players: int, owner: int) -> tuple[int, ...]:
    """The turn order with the Demons in play: they move just before the player who played them."""
    return (*range(owner), players, *range(owner, players))


# The handlers of the turn flow's tasks, of each decision's moves and of each decision's answer.
_CARRY_OUT_HANDLERS: dict[type[Task], Callable[[NarreState, Any], None]] = {
    EndTurn: NarreState._end_turn,
    AfterTurn: NarreState._after_turn,
    WheelDiscard: NarreState._wheel_discard,
    Fill: draws.fill,
    Draw: draws.draw,
    CallNext: trumps.call_next,
    FoolWindow: fool.open_window,
}
CARRY_OUT = TaskTable[NarreState, None]("carry out", _CARRY_OUT_HANDLERS).check_covers(subclasses(NarreTask))

# The moves every turn lists: a discard by card, a forfeit by house.
_DISCARDS = tuple(action("discard", (c,)) for c in range(DECK_SIZE))
_FORFEITS = tuple(action("forfeit", (h,)) for h in range(HOUSES))


# Tasks are frozen: the few every turn queues are made once per entity (a seat or the Demons) and shared.
_END_TURN = tuple(EndTurn(entity) for entity in range(MAX_ENTITIES))
_AFTER_TURN = tuple((Fill(entity), AfterTurn(entity)) for entity in range(MAX_ENTITIES))
# (seat, entity): the ask of a turn (a NamedTuple, shared); a fixed size, at most MAX_ENTITIES² entries.
_TURN_ASKS: dict[tuple[int, int], Ask] = {}

LEGAL: dict[Decide, Callable[[NarreState, int, int], list[Action]]] = {
    Decide.TURN: NarreState._turn_moves_of,
    Decide.FOOL: NarreState._fool_moves,
    Decide.HERMIT: lambda state, seat, entity: [action("hermit"), action("wait")],
    Decide.VOTE: lambda state, seat, entity: [action("vote", (1,)), action("vote", (0,))],
    Decide.JUSTICE_EXTRA: lambda state, seat, entity: [action("extra"), action("no_extra")],
    Decide.WHEEL_DISCARD: NarreState._wheel_discards,
    Decide.CALL: NarreState._calls,
}

ANSWER: dict[Decide, Callable[[NarreState, int, tuple[int, ...], Action], None]] = {
    Decide.TURN: NarreState._answer_turn,
    Decide.FOOL: NarreState._answer_fool,
    Decide.HERMIT: NarreState._answer_hermit,
    Decide.VOTE: NarreState._answer_vote,
    Decide.JUSTICE_EXTRA: NarreState._answer_justice_extra,
    Decide.WHEEL_DISCARD: NarreState._answer_wheel_discard,
    Decide.CALL: NarreState._answer_call,
}

for _table in (LEGAL, ANSWER):  # every kind of decision has its moves and its answer
    if set(_table) != set(Decide):
        raise LookupError(f"decisions without a handler: {sorted(set(Decide) - set(_table))}")


# A fixed size: (players, Demons in play, their owner, seat) takes a few hundred values at most.
_ORDER: dict[tuple[int, bool, int, int], tuple[tuple[int, Ask], ...]] = {}


def _order(players: int, demons_active: bool, demons_owner: int, regular: int) -> tuple[tuple[int, Ask], ...]:
    """The entities in the order NarreState._next_regular tries them after `regular`, each with the ask of its
    turn (as _start_turn makes it)."""
    cycle = _demons_cycle(players, demons_owner) if demons_active else tuple(range(players))
    start = cycle.index(regular) + 1 if regular in cycle else cycle.index(demons_owner)
    found = []
    for k in range(len(cycle)):
        x = cycle[(start + k) % len(cycle)]
        seat = x if x < players else demons_owner
        ask = _TURN_ASKS.get((seat, x))
        if ask is None:
            ask = _TURN_ASKS[(seat, x)] = Ask(Decide.TURN, seat, x)
        found.append((x, ask))
    _ORDER[(players, demons_active, demons_owner, regular)] = tuple(found)
    return tuple(found)
