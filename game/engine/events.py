"""What a move did, told by the rules as it happens: a piece moved from one place to another (face up or down),
dice thrown, a figure changed by how much and why, a result worth a banner.

A game's rules tell an event while a move is applied (GameState.tell); the match collects them, and the table
session hands each seat the events it may see (Event.as_seen_by), so a table animates and explains from them
instead of guessing from two views. The words are the rules' own, in the client's language when told.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

EventKind = Literal[
    "moved",    # a piece went from `source` to `target` (a card from a hand to a battlefield, chips to the pot)
    "thrown",   # dice were thrown: `faces`
    "changed",  # a seat's figure (`figure`) changed by `amount`, because of `cause`
    "banner",   # a result that matters, in a few words over the table
]


@dataclass(frozen=True)
class Event:
    kind: EventKind
    text: str  # the event in words, as a log or a hover would say it
    seat: int | None = None  # whose piece, figure or dice (None: the table's)
    piece: str = ""  # what moved: "card:57", "chips", "pawn" (a game's own small vocabulary)
    source: str = ""  # where from: "hand", "pot", "place:4"
    target: str = ""  # where to
    faces: tuple[int, ...] = ()
    figure: str = ""  # what changed: "LP", "gold", "dollars", "points"
    amount: int = 0
    cause: str = ""  # why, in words: "a failed trial at place 4, needed 5+, rolled 2"
    face_up: bool = True
    seen_by: frozenset[int] | None = field(default=None)  # the seats that may see its details; None: everyone
    hidden_text: str = ""  # the words for everyone else (the piece moves face down)

    def as_seen_by(self, viewer: int | None) -> Event:
        """The event as `viewer` may see it (None: a spectator): the same, or face down with its hidden words."""
        if self.seen_by is None or (viewer is not None and viewer in self.seen_by):
            return self
        return replace(self, text=self.hidden_text, piece=self.piece.split(":")[0], faces=(), face_up=False,
                       cause="", seen_by=None, hidden_text="")

    def to_json(self) -> dict[str, Any]:
        """The event as plain data (what a step carries), leaving out what is empty."""
        data: dict[str, Any] = {"kind": self.kind, "text": self.text}
        for key in ("seat", "piece", "source", "target", "figure", "cause", "hidden_text"):
            value = getattr(self, key)
            if value not in (None, ""):
                data[key] = value
        if self.faces:
            data["faces"] = list(self.faces)
        if self.amount:
            data["amount"] = self.amount
        if not self.face_up:
            data["face_up"] = False
        if self.seen_by is not None:
            data["seen_by"] = sorted(self.seen_by)
        return data

    @staticmethod
    def from_json(data: Any) -> Event:
        """An event from its plain data (a guest's step); ValueError when a field is missing or of a wrong type."""
        if not isinstance(data, dict) or data.get("kind") not in ("moved", "thrown", "changed", "banner") or \
                not isinstance(data.get("text"), str):
            raise ValueError("an event without its kind or words")
        texts = {key: data.get(key, "") for key in ("piece", "source", "target", "figure", "cause", "hidden_text")}
        seat, faces, amount = data.get("seat"), data.get("faces", []), data.get("amount", 0)
        seen = data.get("seen_by")
        if not all(isinstance(text, str) for text in texts.values()) or \
                not (seat is None or type(seat) is int) or type(amount) is not int or \
                not (isinstance(faces, list) and all(type(f) is int for f in faces)) or \
                not (seen is None or (isinstance(seen, list) and all(type(s) is int for s in seen))):
            raise ValueError("an event with a field of the wrong type")
        return Event(data["kind"], data["text"], seat, faces=tuple(faces), amount=amount,
                     face_up=data.get("face_up") is not False, seen_by=None if seen is None else frozenset(seen),
                     **texts)


def signed(amount: int) -> str:
    """An amount with its sign, as a change is written ("+2", "−3")."""
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "±0"
