"""The card moves Narrespillet's rules tell while a match listens (GameState.tell): every card that changes place
is one "moved" event, `piece` "card:<number>", from `source` to `target`, `amount` 1, in the order the rules move
them. The rules call these only under `if state.telling:`, so a search's playouts build no words.

The places, as the table names them (E: an entity, a seat or the Demons' number one past the last seat; H: a
house, 0–3):

    "deck"        the face-down deck
    "discard"     the discard pile, face up
    "justice"     the open Justice cards in the middle of the table
    "hand:E"      E's hand: its closed cards and Strength's open ones
    "chariot:E"   the cards in E's Chariot (open)
    "field:E:H"   E's battlefield of house H; a placement on two houses lies at its first
    "table:E"     a trump lying in front of E for its effect (the Chariot itself, Strength, the Hermit, Temperance,
                  Justice, the Demons): the views show it in words, not as a card in a row

Who sees a card's face follows the views (seat_view.build_view): the deck is seen by nobody, a player's closed
hand by that player alone, every other place by everyone. So the one hidden move is a card drawn from the deck
into a player's closed hand: its event is seen by that player (`seen_by`), and every other seat and a spectator
read its hidden words ("Anna draws a card") and see a card, not which. Every other move shows its card to all: it
was face up where it left or lies face up where it lands (a card called out of a hand is known to all in its new
one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event
from game.games.narrespillet.cards import TRUMP_BASE
from game.i18n import capital, words

if TYPE_CHECKING:
    from game.games.narrespillet.core import NarreCore
    from game.games.narrespillet.placements import Placement

_, ngettext = words("narrespillet")

DECK, DISCARD, JUSTICE = "deck", "discard", "justice"


def hand(entity: int) -> str:
    return f"hand:{entity}"


def chariot(entity: int) -> str:
    return f"chariot:{entity}"


def field(entity: int, house: int) -> str:
    return f"field:{entity}:{house}"


def lying(entity: int) -> str:
    """Where a trump lies in front of an entity for its effect."""
    return f"table:{entity}"


def at_hand(entity: int, where: str) -> str:
    """The place of a card an entity has at hand, from NarreCore.where's word for it."""
    if where == "justice":
        return JUSTICE
    return chariot(entity) if where == "chariot" else hand(entity)


def the(state: NarreCore, card: int) -> str:
    name = state.rules.names.name(card)
    return name if card >= TRUMP_BASE else _("the {card}").format(card=name)


def who(state: NarreCore, entity: int) -> str:
    """The one who acts for an entity, as a sentence's subject: the player, or the Demons' player for them."""
    if entity == state.demons:
        return _("{name} for the Demons").format(name=state.seat_name(state.controller(entity)))
    return state.seat_name(entity)


def _moved(state: NarreCore, card: int, source: str, target: str, text: str, entity: int | None = None,
           seen_by: frozenset[int] | None = None, hidden_text: str = "") -> None:
    seat = None if entity is None else state.controller(entity)
    state.tell(Event("moved", capital(text), seat=seat, piece=f"card:{card}", source=source,
                     target=target, amount=1, seen_by=seen_by, hidden_text=hidden_text))


# ----- into a hand -------------------------------------------------------------------------------------------------
def drawn(state: NarreCore, entity: int, card: int, to_open: bool, dealt: bool = False) -> None:
    """A card from the deck into the entity's hand: seen by its player alone, unless it lies open (Strength's
    open cards, the Demons' hand)."""
    name = who(state, entity)
    hidden = not to_open and entity != state.demons
    if dealt:
        text = _("{name} is dealt {card}").format(name=name, card=the(state, card))
        hidden_text = _("{name} is dealt a card").format(name=name) if hidden else ""
    else:
        text = _("{name} draws {card}").format(name=name, card=the(state, card))
        hidden_text = _("{name} draws a card").format(name=name) if hidden else ""
    _moved(state, card, DECK, hand(entity), text, entity, frozenset((entity,)) if hidden else None, hidden_text)


def taken(state: NarreCore, entity: int, card: int, source: str) -> None:
    """A card handed over to the entity (a call of the Star, the Moon or the Sun; the Demons taking the Justice
    cards): known to all where it lands."""
    _moved(state, card, source, hand(entity), _("{name} takes {card}").format(
        name=who(state, entity), card=the(state, card)), entity)


