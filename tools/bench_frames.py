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

from game.i18n import language, number, words  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")

FRAMES = 300
TARGET_MS = 4.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def scenes(app: Any) -> list[tuple[str, Any]]:
    """(name, scene) for every scene measured, named in the language spoken; None stands for the menu."""
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
    found: list[tuple[str, Any]] = [(_("menu"), None), (_("settings"), SettingsScene(app))]
    for key in TABLES:
        info = games[key]
        found.append((_("setup {game}").format(game=key), SetupScene(app, info)))
        found.append((_("rules {game}").format(game=key), RulesScene(app, info)))
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        found.append((_("table {game} (4 AI playing)").format(game=key),
                      table_for(app, Match(info, {}, seats, seed=2))))
        done = play_out(Match(info, {}, seats, seed=3), [bot_for(info, s) for s in seats])
        found.append((_("results {game}").format(game=key), ResultsScene(app, done)))
    return found


def frame_times(app: Any, scene: Any, frames: int) -> tuple[list[float], list[float]]:
    """Each frame's wall time and the main thread's CPU time in it (ms). On a loaded machine the wall time
    also counts the time the process waited for a core; the CPU time is what the frame itself cost."""
    app.home()
    if scene is not None:
        app.push(scene)
    times, cpu = [], []
    for _turn in range(frames):
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
    return App(Settings(animation="normal", width=size[0], height=size[1]), saves=Path(folder) / "saves",
               language=language())


def report(size: tuple[int, int], frames: int = FRAMES, show: Any = print) -> float:
    app = make_app(size)
    show(_("frame time at {width}×{height} ({frames} frames each; dummy video driver; wall time, and the main "
           "thread's CPU time per frame):").format(width=size[0], height=size[1], frames=frames))
    heads = (_("scene"), _("median"), _("p95"), _("max"), _("CPU med"),
             _("CPU p95"))
    show(f"  {heads[0]:40} {heads[1]:>8} {heads[2]:>8} {heads[3]:>8}   {heads[4]:>8} {heads[5]:>8}  "
         + _("load {load}").format(load=load()))
    worst, worst_name, worst_cpu, worst_cpu_name = 0.0, "", 0.0, ""
    for name, scene in scenes(app):
        times, cpu = frame_times(app, scene, frames)
        p95, cpu95 = percentile(times, 0.95), percentile(cpu, 0.95)
        if p95 > worst:
            worst, worst_name = p95, name
        if cpu95 > worst_cpu:
            worst_cpu, worst_cpu_name = cpu95, name
        show(f"  {name:40} {number(statistics.median(times), 2):>6}ms {number(p95, 2):>6}ms "
             f"{number(max(times), 2):>6}ms   {number(statistics.median(cpu), 2):>6}ms {number(cpu95, 2):>6}ms")
    show("  " + _("worst 95th percentile: {wall} ms wall ({wall_scene}), {cpu} ms CPU ({cpu_scene}); target under "
                  "{target} ms; load now {load}").format(wall=number(worst, 2), wall_scene=worst_name,
                                                         cpu=number(worst_cpu, 2), cpu_scene=worst_cpu_name,
                                                         target=number(TARGET_MS), load=load()))
    return worst


def load() -> str:
    """The machine's load average over the last minute (other work competing for the cores)."""
    try:
        return number(os.getloadavg()[0], 1)
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
    for _turn in range(frames):
        app.frame(1 / 60)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--frames", type=int, default=FRAMES)
    parser.add_argument("--profile", metavar="SCENE", help="profile one scene (a name's start) instead")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    width, height = (int(n) for n in args.size.split("x"))
    if args.profile:
        profile((width, height), args.profile, args.frames)
    else:
        report((width, height), args.frames)


if __name__ == "__main__":
    main()
