"""Dödssprånget: a shared running sum and chasms at 30, 40, 50, …"""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.dodsspranget.rules import Chasms, LeapState


def game_info() -> GameInfo:
    header, node = load_header("dodsspranget")
    chasms = Chasms.from_data(node)
    return header.game_info("dodsspranget", lambda n, options: LeapState(n, chasms), lambda level: OnlyMoveBot(),
                            choices=False)
