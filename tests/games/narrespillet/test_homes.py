"""One home per rule: the cards at hand are told by one pair of functions, in the state, the views and the
rule-based player alike."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet.at_hand import (
    cards_at_hand,
    cards_at_hand_in_view,
    placeable_cards,
    placeable_cards_in_view,
)
from game.games.narrespillet.sight import table_from_state, table_from_view

from .helpers import C, cards, deal


def test_the_chariots_trumps_are_at_hand_but_only_the_placing_ones_placeable(info):
    s = deal(info, 3, {0: ["chariot", "tower", "magician", "5 Cu"]})
    s.apply(Action("trump", (C("chariot"), *sorted(cards("magician", "tower")))))
    chariot = s.table.chariot[0]
    assert sorted(chariot) == sorted(cards("magician", "tower"))
    hand, opens, justice = s.table.hand[0], s.table.opens[0], s.table.justice
    assert cards_at_hand(hand, opens, justice, chariot) == hand + opens + justice + chariot
    assert placeable_cards(hand, opens, justice, chariot, info.data.chariot_trumps) == hand + opens + justice + [
        C("magician")]
    assert s.placement_pool(0) == placeable_cards(hand, opens, justice, chariot, info.data.chariot_trumps)
    view = s.view(0)  # (a view lists a hand in card order)
    assert sorted(cards_at_hand_in_view(view, 0)) == sorted(cards_at_hand(hand, opens, justice, chariot))
    assert sorted(placeable_cards_in_view(view, 0, info.data.chariot_trumps)) == sorted(s.placement_pool(0))
    assert sorted(table_from_view(view, 0, 0).usable) == sorted(table_from_state(s, 0).usable) == sorted(
        cards_at_hand(hand, opens, justice, chariot))
