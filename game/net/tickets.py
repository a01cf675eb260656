"""The seats this client holds at networked tables, kept in the data folder (`tables.json`), so that a closed or
crashed client takes its seat back: the table's address and code, the seat and its secret token. A seat is forgotten
when its game ends or the table no longer knows it. A damaged file is set aside and the list starts empty."""

from __future__ import annotations

import contextlib
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.saves import set_aside, write_json_atomic
from game.userdirs import data_dir

FORMAT = "spelbordet-seats"
LIMITS = JsonLimits(max_bytes=256 * 1024, max_depth=6, max_string=300, max_list=200, max_keys=20)
MOST = 50  # seats kept; the oldest go first
# The list is read, changed and written whole; the links of several seats at one screen change it from their own
# threads, so one change at a time (else one seat's ticket could overwrite another's).
_CHANGING = threading.Lock()


@dataclass(frozen=True)
class SeatTicket:
    """What gives a seat back: the table's address and code, the seat and its secret token; the game and the name
    it is played under (for the list), whether this client hosts the table, and when it was last played."""

    url: str
    code: str
    seat: int
    token: str
    game: str
    name: str
    hosted: bool = False
    played_at: float = 0.0

    @staticmethod
    def from_json(value: Any) -> SeatTicket:
        if not isinstance(value, dict):
            raise SaveError("a seat is not an object")
        texts = [value.get(key) for key in ("url", "code", "token", "game", "name")]
        seat, hosted, played_at = value.get("seat"), value.get("hosted", False), value.get("played_at", 0.0)
        if not all(isinstance(text, str) for text in texts) or type(seat) is not int or \
                not isinstance(hosted, bool) or not isinstance(played_at, (int, float)):
            raise SaveError("a seat with a field of the wrong type")
        url, code, token, game, name = texts
        return SeatTicket(str(url), str(code), seat, str(token), str(game), str(name), hosted, float(played_at))


def tickets_path() -> Path:
    return data_dir() / "tables.json"


def read_tickets(path: Path | None = None) -> tuple[list[SeatTicket], str | None]:
    """The seats kept, newest first, and a message when the file was damaged (it is then set aside)."""
    path = path or tickets_path()
    if not path.exists():
        return [], None
    try:
        data = read_json(path, LIMITS)
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("seats"), list):
            raise SaveError(f"{path.name}: not a list of seats")
        tickets = [SeatTicket.from_json(item) for item in data["seats"]]
    except SaveError as exc:
        with contextlib.suppress(OSError):
            set_aside(path)
        return [], str(exc)
    return sorted(tickets, key=lambda t: -t.played_at), None


def _write(tickets: list[SeatTicket], path: Path) -> None:
    write_json_atomic(path, {"format": FORMAT, "seats": [asdict(t) for t in tickets[:MOST]]})


def keep_ticket(ticket: SeatTicket, path: Path | None = None) -> None:
    """Keeps a seat (in place of an older ticket for the same table and seat); OSError when it cannot be written."""
    path = path or tickets_path()
    with _CHANGING:
        tickets, _problem = read_tickets(path)
        kept = [t for t in tickets if (t.url, t.code, t.seat) != (ticket.url, ticket.code, ticket.seat)]
        _write([SeatTicket(**{**asdict(ticket), "played_at": time.time()}), *kept], path)


def forget_ticket(code: str, seat: int, path: Path | None = None) -> None:
    """Forgets the seats at table `code` with that number (its game ended, or the table is gone)."""
    path = path or tickets_path()
    with _CHANGING:
        tickets, _problem = read_tickets(path)
        kept = [t for t in tickets if (t.code, t.seat) != (code, seat)]
        if len(kept) != len(tickets):
            with contextlib.suppress(OSError):
                _write(kept, path)
