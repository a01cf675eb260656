"""The authority refuses, with a clear error and no change to the table, every frame it must not act on: malformed,
oversized, of another protocol, with a wrong token, out of turn, stale or repeated, or against the rules; seat
tokens are 128 random bits; a table's file brings it back as it was; the seed and the moves never go out before
the end."""

from __future__ import annotations

import json

import pytest

from game.engine.state import Action
from game.net.authority import TableBook, table_from_document
from game.net.frames import MAX_FRAME, Create, FrameError, Join, Move, SeatPlan, parse_frame


def plan(game: str = "jackpot", remote: int = 2, ai: int = 0) -> Create:
    seats = [SeatPlan("remote", "normal", f"Guest {i}") for i in range(remote)]
    seats += [SeatPlan("ai", "easy", f"House {i}") for i in range(ai)]
    return Create(game, {}, tuple(seats))


def started(game: str = "kinesisk_bank", remote: int = 2, ai: int = 1, folder=None):
    book = TableBook(folder)
    table = book.create(plan(game, remote, ai))
    tokens = [table.take(None, f"Player {i}")[1] for i in range(remote)]
    table.run()
    return book, table, tokens


def refused(code: str, call) -> FrameError:
    with pytest.raises(FrameError) as caught:
        call()
    assert caught.value.code == code, caught.value
    assert str(caught.value)
    return caught.value


@pytest.mark.parametrize("raw, code", [
    (b"not json", "bad_frame"),
    (b"[1, 2]", "bad_frame"),
    ('{"v": 2, "type": "hello", "name": "A"}', "version"),
    ('{"v": 1, "type": "shout"}', "bad_frame"),
    ('{"v": 1, "type": "hello", "name": ""}', "bad_frame"),
    ('{"v": 1, "type": "hello", "name": "' + "x" * 21 + '"}', "bad_frame"),
    ('{"v": 1, "type": "join", "code": "abc", "name": "A"}', "bad_frame"),
    ('{"v": 1, "type": "join", "code": "ABCDEF", "seat": 99, "name": "A"}', "bad_frame"),
    ('{"v": 1, "type": "resume", "code": "ABCDEF", "token": "12"}', "bad_frame"),
    ('{"v": 1, "type": "move", "seq": true, "action": ["roll"]}', "bad_frame"),
    ('{"v": 1, "type": "move", "seq": -1, "action": ["roll"]}', "bad_frame"),
    ('{"v": 1, "type": "move", "seq": 1.5, "action": ["roll"]}', "bad_frame"),
    ('{"v": 1, "type": "move", "seq": 1, "action": "roll"}', "bad_frame"),
    ('{"v": 1, "type": "move", "seq": 1, "action": [["deep"]]}', "bad_frame"),
    ('{"v": 1, "type": "create", "game": "jackpot", "seats": [{"kind": "king", "name": "A"}]}', "bad_frame"),
    ('{"v": 1, "type": "create", "game": "jackpot", "seats": []}', "bad_frame"),
    ("[" * 50 + "]" * 50, "bad_frame"),
    ('{"v": 1, "type": "hello", "name": "' + "x" * MAX_FRAME + '"}', "too_large"),
])
def test_a_malformed_frame_is_refused_with_what_is_wrong(raw, code):
    refused(code, lambda: parse_frame(raw))


def test_a_well_formed_move_is_read():
    move = parse_frame('{"v": 1, "type": "move", "seq": 7, "action": ["bet", 2, 5]}')
    assert move == Move(7, Action("bet", (2, 5)))
    assert parse_frame('{"v": 1, "type": "join", "code": "ABC234", "name": " Anna "}') == Join("ABC234", None, "Anna")


def test_seats_fill_as_guests_join_and_each_token_is_128_random_bits():
    book = TableBook()
    table = book.create(plan("jackpot", remote=3))
    assert not table.started() and table.free_seats() == [0, 1, 2]
    seats_tokens = [table.take(None, f"P{i}") for i in range(3)]
    tokens = [token for _, token in seats_tokens]
    assert all(len(token) == 32 and int(token, 16) >= 0 for token in tokens) and len(set(tokens)) == 3
    assert table.started()
    refused("full", lambda: table.take(None, "Late"))
    assert [seat.name for seat in table.match.seats] == ["P0", "P1", "P2"]
    assert [table.seat_of(token) for token in tokens] == [0, 1, 2]
    refused("bad_token", lambda: table.seat_of("0" * 32))


