"""The frames between a table's authority and its guests: JSON objects with the protocol's version, a type and that
type's fields, each checked (type, size, range) before anything is done with it. A frame that fails a check is
answered with an error frame that says what was wrong; it never changes a table.

Client to authority: hello, create, join, resume, watch, move. Authority to client: welcome, joined, step, error,
end (the finished game's record)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from game.engine.errors import SaveError, SpelbordetError
from game.engine.json_reading import JsonLimits, parse_json
from game.engine.state import Action
from game.i18n import LANGUAGES, number, words

_, ngettext = words("spelbordet")

PROTOCOL = 1
MAX_FRAME = 16 * 1024  # bytes of one frame from a guest: a move or a seat's claim is far smaller
FRAME_LIMITS = JsonLimits(max_bytes=MAX_FRAME, max_depth=4, max_string=200, max_list=40, max_keys=20)
CODE = re.compile(r"^[A-Z2-9]{6}$")  # a table's join code (no 0, O, 1 or I to misread)
TOKEN = re.compile(r"^[0-9a-f]{32}$")  # a seat's secret: 128 random bits
MAX_NAME = 20
MAX_SEATS = 12
MAX_SEQ = 10**9


class FrameError(SpelbordetError):
    """A frame the authority will not act on; `code` is the error's kind for a program, the message for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Hello:
    name: str
    moves: bool = False  # the guest draws a table: its steps carry every move as the seat may see it
    lang: str | None = None  # the language the guest's steps are worded in (None: the authority's own)


@dataclass(frozen=True)
class Speak:
    """The guest speaks another language now: its steps are worded in it from here on, its moves said again."""

    lang: str


@dataclass(frozen=True)
class SeatPlan:
    kind: str  # "remote" (a guest's), "ai" or "random"
    level: str
    name: str


@dataclass(frozen=True)
class Create:
    game: str
    options: dict[str, Any]
    seats: tuple[SeatPlan, ...]


@dataclass(frozen=True)
class Join:
    code: str
    seat: int | None  # None: any free seat
    name: str


@dataclass(frozen=True)
class Resume:
    code: str
    token: str


@dataclass(frozen=True)
class Watch:
    code: str


@dataclass(frozen=True)
class Hint:
    """The guest asks what the strongest AI would do in its position `seq` (the table's Hint)."""

    seq: int


@dataclass(frozen=True)
class Move:
    seq: int  # the step's version the guest answers: a move for an older position is refused, never applied
    action: Action


ClientFrame = Hello | Speak | Create | Join | Resume | Watch | Move | Hint


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": PROTOCOL, "type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


# Stands for a step's view in its frame until the view's own text takes its place (see step_frame).
VIEW_SLOT = "\x00view\x00"
_SLOT_TEXT = json.dumps(VIEW_SLOT, ensure_ascii=False)


class ViewTexts:
    """The views of one move's steps as JSON text, each distinct view encoded once: at a table where every seat sees
    the same (a game without hidden information), all the guests' frames share one encoding of their largest part."""

    def __init__(self) -> None:
        self._seen: list[tuple[Any, str]] = []

    def text(self, view: Any) -> str:
        for seen, text in self._seen:
            if seen == view:
                return text
        text = json.dumps(view, ensure_ascii=False, separators=(",", ":"))
        self._seen.append((view, text))
        return text


def step_frame(step: dict[str, Any], moves: list[Any], views: ViewTexts) -> str:
    """The "step" frame of `step` and `moves`, as encode would make it, with the view's text from `views`. The
    slot comes before any text a person typed (a step's seat and turn are numbers), so the first one found is it."""
    framed = encode("step", step={**step, "view": VIEW_SLOT}, moves=moves)
    return framed.replace(_SLOT_TEXT, views.text(step["view"]), 1)


def error_frame(error: FrameError, about: str = "") -> str:
    return encode("error", code=error.code, message=str(error), about=about)


