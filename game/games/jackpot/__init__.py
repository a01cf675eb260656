"""Jackpot: pay a chip, roll two dice, 11 or 12 takes the pot."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.jackpot.rules import JackpotRules, JackpotState


def game_info() -> GameInfo:
    header, node = load_header("jackpot")
    rules = JackpotRules.from_data(node)
    return header.game_info("jackpot", lambda n, options: JackpotState(n, options, rules), lambda level: OnlyMoveBot(),
                            choices=False)
