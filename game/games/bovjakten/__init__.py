"""Bovjakten: two robbers race for 101 points while two police try to get ahead of them."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.bovjakten.rules import HuntRules, HuntState


def game_info() -> GameInfo:
    header, node = load_header("bovjakten")
    rules = HuntRules.from_data(node)
    return GameInfo(
        key="bovjakten", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: HuntState(n, rules),
        make_bot=lambda level: OnlyMoveBot(),
        rules_file=header.rules_file,
        data=rules,
    )
