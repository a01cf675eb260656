"""A message with one button: errors the player should read (a damaged file, bad rule data)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.theme import layout
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")


class MessageScene(Scene):
    transparent = True

    def __init__(self, app: App, title: str, text: str, quit_on_close: bool = False) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.quit_on_close = quit_on_close
        label = _("Quit") if quit_on_close else _("OK")
        self.button = Button(label, (560, 500, 160, 50), self.close, hotkey=pygame.K_RETURN, primary=True)

    def close(self) -> None:
        if self.quit_on_close:
            self.app.running = False
        else:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            self.close()
        else:
            self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if len(self.app.stack.scenes) == 1:
            theme.draw_felt(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        theme.panel(surface, layout.rect(290, 170, 700, 400))
        theme.draw_text(surface, self.title, 640, 200, 28, theme.INK, bold=True, anchor="midtop", family="serif")
        for i, line in enumerate(theme.wrap(self.text, 18, 620)[:10]):
            theme.draw_text(surface, line, 330, 260 + i * 26, 18, theme.INK)
        self.button.draw(surface)


class ChoiceScene(MessageScene):
    """A message with a choice (recover a save, delete a save): each button runs its action; Esc is the
    last button."""

    def __init__(self, app: App, title: str, text: str, choices: list[tuple[str, Callable[[], object]]]) -> None:
        super().__init__(app, title, text)
        width = 200 if len(choices) > 2 else 260
        left = 640 - (len(choices) * (width + 16) - 16) / 2
        self.buttons = [Button(label, (left + i * (width + 16), 500, width, 50), action, primary=i == 0, size=17)
                        for i, (label, action) in enumerate(choices)]
        self.button = self.buttons[-1]

    def close(self) -> None:
        self.buttons[-1].on_click()

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            self.close()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for button in self.buttons[:-1]:
            button.draw(surface)
