"""Two people at the host's screen and a third at another computer: the host's people pass the screen between them
as at a table of their own ("Pass to …" before each one's turn, and only the holder's side shown), while the seat
at the other computer never needs a pass screen at the host. Played over 127.0.0.1 to the game's end."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.registry import get_game
from game.engine.seats import Seat
from game.net.link import Link
from game.net.tickets import read_tickets
from game.records.book import open_book
from game.session.shared_screen import SharedScreen
from game.ui import hosting
from game.ui.scenes.join import JoinScene, table_groups, ticket_lines
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.conftest import Driver, make_app
from tests.ui.test_network_table import bot_plays


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")


def host_two_here_and_one_away(app, game: str, options: dict) -> tuple[TableScene, Link, str]:
    driver = Driver(app)
    setup = SetupScene(app, get_game(game), [Seat("Anna", "human"), Seat("Bo", "remote"), Seat("Cecilia", "human")],
                       options)
    app.push(setup)
    driver.frames(1)
    setup.start()
    assert isinstance(app.stack.top, JoinScene)
    driver.until(lambda: isinstance(app.stack.top, (TableScene, PassScene)))
    table = next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))
    code = next(iter(app.hosting.book.tables))
    bo = Link(app.hosting.url(), code, "Bo").start()
    return table, bo, code


def played_on(app, table: TableScene, bo: Link, rng: random.Random, moves: int) -> bool:
    """One step of play (Bo at his computer, the person whose screen it is at the host's, a pass screen taken):
    whether the table has shown `moves` moves."""
    bot_plays(bo, rng)
    scene = app.stack.top
    if isinstance(scene, PassScene):
        scene.ready()
    elif isinstance(scene, TableScene) and (seat := scene.human_to_act()) is not None and scene.shown_seat == seat:
        scene.submit(rng.choice(scene.moves_open()))
    return len(table.session.played) >= moves


def test_two_people_at_the_host_pass_its_screen_and_the_third_plays_from_another_computer(tmp_path, loopback):
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table, bo, code = host_two_here_and_one_away(app, "narrespillet", {"rounds": 1})
    truth = app.hosting.book.get(code)
    rng = random.Random(11)
    passes: list[int] = []
    turns = {0: 0, 2: 0}
    waited: list[int] = []
    try:
        assert isinstance(table.session, SharedScreen) and table.session.people == [0, 2]
        assert table.humans == [0, 2]

        def finished() -> bool:
            bot_plays(bo, rng)
            scene = app.stack.top
            if not (isinstance(scene, TableScene) and scene.fool_window is None and
                    scene.human_to_act() not in (None, scene.shown_seat)):
                waited.clear()  # counts the frames in a row a person's turn waits without a pass screen
            if isinstance(scene, PassScene):
                assert scene.seat in (0, 2)  # never for Bo, whose screen is his own
                passes.append(scene.seat)
                scene.ready()
                return False
            if getattr(scene, "summary_open", None) is not None:
                scene.close_summary()
            if isinstance(scene, TableScene) and (seat := scene.human_to_act()) is not None \
                    and scene.fool_window is None:
                if scene.shown_seat != seat:  # the turn has just come: the next frame covers the screen
                    waited.append(seat)
                    assert waited[-3:] != [seat] * 3, (
                        f"no pass screen came for {seat}'s turn: pending {scene.view['pending']}, "
                        f"wait {scene.wait}, screen {scene.shown_seat}, window {scene.fool_window}")
                    return False
                # The screen shows the side of the person whose turn it is, exactly as the authority has it.
                with truth.lock:
                    assert scene.view == json.loads(json.dumps(truth.session.view(seat)))
                    other = 2 - seat
                    assert scene.view != json.loads(json.dumps(truth.session.view(other)))
                turns[seat] += 1
                scene.submit(rng.choice(scene.moves_open()))
            return isinstance(scene, ResultsScene)

        driver.until(finished, 240.0)
    finally:
        bo.close()
        app.hosting.stop()
    assert turns[0] > 3 and turns[2] > 3
    assert passes.count(0) >= 2 and passes.count(2) >= 2  # the screen changed hands between them, each way
    assert truth.session.is_over()
    # The log each person read is the one the authority wrote for their own seat.
    for seat in (0, 2):
        assert table.session.log(seat) == [line for line in truth.session.log(seat)]
    book = open_book()
    try:
        games = book.history()
    finally:
        book.close()
    assert [g.game for g in games] == ["narrespillet"]  # the host's History counts the game once
    assert read_tickets()[0] == []  # over: no seat to go back to


def test_both_seats_at_the_host_go_back_together_from_your_tables(tmp_path, loopback):
    first = make_app(tmp_path / "first")
    first.home()
    driver = Driver(first)
    table, bo, code = host_two_here_and_one_away(first, "krutroyk", {})
    rng = random.Random(6)
    try:
        # The seats go back to a game under way, its moves sent again.
        driver.until(lambda: played_on(first, table, bo, rng, 8), 120.0)
        tickets, _problem = read_tickets()
        groups = table_groups(tickets)
        assert len(groups) == 1 and sorted(t.seat for t in groups[0]) == [0, 2]
        title, detail = ticket_lines(groups[0])
        assert code in title and "Anna, Cecilia" in detail
        table.put_away()
    finally:
        first.hosting.stop()
        bo.close()

    again = make_app(tmp_path / "again")
    again.home()
    driver = Driver(again)
    join = again.open("join")
    driver.frames(1)
    assert [b.visible for b in join.back_buttons] == [True, False, False]  # one table, one line, whatever its seats
    driver.click(join.back_buttons[0])
    driver.until(lambda: any(isinstance(s, TableScene) for s in again.stack.scenes))
    back = next(s for s in again.stack.scenes if isinstance(s, TableScene))
    try:
        assert isinstance(back.session, SharedScreen) and back.session.people == [0, 2]
        assert back.session.code == code
        truth = again.hosting.book.get(code)  # reopened from its file
        with truth.lock:
            assert back.session.match.actors == truth.match.actors
            assert back.session.log(0) == truth.session.log(0) and back.session.log(2) == truth.session.log(2)
    finally:
        back.put_away()
        again.hosting.stop()


def test_switching_the_hosts_language_mid_game_says_the_whole_log_again_in_it(tmp_path, loopback):
    from game.i18n import set_language, speaking
    from game.session.session import played_moves

    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table, bo, code = host_two_here_and_one_away(app, "krutroyk", {})
    truth = app.hosting.book.get(code)
    rng = random.Random(4)

    def some_moves() -> bool:
        return played_on(app, table, bo, rng, 10)

    try:
        driver.until(some_moves, 120.0)
        english = [texts[0] for texts in table.log_texts]
        app.speak("sv")
        driver.until(lambda: (some_moves(), table.words_heard == 1)[1], 30.0)
        with speaking("sv"), truth.lock:
            said = played_moves(truth.match)
        shown = len(table.session.played)
        for seat in (0, 2):  # each person's lines, as a table of their own would say them in Svenska
            assert table.session.log(seat) == [line for m in said[:shown] if (line := m.line_for(seat)) is not None]
        assert [texts[0] for texts in table.log_texts] != english
    finally:
        set_language("en")
        bo.close()
        table.put_away()
        app.hosting.stop()


def test_a_dice_game_at_the_hosts_shared_screen_needs_no_pass_screens(tmp_path, loopback):
    """Nothing is hidden in Jackpot: the two people at the host's screen play on without passing it, each moving
    when their turn comes, to the game's end."""
    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    table, bo, code = host_two_here_and_one_away(app, "jackpot", {})
    rng = random.Random(9)
    movers: set[int] = set()
    try:
        assert not table.session.hides_from_others()

        def finished() -> bool:
            bot_plays(bo, rng)
            scene = app.stack.top
            assert not isinstance(scene, PassScene)
            if isinstance(scene, TableScene) and (seat := scene.human_to_act()) is not None:
                movers.add(seat)
                scene.submit(rng.choice(scene.moves_open()))
            return isinstance(scene, ResultsScene)

        driver.until(finished, 180.0)
    finally:
        bo.close()
        app.hosting.stop()
    assert movers == {0, 2} and app.hosting.book.get(code).session.is_over()
