"""Krutrøyk (Gunsmoke): a Wild West storytelling game of challenges, bidding rounds and duels."""

from game.engine.registry import GameInfo, load_header
from game.games.krutroyk.advice import adviser
from game.games.krutroyk.ai import KrutroykBot
from game.games.krutroyk.rules import KrutroykRules
from game.games.krutroyk.state import KrutroykState


def game_info() -> GameInfo:
    header, node = load_header("krutroyk")
    rules = KrutroykRules.from_data(node)
    return header.game_info("krutroyk", lambda n, options: KrutroykState(n, options, rules),
                            lambda level: KrutroykBot(level, rules), hidden_information=True, data=rules,
                            advise=adviser(rules),
                            public_moves=frozenset({"d6"}))  # the die, thrown in the open
