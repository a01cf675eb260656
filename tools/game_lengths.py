"""How long a game of each of the nine usually takes at the table, for the setup screen.

Easy AIs play each game through the client's own session (`game.headless.play_out`); the moves each seat makes are
counted (the dice's own throws are not), and the minutes follow from the seconds a person takes over one move,
`seconds_per_move` in rules_data/game_lengths.yaml (our estimate: a Decision). Prints the figures; with --write it
puts them into that file, which the setup screen reads.

    python tools/game_lengths.py [--games N] [--seed S] [--write]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.registry import get_game  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.headless import play_out  # noqa: E402
from game.paths import rules_data_dir  # noqa: E402

HEADER = """\
# How long a game usually takes, said on each game's setup screen.
# players and seconds_per_move are ours: the table the figure is for, and the time a person takes over one move at
# the table, telling, thinking and rolling included (a Decision: an estimate, not measured on people).
# moves_each and minutes are written by tools/game_lengths.py from games played by easy AIs through the client's own
# session (median over the games; minutes = moves_each x players x seconds_per_move / 60, to the nearest 5).
"""


def measure(key: str, players: int, games: int, seed: int) -> float:
    """The median number of moves each seat makes in a game of `key` at a table of `players`."""
    info = get_game(key)
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
    counts = []
    for n in range(games):
        match = play_out(Match(info, {}, seats, seed + n), [bot_for(info, s) for s in seats])
        counts.append(sum(1 for actor in match.actors if actor >= 0) / players)
    return statistics.median(counts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write the figures into rules_data/game_lengths.yaml")
    args = parser.parse_args()
    path = rules_data_dir() / "game_lengths.yaml"
    table = yaml.safe_load(path.read_text(encoding="utf-8"))
    print(f"{'game':<15} {'players':>7} {'moves each':>10} {'s/move':>6} {'minutes':>7}")
    for key, entry in table.items():
        moves = measure(key, entry["players"], args.games, args.seed)
        minutes = max(5, 5 * round(moves * entry["players"] * entry["seconds_per_move"] / 60 / 5))
        entry.update(moves_each=round(moves), minutes=minutes)
        print(f"{key:<15} {entry['players']:>7} {moves:>10.1f} {entry['seconds_per_move']:>6} {minutes:>7}")
    if args.write:
        body = "".join(f"{key}: {{players: {e['players']}, seconds_per_move: {e['seconds_per_move']}, "
                       f"moves_each: {e['moves_each']}, minutes: {e['minutes']}}}\n" for key, e in table.items())
        path.write_text(HEADER + body, encoding="utf-8")
        print(f"written to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
