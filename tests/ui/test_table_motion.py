"""Cards and coins move on the table at the animation speed of the settings: a placed card flies from the hand to
its battlefield, a stake from a seat to the pot, a won pot to its winner; with the animation off the end state
shows at once, a click finishes the motion, and a hidden card stays face down on its way."""

from __future__ import annotations

import copy

import pygame

from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.seats import Seat
from game.ui.chips import CHIPS, COINS, draw_chip_pile
from game.ui.motion import Flights
from game.ui.tables import table_for
from game.ui.tables.dice.jackpot import POT
from game.ui.tables.krutroyk import felt
from game.ui.tables.narrespillet import moves
from game.ui.tables.narrespillet.images import BACK
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app
from tests.ui.test_banners import table_with
from tests.ui.test_narrespillet_table import staged, visible_point


def noop(surface, at, progress) -> None:
    pass


# --- the shared helper ---
def test_nothing_flies_with_the_animation_off_and_what_flies_is_not_yet_where_it_lands():
    flights = Flights()
    assert flights.launch((0, 0), (100, 0), noop, 0.0, amount=3, target="pot") is None
    assert not flights.busy and flights.shown("pot", 5) == 5
    flight = flights.launch((0, 0), (100, 0), noop, 0.5, amount=3, source="seat", target="pot", delay=0.2)
    assert flights.busy
    assert flights.shown("pot", 5) == 2 and flights.shown("seat", 0) == 3  # it has not left the seat yet
    flights.update(0.3)
    assert flights.shown("seat", 0) == 0 and flights.shown("pot", 5) == 2  # on its way
    x, y = flight.point()
    assert 0 < x < 100 and y < 0  # eased along an arc above the straight line
    flights.update(0.5)
    assert not flights.busy and flights.shown("pot", 5) == 5


def test_one_pile_drawer_draws_chips_and_coins_by_style(app):
    def drawn(count: int, style) -> pygame.Rect:
        surface = pygame.Surface((300, 200), pygame.SRCALPHA)
        draw_chip_pile(surface, 150, 150, count, felt.COIN, style)
        return surface.get_bounding_rect()

    assert drawn(0, CHIPS).width == 0
    # Coins stack five high, chips ten: seven coins make two low piles, seven chips one taller one.
    coins, chips = drawn(7, COINS), drawn(7, CHIPS)
    assert coins.width > chips.width and coins.height < chips.height
    assert drawn(20, COINS).width > coins.width


# --- Narrespillet ---
def single_placement(state):
    return next((a for a in state.legal_actions() if a.kind == "place" and a.args[1] == -1 and a.args[2] == -1
                 and len(a.args) == 4 and a.args[3] in state.table.hand[0]
                 and sum(b.kind == "place" and b.args[3:] == a.args[3:] and a.args[0] in b.args[:2]
                         for b in state.legal_actions()) == 1), None)


def field_cards(view, entity: int, house: int) -> list[int]:
    ent = next(e for e in view["entities"] if e["entity"] == entity)
    return list(ent["fields"][house].get("cards", []))


def placement_table(tmp_path, animation: str):
    """An app at this animation speed and a tarot table where Kana, the viewer, can place one card alone."""
    app = make_app(tmp_path, animation=animation)
    app.home()
    return app, Driver(app), staged(app, lambda s: single_placement(s) is not None)


def place_by_clicks(driver, table):
    """Kana places one card by clicking it and its battlefield; the card, the house and the card's rectangle."""
    place = single_placement(table.match.state)
    card, house = place.args[3], place.args[0]
    driver.frames(1)
    rect = dict(table.hand_rects)[card]
    driver.click_at(visible_point(table, card))
    driver.click_at(table.field_rects[(0, house)].center)
    assert table.match.actions[-1] == place
    return card, house, rect


def test_a_placed_card_flies_from_the_hand_to_its_battlefield(tmp_path):
    app, driver, table = placement_table(tmp_path, "normal")
    card, house, hand_rect = place_by_clicks(driver, table)
    assert not table.animation_done()  # the table reports an animation
    flight = next(f for f in table.flights.flights if f.item == card)
    assert hand_rect.collidepoint(layout.point(*flight.start))
    assert table.field_rects[(0, house)].collidepoint(layout.point(*flight.end))
    assert flight.paint.card == card  # it was in sight in the hand: it flies face up
    assert card not in field_cards(table.on_table(), 0, house)  # in the air, not yet on the battlefield
    assert table.human_to_act() is None  # play waits for it to land
    driver.frames(3)
    x, y = flight.point()
    assert min(flight.start[0], flight.end[0]) <= x <= max(flight.start[0], flight.end[0])
    assert (x, y) not in (flight.start, flight.end)
    driver.until(lambda: not any(f.item == card for f in table.flights.flights), seconds=10)
    assert flight.elapsed >= flight.duration
    driver.until(table.animation_done, seconds=10)
    assert card in field_cards(table.on_table(), 0, house) and card in field_cards(table.view, 0, house)
    app.frame(0.0)
    pygame.quit()


