"""Which table scene plays which game. A game is listed in the menu only when it has a table here.

A table's module is imported when a game is first opened, not at start-up: the menu only needs the keys."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.table import TableScene

# key: (module under game.ui.scenes, class), in the menu's order
_WHERE = {
    "kalahen": ("kalahen", "KalahenTable"),
    "narrespillet": ("narrespillet", "TarotTable"),
    "krutroyk": ("krutroyk", "KrutroykTable"),
    "trippel_yatzy": ("trippel_yatzy", "YatzyTable"),
    "kinesisk_bank": ("kinesisk_bank", "ChineseBankTable"),
    "dodsspranget": ("dodsspranget", "DeathLeapTable"),
    "jackpot": ("jackpot", "JackpotTable"),
    "bovjakten": ("bovjakten", "ManhuntTable"),
    "fangelse": ("fangelse", "PrisonTable"),
}


class _Tables(Mapping[str, "type[TableScene]"]):
    def __getitem__(self, key: str) -> type[TableScene]:
        module, name = _WHERE[key]
        table: type[TableScene] = getattr(importlib.import_module(f"game.ui.scenes.{module}"), name)
        return table

    def __iter__(self) -> Iterator[str]:
        return iter(_WHERE)

    def __len__(self) -> int:
        return len(_WHERE)


TABLES: Mapping[str, type[TableScene]] = _Tables()


def table_for(app: Any, match: Any, save_path: Any = None) -> TableScene:
    return TABLES[match.info.key](app, match, save_path)
