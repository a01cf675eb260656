"""What a round of Narrespillet holds, and the operations every part of the rules works with: who acts for whom,
taking and discarding cards, drawing, queueing the turn flow's next steps and asking for a decision.

The trumps, the Fool's window, the draws, the log's words and the views work on this core; state.py builds the
full game on it (the turn flow, the legal moves, the protocol), so no module below the state needs the state.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.engine.state import GameState
from game.games.narrespillet import told
from game.games.narrespillet.at_hand import placeable_cards
from game.games.narrespillet.card_places import CardPlaces
from game.games.narrespillet.cards import DECK_SIZE, HOUSES
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import Placement
from game.games.narrespillet.tasks import Ask, Decide, NarreTask
from game.games.narrespillet.view_types import HouseResult
from game.i18n import words

_, ngettext = words("narrespillet")


class Calling(NamedTuple):
    """A call of the Star, the Moon or the Sun under way."""

    caller: int
    trump: str                  # the calling trump's key
    trump_attempts: int         # tries left to call a trump
    card_attempts: int          # tries left to call a suit card
    tried: frozenset[int]       # the cards called so far
    settled: str = ""           # what the call has settled on: "", "trump" or "card"


class NarreCore(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: NarreRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.trumps = rules.placing            # shared with the rules, never changed
        self.options = dict(options)
        self.rounds = int(options["rounds"])
        self.round = 1
        self.dealer = -1
        self.table = CardPlaces(num_players)
        self.chance = "dealer" if rules.random_first_dealer else "deal"
        if not rules.random_first_dealer:
            self.dealer = 0
        self.ask: Ask | None = None             # the decision pending
        self.tasks: list[NarreTask] = []
        self.regular = -1                       # entity whose regular turn came last
        self.extra_turns = [0] * (num_players + 1)
        self.justice_offer = -1
        self.hermit_offered = False             # the Hermit was offered at this turn boundary already
        self.fool_queue: list[int] = []
        self.fool_target: Placement | None = None
        self.fool_victim = -1
        self.calling: Calling | None = None
        self.order = 0                          # stamps placements and forfeits in time
        self.victories = [[0] * HOUSES for _ in range(num_players)]
        self.last_win = [[0] * HOUSES for _ in range(num_players)]  # the round of the latest victory, 0 = none
        self.summaries: list[list[HouseResult]] = []
        self.finished = False
        self._players = list(range(num_players))           # never changed: shared by clones
        self._with_demons = [*self._players, num_players]

    # ----- who acts ---------------------------------------------------------------------------------------
    @property
    def demons(self) -> int:
        return self.num_players

    def controller(self, entity: int) -> int:
        return entity if entity < self.num_players else self.table.demons_owner

    def active(self) -> list[int]:
        """Entities taking part in the round: every player, and the Demons while in play."""
        return self._with_demons if self.table.demons_active else self._players

    def entities_of(self, seat: int) -> list[int]:
        """The seat itself, and the Demons when that seat plays for them."""
        ents = [seat]
        if self.table.demons_active and self.table.demons_owner == seat:
            ents.append(self.demons)
        return ents

    def entity_name(self, entity: int) -> str:
        """The player's name, or "the Demons"."""
        return _("the Demons") if entity == self.demons else self.seat_name(entity)

    def turn_cycle(self) -> list[int]:
        cycle = list(range(self.num_players))
        if self.table.demons_active:
            cycle.insert(self.table.demons_owner, self.demons)
        return cycle

    def trump_card(self, key: str) -> int:
        return self.rules.names.trump(key)

    # ----- the turn flow ------------------------------------------------------------------------------------
    def queue(self, task: NarreTask) -> None:
        """Runs the task after everything already queued."""
        self.tasks.append(task)

    def queue_next(self, task: NarreTask) -> None:
        """Runs the task before everything already queued."""
        self.tasks.insert(0, task)

    def ask_for(self, kind: Decide, entity: int) -> None:
        """Waits for the entity's controller to decide."""
        self.ask = Ask(kind, self.controller(entity), entity)

    # ----- card movement ------------------------------------------------------------------------------------
    def where(self, entity: int, card: int) -> str:
        table = self.table
        if card in table.hand[entity]:
            return "hand"
        if card in table.opens[entity]:
            return "open"
        if card in table.justice:
            return "justice"
        chariot = table.chariot[entity]
        if chariot is not None and card in chariot:
            return "chariot"
        return ""

    def take_card(self, entity: int, card: int) -> str:
        """Takes a card the entity may use (hand, open cards, Justice, its Chariot); returns where from."""
        table = self.table
        place = self.where(entity, card)
        if place == "hand":
            table.hand[entity].remove(card)
            table.forget(card)
        elif place == "open":
            table.opens[entity].remove(card)
        elif place == "justice":
            table.justice.remove(card)
        elif place == "chariot":
            chariot = table.chariot[entity]
            assert chariot is not None
            chariot.remove(card)
        else:
            raise AssertionError(f"card {card} is not at hand for entity {entity}")
        return place

    def discard_card(self, entity: int, card: int) -> None:
        where = self.take_card(entity, card)
        self.table.discard.append(card)
        if self.telling:
            told.discarded(self, entity, card, told.at_hand(entity, where))

    def hand_of(self, entity: int) -> list[int]:
        return self.table.hand[entity] + self.table.opens[entity]

    def scrap_chariot(self, entity: int) -> None:
        """The entity's Chariot goes to the discard pile with whatever it holds."""
        table = self.table
        chariot = table.chariot[entity]
        assert chariot is not None
        table.discard.extend(chariot)
        table.discard.append(self.trump_card("chariot"))
        table.chariot[entity] = None
        if self.telling:
            for card in chariot:
                told.to_pile(self, card, told.chariot(entity), entity)
            told.to_pile(self, self.trump_card("chariot"), told.lying(entity), entity)

    def clear_table_of(self, entity: int) -> None:
        """A done player's hand and everything they have lying in front go to the discard pile."""
        table = self.table
        table.forget_all(table.hand[entity] + table.opens[entity])
        if self.telling:
            for card in table.hand[entity] + table.opens[entity]:
                told.to_pile(self, card, told.hand(entity), entity)
        table.discard.extend(table.hand[entity])
        table.discard.extend(table.opens[entity])
        table.hand[entity], table.opens[entity] = [], []
        if table.chariot[entity] is not None:
            self.scrap_chariot(entity)
        if table.strength[entity] >= 0:
            table.strength[entity] = -1
            self._trump_to_pile("strength", entity)
        if table.hermit is not None and table.hermit[0] == entity:
            table.hermit = None
            self._trump_to_pile("hermit", entity)
        if table.temperance is not None and table.temperance[0] == entity:
            table.temperance = None
            self._trump_to_pile("temperance", entity)
        self.extra_turns[entity] = 0

    def _trump_to_pile(self, key: str, entity: int) -> None:
        """A trump that lay in front of the entity for its effect goes to the discard pile."""
        card = self.trump_card(key)
        self.table.discard.append(card)
        if self.telling:
            told.to_pile(self, card, told.lying(entity), entity)

    def forfeit_house(self, entity: int, house: int, cards: tuple[int, ...] = (), judgement: bool = False) -> None:
        """A forfeit on the entity's battlefield: by choice, beside the World, or forced by Judgement (which
        lies there)."""
        self.order += 1
        self.table.fields[entity][house] = Placement("forfeit", cards, (house,), -1, self.order, 0,
                                                     len(self.rules.ranking) - 1, judgement)

    def check_done(self) -> None:
        """Whoever has all four battlefields filled is done for the round."""
        table = self.table
        for entity in self.active():
            if not table.done[entity] and None not in table.fields[entity]:
                table.done[entity] = True
                self.clear_table_of(entity)

    # ----- drawing ------------------------------------------------------------------------------------------
    def closed_limit(self, entity: int) -> int:
        return self.rules.hand_limit + (self.rules.strength_closed if self.table.strength[entity] == 0 else 0)

    def open_limit(self, entity: int) -> int:
        return self.rules.strength_open if self.table.strength[entity] == 1 else 0

    def free_slot(self, entity: int) -> str | None:
        if len(self.table.hand[entity]) < self.closed_limit(entity):
            return "closed"
        if len(self.table.opens[entity]) < self.open_limit(entity):
            return "open"
        return None

    def draw_one(self, entity: int, hidden: bool, to_open: bool = False, dealt: bool = False) -> None:
        card = self.table.deck.pop()
        (self.table.opens if to_open else self.table.hand)[entity].append(card)
        if hidden:
            self.table.not_in[entity].clear()
        if self.telling:
            told.drawn(self, entity, card, to_open, dealt)

    def refill_justice(self) -> None:
        """Justice always draws before a player does, and never asks for the pile to be turned."""
        table = self.table
        while table.justice_owner >= 0 and len(table.justice) < table.justice_size and table.deck \
                and not table.death:
            table.justice.append(table.deck.pop())
            if self.telling:
                told.to_justice(self, table.justice[-1])

    def deck_not_turned(self) -> None:
        """The deck ran out without being turned: Temperance goes."""
        if self.table.temperance is not None:
            self._trump_to_pile("temperance", self.table.temperance[0])
            self.table.temperance = None

    # ----- where one may place ------------------------------------------------------------------------------
    def open_houses(self, entity: int) -> list[int]:
        """Houses where the entity may place now: its field is free and Temperance does not block it."""
        table = self.table
        blocked = table.temperance[1] if table.temperance is not None else -1
        return [h for h in range(HOUSES) if table.fields[entity][h] is None and h != blocked]

    def world_houses(self) -> list[int]:
        """The houses where no entity in the round has placed or forfeited."""
        fields = self.table.fields
        free = [True] * HOUSES
        for x in self.active():
            row = fields[x]
            for h in range(HOUSES):
                if row[h] is not None:
                    free[h] = False
        return [h for h in range(HOUSES) if free[h]]

    def placement_pool(self, entity: int) -> list[int]:
        """The entity's cards that may go into a placement (at_hand.placeable_cards)."""
        table = self.table
        return placeable_cards(table.hand[entity], table.opens[entity], table.justice, table.chariot[entity],
                               self.rules.chariot_trumps)

    # ----- where the cards are ------------------------------------------------------------------------------
    def table_trumps(self) -> list[int]:
        """Trumps lying openly on the table for their effect."""
        table = self.table
        out = []
        if any(c is not None for c in table.chariot):
            out.append(self.trump_card("chariot"))
        if any(s >= 0 for s in table.strength):
            out.append(self.trump_card("strength"))
        if table.hermit is not None:
            out.append(self.trump_card("hermit"))
        if table.temperance is not None:
            out.append(self.trump_card("temperance"))
        if table.justice_owner >= 0:
            out.append(self.trump_card("justice"))
        if table.demons_active:
            out.append(self.trump_card("demons"))
        return out

    def all_card_places(self) -> list[int]:
        """Every card on the table, in hands, deck and pile, counted once each."""
        table = self.table
        cards = list(table.deck) + list(table.discard) + list(table.justice)
        for e in range(self.num_players + 1):
            cards += table.hand[e] + table.opens[e]
            chariot = table.chariot[e]
            if chariot is not None:
                cards += chariot
        for p in table.placements():
            cards += p.cards
        return cards + self.table_trumps()

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
            if self.table.done[e] and (self.table.hand[e] or self.table.opens[e]):
                broken.append(f"{self.entity_name(e)} is done but holds cards")
        return broken

    # ----- results ------------------------------------------------------------------------------------------
    def standing_key(self, seat: int) -> tuple[int, ...]:
        """Most victories; then most on Swords, Staves, Cups, Coins; then the latest victory on each in turn."""
        won = self.victories[seat]
        return (sum(won), *won, *self.last_win[seat])
