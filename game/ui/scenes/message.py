"""A message with one button: errors the player should read (a damaged file, bad rule data)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.theme import layout
from game.ui.widgets import Button


class MessageScene(Scene):
    transparent = True

    def __init__(self, app: Any, title: str, text: str, quit_on_close: bool = False) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.quit_on_close = quit_on_close
        label = "Quit" if quit_on_close else "OK"
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
