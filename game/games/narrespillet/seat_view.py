"""What each seat may know (view), and full states consistent with it (resample, for searching AIs)."""

from __future__ import annotations

import random

from game.engine.state import CHANCE, TERMINAL
from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.placements import Placement
from game.games.narrespillet.tasks import Decide
from game.games.narrespillet.view_types import (
    DemonsView,
    EntityView,
    FieldView,
    HermitView,
    HouseResult,
    JusticeView,
    LookView,
    NarreView,
    PendingView,
    TemperanceView,
)
from game.i18n import game_text, words

_, ngettext = words("narrespillet")


def _field(state: NarreCore, p: Placement | None) -> FieldView:
    if p is None:
        return {"state": "open"}
    if p.kind == "forfeit":
        return {"state": "forfeit", "judgement": p.judgement, "cards": list(p.cards), "order": p.order}
    return {"state": "placed", "kind": p.kind, "cards": list(p.cards), "houses": list(p.houses),
            "transformed": p.transformed, "total": p.total, "line": p.line,
            "line_text": game_text("narrespillet", state.rules.ranking[p.line].text), "order": p.order}


def knows_hand(state: NarreCore, seat: int | None, entity: int) -> bool:
    """The Demons' hand is open; a player's closed hand is seen by that player only."""
    return entity == state.demons or entity == seat


def known_cards(state: NarreCore, seat: int | None, entity: int) -> list[int]:
    """Cards of a hidden hand this seat knows to be there (shown to all, or seen with the Priestess)."""
    table = state.table
    hand = set(table.hand[entity])
    known = {c for c, x in table.public_known.items() if x == entity and c in hand}
    if seat is not None:
        known |= {c for c, x in table.private_known[seat].items() if x == entity and c in hand}
    return sorted(known)


def pending(state: NarreCore) -> PendingView:
    """What the current decision is, in words the whole table may see."""
    player = state.current_player()
    if player == TERMINAL:
        return {"kind": "over", "text": _("The game is over")}
    if player == CHANCE:
        return {"kind": "chance", "text": _("Shuffling") if state.chance != "dealer" else _("Drawing the first dealer")}
    assert state.ask is not None
    kind, seat, entity = state.ask.kind, state.ask.seat, state.ask.entity
    who = state.entity_name(seat)
    names = state.rules.names
    info: PendingView = {"kind": str(kind), "text": "", "seat": seat, "entity": entity}
    if kind == Decide.TURN:
        info["text"] = (_("{name}'s turn for the Demons") if entity == state.demons else _("{name}'s turn")).format(
            name=who)
    elif kind == Decide.FOOL:
        target = state.fool_target
        assert target is not None
        info["houses"] = list(target.houses)
        info["victim"] = state.fool_victim
        info["asked"] = list(state.fool_queue)  # every seat the rules may still ask (public conditions only)
        info["text"] = _("{name} may play the Fool on {victim}'s placement").format(
            name=who, victim=state.entity_name(state.fool_victim))
    elif kind == Decide.HERMIT:
        info["text"] = _("{name} may take one of the Hermit's extra turns").format(name=who)
    elif kind == Decide.VOTE:
        info["text"] = _("{name}: turn the discard pile into a new deck?").format(name=who)
    elif kind == Decide.JUSTICE_EXTRA:
        info["text"] = _("{name} may take another turn (Justice)").format(name=who)
    elif kind == Decide.WHEEL_DISCARD:
        info["text"] = _("{name} discards down to the hand limit (Wheel of Fortune)").format(name=who)
        info["limit"] = state.closed_limit(entity)
    elif kind == Decide.CALL:
        calling = state.calling
        assert calling is not None
        info["trump"] = calling.trump
        info["tried"] = sorted(calling.tried)
        info["trump_attempts"] = calling.trump_attempts
        info["card_attempts"] = calling.card_attempts
        info["text"] = _("{name} calls a card ({trump})").format(
            name=who, trump=names.title(names.trump_keys.index(calling.trump)))
    return info


def _said(result: HouseResult) -> HouseResult:
    """A house's result with its ranking line and tie-break in the client's language (the state keeps them in
    the rule data's words)."""
    said = result.copy()
    said["line"] = game_text("narrespillet", result["line"])
    said["tie_break"] = game_text("narrespillet", result["tie_break"]) if result["tie_break"] else ""
    return said


