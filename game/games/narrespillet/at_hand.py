"""Which cards an entity has at hand on its turn: the one home of that rule, for the state, the views, the
rule-based player and the table.

The rules give the cards at hand two meanings, and each has its own function here:
- cards_at_hand: every card the entity may use on its turn: its closed hand, its open cards (Strength; they are
  part of the hand), the Justice cards (every player may use them as if they were in their own hand) and the
  contents of its own Chariot. The rule-based player weighs these (a Queen with her King at hand), and the
  table lets a player pick any of them up.
- placeable_cards: those of them that may go into a placement. Trumps may be put into the Chariot but not
  played from it, except the Magician, the Emperor, the Empress and the Lovers (rules_data's
  chariot_playable_trumps); every other card at hand may.
- trumps_for_effect: the trumps of them that may be played for their effect: those in the hand (open cards
  included) and among the Justice cards, never one in the Chariot.
The first two keep the same order (hand, open cards, Justice, Chariot): the order of the legal placements follows it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from game.games.narrespillet.cards import TRUMP_BASE


def cards_at_hand(hand: Sequence[int], opens: Sequence[int], justice: Sequence[int],
                  chariot: Sequence[int] | None) -> list[int]:
    """Every card the entity may use on its turn: its closed hand, its open cards, the Justice cards and the
    contents of its own Chariot (None: it has no Chariot), in that order."""
    cards = [*hand, *opens, *justice]
    if chariot:
        cards += chariot
    return cards


def playable_from_chariot(card: int, chariot_trumps: Collection[int]) -> bool:
    """May this card of a Chariot go into a placement? Every house card may, and only the trumps the rules
    name (chariot_trumps: the Magician, the Emperor, the Empress and the Lovers)."""
    return card < TRUMP_BASE or card in chariot_trumps


def placeable_cards(hand: Sequence[int], opens: Sequence[int], justice: Sequence[int],
                    chariot: Sequence[int] | None, chariot_trumps: Collection[int]) -> list[int]:
    """The cards at hand (cards_at_hand) that may go into a placement: all but the Chariot's trumps that may
    not be played from it."""
    cards = [*hand, *opens, *justice]
    if chariot:
        cards += [c for c in chariot if c < TRUMP_BASE or c in chariot_trumps]  # playable_from_chariot, inline
    return cards


def trumps_for_effect(hand: Sequence[int], opens: Sequence[int], justice: Sequence[int]) -> list[int]:
    """The trumps the entity may play for their effect, in card order, each once: those in its hand, its open
    cards and the Justice cards (none from its Chariot)."""
    return sorted({c for c in (*hand, *opens, *justice) if c >= TRUMP_BASE})


def cards_at_hand_in_view(view: Mapping[str, Any], entity: int) -> list[int]:
    """cards_at_hand, read from a seat's view (the entity's closed hand is in it only for its own seat)."""
    own = next(x for x in view["entities"] if x["entity"] == entity)
    justice = view["justice"]["cards"] if view["justice"] else []
    return cards_at_hand(own["hand"] or [], own["open_cards"], justice, own["chariot"])


def placeable_cards_in_view(view: Mapping[str, Any], entity: int, chariot_trumps: Collection[int]) -> list[int]:
    """placeable_cards, read from a seat's view."""
    own = next(x for x in view["entities"] if x["entity"] == entity)
    justice = view["justice"]["cards"] if view["justice"] else []
    return placeable_cards(own["hand"] or [], own["open_cards"], justice, own["chariot"], chariot_trumps)
