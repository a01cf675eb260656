"""Loading a saved game: the unfinished games, newest first, with whose turn it is and the round;
a save can be deleted (after a confirmation); damaged and foreign files are named and set aside."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.engine.saves import SaveEntry
from game.i18n import number, words
from game.ui import theme
from game.ui.dates import short_time
from game.ui.saved_games import open_save, set_aside_damaged
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

_, ngettext = words("spelbordet")

PAGE = 7


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
    def __init__(self, app: Any) -> None:
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
            opener = self.widgets.add(Button(_("Open"), (900, 142 + i * 66, 100, 50), partial(self.open, entry),
                                             size=18))
            opener.enabled = entry.problem is None
            self.widgets.add(Button(_("Delete"), (1010, 142 + i * 66, 90, 50), partial(self.ask_delete, entry),
                                    size=15))
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
            y = 140 + i * 66
            theme.panel(surface, layout.rect(180, y, 930, 54), theme.PAPER, theme.GOLD_DARK, radius=8)
            theme.draw_text(surface, entry.title, 196, y + 6, 20, theme.INK, bold=True, family="serif")
            seats = (theme.wrap(", ".join(entry.seats), 14, 420) or [""])[0]
            theme.draw_text(surface, seats, 196, y + 31, 14, theme.INK_SOFT)
            when = short_time(entry.saved_at)
            if entry.problem is not None:
                theme.draw_text(surface, _("its rule file is broken"), 880, y + 8, 14, theme.RED, anchor="topright")
            else:
                theme.draw_text(surface, situation(entry), 880, y + 8, 15, theme.INK, anchor="topright")
            theme.draw_text(surface, when, 880, y + 30, 13, theme.INK_SOFT, anchor="topright")
        self.widgets.draw(surface)
