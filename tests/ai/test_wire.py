"""The wire: a search's position goes to a worker process as JSON and comes back the same, shared parts shared,
and reading a tree makes nothing but the program's own plain objects."""

from __future__ import annotations

import enum
import json
import math
import random
from dataclasses import dataclass
from typing import NamedTuple

import pytest

from game.ai.wire import WireError, read, write
from game.engine.state import Action


class Colour(enum.StrEnum):
    RED = "red"
    BLUE = "blue"


class Spot(NamedTuple):
    row: int
    column: int
    label: str = ""


@dataclass(frozen=True)
class Token:
    __slots__ = ("owner", "colour")
    owner: int
    colour: Colour


class Hidden:
    __slots__ = ("__secret", "shown")

    def __init__(self) -> None:
        self.__secret = 7
        self.shown = 1

    def secret(self) -> int:
        return self.__secret


class Board:
    made = 0

    def __init__(self) -> None:
        Board.made += 1
        self.cells: dict[tuple[int, int], list[Token]] = {}
        self.seen: set[int] = {3, 1}
        self.gone: frozenset[str] = frozenset({"a"})
        self.spot = Spot(1, 2, "x")
        self.edge = math.inf
        self.last: Action | None = Action("move", (1, "b"))
        self.hidden = Hidden()


def through_json(value: object) -> object:
    return read(json.loads(json.dumps(write(value), allow_nan=False)))


def test_a_state_comes_back_equal_with_its_kinds_and_shared_parts():
    board = Board()
    token = Token(1, Colour.RED)
    board.cells[(0, 0)] = [token]
    board.cells[(0, 1)] = board.cells[(0, 0)]  # one list on two cells
    made = Board.made
    back = through_json(board)
    assert isinstance(back, Board) and Board.made == made  # no __init__ ran
    assert back.cells == board.cells and back.seen == {1, 3} and back.gone == frozenset({"a"})
    assert type(back.seen) is set and type(back.gone) is frozenset
    assert back.spot == Spot(1, 2, "x") and type(back.spot) is Spot
    assert back.cells[(0, 0)][0].colour is Colour.RED  # the enum member itself, not its string
    assert back.cells[(0, 1)] is back.cells[(0, 0)]  # still one list
    assert back.edge == math.inf and back.last == Action("move", (1, "b"))
    assert back.hidden.secret() == 7 and back.hidden.shown == 1  # private slots too


def test_what_cannot_travel_is_refused_when_written():
    for value in (random.Random(1), lambda: 1, print, Board):
        with pytest.raises(WireError):
            write(value)

    class Local:
        pass

    with pytest.raises(WireError):
        write(Local())


@pytest.mark.parametrize("tree", [
    ["o", "os:system", "x", 1],            # a class that is not loaded and not the program's
    ["o", "game.ai.wire:write"],           # not a class
    ["e", f"{__name__}:Spot", 1],          # not an enum
    ["n", f"{__name__}:Board"],            # not a named tuple
    ["q", 1],                              # no such kind
    ["r", 5],                              # nothing to refer to
    {"a": 1},                              # a JSON object
    ["e", f"{__name__}:Colour", "green"],  # no such member
    [],
])
def test_a_tree_that_is_not_a_value_is_refused_when_read(tree):
    with pytest.raises(WireError):
        read(tree)
