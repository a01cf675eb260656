"""The Fool's reaction window: after every placement the Fool could steal, each other seat is asked in turn,
whether or not it holds the Fool, so the question itself gives nothing away."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet import told
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.placements import stealable
from game.games.narrespillet.tasks import Ask, Decide, Fill, FoolWindow


def open_window(state: NarreCore, task: FoolWindow) -> None:
    placer, houses = task.entity, task.houses
    placement = state.table.fields[placer][houses[0]]
    if placement is None or not stealable(placement, state.trumps) or out_of_reach(state):
        return
    me = state.controller(placer)
    queue = []
    for step in range(1, state.num_players):
        seat = (me + step) % state.num_players
        if any(could_steal_with(state, x, placer, houses) for x in state.entities_of(seat)):
            queue.append(seat)
    if queue:
        state.fool_queue = queue
        state.fool_target = placement
        state.fool_victim = placer
        state.ask = Ask(Decide.FOOL, queue[0], placer)


def out_of_reach(state: NarreCore) -> bool:
    """The Fool lies where everybody can see it cannot react: no window is needed (public knowledge)."""
    card = state.trumps.fool
    table = state.table
    if card in table.discard:
        return True
    for chariot in table.chariot:
        if chariot is not None and card in chariot:
            return True
    return card in table.justice and not state.rules.justice_fool_usable


def could_steal_with(state: NarreCore, x: int, placer: int, houses: tuple[int, ...]) -> bool:
    """Public conditions only: x is not done, is free on the houses, and is not on the placer's side."""
    table = state.table
    if x == placer or table.done[x] or (x == state.demons and not table.demons_active):
        return False
    if not state.rules.fool_within_own_side and state.controller(x) == state.controller(placer):
        return False
    return all(table.fields[x][h] is None for h in houses)


def holds_fool(state: NarreCore, x: int) -> bool:
    card = state.trumps.fool
    table = state.table
    return card in table.hand[x] or card in table.opens[x] or (state.rules.justice_fool_usable
                                                               and card in table.justice)


def answer(state: NarreCore, action: Action) -> None:
    target = state.fool_target
    assert target is not None
    if action.kind == "steal":
        thief = int(action.args[0])
        victim = state.fool_victim
        table = state.table
        card = state.trumps.fool
        where = state.take_card(thief, card)
        table.discard.append(card)
        if state.telling:
            told.to_pile(state, card, told.at_hand(thief, where), thief)
            told.stolen(state, thief, victim, target)
        state.order += 1
        stolen = target._replace(order=state.order)
        for h in target.houses:
            table.fields[victim][h] = None
            table.fields[thief][h] = stolen
        state.fool_queue = []
        if state.rules.fool_draws_at_once:
            state.queue_next(Fill(thief))
        return
    state.fool_queue = state.fool_queue[1:]
    if state.fool_queue:
        state.ask = Ask(Decide.FOOL, state.fool_queue[0], state.fool_victim)
