"""Narrespillet's turn flow, the reference way: a turn's move queues what must follow (the Fool's reaction window,
the draw up to the hand limit, extra turns), and the task queue runs, each task by its handler in an explicit
table, until someone must decide or chance must act; then the turn boundaries (the Hermit's offer, the next
regular turn) and the end of a round. state.py builds the protocol on it; inline_turns.py carries out the same
flow's common steps inline for the search's playouts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, NamedTuple

from game.engine.memo import remember
from game.engine.state import Action, JsonScalar
from game.engine.tasks import Task, TaskTable, subclasses
from game.games.narrespillet import draws, fool, told, trumps
from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import (
    Placement,
    make_placement,
    placed_kind,
    rank_key,
    stealable,
    why_won,
)
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
from game.games.narrespillet.view_types import HouseResult
from game.i18n import N_, words

_, ngettext = words("narrespillet")


class TurnFlow(NarreCore):
    """The turn flow of a round, run through the task queue (see the module's words)."""

    _legal: list[Action] | None = None  # the legal moves, listed once per decision (state.py); a move clears it

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

    def discard_after_wheel(self, entity: int, card: int) -> None:
        """One of the entity's discards down to its hand limit after the Wheel of Fortune; the next follows."""
        self.discard_card(entity, card)
        self.queue_next(WheelDiscard(entity))

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
            self._trump_to_pile("hermit", holder)
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
                where = self.take_card(entity, int(c))
                chariot.append(int(c))
                if self.telling:
                    told.loaded(self, entity, int(c), told.at_hand(entity, where))
        elif kind == "scrap":
            self.scrap_chariot(entity)
        elif kind == "untemper":
            table.temperance = None
            self._trump_to_pile("temperance", entity)
        elif kind == "exorcise":
            self.discard_card(entity, int(args[0]))
            trumps.remove_demons(self)

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
        # Where each card leaves from, for the events (only while a match listens).
        sources = [told.at_hand(entity, self.where(entity, c)) for c in parts.cards] if self.telling else None
        from_chariot = False
        for c in parts.cards:
            if c in hand:  # take_card, from the hand (the common case, inline: the search's playouts)
                hand.remove(c)
                public_known.pop(c, None)  # table.forget, inline
                for known in private_known:
                    known.pop(c, None)
            elif self.take_card(entity, c) == "chariot":
                from_chariot = True
        if sources is not None:
            for c, source in zip(parts.cards, sources, strict=True):
                if c != self.trumps.magician:
                    told.placed(self, entity, c, source, houses[0])
        if from_chariot:  # the Chariot goes, with whatever could not be part of the placement
            self.scrap_chariot(entity)
        if parts.magician:
            table.discard.append(self.trumps.magician)
            if sources is not None:
                told.to_pile(self, self.trumps.magician, sources[parts.cards.index(self.trumps.magician)], entity)
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
_CARRY_OUT_HANDLERS: dict[type[Task], Callable[[TurnFlow, Any], None]] = {
    EndTurn: TurnFlow._end_turn,
    AfterTurn: TurnFlow._after_turn,
    WheelDiscard: TurnFlow._wheel_discard,
    Fill: draws.fill,
    Draw: draws.draw,
    CallNext: trumps.call_next,
    FoolWindow: fool.open_window,
}
CARRY_OUT = TaskTable[TurnFlow, None]("carry out", _CARRY_OUT_HANDLERS).check_covers(subclasses(NarreTask))

# Tasks are frozen: the few every turn queues are made once per entity (a seat or the Demons) and shared.
_END_TURN = tuple(EndTurn(entity) for entity in range(MAX_ENTITIES))
_AFTER_TURN = tuple((Fill(entity), AfterTurn(entity)) for entity in range(MAX_ENTITIES))
# (seat, entity): the ask of a turn (a NamedTuple, shared); a fixed size, at most MAX_ENTITIES² entries.
_TURN_ASKS: dict[tuple[int, int], Ask] = {}
