"""Measures the Yatzy AI: mean score ± standard error per level and column mode, and decision times.

Games are one player alone (the score is what a level makes of its dice), seeded 0, 1, 2, ... per
measurement, played as the client plays them: a match with its own seeded generators, driven by the table
session, the bot seeing only its view.

    python tools/bench_yatzy.py                       # the full measurement (long)
    python tools/bench_yatzy.py --one 2000 --three 500 --others 500 --workers 2
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")  # one thread per worker process

from game.ai.base import Bot, Decision  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.engine.state import Action  # noqa: E402
from game.games.trippel_yatzy import game_info  # noqa: E402
from game.i18n import number, words  # noqa: E402
from game.session.session import TableSession  # noqa: E402
from tools.speaking import add_language, level_name, speak  # noqa: E402

_, ngettext = words("tools")

_bots: dict = {}
_infos: list = []


def _info():
    """One game_info per worker process, so the rules, the turn model and the table load once."""
    if not _infos:
        _infos.append(game_info())
    return _infos[0]


class Timed:
    """A bot whose every decision is timed, by the wall clock and as this process's CPU time (which a busy machine
    does not inflate)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def choose(self, decision: Decision) -> Action:
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.bot.choose(decision)
        self.cpu.append(time.process_time() - cpu)
        self.wall.append(time.perf_counter() - wall)
        return action


def play(info, options: dict, level: str, bot: Timed, seed: int) -> float:
    """One seeded game through the table session; the level's score."""
    match = Match(info, options, [Seat("AI", "ai", level)], seed)
    TableSession(match, lambda seat: None, words=False, bots=[bot]).play_to_end(move_limit=10_000)
    return match.state.scores()[0]


def play_games(job: tuple[str, int, int, int]) -> tuple[list[float], list[float]]:
    """(level, columns, first seed, count) -> (scores, decision times in seconds)."""
    level, columns, first, count = job
    info = _info()
    if level not in _bots:
        _bots[level] = info.make_bot(level)
    bot = Timed(_bots[level])
    options = info.resolve({"columns": columns})
    scores = [play(info, options, level, bot, seed) for seed in range(first, first + count)]
    return scores, bot.wall


def timing(level: str, columns: int, games: int) -> None:
    """Decision times in this process, both by the wall clock and as CPU time of this process (which a busy
    machine does not inflate), from the first decision of a fresh bot on."""
    info = _info()
    bot = Timed(info.make_bot(level))
    options = info.resolve({"columns": columns})
    for seed in range(games):
        play(info, options, level, bot, 10_000_000 + seed)
    wall, cpu = bot.wall, bot.cpu
    print(f"{level_name(level):>6} " + _(
        "{columns} col timing over {games}, {decisions} decisions: wall median {wall} ms, max {wall_max} ms; "
        "CPU median {cpu} ms, max {cpu_max} ms").format(
        columns=columns, games=ngettext("{n} game", "{n} games", games).format(n=number(games)),
        decisions=number(len(wall)),
        wall=number(statistics.median(wall) * 1000, 3), wall_max=number(max(wall) * 1000, 1),
        cpu=number(statistics.median(cpu) * 1000, 3), cpu_max=number(max(cpu) * 1000, 1)), flush=True)


def measure(level: str, columns: int, games: int, workers: int, first: int = 0) -> dict:
    chunk = max(1, math.ceil(games / (workers * 8)))
    jobs = [(level, columns, first + start, min(chunk, games - start)) for start in range(0, games, chunk)]
    scores, times = [], []
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        for s, t in pool.map(play_games, jobs):
            scores += s
            times += t
    elapsed = time.perf_counter() - started
    mean = statistics.fmean(scores)
    error = statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.0
    return {"level": level, "columns": columns, "games": len(scores), "mean": mean, "se": error,
            "sd": statistics.stdev(scores) if len(scores) > 1 else 0.0, "first_seed": first,
            "min": min(scores), "max": max(scores), "median_ms": statistics.median(times) * 1000,
            "max_ms": max(times) * 1000, "decisions": len(times), "seconds": elapsed}


def show(r: dict) -> None:
    print(f"{level_name(r['level']):>6} " + _(
        "{columns} col: {games} games  mean {mean} ± {se} (se)  range {low}-{high}  decision median {median} ms, "
        "max {max} ms over {decisions} decisions  [seeds from {first}, sd {sd}, {seconds} s]").format(
        columns=r["columns"], games=f"{number(r['games']):>7}", mean=f"{number(r['mean'], 2):>8}",
        se=number(r["se"], 2), low=number(r["min"], 0), high=number(r["max"], 0),
        median=number(r["median_ms"], 3), max=number(r["max_ms"], 1), decisions=number(r["decisions"]),
        first=r["first_seed"], sd=number(r["sd"], 2), seconds=number(r["seconds"], 0)), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", type=int, default=100_000, help="hard games in one-column mode")
    parser.add_argument("--three", type=int, default=10_000, help="hard games in three-column mode")
    parser.add_argument("--others", type=int, default=2_000, help="easy and normal games in each mode")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0, help="seeds run from here (to extend a measurement)")
    parser.add_argument("--timing", type=int, default=200, help="games per mode for the decision times")
    parser.add_argument("--only", choices=["one", "three", "others", "timing"], action="append")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    only = set(args.only or ["one", "three", "others", "timing"])
    started = time.perf_counter()
    info = game_info()
    info.make_bot("hard")
    print(_("value table loaded in {seconds} s (one process)").format(seconds=number(time.perf_counter() - started, 2)))
    if "timing" in only and args.timing:
        for columns in (1, 3):
            timing("hard", columns, args.timing)
    if "others" in only and args.others:
        for columns in (1, 3):
            for level in ("easy", "normal"):
                show(measure(level, columns, args.others, args.workers))
    if "three" in only and args.three:
        show(measure("hard", 3, args.three, args.workers, args.first_seed))
    if "one" in only and args.one:
        show(measure("hard", 1, args.one, args.workers, args.first_seed))


if __name__ == "__main__":
    main()
