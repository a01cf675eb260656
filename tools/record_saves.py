"""Records one unfinished and one finished save of every game, with what they must rebuild.

The files in tests/engine/saves_before_v2/ were written by this script before the protocol's second edition;
tests/engine/test_old_saves.py loads them with today's code. Rerun it only to add a game, never to make a
failing test pass: a save a player kept must keep loading.

    python tools/record_saves.py tests/engine/saves_before_v2
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.ai.base import RandomBot, decision_for
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.saves import save_document, write_json_atomic
from game.engine.seats import Seat
from game.engine.state import CHANCE

SEED = 20261124


def expected(match: Match) -> dict[str, object]:
    """What the save must rebuild: whose turn, the scores and the moves open now."""
    state = match.state
    legal = [] if state.is_terminal() or state.current_player() == CHANCE else state.legal_actions()
    return {"moves": len(match.actions), "current_player": state.current_player(),
            "scores": state.scores(), "legal": [a.to_json() for a in legal]}


def play(match: Match, stop_at: int | None) -> None:
    bot = RandomBot()
    while not match.state.is_terminal() and (stop_at is None or len(match.actions) < stop_at):
        player = match.state.current_player()
        if player == CHANCE:
            match.play_chance()
        else:
            match.apply(bot.choose(decision_for(match.state, player, match.step_rng("bot"))))


def main(folder: Path) -> None:
    for key, info in sorted(all_games().items()):
        players = max(info.min_players, min(3, info.max_players))
        seats = [Seat(f"Player {n + 1}", "random") for n in range(players)]
        finished = Match(info, {}, seats, SEED)
        play(finished, None)
        unfinished = Match(info, {}, seats, SEED)
        play(unfinished, len(finished.actions) // 2)
        for stage, match in (("unfinished", unfinished), ("finished", finished)):
            write_json_atomic(folder / f"{key}_{stage}.json",
                              {"save": save_document(match), "expect": expected(match)})
            print(f"{key} {stage}: {len(match.actions)} moves")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
