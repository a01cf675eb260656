"""Yatzy opponents and the hint for human players.

Every level plans a whole turn exactly (every hold, every re-roll, the box) against its own value of
writing a roll into a box; the levels differ only in that value:
- easy: the points this turn (× the column factor);
- normal: the points, with a push towards the upper bonus (more than three of a face is rewarded);
- hard: the points plus the change in the exact optimal one-column value of the column (the value
  table, see solver.py). In one-column mode this is optimal play; with three columns the future is
  valued as the sum over columns of factor × that column's one-column value, and the box is chosen
  looking one turn further (Planner.choose_box).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping
from functools import cache, cached_property, lru_cache
from itertools import combinations
from typing import Any

from game.ai.base import Decision
from game.engine.memo import remember
from game.engine.state import Action
from game.games.trippel_yatzy.action_parts import ROLL, hold, write_in
from game.games.trippel_yatzy.plain import TABLE_FILE, PlainModel, fingerprint, load_plain_table
from game.games.trippel_yatzy.scoring import YatzyRules
from game.i18n import game_text, number, words
from game.paths import assets_dir

try:  # numpy plans a turn about ten times faster; without it the same plan is made in plain Python
    import numpy as np
except ImportError:  # pragma: no cover - depends on the installation
    np = None  # type: ignore[assignment]

_, ngettext = words("dice")

LEVELS = ("easy", "normal", "hard")
# How strongly the normal level values each pip above or below three of a face in the upper boxes
# (tuned over a few hundred one-column games: 0 plays like easy, about 200 points; 3 gives about 225).
NORMAL_BONUS_WEIGHT = 3.0
# How many of its best boxes the hard level looks a turn further for, with more than one column (0: none).
LOOKAHEAD_CANDIDATES = 4
PLANS_KEPT = 64  # turn plans a planner keeps (see Planner.plan)


def keeps_of(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every multiset of the dice that can be kept (from nothing to all), smallest first."""
    return list(_keeps(tuple(sorted(dice))))


