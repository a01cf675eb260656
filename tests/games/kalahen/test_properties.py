"""Properties over seeded random games: limits hold, cards are conserved, games end, replays agree."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.state import CHANCE, Action

GAMES = 5_000        # seeded random games, each checked after every action and replayed from its record
BLOCKS = 40          # spread over the test workers
OPTION_SETS = [{}, {"traps": True, "floating": True}, {"cooperation": True, "high_risk": True},
               {"traps": True, "floating": True, "cooperation": True, "high_risk": True}]


def play_random(info, seed: int):
    rng = random.Random(seed)
    players = 3 + seed % 4
    options = info.resolve({**OPTION_SETS[seed % len(OPTION_SETS)], "round_limit": 80})
    state = info.new_state(players, options)
    actions: list[Action] = []
    steps = 0
    while not state.is_terminal():
        action = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        steps += 1
        problems = state.invariants()
        assert not problems, (seed, steps, problems)
        for c in state.champions:
            assert 0 <= c.life <= 12 and c.carried() <= 7
        if steps % 97 == 0:
            seat = rng.randrange(players)
            json.dumps(state.view(seat))
            other = state.resample(seat, rng)
            assert other.invariants() == []
            assert other.view(seat)["champions"][seat] == state.view(seat)["champions"][seat]
            assert other.current_player() == state.current_player()
        assert steps < 100_000
    return players, options, actions, state


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_keep_every_limit_end_and_replay(info, block) -> None:
    for seed in range(block * GAMES // BLOCKS, (block + 1) * GAMES // BLOCKS):
        players, options, actions, state = play_random(info, seed)
        assert state.is_terminal()
        assert state.round <= options["round_limit"] + 1  # the cap: a game still going after it ends unwon
        again = info.new_state(players, options)
        for action in json.loads(json.dumps([a.to_json() for a in actions])):
            again.apply(Action.from_json(action))
        assert again.snapshot() == state.snapshot(), seed


def test_other_seats_never_see_face_down_cards(info) -> None:
    rng = random.Random(5)
    state = info.new_state(4, info.resolve({}))
    seen_hidden = False
    for _ in range(3000):
        if state.is_terminal():
            break
        action = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        state.apply(action)
        assert state.is_terminal() or state.view(None)["pending"]["prompt"]  # every step says what it waits for
        for c in state.champions:
            for seat in range(4):
                item = state.view(seat)["champions"][c.seat]
                if seat != c.seat:
                    assert "cards" not in item and "home_scrolls" not in item
                    assert all(card["kind"] in ("key", "sword", "shield") for card in item["public_cards"])
                    seen_hidden |= item["cards_count"] > len(item["public_cards"])
    assert seen_hidden


def test_a_saved_match_loads_to_the_same_state(info, monkeypatch) -> None:
    from game.ai import bot_for
    from game.engine import registry
    from game.engine.match import Match
    from game.engine.seats import Seat
    from game.headless import play_out

    monkeypatch.setattr(registry, "_games", {"kalahen": info})
    seats = [Seat("Ann", "ai", "hard"), Seat("Bo", "ai", "normal"), Seat("Cy", "random")]
    match = Match(info, {"round_limit": 30, "traps": True}, seats, 11)
    play_out(match, [bot_for(info, s) for s in seats])
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.state.is_terminal()
