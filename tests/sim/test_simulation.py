"""Every registered game, played many times by random seats: invariants hold after every action,
the game ends, clones and saves round-trip, and the same seed and actions give the same game."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot, decision_for
from game.engine.errors import OptionError
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.saves import load_match, save_match
from game.engine.seats import Seat
from game.engine.state import CHANCE, TERMINAL

PLAYOUTS = 1000
CHUNKS = 4  # the playouts of a game are split so that test workers share the long games
MOVE_LIMIT = 20_000


def random_seats(info, rng):
    count = rng.randint(info.min_players, min(info.max_players, 6))
    return [Seat(f"R{i + 1}", "random") for i in range(count)]


def random_options(info, rng):
    return {spec.key: rng.choice(spec.values()[:50]) for spec in info.options}


def random_match(info, rng, seed):
    """A match with random seats and options; a combination the game refuses (with its reason) is drawn again."""
    while True:
        seats, options = random_seats(info, rng), random_options(info, rng)
        try:
            return Match(info, options, seats, seed=seed)
        except OptionError as exc:
            assert str(exc)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("key", sorted(all_games()))
def test_random_playouts_keep_every_invariant(key, chunk):
    info = all_games()[key]
    rng = random.Random(f"{key}-{chunk}")
    bot = RandomBot()
    lengths = []
    per_chunk = PLAYOUTS // CHUNKS
    for n in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        match = random_match(info, rng, n)
        state = match.state
        while not state.is_terminal():
            assert len(match.actions) < MOVE_LIMIT, f"{key} seed {n} did not end"
            player = state.current_player()
            assert player == CHANCE or 0 <= player < len(match.seats)
            if player == CHANCE:
                match.play_chance()
            else:
                legal = state.legal_actions()
                assert legal, f"{key}: seat {player} has no legal move"
                match.apply(bot.choose(decision_for(state, player, match.step_rng("bot"))))
            problems = state.invariants()
            assert not problems, f"{key} seed {n} after {len(match.actions)} moves: {problems}"
        assert state.current_player() == TERMINAL and state.legal_actions() == []
        assert len(state.returns()) == len(match.seats) == len(state.scores())
        lengths.append(len(match.actions))
    assert min(lengths) > 0


@pytest.mark.parametrize("key", sorted(all_games()))
def test_clone_save_and_replay_give_the_same_state(key, tmp_path):
    info = all_games()[key]
    rng = random.Random(f"{key}-round-trip")
    for n in range(25):
        match = random_match(info, rng, 100 + n)
        seats, options = match.seats, match.options
        bots = [RandomBot() for _ in seats]
        stop = rng.randint(1, 300)
        while not match.state.is_terminal() and len(match.actions) < stop:
            player = match.state.current_player()
            if player == CHANCE:
                match.play_chance()
            else:
                match.apply(bots[player].choose(decision_for(match.state, player, match.step_rng("bot"))))
        clone = match.state.clone()
        assert clone.snapshot() == match.state.snapshot()
        path = tmp_path / f"{n}.json"
        save_match(match, path)
        assert load_match(path).state.snapshot() == match.state.snapshot()
        # The same seed and the same actions give the same game.
        again = Match(info, options, seats, seed=100 + n)
        for action in match.actions:
            again.apply(action)
        assert again.state.snapshot() == match.state.snapshot()
        # A clone is independent: playing on from it leaves the original untouched.
        if not clone.is_terminal():
            before = match.state.snapshot()
            if clone.current_player() == CHANCE:
                clone.apply(clone.sample_chance(random.Random(n)))
            else:
                clone.apply(clone.legal_actions()[0])
            assert match.state.snapshot() == before


@pytest.mark.parametrize("key", sorted(all_games()))
def test_the_same_seed_gives_the_same_chance_outcomes(key):
    info = all_games()[key]
    seats = [Seat(f"A{i}", "random") for i in range(info.min_players)]
    runs = []
    for _ in range(2):
        match = Match(info, {}, seats, seed=77)
        while not match.state.is_terminal() and len(match.actions) < 200:
            player = match.state.current_player()
            if player == CHANCE:
                match.play_chance()
            else:
                match.apply(RandomBot().choose(decision_for(match.state, player, match.step_rng("bot"))))
        runs.append([a.to_json() for a in match.actions])
    assert runs[0] == runs[1]
