"""Kalahen's Hint at its table: the button, the advised move ringed where it is made (a circle, a button, the dice
to throw again) and played by clicking there, the parts the reason names found on the table, the reason's card
over the log only; and the table's names for its parts, which the lesson points at."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.engine.state import Action
from game.ui import text_probe
from game.ui.hints import HINT_WIDTH, draw_hint_card
from game.ui.tables import TABLES
from game.ui.tables.kalahen.boxes import BOARD_BOX, CHAMPS_BOX, DECIDE_BOX, LOG_BOX
from game.ui.tables.kalahen.table import KalahenTable
from game.ui.tables.kalahen.targets import advised, find
from game.ui.theme import layout
from tests.ui.conftest import Driver


def start(driver: Driver, seed: int, ais: int = 1) -> KalahenTable:
    info = all_games()["kalahen"]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, ais + 1)]
    table = TABLES["kalahen"](driver.app, Match(info, info.resolve({"round_limit": 20}), seats, seed))
    driver.app.push(table)
    return table


def my_turn(driver: Driver, table: KalahenTable) -> bool:
    driver.until(lambda: table.ended or (table.human_to_act() is not None and table.my_actions()
                                         and not table.stale_view and table.wait <= 0))
    driver.frames(1)
    return not table.ended


def hint(driver: Driver, table: KalahenTable):
    table.ask_hint()
    driver.until(lambda: table.current_advice() is not None, 10)
    driver.frames(1)
    return table.current_advice()


def drawn_texts(driver: Driver) -> list[str]:
    target = text_probe.ProbeSurface(driver.app.screen.get_size())
    with text_probe.watching() as probe:
        driver.app.stack.top.draw(target)
    return [item.text for item in probe.drawn]


def test_the_hint_button_rings_the_advised_circle_and_the_red_marker_it_speaks_of(driver):
    table = start(driver, 509)  # the lesson's game: Ann moves first, the forest road to place 1 is red
    assert my_turn(driver, table)
    assert table.hint_button.visible and table.hint_button.enabled
    driver.click(table.hint_button)
    driver.until(lambda: table.current_advice() is not None, 10)
    advice = table.current_advice()
    assert advice.action == Action("move", ("1",))
    assert not table.hint_button_enabled()  # shown: asked once per position
    (ring,) = advised(table, advice.action)
    assert ring.collidepoint(table.circle_point("1"))
    assert advice.points_at == ("danger:forest",)
    assert find(table, "danger:forest").collidepoint(table.map_view().to_screen(*table.board.danger_spots["forest"]))
    assert any(text.startswith("Place 1 is the chest most worth the walk") for text in drawn_texts(driver))
    driver.click_at(ring.center)  # the mark is where the move is made
    assert table.match.actions[-1] == advice.action


def play_by_the_marks(driver: Driver, table: KalahenTable, action: Action) -> None:
    """Clicks where the hint marked its move, as a player would: a circle (then the way, if it has several), a
    button (turning the panel's page first if need be), the dice to throw again and the re-roll button."""
    before = len(table.match.actions)
    for _ in range(6):
        rects = advised(table, action)
        assert rects, f"the advised {action} is not marked on the table"
        for rect in rects:
            driver.click_at(rect.center)
        if len(table.match.actions) > before:
            break
    assert table.match.actions[before] == action


def test_every_hint_is_marked_where_its_move_is_made_and_names_parts_on_the_table(driver):
    table = start(driver, 5, ais=2)
    kinds = set()
    for _ in range(45):
        if not my_turn(driver, table):
            break
        advice = hint(driver, table)
        assert advice.action in table.my_actions() and advice.reason
        for name in advice.points_at:
            assert find(table, name) is not None, f"{name} of {advice} is not on the table"
        kinds.add(advice.action.kind)
        play_by_the_marks(driver, table, advice.action)
        assert table.current_advice() is None  # the hint went with its position
    assert {"move", "search", "end"} <= kinds, kinds


def test_a_hinted_re_roll_marks_the_dice_and_the_button_and_is_played_there(driver):
    table = start(driver, 509)
    for move in (["move", "1"], ["search"], ["rings", 1], ["pay", "yellow"]):  # the lesson's fight at place 1
        assert my_turn(driver, table)
        assert table.submit(table.session.legal_move(move))
    assert my_turn(driver, table)
    advice = hint(driver, table)
    assert advice.action == Action("reroll", (1,))  # die 1, the numeral: 4 pips less 1 is 3, doubled 6 of 7
    assert advice.reason.startswith("Re-roll die 1: you need a dice score of 4 and have 3")
    die, button = advised(table, advice.action)
    assert die == table.tray.die_rects()[0] and button == table.reroll_button.screen_rect()
    play_by_the_marks(driver, table, advice.action)


def test_the_hints_card_covers_the_log_and_nothing_else(driver):
    table = start(driver, 509)
    card = draw_hint_card(driver.app.screen, table.hint_anchor(), "a long reason " * 60, thinking=False)
    assert layout.rect(*LOG_BOX).contains(card)  # the longest card: six lines
    for box in (BOARD_BOX, CHAMPS_BOX, DECIDE_BOX):
        assert not card.colliderect(layout.rect(*box))
    assert card.width == layout.px(HINT_WIDTH)


def test_the_tables_parts_are_found_by_their_names(driver):
    table = start(driver, 509)
    assert my_turn(driver, table)
    window = driver.app.screen.get_rect()
    for name in ("circle:A", "circle:Tower", "circle:Magic Forest", "danger:swamp", "chest:1", "chest:tower",
                 "champion:0", "champion:1", "button:hint", "button:stay", "log", "decisions"):
        rect = table.lesson_target(name)
        assert rect is not None and window.contains(rect), name
    assert table.lesson_target("circle:Ekby").collidepoint(table.circle_point("Ekby"))
    for seat in (0, 1):
        assert table.champion_under(table.lesson_target(f"champion:{seat}").center) == seat
    for absent in ("champion:2", "circle:Z", "die:1", "tray", "trial", "button:search", "button:reroll", "panel"):
        assert table.lesson_target(absent) is None, absent
    stay = table.lesson_target("button:stay")
    driver.click_at(stay.center)
    assert table.match.actions[-1].kind == "stay"


def test_the_hint_button_is_off_while_the_ai_moves_and_in_a_replay(driver):
    table = start(driver, 509)
    assert my_turn(driver, table)
    driver.click_at(table.lesson_target("button:stay").center)
    driver.frames(1)
    assert table.human_to_act() is None  # Ann stayed: Bo's turn
    assert not table.hint_button_enabled()
    table.draw(driver.app.screen)
    assert not table.hint_button.enabled
    replay = TABLES["kalahen"](driver.app, table.match, replaying=True)
    replay.draw(pygame.Surface(driver.app.screen.get_size()))
    assert not replay.hint_button.visible and replay.lesson_target("button:hint") is None
