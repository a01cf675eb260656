"""The search's playouts of Narrespillet, played on the determinized state itself: the same moves as the
playout loop of game/ai/ismcts.py with policy.playout_move (the same random numbers drawn in the same order),
with the rule-based player's turns carried out through the state's inline turn flow instead of an Action and
the task queue. tests/games/narrespillet/test_playout.py plays both side by side and compares them move for
move. The search itself plays lean_playout.play, which matches this one and takes its rarer steps from here."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.games.narrespillet import fool, trumps
from game.games.narrespillet.cards import action
from game.games.narrespillet.policy import PLAYOUT_NOISE, fool_choice, playout_move, playout_turn, wheel_discard
from game.games.narrespillet.quick_choice import best_call
from game.games.narrespillet.sight import Sight, table_from_state
from game.games.narrespillet.tasks import Decide

PLAYOUT_LIMIT = 5000  # as the search's own loop (ISMCTS.playout_limit)


def play(state: Any, rng: random.Random, first_round: int, limit: int) -> None:
    """Plays on until the game is over, the round after first_round has begun, or `limit` actions were taken."""
    for _step in range(limit):
        if state.finished or state.round != first_round:
            return
        step(state, rng)


def step(state: Any, rng: random.Random) -> None:
    """One action of the playout: chance's, or the policy's for the decision pending."""
    if state.chance:
        state._apply(state.sample_chance(rng))
        return
    ask = state.ask
    kind = ask.kind
    if kind is not Decide.TURN:
        if kind is Decide.CALL:  # as playout_move, with the cards that may be called in place of their Actions
            cards = trumps.callable_cards(state, ask.entity)
            state.play_call(ask.entity, _card(state, ask.entity, cards, best_call, rng))
        elif kind is Decide.WHEEL_DISCARD:
            cards = sorted(state.table.hand[ask.entity])
            state.play_wheel_discard(ask.entity, _card(state, ask.entity, cards, wheel_discard, rng))
        elif kind is Decide.FOOL:  # the policy's answer (fool_choice) for the first entity that can steal
            target = state.fool_target
            assert target is not None
            thief = next((x for x in state.entities_of(ask.seat)
                          if fool.could_steal_with(state, x, state.fool_victim, target.houses)
                          and fool.holds_fool(state, x)), -1)
            state._apply(fool_choice(state, [action("steal", (thief,))] if thief >= 0 else []))
        else:
            state._apply(playout_move(state, rng))
        return
    _turn(state, ask.entity, *playout_turn(state, ask.entity, rng))


def _card(state: Any, entity: int, cards: list[int], best: Callable[[list[int], Sight, random.Random], int],
          rng: random.Random) -> int:
    """The policy's card among `cards` (a call, the Wheel's discard): the only one, a random one a tenth of the
    time, else the rule-based player's."""
    if len(cards) == 1:
        return cards[0]
    if rng.random() < PLAYOUT_NOISE:
        return rng.choice(cards)
    return best(cards, table_from_state(state, entity), rng)


def _turn(state: Any, entity: int, kind: str, args: tuple[Any, ...]) -> None:
    """A turn's move: through the state's inline turn flow, or the task queue while trump effects are queued."""
    if state.tasks:
        state._apply(action(kind, args))
    else:
        state.play_turn(entity, kind, args)
