"""Player profiles: a person's name, chosen again from a list, renamable and deletable; each AI level
and the random player are players of their own. Kept in players.json beside the database, so a
damaged database never takes the profiles with it."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.saves import LATEST_TIME, set_aside, write_json_atomic
from game.engine.seats import LEVELS, Seat
from game.i18n import words
from game.records.archive import COMPUTER

_, ngettext = words("spelbordet")

FORMAT = "spelbordet-players"
VERSION = 1
MAX_NAME = 16


@dataclass(frozen=True)
class Profile:
    id: str
    name: str

    @property
    def is_person(self) -> bool:
        return self.id.startswith("p-")


# The bots are fixed players: one per level, the random player, and the computer of the games of pure luck
# (where every level plays alike, so it is one player).
BOT_PROFILES = [Profile(f"ai-{level}", f"AI ({level})") for level in LEVELS] + [Profile("random", "Random"),
                                                                                  Profile(COMPUTER, "Computer")]


def shown_name(player: str, name: str) -> str:
    """A player's name on screen: a person's as typed, a computer player's in the client's language; an AI seat
    by its name at the table and its level ("Bjørn · AI (hard)")."""
    if player.startswith("p-"):
        return name
    level, named, seat_name = player.partition(":")
    if named:
        kind = next((b.name for b in BOT_PROFILES if b.id == level), level)
        return f"{seat_name} · {_(kind)}"
    return _(name)


def bot_player(seat: Seat, choices: bool = True) -> str | None:
    """The player id of a seat a bot plays (None: a person's seat): each AI by its level and its name at the
    table ("ai-hard:Bjørn"), so the statistics keep the names played against; in a game without choices,
    where every level plays alike, the one computer."""
    if seat.kind not in ("ai", "random"):
        return None
    if not choices:
        return COMPUTER
    return f"{'ai-' + seat.level if seat.kind == 'ai' else 'random'}:{seat.name}"


def is_bot(player: str) -> bool:
    """Whether a player id is a computer player's (an AI level, an AI seat by name, the random player)."""
    return _BOT_ID.fullmatch(player) is not None


PLAYERS_LIMITS = JsonLimits(max_bytes=2 * 1024 * 1024, max_depth=4, max_string=200, max_list=20_000,
                            max_keys=20_000)
_PERSON_ID = re.compile(r"p-[0-9a-z]{1,32}")
_BOT_ID = re.compile(r"(ai-(easy|normal|hard)|random)(:.{1,40})?|computer", re.DOTALL)


def _player_id(value: Any) -> str:
    if not isinstance(value, str) or not (_PERSON_ID.fullmatch(value) or _BOT_ID.fullmatch(value)):
        raise ValueError(f"bad player id {value!r:.40}")
    return value


def _profile(value: Any) -> Profile:
    pid, name = _player_id(value["id"]), value["name"]
    if not _PERSON_ID.fullmatch(pid) or not isinstance(name, str) or not 0 < len(name) <= MAX_NAME * 2 or \
            not name.isprintable():
        raise ValueError(f"bad player {pid}")
    return Profile(pid, name)


def _when(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= LATEST_TIME:
        raise ValueError(f"bad time {value!r:.40}")
    return float(value)


def _reason(exc: Exception, name: str) -> str:
    """What is wrong with players.json, in words (a SaveError already says it, after the file's name)."""
    if isinstance(exc, SaveError):
        return str(exc).removeprefix(f"{name}: ")
    return _("is damaged")


class Profiles:
    """players.json: the people, and when each player's statistics (or all of them) were last reset."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.people: list[Profile] = []
        self.resets: dict[str, float] = {}  # player id -> reset time: games finished before it no longer count
        self.reset_all = 0.0
        self.problem: str | None = None  # a damaged players.json, set aside, in words
        self._load()

    def _load(self) -> None:
        if not self.path.exists() and not self.path.is_symlink():
            return
        try:
            data = read_json(self.path, PLAYERS_LIMITS)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise SaveError(_("is not a Spelbordet players file"))
            if data.get("version") != VERSION:
                raise SaveError(_("has an unknown format version {version}").format(
                    version=repr(data.get("version"))[:20]))
            people = [_profile(p) for p in data["players"]]
            resets = {_player_id(k): _when(v) for k, v in data.get("resets", {}).items()}
            reset_all = _when(data.get("reset_all", 0.0))
        except (SaveError, KeyError, TypeError, ValueError, AttributeError) as exc:
            try:
                moved = set_aside(self.path).name
            except OSError:
                moved = self.path.name  # not even that could be done: the file stays, and is not read
            self.problem = _("{file} {reason}; it was moved aside as {moved} and the players are rebuilt from the "
                             "game records").format(file=self.path.name, moved=moved,
                                                    reason=_reason(exc, self.path.name))
            return
        self.people, self.resets, self.reset_all = people, resets, reset_all

    def save(self) -> None:
        write_json_atomic(self.path, {
            "format": FORMAT, "version": VERSION,
            "players": [{"id": p.id, "name": p.name} for p in self.people],
            "resets": self.resets, "reset_all": self.reset_all,
        })

    # --- looking up ---
    def everyone(self) -> list[Profile]:
        return sorted(self.people, key=lambda p: p.name.casefold()) + BOT_PROFILES

    def by_id(self, pid: str) -> Profile | None:
        return next((p for p in self.everyone() if p.id == pid), None)

    def by_name(self, name: str) -> Profile | None:
        key = name.strip().casefold()
        return next((p for p in self.people if p.name.casefold() == key), None)

    def name_of(self, pid: str, fallback: str) -> str:
        profile = self.by_id(pid)
        return profile.name if profile else fallback

    def counts_since(self, pid: str) -> float:
        """Games of this player finished at or before this time are left out of the figures."""
        return max(self.reset_all, self.resets.get(pid, 0.0))

    # --- changing ---
    def check_name(self, name: str, keep: str | None = None) -> str:
        name = name.strip()
        if not name:
            raise ValueError(_("A player needs a name."))
        if len(name) > MAX_NAME:
            raise ValueError(_("A name has at most {n} letters.").format(n=MAX_NAME))
        other = self.by_name(name)
        if other is not None and other.id != keep:
            raise ValueError(_("There is already a player called {name}.").format(name=other.name))
        if any(name.casefold() == b.name.casefold() for b in BOT_PROFILES):
            raise ValueError(_("{name} is the name of a computer player.").format(name=name))
        return name

    def ensure(self, name: str, pid: str | None = None) -> Profile:
        """The person with this name, created when new (a name typed at setup becomes a profile)."""
        found = self.by_name(name)
        if found is not None:
            return found
        if pid is not None and self.by_id(pid) is not None:
            pid = None  # that id now belongs to someone else
        profile = Profile(pid or f"p-{secrets.token_hex(4)}", self.check_name(name))
        self.people.append(profile)
        self.save()
        return profile

    def rename(self, pid: str, name: str) -> Profile:
        old = self.by_id(pid)
        if old is None or not old.is_person:
            raise ValueError("Only a person's name can be changed.")
        new = Profile(pid, self.check_name(name, keep=pid))
        self.people = [new if p.id == pid else p for p in self.people]
        self.save()
        return new

    def delete(self, pid: str) -> None:
        self.people = [p for p in self.people if p.id != pid]
        self.resets.pop(pid, None)
        self.save()

    def mark_reset(self, pid: str | None, when: float) -> None:
        if pid is None:
            self.reset_all, self.resets = when, {}
        else:
            self.resets[pid] = when
        self.save()

    def player_for(self, seat: Seat, choices: bool = True) -> str:
        """The player id of a seat: its bot (the computer, in a game without choices), or the person of that
        name (created when new)."""
        bot = bot_player(seat, choices)
        return bot if bot is not None else self.ensure(seat.name).id


def players_of(document: dict[str, Any]) -> list[str] | None:
    block = document.get("record")
    players = block.get("players") if isinstance(block, dict) else None
    return players if isinstance(players, list) and all(isinstance(p, str) for p in players) else None
