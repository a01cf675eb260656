"""Bovjakten: two robbers race for 101 points while two police try to get ahead of them."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.bovjakten.rules import HuntRules, HuntState


def game_info() -> GameInfo:
    header, node = load_header("bovjakten")
    rules = HuntRules.from_data(node)
    return header.game_info("bovjakten", lambda n, options: HuntState(n, rules), lambda level: OnlyMoveBot(),
                            choices=False, data=rules)
