"""The exact one-turn arithmetic of Yatzy, shared by the value-table builder and the AI.

A turn is three rolls: the values of the final rolls (one number per sorted roll) are pushed back
through two re-rolls. Keeping a multiset of dice and re-rolling the rest leads to each roll with a
probability (the 462 x 252 matrix `reach`); the value of a roll before a re-roll is the best value
over the multisets it contains (`best_sub`). Arrays may carry extra trailing axes (many states at once).

The value table E[filled boxes, upper sum capped at the bonus threshold] is the expected score of the
rest of a one-column game played optimally, bonus included (Glenn's and Verhoeff's method for Yahtzee).
"""

from __future__ import annotations

import lzma
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations_with_replacement
from pathlib import Path

import numpy as np

from game.engine.dice import roll_outcomes
from game.games.trippel_yatzy.plain import MAGIC, TABLE_FILE, TableError, fingerprint, read_table_file
from game.games.trippel_yatzy.scoring import YatzyRules
from game.paths import assets_dir

__all__ = ["TABLE_FILE", "TableError", "TurnModel", "build_table", "load_table", "save_table", "turn_model",
           "value_table"]


class TurnModel:
    """Rolls, keeps and the chances between them, for a given number of dice and sides."""

    def __init__(self, rules: YatzyRules) -> None:
        self.rules = rules
        n, sides = rules.dice, rules.sides
        self.rolls: list[tuple[int, ...]] = [r for r, _ in roll_outcomes(n, sides)]
        self.roll_index = {r: i for i, r in enumerate(self.rolls)}
        self.first_roll = np.array([p for _, p in roll_outcomes(n, sides)])
        self.keeps: list[tuple[int, ...]] = [
            k for size in range(n + 1) for k in combinations_with_replacement(range(1, sides + 1), size)
        ]
        self.keep_index = {k: i for i, k in enumerate(self.keeps)}
        reach = np.zeros((len(self.keeps), len(self.rolls)))
        for ki, keep in enumerate(self.keeps):
            for extra, p in roll_outcomes(n - len(keep), sides) if len(keep) < n else [((), 1.0)]:
                reach[ki, self.roll_index[tuple(sorted(keep + extra))]] += p
        self.reach = reach
        # The same chances as a sparse list, for one state at a time (no BLAS threads for a small product).
        rows, cols = np.nonzero(reach)
        self._reach_rows = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=len(self.keeps)))[:-1]])
        self._reach_cols, self._reach_p = cols, reach[rows, cols]
        self._leads: dict[int, list[tuple[int, float]]] = {}  # leads_to's lists: at most one per keep
        # For the running maximum over sub-multisets: each keep's parents (one die fewer), padded with itself.
        self.levels: list[tuple[np.ndarray, list[np.ndarray]]] = []
        for size in range(1, n + 1):
            members = [i for i, k in enumerate(self.keeps) if len(k) == size]
            parents = []
            for j in range(size):
                parents.append(np.array([self.keep_index[self.keeps[i][:j] + self.keeps[i][j + 1:]] for i in members]))
            self.levels.append((np.array(members), parents))
        self.roll_keeps = np.array([self.keep_index[r] for r in self.rolls])  # a roll as the keep of all its dice
        self.scores = np.array([rules.scores(r) for r in self.rolls], dtype=np.int64)  # (rolls, boxes)
        self.upper = np.array([b.upper for b in rules.boxes])
        self.cap = rules.bonus_threshold

    def leads_to(self, keep: int) -> list[tuple[int, float]]:
        """The rolls keeping `keep` (an index) and re-rolling the rest can give, each with its chance."""
        found = self._leads.get(keep)
        if found is None:
            start = int(self._reach_rows[keep])
            end = int(self._reach_rows[keep + 1]) if keep + 1 < len(self._reach_rows) else len(self._reach_cols)
            found = self._leads[keep] = list(zip(self._reach_cols[start:end].tolist(),
                                                 self._reach_p[start:end].tolist(), strict=True))
        return found

    def best_sub(self, keep_values: np.ndarray) -> np.ndarray:
        """For each roll, the best value over the multisets it contains (axis 0 runs over keeps)."""
        best = keep_values.copy()
        for members, parents in self.levels:
            for parent in parents:
                best[members] = np.maximum(best[members], best[parent])
        by_roll: np.ndarray = best[self.roll_keeps]
        return by_roll

    def reach_dot(self, values: np.ndarray) -> np.ndarray:
        """The value of each keep: the chance-weighted values of the rolls it leads to."""
        weighted: np.ndarray
        if values.ndim == 1:
            weighted = np.add.reduceat(values[self._reach_cols] * self._reach_p, self._reach_rows)
        else:
            weighted = self.reach @ values
        return weighted

    def push_back(self, final: np.ndarray) -> list[np.ndarray]:
        """From the values of the final rolls, the keep values before each re-roll, last re-roll first:
        [keep values before the last re-roll, roll values then, keep values before the first re-roll, ...]."""
        out = []
        values = final
        for _ in range(self.rules.rolls_per_turn - 1):
            keeps = self.reach_dot(values)
            values = self.best_sub(keeps)
            out += [keeps, values]
        return out

    def expected(self, final: np.ndarray) -> np.ndarray:
        """The value of a turn before its first roll."""
        before = self.push_back(final)[-1] if self.rules.rolls_per_turn > 1 else final
        value: np.ndarray = np.tensordot(self.first_roll, before, axes=(0, 0))
        return value

    def fingerprint(self) -> str:
        return fingerprint(self.rules)


