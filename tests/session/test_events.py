"""Events come from the rules: what a move changed, by how much and why, and the results worth a banner."""

from __future__ import annotations

import json
import random
from functools import partial

import pytest

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.session.session import TableSession


def session_of(key: str, players: int, seed: int, level: str = "easy") -> TableSession:
    info = get_game(key)
    seats = [Seat(f"P{i + 1}", "ai", level) for i in range(players)]
    return TableSession(Match(info, {}, seats, seed), partial(bot_for, info))


@pytest.mark.parametrize(("seed", "figure", "key"), [(1, "LP", "lp"), (2, "LP", "lp"), (1, "GM", "gold"),
                                                    (3, "GM", "gold")])
def test_every_change_of_a_kalahen_champions_lp_and_gold_is_told_with_its_cause(seed: int, figure: str,
                                                                                  key: str) -> None:
    session = session_of("kalahen", 3, seed)
    told = 0
    for _ in range(4000):
        if session.is_over():
            break
        before = [c[key] for c in session.view(None)["champions"]]
        played = session.advance()
        if played is None:
            continue
        after = [c[key] for c in session.view(None)["champions"]]
        changes = [e for e in played.events if e.kind == "changed" and e.figure == figure]
        for seat, (was, now) in enumerate(zip(before, after, strict=True)):
            said = [e for e in changes if e.seat == seat]
            assert sum(e.amount for e in said) == now - was, (played.action, played.events)
            assert all(e.cause and e.text for e in said)
            told += len(said)
    assert told > 5  # champions did lose and gain it, and every time the table was told why


def test_a_chip_paid_and_a_pot_won_in_jackpot_are_told_as_chips_moving() -> None:
    session = session_of("jackpot", 3, 7)
    while not session.is_over():
        before = session.view(None)
        played = session.advance()
        if played is None:
            continue
        after = session.view(None)
        moved = {0: 0, 1: 0, 2: 0}
        for event in played.events:
            if event.kind == "moved" and event.piece == "chips":
                assert event.seat is not None
                moved[event.seat] += event.amount if event.target == "seat" else -event.amount
        assert [after["chips"][s] - before["chips"][s] for s in range(3)] == [moved[s] for s in range(3)]


def test_a_searching_bot_pays_nothing_for_events() -> None:
    """Nobody listens during a search's playouts: a state applied outside a match keeps no events."""
    session = session_of("trippel_yatzy", 2, 3)
    state = session.match.state.clone()
    while not state.is_terminal() and state.current_player() < 0:
        state.apply(state.sample_chance(random.Random(1)))
    assert not state.telling and "_told" not in vars(state)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (4, 21)])
def test_every_dollar_that_moves_in_krutroyk_is_told_from_where_to_where(players: int, seed: int) -> None:
    session = session_of("krutroyk", players, seed, "normal")
    moved = 0

    def places(view: dict) -> dict[tuple[str, int | None], int]:
        held = {("pot", None): view["pot"]}
        for seat in range(players):
            held[("pocket", seat)], held[("stack", seat)] = view["pockets"][seat], view["stacks"][seat]
        return held

    while not session.is_over():
        before = places(dict(session.view(None)))
        played = session.advance()
        if played is None:
            continue
        expected = dict(before)
        for event in played.events:
            if event.kind == "moved" and event.piece == "dollars":
                source = ("pot", None) if event.source == "pot" else (event.source, event.seat)
                target = ("pot", None) if event.target == "pot" else (event.target, event.seat)
                expected[source] -= event.amount
                expected[target] += event.amount
                assert event.cause
                moved += 1
        assert places(dict(session.view(None))) == expected, played.action
    assert moved > 3


@pytest.mark.parametrize("seed", [2, 9])
def test_every_chip_that_moves_in_kinesisk_bank_is_told_from_where_to_where(seed: int) -> None:
    session = session_of("kinesisk_bank", 3, seed, "normal")

    def places(view: dict) -> dict[tuple[int, int], int]:
        """(seat, 0): the seat's chips; (seat, square): its bet on that square."""
        held = {}
        for seat in range(3):
            held[(seat, 0)] = view["chips"][seat]
            for square, bet in enumerate(view["bets"][seat], start=1):
                held[(seat, square)] = bet
        return held

    def place(where: str, seat: int) -> tuple[int, int]:
        kind, _, number = where.partition(":")
        return (seat, int(number)) if kind == "square" else (int(number) if number else seat, 0)

    moved = 0
    while not session.is_over():
        expected = places(dict(session.view(None)))
        played = session.advance()
        if played is None:
            continue
        for event in played.events:
            if event.kind == "moved":
                assert event.seat is not None
                expected[place(event.source, event.seat)] -= event.amount
                expected[place(event.target, event.seat)] += event.amount
                moved += 1
        assert places(dict(session.view(None))) == expected, played.action
    assert moved > 10


GAMES = ("kalahen", "narrespillet", "krutroyk", "trippel_yatzy", "kinesisk_bank", "dodsspranget", "jackpot",
         "bovjakten", "fangelse")


@pytest.mark.parametrize("key", GAMES)
def test_every_told_event_has_words_and_what_its_kind_needs(key: str) -> None:
    info = get_game(key)
    players = max(info.min_players, min(3, info.max_players))
    session = session_of(key, players, 12)
    for _ in range(3000):
        if session.is_over():
            break
        played = session.advance()
        if played is None:
            continue
        for event in played.events:
            assert event.text, event
            if event.kind == "changed":
                assert event.figure and event.amount and event.cause and event.seat is not None, event
            if event.kind == "moved":
                assert event.source and event.target and event.amount > 0 and event.piece, event
            if event.kind == "thrown":
                assert event.faces, event
            for viewer in (*range(players), None):
                json.dumps(event.as_seen_by(viewer).to_json())
