"""What each seat may know (view), and full states consistent with it (resample, for searching AIs)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.engine.state import CHANCE, TERMINAL
from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.placements import Placement

if TYPE_CHECKING:
    from game.games.narrespillet.state import NarreState


def _field(state: NarreState, p: Placement | None) -> dict[str, Any]:
    if p is None:
        return {"state": "open"}
    if p.kind == "forfeit":
        return {"state": "forfeit", "judgement": p.judgement, "cards": list(p.cards), "order": p.order}
    return {"state": "placed", "kind": p.kind, "cards": list(p.cards), "houses": list(p.houses),
            "transformed": p.transformed, "total": p.total, "line": p.line,
            "line_text": state.rules.ranking[p.line].text, "order": p.order}


def knows_hand(state: NarreState, seat: int | None, entity: int) -> bool:
    """The Demons' hand is open; a player's closed hand is seen by that player only."""
    return entity == state.demons or entity == seat


def known_cards(state: NarreState, seat: int | None, entity: int) -> list[int]:
    """Cards of a hidden hand this seat knows to be there (shown to all, or seen with the Priestess)."""
    t = state.t
    hand = set(t.hand[entity])
    known = {c for c, x in t.public_known.items() if x == entity and c in hand}
    if seat is not None:
        known |= {c for c, x in t.private_known[seat].items() if x == entity and c in hand}
    return sorted(known)


def pending(state: NarreState) -> dict[str, Any]:
    """What the current decision is, in words the whole table may see."""
    player = state.current_player()
    if player == TERMINAL:
        return {"kind": "over", "text": "The game is over"}
    if player == CHANCE:
        return {"kind": "chance", "text": "Shuffling" if state.chance != "dealer" else "Drawing the first dealer"}
    assert state.ask is not None
    kind, seat, entity = state.ask[0], state.ask[1], state.ask[2]
    who = state.entity_name(seat)
    names = state.rules.names
    info: dict[str, Any] = {"kind": kind, "seat": seat, "entity": entity}
    if kind == "turn":
        info["text"] = f"{who}'s turn" + (" for the Demons" if entity == state.demons else "")
    elif kind == "fool":
        target = state.fool_target
        assert target is not None
        info["houses"] = list(target.houses)
        info["victim"] = state.fool_victim
        info["asked"] = list(state.fool_queue)  # every seat the rules may still ask (public conditions only)
        info["text"] = f"{who} may play the Fool on {state.entity_name(state.fool_victim)}'s placement"
    elif kind == "hermit":
        info["text"] = f"{who} may take one of the Hermit's extra turns"
    elif kind == "vote":
        info["text"] = f"{who}: turn the discard pile into a new deck?"
    elif kind == "justice_extra":
        info["text"] = f"{who} may take another turn (Justice)"
    elif kind == "wheel_discard":
        info["text"] = f"{who} discards down to the hand limit (Wheel of Fortune)"
        info["limit"] = state.closed_limit(entity)
    elif kind == "call":
        calling = state.calling
        assert calling is not None
        info["trump"] = calling[1]
        info["tried"] = sorted(calling[4])
        info["trump_attempts"] = calling[2]
        info["card_attempts"] = calling[3]
        info["text"] = f"{who} calls a card ({names.trump_names[names.trump_keys.index(calling[1])]})"
    return info


def build_view(state: NarreState, seat: int | None) -> dict[str, Any]:
    t = state.t
    entities = []
    for e in range(state.num_players + 1):
        if e == state.demons and not t.demons_active:
            continue
        visible = knows_hand(state, seat, e)
        entities.append({
            "entity": e,
            "name": state.entity_name(e),
            "controller": state.controller(e),
            "demons": e == state.demons,
            "done": t.done[e],
            "hand": sorted(t.hand[e]) if visible else None,
            "hand_count": len(t.hand[e]) + len(t.opens[e]),
            "known_cards": [] if visible else known_cards(state, seat, e),
            "open_cards": list(t.opens[e]),
            "chariot": None if t.chariot[e] is None else list(t.chariot[e]),
            "strength": [None, "closed", "open"][t.strength[e] + 1],
            "hand_limit": state.closed_limit(e) + state.open_limit(e),
            "fields": [_field(state, t.fields[e][h]) for h in range(HOUSES)],
            "extra_turns": state.extra_turns[e],
            "handless": e == state.demons and t.demons_handless,
        })
    standing = sorted(range(state.num_players), key=state.standing_key, reverse=True)
    view: dict[str, Any] = {
        "seat": seat,
        "num_players": state.num_players,
        "round": state.round,
        "rounds": state.rounds,
        "dealer": state.dealer,
        "current": state.current_player(),
        "pending": pending(state),
        "turn_order": state.turn_cycle(),
        "deck_count": len(t.deck),
        "discard": list(t.discard),
        "justice": {"owner": t.justice_owner, "cards": list(t.justice)} if t.justice_owner >= 0 else None,
        "temperance": {"entity": t.temperance[0], "house": t.temperance[1]} if t.temperance else None,
        "hermit": {"entity": t.hermit[0], "turns_left": t.hermit[1]} if t.hermit else None,
        "demons": {"owner": t.demons_owner, "handless": t.demons_handless} if t.demons_active else None,
        "death": t.death,
        "pile_refused": t.refused,
        "pile_turns": t.pile_turns,
        "entities": entities,
        "victories": [list(v) for v in state.victories],
        "last_win": [list(v) for v in state.last_win],
        "standing": standing,
        "round_summaries": [[dict(h) for h in r] for r in state.summaries],
        "finished": state.finished,
    }
    if seat is not None:
        view["looks"] = [{"target": x, "cards": list(cards)} for x, cards in t.looks[seat]]
    return view


def resample(state: NarreState, seat: int, rng: random.Random) -> NarreState:
    """Deals the cards this seat cannot see anew: other players' unknown hand cards and the deck."""
    s = state.clone()
    t = s.t
    holders = [x for x in range(state.num_players) if x != seat]
    fixed: dict[int, list[int]] = {}
    pool = list(t.deck)
    for x in holders:
        known = set(known_cards(state, seat, x))
        fixed[x] = [c for c in t.hand[x] if c in known]
        pool += [c for c in t.hand[x] if c not in known]
    need = {x: len(t.hand[x]) - len(fixed[x]) for x in holders}
    # Cards publicly known not to be in a hand are kept out of it; should the random tries all fail, the
    # constraint is dropped rather than fall back on the true hands (which would leak them).
    for attempt in range(21):
        rng.shuffle(pool)
        left = list(pool)
        hands: dict[int, list[int]] = {}
        ok = True
        for x in sorted(holders, key=lambda y: -len(t.not_in[y])):
            banned = t.not_in[x] if attempt < 20 else set()
            allowed = [c for c in left if c not in banned]
            if len(allowed) < need[x]:
                ok = False
                break
            take = allowed[:need[x]]
            hands[x] = take
            chosen = set(take)
            left = [c for c in left if c not in chosen]
        if ok:
            for x in holders:
                t.hand[x] = fixed[x] + hands[x]
            t.deck = left
            break
    s._legal = None
    return s
