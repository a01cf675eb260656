"""Tables announced on the local network (mDNS/DNS-SD, here on the loopback only): a hosting client's table with
free seats is heard by a Join screen's browser with its game, code, host and address, and withdrawn once its seats
are taken; an announcement that is not a Spelbordet table's, or is damaged, is not listed."""

from __future__ import annotations

import socket
import time

import pytest
from zeroconf import ServiceInfo

from game.net.frames import PROTOCOL
from game.net.lan import SERVICE, Announcer, Browser, HeardTable, heard, table_service


def wait_for(done, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "not heard in time"
        time.sleep(0.05)


def test_a_table_with_free_seats_is_heard_and_withdrawn_when_it_has_none():
    waiting = [HeardTable("kalahen", "ABC234", "anna-laptop", "", 2)]
    announcer = Announcer(lambda: list(waiting), "127.0.0.1", 8765).start()
    browser = Browser()
    try:
        wait_for(lambda: browser.tables())
        assert browser.tables() == [HeardTable("kalahen", "ABC234", "anna-laptop", "127.0.0.1:8765", 2)]
        waiting[0] = HeardTable("kalahen", "ABC234", "anna-laptop", "", 1)  # a guest took a seat
        wait_for(lambda: browser.tables() and browser.tables()[0].free == 1)
        waiting.clear()  # every seat taken
        wait_for(lambda: not browser.tables())
    finally:
        announcer.close()
        browser.close()


def announcement(**props: str) -> ServiceInfo:
    base = {"v": str(PROTOCOL), "game": "kalahen", "code": "ABC234", "host": "anna", "free": "2"}
    return ServiceInfo(SERVICE, f"x.{SERVICE}", addresses=[socket.inet_aton("127.0.0.1")], port=8765,
                       properties={**base, **props})


@pytest.mark.parametrize("bad", [{"v": "99"}, {"game": "chess"}, {"code": "abc"}, {"code": "ABC2340"},
                                 {"free": "0"}, {"free": "many"}, {"host": ""}, {"host": "x" * 41},
                                 {"host": "a\x00b"}])
def test_an_announcement_that_is_not_a_sound_table_is_not_listed(bad):
    assert heard(announcement()) == HeardTable("kalahen", "ABC234", "anna", "127.0.0.1:8765", 2)
    assert heard(announcement(**bad)) is None


def test_what_a_table_announces_is_what_a_browser_lists():
    table = HeardTable("narrespillet", "XYZ789", "bo-pc", "", 3)
    assert heard(table_service(table, "127.0.0.1", 9000)) == HeardTable("narrespillet", "XYZ789", "bo-pc",
                                                                           "127.0.0.1:9000", 3)
