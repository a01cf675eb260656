"""A short list on a screen shown a few lines at a time, turned with two small arrow buttons beside its heading."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from game.i18n import words
from game.ui.widgets import Button, Group

_, _ngettext = words("spelbordet")

T = TypeVar("T")


class ListPages:
    def __init__(self, widgets: Group, per: int, x: int, y: int) -> None:
        """`per` lines a page; the arrows stand at (x, y), shown only while the list is longer than a page."""
        self.per = per
        self.page = 0
        self.count = 0
        self.earlier = widgets.add(Button("◀", (x, y, 40, 30), lambda: self.turn(-1), size=15))
        self.later = widgets.add(Button("▶", (x + 46, y, 40, 30), lambda: self.turn(1), size=15))
        self.show_arrows(False)

    def pages(self) -> int:
        return max(1, -(-self.count // self.per))

    def shown(self, items: Sequence[T]) -> list[T]:
        """The lines of the page turned to (the page kept within the list as it grows and shrinks)."""
        self.count = len(items)
        self.turn(0)
        return list(items[self.page * self.per:(self.page + 1) * self.per])

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.earlier.enabled, self.later.enabled = self.page > 0, self.page < self.pages() - 1

    def show_arrows(self, shown: bool) -> None:
        """The arrows are shown with their list, and only when it has more than one page."""
        self.earlier.visible = self.later.visible = shown and self.count > self.per

    def label(self) -> str:
        """Which lines are shown, as "5–8 of 11" (nothing for a list of one page)."""
        if self.count <= self.per:
            return ""
        first = self.page * self.per + 1
        return _("{first}–{last} of {count}").format(first=first, last=min(self.count, first + self.per - 1),
                                                   count=self.count)
