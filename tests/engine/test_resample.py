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


def test_a_kalahen_winner_choosing_spoils_keeps_the_cards_it_looks_through() -> None:
    """The winner of a fight between champions sees the beaten one's carried cards while it chooses one (its view
    lists them): a determinization for it keeps them as they are, face-down ones included."""
    from game.ai import bot_for
    from game.games.kalahen.tasks import Spoils

    info = get_game("kalahen")
    match = Match(info, {}, [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], 5)
    bots = [bot_for(info, s) for s in match.seats]
    rng = random.Random(1)
    seen = 0
    while not match.state.is_terminal() and seen < 3:
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            match.play_chance()
            continue
        if isinstance(state.agenda[0], Spoils):
            seen += 1
            for _ in range(3):
                assert state.resample(player, rng).view(player) == state.view(player)
        match.apply(bots[player].choose(decision_for(state, player, match.step_rng("bot"))))
    assert seen, "the seeded game has no fight between champions to check"


def test_a_kalahen_rivals_whole_formula_at_home_stays_whole_in_every_world() -> None:
    """A champion whose formula came home must fight the dragon, which every player sees (the table says so): a
    determinization for another seat keeps that home's scrolls, so the view stays the same."""
    from game.ai import bot_for

    info = get_game("kalahen")
    match = Match(info, {}, [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], 8)
    bots = [bot_for(info, s) for s in match.seats]
    rng = random.Random(1)
    checked = 0
    while not match.state.is_terminal() and checked < 5:
        state = match.state
        player = state.current_player()
        for seat in (0, 1):
            rival = 1 - seat
            if state.complete_formula(rival) is not None:
                checked += 1
                world = state.resample(seat, rng)
                assert world.complete_formula(rival) == state.complete_formula(rival)
                assert world.view(seat) == state.view(seat)
        if player == CHANCE:
            match.play_chance()
        else:
            match.apply(bots[player].choose(decision_for(state, player, match.step_rng("bot"))))
    assert checked, "the seeded game brings no formula home to check"
