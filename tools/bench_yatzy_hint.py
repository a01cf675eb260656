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
from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="seeded random games (two players) to ask hints in")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    info = game_info()
    opening = info.new_state(2, info.resolve({"columns": 3}))
    started = time.perf_counter()
    hint(opening.view(0), info.data)
    print(_("preparation (first hint, done in the background when the table opens): {seconds} s").format(
        seconds=number(time.perf_counter() - started, 2)))
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
    hints = ngettext("{n} hint", "{n} hints", len(times)).format(n=len(times))
    games = ngettext("in {n} game", "in {n} games", args.games).format(n=args.games)
    print(_("each hint after it: {hints} {games}, median {median} ms, 95th percentile {p95} ms, slowest {slowest} ms"
            ).format(hints=hints, games=games, median=number(median * 1000, 1), p95=number(p95 * 1000, 1),
                     slowest=number(slowest * 1000, 1)))

if __name__ == "__main__":
    main()
