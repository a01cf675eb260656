"""Seeded Kalahen games against their recorded action lists: a change for speed must not change a single move
or dice roll.

data/seeded_games.json was recorded before the simulation was sped up and is kept as it is: the engine replays
those games move by move to the same end. data/seeded_bots.json holds the same seeds as today's AI plays them; a
change for speed must play them exactly. Run this file as a script to record seeded_bots.json anew, only when a
change of the AI's play is meant (and say so in the commit)."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.headless import play_out

DATA = Path(__file__).parent / "data" / "seeded_games.json"
BOTS = Path(__file__).parent / "data" / "seeded_bots.json"
EXTENSIONS = {"traps": True, "floating": True, "cooperation": True, "high_risk": True}
# (seed, levels, options): the simulate benchmark's four easy seats, every level together, the extension rules.
GAMES: list[tuple[int, list[str], dict[str, Any]]] = [
    (1, ["easy"] * 4, {}),
    (2, ["easy"] * 4, {}),
    (3, ["easy", "normal", "hard", "hard"], {}),
    (4, ["hard", "normal", "hard", "normal"], {}),
    (5, ["normal", "hard", "easy", "hard"], EXTENSIONS),
]


def state_digest(match: Match) -> str:
    """A fingerprint of everything the state holds at the end (its snapshot, the log included)."""
    text = json.dumps(match.state.snapshot(), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def play(seed: int, levels: list[str], options: dict[str, Any]) -> Match:
    info = get_game("kalahen")
    seats = [Seat(f"AI {i + 1}", "ai", level) for i, level in enumerate(levels)]
    match = Match(info, options, seats, seed)
    return play_out(match, [bot_for(info, s) for s in seats])


def record() -> list[dict[str, Any]]:
    out = []
    for seed, levels, options in GAMES:
        match = play(seed, levels, options)
        out.append({"seed": seed, "levels": levels, "options": options,
                    "actions": [a.to_json() for a in match.actions], "winner": match.state.winner,
                    "round": match.state.round, "digest": state_digest(match)})
    return out


RECORDS = json.loads(DATA.read_text(encoding="utf-8"))
BOT_RECORDS = json.loads(BOTS.read_text(encoding="utf-8")) if BOTS.exists() else []


@pytest.mark.parametrize("record", BOT_RECORDS, ids=lambda r: f"seed{r['seed']}-{'-'.join(r['levels'])}")
def test_a_seeded_game_plays_exactly_its_recorded_moves(record):
    match = play(record["seed"], record["levels"], record["options"])
    assert [a.to_json() for a in match.actions] == record["actions"]
    assert (match.state.winner, match.state.round) == (record["winner"], record["round"])
    assert state_digest(match) == record["digest"]


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"seed{r['seed']}-{'-'.join(r['levels'])}")
def test_a_recorded_game_replays_move_by_move_to_the_same_state(record):
    """The engine alone: every recorded move is legal where it was made, every roll is what the seed draws, and
    the game ends in the recorded state (whatever the AI of today would choose)."""
    info = get_game("kalahen")
    seats = [Seat(f"AI {i + 1}", "ai", level) for i, level in enumerate(record["levels"])]
    match = Match.from_json({"game": "kalahen", "options": record["options"], "seed": record["seed"],
                             "seats": [s.to_json() for s in seats], "actions": record["actions"]})
    assert match.info is info and match.state.is_terminal()
    assert state_digest(match) == record["digest"]


if __name__ == "__main__":
    BOTS.write_text(json.dumps(record(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"recorded {len(GAMES)} games in {BOTS}", file=sys.stderr)
