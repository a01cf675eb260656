"""Trippel Yatzy: Yatzy with columns counting once, twice and three times (or one column: ordinary Yatzy)."""

from game.ai.base import Bot
from game.engine.advice import Advice
from game.engine.bots import Decision
from game.engine.registry import GameInfo, load_header
from game.games.trippel_yatzy.scoring import YatzyRules
from game.games.trippel_yatzy.state import YatzyState


def game_info() -> GameInfo:
    header, node = load_header("trippel_yatzy")
    rules = YatzyRules.from_data(node)
    for spec in header.options:
        if spec.key == "columns" and any(c not in rules.column_factors for c in spec.values()):
            raise node.child("column_factors").fail("needs factors for every choice of the columns option")

    def make_bot(level: str) -> Bot:
        # late: imported when a bot is first wanted: the AI loads numpy and its value table, too slow for start-up.
        from game.games.trippel_yatzy.ai import YatzyBot

        return YatzyBot(level, rules)

    def advise(decision: Decision) -> Advice:
        # late: as make_bot, the hint plans with the hard AI's numpy and value table, too slow for start-up.
        from game.games.trippel_yatzy.advice import advise

        return advise(decision, rules)

    return header.game_info("trippel_yatzy", lambda n, options: YatzyState(n, options, rules), make_bot, data=rules,
                            advise=advise)
