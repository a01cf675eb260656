"""A window's seat at a networked table, without the window: Links on 127.0.0.1 take the seats, their
RemoteSessions are played as a table plays them (one move a frame, a person's move sent when the session asks for
it), and each ends with the authority's record and its own seat's final view. What a seat is told of the others'
moves is only what it may know."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.engine.state import TERMINAL
from game.net.authority import TableBook
from game.net.frames import Create, SeatPlan
from game.net.link import Link, table_url
from game.net.server import ServerThread
from game.session.remote import UNSEEN, RemoteSession
from tests.net.test_play_over_network import server  # noqa: F401 - the fixture

GAMES = {"narrespillet": 3, "krutroyk": 3, "kalahen": 2, "trippel_yatzy": 2, "jackpot": 3}


@pytest.fixture
def hosted(server):  # noqa: F811 - the authority's book and its address
    return server


def open_table(book: TableBook, game: str, people: int, ai: int = 1) -> str:
    seats = tuple(SeatPlan("remote", "normal", f"Seat {i + 1}") for i in range(people)) + \
        tuple(SeatPlan("ai", "easy", f"House {i + 1}") for i in range(ai))
    return book.create(Create(game, {}, seats)).code


def play(links: list[Link], seconds: float = 240.0, seed: int = 1) -> None:
    """Plays every link's seat as a person clicking at random among the choices, one move a frame."""
    rng = random.Random(seed)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        done = True
        for link in links:
            assert not link.failure, link.failure
            session = link.session
            if session is None or not session.take_first() and not session.started():
                done = False
                continue
            session.advance()
            if session.finished is None:
                done = False
            seat = session.person_to_act()
            if seat is not None:
                session.play(seat, rng.choice(session.legal()))
        if done:
            return
        time.sleep(0.002)
    raise AssertionError("the game did not end in time")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seats_in_windows_play_a_whole_game_with_the_authority(hosted, game):
    book, url = hosted
    people = GAMES[game] - 1
    code = open_table(book, game, people)
    links = [Link(url, code, f"Player {i}").start() for i in range(people)]
    try:
        play(links)
    finally:
        for link in links:
            link.close()
    table = book.get(code)
    truth = table.record()
    for link in links:
        session = link.session
        assert session is not None and session.finished is not None and session.to_act() == TERMINAL
        assert session.finished.to_json()["actions"] == truth["actions"]
        assert session.view(session.seat) == json.loads(json.dumps(table.session.view(session.seat)))
        # Every move came, with the same log as the authority's for that seat.
        assert len(session.played) == len(table.session.played)
        assert session.log(session.seat) == table.session.log(session.seat)
        info = table.match.info
        for mine, theirs in zip(session.played, table.session.played, strict=True):
            if mine.actor == session.seat or not info.hidden_information:
                assert mine.action == theirs.action
            elif mine.action.kind != UNSEEN:
                assert theirs.actor < 0 and theirs.action.kind in info.public_moves
        unseen = [move for move in session.played if move.action.kind == UNSEEN]
        assert bool(unseen) == info.hidden_information  # others' moves hidden exactly where the game hides things


def test_a_refused_move_comes_back_with_its_reason_and_nothing_changes(hosted):
    book, url = hosted
    code = open_table(book, "narrespillet", 2)
    links = [Link(url, code, f"Player {i}").start() for i in range(2)]
    try:
        deadline = time.monotonic() + 90  # bounded, with room for a machine busy with other tests
        while time.monotonic() < deadline:
            for link in links:
                if link.session is not None:
                    link.session.advance()
            sessions = [link.session for link in links if link.session is not None]
            mover = next((s for s in sessions if s.person_to_act() is not None), None)
            if mover is not None:
                break
            time.sleep(0.01)
        assert mover is not None
        version = book.get(code).version
        # A move of the kind open now, but one the rules refuse (a card this seat does not hold).
        open_move = mover.legal()[0]
        sent = mover.step["version"]
        mover.send("move", {"seq": sent, "action": [open_move.kind, 999, 999]})
        mover.sent = sent
        deadline = time.monotonic() + 30
        reasons: list[str] = []
        while not reasons and time.monotonic() < deadline:
            reasons = mover.take_refusals()
            time.sleep(0.01)
        assert reasons and all(reason.strip() for reason in reasons)
        assert book.get(code).version == version
        assert mover.person_to_act() is not None  # the seat may move again
    finally:
        for link in links:
            link.close()


