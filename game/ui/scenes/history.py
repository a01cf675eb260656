"""The finished games, newest first (date, game, players, winner): replay one, export it to a file, or
import a game exported on another machine."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.errors import SaveError
from game.engine.reading import regular_files
from game.i18n import number, words
from game.records.book import RecordBook
from game.records.figures import HistoryRow
from game.records.report import game_name, won_by
from game.ui import theme
from game.ui.dates import day_month_year, short_time
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group, TextField

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

PAGE = 7


class HistoryScene(WidgetScene):
    def __init__(self, app: App, book: RecordBook) -> None:
        super().__init__(app)
        self.book = book
        self.page = 0
        self.rows: list[HistoryRow] = []  # read from the record book on entering

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        self.rows = self.book.history()
        self.page = min(self.page, max(0, (len(self.rows) - 1) // PAGE))
        self.build()

    def build(self) -> None:
        self.widgets = Group()
        for i, row in enumerate(self.rows[self.page * PAGE:(self.page + 1) * PAGE]):
            y = 130 + i * 66
            self.widgets.add(Button(_("Replay"), (930, y + 6, 110, 42), partial(self.replay, row), primary=True,
                                    size=16))
            self.widgets.add(Button(_("Export"), (1050, y + 6, 110, 42), partial(self.export, row), size=16))
        pages = max(1, -(-len(self.rows) // PAGE))
        prev_b = self.widgets.add(Button(_("◀ Newer"), (120, 630, 150, 50), lambda: self.turn(-1), size=17))
        next_b = self.widgets.add(Button(_("Older ▶"), (290, 630, 150, 50), lambda: self.turn(1), size=17))
        prev_b.enabled, next_b.enabled = self.page > 0, self.page < pages - 1
        self.widgets.add(Button(_("Import a game…"), (760, 630, 200, 50), self.open_import, size=17))
        self.widgets.add(Button(_("Back"), (980, 630, 180, 50), self.app.pop))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def replay(self, row: HistoryRow) -> None:
        try:
            match = self.book.match_of(row.id)
        except SaveError as exc:
            self.app.open("message", _("This game cannot be replayed"), str(exc))
            return
        self.app.open("replay", match)

    def export(self, row: HistoryRow) -> None:
        stamp = time.strftime("%Y%m%d-%H%M", time.localtime(row.finished_at))
        try:
            path = self.book.export(row.id, f"{row.game}-{stamp}-{row.id[:6]}.json")
        except (OSError, ValueError, SaveError) as exc:
            self.app.notify(_("The game could not be exported: {reason}").format(reason=exc))
            return
        self.app.notify(_("Exported to {path}").format(path=path), 8, news=True)

    def open_import(self) -> None:
        self.app.open("import", self.book)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("History"), 120, 40, 44, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, ngettext("{n} finished game", "{n} finished games", len(self.rows)).format(
            n=number(len(self.rows))), 1160, 70, 16, theme.PAPER_DARK,
                        anchor="topright")
        if not self.rows:
            theme.draw_text(surface, _("No finished games yet: every game played to its end is kept here."), 120, 150,
                            19, theme.PAPER_DARK)
        for i, row in enumerate(self.rows[self.page * PAGE:(self.page + 1) * PAGE]):
            y = 130 + i * 66
            theme.panel(surface, layout.rect(120, y, 1055, 54), theme.PAPER, theme.GOLD_DARK, radius=8)
            theme.draw_text(surface, game_name(row.game), 136, y + 6, 20, theme.INK, bold=True, family="serif")
            moves = ngettext("{n} move", "{n} moves", row.moves).format(n=number(row.moves))
            theme.draw_text(surface, f"{short_time(row.finished_at)} · {moves}", 136, y + 32, 13, theme.INK_SOFT)
            players = ", ".join(row.names)
            theme.draw_text(surface, players if len(players) < 60 else players[:58] + "…", 400, y + 8, 15,
                            theme.INK)
            result = won_by(row.winners)
            theme.draw_text(surface, result, 400, y + 30, 15, theme.GOLD_DARK, bold=True)
        self.widgets.draw(surface)


class ImportScene(WidgetScene):
    """Adds a game exported elsewhere: a file from the exports folder, or any path typed in."""

    def __init__(self, app: App, book: RecordBook) -> None:
        super().__init__(app)
        self.book = book
        self.folder = book.exports
        self.files = regular_files(self.folder, "*.json", 6)  # newest first; links to nowhere, pipes passed over
        self.path_field = TextField((200, 520, 700, 44), "", max_length=260, size=15,
                                    placeholder=_("or type the path of a .json file"),
                                    on_enter=lambda text: self.import_path(Path(text.strip()).expanduser()))
        self.widgets = Group([self.path_field])
        for i, path in enumerate(self.files):
            self.widgets.add(Button(_("Import"), (950, 150 + i * 58, 130, 44), partial(self.import_path, path),
                                    size=16))
        self.widgets.add(Button(_("Import"), (920, 520, 160, 44), lambda: self.import_path(
            Path(self.path_field.text.strip()).expanduser()), primary=True, size=17))
        self.widgets.add(Button(_("Back"), (930, 620, 150, 50), self.app.pop))

    def import_path(self, path: Path) -> None:
        if not str(path) or path == Path("."):
            self.app.notify(_("Type the path of an exported game first."))
            return
        try:
            record = self.book.import_file(path)
        except SaveError as exc:
            self.app.open("message", _("This file cannot be imported"), _("{reason}. Nothing was changed.").format(
                reason=exc))
            return
        self.app.pop()
        self.app.notify(_("{game} of {day} is now in your history.").format(
            game=game_name(record.game), day=day_month_year(record.finished_at)), 5, news=True)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("Import a game"), 200, 40, 44, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, _("Files in {folder}").format(folder=self.folder), 200, 110, 15, theme.PAPER_DARK)
        if not self.files:
            theme.draw_text(surface, _("No exported games there yet. Put a file from another machine in that folder,"
                              " or type its path below."), 200, 150, 16, theme.PAPER)
        for i, path in enumerate(self.files):
            y = 150 + i * 58
            theme.panel(surface, layout.rect(200, y, 880, 44), theme.PAPER, theme.GOLD_DARK, radius=8)
            theme.draw_text(surface, path.name, 216, y + 12, 16, theme.INK)
        self.widgets.draw(surface)
