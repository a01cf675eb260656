"""The bot interface: a bot sees what its seat may see and the legal moves, and picks one."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Any, Protocol

from game.engine.state import Action, GameState


class Decision:
    """A seat's decision: its view (built when first asked for: a random bot never needs it), the legal
    moves, a generator, and determinize(rng): a full state consistent with the view, for searching bots."""

    def __init__(self, seat: int, view: Callable[[], Mapping[str, Any]], legal: list[Action], rng: random.Random,
                 determinize: Callable[[random.Random], GameState]) -> None:
        self.seat = seat
        self._view = view
        self.legal = legal
        self.rng = rng
        self.determinize = determinize

    @cached_property
    def view(self) -> Mapping[str, Any]:
        return self._view()


class Bot(Protocol):
    def choose(self, decision: Decision) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every AI is measured against."""

    def choose(self, decision: Decision) -> Action:
        return decision.rng.choice(decision.legal)


def decision_for(state: GameState, seat: int, rng: random.Random) -> Decision:
    """What a bot is given to decide with: the seat's view, never the state itself."""
    return Decision(seat, lambda: state.view(seat), state.legal_actions(), rng, lambda r: state.resample(seat, r))


class OnlyMoveBot:
    """For games with no real choices (roll when it is your turn): plays the one move open."""

    def choose(self, decision: Decision) -> Action:
        return decision.legal[0]