def test_a_seat_whose_connection_drops_takes_it_back_by_itself(hosted, tmp_path):
    book, url = hosted
    code = open_table(book, "jackpot", 2)
    links = [Link(url, code, f"Player {i}").start() for i in range(2)]
    try:
        deadline = time.monotonic() + 20
        while any(link.session is None or not link.session.take_first() for link in links):
            assert time.monotonic() < deadline
            time.sleep(0.01)
        ticket = links[0].ticket
        assert ticket is not None and len(ticket.token) == 32
        other = links[1].session

        def away_for_the_other(seats: list[int]) -> None:
            deadline = time.monotonic() + 20
            while (other.settle(), other.away())[1] != seats:
                assert time.monotonic() < deadline, f"the other seat's table never said {seats} away"
                time.sleep(0.01)

        links[0].close()  # the window closed; a new one comes back with the ticket
        away_for_the_other([ticket.seat])
        again = Link(url, code, "Player 0", ticket=ticket).start()
        links[0] = again
        away_for_the_other([])  # told at once that its player is back, before any move
        play(links)
        assert again.session is not None and again.session.seat == ticket.seat
        assert again.session.finished is not None
    finally:
        for link in links:
            link.close()


def test_a_typed_address_becomes_the_table_url():
    assert table_url("127.0.0.1") == "ws://127.0.0.1:8765"
    assert table_url("annas-laptop") == "ws://annas-laptop:8765"
    assert table_url(" host.example:9000 ") == "ws://host.example:9000"
    assert table_url("wss://games.example/table") == "wss://games.example/table"


def test_a_damaged_step_is_refused_before_the_table_sees_it():
    from game.engine.registry import get_game

    session = RemoteSession(get_game("jackpot"), 0, lambda kind, fields: None)
    for bad in ({}, {"played": "x", "played_from": 0, "view": {}, "to_act": 0, "choices": [], "version": 1},
                {"played": [{"actor": "me"}], "played_from": 0, "view": {}, "to_act": 0, "choices": [],
                 "version": 1, "seats": [{"name": "A", "kind": "remote", "taken": True}]}):
        with pytest.raises(ValueError):
            session.receive(bad)
    assert not session.take_first()


@pytest.mark.parametrize("game", ["kalahen", "krutroyk"])
def test_the_moves_a_game_calls_public_are_dice_every_seat_may_read(game):
    """A networked table tells every seat the moves of the kinds its game names public (GameInfo.public_moves): they
    must be chance outcomes whose words every seat may read, over whole random games."""
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.engine.state import CHANCE

    info = get_game(game)
    assert info.public_moves
    seen = set()
    for seed in range(6):
        match = Match(info, {}, [Seat(f"P{i}", "random") for i in range(3 if game == "krutroyk" else 2)], seed)
        rng = random.Random(seed)
        state = match.state
        for _ in range(20_000):
            if state.is_terminal():
                break
            if state.current_player() == CHANCE:
                action = state.sample_chance(rng)
                if action.kind in info.public_moves:
                    assert state.seen_by(action) is None
                    seen.add(action.kind)
            else:
                action = rng.choice(state.legal_actions())
                assert action.kind not in info.public_moves  # a person's move is never told as public
            state.apply(action)
    assert seen == set(info.public_moves)


