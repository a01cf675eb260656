"""Narrespillet's tarot table: a whole two-human game by clicks through pass screens, and no leaks."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action
from game.games.narrespillet.cards import TRUMP_BASE
from game.games.narrespillet.trump_book import BOOK
from game.i18n import set_language
from game.paths import assets_dir
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.results import ResultsScene
from game.ui.table import AI_PAUSE
from game.ui.tables import table_for
from game.ui.tables.narrespillet import faces
from game.ui.tables.narrespillet.images import image, name_cards
from game.ui.tables.narrespillet.table import TarotTable
from tests.ui.conftest import Driver, make_app


def start(app, seats, options=None, seed=4) -> TarotTable:
    info = all_games()["narrespillet"]
    table = table_for(app, Match(info, {"rounds": 1, **(options or {})}, seats, seed=seed))
    app.push(table)
    assert isinstance(table, TarotTable)
    return table


def visible_point(table: TarotTable, card: int) -> tuple[int, int]:
    """A point on the part of a fanned card that the next card does not cover."""
    rects = table.hand_rects
    i = next(i for i, (c, _) in enumerate(rects) if c == card)
    rect = rects[i][1]
    right = min(rect.right, rects[i + 1][1].left) if i + 1 < len(rects) else rect.right
    return (rect.left + right) // 2, rect.centery


def click_button(driver, table: TarotTable, skip=("Cancel", "◀ Previous")) -> str:
    """Clicks the first enabled button of the panel or the column (a decision's moves)."""
    table.refresh_controls()
    button = next(b for b in table.controls.widgets if b.enabled and b.visible and b.label not in skip)
    driver.click(button)
    return button.label


def play_turn(driver, table: TarotTable, trumps_played: list[int]) -> None:
    state = table.match.state
    legal = state.legal_actions()
    entity = table.acting_entity()
    in_fan = {c for c, _ in table.hand_rects}
    # Now and then a trump: select it, then "Play trump" (a choice panel follows when it needs one).
    trumps = sorted({a.args[0] for a in legal if a.kind == "trump" and a.args[0] in in_fan} - set(trumps_played))
    if trumps and len(trumps_played) < 4:
        card = trumps[0]
        trumps_played.append(card)
        driver.click_at(visible_point(table, card))
        play = driver.button("Play trump")
        if play.enabled:
            driver.click(play)
            return
        driver.click(driver.button("Clear"))
    places = [a for a in legal if a.kind == "place" and a.args[1] == -1 and a.args[2] == -1
              and set(a.args[3:]) <= in_fan]
    if places:
        best = max(places, key=lambda a: len(a.args))
        for card in best.args[3:]:
            driver.click_at(visible_point(table, card))
        assert sorted(table.selected) == sorted(best.args[3:])
        assert best.args[0] in table.accepting()
        driver.click_at(table.field_rects[(entity, best.args[0])].center)
        return
    if len(table.match.actions) > 80 or not in_fan:
        driver.click(driver.button("Forfeit…"))
        assert table.panel is not None
        click_button(driver, table)
        return
    card = sorted(in_fan)[0]
    driver.click_at(visible_point(table, card))
    driver.click(driver.button("Discard"))


@pytest.mark.parametrize("seed", [4, 7, 9])
def test_a_whole_two_human_game_by_clicks(driver, seed):
    app = driver.app
    table = start(app, [Seat("Kana", "human"), Seat("Irmgard", "human")], seed=seed)
    passes, summaries, turns = 0, 0, 0
    trumps_played: list[int] = []
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, PassScene):
            # Nothing private is on the table while the device changes hands.
            assert all(e["hand"] is None for e in table.view["entities"] if not e["demons"])
            passes += 1
            driver.click(top.button)
            continue
        if top is table and table.summary_open is not None:
            summaries += 1
            driver.click(driver.button("See the results"))  # one round: its summary ends the game
            continue
        seat = table.human_to_act()
        if top is table and seat is not None and seat == table.viewer():
            before = len(table.match.actions)
            if table.panel is not None or table.view["pending"]["kind"] != "turn":
                click_button(driver, table)
            else:
                turns += 1
                play_turn(driver, table, trumps_played)
            if len(table.match.actions) == before and table.panel is None:
                driver.frames(1)
            continue
        driver.frames(1)
    else:
        raise AssertionError("the game did not end")
    state = table.match.state
    assert state.is_terminal() and state.round == 1
    assert passes >= 2 and summaries == 1 and turns >= 8
    assert sum(sum(v) for v in state.victories) == 4
    assert {a for a in table.match.actors if a >= 0} == {0, 1}


