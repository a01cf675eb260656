"""The trumps played for their effect on one's own turn, and the calls of the Star, the Moon and the Sun.

(The Magician, Emperor, Empress, Lovers and World take part in placements; the Fool reacts to other
players' placements: see placements.py and state.py.)
"""

from __future__ import annotations

from itertools import combinations

from game.engine.state import Action, JsonScalar
from game.games.narrespillet.at_hand import trumps_for_effect
from game.games.narrespillet.cards import HOUSES, TRUMP_BASE, action
from game.games.narrespillet.core import Calling, NarreCore
from game.games.narrespillet.tasks import CallNext, Decide, Draw, Fill, WheelDiscard

# What the Hierophant may name: a house (0–3), all trumps but the Fool, or the Fool alone.
HIEROPHANT_TRUMPS, HIEROPHANT_FOOL = HOUSES, HOUSES + 1
# Trumps that stay on the table after they are played (the rest go to the discard pile).
STAYING = ("chariot", "justice", "hermit", "strength", "temperance", "demons", "judgement")


def key_of(state: NarreCore, card: int) -> str:
    return state.rules.names.trump_keys[card - TRUMP_BASE]


def hierophant_named(state: NarreCore, choice: int) -> set[int]:
    if choice < HOUSES:
        return set(range(choice * 14, choice * 14 + 14))
    fool = state.trumps.fool
    if choice == HIEROPHANT_FOOL:
        return {fool}
    return set(range(TRUMP_BASE, TRUMP_BASE + 22)) - {fool}


def trump_actions(state: NarreCore, e: int, few: bool = False) -> list[Action]:
    """Every trump the entity may play from its hand or the Justice cards, with each choice it needs (with
    few, the Chariot only alone)."""
    table = state.table
    n = state.num_players
    out: list[Action] = []
    hand = state.hand_of(e)
    for card in trumps_for_effect(table.hand[e], table.opens[e], table.justice):
        key = key_of(state, card)
        if key == "priestess":
            me = state.controller(e)
            out += [action("trump", (card, x)) for x in range(n) if x != me and not table.done[x]]
        elif key == "hierophant":
            out += [action("trump", (card, choice)) for choice in range(HOUSES + 2)]
        elif key == "chariot":
            rest = sorted(c for c in hand if c != card)
            for k in range(1 if few else len(rest) + 1):
                out += [action("trump", (card, *s)) for s in combinations(rest, k)]
        elif key in ("justice", "hermit", "death", "star", "moon", "sun"):
            out.append(action("trump", (card,)))
        elif key == "wheel":
            most = state.rules.wheel_draws
            if card in table.justice and state.rules.wheel_justice_counts:
                most -= 1  # Justice's replacement is one of the Wheel's draws
            out += [action("trump", (card, k)) for k in range(1, most + 1)]
        elif key == "strength":
            out += [action("trump", (card, 0)), action("trump", (card, 1))]
        elif key == "hanged":
            out += [action("trump", (card, x)) for x in state.active() if not table.done[x]]
        elif key == "temperance":
            out += [action("trump", (card, h)) for h in range(HOUSES) if table.fields[e][h] is None]
        elif key == "demons":
            if not table.demons_active and e < n:
                out.append(action("trump", (card,)))
        elif key == "tower":
            for x in state.active():
                if table.done[x]:
                    continue
                for h in range(HOUSES):
                    p = table.fields[x][h]
                    if p is not None and p.kind not in ("forfeit", "world") and p.houses[0] == h:
                        out.append(action("trump", (card, x, h)))
        elif key == "judgement":
            for x in state.active():
                if not table.done[x]:
                    out += [action("trump", (card, x, h)) for h in range(HOUSES) if table.fields[x][h] is None]
    return out


