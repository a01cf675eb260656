"""Hosting a table from the window: a seat set to "At another computer" makes this client the table's authority.
The authority runs on threads of its own (game.net.server.ServerThread): the match, its seed, its AI seats and its
file stay here, in the data folder's `hosted/`, while the people at other computers join with the address and
code the table shows. The host plays its own seat through the same network path as every guest (over this
computer's loopback), so each player sees exactly their own side. The network's modules load only when a table
is hosted."""

from __future__ import annotations

import contextlib
import os
import socket
from typing import TYPE_CHECKING, Any

from game.engine.errors import SpelbordetError
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.i18n import words
from game.userdirs import data_dir

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

# Every network this computer is on; SPELBORDET_LISTEN narrows it (tests listen on 127.0.0.1 only).
LISTEN = os.environ.get("SPELBORDET_LISTEN", "0.0.0.0")
REMOTE = "remote"  # the setup's kind of a seat whose player joins from another computer


def local_address() -> str:
    """This computer's address on its network, as another computer there would type it (its name when no
    address but the loopback is known). Looked up, never sent anything."""
    with contextlib.suppress(OSError):
        for family, _kind, _proto, _name, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            ip = str(address[0])
            if family == socket.AF_INET and not ip.startswith("127."):
                return ip
    return socket.gethostname()


class Hosting:
    """The authority of the tables this client hosts, listening until the client closes."""

    def __init__(self) -> None:
        from game.net.authority import TableBook  # late: the network's modules load only when a table is hosted
        from game.net.commands import DEFAULT_PORT  # late: as above
        from game.net.server import ServerThread  # late: as above

        self.book = TableBook(data_dir() / "hosted")
        try:
            self.thread = ServerThread(self.book, LISTEN, DEFAULT_PORT)
            self.port = self.thread.start()
        except SpelbordetError:  # the usual port is taken (another client hosts): any free one will do
            self.thread = ServerThread(self.book, LISTEN, 0)
            self.port = self.thread.start()
        self.announcer = self._announce()

    def _announce(self) -> Any:
        """Announces the tables still waiting for players on the local network (game.net.lan), when this computer
        has an address there; None when it has none."""
        from game.net.lan import Announcer  # late: as above

        try:
            return Announcer(self.waiting_tables, self.host(), self.port).start()
        except ValueError:  # no address but a name: the table is joined by its address and code only
            return None

    def waiting_tables(self) -> list[Any]:
        """The tables with seats still free before their first move, as the local network hears of them."""
        from game.net.lan import HeardTable  # late: as above

        host = socket.gethostname()[:40] or "Spelbordet"
        waiting = []
        for table in list(self.book.tables.values()):
            with table.lock:
                free = len(table.free_seats())
                if free and not table.match.actions:
                    waiting.append(HeardTable(table.match.info.key, table.code, host, "", free))
        return waiting

    def open_table(self, info: GameInfo, options: dict[str, Any], seats: list[Seat], remote: set[int]) -> str:
        """A new table of `info` with `seats` (those in `remote`, and the host's own, are people's); its code."""
        from game.net.frames import Create, SeatPlan  # late: as above

        plans = tuple(SeatPlan("remote" if i in remote or seat.is_human else seat.kind, seat.level, seat.name)
                      for i, seat in enumerate(seats))
        return self.book.create(Create(info.key, options, plans)).code

    def url(self) -> str:
        """Where this client's own seats reach its authority: over this computer's loopback."""
        return f"ws://127.0.0.1:{self.port}"

    def holds(self, code: str) -> bool:
        return code in self.book.tables

    def lend(self, code: str, seat: int, level: str = "normal") -> None:
        """An AI level plays an away player's seat until they come back (then it is theirs again by itself)."""
        self.thread.lend(code, seat, level)

    @staticmethod
    def host() -> str:
        """This computer as others reach it: the address it listens on, or its address on its network."""
        return local_address() if LISTEN in ("0.0.0.0", "") else LISTEN

    def address(self) -> str:
        """What another computer types to reach this one (the port only when it is not the usual one)."""
        from game.net.commands import DEFAULT_PORT  # late: as above

        return self.host() if self.port == DEFAULT_PORT else f"{self.host()}:{self.port}"

    def stop(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
        self.thread.stop()


def hosting_for(app: App) -> Hosting:
    """The authority of this client's hosted tables, started now if it was not (its tables' files reopened)."""
    if app.hosting is None:
        app.hosting = Hosting()
    hosting: Hosting = app.hosting
    return hosting


def host_table(app: App, info: GameInfo, options: dict[str, Any], seats: list[Seat], remote: set[int]) -> None:
    """Hosts a table of `info` and takes the seats of the people at this screen at it (with several of them, a
    spectator's view as well, for what they may all see while the screen changes hands)."""
    hosting = hosting_for(app)
    code = hosting.open_table(info, options, seats, remote)
    mine = [i for i, seat in enumerate(seats) if seat.is_human and i not in remote]
    from game.net.link import Link  # late: as above

    links = [Link(hosting.url(), code, seats[i].name, seat=i, hosted=True, keep=True).start() for i in mine]
    if len(links) > 1:
        links.append(Link(hosting.url(), code, _("Spectator"), watch=True).start())
    app.switch_to("join", links=links, invitation=hosting.address())
