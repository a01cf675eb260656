"""Yatzy opponents and the hint for human players.

Every level plans a whole turn exactly (every hold, every re-roll, the box) against its own value of
writing a roll into a box; the levels differ only in that value:
- easy: the points this turn (× the column factor);
- normal: the points, with a push towards the upper bonus (more than three of a face is rewarded);
- hard: the points plus the change in the exact optimal one-column value of the column (the value
  table, see solver.py). In one-column mode this is optimal play; with three columns the future is
  valued as the sum over columns of factor × that column's one-column value.
"""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

import numpy as np

from game.ai.base import Decision
from game.engine.state import Action
from game.games.trippel_yatzy.scoring import YatzyRules
from game.games.trippel_yatzy.solver import TurnModel, turn_model, value_table
from game.paths import assets_dir

LEVELS = ("easy", "normal", "hard")
COLUMNS_FIT_FILE = "yatzy_columns_fit.json"
# How strongly the normal level values each pip above or below three of a face in the upper boxes
# (tuned by tools/bench_yatzy.py: 0 plays like easy, about 200 points; 3 gives about 220 in one column).
NORMAL_BONUS_WEIGHT = 3.0


class TurnPlan:
    """The exact plan of one turn for one sheet: box values per roll, and keep values before each re-roll."""

    def __init__(self, model: TurnModel, options: list[tuple[int, int]], values: np.ndarray) -> None:
        self.model = model
        self.options = options  # the free (column, box) pairs
        self.values = values  # (options, rolls): what writing each roll in each box is worth
        self.best_option = values.argmax(axis=0)
        self.final = values.max(axis=0)
        # stages[k] = keep values when k re-rolls are left (k = 1, 2, ...).
        pushed = model.push_back(self.final)
        self.keep_values = {k + 1: pushed[2 * k] for k in range(len(pushed) // 2)}

    def best_box(self, dice: tuple[int, ...]) -> tuple[int, int]:
        return self.options[int(self.best_option[self.model.roll_index[tuple(sorted(dice))]])]

    def keeps_of(self, dice: tuple[int, ...]) -> list[tuple[int, ...]]:
        found = {tuple(sorted(c)) for n in range(len(dice) + 1) for c in combinations(dice, n)}
        return sorted(found, key=lambda k: (len(k), k))

    def best_keep(self, dice: tuple[int, ...], rerolls_left: int) -> tuple[tuple[int, ...], float, float]:
        """The multiset to keep, its value, and the value of stopping now (keeping all)."""
        values = self.keep_values[rerolls_left]
        index = self.model.keep_index
        keeps = self.keeps_of(dice)
        # Prefer keeping more dice on an exact tie, so the AI does not re-roll for nothing.
        best = max(keeps, key=lambda k: (round(float(values[index[k]]), 9), len(k)))
        return best, float(values[index[best]]), float(values[index[tuple(sorted(dice))]])


class Planner:
    """Builds a TurnPlan for a sheet, at one level."""

    def __init__(self, rules: YatzyRules, level: str, columns_fit: ColumnsFit | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.rules = rules
        self.level = level
        self.columns_fit = columns_fit if columns_fit is not None else (
            load_columns_fit(len(rules.boxes)) if level == "hard" else None)
        self.model = turn_model(rules)
        self.scores = self.model.scores.T.astype(float)  # (boxes, rolls)
        self.table = value_table(rules) if level == "hard" else None
        self.dream = np.array(self.scores.max(axis=1))
        self._cache: dict[Any, TurnPlan] = {}

    def plan(self, factors: tuple[int, ...], states: tuple[tuple[int, int], ...]) -> TurnPlan:
        key = (factors, states)
        plan = self._cache.get(key)
        if plan is None:
            if len(self._cache) > 4096:
                self._cache.clear()
            options, values = self._values(factors, states)
            plan = self._cache[key] = TurnPlan(self.model, options, values)
        return plan

    def _values(self, factors, states) -> tuple[list[tuple[int, int]], np.ndarray]:
        model, rules = self.model, self.rules
        options, rows = [], []
        cap = rules.bonus_threshold
        fit = self.columns_fit if self.level == "hard" and len(states) == len(factors) > 1 else None
        if fit is not None and fit.factors != factors:
            fit = None
        if fit is not None:
            free_in = [sum(not (mask >> b & 1) for mask, _ in states) for b in range(len(rules.boxes))]
        for c, (mask, up) in enumerate(states):
            f = factors[c]
            for b, box in enumerate(rules.boxes):
                if mask >> b & 1:
                    continue
                score = self.scores[b]
                if self.level == "easy":
                    # This turn's points; a strike goes where the best possible score is smallest.
                    row = f * score - 1e-3 * f * self.dream[b]
                elif self.level == "normal":
                    row = f * score - 1e-3 * f * self.dream[b]
                    if box.upper and up < cap:
                        # Three of a face is par for the 63 of the bonus: reward more, punish fewer.
                        row = row + f * NORMAL_BONUS_WEIGHT * (score - 3 * box.face)
                else:
                    after = self.table[mask | 1 << b]
                    if box.upper:
                        later = after[np.minimum(cap, up + model.scores[:, b])]
                    else:
                        later = np.full(len(score), after[up])
                    row = f * (score + later - self.table[mask, up])
                    if fit is not None:
                        row = row + fit.change(b, c, free_in[b])
                options.append((c, b))
                rows.append(row)
        return options, np.array(rows)


class ColumnsFit:
    """A correction to the three-column value "sum of factor × one-column value": the columns are not independent
    (a good roll can go to the best column), so keeping a box free is worth a little more than its column says.

    g(sheet) = sum over free (box, column) of free[box][column]
             + sum over boxes of two_free[box] · [free in ≥ 2 columns] + three_free[box] · [free in all 3]
    fitted by least squares to the rest-of-game scores of self-play (tools/fit_yatzy_columns.py)."""

    def __init__(self, factors: tuple[int, ...], free: np.ndarray, two_free: np.ndarray,
                 three_free: np.ndarray) -> None:
        self.factors = factors
        self.free, self.two_free, self.three_free = free, two_free, three_free

    def change(self, box: int, column: int, free_in: int) -> float:
        """How g changes when `box` is filled in `column` while it is free in `free_in` columns."""
        change = -self.free[box, column]
        if free_in == 2:
            change -= self.two_free[box]
        elif free_in == 3:
            change -= self.three_free[box]
        return float(change)

    def value(self, states: tuple[tuple[int, int], ...]) -> float:
        total = 0.0
        for box in range(len(self.two_free)):
            free = [not (mask >> box & 1) for mask, _ in states]
            total += sum(self.free[box, c] for c, f in enumerate(free) if f)
            count = sum(free)
            total += self.two_free[box] * (count >= 2) + self.three_free[box] * (count == 3)
        return total

    def to_json(self) -> dict[str, Any]:
        return {"factors": list(self.factors), "free": self.free.tolist(), "two_free": self.two_free.tolist(),
                "three_free": self.three_free.tolist()}

    @staticmethod
    def from_json(data: dict[str, Any]) -> ColumnsFit:
        return ColumnsFit(tuple(data["factors"]), np.array(data["free"]), np.array(data["two_free"]),
                          np.array(data["three_free"]))


def load_columns_fit(boxes: int) -> ColumnsFit | None:
    """The fitted three-column correction from assets/, if present and made for this many boxes."""
    path = assets_dir() / COLUMNS_FIT_FILE
    if not path.exists():
        return None
    fit = ColumnsFit.from_json(json.loads(path.read_text(encoding="utf-8")))
    return fit if fit.free.shape == (boxes, len(fit.factors)) else None


def read_view(view: dict[str, Any], rules: YatzyRules) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The factors and, for the player on turn, each column's (filled mask, capped upper sum)."""
    sheet = view["sheets"][view["turn"]]
    states = []
    for column in sheet["columns"]:
        mask = sum(1 << b for b, box in enumerate(rules.boxes) if column["boxes"][box.key] is not None)
        states.append((mask, min(column["upper_raw"], rules.bonus_threshold)))
    return tuple(view["factors"]), tuple(states)


def holds_for(dice: list[int], held: list[bool], keep: tuple[int, ...]) -> list[bool]:
    """Which dice to hold to keep `keep`, touching as few hold flags as possible."""
    wanted = list(keep)
    target = [False] * len(dice)
    for first_pass in (True, False):
        for i, d in enumerate(dice):
            if not target[i] and d in wanted and (held[i] or not first_pass):
                target[i] = True
                wanted.remove(d)
    return target


def advise(view: dict[str, Any], rules: YatzyRules, planner: Planner) -> dict[str, Any]:
    """The planner's next step for the player on turn: roll, hold/release dice, or write/strike a box."""
    if view["rolls_used"] == 0:
        return {"action": "roll", "reason": "Roll all five dice."}
    factors, states = read_view(view, rules)
    plan = planner.plan(factors, states)
    dice = tuple(view["dice"])
    if view["rolls_left"] > 0:
        keep, value, stop = plan.best_keep(dice, view["rolls_left"])
        if len(keep) < len(dice):
            target = holds_for(view["dice"], view["held"], keep)
            kept = " ".join(map(str, keep)) or "nothing"
            return {"action": "reroll", "keep": list(keep), "hold": target,
                    "reason": f"Keep {kept} and re-roll {len(dice) - len(keep)}: worth {value - stop:+.1f} points "
                              f"against stopping now."}
    column, box = plan.best_box(dice)
    raw = rules.scores(dice)[box]
    label = rules.boxes[box].label + (f" (x{factors[column]})" if len(factors) > 1 else "")
    ranked = sorted(plan.values[:, planner.model.roll_index[tuple(sorted(dice))]], reverse=True)
    margin = ranked[0] - ranked[1] if len(ranked) > 1 else 0.0
    if raw > 0:
        return {"action": "score", "column": column, "box": rules.boxes[box].key,
                "reason": f"Write {raw * factors[column]} in {label}: {margin:.1f} points better than the next choice."}
    return {"action": "strike", "column": column, "box": rules.boxes[box].key,
            "reason": f"Strike {label}: it costs the least of the boxes left ({margin:.1f} points ahead of the next)."}


class YatzyBot:
    def __init__(self, level: str, rules: YatzyRules) -> None:
        self.rules = rules
        self.planner = Planner(rules, level)

    def choose(self, decision: Decision) -> Action:
        view = decision.view
        advice = advise(view, self.rules, self.planner)
        if advice["action"] == "roll":
            return Action("roll")
        if advice["action"] == "reroll":
            for i, (now, want) in enumerate(zip(view["held"], advice["hold"], strict=True)):
                if now != want:
                    return Action("hold", (i,))
            return Action("roll")
        return Action(advice["action"], (advice["column"], advice["box"]))


_hint_planners: dict[int, Planner] = {}


def hint(view: dict[str, Any], rules: YatzyRules) -> dict[str, Any]:
    """What the hard AI would do now, with a one-line reason (for the hint button).

    Returns {"action": "roll" | "reroll" | "score" | "strike", "reason": str} plus "keep" (dice values) and "hold"
    (a flag per die) for a re-roll, or "column" and "box" for writing or striking."""
    planner = _hint_planners.get(id(rules))
    if planner is None:
        planner = _hint_planners[id(rules)] = Planner(rules, "hard")
    return advise(view, rules, planner)
