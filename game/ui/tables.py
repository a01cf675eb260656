"""Which table scene plays which game. A game is listed in the menu only when it has a table here."""

from __future__ import annotations

from typing import Any

from game.ui.scenes.bovjakten import ManhuntTable
from game.ui.scenes.dodsspranget import DeathLeapTable
from game.ui.scenes.fangelse import PrisonTable
from game.ui.scenes.jackpot import JackpotTable
from game.ui.scenes.kalahen import KalahenTable
from game.ui.scenes.kinesisk_bank import ChineseBankTable
from game.ui.scenes.krutroyk import KrutroykTable
from game.ui.scenes.narrespillet import TarotTable
from game.ui.scenes.trippel_yatzy import YatzyTable
from game.ui.table import TableScene

TABLES: dict[str, type[TableScene]] = {
    "kalahen": KalahenTable,
    "narrespillet": TarotTable,
    "krutroyk": KrutroykTable,
    "trippel_yatzy": YatzyTable,
    "kinesisk_bank": ChineseBankTable,
    "dodsspranget": DeathLeapTable,
    "jackpot": JackpotTable,
    "bovjakten": ManhuntTable,
    "fangelse": PrisonTable,
}


def table_for(app: Any, match: Any, save_path: Any = None) -> TableScene:
    return TABLES[match.info.key](app, match, save_path)
