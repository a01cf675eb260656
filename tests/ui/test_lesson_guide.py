"""The lesson's guide at a real table (a small lesson of Trippel Yatzy made here, so that the guide's behaviour is
checked apart from any game's own lesson): a step to read holds the table until Next; a step that waits for a
move takes only that move, and a wrong one is refused with the step's words and loses nothing; Skip ends the lesson
and the game goes on; the card never covers what it points at."""

from __future__ import annotations

import pygame
import pytest

from game.engine.lessons import Lesson, LessonStep
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action
from game.ui.tables import lesson_table
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app

STEPS = (
    LessonStep("This is your score sheet.", ("sheet",)),
    LessonStep("Roll the five dice.", ("roll",), ("roll",), "Roll first."),
    LessonStep("Write these dice in Chance.", ("chance",), ("score", 0, "chance"), "Chance, this time."),
    LessonStep("Now Bo plays; then finish the game on your own."),
)


def targets(table):
    def lesson_target(name: str) -> pygame.Rect | None:
        if name == "roll":
            return table.roll_button.screen_rect()
        if name == "sheet":
            return layout.rect(700, 90, 540, 560)
        if name == "chance":
            rows = table.rows()
            row = next(i for i, (kind, key) in enumerate(rows) if key == "chance")
            return layout.rect(*table.cell_rect(0, 0, row))
        return None
    return lesson_target


@pytest.fixture
def lesson(tmp_path):
    app = make_app(tmp_path)
    app.home()
    info = get_game("trippel_yatzy")
    table = lesson_table(app, info, Lesson(info.key, 5, {"columns": 1}, (Seat("Bo", "ai", "easy"),), STEPS), "Astrid")
    table.lesson_target = targets(table)
    app.push(table)
    driver = Driver(app)
    driver.frames(3)
    yield driver, table
    pygame.quit()


def test_the_learner_sits_first_against_the_lessons_easy_ai(lesson):
    _, table = lesson
    assert [(s.name, s.kind) for s in table.match.seats] == [("Astrid", "human"), ("Bo", "ai")]
    assert table.guide is not None and table.guide.index == 0


def test_a_step_to_read_holds_the_table_until_next(lesson):
    driver, table = lesson
    guide = table.guide
    driver.click(guide.next_button)
    driver.click(table.roll_button)
    driver.until(lambda: table.human_to_act() == 0 and table.view["rolls_used"] == 1)
    assert guide.index == 2
    table.submit(Action("score", (0, "chance")))
    assert guide.index == 3
    driver.frames(30)  # Bo would have rolled by now, but the learner is reading
    assert 1 not in table.match.actors
    driver.click(guide.next_button)
    assert table.guide is None  # the lesson is over: the game goes on
    driver.until(lambda: 1 in table.match.actors)


def test_a_wrong_move_is_explained_and_nothing_is_played(lesson):
    driver, table = lesson
    driver.click(table.guide.next_button)
    driver.click(table.roll_button)
    driver.until(lambda: table.human_to_act() == 0 and table.view["rolls_used"] == 1)
    before = list(table.match.actions)
    assert not table.submit(Action("score", (0, "ones")))
    assert table.match.actions == before
    assert any(notice.text == "Chance, this time." for notice in driver.app.notices)
    assert table.guide.index == 2


def test_the_step_is_played_by_clicking_its_targets(lesson):
    driver, table = lesson
    driver.click(table.guide.next_button)
    rect = table.lesson_target("roll")
    driver.click_at(rect.center)
    driver.until(lambda: table.human_to_act() == 0 and table.view["rolls_used"] == 1)
    assert table.guide.index == 2
    centre = table.lesson_target("chance").center
    driver.click_at(centre)
    driver.click_at(centre)  # a box is chosen, then written
    assert table.match.actions[-1] == Action("score", (0, "chance"))
    assert table.guide.index == 3


def test_skip_ends_the_lesson_and_the_game_goes_on(lesson):
    driver, table = lesson
    driver.click(table.guide.skip_button)
    assert table.guide is None
    assert any("Lesson skipped" in notice.text for notice in driver.app.notices)
    driver.click(table.roll_button)
    driver.until(lambda: table.view["rolls_used"] == 1)


def test_the_card_stands_clear_of_what_it_points_at(lesson):
    driver, table = lesson
    for _ in range(3):
        driver.frames(1)
        card = table.guide.card
        assert card is not None
        for rect in table.guide.targets():
            assert not card.colliderect(rect), (table.guide.index, card, rect)
        if table.guide.step.do is None:
            driver.click(table.guide.next_button)
        else:
            driver.click(table.roll_button)
            driver.until(lambda: table.human_to_act() == 0 and table.view["rolls_used"] == 1)


def test_no_undo_while_the_lesson_runs(lesson):
    driver, table = lesson
    driver.click(table.guide.next_button)
    driver.click(table.roll_button)
    driver.until(lambda: table.human_to_act() == 0 and table.view["rolls_used"] == 1)
    assert not table.can_undo()
