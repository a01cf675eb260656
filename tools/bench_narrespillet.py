"""Narrespillet measurements: random-playout speed, search iterations per second, and a seeded tournament.

    python tools/bench_narrespillet.py [--playout-seconds 5] [--games 20] [--rounds 5] [--seed 1]
                                       [--hard-iterations N --normal-iterations N] [--skip-ladder]

Tournaments are four-player games with the seats rotated game by game; results come with 95 % Wilson
confidence intervals. Without iteration budgets the levels think for their own time (normal 0.3 s, hard 1 s).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.base import Bot, RandomBot, decision_for  # noqa: E402
from game.ai.ismcts import ISMCTS  # noqa: E402
from game.engine.state import CHANCE  # noqa: E402
from game.games.narrespillet import game_info  # noqa: E402
from game.games.narrespillet.ai import RuleBot, make_bot, make_search  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def random_playouts(seconds: float, seed: int) -> None:
    info = game_info()
    rng = random.Random(seed)
    actions = games = 0
    started = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - started < seconds:
        state = info.new_state(rng.randint(2, 6), info.resolve({}))
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    used = time.process_time() - cpu
    # CPU time as well as wall time: on a shared machine the wall-clock figure depends on the other load.
    print(f"random playouts: {actions / used:,.0f} actions per CPU second, {actions / elapsed:,.0f} per wall "
          f"second ({games} whole five-round games, {actions / games:.0f} actions a game, {elapsed:.1f} s)")


def search_speed(seed: int, decisions: int = 12) -> None:
    info = game_info()
    rng = random.Random(seed)
    state = info.new_state(4, info.resolve({}))
    easy = RuleBot()
    rates: list[float] = []
    cpu_rates: list[float] = []
    for level, bot in (("normal", make_bot("normal")), ("hard", make_bot("hard"))):
        assert isinstance(bot, ISMCTS)
        rates.clear()
        cpu_rates.clear()
        while len(rates) < decisions and not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            decision = decision_for(state, seat, random.Random(rng.random()))
            if len(decision.legal) > 1 and state.ask[0] == "turn":  # type: ignore[attr-defined]
                cpu = time.process_time()
                bot.choose(decision)
                rates.append(bot.last_iterations / bot.last_seconds)
                cpu_rates.append(bot.last_iterations / max(1e-9, time.process_time() - cpu))
            state.apply(easy.choose(decision))
        print(f"ISMCTS {level}: {statistics.mean(rates):,.0f} iterations per wall second, "
              f"{statistics.mean(cpu_rates):,.0f} per CPU second, over {len(rates)} turn decisions "
              f"(about {statistics.mean(rates) * (bot.seconds or 0):,.0f} iterations a decision here)")


def play_game(bots: list[Bot], seed: int, rounds: int) -> list[float]:
    info = game_info()
    rng = random.Random(seed)
    state = info.new_state(len(bots), info.resolve({"rounds": rounds}))
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bots[seat].choose(decision_for(state, seat, random.Random(rng.random()))))
    return state.returns()


def tournament(title: str, levels: list[str], factories: dict, games: int, rounds: int, seed: int) -> None:
    wins = {lvl: 0.0 for lvl in set(levels)}
    seats_played = {lvl: 0 for lvl in set(levels)}
    started = time.perf_counter()
    for g in range(games):
        shift = g % len(levels)
        order = levels[shift:] + levels[:shift]
        results = play_game([factories[lvl]() for lvl in order], seed + g, rounds)
        for lvl, r in zip(order, results, strict=True):
            wins[lvl] += r
            seats_played[lvl] += 1
    elapsed = time.perf_counter() - started
    print(f"{title}: {games} games of {rounds} round(s), {elapsed:.0f} s")
    for lvl in sorted(wins, key=lambda x: -wins[x] / seats_played[x]):
        n = seats_played[lvl]
        low, high = wilson(wins[lvl], n)
        print(f"  {lvl:<7} won {wins[lvl]:5.1f} of {n:3d} seats = {wins[lvl] / n:5.1%}  (95 % CI {low:.1%}–{high:.1%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--playout-seconds", type=float, default=5.0)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-iterations", type=int, default=0)
    parser.add_argument("--normal-iterations", type=int, default=0)
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-ladder", action="store_true")
    parser.add_argument("--skip-hard-vs-easy", action="store_true")
    args = parser.parse_args()

    if not args.skip_speed:
        random_playouts(args.playout_seconds, args.seed)
        search_speed(args.seed)

    def level(name: str, iterations: int):
        if iterations:
            return lambda: make_search(iterations=iterations)
        return lambda: make_bot(name)

    factories = {"hard": level("hard", args.hard_iterations), "normal": level("normal", args.normal_iterations),
                 "easy": RuleBot, "random": RandomBot}
    budget = (f"hard {args.hard_iterations or '1 s'}, normal {args.normal_iterations or '0.3 s'}"
              f"{' iterations' if args.hard_iterations else ''}")
    if not args.skip_hard_vs_easy:
        tournament(f"one hard against three easy ({budget})", ["hard", "easy", "easy", "easy"], factories,
                   args.games, args.rounds, args.seed)
    if not args.skip_ladder:
        tournament(f"hard vs normal vs easy vs random ({budget})", ["hard", "normal", "easy", "random"], factories,
                   args.games, args.rounds, args.seed + 10_000)


if __name__ == "__main__":
    main()
