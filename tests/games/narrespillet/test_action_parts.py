"""A move's parts by name: the table reads a placement's cards and battlefields and a trump's card from these."""

from __future__ import annotations

import random

from game.engine.state import CHANCE
from game.games.narrespillet.action_parts import placed_cards, placement_houses, trump_card, trump_key
from game.games.narrespillet.at_hand import cards_at_hand_in_view
from tests.helpers import new_match


def test_every_legal_placement_and_trump_reads_as_cards_at_hand_and_battlefields() -> None:
    match = new_match("narrespillet", 3)
    rng = random.Random(5)
    placements = trumps = 0
    while not match.state.is_terminal() and len(match.actions) < 1500:
        state = match.state
        if state.current_player() == CHANCE:
            match.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        seat = state.current_player()
        view = state.view(seat)
        # the cards the seat may use, for itself or for the Demons it plays
        usable = {c for e in view["entities"] if e["hand"] is not None
                  for c in cards_at_hand_in_view(view, e["entity"])}
        for action in legal:
            if action.kind == "place":
                placements += 1
                assert set(placed_cards(action)) <= usable
                assert 1 <= len(placement_houses(action)) <= 2 and all(0 <= h < 4 for h in placement_houses(action))
            elif action.kind == "trump":
                trumps += 1
                assert trump_key(state.rules.names, action) in state.rules.names.trump_keys
                assert trump_card(action) in usable
        match.apply(rng.choice(legal))
    assert placements > 100 and trumps > 0
