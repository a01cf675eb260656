import random

import pytest

from game.engine.errors import IllegalAction, RulesDataError
from game.engine.match import Match
from game.engine.rules_data import Node
from game.engine.seats import Seat
from game.engine.state import CHANCE, TERMINAL, Action
from game.games.fangelse.rules import PrisonRules
from game.headless import play_out
from tests.games.dice_language import played_log

ROLL = Action("roll")


def die(v: int) -> Action:
    return Action("die", (v,))


def new(info, players=2, **options):
    return info.new_state(players, info.resolve(options))


def turn(state, value):
    state.apply(ROLL)
    assert state.current_player() == CHANCE
    state.apply(die(value))


def test_defaults_and_players(info):
    assert (info.min_players, info.max_players) == (2, 8)
    state = new(info, 3)
    assert state.view(None)["left"] == [20, 20, 20]
    assert state.current_player() == 0
    assert state.legal_actions() == [ROLL]


def test_worked_example_replays_exactly(info):
    # 3 left, roll 5 -> add 2 (5 left); 4 -> 1 left; 4 -> add 3 (4 left); 1 -> 3 left; 3 -> free.
    state = new(info, 2, starting_strokes=3)
    other = iter([(4, 4), (5, 5), (6, 6), (5, 1)])  # the other prisoner's rolls, and what they leave
    for roll, left in zip([5, 4, 4, 1, 3], [5, 1, 4, 3, 0], strict=True):
        assert state.current_player() == 0
        turn(state, roll)
        assert state.view(0)["left"][0] == left
        if left:
            other_roll, other_left = next(other)
            turn(state, other_roll)
            assert state.view(0)["left"][1] == other_left
    assert state.current_player() == TERMINAL
    assert state.returns() == [1.0, 0.0]
    assert state.view(None)["drawn"][0] == 3 + 2 + 3
    assert state.view(None)["crossed"][0] == 8
    assert state.scores()[0] == 0.0


def test_overshoot_adds_the_difference(info):
    state = new(info, 2, starting_strokes=2)
    before = state.move_text(die(6))
    turn(state, 6)
    assert state.view(0)["left"][0] == 6
    assert state.view(0)["last"] == {"seat": 0, "roll": 6, "crossed": 0, "added": 4}
    assert "grows by 4" in before


def test_exact_finish_wins_and_ends(info):
    state = new(info, 3, starting_strokes=6)
    turn(state, 6)
    assert state.is_terminal()
    assert state.winners() == [0]
    with pytest.raises(IllegalAction):
        state.apply(ROLL)


def test_roll_equal_to_left_is_exact_and_smaller_crosses_out(info):
    state = new(info, 2, starting_strokes=10)
    turn(state, 4)
    turn(state, 2)
    assert state.view(None)["left"] == [6, 8]
    assert state.current_player() == 0


def test_illegal_dice_rejected_and_state_unchanged(info):
    state = new(info)
    state.apply(ROLL)
    snap = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(die(7))
    assert state.snapshot() == snap


def test_stay_rule_from_data():
    rules = PrisonRules(6, 5, "stay")
    assert rules.after_roll(3, 5) == (0, 0)
    assert rules.after_roll(3, 3) == (3, 0)


def test_bad_overshoot_named_in_error():
    node = Node({"die_sides": 6, "tally_group": 5, "overshoot": "double"}, "fangelse.yaml", "")
    with pytest.raises(RulesDataError, match="overshoot"):
        PrisonRules.from_data(node)


def test_seeded_games_end_with_invariants_and_replay(info):
    for seed in range(30):
        seats = [Seat(f"P{i}", "ai") for i in range(3)]
        match = Match(info, {"starting_strokes": 8}, seats, seed)
        bots = [info.make_bot("normal") for _ in seats]
        state = match.state
        play_out(match, bots)
        state = match.state
        assert state.is_terminal() and not state.invariants()
        assert sum(state.returns()) == 1.0
        copy = Match(info, {"starting_strokes": 8}, seats, seed)
        for action in match.actions:
            copy.apply(action)
        assert copy.state.snapshot() == state.snapshot()


def test_chance_probabilities(info):
    state = new(info)
    state.apply(ROLL)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 6 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert state.sample_chance(random.Random(1)) in [a for a, _ in outcomes]


@pytest.mark.parametrize("language, rolls, crosses, free", [
    ("sv", "slår tärningen", "stryker", "stryker de sista strecken och är fri!"),
    ("nb", "kaster terningen", "stryker", "stryker de siste strekene og er fri!"),
])
def test_a_seeded_game_is_logged_in_svenska_and_norsk(language, rolls, crosses, free):
    english = played_log("fangelse", 3, "en", starting_strokes=8)
    log = played_log("fangelse", 3, language, starting_strokes=8)
    assert len(log) == len(english) and log[0] == f"P1 {rolls}"
    assert log[-1].endswith(free)
    for line, said in zip(log, english, strict=True):
        if "crosses out" in said:
            assert crosses in line
        if "the sentence grows" in said:
            assert ("straffet förlängs" if language == "sv" else "straffen øker") in line
    assert not any("rolls" in line or "left" in line for line in log)
