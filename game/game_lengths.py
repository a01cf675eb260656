"""How long a game usually takes, for its setup screen: the figures tools/game_lengths.py measured
(rules_data/game_lengths.yaml), said in the client's language. The file is read with care; a damaged one or a game
missing from it leaves the line out and says why once in the log, it never stops a game from being set up."""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

import yaml

from game.engine.reading import read_limited
from game.i18n import number, words
from game.paths import rules_data_dir

_, ngettext = words("spelbordet")

MAX_BYTES = 64 * 1024


@cache
def lengths() -> dict[str, tuple[int, int]]:
    """(players, minutes) by game key; empty when the file cannot be read."""
    path = rules_data_dir() / "game_lengths.yaml"
    try:
        data: Any = yaml.safe_load(read_limited(path, MAX_BYTES).decode("utf-8"))
        found = {key: (int(entry["players"]), int(entry["minutes"])) for key, entry in data.items()
                 if isinstance(entry.get("players"), int) and isinstance(entry.get("minutes"), int)}
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError, KeyError, TypeError) as exc:
        logging.getLogger(__name__).warning("%s cannot be read, setup says no game lengths: %s", path, exc)
        return {}
    return {key: value for key, value in found.items() if value[0] > 0 and value[1] > 0}


def duration(minutes: int) -> str:
    """A game's time in words: "about 25 minutes", "about 1½ hours"."""
    if minutes < 90:
        return ngettext("about {n} minute", "about {n} minutes", minutes).format(n=number(minutes))
    halves = round(minutes / 30)
    hours = f"{halves // 2}½" if halves % 2 else number(halves // 2)
    return ngettext("about {n} hour", "about {n} hours", halves // 2 if halves % 2 == 0 else 2).format(n=hours)


def usual_length(key: str) -> str:
    """The setup screen's line: how long a game of `key` usually takes, at which table; "" when not known."""
    if key not in lengths():
        return ""
    players, minutes = lengths()[key]
    return ngettext("a game for {players} player usually takes {time}",
                    "a game for {players} players usually takes {time}", players).format(
        players=players, time=duration(minutes))
