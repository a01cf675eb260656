"""The Join screen lists every table it hears on the network and every table kept to go back to, a page at a time."""

from __future__ import annotations

import pytest

from game.net import lan
from game.net.tickets import SeatTicket, keep_ticket
from game.ui.scenes.join import HEARD, SHOWN


class ManyTables:
    """A network on which seven tables are announced."""

    def __init__(self) -> None:
        self.heard = [lan.HeardTable("jackpot", f"ABC2{n}{n}", f"host{n}", f"127.0.0.1:{8760 + n}", 1 + n % 3)
                      for n in range(2, 9)]

    def tables(self) -> list[lan.HeardTable]:
        return list(self.heard)

    def close(self) -> None:
        pass


@pytest.fixture
def join(app, driver, monkeypatch):
    monkeypatch.setattr(lan, "Browser", ManyTables)
    for n in range(5):
        keep_ticket(SeatTicket("ws://127.0.0.1:8765", f"XYZ7{n}{n}", 0, "ab" * 16, "kalahen", f"Bo{n}"))
    scene = app.open("join")
    driver.frames(2)
    return scene


def labels(buttons) -> list[str]:
    return [b.label for b in buttons if b.visible]


def test_every_table_heard_can_be_reached_page_by_page(join, driver):
    first = labels(join.heard_buttons)
    assert len(first) == HEARD and join.heard_pages.label() == "1–4 of 7"
    assert not join.heard_pages.earlier.enabled
    driver.click(join.heard_pages.later)
    second = labels(join.heard_buttons)
    assert len(second) == 3 and not set(first) & set(second) and join.heard_pages.label() == "5–7 of 7"
    assert not join.heard_pages.later.enabled
    driver.click(join.heard_buttons[2])  # the seventh table: its address and code are filled in
    assert (join.address.text, join.code.text) == ("127.0.0.1:8768", "ABC288")
    driver.click(join.heard_pages.earlier)
    assert labels(join.heard_buttons) == first


def test_a_page_kept_while_the_list_shrinks(join, driver):
    driver.click(join.heard_pages.later)
    join.browser.heard = join.browser.heard[:3]  # four tables have gone
    driver.frames(1)
    assert len(labels(join.heard_buttons)) == 3 and join.heard_pages.label() == ""
    assert not join.heard_pages.earlier.visible and not join.heard_pages.later.visible


def test_every_kept_table_can_be_gone_back_to(join, driver):
    assert sum(b.visible for b in join.back_buttons) == SHOWN and join.ticket_pages.label() == "1–3 of 5"
    driver.click(join.ticket_pages.later)
    assert [b.visible for b in join.back_buttons] == [True, True, False]
    assert [g[0].code for g in join.shown_groups] == [t.code for t in [g[0] for g in join.groups[3:]]]
