"""Who sits at the table: a name, and whether a person or a bot plays the seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import SaveError

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

    def label(self) -> str:
        if self.kind == "ai":
            return f"AI ({self.level})"
        return "Random" if self.kind == "random" else "Human"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(value: Any) -> Seat:
        if not isinstance(value, dict):
            raise SaveError("a seat is not a mapping")
        name, kind, level = value.get("name"), value.get("kind"), value.get("level", "normal")
        if not isinstance(name, str) or not name.strip():
            raise SaveError("a seat has no name")
        if len(name) > MAX_NAME_CHARS or not name.isprintable():
            raise SaveError(f"a seat's name is longer than {MAX_NAME_CHARS} characters or holds control characters")
        if kind not in KINDS or level not in LEVELS:
            raise SaveError(f"seat {name!r} has an unknown kind or level")
        return Seat(name, kind, level)

    @staticmethod
    def parse(spec: str, index: int) -> Seat:
        """A seat from the command line: random, ai, ai:easy, ai:normal, ai:hard, human."""
        kind, _, level = spec.strip().lower().partition(":")
        level = level or "normal"
        if kind not in KINDS or level not in LEVELS or (kind != "ai" and level != "normal"):
            raise ValueError(f"unknown seat kind {spec!r} (use random, ai, ai:easy, ai:normal or ai:hard)")
        return Seat(f"{kind.capitalize()} {index + 1}", kind, level)
