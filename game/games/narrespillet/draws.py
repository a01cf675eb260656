"""Drawing: up to the hand limit, Justice first, and the unanimous vote on turning the discard pile."""

from __future__ import annotations

from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.tasks import Ask, Decide, Draw, Fill, NarreTask


def fill(state: NarreCore, task: Fill) -> None:
    """Draws up to the hand limit (with Strength's open cards)."""
    entity = task.entity
    table = state.table
    state.refill_justice()
    if table.done[entity] or (entity == state.demons and (table.demons_handless or not table.demons_active)):
        return
    while (slot := state.free_slot(entity)) is not None:
        if not table.deck:
            pile_for(state, entity, task)
            return
        state.draw_one(entity, hidden=slot == "closed" and entity != state.demons, to_open=slot == "open")


def draw(state: NarreCore, task: Draw) -> None:
    """Draws `count` cards into the closed hand (the Wheel, a failed call)."""
    entity = task.entity
    state.refill_justice()
    for left in range(task.count, 0, -1):
        if state.table.done[entity]:
            return
        if not state.table.deck:
            pile_for(state, entity, Draw(entity, left))
            return
        state.draw_one(entity, hidden=entity != state.demons)


def pile_for(state: NarreCore, entity: int, resume: NarreTask) -> None:
    """The deck is empty and `entity` must draw: ask every player not yet done whether the pile is turned, or,
    when it cannot be turned, give up drawing (and Temperance goes)."""
    table = state.table
    if table.death or table.refused or not table.discard:
        state.deck_not_turned()
        return
    voters = []
    start = state.controller(entity)
    for step in range(state.num_players):
        seat = (start + step) % state.num_players
        if any(not table.done[x] for x in state.entities_of(seat)):
            voters.append(seat)
    state.queue_next(resume)
    _next_voter(state, tuple(voters))


def _next_voter(state: NarreCore, voters: tuple[int, ...]) -> None:
    if voters:
        state.ask = Ask(Decide.VOTE, voters[0], -1, voters[1:])
    else:
        state.chance = "pile"


def vote(state: NarreCore, yes: bool, rest: tuple[int, ...]) -> None:
    if yes:
        _next_voter(state, rest)
    else:  # one "no" settles it for the round; the draw that asked gives up
        state.table.refused = True
