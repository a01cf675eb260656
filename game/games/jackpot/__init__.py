"""Jackpot: pay a chip, roll two dice, 11 or 12 takes the pot."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.jackpot.rules import JackpotRules, JackpotState


def game_info() -> GameInfo:
    header, node = load_header("jackpot")
    rules = JackpotRules.from_data(node)
    return GameInfo(
        key="jackpot", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: JackpotState(n, options, rules),
        make_bot=lambda level: OnlyMoveBot(),
        rules_file=header.rules_file,
    )
