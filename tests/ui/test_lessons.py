"""Every game's guided first game, played through by its expected clicks at a real (headless) table: each step's
targets are on the table and inside the window when the step shows, clicking them in order plays the step's move,
a wrong move is refused with the step's words and loses nothing, and the lesson reaches the same position on every
run."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import all_games
from game.ui.tables import lesson_table
from tests.ui.conftest import Driver, make_app

LESSON_GAMES = [key for key, info in all_games().items() if info.lesson is not None]


def open_lesson(tmp_path, key):
    app = make_app(tmp_path)
    app.home()
    info = all_games()[key]
    assert info.lesson is not None
    table = lesson_table(app, info, info.lesson, "Astrid")
    app.push(table)
    return Driver(app), table


def settled(table, index: int) -> bool:
    guide = table.guide
    return guide is None or (guide.index == index and guide.showing() and table.wait <= 0 and not table.stale_view)


def play_through(tmp_path, key, try_wrong: bool = False) -> list:
    """Plays the lesson by its clicks; returns the match's moves when the last step is done."""
    driver, table = open_lesson(tmp_path, key)
    lesson = table.guide.lesson
    window = driver.app.screen.get_rect()
    try:
        for index, step in enumerate(lesson.steps):
            driver.until(lambda index=index: settled(table, index), 120)
            assert table.guide is not None, f"the lesson ended before step {index + 1}"
            driver.frames(1)
            rects = [table.lesson_target(name) for name in step.point]
            for name, rect in zip(step.point, rects, strict=True):
                assert rect is not None, f"step {index + 1}: {name!r} is not on the table"
                assert window.contains(rect), f"step {index + 1}: {name!r} ({rect}) is not inside the window"
                assert not table.guide.card.colliderect(rect), f"step {index + 1}: the card covers {name!r}"
            if step.do is None:
                driver.click(table.guide.next_button)
                continue
            if try_wrong:
                other = next((a for a in table.moves_open() if tuple(a.to_json()) != step.do), None)
                if other is not None:
                    before = list(table.match.actions)
                    assert not table.submit(other)
                    assert table.match.actions == before
                    try_wrong = False
            for rect in rects:
                assert table.guide is not None and table.guide.index == index
                driver.click_at(rect.center)
                driver.frames(2)
            driver.until(lambda index=index: table.guide is None or table.guide.index > index, 30)
            assert list(table.match.actions[-1].to_json()) == list(step.do) or table.guide is None
        assert table.guide is None, "the lesson did not end after its last step"
        return list(table.match.actions)
    finally:
        pygame.quit()


@pytest.mark.parametrize("key", LESSON_GAMES)
def test_a_lesson_plays_through_by_its_clicks_to_the_same_position_every_run(key, tmp_path):
    first = play_through(tmp_path / "one", key, try_wrong=True)
    second = play_through(tmp_path / "two", key)
    assert first == second


@pytest.mark.parametrize("key", LESSON_GAMES)
def test_a_lesson_has_ten_to_fifteen_steps_that_teach_by_doing(key):
    lesson = all_games()[key].lesson
    assert 10 <= len(lesson.steps) <= 15
    assert sum(step.do is not None for step in lesson.steps) >= 4, "a lesson is learnt by playing, not reading"
    assert all(step.point for step in lesson.steps[:-1]), "every step but the last points at the table"
    assert "H" in lesson.steps[-1].say, "the last step says that Hint (H) is there"
