"""The games' tables, one package each (kalahen/, narrespillet/, krutroyk/, and dice/ for the six dice games),
and which table plays which game. A game is listed in the menu only when it has a table here.

A table's module is imported when a game is first opened, not at start-up: the menu only needs the keys."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from game.engine.lessons import Lesson
    from game.engine.match import Match
    from game.engine.registry import GameInfo
    from game.ui.app import App
    from game.ui.table import AnyTable

# key: (module under game.ui.tables, class), in the menu's order
_WHERE = {
    "kalahen": ("kalahen.table", "KalahenTable"),
    "narrespillet": ("narrespillet.table", "TarotTable"),
    "krutroyk": ("krutroyk.table", "KrutroykTable"),
    "trippel_yatzy": ("dice.trippel_yatzy", "YatzyTable"),
    "kinesisk_bank": ("dice.kinesisk_bank", "ChineseBankTable"),
    "dodsspranget": ("dice.dodsspranget", "DeathLeapTable"),
    "jackpot": ("dice.jackpot", "JackpotTable"),
    "bovjakten": ("dice.bovjakten", "ManhuntTable"),
    "fangelse": ("dice.fangelse", "PrisonTable"),
}


class _Tables(Mapping[str, "type[AnyTable]"]):
    def __getitem__(self, key: str) -> type[AnyTable]:
        module, name = _WHERE[key]
        table: type[AnyTable] = getattr(importlib.import_module(f"game.ui.tables.{module}"), name)
        return table

    def __iter__(self) -> Iterator[str]:
        return iter(_WHERE)

    def __len__(self) -> int:
        return len(_WHERE)


TABLES: Mapping[str, type[AnyTable]] = _Tables()


def table_for(app: App, match: Match, save_path: Path | None = None) -> AnyTable:
    return TABLES[match.info.key](app, match, save_path)


def replay_table(app: App, match: Match) -> AnyTable:
    """The game's own table, showing a finished game that only the viewer moves (no input, bots, saves or end)."""
    return TABLES[match.info.key](app, match, replaying=True)


def lesson_table(app: App, info: GameInfo, lesson: Lesson, learner: str) -> AnyTable:
    """The table of a game's guided first game: its seeded match, the learner (named `learner`) in the first seat,
    and the guide over it."""
    from game.engine.match import Match  # late, as the tables are: the menu imports this module

    table = table_for(app, Match(info, lesson.options, lesson.seats(learner), lesson.seed))
    table.start_guide(lesson)
    return table
