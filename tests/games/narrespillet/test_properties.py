"""Properties over seeded random games: cards conserved, no view leaks, games end, replays agree."""

import json
import random

import pytest

from game.engine.state import CHANCE, Action

GAMES = 400          # the suite's share; tools/bench_narrespillet.py and longer sweeps play many more
CHECK_VIEWS_EVERY = 7


def random_options(rng: random.Random) -> dict:
    return {
        "rounds": rng.randint(1, 2),
        "malderia": rng.random() < 0.5, "althea": rng.random() < 0.5, "kroam": rng.random() < 0.5,
        "priestess_extra_turn": rng.random() < 0.7, "hierophant_extra_turn": rng.random() < 0.7,
        "justice_extra_turn": rng.random() < 0.7, "stake_each": rng.choice([0, 6]),
    }


def hidden_from(state, seat: int) -> set[int]:
    """Cards whose place the seat cannot know: the deck and other players' closed cards not shown to it."""
    t = state.t
    hidden = set(t.deck)
    for x in range(state.num_players):
        if x == seat:
            continue
        for c in t.hand[x]:
            if t.public_known.get(c) != x and t.private_known[seat].get(c) != x:
                hidden.add(c)
    return hidden


def cards_in(view) -> set[int]:
    """Every card number shown in the card-holding parts of a view."""
    found: set[int] = set(view["discard"])
    if view["justice"]:
        found |= set(view["justice"]["cards"])
    for e in view["entities"]:
        found |= set(e["hand"] or []) | set(e["known_cards"]) | set(e["open_cards"]) | set(e["chariot"] or [])
        for f in e["fields"]:
            found |= set(f.get("cards", []))
    for look in view.get("looks", []):
        found |= set(look["cards"])
    return found


def play_random(info, seed: int, check_views: bool):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    options = random_options(rng)
    state = info.new_state(n, info.resolve(options))
    actions: list[Action] = []
    steps = 0
    while not state.is_terminal():
        assert steps < 20_000, "the game does not end"
        if state.current_player() == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = rng.choice(state.legal_actions())
            assert state.describe(action)
        state.apply(action)
        actions.append(action)
        steps += 1
        assert state.invariants() == [], (seed, steps, state.invariants())
        if check_views and steps % CHECK_VIEWS_EVERY == 0 and state.current_player() != CHANCE:
            for seat in range(n):
                view = state.view(seat)
                json.dumps(view)
                looked = {c for look in view["looks"] for c in look["cards"]}
                assert not (cards_in(view) - looked) & hidden_from(state, seat)
                other = state.resample(seat, random.Random(steps))
                assert other.view(seat) == view, "a view depends on what the seat cannot see"
                assert other.invariants() == []
    return n, options, actions, state


@pytest.mark.parametrize("block", range(8))
def test_random_games_keep_every_card_and_end(info, block):
    for seed in range(block * GAMES // 8, (block + 1) * GAMES // 8):
        play_random(info, seed, check_views=seed % 3 == 0)


def test_replay_gives_the_same_state(info):
    for seed in range(1000, 1012):
        n, options, actions, state = play_random(info, seed, check_views=False)
        again = info.new_state(n, info.resolve(options))
        for a in actions:
            again.apply(Action.from_json(json.loads(json.dumps(a.to_json()))))
        assert again.snapshot() == state.snapshot()
        assert again.returns() == state.returns() and sum(state.returns()) == pytest.approx(1.0)


def test_twenty_victories_over_five_rounds(info):
    rng = random.Random(5)
    state = info.new_state(4, info.resolve({}))
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions()))
    assert sum(sum(v) for v in state.victories) == 20 and len(state.summaries) == 5
