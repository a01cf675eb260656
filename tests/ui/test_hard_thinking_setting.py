"""The Settings row for how long the hard AI may think: chosen by clicks, kept between runs, and followed by the
Narrespillet hard AIs made from then on (and by the table's pacing of their answers in the Fool's window)."""

from __future__ import annotations

import json

import pytest

from game.ai import bot_for
from game.ai.think_time import DEFAULT_HARD_THINKING, choose_hard_thinking, hard_thinking
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.games.narrespillet.ai import level_seconds
from game.settings import settings_path
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from tests.ui.conftest import Driver


@pytest.fixture(autouse=True)
def quick_again():
    yield
    choose_hard_thinking(DEFAULT_HARD_THINKING)  # the choice is the program's: leave it as found


def step_thinking_to(driver: Driver, shown: str) -> None:
    settings = driver.app.stack.top
    assert isinstance(settings, SettingsScene)
    row = settings.thinking
    target = [row.show(v) for v in row.values].index(shown)
    for _step in range(len(row.values)):
        if row.index == target:
            return
        rect = row.screen_rect()  # the arrow at the right end steps on, the one at the left back
        driver.click_at((rect.right - rect.height // 2 if target > row.index else rect.left + rect.height // 2,
                         rect.centery))
    raise AssertionError(f"the row never showed {shown!r}")


def hard_narrespillet_seconds() -> float | None:
    bot = bot_for(get_game("narrespillet"), Seat("AI", "ai", "hard"))
    return bot.seconds  # type: ignore[union-attr]


def test_the_longer_think_is_chosen_by_clicks_kept_and_followed(app, tmp_path):
    assert hard_narrespillet_seconds() == 1.0 and level_seconds("normal") == 0.3
    driver = Driver(app)
    driver.click(driver.button("Settings"))
    step_thinking_to(driver, "Up to 3 s a move")
    assert hard_narrespillet_seconds() == 1.0  # nothing changes before Apply
    driver.click(driver.button("Apply"))
    assert hard_narrespillet_seconds() == 3.0 and level_seconds("hard") == 3.0
    assert level_seconds("normal") == 0.3 and level_seconds("easy") == 0.0  # the other levels as before
    assert json.loads(settings_path().read_text(encoding="utf-8"))["hard_thinking"] == "long"

    choose_hard_thinking(DEFAULT_HARD_THINKING)
    App(saves=tmp_path / "saves")  # a restart reads the kept choice
    assert hard_thinking() == "long" and hard_narrespillet_seconds() == 3.0

    step_thinking_to(driver, "Up to 1 s a move")
    driver.click(driver.button("Back"))  # Back keeps what the screen shows, as Apply does
    assert hard_narrespillet_seconds() == 1.0


def test_an_unknown_thinking_time_is_refused():
    with pytest.raises(ValueError):
        choose_hard_thinking("forever")
    assert hard_thinking() == DEFAULT_HARD_THINKING
