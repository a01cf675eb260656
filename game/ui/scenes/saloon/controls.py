"""Controls of the saloon table: a narration field that shows the end of long text, and buttons laid
out in rows that wrap."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme
from game.ui.theme import layout
from game.ui.widgets import Button, TextField, cursor_on


class NarrationField(TextField):
    """A text field for a paragraph: the end of the text stays in sight as it grows."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        theme.panel(surface, rect, theme.WHITE if self.focused else theme.PAPER,
                    theme.GOLD if self.focused else theme.GOLD_DARK, radius=6, shadow=False)
        inner = rect.inflate(-layout.px(20), 0)
        shown = self.text or self.placeholder
        label = theme.font(self.size).render(shown, True, theme.INK if self.text else theme.INK_SOFT) if shown else None
        x = inner.left
        if label is not None:
            clip = surface.get_clip()
            surface.set_clip(inner)
            offset = max(0, label.get_width() - inner.width + layout.px(4)) if self.text else 0
            surface.blit(label, label.get_rect(midleft=(x - offset, rect.centery)))
            surface.set_clip(clip)
            x += (label.get_width() - offset) if self.text else 0
        if self.focused and cursor_on():  # the loop wakes for its blinks
            pygame.draw.line(surface, theme.INK, (x + 2, rect.top + layout.px(7)), (x + 2, rect.bottom - layout.px(7)),
                             2)


def flow_buttons(items: list[tuple[str, Callable[[], Any]]], left: float, top: float, right: float,
                 height: float = 38, size: float = 16) -> list[Button]:
    """Buttons as wide as their labels, in rows from (left, top) that wrap before `right`."""
    buttons: list[Button] = []
    x, y = left, top
    for label, action in items:
        width = theme.font(size, True).size(label)[0] / layout.scale + 30
        width = min(width, right - left)
        if x > left and x + width > right:
            x, y = left, y + height + 8
        buttons.append(Button(label, (x, y, width, height), action, size=size))
        x += width + 8
    return buttons
