"""The Fool's reaction window: after every placement the Fool could steal, each other seat is asked in turn,
whether or not it holds the Fool, so the question itself gives nothing away."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.state import Action
from game.games.narrespillet.placements import Placement, stealable

if TYPE_CHECKING:
    from game.games.narrespillet.data import NarreRules
    from game.games.narrespillet.placements import Trumps
    from game.games.narrespillet.table import Table


class FoolWindow:
    """Mixed into NarreState (which gives controller(), demons, _entities_of() and _take_card())."""

    t: Table
    rules: NarreRules
    tr: Trumps
    tasks: list[tuple]
    ask: tuple | None
    num_players: int
    order: int
    fool_queue: list[int]
    fool_target: Placement | None
    fool_victim: int

    def _task_fool(self, placer: int, houses: tuple[int, ...]) -> None:
        placement = self.t.fields[placer][houses[0]]
        if placement is None or not stealable(placement, self.tr) or self._fool_out_of_reach():
            return
        me = self.controller(placer)
        queue = []
        for step in range(1, self.num_players):
            seat = (me + step) % self.num_players
            if any(self._could_steal_with(x, placer, houses) for x in self._entities_of(seat)):
                queue.append(seat)
        if queue:
            self.fool_queue = queue
            self.fool_target = placement
            self.fool_victim = placer
            self.ask = ("fool", queue[0], placer)


    def _fool_out_of_reach(self) -> bool:
        """The Fool lies where everybody can see it cannot react: no window is needed (public knowledge)."""
        fool = self.tr.fool
        t = self.t
        if fool in t.discard or any(c is not None and fool in c for c in t.chariot):
            return True
        return fool in t.justice and not self.rules.justice_fool_usable

    def _could_steal_with(self, x: int, placer: int, houses: tuple[int, ...]) -> bool:
        """Public conditions only: x is not done, is free on the houses, and is not on the placer's side."""
        t = self.t
        if x == placer or t.done[x] or (x == self.demons and not t.demons_active):
            return False
        if not self.rules.fool_within_own_side and self.controller(x) == self.controller(placer):
            return False
        return all(t.fields[x][h] is None for h in houses)

    def holds_fool(self, x: int) -> bool:
        fool = self.tr.fool
        t = self.t
        return fool in t.hand[x] or fool in t.opens[x] or (self.rules.justice_fool_usable and fool in t.justice)

    def _fool_answer(self, action: Action) -> None:
        target = self.fool_target
        assert target is not None
        if action.kind == "steal":
            thief = int(action.args[0])
            victim = self.fool_victim
            t = self.t
            fool = self.tr.fool
            self._take_card(thief, fool)
            t.discard.append(fool)
            self.order += 1
            stolen = target._replace(order=self.order)
            for h in target.houses:
                t.fields[victim][h] = None
                t.fields[thief][h] = stolen
            self.fool_queue = []
            if self.rules.fool_draws_at_once:
                self.tasks.insert(0, ("fill", thief))
            return
        self.fool_queue = self.fool_queue[1:]
        if self.fool_queue:
            self.ask = ("fool", self.fool_queue[0], self.fool_victim)
