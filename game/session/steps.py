"""What a session hands a seat: plain, JSON-friendly data — the moves played, the choices open, and a step
(everything one seat is shown after a move)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.events import Event
from game.engine.state import Action


@dataclass(frozen=True)
class Choice:
    """A move open to a seat, with its words for a button or a hover."""

    action: Action
    label: str

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action.to_json(), "label": self.label}


@dataclass(frozen=True, slots=True)
class Played:
    """A move as the table keeps it: who made it, its log line in every seat's words and then a spectator's
    (None: a step the game leaves out of the log), and the events its rules told."""

    action: Action
    actor: int
    lines: tuple[str, ...] | None
    events: tuple[Event, ...]

    def line_for(self, viewer: int | None) -> str | None:
        return None if self.lines is None else self.lines[-1 if viewer is None else viewer]

    def events_for(self, viewer: int | None) -> tuple[Event, ...]:
        return tuple(event.as_seen_by(viewer) for event in self.events)


@dataclass(frozen=True)
class Step:
    """Everything one seat (None: a spectator) is shown after a move: its view, the choices open to it, its log,
    and the last move's events as it may see them."""

    seat: int | None
    to_act: int  # the seat on turn, or CHANCE, or TERMINAL
    view: Mapping[str, Any]
    choices: tuple[Choice, ...]
    log: tuple[str, ...]
    events: tuple[Event, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "to_act": self.to_act, "view": dict(self.view),
                "choices": [c.to_json() for c in self.choices], "log": list(self.log),
                "events": [e.to_json() for e in self.events]}
