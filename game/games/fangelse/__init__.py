"""Fängelse: cross out a sentence of tally strokes with one die; the last ones must go exactly."""

from game.ai.base import OnlyMoveBot
from game.engine.registry import GameInfo, load_header
from game.games.fangelse.rules import PrisonRules, PrisonState


def game_info() -> GameInfo:
    header, node = load_header("fangelse")
    rules = PrisonRules.from_data(node)
    return GameInfo(
        key="fangelse", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: PrisonState(n, options, rules),
        make_bot=lambda level: OnlyMoveBot(),
        rules_file=header.rules_file,
        data=rules,
    )
