"""Kalahen's AI measured over seeded games: game length, share of games with a winner, head-to-head
win rates of the levels, and the time per decision.

Run: python tools/bench_kalahen.py [--games N] [--workers W]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.base import RandomBot, decision_for  # noqa: E402
from game.engine.state import CHANCE  # noqa: E402
from game.games.kalahen import game_info  # noqa: E402
from game.games.kalahen.ai import KalahenBot  # noqa: E402

_INFO = None


def info():
    global _INFO
    if _INFO is None:
        _INFO = game_info()
    return _INFO


def play(levels: tuple[str, ...], seed: int, options: dict | None = None) -> dict:
    """One game; seat i is played at levels[i]. Returns the winner's seat, the rounds and decision times."""
    game = info()
    rng = random.Random(seed)
    state = game.new_state(len(levels), game.resolve(options or {}))
    bots = [RandomBot() if level == "random" else KalahenBot(level, game.data) for level in levels]
    times: dict[str, list[float]] = {level: [] for level in levels}
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, player, rng)
        started = time.perf_counter()
        action = bots[player].choose(decision)
        times[levels[player]].append(time.perf_counter() - started)
        state.apply(action)
    return {"winner": state.winner, "rounds": state.round, "turns": state.turn_count, "times": times}


def _job(args: tuple) -> dict:
    return play(*args)


def run(jobs: list[tuple], workers: int) -> list[dict]:
    if workers <= 1:
        return [_job(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_job, jobs, chunksize=4))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="games per measurement")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    all_times: dict[str, list[float]] = {}

    def collect(results: list[dict]) -> None:
        for r in results:
            for level, ts in r["times"].items():
                all_times.setdefault(level, []).extend(ts)

    print(f"Kalahen AI benchmark: {args.games} games per line, seeds from {args.seed}")
    for level in ("normal", "hard"):
        results = run([((level,) * 4, args.seed + n) for n in range(args.games)], args.workers)
        collect(results)
        rounds = [r["rounds"] for r in results]
        turns = [r["turns"] for r in results]
        won = [r for r in results if r["winner"] is not None]
        capped = sum(r["winner"] is None and r["rounds"] > 200 for r in results)
        all_out = len(results) - len(won) - capped
        print(f"four {level} AIs: median length {statistics.median(turns):.0f} turns "
              f"({statistics.median(rounds):.0f} rounds; quartiles {statistics.quantiles(turns, n=4)[0]:.0f}–"
              f"{statistics.quantiles(turns, n=4)[2]:.0f} turns); a winner in {len(won)}/{len(results)} games "
              f"({100 * len(won) / len(results):.0f} %), won games last "
              f"{statistics.median(r['turns'] for r in won):.0f} turns (median); {capped} stopped by the "
              f"200-round limit, {all_out} ended with every champion out")

    print("head-to-head, four seats, two of each level, seats alternating (A B A B, then B A B A):")
    for a, b in (("hard", "normal"), ("normal", "easy"), ("easy", "random"), ("hard", "easy"), ("normal", "random")):
        jobs = []
        for n in range(args.games):
            levels = (a, b, a, b) if n % 2 == 0 else (b, a, b, a)
            jobs.append((levels, args.seed + 5000 + n))
        results = run(jobs, args.workers)
        collect(results)
        wins = {a: 0, b: 0}
        for job, r in zip(jobs, results, strict=True):
            if r["winner"] is not None:
                wins[job[0][r["winner"]]] += 1
        decided = wins[a] + wins[b]
        share = 100 * wins[a] / decided if decided else float("nan")
        print(f"  {a:>6} vs {b:<6}: {a} {wins[a]}, {b} {wins[b]}, no winner {len(results) - decided}; "
              f"{a} takes {share:.0f} % of the decided games")

    print("time per decision:")
    for level, ts in sorted(all_times.items()):
        ts.sort()
        print(f"  {level:>6}: median {1000 * statistics.median(ts):.2f} ms, "
              f"99th percentile {1000 * ts[int(0.99 * (len(ts) - 1))]:.2f} ms, max {1000 * ts[-1]:.1f} ms "
              f"over {len(ts)} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
