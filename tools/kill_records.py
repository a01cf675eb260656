"""kill -9 at random moments around the end of a game, then start the client again: counts the finished games
that do not reach History. A game counts as finished when its save on disk holds its last move; everything
the client does after that (the record file, the statistics row, the results screen) may be cut short by the
kill, and the next start must make up for it.

Each trial starts the client headless (the real App, table, autosave writer and record book) on a new
all-AI game, knows from a headless run of the same seed how many moves it has, and kills the client with
SIGKILL at a random moment from two moves before its end to about a second after it (the animation at its
fast speed, so that the kills fall before the last save, between it and the record, and after). Then a fresh
client opens the menu (as a player starting it again would) and the record book is read: every finished save
must be in History exactly once, and the statistics must agree with the record files.

    .venv/bin/python tools/kill_records.py [--trials 50] [--game dodsspranget] [--seed 1]
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
SEATS = 3


def _headless_env(folder: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["XDG_DATA_HOME"], os.environ["XDG_CONFIG_HOME"] = str(folder / "data"), str(folder / "config")


def child(folder: Path, game: str, seed: int) -> None:
    """The client under test: the menu (which records what an earlier kill left unrecorded), then a new all-AI
    game played to its end; it prints its length first, then the move count after every autosave."""
    _headless_env(folder)
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.headless import play_out
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.tables import table_for

    info = get_game(game)
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(SEATS)]
    length = len(play_out(Match(info, {}, seats, seed), [bot_for(info, s) for s in seats]).actions)
    app = App(Settings(animation="fast"), saves=folder / "saves")  # moves a quarter second apart, as a player sees
    app.home()
    table = table_for(app, Match(info, {}, seats, seed))
    app.push(table)
    submit = app.saver.submit

    def noted(path, match):
        submit(path, match)
        print(f"moves {len(match.actions)}", flush=True)

    app.saver.submit = noted
    print(f"length {length}", flush=True)
    app.run()


def trial(folder: Path, game: str, seed: int, rng: random.Random) -> float:
    """Plays one game in a child and kills it around its end; the delay after the trigger, in seconds."""
    proc = subprocess.Popen([sys.executable, __file__, "--child", str(folder), "--game", game, "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    near_end = threading.Event()
    length = [0]

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            word, _, count = line.partition(" ")
            if word == "length":
                length[0] = int(count)
            elif word == "moves" and length[0] and int(count) >= length[0] - 2:
                near_end.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if not near_end.wait(120):
        proc.kill()
        raise RuntimeError(f"the game did not come near its end: {proc.stderr.read()[-2000:] if proc.stderr else ''}")
    delay = rng.uniform(0.0, 2.0)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    reader.join(10)
    return delay


def check(folder: Path) -> str:
    """Starts the client again (the menu opens) in a fresh process and prints what the record book holds."""
    done = subprocess.run([sys.executable, __file__, "--check", str(folder)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return done.stdout.strip().splitlines()[-1]


def checker(folder: Path) -> None:
    _headless_env(folder)
    from game.engine.saves import SaveStore
    from game.records.archive import Archive
    from game.records.book import open_book
    from game.settings import Settings
    from game.ui.app import App
    from game.userdirs import data_dir

    good, _bad = SaveStore(folder / "saves").entries()
    finished = {e.record_id for e in good if e.finished}
    unrecorded = finished - Archive(data_dir() / "records").ids()  # what the kill left for the next start
    app = App(Settings(animation="off"), saves=folder / "saves")
    app.home()  # what a player starting the client again sees first
    book = open_book()
    history = [row.id for row in book.history()]
    files = book.archive.ids()
    missing = finished - set(history)
    twice = len(history) - len(set(history))
    print(f"finished {len(finished)} in-history {len(set(history) & finished)} missing {len(missing)} "
          f"twice {twice} disagree {len(files ^ set(history))} unrecorded-at-the-kill {len(unrecorded)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=50)
    parser.add_argument("--game", default="dodsspranget")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--check", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.game, args.seed)
        return 0
    if args.check:
        checker(args.check)
        return 0
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="spelbordet-kill-records-"))
    lost = unfinished = unrecorded = 0
    words = ""
    for number in range(1, args.trials + 1):
        delay = trial(folder, args.game, rng.randrange(10**6), rng)
        before = int(words.split()[1]) if words else 0
        words = check(folder)
        figures = dict(zip(words.split()[::2], map(int, words.split()[1::2])))
        bad = figures["missing"] or figures["twice"] or figures["disagree"]
        lost = max(lost, figures["missing"])
        unfinished += figures["finished"] == before  # killed before the last move reached the disk
        unrecorded += figures["unrecorded-at-the-kill"]
        print(f"trial {number:2}: killed {delay:.2f} s after the game came within two moves of its end; {words}"
              f"{'  LOST' if bad else ''}", flush=True)
        if bad:
            return 1
    figures = dict(zip(words.split()[::2], map(int, words.split()[1::2])))
    print(f"{args.trials} kill -9 trials around the end of a game ({args.game}): {figures['finished']} games "
          f"finished on disk ({unfinished} killed before the last move was saved, {unrecorded} after it and before "
          f"the record, recorded at the next start), {figures['in-history']} of them in History, {lost} lost, none "
          f"counted twice")
    return 0


if __name__ == "__main__":
    sys.exit(main())
