"""A panel of choices on the table: a title and buttons, paged when there are many (the cards a Moon may call)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.tables.narrespillet.board import draw_fitted
from game.ui.theme import layout
from game.ui.widgets import Button

_, ngettext = words("narrespillet")

BOX = (150, 44, 820, 416)     # over the battlefields, the hand in sight: decisions with many choices (a call)
LOW_BOX = (16, 464, 976, 248)  # over the hand, leaving the battlefields in sight: a trump's targets
ROW_H = 40
SMALLEST = 12  # the smallest size a choice's label is set at to share a row with others


class ChoicePanel:
    def __init__(self, title: str, options: list[tuple[str, Callable[[], None]]],
                 on_cancel: Callable[[], None] | None = None, box: tuple[float, float, float, float] = BOX,
                 hint: str = "") -> None:
        self.title = title
        self.hint = hint
        self.options = options
        self.on_cancel = on_cancel
        self.box = box
        self.page = 0
        # As many columns as the longest label allows, set a little smaller if need be (a button shrinks its
        # label to fit): three, two or one.
        widest = max((theme.font(14, True).size(label)[0] / layout.scale for label, _ in options), default=0)
        self.columns = next((c for c in (3, 2) if widest * SMALLEST / 14 + 16 <= self.column_width(c)), 1)
        self.rows = max(1, int((box[3] - 56 - 56) // ROW_H))
        self.per_page = self.columns * self.rows
        self.buttons: list[Button] = []
        self.build()

    def column_width(self, columns: int) -> float:
        return (self.box[2] - 40 - (columns - 1) * 10) / columns

    def pages(self) -> int:
        return max(1, -(-len(self.options) // self.per_page))

    def build(self) -> None:
        x, y, w, h = self.box
        col_w = self.column_width(self.columns)
        shown = self.options[self.page * self.per_page:(self.page + 1) * self.per_page]
        self.buttons = []
        for i, (label, callback) in enumerate(shown):
            col, row = i % self.columns, i // self.columns
            self.buttons.append(Button(label, (x + 20 + col * (col_w + 10), y + 56 + row * ROW_H,
                                                                     col_w, 34), callback, size=14))
        foot = y + h - 50
        if self.pages() > 1:
            back = Button(_("◀ Previous"), (x + 20, foot, 150, 36), lambda: self.turn(-1), size=15)
            more = Button(_("More ▶"), (x + 180, foot, 150, 36), lambda: self.turn(1), size=15)
            back.enabled = self.page > 0
            more.enabled = self.page < self.pages() - 1
            self.buttons += [back, more]
        if self.on_cancel is not None:
            self.buttons.append(Button(_("Cancel"), (x + w - 170, foot, 150, 36), self.on_cancel,
                                       hotkey=pygame.K_ESCAPE, size=15))

    def option_button(self, index: int) -> Button | None:
        """The button of option `index`, when its page is the one shown."""
        first = self.page * self.per_page
        if not first <= index < first + self.per_page or index >= len(self.options):
            return None
        return self.buttons[index - first]

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        for b in list(self.buttons):
            if b.handle(event):
                return True
        # Clicks elsewhere on the panel are kept from the table below.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            layout.rect(*self.box).collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.box
        theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD_DARK, radius=12)
        # The title and the hint share the top line: the hint gets what the title leaves, at least a third.
        hint_w = max((w - 40) / 3, w - 56 - theme.font(20, True).size(self.title)[0] / layout.scale) if self.hint \
            else 0
        title = draw_fitted(surface, self.title, x + 20, y + 14, 20, w - 40 - hint_w - (16 if self.hint else 0),
                            theme.INK, bold=True)
        if self.hint:
            hx = layout.to_design(title.topright)[0] + 16
            draw_fitted(surface, self.hint, hx, y + 20, 14, x + w - 20 - hx, theme.INK_SOFT)
        if self.pages() > 1:
            draw_fitted(surface, _("page {page} of {pages}").format(page=self.page + 1, pages=self.pages()), x + 350,
                        y + h - 42, 15, w - 540, theme.INK_SOFT)
        for b in self.buttons:
            b.draw(surface)
