"""Loading rule data: YAML read with safe_load and checked, so a bad file names the key and what was expected."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.engine.errors import RulesDataError
from game.paths import rules_data_dir

_MISSING = object()
_TYPE_WORDS = {int: "a whole number", float: "a number", str: "text", bool: "true or false",
               list: "a list", dict: "a mapping"}


def load_yaml(path: Path) -> Node:
    """Reads a YAML file into a checked tree; any failure is a RulesDataError naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesDataError(f"{path.name}: cannot be read ({exc.strerror or exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        where = getattr(exc, "problem_mark", None)
        at = f" at line {where.line + 1}" if where is not None else ""
        raise RulesDataError(f"{path.name}: is not valid YAML{at}") from exc
    if not isinstance(data, dict):
        raise RulesDataError(f"{path.name}: expected a mapping of keys at the top level")
    return Node(data, path.name, "")


def load_game_data(name: str) -> Node:
    return load_yaml(rules_data_dir() / f"{name}.yaml")


@dataclass(frozen=True)
class Node:
    """A value inside a rule data file, with the file name and key path for error messages."""

    value: Any
    file: str
    path: str

    def _where(self, key: str | int) -> str:
        if isinstance(key, int) and isinstance(self.value, list):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else str(key)

    def fail(self, message: str) -> RulesDataError:
        return RulesDataError(f"{self.file}: {self.path or 'top level'}: {message}")

    def child(self, key: str | int, default: Any = _MISSING) -> Node:
        container = self.value
        if isinstance(key, int) and not isinstance(container, dict):
            if not isinstance(container, list) or not -len(container) <= key < len(container):
                raise self.fail(f"has no item {key}")
            return Node(container[key], self.file, self._where(key))
        if not isinstance(container, dict):
            raise self.fail("expected a mapping")
        if key not in container:
            if default is _MISSING:
                raise RulesDataError(f"{self.file}: {self._where(key)}: is missing")
            return Node(default, self.file, self._where(key))
        return Node(container[key], self.file, self._where(key))

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
            raise RulesDataError(
                f"{self.file}: {self.path}: expected {_TYPE_WORDS.get(kind, kind.__name__)}, found {value!r}"
            )
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
        value = self.get(key, int, default)
        if not low <= value <= high:
            raise RulesDataError(f"{self.file}: {self._where(key)}: expected {low} to {high}, found {value}")
        return value
