"""Measures the record book: recording a finished game (record file + one database transaction), rebuilding
the database from the record files, the statistics queries, and the replay walk (its set-up and a jump).
Prints medians; every figure is on a temporary folder, never the user's.

    .venv/bin/python tools/bench_records.py [--games 300] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.registry import get_game  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.headless import play_out  # noqa: E402
from game.i18n import number, words  # noqa: E402
from game.records.book import RecordBook  # noqa: E402
from game.records.replay import ReplayWalk  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")


def played(key: str, seed: int, **options: object) -> Match:
    info = get_game(key)
    seats = [Seat("Anna", "random"), Seat("Bo", "random"), Seat("AI", "ai", "easy")]
    match = Match(info, dict(options), seats, seed)
    play_out(match, [bot_for(info, s) for s in seats])
    match.seats = [Seat("Anna", "human"), Seat("Bo", "human"), seats[2]]
    return match


def median_ms(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _turn in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    matches = [played("jackpot", n) for n in range(args.games)]
    with tempfile.TemporaryDirectory() as tmp:
        book = RecordBook(Path(tmp))
        times = []
        for n, match in enumerate(matches):
            start = time.perf_counter()
            book.record(match, finished_at=1000.0 + n)
            times.append(time.perf_counter() - start)
        print(_("record one game (file + transaction): median {median} ms, max {max} ms over {n} Jackpot games"
                ).format(median=number(1000 * statistics.median(times), 1), max=number(1000 * max(times), 1),
                         n=len(times)))
        print(_("rebuild the database from {games} record files: median {median} ms ({runs})").format(
            games=args.games, median=number(median_ms(args.runs, book.rebuild), 0),
            runs=ngettext("{n} run", "{n} runs", args.runs).format(n=args.runs)))
        folder = Path(tmp)
        print(_("open the record book with {games} games (checks, and agreement with the record files): median "
                "{median} ms").format(games=args.games, median=number(
                    median_ms(args.runs, lambda: RecordBook(folder).close()), 1)))
        print(_("figures of every player in every game: median {median} ms").format(
            median=number(median_ms(args.runs, book.figures), 1)))
        anna, bo = book.profiles.by_name("Anna"), book.profiles.by_name("Bo")
        assert anna and bo
        print(_("head to head: median {median} ms").format(
            median=number(median_ms(args.runs, lambda: book.head_to_head(None, anna.id, bo.id)), 1)))
        print(_("history: median {median} ms").format(median=number(median_ms(args.runs, book.history), 1)))
        book.close()
    for key, options in (("trippel_yatzy", {"columns": 3}), ("kalahen", {})):
        match = played(key, 1, **options)
        walk = ReplayWalk(match)
        setup = median_ms(args.runs, lambda m=match: ReplayWalk(m))
        jumps = [median_ms(args.runs, lambda w=walk, k=k: w.at(k)) for k in range(0, len(walk) + 1,
                                                                              max(1, len(walk) // 20))]
        print(_("replay walk of a {moves}-move {game} game: set-up median {setup} ms, a jump median {jump} ms, "
                "worst {worst} ms").format(moves=len(walk), game=key, setup=number(setup, 0),
                                           jump=number(statistics.median(jumps), 2), worst=number(max(jumps), 2)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
