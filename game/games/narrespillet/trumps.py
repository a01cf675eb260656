"""The trumps played for their effect on one's own turn (each trump's choices and effect are its record's in
trump_book.py), the Knight of Swords driving the Demons out, and the calls of the Star, the Moon and the Sun.

(The Magician, Emperor, Empress, Lovers and World take part in placements; the Fool reacts to other
players' placements: see placements.py and fool.py.)
"""

from __future__ import annotations

from game.engine.state import Action, JsonScalar
from game.games.narrespillet import told
from game.games.narrespillet.at_hand import trumps_for_effect
from game.games.narrespillet.cards import HOUSES, TRUMP_BASE, action
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.tasks import CallNext, Decide, Draw, Fill
from game.games.narrespillet.trump_book import BOOK, record_of


def trump_actions(state: NarreCore, e: int, few: bool = False) -> list[Action]:
    """Every trump the entity may play for its effect (at_hand.trumps_for_effect), with each choice its record
    lists (with few, the Chariot only alone)."""
    table = state.table
    keys = state.rules.names.trump_keys
    out: list[Action] = []
    for card in trumps_for_effect(table.hand[e], table.opens[e], table.justice):
        choices = BOOK[keys[card - TRUMP_BASE]].choices
        if choices is not None:
            out += [action("trump", (card, *choice)) for choice in choices(state, e, card, few)]
    return out


def play(state: NarreCore, e: int, played: tuple[JsonScalar, ...]) -> None:
    """Plays a trump for its effect (the trump action's arguments: the card, then its choices): the card leaves
    the hand or the Justice cards, goes to the discard pile unless it stays on the table, and its record's
    effect follows; what must follow that goes on the task queue."""
    card = int(played[0])
    trump = record_of(state, card)
    where = state.take_card(e, card)
    if state.telling:
        source = told.at_hand(e, where)
        if not trump.stays:
            told.to_pile(state, card, source, e)
        elif trump.key == "judgement":  # it lies on the battlefield it forfeits
            told.judged(state, e, card, source, int(played[1]), int(played[2]))
        else:
            told.laid(state, e, card, source)
    state.refill_justice()
    if not trump.stays:
        state.table.discard.append(card)
    assert trump.effect is not None
    trump.effect(state, e, card, [int(a) for a in played[1:]])


def remove_demons(state: NarreCore) -> None:
    """Malderia: the Knight of Swords drives the Demons out with their hand and placements."""
    table = state.table
    d = state.demons
    state.clear_table_of(d)
    for p in {id(p): p for p in table.fields[d] if p is not None}.values():
        table.discard += p.cards
        if state.telling:
            for card in p.cards:
                told.to_pile(state, card, told.field(d, p.houses[0]), d)
    table.fields[d] = [None] * HOUSES
    table.demons_active = False
    table.done[d] = False
    table.discard.append(state.trump_card("demons"))
    if state.telling:
        told.to_pile(state, state.trump_card("demons"), told.lying(table.demons_owner), table.demons_owner)


def callable_cards(state: NarreCore, e: int) -> list[int]:
    """Cards the caller may call now, judged from what the caller can see (so the list leaks nothing)."""
    calling = state.calling
    assert calling is not None
    table = state.table
    seen = set(table.discard)
    seen.update(table.justice, calling.tried, table.hand[e], table.opens[e], table.chariot[e] or ())
    for row in table.fields:
        for p in row:
            if p is not None:
                seen.update(p.cards)
    seen.update(state.table_trumps())
    out = []
    if calling.card_attempts > 0 and calling.settled != "trump":
        out += [c for c in range(TRUMP_BASE) if c not in seen]
    if calling.trump_attempts > 0 and calling.settled == "":
        out += [c for c in range(TRUMP_BASE, TRUMP_BASE + 22) if c not in seen and c not in state.rules.uncallable]
    return out


def call_next(state: NarreCore, task: CallNext) -> None:
    """The caller names the next card, or, with nothing left to call, the call fails and the caller draws."""
    e = task.entity
    calling = state.calling
    if calling is None:
        return
    if state.table.done[e] or not callable_cards(state, e):
        state.calling = None
        state.queue_next(Draw(e, state.rules.call_failure_draws))
        return
    state.ask_for(Decide.CALL, e)


def call_card(state: NarreCore, e: int, card: int) -> None:
    """One call: whoever else holds the card in hand or Chariot hands it over; else the next attempt."""
    calling = state.calling
    assert calling is not None
    table = state.table
    tried = calling.tried | {card}
    if card >= TRUMP_BASE:
        calling = calling._replace(trump_attempts=0, card_attempts=0, tried=tried, settled="trump")
    else:
        calling = calling._replace(trump_attempts=0, card_attempts=calling.card_attempts - 1, tried=tried,
                                   settled="card")
    state.calling = calling
    for x in state.active():
        if x == e:
            continue
        if card in table.hand[x] or card in table.opens[x]:
            (table.hand[x] if card in table.hand[x] else table.opens[x]).remove(card)
            table.forget(card)
            table.hand[e].append(card)
            if e != state.demons:
                table.public_known[card] = e
            if state.telling:
                told.taken(state, e, card, told.hand(x))
            state.calling = None
            if state.rules.giver_draws_at_once:
                state.queue_next(Fill(x))
            return
        chariot = table.chariot[x]
        if chariot is not None and card in chariot:
            chariot.remove(card)
            table.hand[e].append(card)
            if e != state.demons:
                table.public_known[card] = e
            if state.telling:
                told.taken(state, e, card, told.chariot(x))
            state.calling = None
            return
    for x in state.active():
        if x != e and x != state.demons:
            table.not_in[x].add(card)
    if calling.trump_attempts > 0 or calling.card_attempts > 0:
        state.queue_next(CallNext(e))
    else:
        state.calling = None
        state.queue_next(Draw(e, state.rules.call_failure_draws))
