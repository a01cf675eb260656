"""Kalahen: champions search enchanted places for the three scrolls of a formula, then beat the dragon at home."""

from game.engine.registry import GameInfo, load_header
from game.games.kalahen.ai import KalahenBot
from game.games.kalahen.rules import KalahenRules
from game.games.kalahen.state import KalahenState


def game_info() -> GameInfo:
    header, node = load_header("kalahen")
    rules = KalahenRules.from_data(node)
    return GameInfo(
        key="kalahen", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: KalahenState(n, options, rules),
        make_bot=lambda level: KalahenBot(level, rules),
        rules_file=header.rules_file,
        hidden_information=True,
        data=rules,
    )
