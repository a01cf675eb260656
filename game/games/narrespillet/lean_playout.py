"""The search's playouts of Narrespillet, played lean: the same moves and random numbers as playout.play (which
matches the search's own loop), taken on the determinized state itself with the turn flow's common steps
carried out inline: a turn's move (a discard, forfeit, placement or trump) with the rest of the turn, the Fool's
window after a placement when every seat asked passes, and the calls of the Star, the Moon and the Sun (met
after the search's own moves: the playouts do not play those trumps themselves). The rarer steps (a steal,
votes, extra turns, the Hermit, the Wheel's discards, chance) are playout.step's.
tests/games/narrespillet/test_playout.py compares both after playouts cut at every length up to 60 actions and
to the round's end."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.state import GameState
from game.games.narrespillet import draws, fool, trumps
from game.games.narrespillet.at_hand import cards_at_hand
from game.games.narrespillet.placements import Placement
from game.games.narrespillet.playout import PLAYOUT_LIMIT, step
from game.games.narrespillet.policy import PILE_TURNS_AGREED, PLAYOUT_NOISE, playout_turn
from game.games.narrespillet.quick_choice import best_call
from game.games.narrespillet.sight import Sight
from game.games.narrespillet.tasks import (
    Ask,
    CallNext,
    Decide,
    Draw,
)
from game.games.narrespillet.turn_flow import _END_TURN

_TURN, _CALL, _VOTE = Decide.TURN, Decide.CALL, Decide.VOTE
_VOTES = (1, 0)  # the vote's moves, as NarreState lists them (yes, no)
_TAKEN = (99, 0)  # a house placed on or forfeited, as best_call reads it (only whether there is one)


def rest_of_round(max_steps: int | None) -> Callable[[GameState], Callable[[GameState, random.Random], None]]:
    """For the search (ISMCTS.play_out): playouts that stop when the round the iteration started in is scored,
    or after max_steps actions (None: no such limit)."""
    limit = PLAYOUT_LIMIT if max_steps is None else min(max_steps, PLAYOUT_LIMIT)

    def start(first: GameState) -> Callable[[GameState, random.Random], None]:
        first_round = first.round  # type: ignore[attr-defined]
        return lambda state, rng: play(state, rng, first_round, limit)
    return start


def play(state: Any, rng: random.Random, first_round: int, limit: int) -> None:
    """As playout.play: plays on until the game is over, the round after first_round has begun, or `limit`
    actions were taken (a Fool's window counts one action a seat asked, as there)."""
    steps = 0
    calls: tuple[Any, list[int]] = (None, [])  # a call's ask, and the cards it may call (worked out with it)
    while steps < limit:
        if state.finished or state.round != first_round:
            return
        ask = state.ask
        chance = state.chance
        if chance:
            if chance == "pile":
                _turn_pile(state, rng)
            else:
                step(state, rng)
            steps += 1
        elif ask.kind is _TURN:
            if state.tasks:
                step(state, rng)
                steps += 1
            else:
                steps += _turn(state, ask.entity, rng, limit - steps)
        elif ask.kind is _VOTE:
            _vote(state, ask, rng)
            steps += 1
        elif ask.kind is _CALL:
            calls = _call(state, ask.entity, rng, calls[1] if calls[0] is ask else trumps.callable_cards(state,
                                                                                                      ask.entity))
            steps += 1
        else:
            step(state, rng)
            steps += 1


def _vote(state: Any, ask: Ask, rng: random.Random) -> None:
    """A vote on turning the discard pile as playout.step casts it (policy.playout_policy: a random vote a tenth
    of the time, else rule_choice's: yes while two or more of the voter's battlefields are free and the pile was
    turned fewer than PILE_TURNS_AGREED times), carried out as the state's _apply would."""
    if rng.random() < PLAYOUT_NOISE:
        yes = rng.choice(_VOTES) == 1  # the vote's moves in the order the state lists them
    else:
        me = ask.entity if ask.entity >= 0 else ask.seat
        free = sum(1 for p in state.table.fields[me] if p is None)
        yes = free >= 2 and state.table.pile_turns < PILE_TURNS_AGREED
    state._legal = None
    state.ask = None
    draws.vote(state, yes, ask.rest)
    state._run()


def _turn_pile(state: Any, rng: random.Random) -> None:
    """Chance turns the discard pile into the deck, as playout.step has it (NarreState.sample_chance's shuffle,
    then _apply), without the shuffle's Action."""
    cards = sorted(state.table.discard)
    rng.shuffle(cards)
    state._legal = None
    state.chance = ""
    table = state.table
    table.discard = []
    table.deck = cards[::-1]
    table.pile_turns += 1
    state._run()


def _call(state: Any, e: int, rng: random.Random, cards: list[int]) -> tuple[Any, list[int]]:
    """A call of the Star, the Moon or the Sun as playout.step makes it (the policy's card among those that may
    be called), with the call's next step (trumps.call_next) carried out here: returns the next call's ask
    and its cards, when the call goes on."""
    if len(cards) == 1:
        card = cards[0]
    elif rng.random() < PLAYOUT_NOISE:
        card = rng.choice(cards)
    else:
        card = best_call(cards, _caller_table(state, e), rng)
    state._legal = None
    state.ask = None
    trumps.call_card(state, e, card)
    tasks = state.tasks
    following: tuple[Any, list[int]] = (None, [])
    if tasks and type(tasks[0]) is CallNext and state.calling is not None:
        tasks.pop(0)
        more = [] if state.table.done[e] else trumps.callable_cards(state, e)
        if more:
            state.ask_for(Decide.CALL, e)
            following = (state.ask, more)
        else:
            state.calling = None
            state.queue_next(Draw(e, state.rules.call_failure_draws))
    state._run()
    return following


def _caller_table(state: Any, e: int) -> Sight:
    """What best_call reads of the table (sight.table_from_state's usable cards, the houses taken and the house
    Temperance blocks); the rest of the summary, which it does not read, is left empty."""
    table = state.table
    hand = table.hand[e] + table.opens[e]
    usable = cards_at_hand(table.hand[e], table.opens[e], table.justice, table.chariot[e])
    mine: list[tuple[int, int] | None] = [None if p is None else _TAKEN for p in table.fields[e]]
    temperance = table.temperance
    return Sight(e, state.controller(e), hand, usable, mine, [], [], len(table.deck),
                 temperance[1] if temperance is not None else -1, bool(state.options["kroam"]), table.pile_turns,
                 (), ())


def _turn(state: Any, e: int, rng: random.Random, left: int) -> int:
    """The entity's turn, as playout.step takes it; returns the actions it took (the turn, and each pass in a
    Fool's window carried out here)."""
    kind, args = playout_turn(state, e, rng)
    if kind == "discard":
        state._legal = None
        state.ask = None
        table = state.table
        card = args[0]
        hand = table.hand[e]
        if card in hand:
            hand.remove(card)
            table.public_known.pop(card, None)
            for known in table.private_known:
                known.pop(card, None)
            table.discard.append(card)
        else:
            state.discard_card(e, card)
        state.finish_turn(e)
        return 1
    if kind == "forfeit":
        state._legal = None
        state.ask = None
        state.order += 1
        state.table.fields[e][args[0]] = Placement("forfeit", (), (args[0],), -1, state.order, 0,
                                                   len(state.rules.ranking) - 1, False)
        state.finish_turn(e)
        return 1
    if kind == "trump":  # as InlineTurns.play_turn: a trump never opens the Fool's window
        state._legal = None
        state.ask = None
        trumps.play(state, e, args)
        if state.tasks:
            state.tasks.append(_END_TURN[e])
            state._run()
        else:
            state.finish_turn(e)
        return 1
    if kind != "place":
        state.play_turn(e, kind, args)
        return 1
    return 1 + _place(state, e, args, left - 1)


def _place(state: Any, e: int, args: tuple[Any, ...], left: int) -> int:
    """A placement as TurnFlow.place makes it, then the Fool's window it opens (when it can be stolen) and the
    rest of the turn; returns the passes carried out in the window."""
    state._legal = None
    state.ask = None
    houses = state.lay_down(e, args)
    if houses is not None:
        return _fool_window(state, e, houses, left)
    state.finish_turn(e)
    return 0


def _fool_window(state: Any, placer: int, houses: tuple[int, ...], left: int) -> int:
    """The Fool's window after the placer's placement (fool.open_window): when no seat can be asked, or every
    seat asked passes (no thief) and the playout has the actions left for them, the window and the rest of the
    turn are carried out here; else the window opens as the state's own flow would open it. Returns the passes
    carried out."""
    table = state.table
    placement = table.fields[placer][houses[0]]
    if fool.out_of_reach(state):
        state.finish_turn(placer)
        return 0
    n = state.num_players
    owner = table.demons_owner
    pair = table.demons_active  # the Demons' owner asks for them too (state.entities_of)
    me = placer if placer < n else owner
    within = state.rules.fool_within_own_side
    done, fields = table.done, table.fields
    card = state.trumps.fool
    from_justice = state.rules.justice_fool_usable and card in table.justice
    queue = []
    thief = False
    for s in range(1, n):
        seat = (me + s) % n
        able = False
        for x in (seat, n) if pair and owner == seat else (seat,):  # fool.could_steal_with, inline
            if x == placer or done[x] or (not within and (x if x < n else owner) == me):
                continue
            row = fields[x]
            for h in houses:
                if row[h] is not None:
                    break
            else:  # free on every house of the placement
                able = True
                if card in table.hand[x] or card in table.opens[x] or from_justice:  # fool.holds_fool
                    thief = True
        if able:
            queue.append(seat)
    if not queue:
        state.finish_turn(placer)
        return 0
    state.fool_target = placement
    state.fool_victim = placer
    if thief or len(queue) > left:
        state.fool_queue = queue
        state.ask = Ask(Decide.FOOL, queue[0], placer)
        state.tasks.append(_END_TURN[placer])
        return 0
    state.fool_queue = []
    state.finish_turn(placer)
    return len(queue)
