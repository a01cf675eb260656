"""Over a table whose AI seat failed: what went wrong, and what the person can do about it — let
another level take the seat, try again, or leave (the game is saved up to the failed move)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.seats import LEVELS
from game.i18n import words
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import AnyTable

_, ngettext = words("spelbordet")

MAX_REASON_CHARS = 300  # an exception's text can be anything; the box shows this much


class BotFailedScene(WidgetScene):
    transparent = True

    def __init__(self, app: App, table: AnyTable, seat: int, reason: str) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.reason = reason if len(reason) <= MAX_REASON_CHARS else reason[:MAX_REASON_CHARS] + " …"
        current = table.match.seats[seat]
        self.name = current.name
        others = [level for level in (*LEVELS, "random")
                  if not (current.kind == "ai" and level == current.level) and
                  not (current.kind == "random" and level == "random")]
        self.widgets = Group()
        for i, level in enumerate(others):
            label = {"easy": _("Let the easy AI play"), "normal": _("Let the normal AI play"),
                     "hard": _("Let the hard AI play"), "random": _("Let the random player play")}[level]
            self.widgets.add(Button(label, (330 + (i % 2) * 320, 380 + (i // 2) * 62, 300, 50),
                                    partial(self.hand_over, level), primary=i == 0, size=17))
        self.widgets.add(Button(_("Try again"), (330, 510, 300, 50), self.retry, size=17))
        self.widgets.add(Button(_("Save and leave"), (650, 510, 300, 50), self.save_and_leave, size=17))

    def hand_over(self, level: str) -> None:
        self.table.hand_seat(self.seat, level)
        self.app.pop()

    def retry(self) -> None:
        self.app.pop()

    def save_and_leave(self) -> None:
        self.table.autosave()
        self.table.put_away()
        self.app.home()
        self.app.notify(_("The game is saved: Continue in the menu picks it up."), 3, news=True)

    def back(self) -> None:
        self.save_and_leave()

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, layout.rect(290, 150, 700, 430))
        title = _("{name}'s AI could not move").format(name=self.name)
        theme.draw_text(surface, title, 640, 176, theme.fitting_size(title, 28, layout.px(660), True, "serif"),
                        theme.INK, bold=True, anchor="midtop", family="serif")
        text = _("The AI playing {name} failed: {reason}. No move was made for {name}, and the game is saved up to "
                 "here.").format(name=self.name, reason=self.reason)
        for i, line in enumerate(theme.wrap(text, 17, 620)[:6]):
            theme.draw_text(surface, line, 330, 230 + i * 24, 17, theme.INK)
        self.widgets.draw(surface)
