"""Fits the three-column correction of the hard Yatzy AI (assets/yatzy_columns_fit.json) from self-play.

The hard AI values a three-column sheet as the sum over columns of factor × the exact one-column value.
That undervalues flexibility (a good roll can go to whichever column pays best). This tool plays games
with the current policy, records at each turn start which boxes are free where, and the difference between
what the rest of the game actually scored and that sum; a least-squares fit of that difference on the
features of ColumnsFit is written as the new correction. Rounds may be repeated (each plays with the last fit).

    python tools/fit_yatzy_columns.py --games 1500 --rounds 1 [--fresh]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from game.ai.base import decision_for  # noqa: E402
from game.engine.state import CHANCE  # noqa: E402
from game.games.trippel_yatzy import game_info  # noqa: E402
from game.games.trippel_yatzy.ai import COLUMNS_FIT_FILE, ColumnsFit, Planner, YatzyBot  # noqa: E402
from game.games.trippel_yatzy.solver import value_table  # noqa: E402
from game.paths import assets_dir  # noqa: E402


def features(states: list[tuple[int, int]], boxes: int) -> np.ndarray:
    columns = len(states)
    free = np.array([[not (mask >> b & 1) for mask, _ in states] for b in range(boxes)], dtype=float)
    count = free.sum(axis=1)
    return np.concatenate([free.reshape(-1), (count >= 2).astype(float), (count == 3).astype(float)])[
        : boxes * columns + 2 * boxes]


def play(job: tuple[int, int, dict | None]) -> tuple[list[np.ndarray], list[float], list[float]]:
    first, count, fit_json = job
    info = game_info()
    rules = info.data
    table = value_table(rules)
    fit = ColumnsFit.from_json(fit_json) if fit_json else None
    bot = YatzyBot("hard", rules)
    bot.planner = Planner(rules, "hard", fit if fit is not None else ColumnsFit(
        (1, 2, 3), np.zeros((15, 3)), np.zeros(15), np.zeros(15)))
    xs, ys, finals = [], [], []
    for seed in range(first, first + count):
        state = info.new_state(1, info.resolve({"columns": 3}))
        rng = random.Random(seed)
        marks = []
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            if state.rolls_used == 0:
                sheet = state.sheets[0]
                states = [sheet.state_of(c) for c in range(3)]
                so_far = sum(sum(v or 0 for v in sheet.raw[c]) * f for c, f in enumerate(state.factors))
                estimate = sum(f * table[s] for f, s in zip(state.factors, states, strict=True))
                marks.append((features(states, len(rules.boxes)), so_far + estimate))
            state.apply(bot.choose(decision_for(state, 0, rng)))
        final = state.scores()[0]
        finals.append(final)
        for x, base in marks:
            xs.append(x)
            ys.append(final - base)
    return xs, ys, finals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1_000_000, help="first seed (apart from the bench's seeds)")
    parser.add_argument("--fresh", action="store_true", help="start from no correction")
    args = parser.parse_args()
    path = assets_dir() / COLUMNS_FIT_FILE
    fit_json = None if args.fresh or not path.exists() else json.loads(path.read_text(encoding="utf-8"))
    for round_number in range(1, args.rounds + 1):
        chunk = max(1, args.games // (args.workers * 4))
        start = args.seed + round_number * 100_000
        jobs = [(start + i, min(chunk, args.games - i), fit_json) for i in range(0, args.games, chunk)]
        xs, ys, finals = [], [], []
        with ProcessPoolExecutor(args.workers) as pool:
            for x, y, f in pool.map(play, jobs):
                xs += x
                ys += y
                finals += f
        x, y = np.array(xs), np.array(ys)
        weights, *_ = np.linalg.lstsq(x, y, rcond=None)
        residual = y - x @ weights
        mean = float(np.mean(finals))
        error = float(np.std(finals, ddof=1) / np.sqrt(len(finals)))
        print(f"round {round_number}: {len(finals)} games played at {mean:.1f} ± {error:.1f}; "
              f"fit on {len(y)} turns: spread {np.std(y):.1f} -> {np.std(residual):.1f}", flush=True)
        boxes = 15
        fit = ColumnsFit((1, 2, 3), weights[: boxes * 3].reshape(boxes, 3), weights[boxes * 3: boxes * 4],
                         weights[boxes * 4: boxes * 5])
        fit_json = fit.to_json()
        path.write_text(json.dumps(fit_json, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
