"""Measures the client: start-up to the first menu frame (tools/bench_startup.py), what a still screen costs
(tools/bench_idle.py), frame times per scene at 1280×720 and 1920×1080 (tools/bench_frames.py), and headless
`simulate` throughput per game. Prints figures; run with `make bench`.

    python tools/bench.py [--lang sv]     # the language is handed on to every program and screen it measures
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")

SIM_GAMES = {"kinesisk_bank": 200, "dodsspranget": 2000, "jackpot": 1000, "trippel_yatzy": 20, "bovjakten": 500,
             "fangelse": 1000, "krutroyk": 100, "kalahen": 20, "narrespillet": 10}
STARTUP_RUNS = 5
IDLE_SECONDS = 10.0
SIZES = ((1280, 720), (1920, 1080))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_language(parser)
    speak(parser.parse_args())
    import bench_frames
    import bench_idle
    import bench_startup

    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import simulate

    folder = tempfile.mkdtemp(prefix="spelbordet-bench-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = folder
    if bench_startup.BUILD.exists():
        bench_startup.report(_("packaged one-folder build"), [str(bench_startup.BUILD)], STARTUP_RUNS)
    else:
        print(_("start-up of the packaged build: not built (make build)"))
    bench_startup.report(_("from the source (python -m game)"), [sys.executable, "-m", "game"], STARTUP_RUNS)

    print()
    bench_idle.report(bench_idle.SCENES, IDLE_SECONDS)

    for size in SIZES:
        print()
        bench_frames.report(size)

    games = all_games()
    print("\n" + _("simulate throughput (four AI seats at the easy level; the levels' own costs are in each game's "
                   "bench):"))
    for key, count in SIM_GAMES.items():
        info = games[key]
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        result = simulate(info, seats, count, seed=1)
        print(f"  {key:16} {number(result['games_per_second'], 1):>9} " + _("games/s") + "   " +
              _("(mean length {moves} moves, {games})").format(
                  moves=number(result["mean_length"], 0),
                  games=ngettext("{n} game", "{n} games", count).format(n=number(count))))

    from tools.bench_narrespillet import search_speed
    print("\n" + _("Narrespillet search (tools/bench_narrespillet.py has the rest):"))
    search_speed(seed=1, repeats=1)


if __name__ == "__main__":
    main()
