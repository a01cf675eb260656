"""Tables on the local network, found without typing an address: a hosting client announces each of its tables that
still has a free seat over mDNS/DNS-SD (the `zeroconf` package: service `_spelbordet._tcp.local.`, with the game,
the host's name, the table's code, its free seats and the protocol's version), and the Join screen lists what it
hears. An announcement is only a hint: what a browser lists is checked (a known game, a code of the right form, an
address and a port) and the seat is still taken through the table's authority like any other.

Both sides do their network work on threads of their own, never on the window's."""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from game.engine.errors import SpelbordetError
from game.engine.registry import all_games
from game.net.frames import CODE, PROTOCOL

log = logging.getLogger(__name__)

SERVICE = "_spelbordet._tcp.local."
POLL_SECONDS = 1.0  # how often the announcer looks at its tables' free seats
LOOKUP_MS = 1500  # how long a browser waits for a table's details once it has heard its name
# The interfaces to announce and listen on (None: every one). Tests and the monkey keep to the loopback.
INTERFACES: list[str] | None = None


@dataclass(frozen=True)
class HeardTable:
    """A table announced on the local network, as the Join screen lists it."""

    game: str
    code: str
    host: str  # the hosting computer's name, as it announces it
    address: str  # what a guest types: the announced address and port, "<address>:8765"
    free: int  # seats still free


def _zeroconf() -> Zeroconf:
    return Zeroconf(interfaces=INTERFACES if INTERFACES is not None else InterfaceChoice.All,
                    ip_version=IPVersion.V4Only)


def heard(info: ServiceInfo) -> HeardTable | None:
    """What an announcement says, when it is a Spelbordet table's; None for anything else or anything damaged."""
    props = {key.decode("utf-8", "replace"): (value or b"").decode("utf-8", "replace")
             for key, value in (info.properties or {}).items() if isinstance(key, bytes)}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    code, game, host, free = props.get("code", ""), props.get("game", ""), props.get("host", ""), props.get("free", "")
    if props.get("v") != str(PROTOCOL) or not CODE.match(code) or game not in all_games() or not addresses or \
            not info.port or not free.isdigit() or not 0 < int(free) <= 12 or not (0 < len(host) <= 40) or \
            not host.isprintable():
        return None
    return HeardTable(game, code, host, f"{addresses[0]}:{info.port}", int(free))


def table_service(table: HeardTable, ip: str, port: int) -> ServiceInfo:
    return ServiceInfo(SERVICE, f"{table.game} {table.code}.{SERVICE}", addresses=[socket.inet_aton(ip)], port=port,
                       properties={"v": str(PROTOCOL), "game": table.game, "code": table.code, "host": table.host,
                                   "free": str(table.free)},
                       server=f"spelbordet-{table.code.lower()}.local.")


class Announcer:
    """Announces the tables `tables()` names (each with its free seats) at `ip`:`port`, and withdraws each one once
    it has none, until closed. `tables` is asked on the announcer's own thread, once a second."""

    def __init__(self, tables: Callable[[], list[HeardTable]], ip: str, port: int) -> None:
        ipaddress.IPv4Address(ip)  # ValueError for anything but an IPv4 address
        self.tables, self.ip, self.port = tables, ip, port
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table announcer", daemon=True)
        self.announced: dict[str, ServiceInfo] = {}  # code -> what is announced now

    def start(self) -> Announcer:
        self._thread.start()
        return self

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def _run(self) -> None:
        try:
            zc = _zeroconf()
        except OSError as exc:  # no network to announce on: the address and code still work
            log.info("tables are not announced on the local network: %s", exc)
            return
        try:
            while not self._stop.is_set():
                with contextlib.suppress(SpelbordetError, OSError):
                    self._announce(zc, {t.code: t for t in self.tables()})
                self._stop.wait(POLL_SECONDS)
        finally:
            for info in self.announced.values():
                with contextlib.suppress(Exception):
                    zc.unregister_service(info)
            zc.close()

    def _announce(self, zc: Zeroconf, wanted: dict[str, HeardTable]) -> None:
        for code in [c for c in self.announced if c not in wanted]:
            zc.unregister_service(self.announced.pop(code))
        for code, table in wanted.items():
            info = table_service(table, self.ip, self.port)
            old = self.announced.get(code)
            if old is None:
                zc.register_service(info)
            elif old.properties != info.properties:
                zc.update_service(info)
            else:
                continue
            self.announced[code] = info


class Browser:
    """Listens for tables announced on the local network until closed; `tables()` is what it has heard."""

    def __init__(self) -> None:
        self._found: dict[str, HeardTable] = {}
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        threading.Thread(target=self._start, name="table browser", daemon=True).start()

    def _start(self) -> None:
        try:
            self._zc = _zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, _Listener(self))
        except OSError as exc:
            log.info("no tables are looked for on the local network: %s", exc)

    def tables(self) -> list[HeardTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host, t.game, t.code))

    def _heard(self, name: str, table: HeardTable | None) -> None:
        with self._lock:
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table

    def close(self) -> None:
        def stop() -> None:
            if self._browser is not None:
                self._browser.cancel()
            if self._zc is not None:
                self._zc.close()

        threading.Thread(target=stop, name="table browser closing", daemon=True).start()


class _Listener(ServiceListener):
    def __init__(self, browser: Browser) -> None:
        self.browser = browser

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, LOOKUP_MS)
        self.browser._heard(name, heard(info) if info is not None else None)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.add_service(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._heard(name, None)
