"""Dödssprånget: a shared running sum and chasms at 30, 40, 50, …"""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.dodsspranget.rules import Chasms, LeapState


def game_info() -> GameInfo:
    header, node = load_header("dodsspranget")
    chasms = Chasms.from_data(node)
    return GameInfo(
        key="dodsspranget", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: LeapState(n, chasms),
        make_bot=lambda level: OnlyMoveBot(),
        rules_file=header.rules_file,
    )
