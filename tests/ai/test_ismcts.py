"""The information-set MCTS on a tiny hidden-card game where the right move depends on what may be unseen."""

import random

from game.ai.base import decision_for
from game.ai.ismcts import ISMCTS
from game.engine.state import CHANCE, TERMINAL, Action, GameState


class Guess(GameState):
    """Chance deals a hidden card 0-2 to seat 1; seat 0 bets "low" (wins on 0) or "any" (wins on 0, 1 or 2
    unless it is 2 and seat 1 then answers "catch"). Seat 1 sees the card; seat 0 does not."""

    def __init__(self) -> None:
        self.num_players = 2
        self.card = -1
        self.moves: list[str] = []

    def current_player(self) -> int:
        if self.card < 0:
            return CHANCE
        if not self.moves:
            return 0
        if self.moves == ["any"]:
            return 1
        return TERMINAL

    def legal_actions(self) -> list[Action]:
        if self.current_player() == 0:
            return [Action("low"), Action("any")]
        if self.current_player() == 1:
            return [Action("pass"), Action("catch")]
        return []

    def chance_outcomes(self):
        return [(Action("deal", (c,)), 1 / 3) for c in range(3)]

    def _apply(self, action: Action) -> None:
        if action.kind == "deal":
            self.card = int(action.args[0])
        else:
            self.moves.append(action.kind)

    def returns(self) -> list[float]:
        win = self.card == 0 if self.moves == ["low"] else not (self.card == 2 and self.moves[1] == "catch")
        return [1.0, 0.0] if win else [0.0, 1.0]

    def scores(self) -> list[float]:
        return self.returns()

    def view(self, seat):
        return {"moves": list(self.moves), "card": self.card if seat == 1 else None}

    def resample(self, seat, rng):
        other = self.clone()
        if seat == 0 and self.card >= 0:
            other.card = rng.randrange(3)
        return other


def test_ismcts_prefers_the_move_that_wins_more_often_over_the_hidden_card():
    state = Guess()
    state.apply(Action("deal", (0,)))  # seat 0 must not profit from knowing this
    bot = ISMCTS(iterations=300)
    choice = bot.choose(decision_for(state, 0, random.Random(3)))
    assert choice == Action("any")  # wins 2 in 3 against a catcher, "low" only 1 in 3
    assert bot.last_iterations == 300


def test_ismcts_answers_for_the_seat_that_sees_the_card():
    state = Guess()
    state.apply(Action("deal", (2,)))
    state.apply(Action("any"))
    bot = ISMCTS(iterations=50)
    assert bot.choose(decision_for(state, 1, random.Random(1))) in state.legal_actions()


def test_paired_root_tries_every_move_on_the_same_deals_and_takes_the_best_mean():
    state = Guess()
    state.apply(Action("deal", (0,)))
    bot = ISMCTS(iterations=300, paired_root=True)
    choice = bot.choose(decision_for(state, 0, random.Random(3)))
    assert choice == Action("any")
    assert bot.last_iterations == 300  # 150 sampled deals, each played with both moves


class Twins(Guess):
    """As Guess, but seat 0's two bets ("left", "right") win on exactly the same cards."""

    def legal_actions(self) -> list[Action]:
        if self.current_player() == 0:
            return [Action("left"), Action("right")]
        return super().legal_actions()

    def current_player(self) -> int:
        if self.card >= 0 and self.moves:
            return TERMINAL
        return super().current_player()

    def returns(self) -> list[float]:
        return [1.0, 0.0] if self.card != 2 else [0.0, 1.0]


def test_the_race_stops_as_soon_as_one_move_is_clearly_ahead():
    state = Guess()
    state.apply(Action("deal", (0,)))
    bot = ISMCTS(iterations=2000, paired_root=True, early_stop=2.5)
    assert bot.choose(decision_for(state, 0, random.Random(3))) == Action("any")
    assert bot.last_stopped_early and bot.last_iterations < 200


def test_the_race_runs_the_whole_budget_when_no_move_is_ahead():
    state = Twins()
    state.apply(Action("deal", (1,)))
    bot = ISMCTS(iterations=400, paired_root=True, early_stop=2.5)
    assert bot.choose(decision_for(state, 0, random.Random(3))) in state.legal_actions()
    assert not bot.last_stopped_early and bot.last_iterations == 400

