"""One player's score sheet: a column of boxes per factor, with sums, bonus and totals."""

from __future__ import annotations

from game.games.trippel_yatzy.scoring import YatzyRules
from game.games.trippel_yatzy.view_types import SheetColumn, SheetView, WrittenBox


class Sheet:
    """Each box holds None (free) or the raw points written (before the factor); struck boxes hold 0."""

    def __init__(self, rules: YatzyRules, factors: tuple[int, ...]) -> None:
        self.rules = rules
        self.factors = factors
        self.raw: list[list[int | None]] = [[None] * len(rules.boxes) for _ in factors]
        self.struck: list[list[bool]] = [[False] * len(rules.boxes) for _ in factors]
        self._view: SheetView | None = None  # to_view()'s answer until the next write
        self._free: list[tuple[int, int]] | None = None  # free_boxes()'s answer until the next write
        self.filled = 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sheet) and (self.raw, self.struck, self.factors) == (
            other.raw, other.struck, other.factors)

    __hash__ = None  # type: ignore[assignment]

    def free(self, column: int, box: int) -> bool:
        return self.raw[column][box] is None

    def free_boxes(self) -> list[tuple[int, int]]:
        """The free (column, box) pairs in sheet order, shared until the next write: read it, never change it."""
        if self._free is None:
            self._free = [(c, b) for c, raw in enumerate(self.raw) for b, v in enumerate(raw) if v is None]
        return self._free

    def write(self, column: int, box: int, raw: int, struck: bool) -> None:
        if not self.free(column, box):
            raise ValueError("the box is already filled")
        self.raw[column][box] = raw
        self.struck[column][box] = struck
        self._view = self._free = None
        self.filled += 1

    def upper_raw(self, column: int) -> int:
        raw = self.raw[column]
        return sum(raw[b] or 0 for b in self.rules.upper_boxes)

    def bonus(self, column: int) -> int:
        """The bonus in points (× the factor)."""
        return self.rules.bonus(self.upper_raw(column)) * self.factors[column]

    def column_total(self, column: int) -> int:
        raw = sum(v or 0 for v in self.raw[column])
        return raw * self.factors[column] + self.bonus(column)

    def total(self) -> int:
        return self.to_view()["total"]

    def full(self) -> bool:
        return self.filled == len(self.factors) * len(self.rules.boxes)

    def filled_count(self) -> int:
        return self.filled

    def state_of(self, column: int) -> tuple[int, int]:
        """(bit mask of filled boxes, upper raw sum capped at the bonus threshold): the solver's state."""
        mask = sum(1 << b for b, v in enumerate(self.raw[column]) if v is not None)
        return mask, min(self.upper_raw(column), self.rules.bonus_threshold)

    def to_view(self) -> SheetView:
        """The sheet for the screen and the bots, shared until the next write: read it, never change it."""
        if self._view is None:
            self._view = self._make_view()
        return self._view

    def _written(self, column: int, box: int) -> WrittenBox | None:
        raw = self.raw[column][box]
        if raw is None:
            return None
        return {"raw": raw, "points": raw * self.factors[column], "struck": self.struck[column][box]}

    def _make_view(self) -> SheetView:
        columns: list[SheetColumn] = []
        for c, factor in enumerate(self.factors):
            upper = self.upper_raw(c)
            upper_free = any(self.free(c, b) for b in self.rules.upper_boxes)
            columns.append({
                "factor": factor,
                "boxes": {box.key: self._written(c, b) for b, box in enumerate(self.rules.boxes)},
                "upper_raw": upper,
                "upper_sum": upper * factor,
                "bonus": self.bonus(c),
                "bonus_settled": upper >= self.rules.bonus_threshold or not upper_free,
                "bonus_missing": max(0, self.rules.bonus_threshold - upper) * factor,
                "total": self.column_total(c),
            })
        return {"columns": columns, "total": sum(c["total"] for c in columns)}
