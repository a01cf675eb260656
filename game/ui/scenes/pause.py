"""The in-game menu over a table: resume, the rules, settings, save and quit to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.scenes.player_aid import has_aid
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import AnyTable

_, ngettext = words("spelbordet")


class PauseScene(WidgetScene):
    transparent = True

    def __init__(self, app: App, table: AnyTable) -> None:
        super().__init__(app)
        self.table = table
        labels = [(_("Resume"), self.app.pop), (_("How to play"), self.aid), (_("Rules of this game"), self.rules),
                  (_("Settings"), self.settings), (_("Save and quit to menu"), self.quit)]
        self.widgets = Group([Button(text, (500, 214 + i * 62, 280, 52), action, primary=i == 0, size=19)
                              for i, (text, action) in enumerate(labels) if action != self.aid or
                              has_aid(table.match.info.key)])
        if table.can_undo():
            self.widgets.add(Button(_("Undo my last move (Ctrl+Z)"), (500, 532, 280, 46), self.undo, size=15))

    def undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def aid(self) -> None:
        self.app.open("player_aid", self.table.match.info)

    def rules(self) -> None:
        self.app.open("rules", self.table.match.info)

    def settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        self.table.autosave()
        self.table.put_away()
        self.app.home()
        self.app.notify(_("The game is saved: Continue in the menu picks it up."), 3, news=True)


    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, layout.rect(460, 130, 360, 462), theme.FELT_DARK, theme.GOLD)
        theme.draw_text(surface, _("Paused"), 640, 150, 34, theme.PAPER, bold=True, anchor="midtop", family="serif")
        self.widgets.draw(surface)
