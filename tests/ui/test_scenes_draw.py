"""Every scene draws, at 1280×720 and at 1920×1080, without error and with something on screen."""

from __future__ import annotations

import pygame
import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.saves import save_match
from game.engine.seats import Seat
from game.headless import play_out
from game.ui.scenes.load import LoadScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules_reader import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.tables import TABLES, table_for
from tests.ui.conftest import make_app

SIZES = [(1280, 720), (1920, 1080)]


def seats(n):
    return [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai") for i in range(1, n)]


def finished(key):
    info = all_games()[key]
    m = Match(info, {}, [Seat(f"Bot {i}", "ai") for i in range(max(2, info.min_players))], seed=3)
    return play_out(m, [bot_for(info, s) for s in m.seats])


def scenes(app):
    yield "menu", None
    for key in TABLES:
        info = all_games()[key]
        yield f"setup {key}", SetupScene(app, info)
        yield f"rules {key}", RulesScene(app, info)
        match = Match(info, {}, seats(max(3, info.min_players)), seed=9)
        table = table_for(app, match)
        yield f"table {key}", table
        yield f"pause {key}", PauseScene(app, table)
        yield f"pass {key}", PassScene(app, table, 0)
        yield f"results {key}", ResultsScene(app, finished(key))
    yield "settings", SettingsScene(app)
    yield "message", MessageScene(app, "A title", "A longer message that wraps over the width of the box. " * 4)
    yield "load", LoadScene(app)


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_draws(tmp_path, size):
    app = make_app(tmp_path, *size, animation="normal")
    app.home()
    m = Match(all_games()["jackpot"], {}, seats(3), seed=4)
    save_match(m, app.store.new_path("jackpot"))
    (app.store.folder / "broken.json").write_text("{oops")
    assert app.screen.get_size() == size
    drawn = []
    for name, scene in scenes(app):
        if scene is not None:
            app.home()
            app.push(scene)
        for _ in range(3):
            app.frame(0.05)
        surface = app.screen
        colours = {surface.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
        assert len(colours) > 4, f"{name} drew next to nothing"
        drawn.append(name)
    assert len(drawn) >= 1 + 6 * len(TABLES) + 3
    pygame.quit()
