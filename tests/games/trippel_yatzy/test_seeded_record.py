"""Seeded three-column games against their recorded action lists: a change for speed must not change a
single move (tests/games/trippel_yatzy/data/seeded_games.json was recorded before the simulation was sped up)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.headless import play_out

RECORDS = json.loads((Path(__file__).parent / "data" / "seeded_games.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"seed{r['seed']}-{'-'.join(r['levels'])}")
def test_a_seeded_game_plays_exactly_its_recorded_moves(record):
    info = get_game("trippel_yatzy")
    seats = [Seat(f"AI {i + 1}", "ai", level) for i, level in enumerate(record["levels"])]
    match = Match(info, record["options"], seats, record["seed"])
    play_out(match, [bot_for(info, s) for s in seats])
    assert [a.to_json() for a in match.actions] == record["actions"]
    assert match.state.scores() == record["scores"]
