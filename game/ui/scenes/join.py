"""Join a table at another computer: one announced on this network (a click fills in its address and code), one
whose address (the host's, or a server's) and code are typed, or one of this player's own tables to go back to. The
seat is taken on the network's own thread (game.net.link); this screen waits for the table's first step and then
opens the game's own table, drawn from that seat's steps only."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.errors import SpelbordetError
from game.engine.registry import get_game
from game.i18n import words
from game.session.remote import RemoteSession
from game.session.shared_screen import SharedScreen
from game.ui import theme
from game.ui.list_pages import ListPages
from game.ui.scene import WidgetScene
from game.ui.tables import TABLES
from game.ui.theme import layout
from game.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

CODE_CHARS = 6
SHOWN = 3  # tables with seats kept, listed a page at a time to go back to (the newest first)
HEARD = 4  # tables announced on this network, listed a page at a time
HEARD_SECONDS = 0.5  # how often the list of tables on the network is looked at again while the screen is still
LEFT, FORM = 120, 660  # the lists' column and the form's
HEARD_TOP, HEARD_H = 220, 46
TICKETS_TOP, TICKET_H = 470, 50


def game_name(key: str) -> str:
    try:
        return get_game(key).local_name()
    except SpelbordetError:
        return key


def table_groups(tickets: Sequence[Any]) -> list[list[Any]]:
    """The kept seats by table, newest first: the seats of the people who shared this screen at one table go back
    together."""
    groups: dict[tuple[str, str], list[Any]] = {}
    for ticket in tickets:
        groups.setdefault((ticket.url, ticket.code), []).append(ticket)
    return list(groups.values())


def ticket_lines(group: Sequence[Any]) -> tuple[str, str]:
    """Kept seats at one table in words: the game and the table's code; the names they are played under, and
    where."""
    ticket = group[0]
    where = _("this computer") if ticket.hosted else ticket.url.removeprefix("ws://").removeprefix("wss://")
    names = ", ".join(t.name for t in sorted(group, key=lambda t: t.seat))
    return (_("{game} · table {code}").format(game=game_name(ticket.game), code=ticket.code),
            _("as {name} · {where}").format(name=names, where=where))


def heard_label(table: Any) -> str:
    """A table announced on this network, on its button: the game, the hosting computer, the seats free."""
    return ngettext("{game} at {host}: {n} seat free", "{game} at {host}: {n} seats free", table.free).format(
        game=game_name(table.game), host=table.host, n=table.free)


class JoinScene(WidgetScene):
    def __init__(self, app: App, address: str = "", code: str = "", name: str = "", links: Sequence[Any] = (),
                 invitation: str = "") -> None:
        """`links`: seats already being taken (the host's own, at the table it hosts: with several people at its
        screen, a seat each and a spectator's view last); `invitation`: the address the others type to join it,
        which its table shows until they have."""
        super().__init__(app)
        self.address = self.widgets.add(TextField((FORM + 160, 200, 340, 46), address, max_length=60,
                                                  placeholder=_("as the host's table shows it")))
        self.code = self.widgets.add(TextField((FORM + 160, 270, 200, 46), code, max_length=CODE_CHARS,
                                               placeholder="ABC234"))
        self.name = self.widgets.add(TextField((FORM + 160, 340, 300, 46), name, max_length=16,
                                               placeholder=_("your name"), on_enter=lambda text: self.join()))
        self.join_button = self.widgets.add(Button(_("Join"), (FORM + 280, 480, 200, 54), self.join, primary=True,
                                                   hotkey=pygame.K_RETURN))
        self.widgets.add(Button(_("Back"), (FORM + 40, 480, 200, 54), self.back))
        self.watch_button = self.widgets.add(Button(_("Watch"), (FORM + 280, 550, 200, 44), self.watch, size=17))
        self.links: list[Any] = list(links)  # game.net.link.Link: the seats being taken (and a spectator's view)
        self.invitation = invitation
        self.status = _("Opening the table…") if self.links else ""
        self.failed = False
        self.tickets: list[Any] = []  # game.net.tickets.SeatTicket: seats this client holds, to go back to
        self.groups: list[list[Any]] = []  # the kept seats by table (table_groups)
        self.shown_groups: list[list[Any]] = []
        self.back_buttons = [self.widgets.add(Button(_("Go back"), (LEFT + 390, TICKETS_TOP + i * TICKET_H, 130, 34),
                                                     partial(self.go_back_line, i), size=15)) for i in range(SHOWN)]
        self.ticket_pages = ListPages(self.widgets, SHOWN, LEFT + 434, TICKETS_TOP - 40)
        self.session: RemoteSession | SharedScreen | None = None  # the seats' session, once every link has one
        self.browser: Any = None  # game.net.lan.Browser: the tables announced on this network
        self.heard: list[Any] = []
        self.heard_buttons = [self.widgets.add(Button("", (LEFT, HEARD_TOP + i * HEARD_H, 440, 38),
                                                      partial(self.pick_heard, i), size=15)) for i in range(HEARD)]
        self.heard_pages = ListPages(self.widgets, HEARD, LEFT + 434, HEARD_TOP - 40)
        if self.links:
            for field in (self.address, self.code, self.name, self.join_button, self.watch_button):
                field.visible = False
        for button in (*self.heard_buttons, *self.back_buttons):
            button.visible = False

    def enter(self) -> None:
        if self.links or self.browser is not None:
            return
        from game.net.lan import Browser  # late: a game on one machine loads no network module
        from game.net.tickets import read_tickets  # late: the same

        self.browser = Browser()
        self.tickets, problem = read_tickets()
        if problem:
            self.app.notify(_("The list of your tables was damaged and is set aside ({reason}).").format(
                reason=problem))
        self.groups = table_groups(self.tickets)

    def leave(self) -> None:
        if self.browser is not None and self.app.stack.top is not self:
            self.browser.close()

    def pick_heard(self, index: int) -> None:
        """A table heard on this network: its address and code are filled in (the name is the player's to type)."""
        if index < len(self.heard):
            table = self.heard[index]
            self.address.text, self.code.text = table.address, table.code
            if self.name.text.strip():
                self.join()
            else:
                self.status, self.failed = _("Type your name, then Join."), False

    def go_back_line(self, index: int) -> None:
        if index < len(self.shown_groups):
            self.go_back(self.shown_groups[index])

    def go_back(self, group: list[Any]) -> None:
        """Takes kept seats at one table back (several: the people who shared this screen, with a spectator's view
        again): at this client's own table, its authority is started again first."""
        if self.links:
            return
        from game.net.link import Link  # late: a game on one machine loads no network module

        ticket = group[0]
        url = ticket.url
        if ticket.hosted:
            from game.ui.hosting import hosting_for  # late: the same

            try:
                url = hosting_for(self.app).url()
            except SpelbordetError as exc:
                self.status, self.failed = str(exc), True
                return
        self.links = [Link(url, t.code, t.name, ticket=t, hosted=t.hosted, keep=True).start()
                      for t in sorted(group, key=lambda t: t.seat)]
        if len(group) > 1:
            self.links.append(Link(url, ticket.code, _("Spectator"), watch=True).start())
        self.status, self.failed = _("Connecting to table {code}…").format(code=ticket.code), False

    def join(self, watch: bool = False) -> None:
        """Takes a seat at the table typed (or, `watch`, looks on without one)."""
        if self.links:
            return
        address, code, name = self.address.text.strip(), self.code.text.strip().upper(), self.name.text.strip()
        if not address or len(code) != CODE_CHARS or not (name or watch):
            self.status, self.failed = _("Type the host's address, the table's six-letter code and your name."), True
            return
        from game.net.link import Link, table_url  # late: a game on one machine loads no network module

        self.links = [Link(table_url(address), code, name or _("Spectator"), keep=not watch, watch=watch).start()]
        self.status, self.failed = _("Connecting to {address}…").format(address=address), False

    def watch(self) -> None:
        """Looks on at the table typed: what every seat may see, and no move."""
        self.join(watch=True)

    def update(self, dt: float) -> None:
        if self.browser is not None:
            form = self.join_button.visible
            self.heard = self.heard_pages.shown(self.browser.tables())
            self.heard_pages.show_arrows(form)
            for i, button in enumerate(self.heard_buttons):
                button.visible = i < len(self.heard) and form
                if button.visible:
                    button.label = heard_label(self.heard[i])
            self.shown_groups = self.ticket_pages.shown(self.groups)
            self.ticket_pages.show_arrows(form)
            for i, button in enumerate(self.back_buttons):
                button.visible = i < len(self.shown_groups) and form
        if not self.links:
            return
        failed = next((link for link in self.links if link.failure), None)
        if failed is not None:
            self.status, self.failed = failed.failure, True
            self.close_links()
            return
        sessions = [link.session for link in self.links]
        if None in sessions:
            return
        if self.session is None:
            self.session = sessions[0] if len(sessions) == 1 else SharedScreen(sessions[:-1], sessions[-1])
        if self.session.take_first():
            self.session.invitation = self.invitation
            self.app.replace(TABLES[self.session.info.key](self.app, self.session.match))

    def close_links(self) -> None:
        for link in self.links:
            link.close_soon()
        self.links, self.session = [], None

    def needs_frames(self) -> bool:
        return bool(self.links)  # a seat is being taken

    def redraw_in(self) -> float | None:
        return HEARD_SECONDS if self.browser is not None else None  # tables come and go on the network

    def back(self) -> None:
        self.close_links()
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.panel(surface, layout.rect(90, 50, 1100, 640))
        theme.draw_text(surface, _("Join a table"), 640, 72, 30, theme.INK, bold=True, anchor="midtop",
                        family="serif")
        for i, line in enumerate(theme.wrap(_("Ask the host for the table's address and code. Each player plays "
                                              "at their own screen and sees only their own side."), 16, 1000)[:2]):
            theme.draw_text(surface, line, 640, 118 + i * 21, 16, theme.INK_SOFT, anchor="midtop")
        if self.join_button.visible:
            for label, y in ((_("Address"), 200), (_("Table code"), 270), (_("Your name"), 340)):
                theme.draw_text(surface, label, FORM + 144, y + 12, 18, theme.INK, anchor="topright")
            theme.draw_text(surface, _("On this network"), LEFT, HEARD_TOP - 34, 18, theme.INK, bold=True)
            theme.draw_text(surface, self.heard_pages.label(), LEFT + 424, HEARD_TOP - 32, 15, theme.INK_SOFT,
                            anchor="topright")
            if not self.heard:
                for i, line in enumerate(theme.wrap(_("No table is announced on this network now. A table hosted "
                                                      "in Spelbordet shows here by itself."), 15, 440)[:3]):
                    theme.draw_text(surface, line, LEFT, HEARD_TOP + 4 + 20 * i, 15, theme.INK_SOFT)
            if self.groups:
                theme.draw_text(surface, _("Your tables"), LEFT, TICKETS_TOP - 34, 18, theme.INK, bold=True)
                theme.draw_text(surface, self.ticket_pages.label(), LEFT + 424, TICKETS_TOP - 32, 15,
                                theme.INK_SOFT, anchor="topright")
                for i, group in enumerate(self.shown_groups):
                    title, detail = ticket_lines(group)
                    y = TICKETS_TOP + i * TICKET_H
                    theme.draw_text(surface, title, LEFT, y - 2, 15, theme.INK, bold=True)
                    theme.draw_text(surface, detail, LEFT, y + 18, 14, theme.INK_SOFT)
        if self.status:
            for i, line in enumerate(theme.wrap(self.status, 16, 480)[:3]):
                theme.draw_text(surface, line, FORM + 260, 400 + i * 20, 16,
                                theme.RED if self.failed else theme.INK_SOFT, anchor="midtop")
        self.widgets.draw(surface)
