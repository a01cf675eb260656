"""The players: every person who has played here (a name typed at setup becomes one), to choose for a seat,
rename, delete or start afresh. The computer players are listed too, one per level."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import number, words
from game.records.book import RecordBook
from game.records.profiles import Profile, shown_name
from game.ui import theme
from game.ui.records import reset_text
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group, TextField

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

PAGE = 8
ROW_H = 56


class PlayersScene(WidgetScene):
    def __init__(self, app: App, book: RecordBook, on_pick: Callable[[Profile], None] | None = None) -> None:
        """With `on_pick`, each person has a Choose button (the setup screen fills a seat with them)."""
        super().__init__(app)
        self.book = book
        self.on_pick = on_pick
        self.page = 0
        self.editing: str | None = None  # the id of the person being renamed
        self.new_name = TextField((200, 600, 300, 44), "", max_length=16, placeholder=_("A new player's name"),
                                  on_enter=lambda _: self.add())
        self.rename_field: TextField | None = None
        self.counts: dict[str, tuple[int, int]] = {}  # person: (games played, won), read on first entering
        self.built = False

    def enter(self) -> None:
        if not self.built:
            self.built = True
            self.build()

    @property
    def people(self) -> list[Profile]:
        return [p for p in self.book.profiles.everyone() if p.is_person]

    def build(self) -> None:
        self.widgets = Group()
        self.rename_field = None
        shown = self.people[self.page * PAGE:(self.page + 1) * PAGE]
        for i, person in enumerate(shown):
            y = 130 + i * ROW_H
            if person.id == self.editing:
                field = self.widgets.add(TextField((216, y + 5, 300, 40), person.name, max_length=16,
                                                   on_enter=lambda _: self.save_rename()))
                field.focused = True
                self.rename_field = field
                self.widgets.add(Button(_("Save"), (700, y + 4, 110, 42), self.save_rename, primary=True, size=16))
                self.widgets.add(Button(_("Cancel"), (820, y + 4, 110, 42), self.cancel_rename, size=16))
                continue
            if self.on_pick is not None:
                self.widgets.add(Button(_("Choose"), (580, y + 4, 110, 42), partial(self.pick, person),
                                        primary=True, size=16))
            self.widgets.add(Button(_("Rename"), (700, y + 4, 110, 42), partial(self.start_rename, person), size=16))
            self.widgets.add(Button(_("Reset"), (820, y + 4, 110, 42), partial(self.ask_reset, person), size=16))
            self.widgets.add(Button(_("Delete"), (940, y + 4, 110, 42), partial(self.ask_delete, person), size=16))
        pages = max(1, -(-len(self.people) // PAGE))
        prev_b = self.widgets.add(Button("◀", (1000, 80, 50, 40), lambda: self.turn(-1), size=16))
        next_b = self.widgets.add(Button("▶", (1060, 80, 50, 40), lambda: self.turn(1), size=16))
        prev_b.enabled, next_b.enabled = self.page > 0, self.page < pages - 1
        prev_b.visible = next_b.visible = pages > 1
        self.counts = {}
        for f in self.book.figures():
            played, won = self.counts.get(f.player, (0, 0))
            self.counts[f.player] = (played + f.played, won + f.won)
        self.widgets.add(self.new_name)
        self.widgets.add(Button(_("Add player"), (510, 600, 160, 44), self.add, size=17))
        self.widgets.add(Button(_("Back"), (930, 600, 150, 50), self.back, primary=self.on_pick is None))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def pick(self, person: Profile) -> None:
        assert self.on_pick is not None
        self.app.pop()
        self.on_pick(person)

    def add(self) -> None:
        try:
            self.book.profiles.check_name(self.new_name.text)
            self.book.profiles.ensure(self.new_name.text)
        except (ValueError, OSError) as exc:
            self.app.notify(str(exc))
            return
        self.new_name.text = ""
        self.build()

    def start_rename(self, person: Profile) -> None:
        self.editing = person.id
        self.build()

    def cancel_rename(self) -> None:
        self.editing = None
        self.build()

    def save_rename(self) -> None:
        if self.editing is None or self.rename_field is None:
            return
        try:
            self.book.profiles.rename(self.editing, self.rename_field.text)
        except (ValueError, OSError) as exc:
            self.app.notify(str(exc))
            return
        self.editing = None
        self.build()

    def ask_reset(self, person: Profile) -> None:
        def reset() -> None:
            self.book.reset(person.id)
            self.app.notify(_("{name}'s statistics start afresh.").format(name=person.name), 3, news=True)

        self.app.open("confirm", _("Reset {name}?").format(name=person.name), reset_text(person.name), _("Reset"),
                      reset)

    def ask_delete(self, person: Profile) -> None:
        def delete() -> None:
            self.book.delete_player(person.id)
            self.page = 0
            self.build()

        self.app.open("confirm", _("Delete {name}?").format(name=person.name),
                      _("{name} leaves the list of players, with their statistics. The games they played stay in the "
                        "history.").format(name=person.name), _("Delete"), delete)

    def back(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.editing is not None:
            self.cancel_rename()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        title = _("Choose a player") if self.on_pick else _("Players")
        theme.draw_text(surface, title, 200, 50, 44, theme.PAPER, bold=True, family="serif")
        if not self.people:
            theme.draw_text(surface, _("Nobody yet: a name typed at a game's setup becomes a player here."), 200, 150,
                            18, theme.PAPER_DARK)
        for i, person in enumerate(self.people[self.page * PAGE:(self.page + 1) * PAGE]):
            y = 130 + i * ROW_H
            theme.panel(surface, layout.rect(200, y, 870, 50), theme.PAPER, theme.GOLD_DARK, radius=8)
            if person.id != self.editing:
                theme.draw_text(surface, person.name, 216, y + 12, 21, theme.INK, bold=True)
                played, won = self.counts.get(person.id, (0, 0))
                games = _("no games counted") if not played else ngettext(
                    "{n} game, {won} won", "{n} games, {won} won", played).format(n=number(played), won=number(won))
                theme.draw_text(surface, games, 560, y + 17, 14, theme.INK_SOFT, anchor="topright")
        bots = ", ".join(shown_name(p.id, p.name) for p in self.book.profiles.everyone() if not p.is_person)
        theme.draw_text(surface, _("Computer players (one per level): {names}").format(names=bots), 200, 670, 15,
                        theme.PAPER_DARK)
        self.widgets.draw(surface)
