"""kill -9 at random moments while the client plays and autosaves, then start it again: counts the saves
lost (a save that no longer loads, or more than the move in flight missing) and the temporary files
left behind and cleaned up at the next start.

Each trial starts the client headless (the real App, table and writer thread), picks up the game with
Continue (or starts a four-AI game), and is killed with SIGKILL 0.2–2 s later. The child prints the
number of moves after every move, so the parent knows what was applied at the moment of the kill.

    .venv/bin/python tools/kill_saves.py [--trials 20] [--game trippel_yatzy] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def child(folder: Path, game: str, animation: str) -> None:
    """The client under test: Continue the latest game or start one, print the move count after each move."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.saved_games import open_save
    from game.ui.table import TableScene
    from game.ui.tables import table_for

    app = App(Settings(animation=animation), saves=folder)  # start-up removes leftover temporary files
    app.home()
    latest = app.store.latest_unfinished()
    if latest is None or not open_save(app, latest.path):
        info = get_game(game)
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
        app.push(table_for(app, Match(info, {}, seats, seed=random.randrange(10**6))))
    table = app.stack.top
    assert isinstance(table, TableScene), type(table).__name__
    submit = app.saver.submit

    def noted(path, match):
        submit(path, match)
        print(f"moves {len(match.actions)} {path.name}", flush=True)

    app.saver.submit = noted
    print(f"ready {len(table.match.actions)} {table.save_path.name}", flush=True)
    app.run()


def trial(folder: Path, game: str, animation: str, rng: random.Random) -> dict:
    leftovers_before = len(list(folder.glob(".*.tmp")))
    proc = subprocess.Popen([sys.executable, __file__, "--child", str(folder), "--game", game,
                             "--animation", animation], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=ROOT)
    last: dict = {"moves": None, "file": None, "ready": False}
    ready = threading.Event()

    def read() -> None:
        for line in proc.stdout:
            parts = line.split()
            if len(parts) != 3 or parts[0] not in ("moves", "ready"):
                continue  # pygame's greeting and the like
            word, count, name = parts
            last.update(moves=int(count), file=name)
            if word == "ready":
                ready.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if not ready.wait(90):
        proc.kill()
        raise RuntimeError(f"the client did not start: {proc.stderr.read()[-2000:]}")
    time.sleep(rng.uniform(0.2, 2.0))
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    reader.join(10)
    return {"applied": last["moves"], "file": last["file"], "leftovers_before": leftovers_before}


def check(folder: Path, result: dict) -> tuple[int, str]:
    """(moves saved, problem or ""): the save must load and hold all but at most the move in flight."""
    from game.engine.errors import SaveError
    from game.engine.saves import load_match

    path = folder / result["file"]
    try:
        saved = len(load_match(path).actions)
    except (SaveError, OSError) as exc:
        return 0, f"LOST: {exc}"
    lost = result["applied"] - saved
    return saved, ("" if lost <= 1 else f"LOST {lost} moves")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--game", default="trippel_yatzy")
    parser.add_argument("--animation", default="off", help="off: a move every frame, the most writes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.game, args.animation)
        return 0
    from game.engine.saves import remove_leftover_temporaries

    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="spelbordet-kill-")) / "saves"
    folder.mkdir(parents=True)
    lost = cleaned = 0
    in_flight: list[int] = []
    for number in range(1, args.trials + 1):
        result = trial(folder, args.game, args.animation, rng)
        cleaned += result["leftovers_before"]
        leftovers = len(list(folder.glob(".*.tmp")))
        saved, problem = check(folder, result)
        lost += bool(problem)
        in_flight.append(result["applied"] - saved)
        print(f"trial {number:2}: applied {result['applied']:4}, saved {saved:4}, temporary files left {leftovers}"
              f"{'  ' + problem if problem else ''}", flush=True)
    leftovers = remove_leftover_temporaries(folder)  # what the next start-up does
    cleaned += len(leftovers)
    print(f"{args.trials} kill -9 trials ({args.game}, animation {args.animation}): {lost} saves lost; "
          f"moves not yet on disk at the kill: " + ", ".join(f"{in_flight.count(n)}× {n}"
                                                             for n in sorted(set(in_flight))) +
          f"; {cleaned} temporary files of interrupted writes, all removed at the next start")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
