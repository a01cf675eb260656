"""A banner over the table for each result that matters, shown when the screen shows that result (not before)."""

from __future__ import annotations

import pygame

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui.tables import table_for
from tests.ui.conftest import make_app


def table_with(tmp_path, key: str, players: int = 3, animation: str = "off"):
    app = make_app(tmp_path, animation=animation)
    app.home()
    seats = [Seat(n, "human") for n in ("Anna", "Bo", "Cleo", "Dag")[:players]]
    table = table_for(app, Match(get_game(key), {}, seats, seed=1))
    app.push(table)
    return app, table


def test_a_fall_into_a_chasm_gets_a_banner_when_the_die_settles(tmp_path):
    app, table = table_with(tmp_path, "dodsspranget", animation="normal")
    state = table.match.state
    state.total = 25
    table.refresh_view()
    table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))
    chance = next(a for a, _ in state.chance_outcomes() if state.total + a.args[0] == 30)
    table.show_played(table.session.replay_move(chance))
    assert table.banners == []  # the die still tumbles: the screen has not shown the fall yet
    while table.wait > 0:
        table.update(0.1)
    assert table.banners and table.banners[-1][0] == "Anna falls into the chasm at 30!"
    table.draw(app.screen)
    for _ in range(40):
        table.update(0.1)
    assert table.banners == []  # it goes by itself
    pygame.quit()


def test_jackpot_banner_names_the_winner_and_the_chips(tmp_path):
    app, table = table_with(tmp_path, "jackpot")
    state = table.match.state
    state.pot = 9
    table.refresh_view()
    table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))
    table.show_played(table.session.replay_move(next(a for a, _ in state.chance_outcomes() if sum(a.args) == 12)))
    while table.wait > 0:
        table.update(0.1)
    assert table.banners[-1][0] == "Jackpot! Anna takes 10 chips"
    pygame.quit()


def test_an_ordinary_roll_gets_no_banner(tmp_path):
    app, table = table_with(tmp_path, "fangelse")
    state = table.match.state
    table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))
    table.show_played(table.session.replay_move(next(a for a, _ in state.chance_outcomes() if a.args[0] == 3)))
    while table.wait > 0:
        table.update(0.1)
    assert table.banners == []
    pygame.quit()


def test_chips_fly_at_the_animation_speed_and_not_at_all_when_it_is_off(tmp_path):
    for animation, flying in (("normal", True), ("off", False)):
        app, table = table_with(tmp_path / animation, "jackpot", animation=animation)
        state = table.match.state
        table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))  # a chip into the pot
        assert table.flights.busy == flying
        if flying:
            (flight,) = table.flights.flights
            assert flight.end == table.pot_centre() and flight.count == 1
            while table.flights.busy:
                table.update(0.05)
        assert table.view["pot"] == 1  # the end state is on the table either way
        pygame.quit()


def pay_last_chip_and_roll(tmp_path, total: int):
    app, table = table_with(tmp_path, "jackpot", animation="normal")
    state = table.match.state
    state.chips[0], state.pot = 1, 5
    table.refresh_view()
    table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))
    assert table.view["out"][0] is False and table.seat_detail(0) != "out"  # the roll may still win
    assert table.banners == []
    table.show_played(table.session.replay_move(next(a for a, _ in state.chance_outcomes() if sum(a.args) == total)))
    seen_while_rolling = []
    while table.wait > 0:
        if table.tray.rolling:
            seen_while_rolling.append((list(table.banners), table.seat_detail(0)))
        table.update(0.05)
    assert seen_while_rolling and all(b == [] and d != "out" for b, d in seen_while_rolling)
    return app, table


def test_paying_the_last_chip_is_out_only_once_the_roll_is_lost(tmp_path):
    app, table = pay_last_chip_and_roll(tmp_path, 5)
    assert table.view["out"][0] and table.seat_detail(0) == "out"
    assert [text for text, _ in table.banners] == ["Anna is out of chips"]
    pygame.quit()


def test_the_last_chip_can_still_win_the_pot(tmp_path):
    app, table = pay_last_chip_and_roll(tmp_path, 12)
    assert not table.view["out"][0] and table.view["chips"][0] == 6
    assert [text for text, _ in table.banners] == ["Jackpot! Anna takes 6 chips"]
    pygame.quit()


def test_a_banner_gives_way_when_the_next_dice_roll(tmp_path):
    app, table = pay_last_chip_and_roll(tmp_path, 5)
    assert table.banners
    state = table.match.state
    table.submit(next(a for a in state.legal_actions() if a.kind == "roll"))
    table.show_played(table.session.replay_move(next(a for a, _ in state.chance_outcomes() if sum(a.args) == 4)))
    assert table.tray.rolling and table.banners == []
    pygame.quit()
