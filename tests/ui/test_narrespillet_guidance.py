"""Narrespillet's hint and lesson at the tarot table: the names of the table's parts find what they name, a hint
rings the advised cards, battlefields and buttons and its card stands clear of them, the Hint button asks, and a
lesson's step lets the table answer the Fool's question for the learner who cannot play it, and every reason fits
the hint's card."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

import game.ui.table as table_module
from game.ai import bot_for
from game.engine.advice import Advice
from game.engine.bots import decision_for
from game.engine.lessons import Lesson, LessonStep
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.engine.state import Action
from game.games.narrespillet.cards import card_of
from game.games.narrespillet.reasons import reason
from game.i18n import set_language
from game.session.session import TableSession
from game.ui import theme
from game.ui.hints import HINT_WIDTH
from game.ui.tables import lesson_table, table_for
from tests.ui.conftest import Driver, make_app

SEATS = [Seat("Astrid"), Seat("Bo", "ai", "easy"), Seat("Cecilia", "ai", "easy")]


@pytest.fixture
def tarot(tmp_path):
    """A table at the first turn of the person in seat 0 (seed 11: the Fool's question comes first, then a
    turn with the 7 and 8 of Swords in hand), optionally with a stand-in adviser."""
    def make(adviser=None):
        app = make_app(tmp_path)
        app.home()
        info = all_games()["narrespillet"]
        if adviser is not None:
            info = replace(info, advise=adviser)
        table = table_for(app, Match(info, {"rounds": 1}, SEATS, 11))
        app.push(table)
        driver = Driver(app)
        driver.until(lambda: table.human_to_act() == 0 and table.wait <= 0 and not table.stale_view)
        table.submit(Action("steal", (0,)))
        driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn"
                     and table.wait <= 0 and not table.stale_view)
        driver.frames(2)
        return driver, table
    yield make
    pygame.quit()


def test_every_name_finds_the_part_it_names(tarot):
    driver, table = tarot()
    seven = card_of(0, 7)
    assert table.lesson_target("card:swords-7").colliderect(dict(table.hand_rects)[seven])
    assert table.lesson_target("card:judgement") is not None
    assert table.lesson_target("house:swords") == table.field_rects[(0, 0)]
    assert table.lesson_target("field:2:cups") == table.lesson_target("field:2:2") == table.field_rects[(2, 2)]
    assert table.lesson_target("seat:1") == table.lesson_target("hand:1") == table.seat_rects[1]
    assert table.lesson_target("button:discard") == table.role_buttons["discard"].screen_rect()
    assert table.lesson_target("button:hint") == table.role_buttons["hint"].screen_rect()
    window = driver.app.screen.get_rect()
    for name in ("deck", "pile", "victories", "log", "hand", "mine", "hand:0"):
        assert window.contains(table.lesson_target(name)), name
    for name in ("card:swords-15", "card:cups-9", "card:nobody", "field:7:cups", "house:clubs", "button:steal",
                 "justice", "nonsense"):
        assert table.lesson_target(name) is None, name


def test_a_hint_rings_the_cards_the_battlefield_and_what_it_speaks_of_and_stands_clear(tarot, monkeypatch):
    place = Action("place", (0, -1, -1, card_of(0, 7), card_of(0, 8)))
    driver, table = tarot(lambda decision: Advice(place, "Place the 7 and 8 of Swords.", ("field:2:cups",)))
    drawn = []

    def hint_card(surface, anchor, text, thinking):
        drawn.append(real(surface, anchor, text, thinking))
        return drawn[-1]

    real = table_module.draw_hint_card
    monkeypatch.setattr(table_module, "draw_hint_card", hint_card)
    rings = []
    monkeypatch.setattr("game.ui.tables.narrespillet.pointing.draw_mark", lambda surface, rect: rings.append(rect))
    assert table.role_buttons["hint"].enabled
    driver.click(table.role_buttons["hint"])
    driver.until(lambda: table.current_advice() is not None, 10)
    driver.frames(1)
    assert not table.role_buttons["hint"].enabled  # this position's hint is on the table
    cards = [table.card_rect(card_of(0, 7)), table.card_rect(card_of(0, 8))]
    assert set(map(tuple, rings)) >= {tuple(cards[0]), tuple(cards[1]), tuple(table.field_rects[(0, 0)]),
                                      tuple(table.field_rects[(2, 2)])}
    assert drawn and drawn[-1].collidelist(rings) < 0  # the reason covers none of the rings
    driver.click(table.role_buttons["every"])  # a panel over the battlefields: the reason stands clear of it too
    driver.frames(1)
    assert table.panel is not None and not drawn[-1].colliderect(table.panel_rect())


def test_the_real_hint_marks_its_move(tarot):
    driver, table = tarot()
    driver.key(pygame.K_h)
    driver.until(lambda: table.current_advice() is not None, 10)
    driver.frames(1)
    advice = table.current_advice()
    assert advice.action in table.match.state.legal_actions()
    assert table.advised_rects(advice), f"nothing on the table marks {advice}"


def test_a_lesson_step_lets_the_table_say_no_to_the_fool_for_the_learner(tmp_path):
    """Seed 2: Cecilia's first placement could be stolen; the learner has no Fool, and the table says no for them
    while the step waits for the learner's own turn."""
    app = make_app(tmp_path)
    app.home()
    info = all_games()["narrespillet"]
    death = info.data.names.trump("death")
    lesson = Lesson("narrespillet", 2, {"rounds": 1}, tuple(SEATS[1:]), (
        LessonStep("Discard Death.", ("card:death", "button:discard"), ("discard", death)),
        LessonStep("Go on; Hint (H) is there.")))
    table = lesson_table(app, info, lesson, "Astrid")
    app.push(table)
    driver = Driver(app)
    try:
        driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn", 30)
        said = [i for i, a in enumerate(table.match.actions) if a.kind == "pass" and table.match.actors[i] == 0]
        assert said, "the learner was never asked the Fool's question"
        assert table.guide is not None and table.guide.index == 0
        driver.frames(1)
        for name in lesson.steps[0].point:
            driver.click_at(table.lesson_target(name).center)
            driver.frames(2)
        assert table.match.actions[-1] == Action("discard", (death,)) and table.guide.index == 1
    finally:
        pygame.quit()


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_every_reason_fits_the_hint_card(tmp_path, code):
    """The reason of any move in a seeded game's positions fits the hint's card (which shows six lines)."""
    make_app(tmp_path)
    set_language(code)
    info = all_games()["narrespillet"]
    seats = [Seat(name, "ai", "easy") for name in ("Alexandra", "Bartholomew", "Cecilia")]
    match = Match(info, {"rounds": 1}, seats, 703)
    session = TableSession(match, lambda seat: None, words=False, bots=[bot_for(info, s) for s in seats])
    try:
        while not session.is_over():
            seat = session.to_act()
            if seat >= 0:
                decision = decision_for(match.state.clone(), seat, random.Random(1))
                for action in decision.legal[:30]:
                    words, _points = reason(decision.view, seat, action, info.data, decision.legal)
                    assert len(theme.wrap(words, 15, HINT_WIDTH - 24)) <= 6, words
            session.advance()
    finally:
        set_language("en")
        pygame.quit()
