"""The window's connection to a networked table: a thread of its own runs the WebSocket, takes a seat (or takes it
back with its token), hands every step to the seat's RemoteSession and sends the seat's moves. A dropped connection
is taken up again by itself, with the token, until the window closes the link; the table shows meanwhile that it
waits. The window never waits on the network: it reads `status` and the session, once a frame."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidURI

from game.engine.errors import SpelbordetError
from game.engine.registry import get_game
from game.i18n import language, words
from game.net.client import INCOMING_LIMIT, frame
from game.net.tickets import SeatTicket, forget_ticket, keep_ticket
from game.session.remote import RemoteSession

_, ngettext = words("spelbordet")

RETRY_SECONDS = 1.0  # between attempts to take a lost connection up again
# The hosts a link may reach (None: any the player types). Tests and the monkey set the loopback only, so that no
# typed text ever sends a lookup or a packet past this computer.
ALLOWED_HOSTS: frozenset[str] | None = None


def table_url(address: str) -> str:
    """The WebSocket URL of a typed address: "annas-laptop", "host:8765" or a whole ws:// or wss:// URL."""
    from game.net.commands import DEFAULT_PORT

    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    host, colon, port = text.rpartition(":")
    if not colon or not port.isdigit() or "]" in port:
        host, port = text, str(DEFAULT_PORT)
    return f"ws://{host}:{port}"


