"""The trumps played for their effect on one's own turn, and the calls of the Star, the Moon and the Sun.

(The Magician, Emperor, Empress, Lovers and World take part in placements; the Fool reacts to other
players' placements: see placements.py and state.py.)
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.engine.state import Action
from game.games.narrespillet.cards import HOUSES, TRUMP_BASE, action
from game.games.narrespillet.placements import Placement

if TYPE_CHECKING:
    from game.games.narrespillet.state import NarreState

# What the Hierophant may name: a house (0–3), all trumps but the Fool, or the Fool alone.
HIEROPHANT_TRUMPS, HIEROPHANT_FOOL = HOUSES, HOUSES + 1
# Trumps that stay on the table after they are played (the rest go to the discard pile).
STAYING = ("chariot", "justice", "hermit", "strength", "temperance", "demons", "judgement")


def key_of(state: NarreState, card: int) -> str:
    return state.rules.names.trump_keys[card - TRUMP_BASE]


def hierophant_named(state: NarreState, choice: int) -> set[int]:
    if choice < HOUSES:
        return set(range(choice * 14, choice * 14 + 14))
    fool = state.tr.fool
    if choice == HIEROPHANT_FOOL:
        return {fool}
    return set(range(TRUMP_BASE, TRUMP_BASE + 22)) - {fool}


def trump_actions(state: NarreState, e: int, few: bool = False) -> list[Action]:
    """Every trump the entity may play from its hand or the Justice cards, with each choice it needs (with
    few, the Chariot only alone)."""
    t = state.t
    n = state.num_players
    out: list[Action] = []
    hand = state.hand_of(e)
    held = [c for c in hand + t.justice if c >= TRUMP_BASE]
    if not held:
        return out
    for card in sorted(set(held)):
        key = key_of(state, card)
        if key == "priestess":
            me = state.controller(e)
            out += [action("trump", (card, x)) for x in range(n) if x != me and not t.done[x]]
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
            if card in t.justice and state.rules.wheel_justice_counts:
                most -= 1  # Justice's replacement is one of the Wheel's draws
            out += [action("trump", (card, k)) for k in range(1, most + 1)]
        elif key == "strength":
            out += [action("trump", (card, 0)), action("trump", (card, 1))]
        elif key == "hanged":
            out += [action("trump", (card, x)) for x in state.active() if not t.done[x]]
        elif key == "temperance":
            out += [action("trump", (card, h)) for h in range(HOUSES) if t.fields[e][h] is None]
        elif key == "demons":
            if not t.demons_active and e < n:
                out.append(action("trump", (card,)))
        elif key == "tower":
            for x in state.active():
                if t.done[x]:
                    continue
                for h in range(HOUSES):
                    p = t.fields[x][h]
                    if p is not None and p.kind not in ("forfeit", "world") and p.houses[0] == h:
                        out.append(action("trump", (card, x, h)))
        elif key == "judgement":
            for x in state.active():
                if not t.done[x]:
                    out += [action("trump", (card, x, h)) for h in range(HOUSES) if t.fields[x][h] is None]
    return out


def play(state: NarreState, e: int, action: Action) -> None:
    """Plays a trump for its effect; what must follow goes on the task queue."""
    t = state.t
    rules = state.rules
    card = int(action.args[0])
    args = [int(a) for a in action.args[1:]]
    key = key_of(state, card)
    state._take_card(e, card)
    state._refill_justice()
    if key not in STAYING:
        t.discard.append(card)
    if key == "priestess":
        target = args[0]
        seat = state.controller(e)
        for c in t.hand[target]:
            t.private_known[seat][c] = target
        t.looks[seat].append((target, tuple(sorted(t.hand[target] + t.opens[target]))))
        if state.options["priestess_extra_turn"]:
            state.extra_turns[e] += 1
    elif key == "hierophant":
        named = hierophant_named(state, args[0])
        for x in state.active():
            shown = named & set(t.hand[x])
            for c in shown:
                t.public_known[c] = x
            if x != state.demons:
                t.not_in[x] |= named - shown
        if state.options["hierophant_extra_turn"]:
            state.extra_turns[e] += 1
    elif key == "chariot":
        t.chariot[e] = []
        for c in args:
            state._take_card(e, c)
            t.chariot[e].append(c)
    elif key == "justice":
        t.justice_owner = e
        if t.demons_active and not t.demons_handless:
            d = state.demons
            t.justice = t.hand[d] + t.opens[d]
            t.hand[d], t.opens[d] = [], []
            t.justice_size = len(t.justice)
            t.demons_handless = True
        else:
            t.justice_size = rules.justice_cards
            state._refill_justice()
            if state.options["justice_extra_turn"]:
                state.justice_offer = e
    elif key == "hermit":
        t.hermit = [e, rules.hermit_turns]
    elif key == "wheel":
        state.tasks += [("draw", e, args[0]), ("wheel_discard", e)]
    elif key == "strength":
        t.strength[e] = args[0]
    elif key == "hanged":
        target = args[0]
        for c in t.hand[target] + t.opens[target]:
            t.forget(c)
        t.discard += t.hand[target] + t.opens[target]
        t.hand[target], t.opens[target] = [], []
        if t.chariot[target] is not None:
            t.discard += [*t.chariot[target], state.tr_card("chariot")]
            t.chariot[target] = None
        state.tasks.append(("fill", target))
    elif key == "death":
        t.discard += t.deck
        t.deck = []
        t.death = True
        state._deck_not_turned()
    elif key == "temperance":
        t.temperance = (e, args[0])
    elif key == "demons":
        bring_demons(state, e)
    elif key == "tower":
        target, house = args
        placement = t.fields[target][house]
        assert placement is not None
        for h in placement.houses:
            t.fields[target][h] = None
        t.discard += placement.cards
    elif key in ("star", "moon", "sun"):
        rule = rules.calls[key]
        state.calling = [e, key, rule.trump_attempts, rule.card_attempts, set(), ""]
        state.tasks.append(("call", e))
    elif key == "judgement":
        target, house = args
        state.order += 1
        t.fields[target][house] = Placement("forfeit", (card,), (house,), -1, state.order, 0,
                                            len(rules.ranking) - 1, True)


def bring_demons(state: NarreState, owner: int) -> None:
    t = state.t
    d = state.demons
    t.hand[d], t.opens[d], t.chariot[d], t.strength[d] = [], [], None, -1
    t.fields[d] = [None] * HOUSES
    t.done[d] = False
    t.not_in[d] = set()
    t.demons_active, t.demons_owner, t.demons_handless = True, owner, False
    if t.justice_owner >= 0:
        if state.options["althea"]:
            t.demons_handless = True  # Althéa: after Justice the Demons get no cards
        else:  # the Demons take the Justice cards; Justice stays on the table, empty
            t.hand[d] = list(t.justice)
            t.justice = []
            t.justice_size = 0
    else:
        state.tasks.append(("draw", d, state.rules.demons_hand))


def remove_demons(state: NarreState) -> None:
    """Malderia: the Knight of Swords drives the Demons out with their hand and placements."""
    t = state.t
    d = state.demons
    state._clear_table_of(d)
    for p in {id(p): p for p in t.fields[d] if p is not None}.values():
        t.discard += p.cards
    t.fields[d] = [None] * HOUSES
    t.demons_active = False
    t.done[d] = False
    t.discard.append(state.tr_card("demons"))


def callable_cards(state: NarreState, e: int) -> list[int]:
    """Cards the caller may call now, judged from what the caller can see (so the list leaks nothing)."""
    calling = state.calling
    assert calling is not None
    t = state.t
    seen = set(t.discard) | set(t.justice) | calling[4] | set(state.hand_of(e))
    if t.chariot[e] is not None:
        seen |= set(t.chariot[e])
    for p in t.placements():
        seen |= set(p.cards)
    seen |= set(table_trumps(state))
    out = []
    if calling[3] > 0 and calling[5] != "trump":
        out += [c for c in range(TRUMP_BASE) if c not in seen]
    if calling[2] > 0 and calling[5] == "":
        out += [c for c in range(TRUMP_BASE, TRUMP_BASE + 22) if c not in seen and c not in state.rules.uncallable]
    return out


def table_trumps(state: NarreState) -> list[int]:
    """Trumps lying openly on the table for their effect."""
    t = state.t
    out = []
    if any(c is not None for c in t.chariot):
        out.append(state.tr_card("chariot"))
    if any(s >= 0 for s in t.strength):
        out.append(state.tr_card("strength"))
    if t.hermit is not None:
        out.append(state.tr_card("hermit"))
    if t.temperance is not None:
        out.append(state.tr_card("temperance"))
    if t.justice_owner >= 0:
        out.append(state.tr_card("justice"))
    if t.demons_active:
        out.append(state.tr_card("demons"))
    return out


def ask_call(state: NarreState, e: int) -> None:
    calling = state.calling
    if calling is None:
        return
    if state.t.done[e] or not callable_cards(state, e):
        state.calling = None
        state.tasks.insert(0, ("draw", e, state.rules.call_failure_draws))
        return
    state.ask = ("call", state.controller(e), e)


def call_card(state: NarreState, e: int, card: int) -> None:
    """One call: whoever else holds the card in hand or Chariot hands it over; else the next attempt."""
    calling = state.calling
    assert calling is not None
    t = state.t
    calling[4].add(card)
    if card >= TRUMP_BASE:
        calling[2], calling[3], calling[5] = 0, 0, "trump"
    else:
        calling[2], calling[5] = 0, "card"
        calling[3] -= 1
    for x in state.active():
        if x == e:
            continue
        if card in t.hand[x] or card in t.opens[x]:
            (t.hand[x] if card in t.hand[x] else t.opens[x]).remove(card)
            t.forget(card)
            t.hand[e].append(card)
            if e != state.demons:
                t.public_known[card] = e
            state.calling = None
            if state.rules.giver_draws_at_once:
                state.tasks.insert(0, ("fill", x))
            return
        if t.chariot[x] is not None and card in t.chariot[x]:
            t.chariot[x].remove(card)
            t.hand[e].append(card)
            if e != state.demons:
                t.public_known[card] = e
            state.calling = None
            return
    for x in state.active():
        if x != e and x != state.demons:
            t.not_in[x].add(card)
    if calling[2] > 0 or calling[3] > 0:
        state.tasks.insert(0, ("call", e))
    else:
        state.calling = None
        state.tasks.insert(0, ("draw", e, state.rules.call_failure_draws))
