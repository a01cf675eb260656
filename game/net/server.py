"""The authority's WebSocket side: it answers guests' frames, runs each table's work off its event loop, and sends
every connected seat its own step after each move (with that move's events as the seat may see them). A guest that
stops reading cannot stall a table: its queue of frames is bounded, and a guest whose queue is full is dropped (it
comes back with its token and a full step).

`python -m game serve` runs one (headless: nothing here imports pygame); a hosting client runs one in a thread."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine.errors import SpelbordetError
from game.i18n import words
from game.net.authority import Delivery, Table, TableBook
from game.net.frames import (
    MAX_FRAME,
    Create,
    FrameError,
    Hello,
    Hint,
    Join,
    Move,
    Resume,
    Speak,
    ViewTexts,
    Watch,
    encode,
    error_frame,
    parse_frame,
    step_frame,
)

_, ngettext = words("spelbordet")

log = logging.getLogger(__name__)

QUEUE_LIMIT = 256  # frames waiting for one guest; a guest this far behind has stopped reading and is dropped
# A guest that stops reading also stops answering the keep-alive pings: it is dropped after PING_SECONDS more.
PING_SECONDS = 20.0
WIRE_LIMIT = 4 * MAX_FRAME  # a message past MAX_FRAME is answered with an error; past this the connection closes
SERVER_NAME = "spelbordet"


@dataclass(eq=False)
class Guest:
    """One connection: the table and seat it holds (seat None: a spectator), and what it was sent."""

    connection: ServerConnection
    queue: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))
    table: Table | None = None
    seat: int | None = None
    log_sent: int = 0
    played_sent: int | None = None  # the moves told so far, for a guest that asks for them (a window's table)
    name: str = ""
    wants_moves: bool = False
    lang: str | None = None  # its steps' language (None: the authority's own)
    dropped: bool = False
    hinted: int = -1  # the last position it asked a hint for: one a position, so hints cannot flood the table

    def push(self, frame: str) -> None:
        if self.dropped:
            return
        try:
            self.queue.put_nowait(frame)
        except asyncio.QueueFull:
            self.dropped = True
            log.info("dropping a guest that does not read (%s frames waiting)", QUEUE_LIMIT)
            asyncio.ensure_future(self.connection.close(1008, "too slow: frames were not read"))


class Authority:
    """The tables of one server or hosting client, and the guests connected to each."""

    def __init__(self, book: TableBook) -> None:
        self.book = book
        self.guests: dict[str, set[Guest]] = {}  # table code -> its connected guests

    async def handle(self, connection: ServerConnection) -> None:
        guest = Guest(connection)
        sender = asyncio.create_task(self._send(guest))
        try:
            async for raw in connection:
                try:
                    await self.answer(guest, parse_frame(raw))
                except FrameError as exc:
                    guest.push(error_frame(exc))
                except SpelbordetError as exc:  # the table could not go on (an AI seat failed …): said, not fatal
                    guest.push(error_frame(FrameError("table", str(exc))))
                except Exception as exc:  # noqa: BLE001 - one guest's frame never brings the authority down
                    log.exception("a frame could not be answered")
                    guest.push(error_frame(FrameError("internal", f"{type(exc).__name__}: {exc}")))
        except ConnectionClosed:
            pass
        finally:
            if guest.table is not None:
                self.guests.get(guest.table.code, set()).discard(guest)
                if guest.seat is not None:  # the others' tables say that this seat's player is away
                    self.tell_all(guest.table, [])
            sender.cancel()

    @staticmethod
    async def _send(guest: Guest) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await guest.connection.send(await guest.queue.get())

    async def answer(self, guest: Guest, frame: Any) -> None:
        if isinstance(frame, Hello):
            guest.name, guest.wants_moves, guest.lang = frame.name, frame.moves, frame.lang
            guest.push(encode("welcome", server=SERVER_NAME))
        elif isinstance(frame, Speak):
            guest.lang = frame.lang
            if guest.table is not None:  # everything it was told, said again in its language
                guest.log_sent = 0
                if guest.played_sent is not None:
                    guest.played_sent = 0
                self.tell(guest, [], again=True)
        elif isinstance(frame, Create):
            table = self.book.create(frame)
            guest.push(encode("created", code=table.code, free=table.free_seats()))
        elif isinstance(frame, Join):
            table = self.book.get(frame.code)
            seat, token = await asyncio.to_thread(table.take, frame.seat, frame.name)
            self.attach(guest, table, seat)
            guest.push(encode("joined", code=table.code, seat=seat, token=token))
            self.tell_all(table, [])
            await self.run(table)
        elif isinstance(frame, Resume):
            table = self.book.get(frame.code)
            seat = table.seat_of(frame.token)
            self.attach(guest, table, seat)
            guest.push(encode("joined", code=table.code, seat=seat, token=frame.token))
            await asyncio.to_thread(table.give_back, seat)  # an AI played it meanwhile: it is theirs again
            self.tell_all(table, [])  # the others' tables no longer wait for this seat's player
            await self.run(table)
        elif isinstance(frame, Watch):
            self.attach(guest, self.book.get(frame.code), None)
            self.tell(guest, [])
        elif isinstance(frame, Hint):
            try:
                held, mine = guest.table, guest.seat
                if held is None or mine is None:
                    raise FrameError("no_seat", _("take a seat before asking for a hint"))
                if frame.seq <= guest.hinted:
                    raise FrameError("asked", _("a hint for this position was asked already"))
                guest.hinted = frame.seq
                advice, seq = await asyncio.to_thread(held.advise, mine, frame.seq, guest.lang)
            except FrameError as exc:
                guest.push(error_frame(exc, about="hint"))  # the hint's own failure, not a refused move
            except Exception as exc:  # noqa: BLE001 - a failing adviser costs the hint, never the table
                guest.push(error_frame(FrameError("hint", f"{type(exc).__name__}: {exc}"), about="hint"))
            else:
                guest.push(encode("hint", seq=seq, action=advice.action.to_json(), reason=advice.reason,
                                  points_at=list(advice.points_at)))
        elif isinstance(frame, Move):
            held, mine = guest.table, guest.seat
            if held is None or mine is None:
                raise FrameError("no_seat", _("take a seat before making a move"))
            delivery = await asyncio.to_thread(held.play, mine, frame)
            self.tell_all(held, [delivery])
            await self.run(held)

    async def lend(self, code: str, seat: int, level: str) -> None:
        """An AI level plays an away player's seat (the hosting client's choice), until they come back."""
        table = self.book.get(code)
        await asyncio.to_thread(table.lend, seat, level)
        self.tell_all(table, [])
        await self.run(table)

    def attach(self, guest: Guest, table: Table, seat: int | None) -> None:
        if guest.table is not None:
            self.guests.get(guest.table.code, set()).discard(guest)
        guest.table, guest.seat, guest.log_sent = table, seat, 0
        guest.played_sent = 0 if guest.wants_moves else None
        self.guests.setdefault(table.code, set()).add(guest)

    async def run(self, table: Table) -> None:
        """The table's own moves, each told to every guest as it is made (the AI thinks off the event loop)."""
        while (delivery := await asyncio.to_thread(table.advance)) is not None:
            self.tell_all(table, [delivery])

    def tell_all(self, table: Table, deliveries: list[Delivery]) -> None:
        guests = self.guests.get(table.code, set())
        views = ViewTexts()  # the seats that see the same view share its encoding
        for guest in list(guests):
            self.tell(guest, deliveries, views)
            if guest.dropped:
                guests.discard(guest)  # it stopped reading: it is told no more (its token brings it back)

    def tell(self, guest: Guest, deliveries: list[Delivery], views: ViewTexts | None = None,
             again: bool = False) -> None:
        """Sends the guest its step (`again`: the whole game so far, said again in the guest's language now)."""
        table = guest.table
        assert table is not None
        step = table.step(guest.seat, guest.log_sent, guest.played_sent, guest.lang)
        if again:
            step["again"] = True
        # The people's seats whose players are connected now (a table shows who it waits for).
        step["present"] = sorted({g.seat for g in self.guests.get(table.code, set())
                                  if g.seat is not None and not g.dropped})
        guest.log_sent = step["log_from"] + len(step["log"])
        if guest.played_sent is not None:
            guest.played_sent = step["played_from"] + len(step["played"])
        moves = [{"actor": d.played.actor, "events": [e.to_json() for e in d.played.events_for(guest.seat)]}
                 for d in deliveries]
        guest.push(step_frame(step, moves, views or ViewTexts()))
        record = table.record()
        if record is not None:
            guest.push(encode("end", record=record))


