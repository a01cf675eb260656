"""Krutrøyk AI strength: each level against the others and against a random player, over seeded episodes.

Prints head-to-head win rates at a two-player table (seats swapped every episode), the win shares at a
four-player table with one seat of each kind (seats rotated), and the mean episode length in challenges.

    python tools/bench_krutroyk.py [--episodes 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.games.krutroyk import game_info  # noqa: E402
from game.headless import play_out  # noqa: E402

KINDS = ("hard", "normal", "easy", "random")


def seat(kind: str, index: int) -> Seat:
    if kind == "random":
        return Seat(f"Random {index + 1}", "random")
    return Seat(f"AI {kind} {index + 1}", "ai", kind)


def play(info, kinds: list[str], seed: int) -> tuple[list[int], int, int]:
    seats = [seat(k, i) for i, k in enumerate(kinds)]
    match = Match(info, {}, seats, seed)
    play_out(match, [bot_for(info, s) for s in seats], move_limit=50_000)
    state = match.state
    return state.winners(), state.challenges, len(match.actions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=200, help="episodes per pairing and for the table of four")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    info = game_info()
    challenges: list[int] = []
    actions: list[int] = []
    started = time.perf_counter()

    print(f"Two players, {args.episodes} episodes per pairing (seats swapped each episode)")
    print(f"{'':8}" + "".join(f"{k:>9}" for k in KINDS))
    for a in KINDS:
        row = []
        for b in KINDS:
            if a == b:
                row.append(f"{'-':>9}")
                continue
            wins = 0
            for n in range(args.episodes):
                kinds = [a, b] if n % 2 == 0 else [b, a]
                winners, count, length = play(info, kinds, args.seed + n)
                wins += sum(1 for w in winners if kinds[w] == a)
                if KINDS.index(a) < KINDS.index(b):  # count every pairing's episodes once
                    challenges.append(count)
                    actions.append(length)
            row.append(f"{wins / args.episodes:>9.1%}")
        print(f"{a:8}" + "".join(row))
    print("(row's win rate against the column)")

    print(f"\nFour players, one of each kind, {args.episodes} episodes (seats rotated)")
    share = dict.fromkeys(KINDS, 0.0)
    four_challenges = []
    orders = list(itertools.permutations(KINDS))
    for n in range(args.episodes):
        kinds = list(orders[n % len(orders)])
        winners, count, length = play(info, kinds, args.seed + 10_000 + n)
        for w in winners:
            share[kinds[w]] += 1 / len(winners)
        four_challenges.append(count)
        actions.append(length)
    for kind in KINDS:
        print(f"  {kind:8}{share[kind] / args.episodes:>8.1%}")

    elapsed = time.perf_counter() - started
    print(f"\nMean episode length: {sum(challenges) / len(challenges):.2f} challenges at two players, "
          f"{sum(four_challenges) / len(four_challenges):.2f} at four players; "
          f"{sum(actions) / len(actions):.0f} actions per episode overall")
    print(f"{len(actions)} episodes in {elapsed:.0f} s")


if __name__ == "__main__":
    main()
