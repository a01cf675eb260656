"""Narrespillet's game state: the one state protocol (chance, the legal moves, applying a move, the results,
clones, views and words) on the round's core (core.py) and its turn flow (turn_flow.py, with inline_turns.py's
quick steps for the search's playouts). Each kind of decision has its legal moves and its answer in an explicit
table below.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from game.engine.errors import IllegalAction
from game.engine.state import CHANCE, TERMINAL, Action
from game.games.narrespillet import draws, fool, refusals, told, trumps
from game.games.narrespillet.card_places import CardPlaces
from game.games.narrespillet.cards import DECK_SIZE, HOUSES, KNIGHT, action, card_of
from game.games.narrespillet.describe import describe_action, shuffle_for
from game.games.narrespillet.endings import end_note
from game.games.narrespillet.inline_turns import InlineTurns
from game.games.narrespillet.placements import candidates
from game.games.narrespillet.seat_view import build_view, resample
from game.games.narrespillet.tasks import Decide
from game.games.narrespillet.view_types import NarreView
from game.i18n import words

_, ngettext = words("narrespillet")


class NarreState(InlineTurns):
    """The game state and its protocol: chance, the legal moves, applying a move, the results, clones and views."""

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
            if self.telling:
                for card in self.table.discard:
                    told.to_deck(self, card, told.DISCARD)
            self.table.discard = []
            self.table.deck = order[::-1]
            self.table.pile_turns += 1

    def _start_round(self, order: list[int]) -> None:
        n = self.num_players
        if self.telling:  # the cards of the round that ended go back into the deck
            told.gathered(self)
        self.table = CardPlaces(n)
        self.table.deck = order[::-1]
        self.tasks = []
        self.extra_turns = [0] * (n + 1)
        self.justice_offer = -1
        self.calling = None
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            for _ in range(self.rules.deal):
                self.draw_one(seat, hidden=True, dealt=True)
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
        self.discard_after_wheel(entity, int(action.args[0]))

    def _answer_call(self, entity: int, rest: tuple[int, ...], action: Action) -> None:
        trumps.call_card(self, entity, int(action.args[0]))

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

    def result_note(self) -> str:
        return end_note(self)

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


# The moves every turn lists: a discard by card, a forfeit by house.
_DISCARDS = tuple(action("discard", (c,)) for c in range(DECK_SIZE))
_FORFEITS = tuple(action("forfeit", (h,)) for h in range(HOUSES))


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