def _text(data: dict[str, Any], key: str, most: int, pattern: re.Pattern[str] | None = None) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not 1 <= len(value.strip()) <= most:
        raise FrameError("bad_frame", _("{key} must be a text of 1 to {most} characters").format(key=key, most=most))
    if pattern is not None and not pattern.match(value):
        raise FrameError("bad_frame", _("{key} is not in its form").format(key=key))
    return value.strip()


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise FrameError("bad_frame", _("{key} must be a whole number from {low} to {high}").format(
            key=key, low=number(low), high=number(high)))
    return value


def parse_frame(raw: str | bytes) -> ClientFrame:
    """A guest's frame, checked; FrameError says what is wrong with it."""
    data = raw.encode("utf-8") if isinstance(raw, str) else raw
    if len(data) > MAX_FRAME:
        raise FrameError("too_large", _("a frame may hold at most {most} bytes").format(most=number(MAX_FRAME)))
    try:
        frame = parse_json(data, FRAME_LIMITS)
    except SaveError as exc:
        raise FrameError("bad_frame", _("not a frame of JSON ({reason})").format(reason=exc)) from exc
    if not isinstance(frame, dict):
        raise FrameError("bad_frame", _("a frame is a JSON object"))
    if frame.get("v") != PROTOCOL:
        raise FrameError("version", _("this table speaks protocol {version}").format(version=PROTOCOL))
    kind = frame.get("type")
    if kind == "hello":
        moves, lang = frame.get("moves", False), frame.get("lang")
        if not isinstance(moves, bool):
            raise FrameError("bad_frame", _("moves must be true or false"))
        if lang is not None:
            _language(lang)
        return Hello(_text(frame, "name", MAX_NAME), moves, lang)
    if kind == "speak":
        return Speak(_language(frame.get("lang")))
    if kind == "join":
        seat = frame.get("seat")
        return Join(_text(frame, "code", 6, CODE), None if seat is None else _whole(frame, "seat", 0, MAX_SEATS - 1),
                    _text(frame, "name", MAX_NAME))
    if kind == "resume":
        return Resume(_text(frame, "code", 6, CODE), _text(frame, "token", 32, TOKEN))
    if kind == "watch":
        return Watch(_text(frame, "code", 6, CODE))
    if kind == "move":
        try:
            action = Action.from_json(frame.get("action"))
        except ValueError as exc:
            raise FrameError("bad_frame", _("action must be a move's kind and its values")) from exc
        return Move(_whole(frame, "seq", 0, MAX_SEQ), action)
    if kind == "hint":
        return Hint(_whole(frame, "seq", 0, MAX_SEQ))
    if kind == "create":
        return _create(frame)
    raise FrameError("bad_frame", _("unknown frame type {kind}").format(kind=repr(kind)[:40]))


def _language(lang: Any) -> str:
    if lang not in LANGUAGES:
        raise FrameError("bad_frame", _("lang must be one of {languages}").format(languages=", ".join(LANGUAGES)))
    return str(lang)


def _create(frame: dict[str, Any]) -> Create:
    game = _text(frame, "game", 40)
    options = frame.get("options", {})
    if not isinstance(options, dict):
        raise FrameError("bad_frame", _("options must be an object"))
    seats = frame.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise FrameError("bad_frame", _("seats must be a list of 1 to {most} seats").format(most=MAX_SEATS))
    plans = []
    for seat in seats:
        if not isinstance(seat, dict):
            raise FrameError("bad_frame", _("a seat is an object"))
        kind = _text(seat, "kind", 10)
        if kind not in ("remote", "ai", "random"):
            raise FrameError("bad_frame", _("a seat is remote, ai or random"))
        level = seat.get("level", "normal")
        if level not in ("easy", "normal", "hard"):
            raise FrameError("bad_frame", _("an AI's level is easy, normal or hard"))
        plans.append(SeatPlan(kind, level, _text(seat, "name", MAX_NAME)))
    return Create(game, options, tuple(plans))
