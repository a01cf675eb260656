"""Kalahen's AI measured over seeded games: game length, share of games with a winner, head-to-head
win rates of the levels (with 95 % Wilson confidence intervals), and the time per decision.

Run: python tools/bench_kalahen.py [--games N] [--h2h-games N] [--seed S] [--workers W]

Four-AI games use seeds S .. S+N-1; each head-to-head line uses seeds S+5000 .. S+5000+N-1 with two seats per
level, alternating A B A B and B A B A, so each level sits in every seat equally often.
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
from tools.stats import wilson  # noqa: E402

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


def _ci(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    share = 100 * wins / n if n else float("nan")
    return f"{share:.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %)"


def four_of_a_kind(level: str, games: int, seed: int, workers: int) -> list[dict]:
    results = run([((level,) * 4, seed + n) for n in range(games)], workers)
    rounds = [r["rounds"] for r in results]
    turns = [r["turns"] for r in results]
    won = [r for r in results if r["winner"] is not None]
    capped = sum(r["winner"] is None and r["rounds"] > 200 for r in results)
    quartiles = statistics.quantiles(turns, n=4)
    won_turns = f"{statistics.median(r['turns'] for r in won):.0f}" if won else "-"
    print(f"four {level} AIs: median length {statistics.median(turns):.0f} turns "
          f"({statistics.median(rounds):.0f} rounds; quartiles {quartiles[0]:.0f}–{quartiles[2]:.0f} turns); "
          f"a winner in {len(won)}/{len(results)} games = {_ci(len(won), len(results))}; won games last "
          f"{won_turns} turns (median); {capped} stopped by the 200-round limit, "
          f"{len(results) - len(won) - capped} ended with every champion out")
    return results


def head_to_head(a: str, b: str, games: int, seed: int, workers: int) -> list[dict]:
    jobs = [((a, b, a, b) if n % 2 == 0 else (b, a, b, a), seed + n) for n in range(games)]
    results = run(jobs, workers)
    wins = {a: 0, b: 0}
    for job, r in zip(jobs, results, strict=True):
        if r["winner"] is not None:
            wins[job[0][r["winner"]]] += 1
    decided = wins[a] + wins[b]
    turns = statistics.median(r["turns"] for r in results)
    print(f"  {a:>6} vs {b:<6}: {a} {wins[a]}, {b} {wins[b]}, no winner {len(results) - decided}; "
          f"{a} takes {_ci(wins[a], decided)} of the decided games; median {turns:.0f} turns, "
          f"a winner in {_ci(decided, len(results))} of games")
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per four-AI line")
    parser.add_argument("--h2h-games", type=int, default=0, help="games per head-to-head line (default: --games)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    h2h_games = args.h2h_games or args.games
    all_times: dict[str, list[float]] = {}

    def collect(results: list[dict]) -> None:
        for r in results:
            for level, ts in r["times"].items():
                all_times.setdefault(level, []).extend(ts)

    print(f"Kalahen AI benchmark: {args.games} four-AI games per level (seeds {args.seed}–"
          f"{args.seed + args.games - 1}), {h2h_games} games per head-to-head line (seeds {args.seed + 5000}–"
          f"{args.seed + 5000 + h2h_games - 1})")
    for level in ("normal", "hard"):
        collect(four_of_a_kind(level, args.games, args.seed, args.workers))

    print("head-to-head, four seats, two of each level, seats alternating (A B A B, then B A B A); "
          "shares of the decided games:")
    for a, b in (("hard", "normal"), ("normal", "easy"), ("easy", "random"), ("hard", "easy"), ("normal", "random")):
        collect(head_to_head(a, b, h2h_games, args.seed + 5000, args.workers))

    print("time per decision:")
    for level, ts in sorted(all_times.items()):
        ts.sort()
        print(f"  {level:>6}: median {1000 * statistics.median(ts):.2f} ms, "
              f"99th percentile {1000 * ts[int(0.99 * (len(ts) - 1))]:.2f} ms, max {1000 * ts[-1]:.1f} ms "
              f"over {len(ts)} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
