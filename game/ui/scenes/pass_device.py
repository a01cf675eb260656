""""Pass to <name>": covers the table while the device changes hands, so no hidden card shows."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.theme import fit, layout
from game.ui.widgets import Button

MISSED_LINES = 12  # the latest moves shown; the game log keeps the rest


class PassScene(Scene):
    transparent = False  # the table below must not show
    title_bottom = 128.0

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.seats[seat].name
        self.reason = table.pass_reason(seat)
        self.missed = table.missed_moves(seat)
        self.button = Button(f"I am {self.name}", (500, 600, 280, 60), self.ready, hotkey=pygame.K_RETURN,
                             primary=True, size=22)

    def ready(self) -> None:
        self.app.pop()
        self.table.seat_shown(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            self.app.open("pause", self.table)
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, f"Pass to {self.name}", 640, 60, 52, theme.PAPER, bold=True, anchor="midtop",
                        family="serif")
        theme.draw_text(surface, fit(self.reason, 20, 1000), 640, 136, 20, theme.GOLD, bold=True, anchor="midtop")
        theme.draw_text(surface, "The others look away; click when you have the device.", 640, 170, 16,
                        theme.PAPER_DARK, anchor="midtop")
        x, y, w = 290, 214, 700
        lines = self.missed[-MISSED_LINES:]
        theme.panel(surface, layout.rect(x, y, w, 56 + 24 * max(1, len(lines))), theme.PAPER, theme.GOLD_DARK)
        theme.draw_text(surface, "Since you last had the table" if self.table.seen_log.get(self.seat) is not None
                        else "So far", x + 20, y + 14, 16, theme.INK_SOFT, bold=True)
        if len(self.missed) > len(lines):
            theme.draw_text(surface, f"… and {len(self.missed) - len(lines)} earlier (in the game log)", x + w - 20,
                            y + 16, 14, theme.INK_SOFT, anchor="topright")
        if not lines:
            theme.draw_text(surface, "Nothing new.", x + 20, y + 44, 16, theme.INK)
        for i, line in enumerate(lines):
            theme.draw_text(surface, fit(line, 16, w - 40), x + 20, y + 44 + 24 * i, 16, theme.INK)
        self.button.draw(surface)
