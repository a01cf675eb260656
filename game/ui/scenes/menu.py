"""The main menu: every playable game, and Continue, Load, Settings, Quit."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.engine.errors import SaveError
from game.engine.registry import GameInfo, all_games
from game.engine.saves import load_match, set_aside
from game.ui import theme
from game.ui.records import open_records_screen
from game.ui.scene import Scene
from game.ui.widgets import Button, Group, Widget, clicked

CARD_W, CARD_H = 375, 96


class GameCard(Widget):
    """A game in the menu: its names, what it is, and how many play."""

    def __init__(self, info: GameInfo, rect: tuple[float, float, float, float], on_click: Any) -> None:
        super().__init__(rect)
        self.info = info
        self.on_click = on_click

    def handle(self, event: pygame.event.Event) -> bool:
        if clicked(event, self.screen_rect()):
            self.on_click(self.info)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.rect
        theme.panel(surface, self.screen_rect(), theme.WHITE if self.hovered() else theme.PAPER,
                    theme.GOLD if self.hovered() else theme.GOLD_DARK, radius=10)
        info = self.info
        theme.draw_text(surface, info.native_name, x + 16, y + 8, 25, theme.INK, bold=True, family="serif")
        theme.draw_text(surface, info.players_text(), x + w - 14, y + 14, 14, theme.INK_SOFT, anchor="topright")
        if info.name != info.native_name:
            theme.draw_text(surface, info.name, x + 16, y + 38, 14, theme.INK_SOFT)
        lines = theme.wrap(info.summary, 13, w - 32)
        if len(lines) > 2:  # the rest is in the rules and on the setup screen
            lines = [lines[0], lines[1].rstrip(" ,;.") + " …"]
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, x + 16, y + 56 + i * 17, 13, theme.INK)


class MenuScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        from game.ui.tables import TABLES

        self.widgets = Group()
        playable = [all_games()[key] for key in TABLES if key in all_games()]
        for i, info in enumerate(playable):
            col, row = i % 2, i // 2
            self.widgets.add(GameCard(info, (56 + col * (CARD_W + 18), 150 + row * (CARD_H + 10), CARD_W, CARD_H),
                                      self.open_setup))
        self.continue_button = self.widgets.add(Button("Continue", (890, 160, 330, 58), self.continue_game,
                                                       primary=True, size=22))
        self.widgets.add(Button("Load a game", (890, 232, 330, 58), self.open_load, size=22))
        self.widgets.add(Button("Settings", (890, 304, 330, 58), self.open_settings, size=22))
        self.widgets.add(Button("Quit", (890, 376, 330, 58), self.quit, size=22))
        self.widgets.add(Button("Statistics", (890, 510, 160, 52), lambda: open_records_screen(self.app, "statistics"),
                                size=19))
        self.widgets.add(Button("History", (1060, 510, 160, 52), lambda: open_records_screen(self.app, "history"),
                                size=19))
        self.widgets.add(Button("Players", (890, 574, 330, 46), lambda: open_records_screen(self.app, "players"),
                                size=18))
        self.on_resume()

    def on_resume(self) -> None:
        self.latest = self.app.store.latest_unfinished()
        self.continue_button.enabled = self.latest is not None

    def open_setup(self, info: GameInfo) -> None:
        from game.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, info))

    def continue_game(self) -> None:
        if self.latest is not None:
            open_save(self.app, self.latest.path)

    def open_load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def open_settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, "Spelbordet", 56, 36, 64, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, "the games table — Scandinavian games for friends and AI opponents", 60, 112, 18,
                        theme.PAPER_DARK)
        self.widgets.draw(surface)
        if self.latest is not None:
            name = all_games()[self.latest.game].native_name if self.latest.game in all_games() else self.latest.game
            when = time.strftime("%d %b %H:%M", time.localtime(self.latest.saved_at))
            lines = [f"{name}, {when}", ", ".join(self.latest.seats)]
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, 1055, 452 + i * 20, 14, theme.PAPER_DARK, anchor="midtop")


def open_save(app: Any, path: Any) -> bool:
    """Opens a saved game at its table; a damaged save is set aside with a message."""
    from game.ui.scenes.message import MessageScene
    from game.ui.tables import TABLES, table_for

    try:
        match = load_match(path)
    except SaveError as exc:
        try:
            moved = set_aside(path)
            where = f" It was moved aside as {moved.name}."
        except OSError:
            where = ""
        app.push(MessageScene(app, "This save cannot be opened", f"{exc}.{where}"))
        return False
    if match.info.key not in TABLES:
        app.push(MessageScene(app, "This game cannot be played here yet", f"{match.info.name} has no table."))
        return False
    if match.state.is_terminal():
        app.push(MessageScene(app, "This game is finished", "Start a new one from the menu."))
        return False
    app.push(table_for(app, match, path))
    return True
