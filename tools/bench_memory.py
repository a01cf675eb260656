"""Memory in long play: each game's table of four AIs at the strongest level, made as the client makes them (with
Narrespillet's search worker processes), played game after game for a while, its resident memory (RSS, of the
process and of its worker processes) printed at regular points, and whether it levels off.

    python tools/bench_memory.py [--game narrespillet] [--minutes 2 | --moves 500] [--points 10] [--lang sv]

Each game is played in a fresh process, so one game's tables and memos do not count towards the next. Without
--minutes or --moves the games take about seven minutes together (Narrespillet three, Kalahen one, the others 25
seconds each). Memory is read from /proc/PID/status (VmRSS), so the figures need Linux.

The verdict compares the growth over the last half of the run with the growth over the first half (which holds the
start-up: imports, the first tables built): a plateau when the last half grew by under a quarter of the first
half's growth, or by under 2 MB.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, language_arguments, level_names, speak  # noqa: E402

_, ngettext = words("tools")

GAMES = ("narrespillet", "kalahen", "krutroyk", "trippel_yatzy", "kinesisk_bank", "dodsspranget", "jackpot",
         "bovjakten", "fangelse")
SECONDS = {"narrespillet": 180.0, "kalahen": 60.0}  # the others: DEFAULT_SECONDS
DEFAULT_SECONDS = 25.0
SEATS = 4
LEVEL = "hard"
PLATEAU_SHARE = 0.25  # the last half may grow by at most this share of the first half's growth ...
PLATEAU_MB = 2.0      # ... or by this much


def rss_mb(pid: int) -> float | None:
    """A process's resident memory in MB (VmRSS), None when it is gone or the system has no /proc."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        return None
    return None


@dataclass
class Sample:
    seconds: float
    moves: int
    games: int
    own: float
    workers: float

    @property
    def total(self) -> float:
        return self.own + self.workers


def plateau(samples: list[Sample]) -> tuple[float, float, bool]:
    """The growth of the total over the first and the last half of the run (MB), and whether it levelled off."""
    first, middle, last = samples[0], samples[len(samples) // 2], samples[-1]
    early, late = middle.total - first.total, last.total - middle.total
    return early, late, late <= max(PLATEAU_MB, PLATEAU_SHARE * early)


def workers_mb() -> float:
    """The resident memory of this process's search workers (those started so far)."""
    from game.ai import parallel

    return sum(rss_mb(pid) or 0.0 for pid in parallel.pool().worker_pids() if pid is not None)


def play(key: str, seconds: float | None, moves: int | None, points: int) -> list[Sample]:
    """Plays four-AI tables of one game one after the other (seeds 1, 2, …) until the time or the moves are up,
    as the client plays them (a match, the bots' decisions, every move's log lines); samples memory at `points`
    regular points after the first."""
    from game.ai import bot_for
    from game.ai.base import decision_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.engine.state import CHANCE

    info = all_games()[key]
    seats = [Seat(f"AI {n + 1}", "ai", LEVEL) for n in range(SEATS)]
    bots = [bot_for(info, seat) for seat in seats]
    own = os.getpid()
    started = time.perf_counter()
    made = games = 0
    step = (seconds / points) if seconds is not None else None
    every = max(1, (moves or 0) // points)

    def sample() -> Sample:
        return Sample(time.perf_counter() - started, made, games, rss_mb(own) or 0.0, workers_mb())

    samples = [sample()]
    seed = 0
    while len(samples) <= points:
        seed += 1
        match = Match(info, {}, seats, seed)
        while not match.state.is_terminal() and len(samples) <= points:
            state = match.state
            player = state.current_player()
            if player == CHANCE:
                action = state.sample_chance(match.step_rng("chance"))
            else:
                bot = bots[player]
                assert bot is not None
                action = bot.choose(decision_for(state, player, partial(random.Random, match.step_seed("bot"))))
            match.describe_for_all(action)  # the log's lines, said before the move as the table says them
            match.apply(action)
            made += 1
            due = (time.perf_counter() - started >= step * len(samples)) if step is not None else made % every == 0
            if due:
                samples.append(sample())
        if match.state.is_terminal():
            games += 1
    return samples


def report(key: str, samples: list[Sample]) -> None:
    from game.engine.registry import all_games

    print(_("{game}: four {level} AIs").format(game=all_games()[key].local_name(), level=level_names(LEVEL)))
    for s in samples:
        games = ngettext("{n} game", "{n} games", s.games).format(n=number(s.games))
        text = (_("{seconds} s, {moves} moves, {games}: {total} MB ({own} MB the process, {workers} MB its search "
                  "workers)") if s.workers else _("{seconds} s, {moves} moves, {games}: {total} MB"))
        print("  " + text.format(
            seconds=number(s.seconds, 0), moves=number(s.moves), games=games, total=number(s.total, 1),
            own=number(s.own, 1), workers=number(s.workers, 1)))
    early, late, levelled = plateau(samples)
    verdict = (_("a plateau: {late} MB over the last half against {early} MB over the first") if levelled else
               _("still rising: {late} MB over the last half against {early} MB over the first"))
    print("  " + verdict.format(late=number(late, 1), early=number(early, 1)))


def one_game(args: argparse.Namespace) -> None:
    seconds = None if args.moves else (60 * args.minutes if args.minutes else SECONDS.get(args.game, DEFAULT_SECONDS))
    samples = play(args.game, seconds, args.moves, args.points)
    report(args.game, samples)
    from game.ai import parallel

    parallel.pool().shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append",
                        help="a game to play (again for more; default: all nine)")
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--minutes", type=float, default=None, help="how long each game is played")
    length.add_argument("--moves", type=int, default=None, help="how many moves of each game are played")
    parser.add_argument("--points", type=int, default=10, help="how many times memory is read after the start")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # one game, in this process
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    if args.points < 2:
        parser.error("--points must be at least 2")
    if args.one:
        args.game = args.game[0]
        one_game(args)
        return
    for key in args.game or GAMES:
        extra = ["--minutes", str(args.minutes)] if args.minutes else ["--moves", str(args.moves)] if args.moves else []
        sys.stdout.flush()
        subprocess.run([sys.executable, __file__, "--one", "--game", key, "--points", str(args.points), *extra,
                        *language_arguments()], check=True)


if __name__ == "__main__":
    main()
