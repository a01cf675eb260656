"""Several people's seats at one screen of a networked table (game.session.shared_screen), fed with the authority's
own steps (no sockets here): a move shows only once every seat's connection has brought it, each person reads the
log and sees the side of their own seat, and the spectator's view is what every seat may see."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine.errors import SpelbordetError
from game.engine.registry import get_game
from game.net.authority import TableBook
from game.net.frames import Create, Move, SeatPlan
from game.session.remote import RemoteSession
from game.session.shared_screen import SharedScreen


class Wire:
    """What a seat's link would carry: the steps from the authority, and the moves sent to it."""

    def __init__(self, table: Any, seat: int | None) -> None:
        self.table, self.seat, self.known = table, seat, 0
        self.sent: list[tuple[str, dict[str, Any]]] = []
        self.session = RemoteSession(get_game("narrespillet"), seat, lambda kind, fields: self.sent.append(
            (kind, fields)))

    def bring(self) -> None:
        step = json.loads(json.dumps(self.table.step(self.seat, played_from=self.known)))
        self.known = step["played_from"] + len(step["played"])
        self.session.receive(step)


@pytest.fixture
def table():
    book = TableBook()
    table = book.create(Create("narrespillet", {"rounds": 1}, (
        SeatPlan("remote", "normal", "Anna"), SeatPlan("ai", "easy", "Bo"), SeatPlan("remote", "normal", "Cecilia"))))
    table.take(0, "Anna")
    table.take(2, "Cecilia")
    return table


def test_moves_show_in_step_and_each_person_sees_only_their_own_side(table):
    anna, cecilia, watcher = Wire(table, 0), Wire(table, 2), Wire(table, None)
    wires = (anna, cecilia, watcher)
    for wire in wires:
        wire.bring()
    screen = SharedScreen([anna.session, cecilia.session], watcher.session)
    assert screen.take_first() and screen.people == [0, 2] and screen.hides_from_others()
    table.run()  # the deal, and the AI's moves up to a person's turn
    anna.bring()
    watcher.bring()
    assert screen.advance() is None  # Cecilia's connection has not brought the deal yet
    cecilia.bring()
    shown = []
    while (move := screen.advance()) is not None:
        shown.append(move)
    truth = table.session
    assert len(shown) == len(truth.played) and [m.actor for m in shown] == [m.actor for m in truth.played]
    assert screen.match.actors == truth.match.actors
    for seat in (0, 2):  # each person's log is the one the authority writes for their seat
        assert screen.log(seat) == truth.log(seat)
        assert screen.view(seat) == json.loads(json.dumps(dict(truth.view(seat))))
    assert screen.view(None) == json.loads(json.dumps(dict(truth.view(None))))
    assert screen.view(1) == screen.view(None)  # a seat not at this screen: only what everyone may see
    assert screen.view(0) != screen.view(2)  # two hands
    # The move goes through the seat's own connection, for the position that seat was shown.
    seat = screen.person_to_act()
    assert seat == truth.person_to_act() and seat in (0, 2)
    move = screen.legal()[0]
    screen.play(seat, move)
    wire = anna if seat == 0 else cecilia
    (kind, fields), = wire.sent
    assert kind == "move" and fields["seq"] == table.version
    table.play(seat, Move(fields["seq"], move))
    assert screen.person_to_act() is None  # sent: no second move before the answer
    with pytest.raises(SpelbordetError):
        screen.play(1, move)  # Bo's seat is not played at this screen


def test_a_shared_screen_needs_its_people_and_a_spectator(table):
    anna, watcher = Wire(table, 0), Wire(table, None)
    with pytest.raises(ValueError):
        SharedScreen([anna.session], anna.session)
    with pytest.raises(ValueError):
        SharedScreen([watcher.session], watcher.session)
