"""Whole episodes: dollars are conserved after every action, episodes end, and replays are exact."""

from __future__ import annotations

import random

import pytest

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action, legal_by_json
from game.games.krutroyk.phases import BIDDING, ROLES
from game.games.krutroyk.state import KrutroykState
from game.headless import play_out

WORDS = ["dust", "whiskey", "Front Street", "the marshal", "a colt", "the Long Branch", "Boot Hill"]


def random_move(state: KrutroykState, rng: random.Random) -> Action:
    """A uniformly random legal move, sometimes typed text where text is open."""
    if state.current_player() == CHANCE:
        return state.sample_chance(rng)
    text = state.text_moves()
    if text and rng.random() < 0.3:
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        action = Action("write", (state.next_trait(), words)) if text == ["write"] else Action("narrate", (words,))
        if state.is_legal(action):  # a name another role has is refused (option distinct_names)
            return action
    return rng.choice(state.legal_actions())


def play_random(state: KrutroykState, rng: random.Random, check: bool = True) -> list[Action]:
    actions = []
    while not state.is_terminal():
        action = random_move(state, rng)
        state.apply(action)
        actions.append(action)
        if check:
            assert state.invariants() == [], (len(actions), state.invariants())
        assert len(actions) < 20_000
    return actions


@pytest.mark.parametrize("chunk", range(5))
def test_dollars_are_conserved_after_every_action_in_random_episodes(new, chunk):
    """5,000 seeded random episodes in all, in chunks that test workers share."""
    lengths = []
    for seed in range(chunk * 1000, (chunk + 1) * 1000):
        rng = random.Random(seed)
        players = 2 + seed % 7
        state = new(players, starting_dollars=rng.choice([1, 2, 5, 8]))
        play_random(state, rng)
        total = state.start_dollars * players
        assert sum(state.money.pockets) + sum(state.money.stacks) + state.money.pot == total
        assert 0 <= state.winner < players and state.returns()[state.winner] == 1.0
        lengths.append(len(state.story))
    assert min(lengths) > 0


def test_the_narrators_answer_never_takes_a_pocket_dollar_in_random_episodes(new):
    answers = empty_stack_answers = 0
    for seed in range(400):
        rng = random.Random(seed)
        state = new(2 + seed % 5, starting_dollars=rng.choice([2, 5, 8]))
        while not state.is_terminal():
            action = random_move(state, rng)
            answering = state.phase == BIDDING and not state.bidding.answered
            if answering:
                narrator = state.narrator
                pocket, stack = state.money.pockets[narrator], state.money.stacks[narrator]
                offered = {a.kind for a in state.legal_actions()}
                if stack == 0:
                    empty_stack_answers += 1
                    assert offered == {"fold"}
            state.apply(action)
            if answering and action.kind in ("call", "raise"):
                answers += 1
                assert state.money.pockets[narrator] == pocket
                assert state.money.stacks[narrator] < stack
    assert answers > 100 and empty_stack_answers > 10


def test_the_same_seed_and_actions_give_the_same_episode(new):
    for seed in range(20):
        state = new(4)
        actions = play_random(state, random.Random(seed), check=False)
        replay = new(4)
        for saved in [a.to_json() for a in actions]:
            replay.apply(legal_by_json(replay, saved))
        assert replay.story == state.story and replay.money == state.money and replay.winner == state.winner


def test_an_illegal_action_changes_nothing(new):
    for seed in range(10):
        state = new(3)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 40)):
            if state.is_terminal():
                break
            state.apply(random_move(state, rng))
        before = state.snapshot()
        for bad in [Action("raise", (99,)), Action("narrate", (3,)), Action("shoot", (7,)), Action("d6", (7,)),
                    Action("write", ("name", ""))]:
            with pytest.raises(IllegalAction):
                state.apply(bad)
            assert state.snapshot() == before


def test_ai_players_of_every_level_finish_episodes(info):
    levels = ["easy", "normal", "hard", "random"]
    for seed, players in enumerate([2, 3, 4, 5, 2, 3]):
        seats = [Seat(f"P{i}", "random" if levels[(seed + i) % 4] == "random" else "ai",
                      levels[(seed + i) % 4] if levels[(seed + i) % 4] != "random" else "normal")
                 for i in range(players)]
        match = Match(info, {}, seats, seed)
        play_out(match, [bot_for(info, s) for s in seats], move_limit=5000)
        state = match.state
        assert state.is_terminal() and state.invariants() == []
        ai_lines = [e for e in state.story if e["kind"] == "narration" and seats[e["who"]].kind == "ai"]
        assert ai_lines and all(e["text"] and not e["skipped"] for e in ai_lines)


def test_bots_decide_from_the_view_only(info):
    state = info.new_state(3, info.resolve({}))
    rng = random.Random(1)
    bot = info.make_bot("hard")
    while state.current_player() == CHANCE or state.phase == ROLES:
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bot.choose(decision_for(state, state.current_player(), rng)))
    decision = decision_for(state, state.current_player(), rng)
    assert "choices" not in decision.view["duel"]
    action = bot.choose(decision)
    assert action in decision.legal


def test_two_typing_people_and_one_ai_play_a_whole_episode(info):
    """What the saloon table will drive: people type (or pick) traits and narrations, the AI plays itself."""
    state = info.new_state(3, info.resolve({}))
    ai = info.make_bot("normal")
    rng = random.Random(11)
    typed = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
        elif seat == 2:
            state.apply(ai.choose(decision_for(state, seat, rng)))
        elif state.text_moves() == ["write"]:
            state.apply(Action("write", (state.next_trait(), f"{state.next_trait()} of player {seat + 1}")))
        elif state.text_moves() == ["narrate"]:
            state.apply(Action("narrate", (f"Player {seat + 1} told paragraph {typed}.",)))
            typed += 1
        else:
            state.apply(rng.choice(state.legal_actions()))
        assert state.invariants() == []
    assert state.roles[0]["name"]["text"] == "name of player 1"
    text = state.story_text()
    assert "Player 1 told paragraph 0." in text and "is hailed as the winner" in text
    assert any(e["who"] == 2 and e["kind"] == "narration" and e["text"] for e in state.story)