def test_no_move_before_every_seat_is_taken():
    book = TableBook()
    table = book.create(plan("jackpot", remote=2))
    table.take(0, "Anna")
    assert table.advance() is None and table.match.actions == []
    refused("not_started", lambda: table.play(0, Move(0, Action("roll", ()))))


def test_out_of_turn_stale_repeated_and_illegal_moves_change_nothing():
    _, table, tokens = started()
    seat = table.session.person_to_act()
    other = next(s for s in table.guest_seats() if s != seat)
    version, moves = table.version, len(table.match.actions)
    legal = table.session.legal()
    refused("not_your_turn", lambda: table.play(other, Move(version, legal[0])))
    refused("stale", lambda: table.play(seat, Move(version - 1, legal[0])))
    refused("illegal", lambda: table.play(seat, Move(version, Action("bet", (9, 999)))))
    assert (table.version, len(table.match.actions)) == (version, moves)
    table.play(seat, Move(version, legal[0]))
    refused("stale", lambda: table.play(seat, Move(version, legal[0])))  # the same move again is never applied twice
    assert len(table.match.actions) == moves + 1


def test_a_table_comes_back_from_its_file_with_its_seats_and_position(tmp_path):
    book, table, tokens = started(folder=tmp_path)
    seat = table.session.person_to_act()
    table.play(seat, Move(table.version, table.session.legal()[0]))
    again = TableBook(tmp_path).get(table.code)
    assert again.match.actions == table.match.actions and again.match.seed == table.match.seed
    assert [again.seat_of(token) for token in tokens] == [table.seat_of(token) for token in tokens]
    assert again.version > table.version  # a move answering a position from before the restart is stale
    assert again.step(seat)["view"] == table.step(seat)["view"]


def test_a_damaged_table_file_is_set_aside_and_the_others_open(tmp_path):
    book, table, _ = started(folder=tmp_path)
    (tmp_path / "BROKEN.json").write_text('{"format": "spelbordet-table", "code": 5}', encoding="utf-8")
    again = TableBook(tmp_path)
    assert list(again.tables) == [table.code]
    assert not (tmp_path / "BROKEN.json").exists() and list(tmp_path.glob("BROKEN*"))
    with pytest.raises(Exception, match="not a table"):
        table_from_document({"format": "other"}, "x.json")


def test_the_seed_and_the_moves_stay_with_the_authority_until_the_end():
    _, table, _ = started("narrespillet", remote=2, ai=1)
    while not table.session.is_over():
        for seat in [*table.guest_seats(), None]:
            text = json.dumps(table.step(seat))
            assert '"seed"' not in text and '"actions"' not in text
            assert table.record() is None
        seat = table.session.person_to_act()
        table.play(seat, Move(table.version, table.session.legal()[0]))
        table.run()
    assert table.record()["seed"] == table.match.seed


def test_no_seat_is_offered_a_move_before_every_guests_seat_is_taken():
    book = TableBook()
    table = book.create(plan("krutroyk", remote=2, ai=1))  # a person makes the game's first move
    table.take(0, "Anna")
    assert table.session.person_to_act() == 0 and table.step(0)["choices"] == []
    table.take(1, "Bo")
    assert table.step(0)["choices"]


def test_a_seat_the_host_named_for_a_player_is_theirs_when_they_join():
    """The host set seats for Bo and Cecilia at other computers: Cecilia, joining first, gets her own seat, not
    Bo's (the name matched without regard to case); someone the host did not name takes the first free seat."""
    from game.net.frames import Create, SeatPlan

    book = TableBook()
    table = book.create(Create("jackpot", {}, (SeatPlan("remote", "normal", "Bo"),
                                               SeatPlan("remote", "normal", "Cecilia"),
                                               SeatPlan("remote", "normal", "Player 3"))))
    assert table.take(None, "Cecilia")[0] == 1
    assert table.take(None, "Dag")[0] == 0  # the first free: Bo's seat, renamed for Dag before the game starts
    assert [s.name for s in table.match.seats] == ["Dag", "Cecilia", "Player 3"]
