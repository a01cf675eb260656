"""Frame times of every scene of every game: the menu, settings, and per game its setup, rules, the table
with four AI seats playing, and the results; each over FRAMES frames of `App.frame` (input, update, draw).
Prints median, 95th percentile and maximum per scene, and the worst 95th percentile.

    python tools/bench_frames.py [--size 1280x720] [--frames 300] [--profile SCENE]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.environ.get("SPELBORDET_ROOT", str(Path(__file__).resolve().parent.parent)))

FRAMES = 300
TARGET_MS = 4.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def scenes(app: Any) -> list[tuple[str, Any]]:
    """(name, scene) for every scene measured; None stands for the menu."""
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import play_out
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules_reader import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.tables import TABLES, table_for

    games = all_games()
    found: list[tuple[str, Any]] = [("menu", None), ("settings", SettingsScene(app))]
    for key in TABLES:
        info = games[key]
        found.append((f"setup {key}", SetupScene(app, info)))
        found.append((f"rules {key}", RulesScene(app, info)))
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        found.append((f"table {key} (4 AI playing)", table_for(app, Match(info, {}, seats, seed=2))))
        done = play_out(Match(info, {}, seats, seed=3), [bot_for(info, s) for s in seats])
        found.append((f"results {key}", ResultsScene(app, done)))
    return found


def frame_times(app: Any, scene: Any, frames: int) -> tuple[list[float], list[float]]:
    """Each frame's wall time and the main thread's CPU time in it (ms). On a loaded machine the wall time
    also counts the time the process waited for a core; the CPU time is what the frame itself cost."""
    app.home()
    if scene is not None:
        app.push(scene)
    times, cpu = [], []
    for _ in range(frames):
        started, used = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.thread_time() - used) * 1000)
    return times, cpu


def make_app(size: tuple[int, int]) -> Any:
    from game.settings import Settings
    from game.ui.app import App

    folder = tempfile.mkdtemp(prefix="spelbordet-frames-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = folder
    return App(Settings(animation="normal", width=size[0], height=size[1]), saves=Path(folder) / "saves")


def report(size: tuple[int, int], frames: int = FRAMES, show: Any = print) -> float:
    app = make_app(size)
    show(f"frame time at {size[0]}×{size[1]} ({frames} frames each; dummy video driver; wall time, and the main "
         f"thread's CPU time per frame):")
    show(f"  {'scene':40} {'median':>8} {'p95':>8} {'max':>8}   {'CPU med':>8} {'CPU p95':>8}  load {load()}")
    worst, worst_name, worst_cpu, worst_cpu_name = 0.0, "", 0.0, ""
    for name, scene in scenes(app):
        times, cpu = frame_times(app, scene, frames)
        p95, cpu95 = percentile(times, 0.95), percentile(cpu, 0.95)
        if p95 > worst:
            worst, worst_name = p95, name
        if cpu95 > worst_cpu:
            worst_cpu, worst_cpu_name = cpu95, name
        show(f"  {name:40} {statistics.median(times):6.2f}ms {p95:6.2f}ms {max(times):6.2f}ms   "
             f"{statistics.median(cpu):6.2f}ms {cpu95:6.2f}ms")
    show(f"  worst 95th percentile: {worst:.2f} ms wall ({worst_name}), {worst_cpu:.2f} ms CPU ({worst_cpu_name}); "
         f"target under {TARGET_MS:g} ms; load now {load()}")
    return worst


def load() -> str:
    """The machine's load average over the last minute (other work competing for the cores)."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def profile(size: tuple[int, int], wanted: str, frames: int) -> None:
    app = make_app(size)
    scene = next(scene for name, scene in scenes(app) if name.startswith(wanted))
    app.home()
    if scene is not None:
        app.push(scene)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(frames):
        app.frame(1 / 60)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--frames", type=int, default=FRAMES)
    parser.add_argument("--profile", metavar="SCENE", help="profile one scene (a name's start) instead")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    if args.profile:
        profile((width, height), args.profile, args.frames)
    else:
        report((width, height), args.frames)


if __name__ == "__main__":
    main()