def test_the_other_humans_hand_never_shows(driver):
    app = driver.app
    table = start(app, [Seat("Kana", "human"), Seat("Irmgard", "human")], seed=11)
    checked = 0
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, PassScene):
            driver.click(top.button)
            continue
        if table.summary_open is not None:
            table.close_summary()
            continue
        shown = table.shown_seat
        if shown is not None:
            other = 1 - shown
            ent = next(e for e in table.view["entities"] if e["entity"] == other)
            assert ent["hand"] is None
            real = set(table.match.state.table.hand[other])
            fan = {c for c, _ in table.hand_rects}
            assert not fan & real
            assert fan <= set(table.match.state.hand_of(shown)) | set(table.match.state.hand_of(2))
            checked += 1
        seat = table.human_to_act()
        if seat is not None and seat == table.viewer():
            legal = table.match.state.legal_actions()
            table.submit(next((a for a in legal if a.kind == "place"), legal[-1]))
        driver.frames(1)
    assert checked > 10


def test_an_illegal_battlefield_is_refused_with_the_reason(driver):
    app = driver.app
    table = start(app, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=2)
    driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn")
    driver.frames(1)
    hand = [c for c, _ in table.hand_rects]
    state = table.match.state
    legal = state.legal_actions()
    # A card and a battlefield that do not go together.
    for card in hand:
        bad = [h for h in range(4) if not any(a.kind == "place" and a.args[3:] == (card,) and h in a.args[:2]
                                               for a in legal)]
        if bad:
            break
    driver.click_at(visible_point(table, card))
    assert table.selected == [card]
    count = len(table.match.actions)
    driver.click_at(table.field_rects[(0, bad[0])].center)
    assert len(table.match.actions) == count
    assert app.notices, "the refusal was not explained"
    # Every legal move can be reached from the "Every move…" list.
    driver.click(driver.button("Every move…"))
    assert table.panel is not None and len(table.panel.options) == len(legal)
    driver.click(driver.button("Cancel"))
    assert table.panel is None
    pygame.event.clear()


