"""A match: one game being played, with its seats, seed and every action so far.

The action list is the whole record: replaying it from the start rebuilds the state, which is
how saves load and how undo works.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.errors import IllegalAction, SaveError, SpelbordetError
from game.engine.registry import GameInfo, get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action, GameState, legal_by_json


class Match:
    def __init__(self, info: GameInfo, options: dict[str, Any], seats: list[Seat], seed: int) -> None:
        info.check_players(len(seats))
        self.info = info
        self.options = info.resolve(options)
        self.seats = list(seats)
        self.seed = seed
        self.actions: list[Action] = []
        self.state: GameState = info.new_state(len(seats), self.options)

    def step_rng(self, purpose: str) -> random.Random:
        """A generator fixed by the seed and the number of actions so far: resuming or undoing never
        changes what the dice would have shown."""
        return random.Random(f"{self.seed}:{purpose}:{len(self.actions)}")

    def apply(self, action: Action) -> None:
        """Applies an action; an illegal one raises IllegalAction and changes nothing."""
        self.state.apply(action)
        self.actions.append(action)

    def play_chance(self) -> Action:
        """Draws and applies the outcome of the pending chance event (dice, a shuffle)."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction("no chance event is pending")
        action = self.state.sample_chance(self.step_rng("chance"))
        self.apply(action)
        return action

    def describe(self, action: Action) -> str:
        return self.state.describe(action)

    def rewind(self, count: int) -> None:
        """Keeps only the first `count` actions (undo)."""
        kept = self.actions[:count]
        self.state = self.info.new_state(len(self.seats), self.options)
        self.actions = []
        for action in kept:
            self.apply(action)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.info.key,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
            "finished": self.state.is_terminal(),
        }

    @staticmethod
    def from_json(data: Any) -> Match:
        """Rebuilds a match by replaying its actions; anything wrong is a SaveError saying what."""
        if not isinstance(data, dict):
            raise SaveError("the file does not hold a game")
        try:
            info = get_game(data["game"])
            seats = [Seat.from_json(s) for s in data["seats"]]
            seed = data["seed"]
            if not isinstance(seed, int) or not isinstance(data["actions"], list):
                raise SaveError("the seed or the action list is damaged")
            match = Match(info, data.get("options", {}), seats, seed)
        except KeyError as exc:
            raise SaveError(f"the file lacks {exc.args[0]!r}") from exc
        except SaveError:
            raise
        except (SpelbordetError, TypeError) as exc:
            raise SaveError(str(exc)) from exc
        for number, value in enumerate(data["actions"], start=1):
            try:
                match.apply(legal_by_json(match.state, value))
            except (ValueError, TypeError, SpelbordetError) as exc:
                raise SaveError(f"move {number} cannot be replayed: {exc}") from exc
        return match