def play(state: NarreCore, e: int, played: tuple[JsonScalar, ...]) -> None:
    """Plays a trump for its effect (the trump action's arguments: the card, then its choices); what must
    follow goes on the task queue."""
    table = state.table
    rules = state.rules
    card = int(played[0])
    args = [int(a) for a in played[1:]]
    key = key_of(state, card)
    state.take_card(e, card)
    state.refill_justice()
    if key not in STAYING:
        table.discard.append(card)
    if key == "priestess":
        target = args[0]
        seat = state.controller(e)
        for c in table.hand[target]:
            table.private_known[seat][c] = target
        table.looks[seat].append((target, tuple(sorted(table.hand[target] + table.opens[target]))))
        if state.options["priestess_extra_turn"]:
            state.extra_turns[e] += 1
    elif key == "hierophant":
        named = hierophant_named(state, args[0])
        for x in state.active():
            shown = named & set(table.hand[x])
            for c in shown:
                table.public_known[c] = x
            if x != state.demons:
                table.not_in[x] |= named - shown
        if state.options["hierophant_extra_turn"]:
            state.extra_turns[e] += 1
    elif key == "chariot":
        loaded: list[int] = []
        table.chariot[e] = loaded
        for c in args:
            state.take_card(e, c)
            loaded.append(c)
    elif key == "justice":
        table.justice_owner = e
        if table.demons_active and not table.demons_handless:
            d = state.demons
            table.justice = table.hand[d] + table.opens[d]
            table.hand[d], table.opens[d] = [], []
            table.justice_size = len(table.justice)
            table.demons_handless = True
        else:
            table.justice_size = rules.justice_cards
            state.refill_justice()
            if state.options["justice_extra_turn"]:
                state.justice_offer = e
    elif key == "hermit":
        table.hermit = [e, rules.hermit_turns]
    elif key == "wheel":
        state.queue(Draw(e, args[0]))
        state.queue(WheelDiscard(e))
    elif key == "strength":
        table.strength[e] = args[0]
    elif key == "hanged":
        target = args[0]
        for c in table.hand[target] + table.opens[target]:
            table.forget(c)
        table.discard += table.hand[target] + table.opens[target]
        table.hand[target], table.opens[target] = [], []
        if table.chariot[target] is not None:
            state.scrap_chariot(target)
        state.queue(Fill(target))
    elif key == "death":
        table.discard += table.deck
        table.deck = []
        table.death = True
        state.deck_not_turned()
    elif key == "temperance":
        table.temperance = (e, args[0])
    elif key == "demons":
        bring_demons(state, e)
    elif key == "tower":
        target, house = args
        placement = table.fields[target][house]
        assert placement is not None
        for h in placement.houses:
            table.fields[target][h] = None
        table.discard += placement.cards
    elif key in ("star", "moon", "sun"):
        rule = rules.calls[key]
        state.calling = Calling(e, key, rule.trump_attempts, rule.card_attempts, frozenset())
        state.queue(CallNext(e))
    elif key == "judgement":
        target, house = args
        state.forfeit_house(target, house, (card,), judgement=True)


def bring_demons(state: NarreCore, owner: int) -> None:
    table = state.table
    d = state.demons
    table.hand[d], table.opens[d], table.chariot[d], table.strength[d] = [], [], None, -1
    table.fields[d] = [None] * HOUSES
    table.done[d] = False
    table.not_in[d] = set()
    table.demons_active, table.demons_owner, table.demons_handless = True, owner, False
    if table.justice_owner >= 0:
        if state.options["althea"]:
            table.demons_handless = True  # Althéa: after Justice the Demons get no cards
        else:  # the Demons take the Justice cards; Justice stays on the table, empty
            table.hand[d] = list(table.justice)
            table.justice = []
            table.justice_size = 0
    else:
        state.queue(Draw(d, state.rules.demons_hand))


def remove_demons(state: NarreCore) -> None:
    """Malderia: the Knight of Swords drives the Demons out with their hand and placements."""
    table = state.table
    d = state.demons
    state.clear_table_of(d)
    for p in {id(p): p for p in table.fields[d] if p is not None}.values():
        table.discard += p.cards
    table.fields[d] = [None] * HOUSES
    table.demons_active = False
    table.done[d] = False
    table.discard.append(state.trump_card("demons"))


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
