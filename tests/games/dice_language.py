"""The dice games' log in another language: a seeded game between AI players, each move in the log's words."""

from __future__ import annotations

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.i18n import set_language


def played_log(key: str, players: int, language: str, seed: int = 3, **options: object) -> list[str]:
    """Every line the game log shows for a seeded AI game, made while the client speaks `language`."""
    set_language(language)
    info = get_game(key)
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
    match = Match(info, dict(options), seats, seed=seed)
    bots = [bot_for(info, seat) for seat in seats]
    lines = []
    while not match.state.is_terminal():
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            action = state.sample_chance(match.step_rng("chance"))
        else:
            bot = bots[player]
            assert bot is not None
            action = bot.choose(decision_for(state, player, match.step_rng("bot")))
        lines.append(state.describe(action))
        match.apply(action)
    return lines
