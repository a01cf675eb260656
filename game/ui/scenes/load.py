"""Loading a saved game: the unfinished games, newest first; damaged files are named and set aside."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.engine.registry import all_games
from game.engine.saves import SaveEntry, set_aside
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

PAGE = 7


class LoadScene(WidgetScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0
        self.refresh()

    def refresh(self) -> None:
        good, bad = self.app.store.entries()
        for path, reason in bad:
            try:
                moved = set_aside(path)
                self.app.notify(f"{reason}. It was moved aside as {moved.name}.")
            except OSError:
                self.app.notify(reason)
        self.entries = [e for e in good if not e.finished]
        self.build()

    def build(self) -> None:
        self.widgets = Group()
        shown = self.entries[self.page * PAGE:(self.page + 1) * PAGE]
        for i, entry in enumerate(shown):
            self.widgets.add(Button("Open", (940, 140 + i * 66, 120, 50), lambda e=entry: self.open(e), size=18))
        pages = max(1, -(-len(self.entries) // PAGE))
        prev_b = self.widgets.add(Button("◀ Newer", (200, 630, 150, 50), lambda: self.turn(-1), size=17))
        next_b = self.widgets.add(Button("Older ▶", (370, 630, 150, 50), lambda: self.turn(1), size=17))
        prev_b.enabled, next_b.enabled = self.page > 0, self.page < pages - 1
        self.widgets.add(Button("Back", (930, 630, 150, 50), self.app.pop, primary=True))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def open(self, entry: SaveEntry) -> None:
        from game.ui.scenes.menu import open_save

        if not open_save(self.app, entry.path):
            self.refresh()


    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, "Load a game", 200, 50, 44, theme.PAPER, bold=True, family="serif")
        if not self.entries:
            theme.draw_text(surface, "No unfinished games are saved.", 200, 150, 20, theme.PAPER_DARK)
        games = all_games()
        for i, entry in enumerate(self.entries[self.page * PAGE:(self.page + 1) * PAGE]):
            y = 140 + i * 66
            theme.panel(surface, layout.rect(200, y, 880, 54), theme.PAPER, theme.GOLD_DARK, radius=8)
            name = games[entry.game].native_name if entry.game in games else entry.game
            theme.draw_text(surface, name, 216, y + 6, 20, theme.INK, bold=True, family="serif")
            theme.draw_text(surface, ", ".join(entry.seats), 216, y + 30, 14, theme.INK_SOFT)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.saved_at))
            theme.draw_text(surface, f"{when} · {entry.moves} moves", 920, y + 18, 14, theme.INK_SOFT,
                            anchor="topright")
        self.widgets.draw(surface)
