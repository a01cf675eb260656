"""Krutrøyk AI strength: each level against the others and against a random player, over seeded episodes.

Prints head-to-head win rates at a two-player table (seats swapped every episode) with their 95 % intervals,
the win shares at a four-player table with one seat of each kind (seats rotated), the mean episode length in
challenges, and how long each AI level takes to decide (median, 95th percentile and longest, every decision of
every episode played).

    python tools/bench_krutroyk.py [--episodes 200] [--seed 1] [--only two|four] [--pairs hard-normal,...]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.ai.base import Bot, Decision  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.engine.state import Action  # noqa: E402
from game.games.krutroyk import game_info  # noqa: E402
from game.headless import play_out  # noqa: E402
from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, level_name, percent, speak  # noqa: E402
from tools.stats import wilson  # noqa: E402

_, ngettext = words("tools")

KINDS = ("hard", "normal", "easy", "random")
THINKING: dict[str, list[float]] = {}  # seconds per decision, by AI level


class Timed:
    """A bot whose every decision is timed (the time a person waits for its move)."""

    def __init__(self, bot: Bot, kind: str) -> None:
        self.bot, self.times = bot, THINKING.setdefault(kind, [])

    def choose(self, decision: Decision) -> Action:
        started = time.perf_counter()
        action = self.bot.choose(decision)
        self.times.append(time.perf_counter() - started)
        return action


def interval(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return _("{share} % (95 % CI {low}–{high} %)").format(share=number(100 * wins / n, 1), low=number(100 * low, 1),
                                                           high=number(100 * high, 1))


def seat(kind: str, index: int) -> Seat:
    if kind == "random":
        return Seat(f"Random {index + 1}", "random")
    return Seat(f"AI {kind} {index + 1}", "ai", kind)


def play(info, kinds: list[str], seed: int) -> tuple[list[int], int, int]:
    seats = [seat(k, i) for i, k in enumerate(kinds)]
    match = Match(info, {}, seats, seed)
    bots = [bot_for(info, s) for s in seats]
    play_out(match, [Timed(b, k) if b is not None and k != "random" else b
                     for b, k in zip(bots, kinds, strict=True)], move_limit=50_000)
    state = match.state
    return state.winners(), state.challenges, len(match.actions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=200, help="episodes per pairing and for the table of four")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("two", "four"), default=None,
                        help="only the two-player pairings, or only the table of four")
    parser.add_argument("--pairs", default="",
                        help="only these two-player pairings, e.g. hard-normal,normal-easy (default: every one)")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    info = game_info()
    challenges: list[int] = []
    actions: list[int] = []
    started = time.perf_counter()

    if args.only != "four":
        cells: list[str] = []
        print(_("Two players, {episodes} episodes per pairing (seats swapped each episode)").format(
            episodes=args.episodes))
        print(f"{'':8}" + "".join(f"{level_name(k):>9}" for k in KINDS))
        pairs = {tuple(sorted(p.split("-"), key=KINDS.index)) for p in args.pairs.split(",") if p}
        for a in KINDS:
            row = []
            for b in KINDS:
                if a == b or (pairs and tuple(sorted((a, b), key=KINDS.index)) not in pairs):
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
                row.append(f"{percent(wins / args.episodes):>9}")
                if KINDS.index(a) < KINDS.index(b):
                    cells.append(f"  {level_name(a)} – {level_name(b)}: {interval(wins, args.episodes)}")
            print(f"{level_name(a):8}" + "".join(row))
        print(_("(row's win rate against the column)"))
        print("\n".join(cells) + "\n")

    four_challenges: list[int] = []
    if args.only != "two":
        print(_("Four players, one of each kind, {episodes} episodes (seats rotated)").format(
            episodes=args.episodes))
        share = dict.fromkeys(KINDS, 0.0)
        orders = list(itertools.permutations(KINDS))
        for n in range(args.episodes):
            kinds = list(orders[n % len(orders)])
            winners, count, length = play(info, kinds, args.seed + 10_000 + n)
            for w in winners:
                share[kinds[w]] += 1 / len(winners)
            four_challenges.append(count)
            actions.append(length)
        for kind in KINDS:
            print(f"  {level_name(kind):8}{percent(share[kind] / args.episodes):>8}   "
                  f"{interval(share[kind], args.episodes)}")
        print()

    elapsed = time.perf_counter() - started
    mean = (lambda xs: number(sum(xs) / len(xs), 2) if xs else "-")  # noqa: E731
    print(_("Mean episode length: {two} challenges at two players, {four} at four players; {actions} "
            "actions per episode overall").format(two=mean(challenges), four=mean(four_challenges),
                                                 actions=number(sum(actions) / len(actions), 0)))
    for kind in KINDS:
        ms = sorted(1000 * t for t in THINKING.get(kind, []))
        if ms:
            print("  " + _("{name}: median {median} ms, 95th percentile {p95} ms, max {max} ms").format(
                name=level_name(kind), median=number(statistics.median(ms), 3), p95=number(ms[int(0.95 * len(ms))], 3),
                max=number(ms[-1], 1)))
    print(ngettext("{n} episode in {seconds} s", "{n} episodes in {seconds} s", len(actions)).format(
        n=number(len(actions)), seconds=number(elapsed, 0)))


if __name__ == "__main__":
    main()
