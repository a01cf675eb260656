"""The engine's turn machine: handlers found by task class, and a missing one caught where the table is built."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.engine.tasks import Task, TaskTable, subclasses


@dataclass
class Step(Task):
    pass


@dataclass
class Throw(Step):
    seat: int


@dataclass
class EndTurn(Step):
    seat: int


class Board:
    def __init__(self) -> None:
        self.done: list[str] = []

    def throw(self, task: Throw) -> str:
        self.done.append(f"throw for {task.seat}")
        return "thrown"

    def end_turn(self, task: EndTurn) -> str:
        self.done.append(f"end of {task.seat}'s turn")
        return "ended"


def test_a_table_runs_the_handler_of_the_task_class() -> None:
    table = TaskTable[Board, str]("carry out", {Throw: Board.throw, EndTurn: Board.end_turn})
    board = Board()
    assert table(board, Throw(2)) == "thrown"
    assert table(board, EndTurn(2)) == "ended"
    assert board.done == ["throw for 2", "end of 2's turn"]
    assert Throw(1).kind == "Throw"


def test_a_task_without_a_handler_is_named() -> None:
    table = TaskTable[Board, str]("carry out", {Throw: Board.throw})
    assert not table.handles(EndTurn(0))
    with pytest.raises(LookupError, match="carry out an? EndTurn"):
        table(Board(), EndTurn(0))
    with pytest.raises(LookupError, match="EndTurn"):
        table.check_covers(subclasses(Step))


def test_a_complete_table_passes_its_check() -> None:
    table = TaskTable[Board, str]("carry out", {Throw: Board.throw, EndTurn: Board.end_turn})
    assert table.check_covers(subclasses(Step)) is table
    assert subclasses(Step) == {Throw, EndTurn}


def test_a_table_passes_what_follows_the_task_to_the_handler() -> None:
    """A table that applies a move hands the move on: handler(state, task, move)."""

    def apply_throw(board: Board, task: Throw, faces: tuple[int, ...]) -> str:
        board.done.append(f"{task.seat} throws {faces}")
        return "applied"

    board = Board()
    apply_move = TaskTable[Board, str]("apply a move to", {Throw: apply_throw})
    assert apply_move(board, Throw(1), (3, 5)) == "applied" and board.done == ["1 throws (3, 5)"]