# ----- onto the table ----------------------------------------------------------------------------------------------
def placed(state: NarreCore, entity: int, card: int, source: str, house: int) -> None:
    _moved(state, card, source, field(entity, house), _("{name} places {card} on {house}").format(
        name=who(state, entity), card=the(state, card), house=state.rules.names.house(house)), entity)


def stolen(state: NarreCore, thief: int, victim: int, placement: Placement) -> None:
    """The Fool's theft: the placement's cards go over to the thief's battlefield."""
    house = placement.houses[0]
    for card in placement.cards:
        _moved(state, card, field(victim, house), field(thief, house),
               _("{card} goes over to {name}'s {house}").format(card=the(state, card), name=state.entity_name(thief),
                                                              house=state.rules.names.house(house)), thief)


def judged(state: NarreCore, entity: int, card: int, source: str, target: int, house: int) -> None:
    """Judgement lies on the battlefield it forfeits."""
    _moved(state, card, source, field(target, house), _("{card} lies on {name}'s {house}").format(
        card=the(state, card), name=state.entity_name(target), house=state.rules.names.house(house)), entity)


def laid(state: NarreCore, entity: int, card: int, source: str) -> None:
    """A trump that stays in front of the entity for its effect."""
    _moved(state, card, source, lying(entity), _("{name} lays {card} on the table").format(
        name=who(state, entity), card=the(state, card)), entity)


def loaded(state: NarreCore, entity: int, card: int, source: str) -> None:
    _moved(state, card, source, chariot(entity), _("{name} puts {card} into the Chariot").format(
        name=who(state, entity), card=the(state, card)), entity)


def to_justice(state: NarreCore, card: int, source: str = DECK) -> None:
    _moved(state, card, source, JUSTICE, _("{card} is laid out for Justice").format(card=the(state, card)))


# ----- to the discard pile and the deck ----------------------------------------------------------------------------
def discarded(state: NarreCore, entity: int, card: int, source: str) -> None:
    """The entity discards a card it had at hand (a turn's discard, after the Wheel, the Knight of Swords)."""
    _moved(state, card, source, DISCARD, _("{name} discards {card}").format(
        name=who(state, entity), card=the(state, card)), entity)


def to_pile(state: NarreCore, card: int, source: str, entity: int | None = None) -> None:
    """A card goes to the discard pile as a rule sends it there (a trump played, a Chariot scrapped, a done
    player's cards, a towered placement, the deck under Death)."""
    _moved(state, card, source, DISCARD, _("{card} goes to the discard pile").format(card=the(state, card)), entity)


def to_deck(state: NarreCore, card: int, source: str) -> None:
    """A card goes back into the deck (the discard pile turned, the table gathered for a new deal)."""
    _moved(state, card, source, DECK, _("{card} goes back into the deck").format(card=the(state, card)))


def gathered(state: NarreCore) -> None:
    """Before a deal: every card lying anywhere in the round that ended goes back into the deck (the cards still in
    the deck stay there)."""
    table = state.table
    for card in table.discard:
        to_deck(state, card, DISCARD)
    for card in table.justice:
        to_deck(state, card, JUSTICE)
    for e in range(state.num_players + 1):
        for card in table.hand[e] + table.opens[e]:
            to_deck(state, card, hand(e))
        for card in table.chariot[e] or ():
            to_deck(state, card, chariot(e))
        seen: set[int] = set()
        for p in table.fields[e]:
            if p is not None and id(p) not in seen:
                seen.add(id(p))
                for card in p.cards:
                    to_deck(state, card, field(e, p.houses[0]))
    for card, e in trumps_lying(state):
        to_deck(state, card, lying(e))


def trumps_lying(state: NarreCore) -> list[tuple[int, int]]:
    """The trumps lying in front of an entity for their effect, each with that entity (as core.table_trumps)."""
    table = state.table
    out = []
    for e, held in enumerate(table.chariot):
        if held is not None:
            out.append((state.trump_card("chariot"), e))
    for e, strength in enumerate(table.strength):
        if strength >= 0:
            out.append((state.trump_card("strength"), e))
    if table.hermit is not None:
        out.append((state.trump_card("hermit"), table.hermit[0]))
    if table.temperance is not None:
        out.append((state.trump_card("temperance"), table.temperance[0]))
    if table.justice_owner >= 0:
        out.append((state.trump_card("justice"), table.justice_owner))
    if table.demons_active:
        out.append((state.trump_card("demons"), table.demons_owner))
    return out
