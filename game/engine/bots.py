"""What a bot is and what it is given: a seat's decision (its view, the legal moves, a generator) and the
interface every bot answers it through. The engine and the table session need nothing above this."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from game.engine.state import Action, GameState


class Decision:
    """A seat's decision: its view (built when first asked for: a random bot never needs it), the legal
    moves, a generator, and determinize(rng): a full state consistent with the view, for searching bots.

    position, when given, is the state and seat determinize samples from: what a search hands to its worker
    processes, where they call state.resample(seat, rng) themselves (a bot still samples only what the seat
    may know; it never reads the state otherwise)."""

    def __init__(self, seat: int, view: Callable[[], Mapping[str, Any]], legal: list[Action],
                 rng: random.Random | Callable[[], random.Random],
                 determinize: Callable[[random.Random], GameState],
                 position: tuple[GameState, int] | None = None) -> None:
        self.seat = seat
        self.position = position
        self._view = view
        self._seen: Mapping[str, Any] | None = None
        self.legal = legal
        self._rng = rng
        self.determinize = determinize

    # Plain lazy properties rather than functools.cached_property, which takes a lock on every first read.
    @property
    def view(self) -> Mapping[str, Any]:
        if self._seen is None:
            self._seen = self._view()
        return self._seen

    @property
    def rng(self) -> random.Random:
        """The decision's generator; given as a maker, it is made when first asked for (seeding one costs more
        than many a bot's whole decision, and a forced move never asks)."""
        if not isinstance(self._rng, random.Random):
            self._rng = self._rng()
        return self._rng


class Bot(Protocol):
    def choose(self, decision: Decision) -> Action: ...


def decision_for(state: GameState, seat: int, rng: random.Random | Callable[[], random.Random]) -> Decision:
    """What a bot is given to decide with: the seat's view, never the state itself."""
    return Decision(seat, lambda: state.view(seat), state.legal_actions(), rng, lambda r: state.resample(seat, r),
                    (state, seat))
