"""The game-independent bots: the random baseline, and the one-move player for games without choices.
(The bot interface and the decision it answers are the engine's: game.engine.bots.)"""

from __future__ import annotations

from game.engine.bots import Bot, Decision, decision_for
from game.engine.state import Action

__all__ = ["Bot", "Decision", "OnlyMoveBot", "RandomBot", "decision_for"]


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every AI is measured against."""

    def choose(self, decision: Decision) -> Action:
        return decision.rng.choice(decision.legal)


class OnlyMoveBot:
    """For games with no real choices (roll when it is your turn): plays the one move open."""

    def choose(self, decision: Decision) -> Action:
        return decision.legal[0]
