"""The seats a client holds at networked tables are kept in its data folder, so a client started again takes them
back; a seat is forgotten when its game ends or its table no longer knows it; a damaged list is set aside."""

from __future__ import annotations

from game.net.tickets import SeatTicket, forget_ticket, keep_ticket, read_tickets, tickets_path


def ticket(code: str = "ABC234", seat: int = 1) -> SeatTicket:
    return SeatTicket("ws://annas-laptop:8765", code, seat, "ab" * 16, "narrespillet", "Cecilia")


def test_a_seat_kept_is_read_back_newest_first_and_forgotten_by_its_table_and_number():
    keep_ticket(ticket("ABC234"))
    keep_ticket(ticket("XYZ789", 0))
    keep_ticket(ticket("ABC234"))  # the same seat again: kept once, now the newest
    tickets, problem = read_tickets()
    assert problem is None and [(t.code, t.seat) for t in tickets] == [("ABC234", 1), ("XYZ789", 0)]
    assert tickets[0].token == "ab" * 16 and tickets[0].played_at > 0
    forget_ticket("ABC234", 1)
    assert [t.code for t in read_tickets()[0]] == ["XYZ789"]


def test_a_damaged_list_is_set_aside_with_a_message_and_starts_empty():
    path = tickets_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for damaged in ('{"format": "spelbordet-seats", "seats": [{"url": 5}]}', "not json", '["a list"]'):
        path.write_text(damaged, encoding="utf-8")
        tickets, problem = read_tickets()
        assert tickets == [] and problem
        assert not path.exists() and list(path.parent.glob("tables.json.damaged-*"))
    keep_ticket(ticket())  # and the list works again
    assert len(read_tickets()[0]) == 1


def test_seats_kept_at_once_from_several_threads_are_all_kept():
    """The people sharing a screen each take a seat on a link of their own: no seat's ticket overwrites another's."""
    import threading

    threads = [threading.Thread(target=lambda seat=seat: [keep_ticket(ticket("ABC234", seat)) for _ in range(5)])
               for seat in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(t.seat for t in read_tickets()[0]) == list(range(6))