def build_table(model: TurnModel, batch: int = 256,
                progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """E[mask, upper] for every set of filled boxes and capped upper sum, by backward induction."""
    boxes = len(model.rules.boxes)
    cap = model.cap
    ups = np.arange(cap + 1)
    table = np.zeros((1 << boxes, cap + 1))
    full = (1 << boxes) - 1
    table[full] = np.where(ups >= cap, model.rules.bonus_points, 0)
    # Where an upper box's score takes each upper sum: (boxes, rolls, ups).
    moved = np.minimum(cap, ups[None, None, :] + (model.scores.T * model.upper[:, None])[:, :, None])
    masks_by_filled: list[list[int]] = [[] for _ in range(boxes + 1)]
    for mask in range(full):
        masks_by_filled[bin(mask).count("1")].append(mask)
    done = 0
    for filled in range(boxes - 1, -1, -1):
        level = np.array(masks_by_filled[filled])
        for start in range(0, len(level), batch):
            masks = level[start:start + batch]
            final = np.full((len(model.rolls), len(masks), cap + 1), -np.inf)
            for b in range(boxes):
                free = (masks >> b) & 1 == 0
                if not free.any():
                    continue
                sel = masks[free]
                after = table[sel | (1 << b)]  # (m, ups)
                value = after[:, moved[b]]  # (m, rolls, ups)
                value = value.transpose(1, 0, 2) + model.scores[:, b][:, None, None]
                final[:, free] = np.maximum(final[:, free], value)
            flat = final.reshape(len(model.rolls), -1)
            table[masks] = model.expected(flat).reshape(len(masks), cap + 1)
            done += len(masks)
            if progress:
                progress(done, full)
    return table


def save_table(path: Path, table: np.ndarray, fingerprint: str) -> None:
    """float32, its bytes grouped by significance (which compresses well), then xz."""
    data = np.ascontiguousarray(table, dtype="<f4")
    shuffled = data.view(np.uint8).reshape(-1, 4).T.copy().tobytes()
    header = MAGIC + f"{fingerprint} {data.shape[0]} {data.shape[1]}\n".encode()
    path.write_bytes(header + lzma.compress(shuffled, preset=9 | lzma.PRESET_EXTREME))


def load_table(path: Path, expected: str) -> np.ndarray:
    data, rows, cols = read_table_file(path, expected)
    return np.frombuffer(data, dtype="<f4").reshape(rows, cols).astype(np.float64)


@lru_cache(maxsize=4)
def _cached_table(fingerprint: str) -> np.ndarray:
    return load_table(assets_dir() / TABLE_FILE, fingerprint)


def value_table(rules: YatzyRules) -> np.ndarray:
    """The shipped value table (loaded once per process for the same rules)."""
    return _cached_table(turn_model(rules).fingerprint())


@lru_cache(maxsize=4)
def turn_model(rules: YatzyRules) -> TurnModel:
    return TurnModel(rules)
