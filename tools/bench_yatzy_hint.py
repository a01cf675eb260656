"""Measures the Yatzy table's Hint: the one-off preparation (which the table does in the background when it opens)
and each hint after it, over seeded random games in three-column mode.

    python tools/bench_yatzy_hint.py --games 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.state import CHANCE  # noqa: E402
from game.games.trippel_yatzy import game_info  # noqa: E402
from game.games.trippel_yatzy.ai import hint  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="seeded random games (two players) to ask hints in")
    args = parser.parse_args()
    info = game_info()
    opening = info.new_state(2, info.resolve({"columns": 3}))
    started = time.perf_counter()
    hint(opening.view(0), info.data)
    print(f"preparation (first hint, done in the background when the table opens): "
          f"{time.perf_counter() - started:.2f} s")
    times = []
    for seed in range(args.games):
        rng = random.Random(seed)
        state = info.new_state(2, info.resolve({"columns": 3}))
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            started = time.perf_counter()
            hint(state.view(state.current_player()), info.data)
            times.append(time.perf_counter() - started)
            state.apply(rng.choice(state.legal_actions()))
    times.sort()
    median, p95, slowest = statistics.median(times), times[int(0.95 * len(times))], times[-1]
    print(f"each hint after it: {len(times)} hints in {args.games} games, median {median * 1000:.1f} ms, "
          f"95th percentile {p95 * 1000:.1f} ms, slowest {slowest * 1000:.1f} ms")

if __name__ == "__main__":
    main()
