"""Each game's player aid: its texts fit their boxes in every language (and are translated), its pictures are
drawn inside their boxes by the game's own drawing, and the screen is reached from setup, the table's menu and the
rules."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine.lessons import Lesson, LessonStep
from game.engine.match import Match
from game.engine.registry import all_games, get_game
from game.engine.seats import Seat
from game.i18n import set_language
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.player_aid import PlayerAidScene, aid_faults, aid_for
from game.ui.scenes.rules_reader import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.tables import AIDS, has_aid, table_for
from tests.ui.conftest import Driver, make_app

AID_GAMES = [key for key in AIDS if has_aid(key)]
SENTINEL = (1, 2, 3)


def texts(aid) -> list[str]:
    return [aid.goal, *aid.turn, *(piece.caption for piece in aid.pieces), aid.end]


@pytest.mark.parametrize("key", AID_GAMES)
@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_an_aid_fits_its_screen_in_every_language(key, code, tmp_path):
    make_app(tmp_path)
    set_language(code)
    try:
        aid = aid_for(key)
        assert aid_faults(aid) == []
        if code != "en":
            set_language("en")
            english = texts(aid_for(key))
            left = [text for text, source in zip(texts(aid), english, strict=True) if text == source]
            assert left == [], f"{code}: left in English: {left}"
    finally:
        set_language("en")
        pygame.quit()


@pytest.mark.parametrize("key", AID_GAMES)
def test_an_aids_pictures_stay_in_their_boxes(key, tmp_path):
    make_app(tmp_path)
    try:
        for i, piece in enumerate(aid_for(key).pieces):
            surface = pygame.Surface((400, 400))
            surface.fill(SENTINEL)
            box = pygame.Rect(140, 140, 120, 120)
            piece.draw(surface, box)
            outside = [(x, y) for x in range(0, 400, 4) for y in range(0, 400, 4)
                       if not box.collidepoint(x, y) and surface.get_at((x, y))[:3] != SENTINEL]
            inside = [(x, y) for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 2)
                      if surface.get_at((x, y))[:3] != SENTINEL]
            assert not outside, f"piece {i} ({piece.caption!r}) draws outside its box, at {outside[:3]}"
            assert len(inside) > 100, f"piece {i} ({piece.caption!r}) draws (almost) nothing"
    finally:
        pygame.quit()


@pytest.mark.parametrize("key", AID_GAMES)
def test_the_aid_opens_from_setup_the_tables_menu_and_the_rules(key, tmp_path):
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    info = all_games()[key]
    info = replace(info, lesson=None)  # no offer of a lesson in the way
    try:
        seats = [Seat("Astrid")] + [Seat(f"Bo {i}", "ai", "easy") for i in range(1, max(2, info.min_players))]
        table = table_for(app, Match(info, {}, seats, 1))
        for scene in (SetupScene(app, info), PauseScene(app, table), RulesScene(app, info)):
            app.push(scene)
            driver.frames(1)
            button = scene.aid_button if isinstance(scene, RulesScene) else driver.button("How to play")
            driver.click(button)
            assert isinstance(app.stack.top, PlayerAidScene) and app.stack.top.info.key == key
            driver.click(driver.button("Back"))
            assert app.stack.top is scene
            app.pop()
    finally:
        pygame.quit()


def test_a_lesson_is_offered_the_first_time_a_game_is_opened_and_never_again(tmp_path):
    app = make_app(tmp_path, lessons_offered=False)
    app.home()
    driver = Driver(app)
    saved = []
    app.save_settings = lambda: saved.append(list(app.settings.lessons_offered))
    lesson = Lesson("jackpot", 3, {}, (Seat("Bo", "ai", "easy"),), (LessonStep("Roll."),))
    info = replace(get_game("jackpot"), lesson=lesson)
    try:
        app.push(SetupScene(app, info))
        driver.frames(1)
        assert saved == [["jackpot"]]
        driver.click(driver.button("Not now"))
        assert isinstance(app.stack.top, SetupScene)
        app.pop()
        app.push(SetupScene(app, info))
        driver.frames(1)
        assert isinstance(app.stack.top, SetupScene)  # offered once only
        driver.click(driver.button("Guided first game"))
        table = app.stack.top
        assert table.guide is not None and table.match.seed == 3
        learner, opponent = table.match.seats
        assert learner.is_human and (opponent.name, opponent.kind, opponent.level) == ("Bo", "ai", "easy")
    finally:
        pygame.quit()


def test_every_game_has_its_aid_and_the_big_three_their_lessons_and_the_games_with_choices_their_hints():
    games = all_games()
    assert set(AID_GAMES) == set(games)
    assert {key for key, info in games.items() if info.lesson is not None} == {"kalahen", "narrespillet", "krutroyk"}
    assert {key for key, info in games.items() if info.advise is not None} == \
        {"kalahen", "narrespillet", "krutroyk", "kinesisk_bank", "trippel_yatzy"}
