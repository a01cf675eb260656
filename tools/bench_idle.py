"""Measures what a still screen costs: the client's real loop (`App.run`) runs on one scene for a
while and the process's CPU time (every thread) is read over that time. Each scene runs in its own
process so nothing of one leaks into the next. Prints the share of one core per scene.

    python tools/bench_idle.py [--seconds 10] [--scene NAME ...]

A table is measured once it waits for its one person (the AI seats have moved, the dice settled).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(os.environ.get("SPELBORDET_ROOT", Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(ROOT))

from game.i18n import language, number, words  # noqa: E402
from tools.speaking import add_language, language_arguments, speak  # noqa: E402

_, ngettext = words("tools")

TABLE_GAMES = ("trippel_yatzy", "kinesisk_bank", "kalahen", "bovjakten", "fangelse", "dodsspranget", "jackpot",
               "krutroyk", "narrespillet")
SCENES = ["menu", "settings", "setup kalahen", "rules narrespillet", "statistics",
          *[f"table {key}" for key in TABLE_GAMES]]


def label(name: str) -> str:
    """A scene's name (`table kalahen`, as --scene takes it) in the language spoken."""
    kind, _space, key = name.partition(" ")
    kinds = {"menu": _("menu"), "settings": _("settings"), "statistics": _("statistics"),
             "setup": _("setup {game}"), "rules": _("rules {game}"), "table": _("table {game}")}
    return kinds[kind].format(game=key) if kind in kinds else name


def make_scene(app: Any, name: str, folder: Path) -> Any:
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat

    kind, _space, key = name.partition(" ")
    if kind == "menu":
        return None
    if kind == "settings":
        from game.ui.scenes.settings import SettingsScene

        return SettingsScene(app)
    if kind == "setup":
        from game.ui.scenes.setup import SetupScene

        return SetupScene(app, all_games()[key])
    if kind == "rules":
        from game.ui.scenes.rules_reader import RulesScene

        return RulesScene(app, all_games()[key])
    if kind == "statistics":
        from game.selftest import records_scenes

        return next(scene for title, scene in records_scenes(app, folder / "records") if title == "statistics")
    if kind == "table":
        from game.ui.tables import table_for

        info = all_games()[key]
        count = max(3, info.min_players) if info.max_players >= 3 else info.min_players
        seats = [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, count)]
        return table_for(app, Match(info, {}, seats, seed=4))
    raise SystemExit(_("no scene {name}").format(name=repr(name)))


def settle(app: Any, scene: Any, limit: float = 60.0) -> None:
    """Runs frames until a table waits for its person (AI seats and dice are done)."""
    if scene is None or not hasattr(scene, "human_to_act"):
        app.frame(1 / 60)
        return
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        app.frame(1 / 60)
        time.sleep(1 / 120)
        if scene.human_to_act() is not None and scene.wait <= 0 and scene.animation_done() and not scene.banners:
            app.frame(1 / 60)
            return
    raise SystemExit(_("{scene} never waited for its person").format(scene=type(scene).__name__))


def child(name: str, seconds: float) -> None:
    import pygame

    from game.settings import Settings
    from game.ui.app import App

    folder = Path(tempfile.mkdtemp(prefix="spelbordet-idle-"))
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = str(folder)
    app = App(Settings(animation="normal"), saves=folder / "saves", language=language())
    app.home()
    scene = make_scene(app, name, folder)
    if scene is not None:
        app.push(scene)
    settle(app, scene)
    marks: dict[str, float] = {}

    def stop_later(run_seconds: float, warm: float = 1.0) -> None:
        time.sleep(warm)
        marks["cpu0"], marks["wall0"] = time.process_time(), time.monotonic()
        time.sleep(run_seconds)
        marks["cpu1"], marks["wall1"] = time.process_time(), time.monotonic()
        app.running = False
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # a sleeping loop wakes to see it

    threading.Thread(target=stop_later, args=(seconds,), daemon=True).start()
    app.run()
    share = (marks["cpu1"] - marks["cpu0"]) / (marks["wall1"] - marks["wall0"])
    print(f"{share:.5f}")


def measure(name: str, seconds: float) -> float:
    out = subprocess.run([sys.executable, __file__, "--child", name, "--seconds", str(seconds), *language_arguments()],
                         capture_output=True, text=True, env=dict(os.environ, SPELBORDET_ROOT=str(ROOT)))
    if out.returncode != 0:
        raise SystemExit(f"{name}: {out.stderr.strip()[-800:]}")
    return float(out.stdout.strip().splitlines()[-1])


def report(names: list[str], seconds: float, show: Callable[[str], None] = print) -> dict[str, float]:
    show(_("idle CPU over {seconds} s per still screen (process CPU time / wall time, one core = 100 %):").format(
        seconds=number(seconds, 0)))
    shares = {}
    for name in names:
        shares[name] = measure(name, seconds)
        show(f"  {label(name):32} {number(shares[name] * 100, 2):>6} %")
    show("  " + _("worst: {share} % (target under {target} %)").format(share=number(max(shares.values()) * 100, 2),
                                                                     target=2))
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--scene", action="append", help=f"one of: {', '.join(SCENES)}")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    if args.child:
        child(args.child, args.seconds)
        return
    report(args.scene or SCENES, args.seconds)


if __name__ == "__main__":
    main()
