"""Krutrøyk's Hint at the saloon table: the button asks, the advised move's control and the seats and piles the
reason names are ringed, every name the adviser or a lesson uses is a place on the table, H stays a letter while
a paragraph is typed, and a reason fits the hint's card in every language."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import bot_for
from game.engine.bots import decision_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action
from game.i18n import set_language
from game.session.session import TableSession
from game.ui import theme
from game.ui.hints import HINT_WIDTH
from game.ui.tables import table_for
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app

# The learner's moves of the lesson's seed up to its challenge (rules_data/lessons/krutroyk.yaml).
TO_CHALLENGE = [("pick", "name", 1), ("pick", "occupation", 1), ("pick", "personality", 4), ("pick", "goal", 3),
                ("air",), ("skip",)]


@pytest.fixture
def saloon(tmp_path):
    app = make_app(tmp_path)
    app.home()
    info = get_game("krutroyk")
    seats = [Seat("Astrid"), Seat("Bo", "ai", "easy"), Seat("Cleo", "ai", "easy")]
    table = table_for(app, Match(info, {"duel_descriptions": False}, seats, 203))
    app.push(table)
    driver = Driver(app)
    yield driver, table
    pygame.quit()


def play_to(driver, table, moves) -> None:
    for move in moves:
        driver.until(lambda: table.human_to_act() == 0 and table.wait <= 0 and not table.stale_view, 30)
        assert table.submit(Action(move[0], move[1:]))
    driver.until(lambda: table.human_to_act() == 0 and table.wait <= 0 and not table.stale_view, 30)
    driver.frames(1)


def test_the_hint_button_asks_and_rings_the_advised_move_and_what_the_reason_names(saloon, monkeypatch):
    driver, table = saloon
    play_to(driver, table, TO_CHALLENGE)
    assert table.view["phase"] == "challenge"
    assert table.hint_button.visible and table.hint_button.enabled
    driver.click(table.hint_button)
    driver.until(lambda: table.current_advice() is not None, 10)
    advice = table.current_advice()
    assert advice.action == Action("challenge", ("pocket",))
    assert not table.hint_button_enabled()  # shown: not asked twice for one position
    ringed: list[pygame.Rect] = []
    monkeypatch.setattr("game.ui.tables.krutroyk.table.draw_mark", lambda surface, rect, label="": ringed.append(rect))
    driver.frames(1)
    button = table.control_of(["challenge", "pocket"])
    assert button is not None and button.screen_rect() in ringed
    assert advice.points_at == ("seat:2", "pocket:0", "pot")
    for name in advice.points_at:
        assert table.lesson_target(name) in ringed
    # The reason card stands over the story, clear of the moves and the felt.
    anchor = table.hint_anchor()
    assert anchor.centerx - layout.px(HINT_WIDTH / 2) >= table.lesson_target("panel:moves").right


def test_the_hint_marks_a_told_paragraph_in_the_text_field(saloon, monkeypatch):
    driver, table = saloon
    play_to(driver, table, TO_CHALLENGE[:4])
    play_to(driver, table, [("air",)])
    assert table.view["phase"] == "present" and table.typing()  # the narrator can start typing at once
    driver.key(pygame.K_h)  # a letter of the paragraph, not the hint
    assert not table.hint_waiting() and table.current_advice() is None
    table.ask_hint()
    driver.until(lambda: table.current_advice() is not None, 10)
    assert table.current_advice().action.kind == "narrate"
    ringed: list[pygame.Rect] = []
    monkeypatch.setattr("game.ui.tables.krutroyk.table.draw_mark", lambda surface, rect, label="": ringed.append(rect))
    driver.frames(1)
    assert ringed == [table.story_field.screen_rect()]


@pytest.mark.parametrize("players", [2, 5, 8])
def test_every_named_part_is_on_the_table_and_other_names_are_not(tmp_path, players):
    app = make_app(tmp_path)
    app.home()
    try:
        seats = [Seat("Astrid")] + [Seat(f"Bo {i}", "ai", "easy") for i in range(1, players)]
        table = table_for(app, Match(get_game("krutroyk"), {}, seats, 1))
        app.push(table)
        Driver(app).frames(1)
        window = app.screen.get_rect()
        names = ["pot", "panel:middle", "panel:story", "panel:moves", "button:hint", "move:roll",
                 *(f"{kind}:{seat}" for kind in ("seat", "pocket", "stack") for seat in range(players))]
        for name in names:
            rect = table.lesson_target(name)
            assert rect is not None and window.contains(rect), name
        for seat in range(players):  # a seat's piles lie on its card, apart
            card = table.lesson_target(f"seat:{seat}")
            pocket, stack = table.lesson_target(f"pocket:{seat}"), table.lesson_target(f"stack:{seat}")
            assert card.contains(pocket) and card.contains(stack) and not pocket.colliderect(stack)
        for name in (f"seat:{players}", "pot:1", "panel:hat", "move:fly", "move:air", "field:story", "stack:x"):
            assert table.lesson_target(name) is None, name
    finally:
        pygame.quit()


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_every_reason_of_whole_episodes_fits_the_hint_card(tmp_path, code):
    make_app(tmp_path)
    set_language(code)
    info = get_game("krutroyk")
    try:
        for players in (3, 6):
            seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
            match = Match(info, {}, seats, 60 + players)
            session = TableSession(match, lambda seat: None, words=False, bots=[bot_for(info, s) for s in seats])
            while not session.is_over():
                seat = session.to_act()
                if seat >= 0:
                    reason = info.advise(decision_for(match.state.clone(), seat, random.Random(1))).reason
                    lines = theme.wrap(reason, 15, HINT_WIDTH - 24)
                    assert len(lines) <= 6, f"{code}: {len(lines)} lines: {reason}"
                session.advance()
    finally:
        set_language("en")
        pygame.quit()
