"""Measures the client: start-up to the first menu frame, frame times per scene at 1280×720, and
headless `simulate` throughput per game. Prints figures; run with `make bench`."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAMES = 300
STARTUP_RUNS = 5
SIM_GAMES = {"kinesisk_bank": 200, "dodsspranget": 2000, "jackpot": 1000, "trippel_yatzy": 20, "bovjakten": 500,
             "fangelse": 1000, "krutroyk": 100, "kalahen": 20, "narrespillet": 10}

STARTUP_SNIPPET = """
import time, sys
from game.ui.app import App, start_scene
app = App()
app.push(start_scene(app))
app.frame(0)
print(time.perf_counter())
"""


def startup_seconds(folder: str) -> list[float]:
    env = dict(os.environ, XDG_DATA_HOME=folder, XDG_CONFIG_HOME=folder)
    runs = []
    for _ in range(STARTUP_RUNS):
        started = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", STARTUP_SNIPPET], capture_output=True, text=True, env=env,
                             check=True)
        runs.append(float(out.stdout.strip().splitlines()[-1]) - started)
    return runs


def frame_times(app, scene, frames: int = FRAMES) -> list[float]:
    app.home()
    if scene is not None:
        app.push(scene)
    times = []
    for _ in range(frames):
        started = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - started) * 1000)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import play_out, simulate
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules_reader import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.tables import TABLES, table_for

    folder = tempfile.mkdtemp(prefix="spelbordet-bench-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = folder
    runs = startup_seconds(folder)
    print(f"start-up to the first menu frame: median {statistics.median(runs) * 1000:.0f} ms "
          f"(min {min(runs) * 1000:.0f}, max {max(runs) * 1000:.0f}, {STARTUP_RUNS} runs)")

    app = App(Settings(animation="normal"), saves=Path(folder) / "saves")
    games = all_games()
    scenes = [("menu", None), ("settings", SettingsScene(app))]
    for key in TABLES:
        info = games[key]
        scenes.append((f"setup {key}", SetupScene(app, info)))
        scenes.append((f"rules {key}", RulesScene(app, info)))
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        scenes.append((f"table {key} (4 AI playing)", table_for(app, Match(info, {}, seats, seed=2))))
        done = play_out(Match(info, {}, seats, seed=3), [bot_for(info, s) for s in seats])
        scenes.append((f"results {key}", ResultsScene(app, done)))
    print(f"\nframe time at 1280×720 ({FRAMES} frames each; dummy video driver, 2-core machine):")
    print(f"  {'scene':42} {'median':>8} {'p95':>8} {'max':>8}")
    worst = 0.0
    for name, scene in scenes:
        times = frame_times(app, scene)
        p95 = percentile(times, 0.95)
        worst = max(worst, p95)
        print(f"  {name:42} {statistics.median(times):6.2f}ms {p95:6.2f}ms {max(times):6.2f}ms")
    print(f"  worst 95th percentile: {worst:.2f} ms (target under 8 ms)")

    print("\nsimulate throughput (four AI seats at the easy level; the levels' own costs are in each game's bench):")
    for key, count in SIM_GAMES.items():
        info = games[key]
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        result = simulate(info, seats, count, seed=1)
        print(f"  {key:16} {result['games_per_second']:9.1f} games/s   "
              f"(mean length {result['mean_length']:.0f} moves, {count} games)")

    from tools.bench_narrespillet import search_speed
    print("\nNarrespillet search (tools/bench_narrespillet.py has the rest):")
    search_speed(seed=1, repeats=1)


if __name__ == "__main__":
    main()
