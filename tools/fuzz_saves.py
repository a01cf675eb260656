"""Feeds mutated saves to the client and counts what became of them: the proof that no file, however
damaged or hostile, raises past the reading of saves.

Two parts:
- the suite's property test (hypothesis) at --examples (default 10,000), through the folder scan and
  the loading of Continue and Load;
- --files seeded mutated saves (default 10,000) through the client itself, headless: the menu's scan
  (which sets damaged files aside) and then Open, as a click on Continue or Load does.

    .venv/bin/python tools/fuzz_saves.py [--examples 10000] [--files 10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def property_test(examples: int) -> int:
    import pytest

    os.environ["SAVE_EXAMPLES"] = str(examples)
    started = time.monotonic()
    code = pytest.main([str(ROOT / "tests/engine/test_save_properties.py"), "-q", "-n", "0", "-p",
                        "no:cacheprovider", "-k", "ten_thousand"])
    print(f"property test: {examples:,} mutated saves, exit {code}, {time.monotonic() - started:.0f} s")
    return int(code)


def through_the_client(files: int, seed: int) -> int:
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.saved_games import open_save
    from game.ui.scenes.menu import MenuScene
    from game.ui.table import TableScene
    from tests.engine.save_mutations import LIGHT, MUTATIONS, base_documents, mutated

    folder = Path(tempfile.mkdtemp(prefix="spelbordet-fuzz-"))
    app = App(Settings(animation="off"), saves=folder / "saves")
    app.store.folder.mkdir(parents=True)
    outcomes: collections.Counter[str] = collections.Counter()
    kinds: collections.Counter[str] = collections.Counter()
    rng = random.Random(seed)
    started = time.monotonic()
    uncaught = 0
    for number in range(files):
        mutation = rng.randrange(len(MUTATIONS))
        kinds[MUTATIONS[mutation].__name__] += 1
        raw = mutated(random.Random(rng.getrandbits(64)), rng.randrange(len(base_documents())), mutation,
                      rng.randint(1, 3))
        path = app.store.folder / f"fuzz-{number}.json"
        path.write_bytes(raw)
        try:
            app.home()  # the menu scans the folder: damaged files get a message and are set aside
            menu = app.stack.top
            assert isinstance(menu, MenuScene)
            if path.exists():
                open_save(app, path)  # what Continue and Load's Open do
            top = app.stack.top
            outcome = {"TableScene": "opened at its table", "ChoiceScene": "offered to resume before the broken move",
                       "MessageScene": "a message when opened"}.get(
                type(top).__name__ if not isinstance(top, TableScene) else "TableScene", type(top).__name__)
            if isinstance(top, TableScene):
                top.put_away()
            elif not path.exists() and isinstance(top, MenuScene):
                outcome = "reported by the scan and set aside"
            outcomes[outcome] += 1
            app.notices.clear()
            if path.exists():
                path.unlink()
        except Exception as exc:  # noqa: BLE001 - counted and shown: the figure must be zero
            uncaught += 1
            print(f"UNCAUGHT on file {number} ({MUTATIONS[mutation].__name__}): {type(exc).__name__}: {exc}"[:400])
        for leftover in app.store.folder.glob("*.damaged-*"):
            leftover.unlink()
    seconds = time.monotonic() - started
    print(f"through the client: {files:,} mutated saves in {seconds:.0f} s, {uncaught} uncaught exceptions")
    print("  mutations: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    for outcome, count in outcomes.most_common():
        print(f"  {count:6,}  {outcome}")
    print(f"  (later rounds use only the light mutations: {', '.join(m.__name__ for m in LIGHT)})")
    return 1 if uncaught else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", type=int, default=10_000, help="examples of the property test (0: skip)")
    parser.add_argument("--files", type=int, default=10_000, help="files through the client (0: skip)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    code = 0
    if args.files:
        code |= through_the_client(args.files, args.seed)
    if args.examples:
        code |= property_test(args.examples)
    return code


if __name__ == "__main__":
    sys.exit(main())
