"""Fixtures and helpers for Krutrøyk's tests: a game built from the real rule data, and scripted play."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.engine.registry import GameInfo
from game.engine.state import Action
from game.games.krutroyk import game_info
from game.games.krutroyk.phases import BIDDING, CHOOSING, DESCRIBING, NARRATING, PRESENTING, ROLES
from game.games.krutroyk.state import KrutroykState


@pytest.fixture(scope="session")
def info() -> GameInfo:
    return game_info()


@pytest.fixture()
def new(info: GameInfo) -> Any:
    """new(players, rule_changes..., **options): a fresh state."""

    def make(players: int = 3, rules: dict[str, Any] | None = None, **options: Any) -> KrutroykState:
        data = dataclasses.replace(info.data, **(rules or {}))
        return KrutroykState(players, info.resolve(options), data)

    return make


def act(state: KrutroykState, kind: str, *args: Any) -> None:
    state.apply(Action(kind, tuple(args)))


def kinds(state: KrutroykState) -> list[str]:
    return [a.kind for a in state.legal_actions()]


def moves(state: KrutroykState) -> set[tuple[Any, ...]]:
    return {(a.kind, *a.args) for a in state.legal_actions()}


def pick_roles(state: KrutroykState, faces: list[int] | None = None) -> None:
    """Every seat takes table entries: seat s takes face (s % 6) + 1 for every trait (or `faces`)."""
    while state.phase == ROLES:
        seat = state.role_seat
        face = faces[seat] if faces else seat % 6 + 1
        act(state, "pick", state.next_trait(), face)


def choose(state: KrutroykState, choices: dict[int, Any]) -> None:
    """Every duellist's choice, applied in the order the state asks for them."""
    assert state.phase == CHOOSING
    assert state.duel is not None and sorted(state.duel.duellists) == sorted(choices)
    for _ in choices:
        seat = state.current_player()
        choice = choices[seat]
        if choice == "air":
            act(state, "air")
        elif choice == "self":
            act(state, "self")
        else:
            act(state, "shoot", choice)


def skip_descriptions(state: KrutroykState) -> None:
    while state.phase == DESCRIBING:
        act(state, "skip")


def sole_winner(duellists: list[int], winner: int) -> dict[int, Any]:
    """Choices that leave exactly `winner` alive: they shoot the air, everyone else shoots themself."""
    return {s: "air" if s == winner else "self" for s in duellists}


def to_main(state: KrutroykState, first: int = 0) -> None:
    """Roles from the table, `first` wins the opening duel, every presentation skipped."""
    pick_roles(state)
    choose(state, sole_winner(list(range(state.num_players)), first))
    while state.phase == PRESENTING:
        act(state, "skip")
    assert state.phase == NARRATING


def set_money(state: KrutroykState, pockets: list[int], stacks: list[int], pot: int = 0) -> None:
    """Places the table's dollars (the total must stay what the game started with)."""
    assert sum(pockets) + sum(stacks) + pot == state.start_dollars * state.num_players
    state.money.pockets = list(pockets)
    state.money.stacks = list(stacks)
    state.money.pot = pot


def challenge(state: KrutroykState, challenger: int, source: str = "pocket") -> None:
    """The narrator narrates; everyone before `challenger` lets the story go on; `challenger` challenges."""
    act(state, "skip")
    while state.current_player() != challenger:
        act(state, "pass")
    act(state, "challenge", source)


def duel_for_the_pot(state: KrutroykState, skip: bool = True) -> None:
    """Narrator 0 is challenged by 1 (an ante from the pocket) and calls (from the stack); 1 stands; seat 2 stays
    out (or cannot join). With `skip`, the duellists' descriptions are skipped too."""
    challenge(state, 1)
    act(state, "call")
    act(state, "stand")
    if state.phase == BIDDING:
        act(state, "stay_out")
    if skip:
        skip_descriptions(state)
        assert state.duel is not None and state.duel.duellists == [0, 1]