def staged(app, cond, players=2, seeds=range(300)) -> TarotTable:
    """A table at the first moment of a seeded random game where the first seat's turn meets `cond`."""
    info = all_games()["narrespillet"]
    seats = [Seat("Kana", "human")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)]
    for seed in seeds:
        match = Match(info, {}, seats, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            state = match.state
            if state.is_terminal():
                break
            player = state.current_player()
            if player == CHANCE:
                match.apply(state.sample_chance(rng))
                continue
            if player == 0 and state.ask[0] == "turn" and cond(state):
                table = table_for(app, match)
                app.push(table)
                app.frame(0.0)
                return table
            match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such moment")


TARGETED = ("tower", "judgement", "priestess", "hanged", "temperance")


def targeted_trumps(state) -> list:
    keys = state.rules.names.trump_keys
    return [a for a in state.legal_actions() if a.kind == "trump" and keys[a.args[0] - 56] in TARGETED
            and a.args[0] in state.table.hand[0]]


def test_a_trumps_target_is_chosen_on_the_table(driver):
    app = driver.app
    table = staged(app, lambda s: len(targeted_trumps(s)) > 1)
    options = targeted_trumps(table.match.state)
    card = options[0].args[0]
    matching = [a for a in options if a.args[0] == card]
    driver.click_at(visible_point(table, card))
    driver.click(driver.button("Play trump"))
    assert table.panel is not None and table.targets
    (entity, house), action = next(iter(table.targets.items()))
    assert action in matching
    rect = table.field_rects[(entity, house)] if house >= 0 else table.seat_rects[entity]
    count = len(table.match.actions)
    driver.click_at(rect.center)
    assert table.match.actions[count] == action
    assert table.panel is None


def test_ai_answers_in_the_fools_window_take_the_same_time(tmp_path):
    app = make_app(tmp_path, animation="normal")
    app.home()
    info = all_games()["narrespillet"]
    seats = [Seat("Kana", "human"), Seat("Bot", "ai", "normal")]
    table = table_for(app, Match(info, {}, seats, seed=1))
    waits = []
    for answer in (Action("pass"), Action("steal", (1,))):
        table.wait = 0.0
        table.fool_started = time.monotonic()
        table.after_action(answer, 1)
        waits.append(table.wait)
    assert abs(waits[0] - waits[1]) < 0.05
    assert waits[0] > 0.3  # longer than the search may take ...
    assert waits[0] < table.pace(AI_PAUSE)  # ... with nothing added when one person plays alone (fool_window)
    pygame.quit()


def test_a_decision_button_says_the_move_not_who_makes_it(driver):
    """The log names who acts; a button is the mover's own, so it reads "Does not play the Fool", not "Astrid …"."""
    app = driver.app
    table = start(app, [Seat("Astrid"), Seat("Bot", "ai", "easy")])
    match = table.match
    rng = random.Random(1)
    while match.state.current_player() != 0:
        if match.state.current_player() == CHANCE:
            match.play_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    state = match.state
    actions = state.legal_actions()
    assert actions
    for action in actions:
        label = table.words(action)
        assert not label.startswith("Astrid"), label
        assert label[:1].isupper() and label.lower() == state.move_text(action).lower()
        assert match.describe(action, 0).startswith("Astrid ")


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_the_card_faces_name_every_card_whole_in_the_language(code):
    """Each face's name band carries the card's name in the language first (the pictures are drawn with the
    game's Norwegian names): shrunk or set on two lines to fit the face, never cut, and not so small it cannot be
    read on the full-size card."""
    pygame.init()
    names = all_games()["narrespillet"].data.names
    set_language(code)
    for card in range(78):
        name = names.name(card)
        big = card >= TRUMP_BASE or card % 14 < 10
        face, size, width = (faces.SERIF_BOLD, 28, faces.W - 24) if card >= TRUMP_BASE else (
            (faces.SERIF, 18, faces.W - 74) if big else (faces.SANS, 13, faces.W - 74))
        lines, fitted = faces.lines_for(name, face, size, width)
        assert " ".join(lines) == name, name
        assert all(faces._font(face, fitted).size(line)[0] <= width for line in lines), name
        assert fitted >= min(size, 12), (name, fitted)
    name_cards(names)
    lettered = image(66, faces.W, faces.H)  # the Wheel of Fortune, named anew in the language
    drawn = pygame.image.load(str(assets_dir() / "cards" / "66.png"))  # as drawn: the Norwegian name first
    assert pygame.image.tobytes(lettered, "RGBA") != pygame.image.tobytes(drawn, "RGBA")
    set_language("nb" if code != "nb" else "en")
    assert pygame.image.tobytes(image(66, faces.W, faces.H), "RGBA") != pygame.image.tobytes(lettered, "RGBA")
    set_language("en")
    pygame.quit()


@pytest.mark.parametrize(("code", "buttons"), [
    ("sv", ["Kasta", "Spela trumf", "Avstå…", "Avmarkera", "Alla drag…", "Tips"]),
    ("nb", ["Kast", "Spill billedkort", "Frafall…", "Fjern valget", "Alle trekk…", "Tips"]),
])
def test_the_table_speaks_the_language(tmp_path, code, buttons):
    app = make_app(tmp_path)
    set_language(code)
    app.home()
    driver = Driver(app)
    table = start(app, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=2)
    driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn")
    driver.frames(1)
    labels = [b.label for b in table.controls.widgets]
    assert labels == buttons
    assert table.view["pending"]["text"] == {"sv": "Turen går till Kana", "nb": "Turen går til Kana"}[code]
    assert [table.names.house(h) for h in range(4)] == {
        "sv": ["Svärd", "Stavar", "Bägare", "Mynt"], "nb": ["Sverd", "Staver", "Begere", "Mynter"]}[code]
    pygame.quit()


def test_switching_the_language_at_the_table_makes_its_buttons_again(tmp_path):
    """Settings from the table's Esc menu: back at the table, the buttons and an open panel speak the new language."""
    from tests.ui.test_languages_shell import choose_language
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table = start(app, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=2)
    driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn")
    driver.click(driver.button("Every move…"))
    assert table.panel is not None and table.panel.title == "Every move you may make now"
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.button("Settings"))
    choose_language(driver, "Svenska")
    driver.click(driver.button("Apply"))
    driver.click(driver.button("Tillbaka"))
    driver.click(driver.button("Återuppta"))
    assert app.stack.top is table
    driver.frames(1)
    assert table.panel is not None and table.panel.title != "Every move you may make now"
    table.close_panel()
    driver.frames(1)
    assert [b.label for b in table.controls.widgets] == ["Kasta", "Spela trumf", "Avstå…", "Avmarkera", "Alla drag…",
                                                         "Tips"]
    set_language("en")
    pygame.quit()


