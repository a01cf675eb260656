"""Narrespillet measurements: random-playout speed, search iterations per second, and a seeded tournament.

    python tools/bench_narrespillet.py [--playout-seconds 5] [--games 20] [--rounds 5] [--seed 1]
                                       [--speed-repeats 3] [--time-decisions 24]
                                       [--hard-iterations N --normal-iterations N] [--head-to-head-games N]
                                       [--skip-speed] [--skip-hard-vs-easy] [--skip-head-to-head] [--skip-ladder]
                                       [--workers N] [--search-workers N]
                                       [--pairs normal:easy easy:random ...]
                                       [--hard-thinking quick|long] [--hard-sees-hands]

Tournaments are four-player games, each deal played in every rotation of the seats; results come with
95 % confidence intervals (Wilson for shares of games won, normal approximation for house victories).
Without iteration budgets the levels think for their own time (normal 0.3 s, hard 1 s or, with --hard-thinking
long, 3 s as the Settings choice gives it), with worker processes beside them as in the client (--search-workers
to choose how many). --hard-sees-hands shows hard the other seats' hands: a bound on what reading them from the
seats' play could give it.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import parallel  # noqa: E402
from game.ai.base import Bot, Decision, RandomBot, decision_for  # noqa: E402
from game.ai.ismcts import ISMCTS  # noqa: E402
from game.ai.think_time import (  # noqa: E402
    DEFAULT_HARD_THINKING,
    HARD_THINKING,
    choose_hard_thinking,
    hard_seconds,
)
from game.engine.match import Match  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.engine.state import CHANCE, Action, GameState  # noqa: E402
from game.games.narrespillet import game_info  # noqa: E402
from game.games.narrespillet.ai import RuleBot, make_level  # noqa: E402
from game.i18n import number, words  # noqa: E402
from game.session.session import TableSession  # noqa: E402
from tools.speaking import add_language, level_name, level_names, percent, speak  # noqa: E402
from tools.stats import wilson  # noqa: E402

_, ngettext = words("tools")


def decimals(value: float, digits: int = 2) -> str:
    """A figure with its decimals; an interval of a single deal has no width to give (inf, as before)."""
    return number(value, digits) if math.isfinite(value) else f"{value:.{digits}f}"


def signed(value: float) -> str:
    """A difference with its sign: +0.12, -0.05."""
    return ("+" if value >= 0 else "") + decimals(value)


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
    print(_("random playouts: {cpu} actions per CPU second, {wall} per wall second ({games} whole five-round games, "
            "{per_game} actions a game, {seconds} s)").format(
        cpu=number(actions / used, 0), wall=number(actions / elapsed, 0), games=number(games),
        per_game=number(actions / games, 0), seconds=number(elapsed, 1)))


def turn_positions(seed: int, decisions: int, every: int = 1) -> list[tuple[GameState, int, float]]:
    """Turn decisions with a choice from a seeded game between easy players: every `every`-th of them."""
    info = game_info()
    rng = random.Random(seed)
    state = info.new_state(4, info.resolve({}))
    easy = RuleBot()
    positions: list[tuple[GameState, int, float]] = []
    seen = 0
    while len(positions) < decisions and not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decision = decision_for(state, seat, random.Random(rng.random()))
        if len(decision.legal) > 1 and state.ask.kind == "turn":  # type: ignore[attr-defined]
            luck = rng.random()
            if seen % every == 0:
                positions.append((state.clone(), seat, luck))
            seen += 1
        state.apply(easy.choose(decision))
    return positions


def search_speed(seed: int, decisions: int = 12, repeats: int = 3, workers: int | None = None) -> None:
    """Both levels on the same turn decisions (the first ones of a game between easy players), `repeats` times:
    the median of the runs' iterations per second, with the runs' range. With worker processes (None: as many
    as the client uses on this machine) the iterations of every process count, per wall second and per CPU
    second of all the processes; the workers are started before the clock runs."""
    count = parallel.default_workers() if workers is None else workers
    positions = turn_positions(seed, decisions)
    for level in ("normal", "hard"):
        bot = make_level(level, workers=count)
        if count:
            assert bot.recipe is not None
            parallel.pool().warm(count, bot.recipe.module)
        per_wall, per_cpu, per_decision = [], [], []
        for _turn in range(repeats):
            iterations = wall = cpu = 0.0
            for position, seat, luck in positions:
                started = time.process_time()
                bot.choose(decision_for(position, seat, random.Random(luck)))
                cpu += time.process_time() - started + bot.last_worker_cpu
                iterations += bot.last_iterations
                wall += bot.last_seconds
            per_wall.append(iterations / wall)
            per_cpu.append(iterations / cpu)
            per_decision.append(iterations / len(positions))
        runs = ngettext("over {n} run", "over {n} runs", repeats).format(n=repeats)
        processes = ngettext("in {n} process", "in {n} processes", count + 1).format(n=count + 1)
        print(_("ISMCTS {level}: {wall} iterations per wall second {processes} ({low}–{high} {runs}), {cpu} per CPU "
                "second of the processes, {per_decision} a decision at up to {seconds} s (the same {n} turn "
                "decisions for both levels)").format(
            level=level_name(level), wall=number(statistics.median(per_wall), 0), processes=processes,
            low=number(min(per_wall), 0), high=number(max(per_wall), 0), runs=runs,
            cpu=number(statistics.median(per_cpu), 0), per_decision=number(statistics.median(per_decision), 0),
            seconds=number(bot.seconds) if bot.seconds is not None else "-", n=len(positions)))


def hard_decision_times(seed: int, decisions: int, every: int, iterations: int = 0,
                        workers: int | None = None) -> None:
    """How long hard thinks, with its race and without it, on turn decisions spread over a five-round game.
    With an iteration budget in place of its second, how much of the budget it uses (a figure the machine's
    load does not change)."""
    positions = turn_positions(seed, decisions, every)
    if iterations:
        bot = make_level("hard", iterations, workers)
        used, early = [], 0
        for position, seat, luck in positions:
            bot.choose(decision_for(position, seat, random.Random(luck)))
            used.append(bot.last_iterations / iterations)
            early += bot.last_stopped_early
        used.sort()
        print(_("hard's race with {iterations} iterations in place of its second ({n} turn decisions: every "
                "{every}th of a five-round game of easy players): share of the budget used median {median}, 90th "
                "percentile {p90}, mean {mean}; {early} stopped early").format(
            iterations=number(iterations), n=len(used), every=every, median=percent(statistics.median(used), 0),
            p90=percent(used[int(0.9 * (len(used) - 1))], 0), mean=percent(statistics.mean(used), 0), early=early))
        return
    for race in (True, False):
        bot = make_level("hard", workers=workers)
        if not race:
            bot.early_stop = None
        times, early = [], 0
        for position, seat, luck in positions:
            started = time.perf_counter()
            bot.choose(decision_for(position, seat, random.Random(luck)))
            times.append(time.perf_counter() - started)
            early += bot.last_stopped_early
        times.sort()
        heading = (_("hard's decision time with its race ({n} turn decisions: every {every}th of a five-round game "
                     "of easy players)") if race else
                   _("hard's decision time without its race ({n} turn decisions: every {every}th of a five-round "
                     "game of easy players)"))
        print(heading.format(n=len(times), every=every) + _(
            ": median {median} s, 90th percentile {p90} s, mean {mean} s, {early} stopped early").format(
            median=number(statistics.median(times), 2), p90=number(times[int(0.9 * (len(times) - 1))], 2),
            mean=number(statistics.mean(times), 2), early=early))


def play_game(bots: list[Bot], seed: int, rounds: int) -> tuple[list[float], list[int]]:
    """One seeded game as the client plays it (the match's own generators, the table session asking each bot);
    each seat's share of the win and its house victories."""
    seats = [Seat(f"AI {i + 1}", "ai") for i in range(len(bots))]
    match = Match(game_info(), {"rounds": rounds}, seats, seed)
    TableSession(match, lambda seat: None, words=False, bots=list(bots)).play_to_end(move_limit=100_000)
    state = match.state
    return state.returns(), [sum(v) for v in state.victories]  # type: ignore[attr-defined]


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """The mean with a normal-approximation 95 % interval."""
    m = statistics.mean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return m, m - half, m + half


class Counted:
    """A search bot that keeps count of its decisions, iterations, thinking time and early stops.

    sees_hands: the search is shown the other seats' hands (only the deck's order stays hidden), in one
    process. For a bound only: what inferring the hands from the seats' play could give the search at most."""

    def __init__(self, bot: ISMCTS, sees_hands: bool = False) -> None:
        self.bot = bot
        self.sees_hands = sees_hands
        self.tally = [0, 0, 0.0, 0]  # decisions searched, iterations, seconds, stopped early

    def choose(self, decision: Decision) -> Action:
        if self.sees_hands and decision.position is not None:
            state, _seat = decision.position

            def hands_shown(rng: random.Random) -> GameState:
                shown = state.clone()
                rng.shuffle(shown.table.deck)  # type: ignore[attr-defined]
                return shown
            decision.determinize, decision.position = hands_shown, None
        before = self.bot.last_iterations, self.bot.last_seconds
        move = self.bot.choose(decision)
        if (self.bot.last_iterations, self.bot.last_seconds) != before:  # it searched (more than one move)
            self.tally[0] += 1
            self.tally[1] += self.bot.last_iterations
            self.tally[2] += self.bot.last_seconds
            self.tally[3] += self.bot.last_stopped_early
        return move


def seeing_hands(make: Callable[[], Bot]) -> Counted:
    """A search made by `make`, shown the other seats' hands (see Counted)."""
    bot = make()
    assert isinstance(bot, ISMCTS)
    return Counted(bot, sees_hands=True)


def _game(job: tuple[list[Callable[[], Bot]], int, int]) -> tuple[list[float], list[int], list[list[float]]]:
    factories, seed, rounds = job
    bots: list[Bot] = [make() for make in factories]
    bots = [Counted(b) if isinstance(b, ISMCTS) else b for b in bots]
    results, victories = play_game(bots, seed, rounds)
    return results, victories, [b.tally if isinstance(b, Counted) else [0, 0, 0.0, 0] for b in bots]


def tournament(title: str, levels: list[str], factories: dict, games: int, rounds: int, seed: int,
               workers: int = 1) -> None:
    """Four-player games with the seats rotated game by game. Reports each level's share of the games won
    (Wilson interval) and its house victories per seat and round (four are dealt out each round), and for two
    levels the per-game difference in victories, which says more than wins over the same number of games."""
    names = sorted(set(levels), key=levels.index)
    wins = {lvl: 0.0 for lvl in names}
    seats_played = {lvl: 0 for lvl in names}
    per_game: dict[str, list[float]] = {lvl: [] for lvl in names}  # victories per seat and round, game by game
    # Duplicate deals: each seed is played once in every distinct rotation of the seats, so every level gets
    # the same cards in the same chairs and the luck of the deal cancels out of the comparison.
    rotations = sorted({tuple(levels[s:] + levels[:s]) for s in range(len(levels))}, key=lambda r: r != tuple(levels))
    games = -(-games // len(rotations)) * len(rotations)  # whole deals only
    started = time.perf_counter()
    orders = [list(rotations[g % len(rotations)]) for g in range(games)]
    jobs = [([factories[lvl] for lvl in order], seed + g // len(rotations), rounds) for g, order in enumerate(orders)]
    played = []
    with ProcessPoolExecutor(workers) if workers > 1 else nullcontext() as pool:
        for done in (pool.map(_game, jobs) if pool else map(_game, jobs)):
            played.append(done)
            print("  " + _("… {done}/{games} games, {seconds} s").format(
                done=len(played), games=games, seconds=number(time.perf_counter() - started, 0)),
                file=sys.stderr, flush=True)
    searched: dict[str, list[float]] = {lvl: [0, 0, 0.0, 0] for lvl in names}
    for order, (_results, _victories, tallies) in zip(orders, played, strict=True):
        for lvl, tally in zip(order, tallies, strict=True):
            searched[lvl] = [a + b for a, b in zip(searched[lvl], tally, strict=True)]
    for order, (results, victories, _tallies) in zip(orders, played, strict=True):
        for lvl in names:
            mine = [v for x, v in zip(order, victories, strict=True) if x == lvl]
            per_game[lvl].append(sum(mine) / (len(mine) * rounds))
        for lvl, r in zip(order, results, strict=True):
            wins[lvl] += r
            seats_played[lvl] += 1
    elapsed = time.perf_counter() - started
    # The intervals treat each deal (the mean over its seatings) as one observation: its games are not independent.
    k = len(rotations)
    per_deal = {lvl: [statistics.mean(v[i:i + k]) for i in range(0, len(v) - k + 1, k)]
                for lvl, v in per_game.items()}
    print(_("{title}: {games} games of {rounds} round(s), seeds {first}–{last} in {seatings} seatings each, "
            "{seconds} s").format(title=title, games=games, rounds=rounds, first=seed,
                                  last=seed + (games - 1) // len(rotations), seatings=len(rotations),
                                  seconds=number(elapsed, 0)))
    for lvl in sorted(names, key=lambda x: -statistics.mean(per_deal[x])):
        n = seats_played[lvl]
        low, high = wilson(wins[lvl], n)
        m, vlow, vhigh = mean_interval(per_deal[lvl])
        print(f"  {level_name(lvl):<7} " + _(
            "won {won} of {seats} seats = {share} (95 % CI {low}–{high}); victories per seat and round {mean} "
            "({mean_low}–{mean_high})").format(
            won=f"{number(wins[lvl], 1):>5}", seats=f"{n:3d}", share=f"{percent(wins[lvl] / n):>5}",
            low=percent(low), high=percent(high), mean=number(m, 2), mean_low=decimals(vlow),
            mean_high=decimals(vhigh)))
    for lvl, (count, iterations, seconds, early) in searched.items():
        if count:
            print("  " + _("{level} searched {count} decisions: {iterations} iterations and {seconds} s a decision "
                           "on average, {early} stopped early").format(
                level=level_name(lvl), count=number(count), iterations=number(iterations / count, 0),
                seconds=number(seconds / count, 2), early=percent(early / count, 0)))
    if len(names) == 2:
        a, b = names
        m, low, high = mean_interval([x - y for x, y in zip(per_deal[a], per_deal[b], strict=True)])
        print("  " + _("{a} minus {b}: {difference} victories per seat and round (95 % CI {low} to {high})").format(
            a=level_name(a), b=level_name(b), difference=signed(m), low=signed(low), high=signed(high)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--playout-seconds", type=float, default=5.0)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-iterations", type=int, default=0)
    parser.add_argument("--normal-iterations", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="games played side by side in processes")
    parser.add_argument("--search-workers", type=int, default=None,
                        help="worker processes beside each search (default: as the client on this machine, "
                             "with time budgets; none with iteration budgets)")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--speed-repeats", type=int, default=3, help="runs of the search speed (median quoted)")
    parser.add_argument("--time-decisions", type=int, default=24,
                        help="turn decisions for hard's decision times (0: skip)")
    parser.add_argument("--effort-iterations", type=int, default=0,
                        help="hard's decision effort with this iteration budget in place of its second")
    parser.add_argument("--hard-thinking", choices=list(HARD_THINKING), default=DEFAULT_HARD_THINKING,
                        help="hard's time a move, as the Settings choice (quick: 1 s, long: 3 s)")
    parser.add_argument("--hard-sees-hands", action="store_true",
                        help="hard is shown the other seats' hands (a bound on what inferring them could give)")
    parser.add_argument("--skip-ladder", action="store_true")
    parser.add_argument("--skip-hard-vs-easy", action="store_true")
    parser.add_argument("--skip-head-to-head", action="store_true")
    parser.add_argument("--head-to-head-games", type=int, default=0, help="defaults to --games")
    parser.add_argument("--pairs", nargs="*", default=[], metavar="A:B",
                        help="more two-against-two tournaments, e.g. normal:easy (--head-to-head-games each)")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    choose_hard_thinking(args.hard_thinking)  # before any process is started: they inherit it

    if not args.skip_speed:
        random_playouts(args.playout_seconds, args.seed)
        search_speed(args.seed, repeats=args.speed_repeats, workers=args.search_workers)
        if args.time_decisions:
            hard_decision_times(args.seed, args.time_decisions, every=8, iterations=args.effort_iterations,
                                workers=args.search_workers)

    def level(name: str, iterations: int) -> Callable[[], Bot]:
        # a partial, not a lambda: the executor must send it to its processes
        return partial(make_level, name, iterations or None, args.search_workers)

    factories = {"hard": level("hard", args.hard_iterations), "normal": level("normal", args.normal_iterations),
                 "easy": RuleBot, "random": RandomBot}
    if args.hard_sees_hands:
        factories["hard"] = partial(seeing_hands, factories["hard"])
    hard = (number(args.hard_iterations) if args.hard_iterations else
            _("{seconds} s").format(seconds=number(hard_seconds())))
    normal = (number(args.normal_iterations) if args.normal_iterations else
              _("{seconds} s").format(seconds=number(0.3)))
    budget = (_("hard {hard}, normal {normal} iterations") if args.hard_iterations else
              _("hard {hard}, normal {normal}")).format(hard=hard, normal=normal)
    if not args.skip_hard_vs_easy:
        tournament(_("one hard against three easy ({budget})").format(budget=budget),
                   ["hard", "easy", "easy", "easy"], factories,
                   args.games, args.rounds, args.seed, args.workers)
    if not args.skip_head_to_head:
        tournament(_("two hard against two normal ({budget})").format(budget=budget),
                   ["hard", "normal", "hard", "normal"], factories,
                   args.head_to_head_games or args.games, args.rounds, args.seed + 20_000, args.workers)
    for pair in args.pairs:
        a, _colon, b = pair.partition(":")
        if a not in factories or b not in factories:
            parser.error(_("--pairs wants two of {levels} joined by ':', not {pair}").format(
                levels=", ".join(factories), pair=repr(pair)))
        tournament(_("two {a} against two {b} ({budget})").format(a=level_names(a), b=level_names(b), budget=budget),
                   [a, b, a, b], factories,
                   args.head_to_head_games or args.games, args.rounds, args.seed + 30_000, args.workers)
    if not args.skip_ladder:
        tournament(_("hard vs normal vs easy vs random ({budget})").format(budget=budget),
                   ["hard", "normal", "easy", "random"], factories,
                   args.games, args.rounds, args.seed + 10_000, args.workers)


if __name__ == "__main__":
    main()
