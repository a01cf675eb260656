"""How a search's position travels to its worker processes: as JSON, never in a format whose reading runs code.

A value is written as a tree of JSON values. Numbers, strings, booleans and None stand for themselves; every
other value is a JSON array whose first item says what it is:

    ["l", items...]   a list            ["t", items...]   a tuple
    ["s", items...]   a set             ["f", items...]   a frozenset
    ["d", key, value, key, value...]    a dict (keys of any kind)
    ["n", "module:Class", items...]     a named tuple
    ["o", "module:Class", field, value, field, value...]  an object, field by field (its __dict__ and slots)
    ["e", "module:Class", value]        an enum member
    ["x", "inf"]                        a float JSON cannot hold (inf, -inf, nan)
    ["r", n]                            the n-th list, tuple, set, dict or object of the tree again

so a part shared in the state (a placement lying on two battlefields) is shared again when read back.
Reading calls no function the data names: an object is made by its class's __new__ and its fields set one
by one (no __init__, no __setstate__), an enum member is looked up by its value, and a class is found by its
module and name among the modules already loaded, or among the program's own (`game`). Objects of Python's
standard library (a random generator, say) keep their state where fields do not show, so they are refused
when writing rather than sent wrong.
"""

from __future__ import annotations

import enum
import importlib
import math
import sys
from typing import Any

OWN_PACKAGE = "game"  # the modules reading may load; the rest must be loaded already (a worker's preload)


class WireError(ValueError):
    """A value that cannot be sent, or a tree that cannot be read back."""


def class_name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def find_named(name: str) -> Any:
    """What "module:Qualified.Name" names, from a module already loaded or one of the program's own (`game`);
    WireError for any other module. (A class to make, or a worker's task: never anything else the data names.)"""
    module_name, _colon, qualname = name.partition(":")
    module = sys.modules.get(module_name)
    if module is None and module_name.split(".")[0] == OWN_PACKAGE:
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise WireError(f"no module {module_name}") from exc
    if module is None:
        raise WireError(f"module {module_name} is not loaded")
    found: Any = module
    for part in qualname.split("."):
        found = getattr(found, part, None)
    return found


def find_class(name: str) -> type:
    """The class named "module:Qualified.Name"; WireError if it is not one this program may make."""
    found = find_named(name)
    if not isinstance(found, type):
        raise WireError(f"{name} is not a class")
    return found


def _fields(value: object) -> list[str]:
    names = list(getattr(value, "__dict__", ()))
    for cls in type(value).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for slot in (slots,) if isinstance(slots, str) else slots:
            if slot.startswith("__") and not slot.endswith("__"):  # a private slot, stored under its mangled name
                slot = f"_{cls.__name__.lstrip('_')}{slot}"
            if slot not in ("__dict__", "__weakref__") and slot not in names and hasattr(value, slot):
                names.append(slot)
    return names


class _Writer:
    def __init__(self) -> None:
        self.seen: dict[int, int] = {}  # id of a container or object -> its number in the tree

    def write(self, value: Any) -> Any:
        kind = type(value)
        if kind is str or kind is int or kind is bool or value is None:
            return value
        if kind is float:
            return value if math.isfinite(value) else ["x", repr(value)]
        number = self.seen.get(id(value))
        if number is not None:
            return ["r", number]
        if isinstance(value, enum.Enum):
            return ["e", self._name(kind), self.write(value.value)]
        self.seen[id(value)] = len(self.seen)
        write = self.write
        if kind is list:
            return ["l", *map(write, value)]
        if kind is tuple:
            return ["t", *map(write, value)]
        if kind is dict:
            out = ["d"]
            for key, item in value.items():
                out += (write(key), write(item))
            return out
        if kind is set or kind is frozenset:
            return ["s" if kind is set else "f", *map(write, value)]
        if isinstance(value, tuple) and hasattr(kind, "_fields"):
            return ["n", self._name(kind), *map(write, value)]
        if isinstance(value, (list, dict, set, frozenset, tuple, str, int, float)) or callable(value):
            raise WireError(f"cannot send a {kind.__qualname__}")
        out = ["o", self._name(kind)]
        for name in _fields(value):
            out += (name, write(getattr(value, name)))
        return out

    @staticmethod
    def _name(cls: type) -> str:
        root = cls.__module__.split(".")[0]
        if root in sys.stdlib_module_names or root == "builtins" or "<locals>" in cls.__qualname__:
            raise WireError(f"cannot send a {cls.__qualname__} of {cls.__module__}")
        return class_name(cls)


class _Reader:
    def __init__(self) -> None:
        self.made: list[Any] = []  # the tree's containers and objects by number
        self.classes: dict[str, type] = {}

    def cls(self, name: Any) -> type:
        if not isinstance(name, str):
            raise WireError(f"not a class name: {name!r}")
        found = self.classes.get(name)
        if found is None:
            found = self.classes[name] = find_class(name)
        return found

    def read(self, tree: Any) -> Any:
        if not isinstance(tree, list):
            if isinstance(tree, dict):
                raise WireError("a JSON object is not a value of the wire")
            return tree
        if not tree or not isinstance(tree[0], str):
            raise WireError("a JSON array without its kind")
        tag, rest = tree[0], tree[1:]
        read = self.read
        if tag == "r":
            try:
                return self.made[rest[0]]
            except (IndexError, TypeError) as exc:
                raise WireError(f"no part {rest[:1]!r} to refer to") from exc
        if tag == "x":
            return float(rest[0])
        if tag == "e":
            cls = self.cls(rest[0])
            if not issubclass(cls, enum.Enum):
                raise WireError(f"{rest[0]} is not an enum")
            return cls(read(rest[1]))
        number = len(self.made)
        self.made.append(None)  # its place in the numbering, kept while its parts are read
        made: Any
        if tag == "l":
            made = self.made[number] = []
            made.extend(map(read, rest))
        elif tag == "d":
            made = self.made[number] = {}
            for i in range(0, len(rest) - 1, 2):
                key = read(rest[i])  # before its value, as written (an assignment reads its right side first)
                made[key] = read(rest[i + 1])
        elif tag == "s":
            made = self.made[number] = set()
            made.update(map(read, rest))
        elif tag in ("t", "f"):
            made = self.made[number] = (tuple if tag == "t" else frozenset)(map(read, rest))
        elif tag == "n":
            cls = self.cls(rest[0])
            if not (issubclass(cls, tuple) and hasattr(cls, "_make")):
                raise WireError(f"{rest[0]} is not a named tuple")
            made = self.made[number] = cls._make(map(read, rest[1:]))
        elif tag == "o":
            made_by: Any = self.cls(rest[0])
            made = self.made[number] = made_by.__new__(made_by)
            for i in range(1, len(rest) - 1, 2):
                object.__setattr__(made, rest[i], read(rest[i + 1]))
        else:
            raise WireError(f"unknown kind {tag!r}")
        return made


def write(value: Any) -> Any:
    """The JSON tree of a value (see the module's docstring); WireError for a part that cannot be sent."""
    return _Writer().write(value)


def read(tree: Any) -> Any:
    """The value of a JSON tree made by write; WireError for a tree that is not one."""
    try:
        return _Reader().read(tree)
    except WireError:
        raise
    except (TypeError, ValueError, AttributeError, IndexError) as exc:
        raise WireError(f"cannot read the value: {type(exc).__name__}: {exc}") from exc