def test_the_host_lets_the_ai_play_an_away_players_seat_until_they_come_back(tmp_path):
    book = TableBook(tmp_path / "tables")
    thread = ServerThread(book)
    url = f"ws://127.0.0.1:{thread.start()}"
    code = open_table(book, "jackpot", 2)
    anna, bo = Link(url, code, "Anna").start(), Link(url, code, "Bo").start()
    try:
        def until(done, seconds=20.0):
            deadline = time.monotonic() + seconds
            while not done():
                assert time.monotonic() < deadline
                for link in (anna, bo):
                    if link.session is not None:
                        link.session.advance()
                time.sleep(0.01)

        until(lambda: anna.session is not None and bo.session is not None and not anna.session.waiting_for_players())
        ticket = bo.ticket
        bo.close()
        until(lambda: anna.session.away() == [ticket.seat])
        assert "Bo" in anna.session.notice(time.monotonic()) and "disconnected" in anna.session.notice(time.monotonic())
        thread.lend(code, ticket.seat, "normal")
        until(lambda: anna.session.seat_states[ticket.seat].lent)
        assert anna.session.away() == [] and "AI plays for them" in anna.session.notice(time.monotonic())
        table = book.get(code)
        assert table.match.seats[ticket.seat].kind == "ai"
        moves_before = len(table.match.actions)
        # Anna plays on: the AI rolls for Bo meanwhile.
        rng = random.Random(2)
        def anna_plays_until_the_ai_rolled_for_bo() -> bool:
            seat = anna.session.person_to_act()
            if seat is not None:
                anna.session.play(seat, rng.choice(anna.session.legal()))
            return any(actor == ticket.seat for actor in table.match.actors[moves_before:])

        until(anna_plays_until_the_ai_rolled_for_bo)
        bo = Link(url, code, "Bo", ticket=ticket).start()  # Bo is back: the seat is his again
        until(lambda: bo.session is not None and bo.session.take_first()
              and not anna.session.seat_states[ticket.seat].lent)
        assert table.match.seats[ticket.seat].kind == "human"
        play([anna, bo])
        assert bo.session.finished is not None
    finally:
        anna.close()
        bo.close()
        thread.stop()


def test_each_guest_reads_the_table_in_its_own_language(hosted):
    """The authority speaks English; a guest whose client speaks Svenska gets every word of its steps in Svenska
    (the log, the moves' events, the choices), the same words a table on its own machine would say."""
    from game.i18n import speaking
    from game.session.session import played_moves

    book, url = hosted
    code = open_table(book, "krutroyk", 2)
    svensk = Link(url, code, "Sigrid", lang="sv").start()
    english = Link(url, code, "Edward").start()
    try:
        play([svensk, english], seed=7)
    finally:
        svensk.close()
        english.close()
    table = book.get(code)
    with speaking("sv"):
        said = played_moves(table.match)  # the game's words in Svenska, as a table on this machine says them
    seat = svensk.session.seat
    assert svensk.session.log(seat) == [m.line_for(seat) for m in said if m.line_for(seat) is not None]
    assert svensk.session.log(seat) != table.session.log(seat)  # the authority's own words are English
    assert english.session.log(english.session.seat) == table.session.log(english.session.seat)
    assert [e.text for m in svensk.session.played for e in m.events] == \
        [e.text for m in said for e in m.events_for(seat)]
    assert any(any(c in line for c in "åäö") for line in svensk.session.log(seat))


def test_a_guests_choices_are_worded_in_its_language_and_the_authority_keeps_its_own(tmp_path):
    from game.i18n import language, speaking

    book = TableBook(tmp_path / "tables")
    code = open_table(book, "kalahen", 2, ai=0)
    table = book.get(code)
    table.take(0, "Anna")
    table.take(1, "Bo")
    table.run()
    seat = table.session.person_to_act()
    english = [c["label"] for c in table.step(seat)["choices"]]
    svenska = [c["label"] for c in table.step(seat, lang="sv")["choices"]]
    with speaking("sv"):
        assert svenska == [c.label for c in table.session.choices(seat, afresh=True)]
    assert english != svenska and language() == "en"
    assert [c["label"] for c in table.step(seat)["choices"]] == english  # the others' words stay their own
    assert table.step(seat, lang="sv")["log"] != table.step(seat)["log"]


