"""The Kalahen benchmark's what-if games (tools/kalahen_whatif.py): each gift is given, and nothing else changes."""

from __future__ import annotations

import pytest

from tools.kalahen_games import play
from tools.kalahen_whatif import TOP_UP, granted


def test_no_lp_lost_walks_a_red_road_for_free_and_still_flips_its_marker(script) -> None:
    s = script(markers=(0, 1, 0, 0))  # plains red
    granted(s.state, ("lp",))
    s.act("move", "Ekby")  # A–Ekby is plains
    assert s.state.champions[0].life == 12
    assert s.state.danger["plains"] is False


def test_rings_and_items_are_given_before_each_turn_from_the_piles(script) -> None:
    s = script(players=4)
    granted(s.state, ("rings", "key", "shield", "sword"))
    cards_in_game = sum(len(p) for p in s.state.piles.values()) + sum(len(c.cards) for c in s.state.champions)
    s.act("stay")
    s.end_turns_until(1)
    one = s.state.champions[1]
    assert {s.state.card(cid).kind for cid in one.cards} >= {"key", "shield", "sword"}
    assert all(one.rings[colour] >= count for colour, count in TOP_UP.items())
    assert one.carried() == 7
    # Taken from the piles, not made: the cards in the game are as many as before.
    assert sum(len(p) for p in s.state.piles.values()) + sum(len(c.cards) for c in s.state.champions) == cards_in_game
    # The champion that has not had a turn since has been given nothing.
    assert not any(s.state.card(cid).kind == "key" for cid in s.state.champions[2].cards)


def test_a_game_without_gifts_is_the_game_itself() -> None:
    plain, none = play(("hard",) * 4, 1000), play(("hard",) * 4, 1000, gifts=())
    assert [plain[k] for k in ("winner", "rounds", "turns", "formula")] == [
        none[k] for k in ("winner", "rounds", "turns", "formula")]


def test_an_unknown_gift_is_refused(script) -> None:
    with pytest.raises(ValueError, match="unknown gifts"):
        granted(script().state, ("gold",))
