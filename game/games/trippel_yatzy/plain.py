"""The one-turn arithmetic and the value table in plain Python (lists, array and lzma), so the Yatzy AI also
runs where numpy is not installed. It computes exactly what solver.TurnModel computes, one state at a time."""

from __future__ import annotations

import hashlib
import lzma
import sys
from array import array
from itertools import combinations_with_replacement
from pathlib import Path

from game.engine.dice import roll_outcomes
from game.engine.reading import read_limited
from game.games.trippel_yatzy.scoring import YatzyRules

TABLE_FILE = "yatzy_values.bin.xz"
MAGIC = b"YATZYV1\n"


MAX_TABLE_BYTES = 16 * 1024 * 1024  # the shipped table is 3.2 MB
MAX_TABLE_FLOATS = 2**15 * 64  # every (filled boxes, upper sum) state of one column


class TableError(Exception):
    pass


def fingerprint(rules: YatzyRules) -> str:
    """Names the rules a value table was built for, so a changed rules file is caught."""
    rolls = [r for r, _ in roll_outcomes(rules.dice, rules.sides)]
    text = repr((rules.dice, rules.sides, rules.rolls_per_turn, rules.bonus_threshold, rules.bonus_points,
                 [list(rules.scores(r)) for r in rolls], [b.upper for b in rules.boxes]))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def read_table_file(path: Path, expected: str) -> tuple[bytes, int, int]:
    """The table's float32 bytes (little-endian, in row order), rows and columns."""
    raw = read_limited(path, MAX_TABLE_BYTES)
    if not raw.startswith(MAGIC):
        raise TableError(f"{path.name} is not a Yatzy value table")
    line, _, body = raw[len(MAGIC):].partition(b"\n")
    try:
        found, rows, cols = line.decode().split()
        size = 4 * int(rows) * int(cols)
    except (UnicodeDecodeError, ValueError) as exc:
        raise TableError(f"{path.name} is not a Yatzy value table") from exc
    if found != expected:
        raise TableError(f"{path.name} was built for other Yatzy rules; run tools/build_yatzy_table.py")
    if not 0 < size <= MAX_TABLE_FLOATS * 4:
        raise TableError(f"{path.name} is not a Yatzy value table")
    try:  # inflated no further than the table it says it holds
        planes = lzma.LZMADecompressor().decompress(body, max_length=size)
    except lzma.LZMAError as exc:
        raise TableError(f"{path.name} is damaged") from exc
    if len(planes) != size:
        raise TableError(f"{path.name} is damaged")
    n = len(planes) // 4
    data = bytearray(len(planes))
    for i in range(4):  # the file groups the bytes by significance; put each float back together
        data[i::4] = planes[i * n:(i + 1) * n]
    return bytes(data), int(rows), int(cols)


def load_plain_table(path: Path, expected: str) -> tuple[array[float], int]:
    """The table as a flat array of floats (row-major) and its row length."""
    data, _, cols = read_table_file(path, expected)
    table = array("f")
    table.frombytes(data)
    if sys.byteorder != "little":
        table.byteswap()
    return table, cols


class PlainModel:
    """Rolls, keeps and the chances between them, as lists."""

    def __init__(self, rules: YatzyRules) -> None:
        self.rules = rules
        n, sides = rules.dice, rules.sides
        outcomes = roll_outcomes(n, sides)
        self.rolls = [r for r, _ in outcomes]
        self.roll_index = {r: i for i, r in enumerate(self.rolls)}
        self.first_roll = [p for _, p in outcomes]
        self.keeps = [k for size in range(n + 1) for k in combinations_with_replacement(range(1, sides + 1), size)]
        self.keep_index = {k: i for i, k in enumerate(self.keeps)}
        self.reach: list[list[tuple[int, float]]] = []
        for keep in self.keeps:
            extras = roll_outcomes(n - len(keep), sides) if len(keep) < n else (((), 1.0),)
            self.reach.append([(self.roll_index[tuple(sorted(keep + extra))], p) for extra, p in extras])
        self.parents = [sorted({self.keep_index[k[:j] + k[j + 1:]] for j in range(len(k))}) for k in self.keeps]
        self.roll_keeps = [self.keep_index[r] for r in self.rolls]
        self.scores = [rules.scores(r) for r in self.rolls]

    def leads_to(self, keep: int) -> list[tuple[int, float]]:
        """The rolls keeping `keep` (an index) and re-rolling the rest can give, each with its chance."""
        return self.reach[keep]

    def best_sub(self, keep_values: list[float]) -> list[float]:
        best = list(keep_values)
        for k, parents in enumerate(self.parents):  # keeps run from small to large
            for parent in parents:
                if best[parent] > best[k]:
                    best[k] = best[parent]
        return [best[k] for k in self.roll_keeps]

    def push_back(self, final: list[float]) -> list[list[float]]:
        out = []
        values = final
        for _ in range(self.rules.rolls_per_turn - 1):
            keeps = [sum(values[r] * p for r, p in reach) for reach in self.reach]
            values = self.best_sub(keeps)
            out += [keeps, values]
        return out
