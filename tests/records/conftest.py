"""Seeded finished games for the record tests, played by bots (fast games only)."""

from __future__ import annotations

import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.headless import play_out
from game.records.book import RecordBook


def played(key: str, seats: list[Seat], seed: int, **options: object) -> Match:
    info = get_game(key)
    match = Match(info, dict(options), seats, seed)
    return play_out(match, [bot_for(info, s) for s in seats])


@pytest.fixture
def book(tmp_path):
    b = RecordBook(tmp_path / "data")
    yield b
    b.close()
