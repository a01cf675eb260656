"""Every move a player can try and may not make is refused with a reason in words, and changes nothing (the
games of pure luck have one move at a time, a roll, and nothing else to try)."""

from __future__ import annotations

import random
from functools import partial

import pytest

from game.ai import bot_for
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.registry import all_games, get_game
from game.engine.seats import Seat
from game.session.session import TableSession


@pytest.mark.parametrize("key", sorted(k for k, info in all_games().items() if info.choices))
def test_a_move_tried_out_of_place_is_refused_with_a_reason_and_changes_nothing(key: str) -> None:
    info = get_game(key)
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(max(2, info.min_players))]
    session = TableSession(Match(info, {}, seats, 11), partial(bot_for, info))
    rng = random.Random(5)
    seen: list = []  # moves that were open at some earlier point of the game
    refused = 0
    for _ in range(400):
        if session.is_over():
            break
        seat = session.to_act()
        if seat >= 0:
            legal = session.legal()
            stale = [a for a in seen if a not in legal]
            for action in rng.sample(stale, min(3, len(stale))):
                state = session.match.state
                reason = state.refusal(action)
                assert reason.strip() and reason == reason.strip(), (key, action)
                moves = len(session.match.actions)
                with pytest.raises(IllegalAction, match=".+"):
                    state.apply(action)
                assert len(session.match.actions) == moves
                refused += 1
            seen.extend(a for a in legal if a not in seen)
            del seen[:-60]
        session.advance()
    assert refused > 20
