"""JSON read with care: every file the client parses (saves, records, imports, settings, players) goes
through `read_json`, which checks size, nesting, numbers, strings, counts and text before anything uses it.

The checks run without recursion, so a file nested ten thousand deep is a message, not a RecursionError,
and a number of four hundred digits or a lone surrogate (text that cannot be written back as UTF-8) is
refused before it reaches a screen or a writer thread.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import SaveError
from game.engine.reading import read_limited
from game.i18n import number, words

_, ngettext = words("spelbordet")


@dataclass(frozen=True)
class JsonLimits:
    """What one kind of file may hold; each limit far above what the client itself ever writes."""

    max_bytes: int
    max_depth: int
    max_string: int  # characters in one text
    max_list: int  # items in one list
    max_keys: int  # keys in one mapping
    max_digits: int = 20  # seeds are below 2**64


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_INNERMOST = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")
_BRACKET = re.compile(r"[\[\]{}]")
_DIGITS = re.compile(r"\d+")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _precheck(text: str, limits: JsonLimits) -> str | None:
    """What is wrong with a file's text before it is parsed, checked without recursion: strings are
    blanked, then no number may run longer than max_digits, and innermost bracket pairs are peeled off
    max_depth times; brackets left over are either too deep or unbalanced (a cut-off file, which the
    parser names), and a walk over those few tells the two apart."""
    rest = _STRING.sub('""', text)
    if any(len(run) > limits.max_digits for run in _DIGITS.findall(rest)):
        return _("holds a number of more than {n} digits").format(n=limits.max_digits)
    for _depth in range(limits.max_depth):
        rest, count = _INNERMOST.subn("", rest)
        if not count:
            break
    left = _BRACKET.findall(rest)
    too_deep = _("is damaged (nested deeper than {n} levels)").format(n=limits.max_depth)
    if len(left) > 4 * limits.max_depth:
        return too_deep
    depth = deepest = 0
    for bracket in left:
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return too_deep if deepest > limits.max_depth else None


def _real(digits: str) -> float:
    value = float(digits) if len(digits) <= 64 else math.inf
    if not math.isfinite(value):
        raise SaveError(_("holds a number too large to be real"))
    return value


def _constant(name: str) -> Any:
    raise SaveError(_("holds {name}, which is not a number").format(name=name))


def _check_text(value: str, limits: JsonLimits) -> None:
    if len(value) > limits.max_string:
        raise SaveError(_("holds a text of {n} characters (at most {most})").format(
            n=number(len(value)), most=number(limits.max_string)))
    if _SURROGATE.search(value):
        raise SaveError(_("holds text that is not valid Unicode"))


def check_sizes(data: Any, limits: JsonLimits) -> None:
    """Every text and container of parsed data within its limit (no recursion: the depth is capped)."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            _check_text(value, limits)
        elif isinstance(value, list):
            if len(value) > limits.max_list:
                raise SaveError(_("holds a list of {n} items (at most {most})").format(
                    n=number(len(value)), most=number(limits.max_list)))
            stack.extend(value)
        elif isinstance(value, dict):
            if len(value) > limits.max_keys:
                raise SaveError(_("holds a mapping of {n} keys (at most {most})").format(
                    n=number(len(value)), most=number(limits.max_keys)))
            stack.extend(value.keys())
            stack.extend(value.values())


def parse_json(raw: bytes, limits: JsonLimits) -> Any:
    """A file's bytes to checked JSON data; a SaveError says what is wrong (without the file's name)."""
    if len(raw) > limits.max_bytes:
        raise SaveError(_("is too large ({n} bytes, at most {most})").format(
            n=number(len(raw)), most=number(limits.max_bytes)))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(_("is not a text file")) from exc
    problem = _precheck(text, limits)
    if problem:
        raise SaveError(problem)
    try:
        data = json.loads(text, parse_float=_real, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(_("is damaged (not valid JSON at line {line})").format(line=exc.lineno)) from exc
    except (RecursionError, ValueError) as exc:  # a backstop: the checks above should come first
        raise SaveError(_("is damaged (not valid JSON)")) from exc
    check_sizes(data, limits)
    return data


def read_json(path: Path, limits: JsonLimits) -> Any:
    """The checked JSON data of a file; a SaveError names the file and what is wrong. Only a regular file is
    read (a pipe, a device or a link that leads nowhere is refused at once, never waited on)."""
    try:
        raw = read_limited(path, limits.max_bytes)
    except OSError as exc:
        raise SaveError(_("{file}: cannot be read ({reason})").format(file=path.name, reason=exc.strerror or exc)) \
            from exc
    try:
        return parse_json(raw, limits)
    except SaveError as exc:
        raise exc.with_prefix(f"{path.name}: ") from exc
