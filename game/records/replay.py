"""A finished game laid out for stepping through: the state at any move, fast, and where each round begins.

Replaying from the start for every step back would stall long games (a Kalahen game has some 1,500
moves), so the walk keeps a clone of the state every CHECKPOINT moves and replays only from the nearest one.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.match import Match
from game.engine.rounds import Laps
from game.engine.state import GameState
from game.session.steps import Played

CHECKPOINT = 64


@dataclass(frozen=True)
class Checkpoint:
    moves: int
    state: GameState


class ReplayWalk:
    def __init__(self, match: Match) -> None:
        self.match = match
        self.actions = list(match.actions)
        self.actors = list(match.actors)
        self.checkpoints: list[Checkpoint] = []
        self.round_starts: list[int] = [0]  # the number of moves played when each round begins
        self.lines: list[tuple[str, ...]] = []  # per move: its line in each seat's words, then a spectator's
        self.played: list[Played] = []  # per move: as a table keeps it (its log line, if any, and its events)
        replay = self.fresh()
        last_round = replay.state.round_count()
        laps = Laps()
        for count, action in enumerate(self.actions):
            if count % CHECKPOINT == 0:
                self.checkpoints.append(Checkpoint(count, replay.state.clone()))
            self.lines.append(replay.describe_for_all(action))
            logged = self.lines[-1] if replay.state.in_log(action) else None
            actor = self.actors[count]
            # A round is the game's own round counter where it has one; else a lap of the table, which begins
            # with the move that brings the turn back round to an earlier seat.
            if laps.add(actor) and last_round is None:
                self.round_starts.append(count)
            self.played.append(Played(action, actor, logged, tuple(replay.apply_telling(action))))
            counter = replay.state.round_count()
            if counter is not None and last_round is not None and counter != last_round:
                self.round_starts.append(count + 1)
            last_round = counter
        self.final = replay.state

    def fresh(self) -> Match:
        return Match(self.match.info, self.match.options, self.match.seats, self.match.seed)

    def __len__(self) -> int:
        return len(self.actions)

    def at(self, moves: int) -> Match:
        """The match after its first `moves` moves."""
        moves = max(0, min(moves, len(self.actions)))
        point = max((c for c in self.checkpoints if c.moves <= moves), key=lambda c: c.moves, default=None)
        match = self.fresh()
        if point is not None:
            match.state = point.state.clone()
            match.actions = self.actions[:point.moves]
            match.actors = self.actors[:point.moves]
        for action in self.actions[len(match.actions):moves]:
            match.apply(action)
        return match

    def round_of(self, moves: int) -> int:
        """The round (from 1) that the position after `moves` moves lies in."""
        return sum(1 for start in self.round_starts if start <= moves)
