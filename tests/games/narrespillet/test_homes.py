"""One home per rule: every trump has one record (its choices, effect, words, help text and worth), and the cards
at hand are told by one pair of functions, in the state, the views and the rule-based player alike."""

from __future__ import annotations

import random

from game.engine.state import CHANCE, Action
from game.games.narrespillet.at_hand import (
    cards_at_hand,
    cards_at_hand_in_view,
    placeable_cards,
    placeable_cards_in_view,
)
from game.games.narrespillet.cards import TRUMP_BASE
from game.games.narrespillet.sight import table_from_state, table_from_view
from game.games.narrespillet.trump_book import BOOK, help_text
from game.i18n import set_language

from .helpers import C, cards, deal

PLACING_OR_REACTING = {"fool", "magician", "empress", "emperor", "lovers", "world"}


def test_every_trump_has_one_record_with_words_and_worth(info):
    keys = info.data.names.trump_keys
    assert set(BOOK) == set(keys)
    for key, trump in BOOK.items():
        assert trump.key == key and trump.help.strip() and trump.keep > 0
        played = trump.choices is not None
        assert played == (trump.effect is not None) == (key not in PLACING_OR_REACTING), key
        assert trump.target in ("", "player", "battlefield", "own house")


def test_a_trumps_help_text_is_said_in_the_language(info):
    s = deal(info, 3, {})
    english = help_text(s, C("tower"))
    assert english.startswith("Removes a placement")
    set_language("sv")
    assert help_text(s, C("tower")) not in ("", english)


def test_a_record_never_scores_a_move_above_its_most(info):
    """The search's quick turn choice passes over a trump whose `most` is below the best move so far: every move
    the record lists must score at most that, at every turn of seeded games of random moves."""
    rng = random.Random(4)
    checked = 0
    for players in (3, 4):
        state = info.new_state(players, info.resolve({"rounds": 1, "malderia": True}))
        while not state.is_terminal():
            if state.current_player() != CHANCE and state.ask.kind == "turn":
                tab = table_from_state(state, state.ask.entity)
                for move in state.legal_actions():
                    if move.kind == "trump":
                        trump = BOOK[info.data.names.trump_keys[int(move.args[0]) - TRUMP_BASE]]
                        assert trump.worth(trump, [int(a) for a in move.args[1:]], tab) <= trump.most
                        checked += 1
            legal = state.legal_actions() if state.current_player() != CHANCE else None
            state.apply(state.sample_chance(rng) if legal is None else rng.choice(legal))
    assert checked > 20


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
