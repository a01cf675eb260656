"""The decision panel: a page of buttons built from the legal actions, each labelled with the engine's text."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine.state import Action
from game.i18n import words
from game.ui import theme
from game.ui.theme import layout
from game.ui.widgets import Button, Group

ROW = 34
GAP = 5

_, ngettext = words("kalahen")


class DecisionPanel:
    """Buttons for `actions` inside `box`, a page at a time, with ◀ ▶ when they do not fit."""

    def __init__(self, box: tuple[float, float, float, float], on_pick: Callable[[Action], None]) -> None:
        self.box = box
        self.on_pick = on_pick
        self.actions: list[Action] = []
        self.page = 0
        self.group = Group()
        self.title = ""
        self.top = 0.0
        self.shown: list[tuple[Action, Button]] = []  # the page's buttons by their actions
        self.forward: Button | None = None  # ▶, when the actions take more than a page

    def per_page(self) -> int:
        x, y, w, h = self.box
        return max(1, int((h - (self.top - y) - ROW - GAP) // (ROW + GAP)))

    def set(self, actions: list[Action], title: str, top: float | None = None) -> None:
        if [a.to_json() for a in actions] != [a.to_json() for a in self.actions] or title != self.title:
            self.page = 0
        self.actions = list(actions)
        self.title = title
        self.top = top if top is not None else self.box[1] + 8
        self.build()

    def pages(self) -> int:
        return max(1, -(-len(self.actions) // self.per_page()))

    def build(self) -> None:
        x, y, w, h = self.box
        self.group = Group()
        self.shown = []
        self.forward = None
        n = self.per_page()
        self.page = min(self.page, self.pages() - 1)
        shown = self.actions[self.page * n:(self.page + 1) * n]
        for i, action in enumerate(shown):
            label = action.describe()
            size = 15 if theme.font(15, True).size(label)[0] <= (w - 24) * layout.scale else 12
            button = Button(label, (x + 8, self.top + i * (ROW + GAP), w - 16, ROW),
                            partial(self.on_pick, action), size=size,
                            primary=action.kind in ("end", "stop", "search", "overcome", "attack"),
                            hotkey=pygame.K_RETURN if action.kind == "end" else None)
            self.group.add(button)
            self.shown.append((action, button))
        if self.pages() > 1:
            bottom = y + h - ROW - 2
            self.group.add(Button("◀", (x + 8, bottom, 60, ROW), lambda: self.turn(-1)))
            self.forward = Button("▶", (x + w - 68, bottom, 60, ROW), lambda: self.turn(1))
            self.group.add(self.forward)

    def button_for(self, action: Action) -> Button | None:
        """The button of an action on the page shown; ▶ when the action is on another page; None when the panel
        does not offer it."""
        found = next((button for shown, button in self.shown if shown == action), None)
        return found if found is not None or action not in self.actions else self.forward

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % self.pages()
        self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.group.draw(surface)
        if self.pages() > 1:
            x, y, w, h = self.box
            page = _("page {page} of {pages}").format(page=self.page + 1, pages=self.pages())
            theme.draw_text(surface, page, x + w / 2, y + h - ROW / 2 - 2, 14, theme.PAPER, anchor="center")
