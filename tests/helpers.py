"""Small helpers the tests share: scripted games with chosen dice."""

from __future__ import annotations

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action


def new_match(key: str, players: int, **options: object) -> Match:
    seats = [Seat(f"P{i + 1}", "ai") for i in range(players)]
    return Match(get_game(key), dict(options), seats, seed=1)


def act(match: Match, kind: str, *args: int | str) -> None:
    match.apply(Action(kind, tuple(args)))