def test_the_prompt_and_the_highlight_pass_on_when_the_placed_card_lands(tmp_path):
    app, driver, table = placement_table(tmp_path, "normal")
    before = table.view
    assert before["current"] == 0 and before["pending"].get("entity") == 0
    place_by_clicks(driver, table)
    assert table.flights.busy and table.view["pending"] != before["pending"]
    # While Kana's card flies the table still shows Kana's turn: the prompt and the highlight wait for it.
    assert table.turn_view()["pending"] == before["pending"] and table.turn_view()["current"] == 0
    driver.until(table.animation_done, seconds=10)
    assert table.turn_view() is table.view
    pygame.quit()


def test_with_the_animation_off_the_card_lies_on_its_battlefield_at_once(tmp_path):
    app, driver, table = placement_table(tmp_path, "off")
    card, house, _ = place_by_clicks(driver, table)
    assert not table.flights.busy and table.animation_done()
    assert card in field_cards(table.on_table(), 0, house)
    pygame.quit()


def test_a_click_lands_the_flying_cards(tmp_path):
    app, driver, table = placement_table(tmp_path, "slow")
    card, house, _ = place_by_clicks(driver, table)
    assert table.flights.busy
    driver.click_at(layout.point(1100, 700))
    assert not table.flights.busy and table.animation_done()
    assert card in field_cards(table.on_table(), 0, house)
    pygame.quit()


def test_another_players_card_flies_face_down_until_it_lands(tmp_path):
    app = make_app(tmp_path, animation="normal")
    app.home()
    driver = Driver(app)
    info = all_games()["narrespillet"]
    table = table_for(app, Match(info, {"rounds": 1}, [Seat("Kana", "human"), Seat("Bot", "ai", "easy")], seed=4))
    app.push(table)
    seen: dict[str, int] = {"bot": 0, "drawn": 0}

    def watch() -> bool:
        for f in table.flights.flights:
            if f.source == ("hand", 1) and f.item is not None:  # out of the bot's hidden hand, onto the table
                assert f.paint.card == BACK
                where = moves.locate(table.on_table())
                assert where.get(f.item) is None  # nowhere face up while it flies
                seen["bot"] += 1
            if f.source == moves.DECK and f.target == ("hand", 0):  # a card drawn into Kana's own hand
                assert f.paint.card == BACK
                seen["drawn"] += 1
            if f.source == moves.DECK and f.target == ("hand", 1):
                assert f.item is None and f.paint.card == BACK
        if table.human_to_act() == 0:
            legal = table.match.state.legal_actions()
            table.submit(next((a for a in legal if a.kind in ("place", "pass", "discard")), legal[0]))
        return seen["bot"] > 0 and seen["drawn"] > 0

    driver.until(watch, seconds=60)
    pygame.quit()


def moved(card: int, source: str, target: str, seen_by: frozenset[int] | None = None) -> Event:
    return Event("moved", f"card {card}", piece=f"card:{card}", source=source, target=target, amount=1,
                 seen_by=seen_by, hidden_text="a card moves" if seen_by is not None else "")


def test_a_bot_placement_flies_as_told_the_move_first_then_the_draws_as_backs(app):
    """The moves the events tell, as Kana (seat 0) may see them: the bot's card out of its hidden hand (not in sight
    there: it turns up where it lands), a trump it lays in front of itself (to where the table says so in words),
    the draws into its hand face down."""
    table = staged(app, lambda s: single_placement(s) is not None)
    before = table.view
    other = next(e for e in before["entities"] if e["entity"] == 1)
    assert other["hand"] is None
    free = next(h for h in range(4) if other["fields"][h]["state"] == "open")
    card, drawn, second, strength = [c for c in range(78) if c not in moves.locate(before)][:4]
    told = [moved(drawn, "deck", "hand:1", frozenset({1})), moved(card, "hand:1", f"field:1:{free}"),
            moved(strength, "hand:1", "table:1"), moved(second, "deck", "hand:1", frozenset({1}))]
    found = moves.told_moves(before, [e.as_seen_by(0) for e in told])
    assert found == [moves.Move(card, ("hand", 1), ("field", 1, free), False),
                     moves.Move(strength, ("hand", 1), ("table", 1), False),
                     moves.Move(BACK, moves.DECK, ("hand", 1), False),
                     moves.Move(BACK, moves.DECK, ("hand", 1), False)]
    # The bot itself sees its own draws by name, still face down on their way out of the deck.
    assert moves.told_moves(before, [e.as_seen_by(1) for e in told])[2:] == [
        moves.Move(drawn, moves.DECK, ("hand", 1), False), moves.Move(second, moves.DECK, ("hand", 1), False)]
    many = [moved(c, "discard", "deck") for c in range(60)]
    assert len(moves.told_moves(before, many)) == moves.MOST_MOVES


