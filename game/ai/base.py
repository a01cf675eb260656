"""The bot interface: a bot sees what its seat may see and the legal moves, and picks one."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.state import Action, GameState


@dataclass
class Decision:
    seat: int
    view: dict[str, Any]
    legal: list[Action]
    rng: random.Random
    # A full state consistent with the view (a determinization), for searching bots.
    determinize: Callable[[random.Random], GameState]


class Bot(Protocol):
    def choose(self, decision: Decision) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every AI is measured against."""

    def choose(self, decision: Decision) -> Action:
        return decision.rng.choice(decision.legal)


def decision_for(state: GameState, seat: int, rng: random.Random) -> Decision:
    """What a bot is given to decide with: the seat's view, never the state itself."""
    return Decision(seat, state.view(seat), state.legal_actions(), rng, lambda r: state.resample(seat, r))


class OnlyMoveBot:
    """For games with no real choices (roll when it is your turn): plays the one move open."""

    def choose(self, decision: Decision) -> Action:
        return decision.legal[0]