def test_a_trump_in_hand_says_what_it_does_at_the_pointer(driver):
    app = driver.app
    table = staged(app, lambda s: any(c >= 56 for c in s.table.hand[0]))
    trump = next(c for c in table.match.state.table.hand[0] if c >= 56)
    table.draw(app.screen)
    rect = next(rect for card, rect in table.hand_rects if card == trump)
    tip = table.tip_under(rect.center).text
    key = table.names.trump_keys[trump - 56]
    assert tip.startswith(table.names.name(trump)) and BOOK[key].help in tip


def test_each_other_seats_last_placement_stays_marked_until_its_next(tmp_path):
    """A placement made while the person looked away stays framed on its battlefield until that seat places again;
    the person's own placements are not framed, and an undo takes the frames away."""
    import copy

    from game.engine.events import Event

    app = make_app(tmp_path)
    app.home()
    table = start(app, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=2)
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn")
    view = copy.deepcopy(table.view)
    bot = next(e for e in view["entities"] if e["entity"] == 1)
    house, cards = 2, [30, 31]  # the bot's placement on its third battlefield, as the view after it shows it
    bot["fields"][house] = {**bot["fields"][house], "state": "placed", "cards": cards}

    def placed(entity: int, at: int, card: int) -> Event:
        return Event("moved", "places", seat=entity, piece=f"card:{card}", source=f"hand:{entity}",
                     target=f"field:{entity}:{at}", amount=1)

    table.last_placed.clear()
    table.view_changed(view, view, [placed(1, house, c) for c in cards])
    (slots,) = table.marked_slots(view, 0)
    assert len(slots) == len(cards)
    table.view_changed(view, view, [placed(0, 0, 999)])  # the person's own placement: never framed
    assert len(table.marked_slots(view, 0)) == 1
    table.draw(app.screen)
    table.after_undo()
    assert table.marked_slots(view, 0) == []
    pygame.quit()


def test_a_greyed_turn_button_says_why_it_is_greyed(tmp_path):
    app = make_app(tmp_path)
    app.home()
    table = start(app, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=2)
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() == 0 and table.view["pending"]["kind"] == "turn")
    table.selected.clear()
    table.draw(app.screen)
    reasons = {button.label: (button.enabled, why) for button, why in table.greyed}
    assert reasons["Play trump"] == (False, "Select a trump in your hand first (the cards with a number in Roman "
                                            "figures).")
    assert reasons["Discard"] == (False, "Select one card of your hand to discard it.")
    trump_button = next(b for b, _ in table.greyed if b.label == "Play trump")
    assert table.tip_under(trump_button.screen_rect().center).text == reasons["Play trump"][1]  # at the pointer
    pygame.quit()
