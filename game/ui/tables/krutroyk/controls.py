"""Controls of the saloon table: buttons laid out in rows that wrap."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui import theme
from game.ui.theme import layout
from game.ui.widgets import Button


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
