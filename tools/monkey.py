"""A random-input monkey: random clicks, drags, wheel turns, keys, typed text and window resizes sent to
every scene of every game (menu, setup, rules, table, pause, pass-the-device, results, settings,
message, load), headless. Any exception is a failure; the figure to quote is the events sent.

    .venv/bin/python tools/monkey.py [--events 10000] [--seed 1]

--events is per game, spread evenly over its scenes (the shared scenes get as many each as one of a
game's scenes). The client goes wherever the events take it (a click on Quit is undone, a click on
"Save and quit" carries on in the menu), so the monkey wanders from each starting scene.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_TAB, pygame.K_z, pygame.K_a,
        pygame.K_1, pygame.K_6, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN]
TEXT = ["a", "Å", "ø", " ", "1", "\u202e", "😀", "Hello there", "#", "\t"]
SIZES = [(1280, 720), (640, 360), (1920, 1080), (800, 900), (2560, 1440), (1000, 562)]


def random_events(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One gesture: a click, a drag, a wheel turn, a key (with Ctrl or Shift), typed text or a resize."""
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    kind = rng.random()
    if kind < 0.55:
        button = rng.choice([1, 1, 1, 3])
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if kind < 0.62:
        end = (rng.randrange(w), rng.randrange(h))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - pos[0], end[1] - pos[1]),
                                   buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if kind < 0.68:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False,
                                   precise_x=0.0, precise_y=0.0)]
    if kind < 0.88:
        mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
    if kind < 0.97:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXT))]
    return [pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES), w=0, h=0)]


def send(app, rng: random.Random, events: int) -> int:
    """Sends `events` gestures to whatever scene is on top, a frame after each; returns how many."""
    for _ in range(events):
        for event in random_events(rng, app.screen.get_size()):
            if event.type == pygame.VIDEORESIZE:  # the window really changes size, as a drag of its edge does
                app.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            pygame.event.post(event)
        app.frame(rng.choice([0.0, 0.016, 0.05, 0.1]))
        if not app.running:  # Quit was clicked: start again from the menu
            app.running = True
            app.home()
        if app.stack.top is None:
            app.home()
    return events


def scenes_of(app):
    from game.selftest import all_scenes

    return all_scenes(app)


def run(events_per_game: int, seed: int, out=print) -> tuple[int, int]:
    """(events sent, exceptions). Each starting scene gets its share of a game's events."""
    from game.net import lan, link
    from game.settings import Settings
    from game.ui import hosting
    from game.ui.app import App

    link.ALLOWED_HOSTS = frozenset({"127.0.0.1", "localhost"})  # random typing never reaches past this computer
    lan.INTERFACES = ["127.0.0.1"]  # nor does looking for tables on the network
    hosting.LISTEN = "127.0.0.1"  # nor does a table the gestures happen to host
    folder = Path(tempfile.mkdtemp(prefix="spelbordet-monkey-"))
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = str(folder)
    app = App(Settings(animation="off"), saves=folder / "saves")
    rng = random.Random(seed)
    per_scene = max(1, events_per_game // 6)  # a game has six scenes; see selftest.all_scenes
    sent = failures = 0
    started = time.monotonic()
    for name, scene in scenes_of(app):
        app.running = True
        app.home()
        if scene is not None:
            app.push(scene)
        try:
            sent += send(app, rng, per_scene)
        except Exception:  # noqa: BLE001 - counted and shown: the figure must be zero
            failures += 1
            out(f"EXCEPTION starting from {name} (seed {seed}):\n{traceback.format_exc()}")
        for table in [s for s in app.stack.scenes if hasattr(s, "worker")]:
            table.put_away()
    app.saver.flush()
    if app.hosting is not None:
        app.hosting.stop()
    out(f"monkey: {sent:,} random events ({per_scene} from each starting scene) in "
        f"{time.monotonic() - started:.0f} s, {failures} exceptions")
    return sent, failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=10_000, help="random events per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    _, failures = run(args.events, args.seed)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
