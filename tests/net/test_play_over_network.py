"""Whole games over real sockets on 127.0.0.1: bot guests take the seats of a table the authority hosts and play it
to its end; every guest ends with the same record as the authority, which each can replay to the final position."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect

from game.engine.match import Match
from game.engine.saves import checked_document, record_id
from game.net.authority import TableBook
from game.net.client import play_seat
from game.net.server import ServerThread

# Players at each table, one of them an AI at the authority: from one guest to six (Jackpot).
GAMES = {"jackpot": 7, "trippel_yatzy": 2, "kinesisk_bank": 3, "dodsspranget": 4, "bovjakten": 4, "fangelse": 3,
         "narrespillet": 3, "krutroyk": 3, "kalahen": 2}


async def create(url: str, game: str, seats: list[dict]) -> str:
    async with connect(url) as ws:
        await ws.send(json.dumps({"v": 1, "type": "create", "game": game, "options": {}, "seats": seats}))
        answer = json.loads(await ws.recv())
        assert answer["type"] == "created", answer
        return answer["code"]


@pytest.fixture
def server(tmp_path):
    book = TableBook(tmp_path / "tables")
    thread = ServerThread(book)
    port = thread.start()
    yield book, f"ws://127.0.0.1:{port}"
    thread.stop()


@pytest.fixture
def served(tmp_path):
    """The server thread itself (its authority, its guests), and its address; it pings every half second."""
    book = TableBook(tmp_path / "tables")
    thread = ServerThread(book, ping=0.5)
    port = thread.start()
    yield thread, f"ws://127.0.0.1:{port}"
    thread.stop()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_guests_play_a_whole_game_and_agree_with_the_authority(server, game):
    book, url = server
    players = GAMES[game]

    async def main():
        seats = [{"kind": "remote", "name": f"Seat {i + 1}"} for i in range(players - 1)] + \
                [{"kind": "ai", "level": "easy", "name": "House"}]
        code = await create(url, game, seats)
        guests = await asyncio.wait_for(asyncio.gather(*(
            play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=i) for i in range(players - 1))), 300)
        return code, guests

    code, guests = asyncio.run(main())
    table = book.get(code)
    assert table.session.is_over()
    truth = table.record()
    for guest in guests:
        assert record_id(guest.record) == record_id(truth)  # the same game, seed and moves
        replayed = Match.from_json(checked_document(guest.record))
        assert replayed.state.is_terminal() and replayed.state.returns() == table.match.state.returns()
        assert guest.step["view"] == json.loads(json.dumps(table.session.view(guest.seat)))
    assert sorted(g.seat for g in guests) == sorted(table.guest_seats())
    names = [seat.name for seat in table.match.seats]
    assert all(f"Guest {i}" in names for i in range(players - 1))  # each guest's seat took its name


def test_the_command_line_creates_a_table_and_plays_a_seat_into_the_history(server, capsys, monkeypatch, tmp_path):
    from game.__main__ import main
    from game.records.book import open_book

    _, url = server
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    assert main(["--lang", "en", "create", url, "jackpot", "--seats", "remote,ai:easy"]) == 0
    code = capsys.readouterr().out.strip()
    assert main(["--lang", "en", "join", url, "--code", code, "--bot", "ai:easy", "--name", "Anna"]) == 0
    standings = capsys.readouterr().out
    assert "Anna" in standings and "1. " in standings
    book = open_book(tmp_path / "home" / "Spelbordet")
    try:
        assert [row for row in book.history() if row.game == "jackpot" and "Anna" in row.names]
    finally:
        book.close()
