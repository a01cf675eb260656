"""Krutrøyk (Gunsmoke): a Wild West storytelling game of challenges, bidding rounds and duels."""

from game.engine.registry import GameInfo, load_header
from game.games.krutroyk.ai import KrutroykBot
from game.games.krutroyk.rules import KrutroykRules
from game.games.krutroyk.state import KrutroykState


def game_info() -> GameInfo:
    header, node = load_header("krutroyk")
    rules = KrutroykRules.from_data(node)
    return GameInfo(
        key="krutroyk", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: KrutroykState(n, options, rules),
        make_bot=lambda level: KrutroykBot(level, rules),
        rules_file=header.rules_file,
        hidden_information=True,
        data=rules,
    )
