"""Buttons fit their labels at every window size ("Take back" used to run over its edges)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui import theme
from game.ui.tables import table_for
from game.ui.widgets import Button
from tests.ui.conftest import make_app


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)])
def test_every_table_button_label_fits_inside_its_button(size, tmp_path):
    app = make_app(tmp_path, *size)
    app.home()
    checked = 0
    for key in ("kinesisk_bank", "jackpot", "trippel_yatzy", "bovjakten", "fangelse", "dodsspranget", "krutroyk"):
        seats = [Seat("Anna", "ai"), Seat("Bo", "human"), Seat("Cleo", "ai"), Seat("Dag", "ai")]
        info = get_game(key)
        table = table_for(app, Match(info, {}, seats[:max(info.min_players, 3)], seed=1))
        app.push(table)
        table.draw(app.screen)
        buttons = [w for w in table.controls.widgets if isinstance(w, Button)]
        for button in buttons:
            rect = button.screen_rect()
            label = theme.fitted_text(button.label, button.size, rect.width - 2 * theme.layout.px(6), bold=True)
            assert label.get_width() <= rect.width - 2 * theme.layout.px(6), (key, button.label, size)
            assert label.get_height() <= rect.height, (key, button.label, size)
            checked += 1
        app.pop()
    assert checked >= 10  # "Take back", "Done", "Roll", "Strike a box", "Hint" …
    pygame.quit()