def test_a_guest_that_changes_its_language_mid_game_reads_the_whole_game_in_the_new_one(hosted):
    """A player switches the client to Svenska during a networked game: the authority says the game again in it,
    the moves already shown included, and goes on in it (a connection taken up again too); the other guest's
    words stay English."""
    from game.i18n import speaking
    from game.session.session import played_moves

    book, url = hosted
    code = open_table(book, "krutroyk", 2)
    sigrid = Link(url, code, "Sigrid").start()
    edward = Link(url, code, "Edward").start()
    rng = random.Random(3)
    try:
        end = time.monotonic() + 60
        while len(book.get(code).match.actions) < 12 and time.monotonic() < end:
            for link in (sigrid, edward):
                session = link.session
                if session is not None and (session.take_first() or session.started()):
                    session.advance()
                    if (seat := session.person_to_act()) is not None:
                        session.play(seat, rng.choice(session.legal()))
            time.sleep(0.002)
        before = list(sigrid.session.log(sigrid.session.seat))
        with speaking("sv"):
            sigrid.session.reword()  # the window's language changed: it asks for the game again
        assert sigrid.lang == "sv"
        play([sigrid, edward], seed=8)
    finally:
        sigrid.close()
        edward.close()
    assert sigrid.session.words == 1 and edward.session.words == 0
    table = book.get(code)
    with speaking("sv"):
        said = played_moves(table.match)
    seat = sigrid.session.seat
    assert sigrid.session.log(seat) == [m.line_for(seat) for m in said if m.line_for(seat) is not None]
    assert sigrid.session.log(seat)[:len(before)] != before  # the first moves too are in Svenska now
    assert edward.session.log(edward.session.seat) == table.session.log(edward.session.seat)


def test_a_networked_seat_gets_its_hint_from_the_authority(hosted):
    """The table's Hint at a networked seat: the authority works it out from the seat's own decision and sends it
    back; a game without hints, or a second question about the same position, is answered with why not."""
    book, url = hosted
    code = open_table(book, "narrespillet", 2)
    links = [Link(url, code, f"Player {i}").start() for i in range(2)]
    answers: list[tuple[object, str]] = []
    try:
        deadline = time.monotonic() + 60
        asker = None
        while asker is None:
            assert time.monotonic() < deadline
            for link in links:
                session = link.session
                if session is not None and (session.take_first() or session.started()):
                    session.advance()
                    if session.person_to_act() is not None:
                        asker = session
            time.sleep(0.005)
        seat = asker.person_to_act()
        legal = asker.legal()  # the moves open when it asks (a step that comes meanwhile is not taken in here)
        asker.ask_hint(seat, lambda advice, why: answers.append((advice, why)))
        while not answers:
            assert time.monotonic() < deadline, "no hint came"
            time.sleep(0.01)
        advice, why = answers[0]
        assert why == "" and advice.action in legal and advice.reason
        asker.settle()  # a step of no move may have come meanwhile (a seat's player connecting)
        assert asker.person_to_act() == seat
        asker.ask_hint(seat, lambda advice, why: answers.append((advice, why)))  # the same position again
        while len(answers) < 2:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        assert answers[1][0] is None and "already" in answers[1][1]
        other = next(link.session for link in links if link.session is not asker)
        other.ask_hint(other.seat, lambda advice, why: answers.append((advice, why)))  # not its move
        assert answers[2] == (None, "a hint is for your own move")
    finally:
        for link in links:
            link.close()


def test_a_game_without_hints_says_so_to_a_networked_seat(hosted):
    book, url = hosted
    table = book.get(open_table(book, "jackpot", 1))
    seat, _token = table.take(None, "Anna")
    table.run()
    from game.net.frames import FrameError

    with pytest.raises(FrameError) as refused:
        table.advise(seat, table.version)
    assert refused.value.code == "no_hints"