def test_a_discard_and_a_towered_placement_fly_face_up_to_the_pile(app):
    table = staged(app, lambda s: single_placement(s) is not None)
    before = copy.deepcopy(table.view)
    mine = next(e for e in before["entities"] if e["entity"] == 0)
    other = next(e for e in before["entities"] if e["entity"] == 1)
    placed, tower = [c for c in range(78) if c not in moves.locate(before)][:2]
    other["fields"][2] = {"state": "placed", "kind": "number", "cards": [placed], "houses": [2],
                          "transformed": False, "total": 1, "line": 0, "line_text": "", "order": 0}
    discarded = mine["hand"][0]
    told = [moved(discarded, "hand:0", "discard"), moved(tower, "hand:1", "discard"),
            moved(placed, "field:1:2", "discard"), moved(mine["hand"][1], "hand:0", "table:0")]
    assert moves.told_moves(before, told) == [moves.Move(discarded, ("hand", 0), ("discard",), True),
                                              moves.Move(tower, ("hand", 1), ("discard",), False),
                                              moves.Move(placed, ("field", 1, 2), ("discard",), True),
                                              moves.Move(mine["hand"][1], ("hand", 0), ("table", 0), True)]
    # A trump that lay in front of a player (said in words in the middle) flies face up to the pile from there.
    assert moves.told_moves(before, [moved(tower, "table:1", "discard")]) == [
        moves.Move(tower, ("table", 1), ("discard",), True)]
    assert moves.Spots(before, 0, 0).slot(("table", 1), tower)[:2] == moves.TRUMP_WORDS_AT
    spots = moves.Spots(before, 0, 0)
    x, y, w = spots.slot(("field", 1, 2), placed)
    assert table.field_rects[(1, 2)].contains(layout.rect(x, y, w, w * 1.5))  # it leaves from its battlefield


def test_the_cards_that_fly_after_a_real_move_are_the_ones_that_changed_place_on_screen(app):
    """With the rules' own events: every card the seat at the screen sees lands where the view after shows it, and
    every card it saw that changed place flies."""
    table = staged(app, lambda s: single_placement(s) is not None)
    match = table.match
    for _ in range(60):
        if match.state.is_terminal():
            break
        before = match.state.view(0)
        state = match.state
        action = state.sample_chance(match.step_rng("chance")) if state.current_player() < 0 \
            else state.legal_actions()[0]
        events = [e.as_seen_by(0) for e in match.apply_telling(action)]
        after = match.state.view(0)
        was, now = moves.locate(before), moves.locate(after)
        found = moves.told_moves(before, events)
        if len(found) == moves.MOST_MOVES:
            continue  # a deal: only the first cards fly
        flown = {m.card: m for m in found if m.card != BACK}
        for card, place in now.items():
            if was.get(card) != place:
                assert card in flown and flown[card].target == place, (action, card, place, events)
        for card, move in flown.items():
            assert move.face_up == (was.get(card) == move.source or move.source[0] == "table")


# --- Krutrøyk ---
def saloon(tmp_path, animation="normal"):
    app = make_app(tmp_path, animation=animation)
    app.home()
    info = all_games()["krutroyk"]
    seats = [Seat(n, "ai", "easy") for n in ("Ann", "Bo", "Cleo")]
    table = table_for(app, Match(info, {}, seats, seed=3))
    app.push(table)
    return app, table


def dollars(seat: int, source: str, target: str, amount: int) -> Event:
    """Dollars moved, as Krutrøyk's rules tell it."""
    return Event("moved", "", seat=seat, piece="dollars", source=source, target=target, amount=amount, cause="bid")


