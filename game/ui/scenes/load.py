"""Loading a saved game: the unfinished games, newest first, with whose turn it is and the round;
a save can be deleted (after a confirmation); damaged and foreign files are named and set aside."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.saves import SaveEntry
from game.i18n import number, words
from game.ui import theme
from game.ui.dates import short_time
from game.ui.saved_games import open_save, set_aside_damaged
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

PAGE = 7
ROW_X, ROW_TOP, ROW_W, ROW_H, ROW_STEP = 180, 140, 930, 54, 66
# A row's buttons stand inside it with room around them: (x, width) of Open and Delete, their top and height.
OPEN_AT, DELETE_AT, BUTTON_TOP, BUTTON_H = (874, 100), (984, 110), 8, 38
TEXT_RIGHT = 858  # where a row's texts end, clear of its buttons


def row_top(row: int) -> float:
    return ROW_TOP + row * ROW_STEP


def situation(entry: SaveEntry, capital: bool = True) -> str:
    """"Round 3 · Astrid to play · 41 moves", with what the save records."""
    parts = []
    if entry.round is not None:
        parts.append(_("round {n}").format(n=entry.round))
    if entry.turn is not None:
        parts.append(_("{name} to play").format(name=entry.turn))
    parts.append(ngettext("{n} move", "{n} moves", entry.moves).format(n=number(entry.moves)))
    text = " · ".join(parts)
    return text[0].upper() + text[1:] if capital else text


class LoadScene(WidgetScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.entries: list[SaveEntry] = []  # read from the folder on entering

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        good, bad = self.app.store.entries()
        set_aside_damaged(self.app, bad)
        self.entries = [e for e in good if not e.finished]
        pages = max(1, -(-len(self.entries) // PAGE))
        self.page = min(self.page, pages - 1)
        self.build()

    def build(self) -> None:
        self.widgets = Group()
        shown = self.entries[self.page * PAGE:(self.page + 1) * PAGE]
        for i, entry in enumerate(shown):
            top = row_top(i) + BUTTON_TOP
            opener = self.widgets.add(Button(_("Open"), (OPEN_AT[0], top, OPEN_AT[1], BUTTON_H),
                                             partial(self.open, entry), size=17))
            opener.enabled = entry.problem is None
            self.widgets.add(Button(_("Delete"), (DELETE_AT[0], top, DELETE_AT[1], BUTTON_H),
                                    partial(self.ask_delete, entry), size=16))
        pages = max(1, -(-len(self.entries) // PAGE))
        prev_b = self.widgets.add(Button(_("◀ Newer"), (180, 630, 150, 50), lambda: self.turn(-1), size=17))
        next_b = self.widgets.add(Button(_("Older ▶"), (350, 630, 150, 50), lambda: self.turn(1), size=17))
        prev_b.enabled, next_b.enabled = self.page > 0, self.page < pages - 1
        self.widgets.add(Button(_("Back"), (950, 630, 150, 50), self.app.pop, primary=True))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def open(self, entry: SaveEntry) -> None:
        if not open_save(self.app, entry.path):
            self.refresh()

    def ask_delete(self, entry: SaveEntry) -> None:
        self.app.open("choice", _("Delete this saved game?"), _(
            "{game}, {seats} — {situation}. A deleted game cannot be brought back.").format(
            game=entry.title, seats=", ".join(entry.seats), situation=situation(entry, capital=False)),
            [(_("Delete it"), lambda: self.delete(entry)), (_("Keep it"), self.app.pop)])

    def delete(self, entry: SaveEntry) -> None:
        self.app.pop()
        try:
            entry.path.unlink()
            self.app.notify(_("The saved game of {game} was deleted.").format(game=entry.title), 3, news=True)
        except OSError as exc:
            self.app.notify(_("{file} could not be deleted: {reason}").format(file=entry.path.name,
                                                                            reason=exc.strerror or exc))
        self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("Load a game"), 180, 50, 44, theme.PAPER, bold=True, family="serif")
        if not self.entries:
            theme.draw_text(surface, _("No unfinished games are saved."), 180, 150, 20, theme.PAPER_DARK)
        for i, entry in enumerate(self.entries[self.page * PAGE:(self.page + 1) * PAGE]):
            y = row_top(i)
            theme.panel(surface, layout.rect(ROW_X, y, ROW_W, ROW_H), theme.PAPER, theme.GOLD_DARK, radius=8)
            theme.draw_text(surface, entry.title, 196, y + 6, 20, theme.INK, bold=True, family="serif")
            seats = (theme.wrap(", ".join(entry.seats), 14, 420) or [""])[0]
            theme.draw_text(surface, seats, 196, y + 31, 14, theme.INK_SOFT)
            when = short_time(entry.saved_at)
            if entry.problem is not None:
                theme.draw_text(surface, _("its rule file is broken"), TEXT_RIGHT, y + 8, 14, theme.RED,
                                anchor="topright")
            else:
                theme.draw_text(surface, situation(entry), TEXT_RIGHT, y + 8, 15, theme.INK, anchor="topright")
            theme.draw_text(surface, when, TEXT_RIGHT, y + 30, 13, theme.INK_SOFT, anchor="topright")
        self.widgets.draw(surface)
