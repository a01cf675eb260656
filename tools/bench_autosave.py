"""What an autosave costs the UI thread, late in a long game: a Trippel Yatzy game of eight AI players
played to its last turns (about 1,760 moves, 50 KB of JSON).

It times, on the UI thread, the table's autosave (the new move's JSON text and the header handed to the
writer thread) for each of the last --moves moves: the UI thread's own CPU time, and the wall-clock
time, which also counts waiting for the interpreter lock while the writer thread runs (on a loaded
machine, for the operating system to schedule it). For comparison: the whole write done in place (what
the table did before: building the JSON, writing, fsync, rename).

    .venv/bin/python tools/bench_autosave.py [--moves 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.ai.base import decision_for  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.registry import get_game  # noqa: E402
from game.engine.save_writer import SaveWriter  # noqa: E402
from game.engine.saves import save_match  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=200, help="the last moves of the game, each timed")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    info = get_game("trippel_yatzy")
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(8)]
    match = Match(info, {}, seats, seed=4)
    bots = [bot_for(info, s) for s in seats]
    moves = []
    while not match.state.is_terminal():
        player = match.state.current_player()
        action = (match.state.sample_chance(match.step_rng("chance")) if player < 0 else
                  bots[player].choose(decision_for(match.state, player, match.step_rng("bot"))))
        moves.append(action)
        match.apply(action)
    total = len(moves)
    replay = Match(info, {}, seats, seed=4)
    for action in moves[:total - args.moves]:
        replay.apply(action)
    folder = Path(tempfile.mkdtemp(prefix="spelbordet-autosave-"))
    writer = SaveWriter()
    handed, handed_cpu, in_place = [], [], []
    writer.submit(folder / "game.json", replay)  # the moves so far, as a table that was just opened
    writer.flush()
    for action in moves[total - args.moves:]:
        replay.apply(action)
        started, cpu = time.perf_counter(), time.thread_time()
        writer.submit(folder / "game.json", replay)
        handed.append(time.perf_counter() - started)
        handed_cpu.append(time.thread_time() - cpu)
        writer.flush()  # as the table does in effect: it makes no move of its own until the write is done
        started = time.perf_counter()
        save_match(replay, folder / "in_place.json")
        in_place.append(time.perf_counter() - started)
    size = (folder / "game.json").stat().st_size
    print(_("Trippel Yatzy, 8 players, {total} moves, save {size} KB; the last {moves} moves:").format(
        total=number(total), size=number(size / 1024, 0), moves=args.moves))
    for name, times in ((_("autosave, UI thread CPU time"), handed_cpu),
                        (_("autosave, UI thread wall-clock"), handed),
                        (_("whole write in place, wall-clock"), in_place)):
        ms = sorted(t * 1000 for t in times)
        print("  " + _("{name}: median {median} ms, 95th percentile {p95} ms, max {max} ms").format(
            name=name, median=number(statistics.median(ms), 3), p95=number(ms[int(0.95 * len(ms))], 3),
            max=number(ms[-1], 3)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
