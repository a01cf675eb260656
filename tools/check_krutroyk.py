"""Krutrøyk invariants over many seeded random episodes: dollars conserved after every action, every episode ends.

Random legal moves (with typed text now and then) from 2 to 8 players and varied starting dollars;
prints the number of episodes and actions checked and the episode lengths.

    python tools/check_krutroyk.py [--episodes 5000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.state import CHANCE, Action  # noqa: E402
from game.games.krutroyk import game_info  # noqa: E402

WORDS = ["dust", "whiskey", "Front Street", "the marshal", "a colt", "the Long Branch", "Boot Hill"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    info = game_info()
    started = time.perf_counter()
    actions = 0
    challenges = []
    longest = 0
    for n in range(args.episodes):
        rng = random.Random(args.seed + n)
        players = rng.randint(2, 8)
        options = info.resolve({"starting_dollars": rng.choice([1, 2, 3, 5, 8, 12]),
                                "duel_descriptions": rng.random() < 0.5})
        state = info.new_state(players, options)
        steps = 0
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                action = state.sample_chance(rng)
            elif state.text_moves() and rng.random() < 0.2:
                words = " ".join(rng.choice(WORDS) for _ in range(3))
                action = (Action("write", (state.next_trait(), words)) if state.text_moves() == ["write"]
                          else Action("narrate", (words,)))
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)
            steps += 1
            problems = state.invariants()
            if problems:
                raise SystemExit(f"episode {n} (seed {args.seed + n}), action {steps}: {problems}")
            if steps > 100_000:
                raise SystemExit(f"episode {n} did not end")
        actions += steps
        longest = max(longest, steps)
        challenges.append(state.challenges)
    elapsed = time.perf_counter() - started
    print(f"{args.episodes} random episodes, {actions} actions, invariants held after every action")
    print(f"mean {actions / args.episodes:.1f} actions and {sum(challenges) / len(challenges):.2f} challenges "
          f"per episode; longest {longest} actions; {elapsed:.1f} s")


if __name__ == "__main__":
    main()