def test_a_stake_flies_from_the_seat_to_the_pot_and_the_pot_to_its_winner(tmp_path):
    app, table = saloon(tmp_path)
    before = table.view
    staked = copy.deepcopy(before)
    staked["stacks"][1] -= 1
    staked["pockets"][2] -= 1
    staked["pot"] += 2
    table.view_changed(before, staked, [dollars(1, "stack", "pot", 1), dollars(2, "pocket", "pot", 1)])
    assert not table.animation_done()
    boxes = felt.seat_boxes(before["players"])
    starts = {(f.source, f.start, f.end, f.amount) for f in table.flights.flights}
    assert starts == {(("stack", 1), felt.pile_at(boxes[1], "stack"), felt.pot_at(), 1),
                      (("pocket", 2), felt.pile_at(boxes[2], "pocket"), felt.pot_at(), 1)}
    assert table.flights.shown("pot", staked["pot"]) == before["pot"]  # the coins are not in the pot yet
    while table.flights.busy:
        table.update(0.05)
    assert table.animation_done() and table.flights.shown("pot", staked["pot"]) == staked["pot"]
    won = copy.deepcopy(staked)
    won["stacks"][0] += won["pot"]
    won["pot"] = 0
    table.view_changed(staked, won, [dollars(0, "pot", "stack", staked["pot"])])
    (flight,) = table.flights.flights
    assert (flight.source, flight.target, flight.amount) == ("pot", ("stack", 0), staked["pot"])
    assert flight.end == felt.pile_at(boxes[0], "stack")
    table.draw(app.screen)
    table.skip_animation()  # a click
    assert not table.flights.busy and table.animation_done()
    pygame.quit()


def test_the_saloon_names_the_next_player_once_the_coins_land(tmp_path):
    app, table = saloon(tmp_path)
    before = table.view
    staked = copy.deepcopy(before)
    staked["pockets"][1] -= 1
    staked["pot"] += 1
    staked["current"] = (before["current"] + 1) % before["players"]
    table.view_changed(before, staked, [dollars(1, "pocket", "pot", 1)])
    table.view = staked
    assert table.flights.busy and table.flights.turn_view(table.view)["current"] == before["current"]
    table.draw(app.screen)  # the prompt and the highlight are drawn from that view
    table.skip_animation()
    assert table.flights.turn_view(table.view)["current"] == staked["current"]
    pygame.quit()


def test_real_stakes_and_pots_fly_in_a_game_and_not_at_all_when_off(tmp_path):
    app, table = saloon(tmp_path / "normal")
    driver = Driver(app)
    seen: set[str] = set()

    def watch() -> bool:
        for f in table.flights.flights:
            if f.target == "pot":
                seen.add("stake")
                assert table.flights.shown("pot", table.view["pot"]) < table.view["pot"]
            if f.source == "pot" and f.target[0] == "stack":
                seen.add("won")
                assert table.flights.shown(f.target, table.view["stacks"][f.target[1]]) < \
                    table.view["stacks"][f.target[1]]
        return {"stake", "won"} <= seen or table.match.state.is_terminal()

    driver.until(watch, seconds=90)
    assert {"stake", "won"} <= seen
    pygame.quit()
    app, table = saloon(tmp_path / "off", animation="off")
    driver = Driver(app)
    driver.until(lambda: table.view["pot"] > 0 or table.match.state.is_terminal(), seconds=60)
    assert not table.flights.busy and table.view["pot"] > 0
    pygame.quit()


# --- Kinesisk bank and Jackpot ---
def test_chips_in_the_air_count_as_an_animation(tmp_path):
    for key in ("kinesisk_bank", "jackpot"):
        app, table = table_with(tmp_path / key, key, animation="normal")
        legal = table.match.state.legal_actions()
        table.submit(next(a for a in legal if a.kind in ("bet", "roll")))
        assert table.flights.busy and not table.animation_done()
        table.skip_animation()
        assert not table.flights.busy
        pygame.quit()


def test_a_chip_paid_into_jackpot_is_in_the_pot_only_once_it_lands(tmp_path):
    app, table = table_with(tmp_path, "jackpot", animation="normal")
    pot = table.view["pot"]
    table.submit(next(a for a in table.match.state.legal_actions() if a.kind == "roll"))
    assert table.view["pot"] == pot + 1 and table.flights.busy
    assert table.flights.shown(POT, table.view["pot"]) == pot  # on its way, not yet counted in the pot
    table.skip_animation()
    assert table.flights.shown(POT, table.view["pot"]) == pot + 1
    pygame.quit()
