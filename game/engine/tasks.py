"""The turn machine every game with a turn flow of its own uses: tasks as small dataclasses, handlers in tables.

A game's turn is a queue of tasks ("throw for the trial", "the rival may answer the fight", "end the turn"). Each
kind of task is a dataclass subclass of Task that holds only what the step needs; a game keeps one TaskTable per
thing it does with a task (carry it out, list its moves, apply a move to it), each built from an explicit mapping
of task class to handler. A task class without a handler is an error when the table is built (check_covers), not
when a rare turn reaches it, and a misspelt task class is a name error the linter and mypy catch.

    @dataclass
    class EndTurn(Task):
        seat: int

    CARRY_OUT = TaskTable[KalahenState, None]("carry out", {EndTurn: KalahenState.end_turn, ...})
    CARRY_OUT(state, task)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeVar

S = TypeVar("S")  # the state the handlers work on
R = TypeVar("R")  # what a handler gives back


class Task:
    """One step of a game's turn flow. Subclasses are dataclasses (frozen or not, with slots or not: this base
    has no fields and no dict of its own, so both may derive from it) that add the fields the step needs; a task
    that waits for a seat's move names the seat in a `seat` field."""

    __slots__ = ()

    @property
    def kind(self) -> str:
        """The task's name in words, for messages and tests ("EndTurn")."""
        return type(self).__name__


class TaskTable(Generic[S, R]):
    """Handlers by task class: calling the table with a task runs the one handler its class has. Arguments after
    the task go to the handler too (a table that applies a move passes the move: handler(state, task, action))."""

    def __init__(self, purpose: str, handlers: Mapping[type[Task], Callable[..., R]]) -> None:
        self.purpose = purpose
        self._handlers = dict(handlers)

    def __call__(self, state: S, task: Task, *more: Any) -> R:
        try:
            handler = self._handlers[type(task)]
        except KeyError:
            raise LookupError(f"no handler to {self.purpose} a {task.kind} task") from None
        return handler(state, task, *more)

    def handles(self, task: Task) -> bool:
        return type(task) in self._handlers

    def kinds(self) -> frozenset[type[Task]]:
        return frozenset(self._handlers)

    def check_covers(self, kinds: Iterable[type[Task]]) -> TaskTable[S, R]:
        """Raises at once when one of `kinds` has no handler here (call it where the table is built)."""
        missing = sorted(k.__name__ for k in kinds if k not in self._handlers)
        if missing:
            raise LookupError(f"no handler to {self.purpose}: {', '.join(missing)}")
        return self


def subclasses(base: type[Task]) -> set[type[Task]]:
    """Every concrete task class below `base` (a game's own task base class), for check_covers."""
    found: set[type[Task]] = set()
    for sub in base.__subclasses__():
        found.add(sub)
        found |= subclasses(sub)
    return found
