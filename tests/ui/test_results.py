"""The results screen lists the places the game itself gives, ties as ties, under a column that says what it counts."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import all_games, get_game
from game.engine.seats import Seat
from game.ui.scenes.results import ResultsScene
from tests.ui.conftest import make_app


def prison_match(crossed: list[int]) -> Match:
    seats = [Seat("Anna", "human"), Seat("Bo", "human"), Seat("Cleo", "human")]
    match = Match(get_game("fangelse"), {}, seats, seed=3)
    match.state.crossed = crossed
    match.state.winner = 0
    return match


def test_fewer_strokes_rank_higher_and_the_column_says_strokes_left(tmp_path):
    app = make_app(tmp_path)
    scene = ResultsScene(app, prison_match([20, 12, 18]))  # 0, 8 and 2 strokes left
    assert [(place, name, score) for place, name, _, score, _, _ in scene.rows] == [
        (1, "Anna", "0"), (2, "Cleo", "2"), (3, "Bo", "8")]
    assert scene.score_label == "strokes left"
    assert scene.headline == "Anna wins!"
    scene.draw(app.screen)
    pygame.quit()


def test_a_shared_place_is_shown_as_a_tie(tmp_path):
    app = make_app(tmp_path)
    scene = ResultsScene(app, prison_match([20, 15, 15]))
    assert [(place, shared) for place, _, _, _, _, shared in scene.rows] == [(1, False), (2, True), (2, True)]
    pygame.quit()


def test_kinesisk_bank_shows_the_gain_with_its_sign(tmp_path):
    app = make_app(tmp_path)
    seats = [Seat("Bank", "ai"), Seat("Anna", "human")]
    match = Match(get_game("kinesisk_bank"), {}, seats, seed=1)
    state = match.state
    state.chips = [state.start[0] - 25, state.start[1] + 25]
    state.finished = True
    scene = ResultsScene(app, match)
    assert [(name, score) for _, name, _, score, _, _ in scene.rows] == [("Anna", "+25"), ("Bank", "−25")]
    pygame.quit()


def test_a_kalahen_game_nobody_can_win_says_why_under_the_headline(tmp_path):
    app = make_app(tmp_path)
    seats = [Seat("Anna", "human"), Seat("Bo", "human")]
    match = Match(get_game("kalahen"), {"two_players": True}, seats, seed=1)
    state = match.state
    state.round, state.finished = 5, True  # ended with no ruler, champions in, the round limit far: no formula left
    scene = ResultsScene(app, match)
    assert scene.headline == "No winner"
    assert scene.note == "No champion left can ever hold a whole formula: nobody rules Kalahen."
    assert scene.title_bottom > ResultsScene.title_bottom
    scene.draw(app.screen)
    state.round = 201
    assert ResultsScene(app, match).note == "The round limit was reached: nobody rules Kalahen."
    pygame.quit()


def test_a_game_without_a_note_shows_none(tmp_path):
    app = make_app(tmp_path)
    match = prison_match([20, 12, 18])
    match.state.result_note = lambda: ""  # a game with nothing to say under its headline
    scene = ResultsScene(app, match)
    assert scene.note == "" and scene.title_bottom == ResultsScene.title_bottom
    pygame.quit()


def test_the_note_says_why_the_game_ended_and_a_long_one_is_set_smaller_not_cut(tmp_path):
    app = make_app(tmp_path)
    match = prison_match([20, 12, 18])
    match.state.last = {"seat": 0, "roll": 2, "crossed": 2, "added": 0}
    scene = ResultsScene(app, match)
    assert scene.note == "Anna got out first with an exact 2; Cleo came closest with 2 strokes left."
    assert scene.note_size == 17
    long_note = "Showdown: the duel for the pot of 12 dollars left Astrid and Dag with empty stacks; " \
                "Bjørn beat Karin (5 dollars each) in the duel for the epilogue."
    match.state.result_note = lambda: long_note
    scene = ResultsScene(app, match)
    assert scene.note == long_note and scene.note_size < 17
    scene.draw(app.screen)
    pygame.quit()


def test_the_results_open_the_final_table_the_replay_and_the_games_statistics(tmp_path):
    from game.ai import bot_for
    from game.headless import play_out
    from game.ui.scenes.replay import ReplayScene
    from tests.ui.conftest import Driver

    app = make_app(tmp_path)
    app.home()
    info = get_game("jackpot")
    seats = [Seat("Anna", "ai"), Seat("Bo", "ai")]
    match = play_out(Match(info, {}, seats, seed=4), [bot_for(info, s) for s in seats])
    app.switch_to("results", match)
    driver = Driver(app)
    driver.click(driver.button("Final table"))
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.position == len(match.actions) > 0  # the table as the game left it, not its first move
    driver.click(driver.button("Close"))
    assert isinstance(app.stack.top, ResultsScene)
    driver.click(driver.button("Replay"))
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.position == 0
    driver.click(driver.button("Close"))
    driver.click(driver.button("Statistics"))
    assert type(app.stack.top).__name__ == "StatisticsScene"
    assert app.stack.top.game_stepper.value[0] == "jackpot"
    pygame.quit()


@pytest.mark.parametrize("key", sorted(all_games()))
def test_every_games_results_show_the_table_as_the_game_left_it(tmp_path, key):
    from game.ai import bot_for
    from game.headless import play_out

    app = make_app(tmp_path)
    info = get_game(key)
    seats = [Seat(name, "ai", "easy") for name in ("Anna", "Bo", "Cleo", "Dag")[:max(2, info.min_players)]]
    match = play_out(Match(info, {}, seats, seed=2), [bot_for(info, s) for s in seats])
    scene = ResultsScene(app, match)
    scene.draw(app.screen)
    assert scene.thumbnail is not None
    assert scene.final_table.session.replaying and scene.final_table.match is match  # no move of its own
    # A picture of a table, not a blank: the felt, the cards or the sheet and the words make many colours.
    small = pygame.transform.scale(scene.thumbnail, (64, 36))
    assert len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)}) > 40
    pygame.quit()
