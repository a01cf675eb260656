"""Kalahen: champions search enchanted places for the three scrolls of a formula, then beat the dragon at home."""

from game.engine.registry import GameInfo, load_header
from game.games.kalahen.advice import KalahenAdviser
from game.games.kalahen.ai import KalahenBot
from game.games.kalahen.rules import KalahenRules
from game.games.kalahen.state import KalahenState


def game_info() -> GameInfo:
    header, node = load_header("kalahen")
    rules = KalahenRules.from_data(node)
    return header.game_info("kalahen", lambda n, options: KalahenState(n, options, rules),
                            lambda level: KalahenBot(level, rules), hidden_information=True, data=rules,
                            advise=KalahenAdviser(rules),
                            public_moves=frozenset({"roll", "sdice"}))  # the dice, thrown in the open
