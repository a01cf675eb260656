"""Every scene draws, at 1280×720 and at 1920×1080, without error and with something on screen."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.saves import save_match
from game.engine.seats import Seat
from game.selftest import all_scenes
from game.ui.tables import TABLES
from tests.ui.conftest import make_app

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_draws(tmp_path, size):
    app = make_app(tmp_path, *size, animation="normal")
    app.home()
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai"), Seat("Karin", "ai")]
    save_match(Match(all_games()["jackpot"], {}, seats, seed=4), app.store.new_path("jackpot"))
    (app.store.folder / "broken.json").write_text("{oops")
    assert app.screen.get_size() == size
    drawn = []
    for name, scene in all_scenes(app):
        app.home()
        if scene is not None:
            app.push(scene)
        for _ in range(3):
            app.frame(0.05)
        surface = app.screen
        colours = {surface.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
        assert len(colours) > 4, f"{name} drew next to nothing"
        drawn.append(name)
    assert len(drawn) == 1 + 6 * len(TABLES) + 3
    # The damaged save was set aside by the load screen, not deleted.
    assert list(app.store.folder.glob("broken.json.damaged-*"))
    pygame.quit()
