""""Pass to <name>": covers the table while the device changes hands, so no hidden card shows."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.widgets import Button


class PassScene(Scene):
    transparent = False  # the table below must not show

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.seats[seat].name
        self.button = Button(f"I am {self.name}", (500, 420, 280, 60), self.ready, hotkey=pygame.K_RETURN,
                             primary=True, size=22)

    def ready(self) -> None:
        self.app.pop()
        self.table.seat_shown(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            from game.ui.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self.table))
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, f"Pass to {self.name}", 640, 250, 52, theme.PAPER, bold=True, anchor="midtop",
                        family="serif")
        theme.draw_text(surface, "The others look away; click when you have the device.", 640, 330, 18,
                        theme.PAPER_DARK, anchor="midtop")
        self.button.draw(surface)
