"""Every game's table says what its pieces are under the pointer, in English, Svenska and Norsk: each tip has words,
stays inside the window, and opens the rules at a section the rules text of that language has."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.i18n import set_language
from game.ui.scenes.rules_reader import RulesScene
from game.ui.table import TIP_REST
from game.ui.table_drawing import Tip, draw_tip
from game.ui.tables import TABLES, table_for
from tests.ui.conftest import Driver, make_app
from tests.ui.test_layout_languages import MOVES_IN, played

LANGUAGES = ("en", "sv", "nb")
STEP = 20  # window pixels between the points the pointer is put on


def tips_of(tmp_path, key: str, language: str) -> tuple[dict[tuple[int, int], Tip], set[str]]:
    """The tips of a table some moves into a game, by pointer position, and the rules' sections in `language`."""
    app = make_app(tmp_path / language)
    set_language(language)
    app.home()
    info = get_game(key)
    count = max(2, info.min_players) if info.max_players >= 2 else 1
    seats = [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, count)]
    table = table_for(app, played(Match(info, {}, seats, seed=9), MOVES_IN))
    app.push(table)
    app.frame(0.05)
    table.draw(app.screen)
    found = {(x, y): tip for x in range(4, 1280, STEP) for y in range(4, 720, STEP)
             if (tip := table.tip_under((x, y))) is not None}
    sections = set(RulesScene(app, info).text.laid.sections)
    return found, sections


@pytest.mark.parametrize("key", sorted(TABLES))
def test_every_piece_says_what_it_is_in_every_language_and_where_the_rules_say_more(key, tmp_path):
    by_language = {}
    try:
        for language in LANGUAGES:
            found, sections = tips_of(tmp_path, key, language)
            assert found, f"{key}: no piece of the table has a tip"
            for tip in found.values():
                assert tip.text.strip() and "{" not in tip.text, tip
                assert tip.section is None or tip.section in sections, (language, tip.section, sorted(sections))
                # Beside the window's far corner the tip turns back inside the window.
                screen = pygame.display.get_surface()
                assert screen.get_rect().contains(draw_tip(screen, tip.text, (1276, 716), "Click here"))
            by_language[language] = found
    finally:
        set_language("en")
    english = by_language["en"]
    assert len({tip.text for tip in english.values()}) >= 2, "a table explains more than one kind of piece"
    for language in ("sv", "nb"):
        same = {tip.text for point, tip in by_language[language].items()
                if point in english and english[point].text == tip.text}
        assert not same, f"{language}: tips left in English: {sorted(same)[:3]}"


def test_a_click_on_the_tip_or_a_right_click_on_the_piece_opens_the_rules_there(tmp_path):
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table = table_for(app, Match(get_game("kalahen"), {}, [Seat("Astrid", "human"), Seat("Bo", "ai", "easy")], 4))
    app.push(table)
    driver.frames(2)
    point = next((x, y) for x in range(60, 700, 6) for y in range(60, 520, 6)
                 if (tip := table.tip_under((x, y))) is not None and tip.section == "danger")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    assert table.shown_tip is not None and table.shown_tip.tip.section == "danger"
    card = table.shown_tip.card
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)  # the pointer goes over onto the card: the tip stays
    assert table.shown_tip is not None and table.shown_tip.tip.section == "danger"
    time.sleep(TIP_REST)
    driver.click_at(card.center)  # resting there, a click opens the rules
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.text.offset == pytest.approx(min(rules.text.max_offset(), rules.text.laid.sections["danger"] - 8))
    app.pop()
    moves = len(table.match.actions)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=point, button=3))
    driver.frames(1)
    assert isinstance(app.stack.top, RulesScene) and len(table.match.actions) == moves


def test_a_quick_click_on_a_piece_under_a_tip_card_plays_that_piece(tmp_path):
    """The card only takes a click once the pointer has rested on it: a quick click goes to the piece beneath."""
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table = table_for(app, Match(get_game("trippel_yatzy"), {}, [Seat("Astrid", "human")], 3))
    app.push(table)
    driver.click(table.roll_button)
    driver.until(lambda: table.human_to_act() == 0 and not table.tray.rolling)
    first = next(p for x in range(600, 1250, 10) for y in range(150, 300, 10) if table.tip_under(p := (x, y)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    card = table.shown_tip.card
    under = next(p for x in range(card.left + 2, card.right, 8) for y in range(card.top + 2, card.bottom, 8)
                 if (cell := table.cell_at(p := (x, y))) is not None and table.option(cell[1], cell[2]) is not None
                 and table.option(cell[1], cell[2])["fits"] and cell[1:] != table.cell_at(first)[1:])
    driver.click_at(under)
    assert not isinstance(app.stack.top, RulesScene)
    assert table.selected == table.cell_at(under)[1:]
