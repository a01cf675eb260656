"""For every game: a determinization for a seat (resample) keeps everything that seat can see."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.match import Match
from game.engine.registry import GAME_PACKAGES, get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE


@pytest.mark.parametrize("key", GAME_PACKAGES)
def test_resampling_keeps_the_seats_view(key: str) -> None:
    info = get_game(key)
    players = max(info.min_players, min(4, info.max_players))
    bot = RandomBot()
    for seed in range(3):
        match = Match(info, {}, [Seat(f"Player {n + 1}", "random") for n in range(players)], seed)
        rng = random.Random(seed)
        checked = 0
        while not match.state.is_terminal() and checked < 12:
            state = match.state
            player = state.current_player()
            if player == CHANCE:
                match.play_chance()
                continue
            if len(match.actions) % 5 == 0:
                for seat in range(players):
                    again = state.resample(seat, rng)
                    assert again.view(seat) == state.view(seat), f"{key}, seed {seed}, move {len(match.actions)}"
                    assert again.current_player() == player
                checked += 1
            match.apply(bot.choose(decision_for(state, player, match.step_rng("bot"))))
