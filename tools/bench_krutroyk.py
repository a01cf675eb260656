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
from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, level_name, percent, speak  # noqa: E402

_, ngettext = words("tools")

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
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    info = game_info()
    challenges: list[int] = []
    actions: list[int] = []
    started = time.perf_counter()

    print(_("Two players, {episodes} episodes per pairing (seats swapped each episode)").format(
        episodes=args.episodes))
    print(f"{'':8}" + "".join(f"{level_name(k):>9}" for k in KINDS))
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
            row.append(f"{percent(wins / args.episodes):>9}")
        print(f"{level_name(a):8}" + "".join(row))
    print(_("(row's win rate against the column)"))

    print("\n" + _("Four players, one of each kind, {episodes} episodes (seats rotated)").format(
        episodes=args.episodes))
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
        print(f"  {level_name(kind):8}{percent(share[kind] / args.episodes):>8}")

    elapsed = time.perf_counter() - started
    print("\n" + _("Mean episode length: {two} challenges at two players, {four} at four players; {actions} "
                   "actions per episode overall").format(two=number(sum(challenges) / len(challenges), 2),
                                                        four=number(sum(four_challenges) / len(four_challenges), 2),
                                                        actions=number(sum(actions) / len(actions), 0)))
    print(ngettext("{n} episode in {seconds} s", "{n} episodes in {seconds} s", len(actions)).format(
        n=number(len(actions)), seconds=number(elapsed, 0)))


if __name__ == "__main__":
    main()