def build_view(state: NarreCore, seat: int | None) -> NarreView:
    table = state.table
    entities: list[EntityView] = []
    for e in range(state.num_players + 1):
        if e == state.demons and not table.demons_active:
            continue
        visible = knows_hand(state, seat, e)
        entities.append({
            "entity": e,
            "name": state.entity_name(e),
            "controller": state.controller(e),
            "demons": e == state.demons,
            "done": table.done[e],
            "hand": sorted(table.hand[e]) if visible else None,
            "hand_count": len(table.hand[e]) + len(table.opens[e]),
            "known_cards": [] if visible else known_cards(state, seat, e),
            "open_cards": list(table.opens[e]),
            "chariot": None if (chariot := table.chariot[e]) is None else list(chariot),
            "strength": [None, "closed", "open"][table.strength[e] + 1],
            "hand_limit": state.closed_limit(e) + state.open_limit(e),
            "fields": [_field(state, table.fields[e][h]) for h in range(HOUSES)],
            "extra_turns": state.extra_turns[e],
            "handless": e == state.demons and table.demons_handless,
        })
    standing = sorted(range(state.num_players), key=state.standing_key, reverse=True)
    view: NarreView = {
        "seat": seat,
        "num_players": state.num_players,
        "round": state.round,
        "rounds": state.rounds,
        "dealer": state.dealer,
        "current": state.current_player(),
        "pending": pending(state),
        "turn_order": state.turn_cycle(),
        "deck_count": len(table.deck),
        "discard": list(table.discard),
        "justice": JusticeView(owner=table.justice_owner, cards=list(table.justice))
        if table.justice_owner >= 0 else None,
        "temperance": TemperanceView(entity=table.temperance[0], house=table.temperance[1])
        if table.temperance else None,
        "hermit": HermitView(entity=table.hermit[0], turns_left=table.hermit[1]) if table.hermit else None,
        "demons": DemonsView(owner=table.demons_owner, handless=table.demons_handless)
        if table.demons_active else None,
        "death": table.death,
        "pile_refused": table.refused,
        "pile_turns": table.pile_turns,
        "entities": entities,
        "victories": [list(v) for v in state.victories],
        "last_win": [list(v) for v in state.last_win],
        "standing": standing,
        "round_summaries": [[_said(h) for h in r] for r in state.summaries],
        "finished": state.finished,
    }
    if seat is not None:
        view["looks"] = [LookView(target=x, cards=list(cards)) for x, cards in table.looks[seat]]
    return view


def resample(state: NarreCore, seat: int, rng: random.Random) -> None:
    """Deals the cards this seat cannot see anew (in a copy of the game, for a searching AI): other players'
    unknown hand cards and the deck."""
    table = state.table
    hand = table.hand
    holders = [x for x in range(state.num_players) if x != seat]
    pool = list(table.deck)
    public, private = table.public_known, table.private_known[seat]
    not_in = table.not_in
    if not public and not private and not any(not_in[x] for x in holders):
        # Nothing known of any hidden card (the common case): as below, the holders in turn take the first
        # cards of the shuffled pool and the deck is the rest.
        for x in holders:
            pool += hand[x]
        rng.shuffle(pool)
        at = 0
        for x in holders:
            size = len(hand[x])
            hand[x] = pool[at:at + size]
            at += size
        table.deck = pool[at:]
        return
    fixed: dict[int, list[int]] = {}
    for x in holders:
        if public or private:  # as known_cards: shown to all, or seen by this seat, and still there
            known = [public.get(c) == x or private.get(c) == x for c in hand[x]]
            fixed[x] = [c for c, k in zip(hand[x], known) if k]
            pool += [c for c, k in zip(hand[x], known) if not k]
        else:
            fixed[x] = []
            pool += hand[x]
    # Cards publicly known not to be in a hand are kept out of it; should the random tries all fail, the
    # constraint is dropped rather than fall back on the true hands (which would leak them).
    order = sorted(holders, key=lambda y: -len(not_in[y])) if any(not_in) else holders
    for attempt in range(21):
        rng.shuffle(pool)
        left = pool
        hands: dict[int, list[int]] = {}
        for x in order:
            need = len(hand[x]) - len(fixed[x])
            banned = not_in[x] if attempt < 20 else None
            if banned:
                allowed = [c for c in left if c not in banned]
                if len(allowed) < need:
                    break
                take = allowed[:need]
                chosen = set(take)
                left = [c for c in left if c not in chosen]
            else:  # the first cards left (the cards are distinct)
                if len(left) < need:
                    break
                take, left = left[:need], left[need:]
            hands[x] = take
        else:
            for x in holders:
                hand[x] = fixed[x] + hands[x]
            table.deck = left
            break