@cache  # a fixed size: the 252 sorted throws of five dice (462 of six)
def _keeps(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    found = {tuple(sorted(c)) for n in range(len(dice) + 1) for c in combinations(dice, n)}
    return tuple(sorted(found, key=lambda k: (len(k), k)))


class TurnPlan:
    """The exact plan of one turn for one sheet: what each roll is worth in each free box, and the value of
    each keep before each re-roll. `rows` holds one sequence per option (free box), one value per roll."""

    def __init__(self, model: Any, options: list[tuple[int, int]], rows: Any) -> None:
        self.model = model
        self.options = options  # the free (column, box) pairs
        self.rows = rows
        self.best_option: list[int]  # for each roll, the option it is best written in
        if np is not None and isinstance(rows, np.ndarray):
            self.best_option = rows.argmax(axis=0).tolist()
            final = rows.max(axis=0)
        else:
            count = len(rows[0])
            self.best_option = [max(range(len(rows)), key=[row[r] for row in rows].__getitem__) for r in range(count)]
            final = [rows[o][r] for r, o in enumerate(self.best_option)]
        pushed = model.push_back(final)
        # keep_values[k]: the value of each keep when k re-rolls are left (Python floats: read one at a time).
        self.keep_values = {k + 1: _floats(pushed[2 * k]) for k in range(len(pushed) // 2)}
        self._before = pushed[-1] if pushed else final

    @cached_property
    def expected(self) -> float:
        """The turn's expected value before the first roll, over the estimate the options are measured from
        (only the hard level's look-ahead asks for it)."""
        return float(sum(p * v for p, v in zip(self.model.first_roll, _floats(self._before), strict=True)))

    def option_values(self, dice: tuple[int, ...]) -> list[float]:
        r = self.model.roll_index[tuple(sorted(dice))]
        return [float(row[r]) for row in self.rows]

    def best_box(self, dice: tuple[int, ...]) -> tuple[int, int]:
        roll: int = self.model.roll_index[tuple(sorted(dice))]
        return self.options[self.best_option[roll]]

    def final_rolls(self, keep: tuple[int, ...], rerolls_left: int) -> dict[int, float]:
        """The chance of each final roll (by index) when `keep` is kept now, the rest re-rolled and the plan
        followed to the end of the turn (what a keep aims at, for the hint's words)."""
        model = self.model
        rolls: dict[int, float] = dict(model.leads_to(model.keep_index[tuple(sorted(keep))]))
        for left in range(rerolls_left - 1, 0, -1):
            after: dict[int, float] = {}
            for roll, p in rolls.items():
                dice = model.rolls[roll]
                kept = self.best_keep(dice, left)[0]
                for end, q in ((roll, 1.0),) if len(kept) == len(dice) else model.leads_to(model.keep_index[kept]):
                    after[end] = after.get(end, 0.0) + p * q
            rolls = after
        return rolls

    def best_keep(self, dice: tuple[int, ...], rerolls_left: int) -> tuple[tuple[int, ...], float, float]:
        """The multiset to keep, its value, and the value of stopping now (keeping all)."""
        values = self.keep_values[rerolls_left]
        index = self.model.keep_index
        # Prefer keeping more dice on an exact tie (to 9 decimals), so the AI does not re-roll for nothing.
        # Rounding never reorders values, so only keeps within a hair of the top can tie with the best.
        keeps = [(k, values[index[k]]) for k in _keeps(tuple(sorted(dice)))]
        top = max(v for _, v in keeps) - 1e-8
        best = max((kv for kv in keeps if kv[1] >= top), key=lambda kv: (round(kv[1], 9), len(kv[0])))[0]
        return best, values[index[best]], values[index[tuple(sorted(dice))]]


def _floats(values: Any) -> list[float]:
    return values.tolist() if np is not None and isinstance(values, np.ndarray) else [float(v) for v in values]


class Planner:
    """Builds a TurnPlan for a sheet, at one level; with numpy when it is installed, else in plain Python."""

    def __init__(self, rules: YatzyRules, level: str, use_numpy: bool | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.rules = rules
        self.level = level
        self.use_numpy = np is not None if use_numpy is None else use_numpy
        # The numpy and the plain model and table: the same methods, told apart by use_numpy.
        self.model: Any
        self.table: Any
        self.box_scores: list[Any]
        if self.use_numpy:
            # late: the solver needs numpy, which is optional (the plain model stands in without it).
            from game.games.trippel_yatzy.solver import turn_model, value_table

            self.model = turn_model(rules)
            self.table = value_table(rules) if level == "hard" else None
            self.box_scores = [self.model.scores[:, b].astype(float) for b in range(len(rules.boxes))]
        else:
            self.model = plain_model(rules)
            self.table = plain_table(rules) if level == "hard" else None
            self.box_scores = [[float(s[b]) for s in self.model.scores] for b in range(len(rules.boxes))]
        self.dream = [max(scores) for scores in self.box_scores]
        # A plan is some 150 KB (numpy rows and the keeps' values): a turn asks for its own sheet's plan once for
        # every roll and hold, and hard with three columns for four more a turn further, one of which is the next
        # turn's own. A few dozen cover that; 4,096 grew a four-hard table past 1 GB.
        self._cache: dict[Any, TurnPlan] = {}
        self._rows: dict[tuple[int, int, float], Any] = {}  # a fixed size: column factor × box × push
        # The last sheet read and what read_view made of it.
        self._read: tuple[object, tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] | None = None

    def read(self, view: Mapping[str, Any]) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
        """read_view(view), remembered for the sheet last read: a sheet's view stays the same object until
        the next box is written, and a turn asks about it once for every roll and hold."""
        sheet = view["sheets"][view["turn"]]
        if self._read is None or self._read[0] is not sheet:
            self._read = (sheet, read_view(view, self.rules))
        return self._read[1]

    def choose_box(self, plan: TurnPlan, factors: tuple[int, ...], states: tuple[tuple[int, int], ...],
                   dice: tuple[int, ...]) -> tuple[int, int]:
        """The box to write or strike. Hard with several columns looks one turn further for its best few
        candidates: the sheet after each is valued by the exact best next turn played against the sum of the
        columns' values, which is never below that sum and closer to the truth (the columns share the turns).
        Over 2,000 paired seeded games this gained 3.8 ± 1.9 points a game."""
        if self.level != "hard" or len(factors) == 1 or LOOKAHEAD_CANDIDATES < 2:
            return plan.best_box(dice)
        values = plan.option_values(dice)
        order = sorted(range(len(values)), key=lambda o: -values[o])[:LOOKAHEAD_CANDIDATES]
        scores = self.rules.scores(dice)
        cap = self.rules.bonus_threshold
        full = (1 << len(self.rules.boxes)) - 1

        def looked_ahead(o: int) -> float:
            column, box = plan.options[o]
            mask, up = states[column]
            if self.rules.boxes[box].upper:
                up = min(cap, up + scores[box])
            after = list(states)
            after[column] = (mask | 1 << box, up)
            if all(m == full for m, _ in after):
                return values[o]
            return values[o] + self.plan(factors, tuple(after)).expected

        return plan.options[max(order, key=looked_ahead)]

    def plan(self, factors: tuple[int, ...], states: tuple[tuple[int, int], ...]) -> TurnPlan:
        key = (factors, states)
        plan = self._cache.get(key)
        if plan is None:
            options, rows = self._values(factors, states)
            plan = remember(self._cache, key, TurnPlan(self.model, options, rows), PLANS_KEPT)
        return plan

    def _values(self, factors: tuple[int, ...],
                states: tuple[tuple[int, int], ...]) -> tuple[list[tuple[int, int]], Any]:
        rules = self.rules
        options, rows = [], []
        cap = rules.bonus_threshold
        for c, (mask, up) in enumerate(states):
            f = factors[c]
            for b, box in enumerate(rules.boxes):
                if mask >> b & 1:
                    continue
                if self.level == "hard":
                    row = self._hard_row(mask, up, b, f)
                else:
                    push = NORMAL_BONUS_WEIGHT if self.level == "normal" and box.upper and up < cap else 0.0
                    row = self._points_row(f, b, push)
                options.append((c, b))
                rows.append(row)
        return options, np.array(rows) if self.use_numpy else rows

    def _points_row(self, f: int, b: int, push: float) -> Any:
        """Easy: this turn's points, and a strike goes where the best possible score is smallest; normal: the
        same, pushed towards the bonus (three of a face is par for the 63). The same few rows come up turn
        after turn, so each is worked out once (read it, never change it)."""
        key = (f, b, push)
        row = self._rows.get(key)
        if row is None:
            par = 3 * self.rules.boxes[b].face
            tie = 1e-3 * self.dream[b]
            row = [f * (s - tie + push * (s - par)) for s in self.box_scores[b]] if not self.use_numpy \
                else f * (self.box_scores[b] - tie + push * (self.box_scores[b] - par))
            self._rows[key] = row
        return row

    def _hard_row(self, mask: int, up: int, b: int, f: int) -> Any:
        """Points plus the change of the column's exact one-column value, × the column's factor."""
        cap = self.rules.bonus_threshold
        upper = self.rules.boxes[b].upper
        score = self.box_scores[b]
        if self.use_numpy:
            after = self.table[mask | 1 << b]
            later = after[np.minimum(cap, up + self.model.scores[:, b])] if upper else after[up]
            return f * (score + later - self.table[mask, up])
        table, width = self.table
        base = (mask | 1 << b) * width
        now = table[mask * width + up]
        if upper:
            return [f * (s + table[base + min(cap, up + int(s))] - now) for s in score]
        later = table[base + up]
        return [f * (s + later - now) for s in score]


@lru_cache(maxsize=4)
def plain_model(rules: YatzyRules) -> PlainModel:
    return PlainModel(rules)


@lru_cache(maxsize=4)
def _plain_table(expected: str) -> tuple[Any, int]:
    return load_plain_table(assets_dir() / TABLE_FILE, expected)


def plain_table(rules: YatzyRules) -> tuple[Any, int]:
    return _plain_table(fingerprint(rules))


def read_view(view: Mapping[str, Any], rules: YatzyRules) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The factors and, for the player on turn, each column's (filled mask, capped upper sum)."""
    sheet = view["sheets"][view["turn"]]
    states = []
    for column in sheet["columns"]:
        # The view lists the boxes in sheet order.
        mask = sum(1 << b for b, box in enumerate(column["boxes"].values()) if box is not None)
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


def advise(view: Mapping[str, Any], rules: YatzyRules, planner: Planner, explain: bool = True) -> dict[str, Any]:
    """The planner's next step for the player on turn: roll, hold/release dice, or write/strike a box, with the
    reason in words when `explain` (a bot, which never reads it, saves the words)."""
    if view["rolls_used"] == 0:
        return {"action": "roll", "reason": _("Roll all five dice.") if explain else ""}
    factors, states = planner.read(view)
    plan = planner.plan(factors, states)
    dice = tuple(view["dice"])
    if view["rolls_left"] > 0:
        keep, value, stop = plan.best_keep(dice, view["rolls_left"])
        if len(keep) < len(dice):
            target = holds_for(view["dice"], view["held"], keep)
            advice: dict[str, Any] = {"action": "reroll", "keep": list(keep), "hold": target, "reason": ""}
            if explain:
                aim_column, box, chance = aim(plan, rules, factors, keep, view["rolls_left"])
                advice["aim"], advice["aim_column"] = rules.boxes[box].key, aim_column
                gain = value - stop
                worth = ("-" if math.copysign(1.0, gain) < 0 else "+") + number(round(abs(gain), 1), 1)
                count = len(dice) - len(keep)
                if keep:
                    said = ngettext("Keep {kept} and re-roll the other die, aiming at {box} (a {percent} % chance "
                                    "this turn): worth {points} points against stopping now.",
                                    "Keep {kept} and re-roll the other {count} dice, aiming at {box} (a {percent} % "
                                    "chance this turn): worth {points} points against stopping now.", count)
                else:
                    said = _("Re-roll all {count} dice, aiming at {box} (a {percent} % chance this turn): worth "
                             "{points} points against stopping now.")
                advice["reason"] = said.format(
                    kept=" ".join(map(str, keep)), count=count, box=game_text("trippel_yatzy", rules.boxes[box].label),
                    percent=number(round(100 * chance)), points=worth)
            return advice
    column, box = planner.choose_box(plan, factors, states, dice)
    raw = rules.scores(dice)[box]
    advice = {"action": "score" if raw > 0 else "strike", "column": column, "box": rules.boxes[box].key,
              "reason": ""}
    if explain:
        advice["reason"] = box_reason(plan, rules, factors, column, box, raw, dice)
    return advice


def aim(plan: TurnPlan, rules: YatzyRules, factors: tuple[int, ...], keep: tuple[int, ...],
        rerolls_left: int) -> tuple[int, int, float]:
    """What keeping `keep` aims at: of the boxes the turn may end written in when the plan is followed, the one
    that brings the most points on average (so a box the plan falls back on after a poor roll is not the aim);
    the column it most often ends in there, and the chance of scoring in that box (in any column) this turn."""
    ends: dict[tuple[int, int], float] = {}
    points: dict[int, float] = {}
    scored: dict[int, float] = {}
    for roll, p in plan.final_rolls(keep, rerolls_left).items():
        column, box = plan.options[plan.best_option[roll]]
        raw = rules.scores(plan.model.rolls[roll])[box]
        ends[column, box] = ends.get((column, box), 0.0) + p
        points[box] = points.get(box, 0.0) + p * raw * factors[column]
        scored[box] = scored.get(box, 0.0) + (p if raw > 0 else 0.0)
    box = max(points, key=lambda b: (points[b], -b))
    column = max((c for c, b in ends if b == box), key=lambda c: ends[c, box])
    return column, box, scored[box]


def box_reason(plan: TurnPlan, rules: YatzyRules, factors: tuple[int, ...], column: int, box: int, raw: int,
               dice: tuple[int, ...]) -> str:
    """Why a box is written or struck, in words: how far the choice is ahead of the next one."""
    label = game_text("trippel_yatzy", rules.boxes[box].label) + (f" (x{factors[column]})" if len(factors) > 1 else "")
    values = plan.option_values(dice)
    chosen = plan.options.index((column, box))
    others = [v for o, v in enumerate(values) if o != chosen]
    margin = values[chosen] - max(others) if others else 0.0
    if margin >= 0:
        why = _("{points} points better than the next choice.").format(points=number(round(margin, 1), 1))
    else:
        why = _("looking a turn ahead it leaves better chances, though {points} points behind for now.").format(
            points=number(round(-margin, 1), 1))
    if raw > 0:
        return _("Write {points} in {box}: {why}").format(points=raw * factors[column], box=label, why=why)
    return _("Strike {box}: it costs the least of the boxes left; {why}").format(box=label, why=why)


class YatzyBot:
    def __init__(self, level: str, rules: YatzyRules) -> None:
        self.rules = rules
        self.planner = Planner(rules, level)

    def choose(self, decision: Decision) -> Action:
        view = decision.view
        return next_move(advise(view, self.rules, self.planner, explain=False), view)


def next_move(advice: Mapping[str, Any], view: Mapping[str, Any]) -> Action:
    """The one move that carries out `advice` (advise's answer) now: a re-roll is first each hold or release it
    needs, one at a time, then the roll."""
    if advice["action"] == "roll":
        return ROLL
    if advice["action"] == "reroll":
        for i, (now, want) in enumerate(zip(view["held"], advice["hold"], strict=True)):
            if now != want:
                return hold(i)
        return ROLL
    return write_in(advice["column"], advice["box"], strike=advice["action"] == "strike")


_hint_planners: dict[int, Planner] = {}  # a fixed size: one for the game's rules (made once a process)
_hint_making = threading.Lock()  # one thread makes it (a table prepares it while a hint may be asked)


def hint_planner(rules: YatzyRules) -> Planner:
    """The hard planner the hints use: the first call loads numpy and the value table (about half a second), so a
    table calls it in the background as it opens, and a hint asked meanwhile waits for that one load."""
    planner = _hint_planners.get(id(rules))
    if planner is None:
        with _hint_making:
            planner = _hint_planners.get(id(rules))
            if planner is None:
                planner = _hint_planners[id(rules)] = Planner(rules, "hard")
    return planner


def hint(view: Mapping[str, Any], rules: YatzyRules) -> dict[str, Any]:
    """What the hard AI would do now, with a one-line reason (for the hint button).

    Returns {"action": "roll" | "reroll" | "score" | "strike", "reason": str} plus "keep" (dice values), "hold"
    (a flag per die), "aim" and "aim_column" (the box the keep aims at, and the column it most often ends in
    there) for a re-roll, or "column" and "box" for
    writing or striking."""
    return advise(view, rules, hint_planner(rules))
