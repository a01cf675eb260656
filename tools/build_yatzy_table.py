"""Builds the exact one-column Yatzy value table by backward induction and writes it to assets/.

E[filled boxes, upper sum capped at 63] = the expected rest-of-game score under optimal play.
Prints the optimum from an empty sheet (published for Scandinavian Yatzy: 248.44) and the file size.

    python tools/build_yatzy_table.py [--out PATH]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.rules_data import load_game_data  # noqa: E402
from game.games.trippel_yatzy.scoring import YatzyRules  # noqa: E402
from game.games.trippel_yatzy.solver import TABLE_FILE, TurnModel, build_table, save_table  # noqa: E402
from game.paths import assets_dir  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=assets_dir() / TABLE_FILE)
    parser.add_argument("--batch", type=int, default=256)
    args = parser.parse_args()
    rules = YatzyRules.from_data(load_game_data("trippel_yatzy"))
    model = TurnModel(rules)
    started = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] > 5 or done == total:
            last[0] = now
            print(f"  {done}/{total} states of filled boxes, {now - started:.0f} s", flush=True)

    table = build_table(model, args.batch, progress)
    elapsed = time.perf_counter() - started
    save_table(args.out, table, model.fingerprint())
    print(f"optimum from an empty sheet: {table[0, 0]:.4f} points")
    print(f"built in {elapsed:.0f} s; wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB, "
          f"{table.size} values)")


if __name__ == "__main__":
    main()
