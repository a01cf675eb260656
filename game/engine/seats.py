"""Who sits at the table: a name, and whether a person or a bot plays the seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import SaveError
from game.i18n import words

_, ngettext = words("spelbordet")

LEVELS = ("easy", "normal", "hard")
KINDS = ("human", "ai", "random")
MAX_NAME_CHARS = 40  # the setup screen takes 16; a save may hold at most this many


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human", "ai" or "random"
    level: str = "normal"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def label(self, choices: bool = True) -> str:
        """Who plays the seat, in words; in a game without choices every bot is the computer."""
        if not choices and self.kind != "human":
            return _("Computer")
        if self.kind == "ai":
            return {"easy": _("AI (easy)"), "normal": _("AI (normal)"), "hard": _("AI (hard)")}.get(
                self.level, f"AI ({self.level})")
        return _("Random") if self.kind == "random" else _("Human")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(value: Any) -> Seat:
        if not isinstance(value, dict):
            raise SaveError(_("a seat is not a mapping"))
        name, kind, level = value.get("name"), value.get("kind"), value.get("level", "normal")
        if not isinstance(name, str) or not name.strip():
            raise SaveError(_("a seat has no name"))
        if len(name) > MAX_NAME_CHARS or not name.isprintable():
            raise SaveError(_("a seat's name is longer than {n} characters or holds control characters").format(
                n=MAX_NAME_CHARS))
        if kind not in KINDS or level not in LEVELS:
            raise SaveError(_("seat {name} has an unknown kind or level").format(name=repr(name)))
        return Seat(name, kind, level)

    @staticmethod
    def parse(spec: str, index: int) -> Seat:
        """A seat from the command line: random, ai, ai:easy, ai:normal, ai:hard, human."""
        kind, _colon, level = spec.strip().lower().partition(":")
        level = level or "normal"
        if kind not in KINDS or level not in LEVELS or (kind != "ai" and level != "normal"):
            raise ValueError(_("unknown seat kind {spec} (use random, ai, ai:easy, ai:normal or ai:hard)").format(
                spec=repr(spec)))
        return Seat(f"{kind.capitalize()} {index + 1}", kind, level)
