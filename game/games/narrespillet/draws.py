"""Drawing: up to the hand limit, Justice first, and the unanimous vote on turning the discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.narrespillet.data import NarreRules
    from game.games.narrespillet.table import Table


class Drawing:
    """Mixed into NarreState (which gives controller(), demons, _entities_of() and tr_card()): every draw of
    the round goes through here."""

    t: Table
    rules: NarreRules
    tasks: list[tuple]
    ask: tuple | None
    chance: str
    num_players: int

    # ----- drawing ------------------------------------------------------------------------------------------
    def closed_limit(self, entity: int) -> int:
        return self.rules.hand_limit + (self.rules.strength_closed if self.t.strength[entity] == 0 else 0)

    def open_limit(self, entity: int) -> int:
        return self.rules.strength_open if self.t.strength[entity] == 1 else 0

    def _free_slot(self, entity: int) -> str | None:
        if len(self.t.hand[entity]) < self.closed_limit(entity):
            return "closed"
        if len(self.t.opens[entity]) < self.open_limit(entity):
            return "open"
        return None

    def _draw_one(self, entity: int, hidden: bool, to_open: bool = False) -> None:
        card = self.t.deck.pop()
        (self.t.opens if to_open else self.t.hand)[entity].append(card)
        if hidden:
            self.t.not_in[entity].clear()

    def _refill_justice(self) -> None:
        """Justice always draws before a player does, and never asks for the pile to be turned."""
        t = self.t
        while t.justice_owner >= 0 and len(t.justice) < t.justice_size and t.deck and not t.death:
            t.justice.append(t.deck.pop())

    def _pile_for(self, entity: int, resume: tuple) -> None:
        """The deck is empty and `entity` must draw: ask every player not yet done whether the pile is turned,
        or, when it cannot be turned, give up drawing (and Temperance goes)."""
        t = self.t
        if t.death or t.refused or not t.discard:
            self._deck_not_turned()
            return
        voters = []
        start = self.controller(entity)
        for step in range(self.num_players):
            seat = (start + step) % self.num_players
            if any(not t.done[x] for x in self._entities_of(seat)):
                voters.append(seat)
        self.tasks.insert(0, resume)
        self._next_voter(tuple(voters))

    def _next_voter(self, voters: tuple[int, ...]) -> None:
        if voters:
            self.ask = ("vote", voters[0], -1, voters[1:])
        else:
            self.chance = "pile"

    def _vote(self, yes: bool, rest: tuple[int, ...]) -> None:
        if yes:
            self._next_voter(rest)
        else:  # one "no" settles it for the round; the draw that asked gives up
            self.t.refused = True

    def _deck_not_turned(self) -> None:
        """The deck ran out without being turned: Temperance goes."""
        if self.t.temperance is not None:
            self.t.discard.append(self.tr_card("temperance"))
            self.t.temperance = None


    def _task_fill(self, entity: int) -> None:
        self._refill_justice()
        if self.t.done[entity] or (entity == self.demons and (self.t.demons_handless or not self.t.demons_active)):
            return
        while (slot := self._free_slot(entity)) is not None:
            if not self.t.deck:
                self._pile_for(entity, ("fill", entity))
                return
            self._draw_one(entity, hidden=slot == "closed" and entity != self.demons, to_open=slot == "open")

    def _task_draw(self, entity: int, count: int) -> None:
        """Draws `count` cards into the closed hand (the Wheel, a failed call)."""
        self._refill_justice()
        for left in range(count, 0, -1):
            if self.t.done[entity]:
                return
            if not self.t.deck:
                self._pile_for(entity, ("draw", entity, left))
                return
            self._draw_one(entity, hidden=entity != self.demons)
