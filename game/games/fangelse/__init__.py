"""Fängelse: cross out a sentence of tally strokes with one die; the last ones must go exactly."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.fangelse.rules import PrisonRules, PrisonState


def game_info() -> GameInfo:
    header, node = load_header("fangelse")
    rules = PrisonRules.from_data(node)
    return header.game_info("fangelse", lambda n, options: PrisonState(n, options, rules),
                            lambda level: OnlyMoveBot(), choices=False, data=rules)
