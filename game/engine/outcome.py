"""How a finished game came out, in one plain record: what the results screen shows and the records keep."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.state import GameState


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]  # empty when all share equally, or nobody won
    returns: tuple[float, ...]  # per seat: 1 a win, 0 a loss, between for a shared result
    places: tuple[int, ...]  # per seat, 1 the best; level seats share a place
    scores: tuple[float, ...]  # per seat: the figure the results show (the game's own measure)
    score_label: str  # what those figures count ("chips", "strokes left")
    note: str  # why the game ended so, when the headline alone does not tell; empty for none

    @staticmethod
    def of(state: GameState) -> Outcome:
        seats = range(state.num_players)
        return Outcome(tuple(state.winners()), tuple(state.returns()), tuple(state.places()),
                       tuple(state.result_score(s) for s in seats), state.score_label(), state.result_note())

    def standings(self) -> list[tuple[int, int]]:
        """(place, seat) best first; seats that share a place keep their seat order."""
        return sorted((place, seat) for seat, place in enumerate(self.places))