@contextlib.asynccontextmanager
async def running(book: TableBook, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None,
                  ping: float = PING_SECONDS) -> AsyncIterator[tuple[Server, int, Authority]]:
    """A server for `book` on host:port (port 0: any free one); yields the server, its port and its authority."""
    authority = Authority(book)
    async with serve(authority.handle, host, port, max_size=WIRE_LIMIT, max_queue=16, ssl=tls,
                     server_header=None, ping_interval=ping, ping_timeout=ping) as server:
        bound = next(iter(server.sockets)).getsockname()[1]
        yield server, bound, authority


class ServerThread:
    """A server on its own thread and event loop (a hosting client, and tests): start() returns once it listens."""

    def __init__(self, book: TableBook, host: str = "127.0.0.1", port: int = 0, ping: float = PING_SECONDS) -> None:
        self.book, self.host, self.port, self.ping = book, host, port, ping
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._main, name="authority", daemon=True)
        self.authority: Authority | None = None

    def start(self) -> int:
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise SpelbordetError(_("the table cannot be hosted: {reason}").format(reason=self._error))
        return self.port

    def _main(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            async with running(self.book, self.host, self.port, ping=self.ping) as (_server, port, authority):
                self.port, self.authority = port, authority
                self._ready.set()
                await self._stop.wait()
        except OSError as exc:
            self._error = exc
            self._ready.set()

    def lend(self, code: str, seat: int, level: str) -> None:
        """Authority.lend, from another thread (the hosting window's): it runs on the server's loop."""
        if self._loop is not None and self.authority is not None:
            asyncio.run_coroutine_threadsafe(self.authority.lend(code, seat, level), self._loop)

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)


def serve_forever(host: str, port: int, folder: Path, tls: ssl.SSLContext | None = None) -> None:
    """`python -m game serve`: the tables of `folder`, reopened, and new ones, until interrupted."""
    async def main() -> None:
        book = TableBook(folder)
        async with running(book, host, port, tls) as (server, bound, _authority):
            scheme = "wss" if tls else "ws"
            print(_("Serving {n} tables at {scheme}://{host}:{port} (data in {folder})").format(
                n=len(book.tables), scheme=scheme, host=host, port=bound, folder=folder), flush=True)
            await server.serve_forever()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(main())
