"""Play across computers in the window: a setup with a seat at another computer hosts the table (its authority on
threads of this client, listening on 127.0.0.1 here), the host plays its own seat at the game's own table, drawn
from its steps, and the Join screen takes a seat at a table another authority holds. Each plays to the game's end,
with the game in the player's History."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.registry import get_game
from game.engine.seats import Seat
from game.net.authority import TableBook
from game.net.frames import Create, SeatPlan
from game.net.link import Link
from game.net.server import ServerThread
from game.records.book import open_book
from game.session.remote import RemoteSession
from game.ui import hosting
from game.ui.scenes.join import JoinScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.conftest import Driver


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")


def bot_plays(link: Link, rng: random.Random) -> None:
    """The player at the other computer: a random move whenever its seat is to move."""
    session = link.session
    if session is None or not session.take_first():
        return
    session.advance()
    seat = session.person_to_act()
    if seat is not None:
        session.play(seat, rng.choice(session.legal()))


def play_to_results(driver: Driver, other: Link, seconds: float = 120.0) -> None:
    rng = random.Random(3)

    def done() -> bool:
        bot_plays(other, rng)
        scene = driver.app.stack.top
        if getattr(scene, "summary_open", None) is not None:
            scene.close_summary()  # Narrespillet's round summary waits for a click
        if isinstance(scene, TableScene) and scene.human_to_act() is not None:
            scene.submit(rng.choice(scene.moves_open()))
        return isinstance(scene, ResultsScene)

    driver.until(done, seconds)


def test_a_seat_at_another_computer_makes_the_setup_host_the_table(app, loopback):
    driver = Driver(app)
    setup = SetupScene(app, get_game("jackpot"), [Seat("Anna", "human"), Seat("Bo", "remote")])
    app.push(setup)
    driver.frames(1)
    assert setup.rows[1][1].value == ("remote", "normal")
    setup.start()
    assert isinstance(app.stack.top, JoinScene)  # the table opens: the host's own seat is being taken
    driver.until(lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    assert isinstance(table.session, RemoteSession) and table.session.seat == 0
    code = next(iter(app.hosting.book.tables))
    # The table says whom it waits for, and what they type to join it.
    assert table.session.in_lobby() and table.session.waiting_for_players() == ["Bo"]
    assert table.session.code == code and table.session.invitation == app.hosting.address()
    assert app.hosting.address().split(":")[0] == "127.0.0.1"  # the address it listens on here
    other = Link(f"ws://127.0.0.1:{app.hosting.port}", code, "Bo").start()
    try:
        driver.until(lambda: (bot_plays(other, random.Random(1)), not table.session.in_lobby())[1])
        play_to_results(driver, other)
    finally:
        other.close()
        app.hosting.stop()
    book = open_book()
    try:
        games = book.history()
    finally:
        book.close()
    assert len(games) == 1 and games[0].game == "jackpot"
    truth = app.hosting.book.get(code)
    assert truth.session.is_over()


def test_the_join_screen_takes_a_seat_and_plays_it_to_the_end(app, tmp_path):
    book = TableBook(tmp_path / "server")
    server = ServerThread(book)
    port = server.start()
    code = book.create(Create("narrespillet", {"rounds": 1}, (
        SeatPlan("remote", "normal", "Seat 1"), SeatPlan("remote", "normal", "Seat 2"),
        SeatPlan("ai", "easy", "House")))).code
    driver = Driver(app)
    try:
        join = app.open("join")
        assert isinstance(join, JoinScene)
        driver.click(join.join_button)
        assert join.failed  # nothing typed: it says what to type, and tries nothing
        join.address.text, join.code.text, join.name.text = f"127.0.0.1:{port}", code.lower(), "Cecilia"
        driver.click(join.join_button)
        driver.until(lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.match.seats[table.session.seat].name == "Cecilia"
        other = Link(f"ws://127.0.0.1:{port}", code, "Dag").start()
        try:
            play_to_results(driver, other, 240.0)
        finally:
            other.close()
        whole = table.session.finished  # the whole game came at its end: it is in this player's history
        assert whole is not None and whole.state.is_terminal()
        records = open_book()
        try:
            assert [h.game for h in records.history()] == ["narrespillet"]
        finally:
            records.close()
    finally:
        server.stop()


def test_a_wrong_code_is_said_on_the_join_screen(app, tmp_path):
    server = ServerThread(TableBook(tmp_path / "server"))
    port = server.start()
    driver = Driver(app)
    try:
        join = app.open("join")
        join.address.text, join.code.text, join.name.text = f"127.0.0.1:{port}", "ABCDEF", "Cecilia"
        driver.click(join.join_button)
        driver.until(lambda: join.failed)
        assert "ABCDEF" in join.status and app.stack.top is join
    finally:
        server.stop()


def test_a_client_started_again_takes_its_seat_at_its_own_table_back(tmp_path):
    from game.net.tickets import read_tickets
    from tests.ui.conftest import make_app

    first = make_app(tmp_path / "first")
    first.home()
    driver = Driver(first)
    setup = SetupScene(first, get_game("jackpot"), [Seat("Anna", "human"), Seat("Bo", "remote")])
    first.push(setup)
    setup.start()
    driver.until(lambda: isinstance(first.stack.top, TableScene))
    code = next(iter(first.hosting.book.tables))
    bo = Link(first.hosting.url(), code, "Bo").start()
    rng = random.Random(5)
    table = first.stack.top

    def some_moves_made() -> bool:
        bot_plays(bo, rng)
        if table.human_to_act() is not None:
            table.submit(rng.choice(table.moves_open()))
        return len(first.hosting.book.get(code).match.actions) >= 6

    driver.until(some_moves_made)
    def someone_to_move() -> bool:  # a person's turn: nothing of the table's own is in flight
        bo.session.advance()
        return table.session.person_to_act() is not None or bo.session.person_to_act() is not None

    driver.until(someone_to_move)
    position = first.hosting.book.get(code).version
    table.put_away()  # the client closes (its authority with it)
    first.hosting.stop()
    bo.close()
    tickets, _problem = read_tickets()
    assert [(t.code, t.hosted) for t in tickets] == [(code, True)]

    again = make_app(tmp_path / "again")
    again.home()
    driver = Driver(again)
    join = again.open("join")
    driver.frames(1)
    assert join.back_buttons and "Jackpot" in " ".join(t.game.title() for t in join.tickets)
    driver.click(join.back_buttons[0])
    driver.until(lambda: isinstance(again.stack.top, TableScene))
    back = again.stack.top
    truth = again.hosting.book.get(code)  # reopened from its file
    assert truth.version > position and back.session.seat == tickets[0].seat
    assert back.view == json.loads(json.dumps(truth.session.view(back.session.seat)))
    bo = Link(again.hosting.url(), code, "Bo", ticket=bo.ticket).start()
    try:
        play_to_results(driver, bo)
    finally:
        bo.close()
        again.hosting.stop()
    assert read_tickets()[0] == []  # the game is over: nothing to go back to


def test_a_hosted_table_shows_on_the_join_screen_of_this_network_and_a_click_takes_its_seat(tmp_path):
    from tests.ui.conftest import make_app

    host = make_app(tmp_path / "host")
    host.home()
    setup = SetupScene(host, get_game("jackpot"), [Seat("Anna", "human"), Seat("Bo", "remote")])
    host.push(setup)
    setup.start()
    Driver(host).until(lambda: isinstance(host.stack.top, TableScene))
    code = next(iter(host.hosting.book.tables))
    guest = make_app(tmp_path / "guest")
    guest.home()
    driver = Driver(guest)
    try:
        join = guest.open("join")
        join.name.text = "Bo"
        # Bo's is the one seat still free (the host took its own).
        driver.until(lambda: join.heard_buttons[0].visible and "1 seat free" in join.heard_buttons[0].label, 20)
        assert join.heard_buttons[0].label.startswith("Jackpot at ")
        driver.click(join.heard_buttons[0])
        assert join.code.text == code and join.address.text.endswith(f":{host.hosting.port}")
        driver.until(lambda: isinstance(guest.stack.top, TableScene))
        assert guest.stack.top.session.seat == 1
    finally:
        if isinstance(guest.stack.top, TableScene):
            guest.stack.top.put_away()
        host.hosting.stop()


def test_a_spectator_watches_with_the_public_view_and_the_game_is_not_in_their_history(app, tmp_path):
    book = TableBook(tmp_path / "server")
    server = ServerThread(book)
    port = server.start()
    code = book.create(Create("narrespillet", {"rounds": 1}, (
        SeatPlan("remote", "normal", "Seat 1"), SeatPlan("ai", "easy", "House")))).code
    driver = Driver(app)
    player = Link(f"ws://127.0.0.1:{port}", code, "Dag").start()
    try:
        join = app.open("join")
        join.address.text, join.code.text = f"127.0.0.1:{port}", code
        driver.click(join.watch_button)
        driver.until(lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.session.seat is None and table.humans == [] and table.human_to_act() is None
        rng = random.Random(4)
        driver.until(lambda: (bot_plays(player, rng), not table.session.in_lobby())[1])  # Dag takes his seat
        assert table.session.notice(0.0).startswith("You are watching")  # the spectator is told so
        seen_hand = []

        def watched_to_the_end() -> bool:
            bot_plays(player, rng)
            scene = app.stack.top
            if getattr(scene, "summary_open", None) is not None:
                scene.close_summary()
            if isinstance(scene, TableScene) and not scene.stale_view:
                seen_hand.append(scene.view == json.loads(json.dumps(book.get(code).session.view(None))))
            return isinstance(scene, ResultsScene)

        driver.until(watched_to_the_end, 240)
        assert any(seen_hand)  # the spectator's table showed the public view (checked whenever it was in step)
        assert table.session.finished is not None
    finally:
        player.close()
        server.stop()
    records = open_book()
    try:
        assert records.history() == []  # a game watched is not the watcher's to count
    finally:
        records.close()


def test_the_hint_at_a_networked_seat_comes_from_the_tables_authority(app, loopback):
    """H at a hosted table: the authority works the hint out from the seat's own decision, and the table rings
    the advised move with its reason, as at a table of one's own."""
    driver = Driver(app)
    setup = SetupScene(app, get_game("narrespillet"), [Seat("Anna", "human"), Seat("Bo", "remote")], {"rounds": 1})
    app.push(setup)
    driver.frames(1)
    setup.start()
    driver.until(lambda: isinstance(app.stack.top, TableScene))
    table = app.stack.top
    code = next(iter(app.hosting.book.tables))
    bo = Link(app.hosting.url(), code, "Bo").start()
    rng = random.Random(2)
    try:
        def annas_turn() -> bool:
            bot_plays(bo, rng)
            # Her turn to place (a Fool's question she cannot answer but no is said for her at once).
            return table.human_to_act() == 0 and table.hint_button_enabled() and \
                table.view["pending"].get("kind") == "turn"

        driver.until(annas_turn)
        legal = table.moves_open()
        table.ask_hint()
        assert table.hint_waiting()  # "Thinking…" on the table while the authority works
        driver.until(lambda: table.current_advice() is not None)
        advice = table.current_advice()
        assert advice.action in legal and advice.reason
        assert not table.hint_button_enabled()  # one hint a position
    finally:
        bo.close()
        app.hosting.stop()
