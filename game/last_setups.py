"""What setup remembers of each game: the seats (names and who plays them) and the options of the last game
started, so that the next setup of that game starts from them. Kept as JSON beside the settings, read with
care like every file: a damaged file is set aside and setup starts from the defaults."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.saves import set_aside, write_json_atomic
from game.engine.seats import Seat
from game.i18n import words
from game.userdirs import config_dir

_, ngettext = words("spelbordet")

FORMAT = "spelbordet-setups"
LIMITS = JsonLimits(max_bytes=256 * 1024, max_depth=5, max_string=200, max_list=16, max_keys=64)


def setups_path() -> Path:
    return config_dir() / "setups.json"


def _read(path: Path) -> tuple[dict[str, Any], str | None]:
    """The remembered setups by game key, and a message when the file was damaged (it is then set aside)."""
    if not path.exists() and not path.is_symlink():
        return {}, None
    try:
        data = read_json(path, LIMITS)
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
            raise SaveError(_("{file}: is not a Spelbordet setups file").format(file=path.name))
        return data["games"], None
    except SaveError as exc:
        reason = str(exc)
    with contextlib.suppress(OSError):
        set_aside(path)
    return {}, _("The last setups could not be read ({reason}); setup starts from the defaults.").format(
        reason=reason)


def recall(key: str, path: Path | None = None) -> tuple[list[Seat], dict[str, Any], str | None]:
    """The seats and options last started for a game (empty when none, or when they cannot be used), and a
    message when the file was damaged. A seat that is not one a save could hold is dropped with the rest."""
    games, problem = _read(path or setups_path())
    entry = games.get(key)
    if not isinstance(entry, dict):
        return [], {}, problem
    try:
        seats = [remote_seat(seat) or Seat.from_json(seat) for seat in entry.get("seats", [])]
    except SaveError:
        seats = []
    options = entry.get("options")
    return seats, options if isinstance(options, dict) else {}, problem


def remote_seat(value: Any) -> Seat | None:
    """A seat kept for a person at another computer (a hosted table's), which no save holds; None for any other."""
    if isinstance(value, dict) and value.get("kind") == "remote":
        name = Seat.from_json({**value, "kind": "human"}).name
        return Seat(name, "remote")
    return None


def remember(key: str, seats: list[Seat], options: dict[str, Any], path: Path | None = None) -> None:
    """Keeps a game's seats and options for its next setup (an OSError when the file cannot be written)."""
    path = path or setups_path()
    games, _problem = _read(path)
    games[key] = {"seats": [seat.to_json() for seat in seats], "options": options}
    write_json_atomic(path, {"format": FORMAT, "games": games})
