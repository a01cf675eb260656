"""Properties over seeded random games: cards conserved, no view leaks, games end, replays agree."""

import json
import random

import pytest

from game.engine.state import CHANCE, Action

GAMES = 10_000       # seeded random games, each checked after every action and replayed from its record
BLOCKS = 40          # spread over the test workers
CHECK_VIEWS_EVERY = 7


def random_options(rng: random.Random) -> dict:
    return {
        "rounds": 5 if rng.random() < 0.1 else rng.randint(1, 2),  # a whole game now and then, short ones mostly
        "malderia": rng.random() < 0.5, "althea": rng.random() < 0.5, "kroam": rng.random() < 0.5,
        "priestess_extra_turn": rng.random() < 0.7, "hierophant_extra_turn": rng.random() < 0.7,
        "justice_extra_turn": rng.random() < 0.7, "stake_each": rng.choice([0, 6]),
    }


def hidden_from(state, seat: int) -> set[int]:
    """Cards whose place the seat cannot know: the deck and other players' closed cards not shown to it."""
    t = state.table
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
            assert state.move_text(action)
        state.apply(action)
        actions.append(action)
        steps += 1
        assert state.invariants() == [], (seed, steps, state.invariants())
        if state.current_player() == CHANCE:
            continue
        # Every third action one seat in turn is checked for cards it may not know; every seventh action of a
        # third of the games, every seat's view must also survive a fresh deal of what it cannot see.
        deep = check_views and steps % CHECK_VIEWS_EVERY == 0
        if not deep and steps % 3:
            continue
        for seat in range(n) if deep else [steps // 3 % n]:
            view = state.view(seat)
            looked = {c for look in view["looks"] for c in look["cards"]}
            assert not (cards_in(view) - looked) & hidden_from(state, seat), (seed, steps, seat)
            if deep:
                json.dumps(view)
                other = state.resample(seat, random.Random(steps))
                assert other.view(seat) == view, "a view depends on what the seat cannot see"
                assert other.invariants() == []
    return n, options, actions, state


def replay(info, n: int, options: dict, actions: list[Action]):
    """A fresh game fed the saved record (actions through JSON, as a save file holds them)."""
    again = info.new_state(n, info.resolve(options))
    for a in json.loads(json.dumps([a.to_json() for a in actions])):
        again.apply(Action.from_json(a))
    return again


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_keep_every_card_end_and_replay(info, block):
    for seed in range(block * GAMES // BLOCKS, (block + 1) * GAMES // BLOCKS):
        n, options, actions, state = play_random(info, seed, check_views=seed % 3 == 0)
        assert sum(state.returns()) == pytest.approx(1.0)
        again = replay(info, n, options, actions)
        assert again.snapshot() == state.snapshot(), seed
        assert again.returns() == state.returns()


def test_twenty_victories_over_five_rounds(info):
    rng = random.Random(5)
    state = info.new_state(4, info.resolve({}))
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions()))
    assert sum(sum(v) for v in state.victories) == 20 and len(state.summaries) == 5