class Link:
    """A seat at the table `code` of the authority at `url`: taken under `name` (the first free seat, or `seat`),
    or taken back with `ticket`."""

    def __init__(self, url: str, code: str, name: str, seat: int | None = None,
                 ticket: SeatTicket | None = None, hosted: bool = False, keep: bool = False,
                 watch: bool = False, lang: str | None = None) -> None:
        """`hosted`: the table is this client's own; `keep`: the seat is kept in the data folder's list, so a
        client started again takes it back (the window's links do; tests' and scripts' need not); `watch`: no
        seat, a spectator's view of the table (what every seat may see); `lang`: the language its steps are worded
        in (default: the one this client speaks now)."""
        self.url, self.code, self.name, self.wanted_seat, self.watch = url, code, name, seat, watch
        self.lang = lang or language()  # read here: the link's own thread does not share the window's context
        self.ticket = None if ticket is None else replace(ticket, url=url)
        self.hosted, self.keep = hosted, keep
        self.session: RemoteSession | None = None
        self.failure = ""  # why the seat could not be taken (the link then stops)
        self.lost_since: float | None = None  # when the connection was lost (it is being taken up again)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue[str] | None = None
        self._closing = threading.Event()
        self._thread = threading.Thread(target=self._main, name="table link", daemon=True)

    def start(self) -> Link:
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: None)  # wakes the loop to see it
        self._thread.join(3)

    def close_soon(self) -> None:
        """Closes the link without waiting for its thread (the window's table is put away)."""
        self._closing.set()

    # --- the window's side ---
    def send(self, kind: str, fields: dict[str, Any]) -> None:
        """Queues a frame for the authority (from the window's thread)."""
        if kind == "speak":
            self.lang = str(fields["lang"])  # a connection taken up again says its hello in it too
        loop, out = self._loop, self._out
        if loop is not None and out is not None and not loop.is_closed():
            loop.call_soon_threadsafe(out.put_nowait, frame(kind, **fields))

    def lost_for(self) -> float | None:
        """Seconds since the connection was lost, while it is being taken up again (None: connected)."""
        return None if self.lost_since is None else time.monotonic() - self.lost_since

    # --- the network's thread ---
    def _main(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        host = urlsplit(self.url).hostname
        if ALLOWED_HOSTS is not None and host not in ALLOWED_HOSTS:
            self.failure = _("{host} is not a host this client may reach here").format(host=host)
            return
        while not self._closing.is_set():
            try:
                async with connect(self.url, max_size=INCOMING_LIMIT, open_timeout=5) as connection:
                    await self._talk(connection)
            except (OSError, TimeoutError, ConnectionClosed, InvalidURI, ValueError) as exc:
                if self.ticket is None and (not self.watch or self.session is None):  # nothing to take back
                    self.failure = self.failure or _("the table cannot be reached: {reason}").format(reason=exc)
                    return
                if self.lost_since is None:
                    self.lost_since = time.monotonic()
                    if self.session is not None:
                        self.session.lost_since = self.lost_since
            except SpelbordetError as exc:
                self.failure = str(exc)
                return
            if self.failure:
                return
            await self._pause(RETRY_SECONDS)

    async def _pause(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not self._closing.is_set():
            await asyncio.sleep(0.05)

    async def _talk(self, connection: ClientConnection) -> None:
        self._out = asyncio.Queue()
        # The steps come worded in this client's language, whatever the authority's.
        await connection.send(frame("hello", name=self.name[:20] or "guest", moves=True, lang=self.lang))
        if self.watch:
            await connection.send(frame("watch", code=self.code))
        elif self.ticket is not None:
            await connection.send(frame("resume", code=self.ticket.code, token=self.ticket.token))
        else:
            await connection.send(frame("join", code=self.code, seat=self.wanted_seat, name=self.name[:20]))
        sender = asyncio.create_task(self._send_all(connection))
        closer = asyncio.create_task(self._close_when_asked(connection))
        try:
            async for raw in connection:
                self._take(json.loads(raw))
                if self.failure:
                    return
        finally:
            sender.cancel()
            closer.cancel()

    async def _send_all(self, connection: ClientConnection) -> None:
        assert self._out is not None
        while True:
            await connection.send(await self._out.get())

    async def _close_when_asked(self, connection: ClientConnection) -> None:
        while not self._closing.is_set():
            await asyncio.sleep(0.1)
        await connection.close()

    def _take(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise ValueError("a frame that is not an object")
        kind = data.get("type")
        if kind == "joined":
            self.lost_since = None
            if self.session is not None:
                self.session.lost_since = None
            seat, token, code = data.get("seat"), data.get("token"), data.get("code")
            if type(seat) is not int or not isinstance(token, str) or not isinstance(code, str):
                raise ValueError("a damaged joined frame")
            game = self.ticket.game if self.ticket is not None else ""
            self.ticket = SeatTicket(self.url, code, seat, token, game, self.name, self.hosted)
        elif kind == "step":
            step = data.get("step")
            if not isinstance(step, dict) or (self.ticket is None and not self.watch):
                raise ValueError("a step before a seat")
            if self.session is None:
                info = get_game(str(step.get("game")))
                self.session = RemoteSession(info, None if self.ticket is None else self.ticket.seat, self.send)
                self.session.on_close = self.close_soon
                if self.ticket is not None:
                    self.ticket = replace(self.ticket, game=info.key)
                    if self.keep:  # a convenience: without it only a restarted client loses the seat
                        with contextlib.suppress(OSError):
                            keep_ticket(self.ticket)
            self.session.receive(step)
        elif kind == "end":
            if self.session is not None and isinstance(data.get("record"), dict):
                self.session.ended(data["record"])
        elif kind == "hint":
            if self.session is not None:
                self.session.hinted(data)
        elif kind == "error":
            message = str(data.get("message", ""))[:300]
            if self.session is not None and data.get("about") == "hint":
                self.session.hint_failed(message)
            elif self.session is not None and data.get("code") in ("illegal", "not_your_turn", "stale", "not_started"):
                self.session.refused(message)
            elif self.ticket is None or data.get("code") in ("bad_token", "no_table"):  # a spectator's too
                self.failure = message or _("the table refused the seat")
                if self.ticket is not None and self.keep:
                    forget_ticket(self.ticket.code, self.ticket.seat)  # the table no longer knows this seat
            elif self.session is not None:
                self.session.refused(message)
