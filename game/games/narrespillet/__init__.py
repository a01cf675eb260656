"""Narrespillet (the Fool's Game): a placement game with the 78-card tarot deck for 2–6 players."""

from game.engine.registry import GameInfo, load_header
from game.games.narrespillet.ai import make_bot
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.state import NarreState


def game_info() -> GameInfo:
    header, node = load_header("narrespillet")
    rules = NarreRules.from_data(node)
    return GameInfo(
        key="narrespillet", name=header.name, native_name=header.native_name, summary=header.summary,
        min_players=header.min_players, max_players=header.max_players, options=header.options,
        new_state=lambda n, options: NarreState(n, options, rules),
        make_bot=make_bot,
        rules_file=header.rules_file,
        hidden_information=True,
        data=rules,
    )
