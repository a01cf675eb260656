"""Playing games without a window: whole matches by bots, and the figures of many of them."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from game.ai import bot_for
from game.engine.bots import Bot
from game.engine.match import Match
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.i18n import words
from game.session.session import TableSession

_, ngettext = words("spelbordet")

DEFAULT_MOVE_LIMIT = 200_000


def play_out(match: Match, bots: list[Bot | None], move_limit: int = DEFAULT_MOVE_LIMIT) -> Match:
    """Plays a match to its end with the given bots (one per seat), through the same session a table uses."""
    TableSession(match, lambda seat: None, words=False, bots=bots).play_to_end(move_limit)
    return match


@dataclass
class SeatFigures:
    seat: int
    kind: str
    wins: float = 0.0
    score_total: float = 0.0


def simulate(info: GameInfo, seats: list[Seat], games: int, seed: int,
             options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Plays `games` matches with seeds seed, seed+1, … and sums up wins, scores and speed."""
    figures = [SeatFigures(i, s.kind if s.kind != "ai" else f"ai:{s.level}") for i, s in enumerate(seats)]
    total_moves = 0
    draws = 0
    started = time.perf_counter()
    for n in range(games):
        match = Match(info, options or {}, seats, seed + n)
        play_out(match, [bot_for(info, s) for s in seats])
        total_moves += len(match.actions)
        winners = match.state.winners()
        if not winners:
            draws += 1
        for w in winners:
            figures[w].wins += 1 / len(winners)
        for f, score in zip(figures, match.state.scores()):
            f.score_total += score
    elapsed = time.perf_counter() - started
    return {
        "game": info.key,
        "games": games,
        "seed": seed,
        "options": info.resolve(options or {}),
        "mean_length": total_moves / games if games else 0.0,
        "draws": draws,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
        "seats": [
            {"seat": f.seat, "kind": f.kind, "wins": round(f.wins, 3),
             "mean_score": f.score_total / games if games else 0.0}
            for f in figures
        ],
    }
