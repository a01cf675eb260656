"""A question with Yes and No over the screen below: for what cannot be undone (resetting statistics)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")


class ConfirmScene(WidgetScene):
    transparent = True

    def __init__(self, app: App, title: str, text: str, yes_label: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.title, self.text, self.on_yes = title, text, on_yes
        self.widgets = Group([
            Button(yes_label, (440, 480, 190, 54), self.yes, primary=True, size=18),
            Button(_("Cancel"), (650, 480, 190, 54), self.app.pop, hotkey=pygame.K_ESCAPE, size=18),
        ])

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        theme.panel(surface, layout.rect(340, 200, 600, 360))
        theme.draw_text(surface, self.title, 640, 228, 28, theme.INK, bold=True, anchor="midtop", family="serif")
        for i, line in enumerate(theme.wrap(self.text, 18, 520)[:7]):
            theme.draw_text(surface, line, 380, 290 + i * 26, 18, theme.INK)
        self.widgets.draw(surface)
