""""Pass to <name>": covers the table while the device changes hands, so no hidden card shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import number, words
from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.theme import fit, layout
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import AnyTable

_, ngettext = words("spelbordet")

MISSED_LINES = 12  # the latest moves shown; the game log keeps the rest


class PassScene(Scene):
    transparent = False  # the table below must not show
    title_bottom = 128.0

    def __init__(self, app: App, table: AnyTable, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.seats[seat].name
        self.reason = table.pass_reason(seat)
        self.missed = table.missed_moves(seat)
        self.button = Button(_("I am {name}").format(name=self.name), (500, 600, 280, 60), self.ready,
                             hotkey=pygame.K_RETURN, primary=True, size=22)

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
        title = _("Pass to {name}").format(name=self.name)
        theme.draw_text(surface, title, 640, 60, theme.fitting_size(title, 52, layout.px(1200), True, "serif"),
                        theme.PAPER, bold=True, anchor="midtop", family="serif")
        reason_size = max(14, theme.fitting_size(self.reason, 20, layout.px(1000), True))
        theme.draw_text(surface, fit(self.reason, reason_size, 1000), 640, 136, reason_size, theme.GOLD, bold=True,
                        anchor="midtop")
        theme.draw_text(surface, _("The others look away; click when you have the device."), 640, 170, 16,
                        theme.PAPER_DARK, anchor="midtop")
        x, y, w = 290, 214, 700
        lines = self.missed[-MISSED_LINES:]
        theme.panel(surface, layout.rect(x, y, w, 56 + 24 * max(1, len(lines))), theme.PAPER, theme.GOLD_DARK)
        theme.draw_text(surface, _("Since you last had the table") if self.table.seen_log.get(self.seat) is not None
                        else _("So far"), x + 20, y + 14, 16, theme.INK_SOFT, bold=True)
        if len(self.missed) > len(lines):
            earlier = len(self.missed) - len(lines)
            theme.draw_text(surface, ngettext("… and {n} earlier (in the game log)",
                                              "… and {n} earlier (in the game log)", earlier).format(n=number(earlier)),
                            x + w - 20,
                            y + 16, 14, theme.INK_SOFT, anchor="topright")
        if not lines:
            theme.draw_text(surface, _("Nothing new."), x + 20, y + 44, 16, theme.INK)
        for i, line in enumerate(lines):
            size = max(12, theme.fitting_size(line, 16, layout.px(w - 40)))  # shrunk before it is ever cut
            theme.draw_text(surface, fit(line, size, w - 40, bold=False), x + 20, y + 44 + 24 * i, size, theme.INK)
        self.button.draw(surface)
