"""Loading rule data: YAML read with safe_load and checked, so a bad file names the key and what was expected."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.engine.errors import RulesDataError
from game.engine.reading import Unreadable, read_limited
from game.i18n import N_, number, words
from game.paths import rules_data_dir

_, ngettext = words("spelbordet")

MAX_RULES_BYTES = 1024 * 1024  # the largest shipped rule file is 17 KB

_MISSING = object()
_TYPE_WORDS = {int: N_("a whole number"), float: N_("a number"), str: N_("text"), bool: N_("true or false"),
               list: N_("a list"), dict: N_("a mapping")}


def line_note(line: int) -> str:
    """Where in a rule file, at the end of its message: "(line 12)"."""
    return _("(line {line})").format(line=line)


def load_yaml(path: Path) -> Node:
    """Reads a YAML file into a checked tree; any failure is a RulesDataError naming the file (and the
    line, where the file has one to point at)."""
    return yaml_node(read_rules_text(path), path.name)


def read_rules_text(path: Path) -> str:
    """The text of a rule file: a regular file of at most MAX_RULES_BYTES, read without waiting on a pipe or
    a device in its place; anything else is a RulesDataError naming the file."""
    try:
        data = read_limited(path, MAX_RULES_BYTES)
    except Unreadable as exc:
        if exc.errno == errno.EFBIG:
            raise RulesDataError(_("{file}: is too large for a rule file (at most {most} bytes)").format(
                file=path.name, most=number(MAX_RULES_BYTES)), file=path.name) from exc
        raise RulesDataError(_("{file}: is not a file that can be read ({reason})").format(
            file=path.name, reason=exc.strerror), file=path.name) from exc
    except OSError as exc:
        raise RulesDataError(_("{file}: cannot be read ({reason})").format(file=path.name, reason=exc.strerror or exc),
                             file=path.name) from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RulesDataError(_("{file}: is not a text file").format(file=path.name), file=path.name) from exc


def yaml_node(text: str, name: str) -> Node:
    """The checked tree of a rule file's text (`name` is the file's name, for messages)."""
    refuse_aliases(text, name)
    try:
        data, lines = parse_yaml(text)
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        line = where.line + 1 if where is not None else None
        message = _("{file}: is not valid YAML at line {line}") if line is not None else _("{file}: is not valid YAML")
        raise RulesDataError(message.format(file=name, line=line), file=name, line=line) from exc
    except RecursionError as exc:
        raise RulesDataError(_("{file}: nests too deep").format(file=name), file=name) from exc
    except (ValueError, OverflowError) as exc:  # a value YAML reads but Python will not hold (a 5,000-digit number)
        raise RulesDataError(_("{file}: holds a value that cannot be read ({reason})").format(
            file=name, reason=str(exc)[:200]), file=name) from exc
    if not isinstance(data, dict):
        raise RulesDataError(f"{name}: expected a mapping of keys at the top level", file=name, line=1)
    return Node(data, name, "", lines)


def refuse_aliases(text: str, name: str) -> None:
    """Refuses YAML anchors and aliases (`&x`, `*x`, and so `<<: *x`): a few hundred bytes of aliases to
    aliases expand to billions of values when the document is built. No shipped rule file uses them.
    The events are read only when the text has a `&` or a `*`, and the first anchor stops the reading."""
    if "&" not in text and "*" not in text:
        return
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                line = event.start_mark.line + 1 if event.start_mark is not None else 1
                raise RulesDataError(_("{file}: anchors and aliases (& and *) are not allowed in a rule file "
                                       "{where}").format(file=name, where=line_note(line)), file=name, line=line)
    except yaml.YAMLError:
        return  # the parse that follows names the line


# libyaml's parser where PyYAML was built with it: ten times faster, the same documents and the same marks.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str) -> tuple[Any, dict[str, int]]:
    """The document and the line of every key path, from one parse (safe_load's construction, on the node
    tree that also gives the lines). Only for text that refuse_aliases has passed."""
    loader = _Loader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    finally:
        loader.dispose()
    return data, key_lines(root)


def key_lines(root: yaml.Node | None) -> dict[str, int]:
    """The line of every key path in a composed YAML tree ("options.rounds.default", "cards[3]")."""
    lines: dict[str, int] = {}
    stack: list[tuple[yaml.Node, str]] = [(root, "")] if root is not None else []
    while stack:
        node, path = stack.pop()
        lines.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                name = str(key.value)
                child = f"{path}.{name}" if path else name
                lines[child] = key.start_mark.line + 1
                stack.append((value, child))
        elif isinstance(node, yaml.SequenceNode):
            for index, value in enumerate(node.value):
                stack.append((value, f"{path}[{index}]"))
    return lines


def decision_comments(text: str) -> list[str]:
    """The Decisions written as comments in a rule file ("# Decision: …", continued on the comment lines
    right below), so that the rules reader can show them beside the rules."""
    notes: list[str] = []
    current: list[str] | None = None
    for line in text.splitlines():
        stripped = line.strip()
        comment = line.split("#", 1)[1].strip() if "#" in line else ""
        if comment.startswith("Decision"):
            current = [comment.split(":", 1)[1].strip() if ":" in comment else comment]
            notes.append(" ".join(current))
        elif current is not None and stripped.startswith("#") and comment:
            current.append(comment)
            notes[-1] = " ".join(current)
        else:
            current = None
    return [n for n in notes if n]


def load_game_data(name: str) -> Node:
    return load_yaml(rules_data_dir() / f"{name}.yaml")


@dataclass(frozen=True)
class Node:
    """A value inside a rule data file, with the file name and key path for error messages."""

    value: Any
    file: str
    path: str
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def _where(self, key: str | int) -> str:
        if isinstance(key, int) and isinstance(self.value, list):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else str(key)

    def line_of(self, path: str) -> int | None:
        """The line of a key path, or of its nearest enclosing key."""
        while True:
            if path in self.lines:
                return self.lines[path]
            if not path:
                return None
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""

    def error(self, path: str, message: str) -> RulesDataError:
        """An error at a key path of this file: "FILE: KEY: MESSAGE (line N)"."""
        line = self.line_of(path)
        at = " " + line_note(line) if line is not None else ""
        return RulesDataError(f"{self.file}: {path or _('top level')}: {message}{at}", file=self.file, line=line,
                              key=path or None)

    def fail(self, message: str) -> RulesDataError:
        return self.error(self.path, message)

    def child(self, key: str | int, default: Any = _MISSING) -> Node:
        container = self.value
        if isinstance(key, int) and not isinstance(container, dict):
            if not isinstance(container, list) or not -len(container) <= key < len(container):
                raise self.fail(_("has no item {key}").format(key=key))
            return Node(container[key], self.file, self._where(key), self.lines)
        if not isinstance(container, dict):
            raise self.fail(_("expected a mapping"))
        if key not in container:
            if default is _MISSING:
                raise self.error(self._where(key), _("is missing"))
            return Node(default, self.file, self._where(key), self.lines)
        return Node(container[key], self.file, self._where(key), self.lines)

    def get(self, key: str | int, kind: type, default: Any = _MISSING) -> Any:
        """The value at `key`, which must be of `kind` (an int is accepted where a float is asked)."""
        node = self.child(key, default)
        return node.as_type(kind)

    def as_type(self, kind: type) -> Any:
        value = self.value
        ok = isinstance(value, kind) and not (kind in (int, float) and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            ok, value = True, float(value)
        if not ok:
            expected = _(_TYPE_WORDS[kind]) if kind in _TYPE_WORDS else kind.__name__
            raise self.fail(_("expected {kind}, found {value}").format(kind=expected, value=repr(value)))
        return value

    def items(self) -> Iterator[tuple[str, Node]]:
        self.as_type(dict)
        for key in self.value:
            yield str(key), self.child(key)

    def elements(self) -> Iterator[Node]:
        self.as_type(list)
        for index in range(len(self.value)):
            yield self.child(index)

    def int_in(self, key: str, low: int, high: int, default: Any = _MISSING) -> int:
        value: int = self.get(key, int, default)
        if not low <= value <= high:
            raise self.error(self._where(key), _("expected {low} to {high}, found {value}").format(
                low=low, high=high, value=value))
        return value
