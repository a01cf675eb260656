"""Playing games without a window: whole matches by bots, and the figures of many of them."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.ai import bot_for
from game.ai.base import Bot, decision_for
from game.engine.errors import SpelbordetError
from game.engine.match import Match
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.i18n import number, words

_, ngettext = words("spelbordet")

DEFAULT_MOVE_LIMIT = 200_000


def play_out(match: Match, bots: list[Bot | None], move_limit: int = DEFAULT_MOVE_LIMIT) -> Match:
    """Plays a match to its end with the given bots (one per seat)."""
    state = match.state
    while not match.state.is_terminal():
        if len(match.actions) >= move_limit:
            raise SpelbordetError(_("{game} did not end within {n} moves").format(game=match.info.local_name(),
                                                                                   n=number(move_limit)))
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            match.play_chance()
            continue
        bot = bots[player]
        if bot is None:
            raise SpelbordetError(_("seat {n} is human and cannot be played without a window").format(n=player + 1))
        match.apply(bot.choose(decision_for(state, player, partial(random.Random, match.step_seed("bot")))))
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
