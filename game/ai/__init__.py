"""Bots for every game: the random baseline and the games' own AI, chosen by a seat's kind and level."""

from __future__ import annotations

from game.ai.base import Bot, RandomBot
from game.engine.registry import GameInfo
from game.engine.seats import Seat


def bot_for(info: GameInfo, seat: Seat) -> Bot | None:
    """The bot that plays a seat, or None for a human seat."""
    if seat.kind == "human":
        return None
    if seat.kind == "random":
        return RandomBot()
    return info.make_bot(seat.level)
