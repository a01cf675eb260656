"""The boxes of the Yatzy sheet and what a roll scores in each (before the column factor)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations_with_replacement

from game.engine.rules_data import Node

KINDS = ("number", "pairs", "kind", "straight", "full_house", "chance", "yatzy")


@dataclass(frozen=True)
class Box:
    key: str
    label: str
    native: str
    kind: str
    face: int = 0  # number: the face counted
    count: int = 0  # pairs: how many different pairs; kind: how many equal dice
    faces: tuple[int, ...] = ()  # straight: exactly these faces
    points: int = 0  # straight, yatzy: fixed points

    @property
    def upper(self) -> bool:
        return self.kind == "number"

    def score(self, dice: tuple[int, ...]) -> int:
        """Points for `dice` in this box; 0 means the roll does not fit it."""
        counts = Counter(dice)
        if self.kind == "number":
            return self.face * counts[self.face]
        if self.kind == "pairs":
            faces = sorted((f for f, c in counts.items() if c >= 2), reverse=True)
            return 2 * sum(faces[: self.count]) if len(faces) >= self.count else 0
        if self.kind == "kind":
            faces = [f for f, c in counts.items() if c >= self.count]
            return self.count * max(faces) if faces else 0
        if self.kind == "straight":
            return self.points if tuple(sorted(dice)) == self.faces else 0
        if self.kind == "full_house":
            return sum(dice) if sorted(counts.values()) == [2, 3] else 0
        if self.kind == "chance":
            return sum(dice)
        return self.points if len(counts) == 1 else 0  # yatzy


@dataclass(frozen=True, eq=False)  # compared and hashed by identity (the score cache is keyed on it)
class YatzyRules:
    dice: int
    sides: int
    rolls_per_turn: int
    column_factors: dict[int, tuple[int, ...]]
    bonus_threshold: int
    bonus_points: int
    boxes: tuple[Box, ...]
    holds_persist: bool
    strike_always_allowed: bool

    @staticmethod
    def from_data(node: Node) -> YatzyRules:
        boxes = []
        for item in node.child("boxes").elements():
            kind = item.get("kind", str)
            if kind not in KINDS:
                raise item.child("kind").fail(f"expected one of {', '.join(KINDS)}, found {kind!r}")
            box = Box(
                key=item.get("key", str), label=item.get("label", str), native=item.get("native", str), kind=kind,
                face=item.int_in("face", 1, 20) if kind == "number" else 0,
                count=item.int_in("pairs", 1, 2) if kind == "pairs" else item.int_in("count", 2, 5) if kind == "kind"
                else 0,
                faces=tuple(f.as_type(int) for f in item.child("faces").elements()) if kind == "straight" else (),
                points=item.int_in("points", 1, 1000) if kind in ("straight", "yatzy") else 0,
            )
            boxes.append(box)
        keys = [b.key for b in boxes]
        if len(set(keys)) != len(keys):
            raise node.child("boxes").fail("two boxes share a key")
        factors = {}
        for columns, item in node.child("column_factors").items():
            values = tuple(v.as_type(int) for v in item.elements())
            if len(values) != int(columns):
                raise item.fail(f"expected {columns} factors, found {len(values)}")
            factors[int(columns)] = values
        bonus = node.child("bonus")
        rules = YatzyRules(
            dice=node.int_in("dice", 1, 10), sides=node.int_in("sides", 2, 20),
            rolls_per_turn=node.int_in("rolls_per_turn", 1, 10), column_factors=factors,
            bonus_threshold=bonus.int_in("threshold", 0, 1000), bonus_points=bonus.int_in("points", 0, 1000),
            boxes=tuple(boxes), holds_persist=node.get("holds_persist", bool),
            strike_always_allowed=node.get("strike_always_allowed", bool),
        )
        for box in boxes:
            if box.kind == "straight" and len(box.faces) != rules.dice:
                raise node.child("boxes").fail(f"{box.key}: a straight needs {rules.dice} faces")
        return rules

    def __deepcopy__(self, memo: dict[int, object]) -> YatzyRules:
        return self  # immutable and shared: clones and snapshots keep the same rules

    @cached_property
    def upper_boxes(self) -> tuple[int, ...]:
        return tuple(i for i, b in enumerate(self.boxes) if b.upper)

    def scores(self, dice: tuple[int, ...]) -> tuple[int, ...]:
        """What `dice` scores in every box, in sheet order (before the factor)."""
        return _scores(self, tuple(sorted(dice)))

    def bonus(self, upper_sum: int) -> int:
        return self.bonus_points if upper_sum >= self.bonus_threshold else 0

    @cached_property
    def dream_column(self) -> int:
        """The dream column: the best possible score in every box, bonus included."""
        return self.best_column()

    def best_column(self) -> int:
        """The dream column, worked out from the boxes."""
        rolls = _all_rolls(self.dice, self.sides)
        best = [max(_scores(self, r)[i] for r in rolls) for i in range(len(self.boxes))]
        upper = sum(best[i] for i in self.upper_boxes)
        return sum(best) + self.bonus(upper)


@lru_cache(maxsize=4096)
def _scores(rules: YatzyRules, dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(b.score(dice) for b in rules.boxes)


@lru_cache(maxsize=8)
def _all_rolls(dice: int, sides: int) -> tuple[tuple[int, ...], ...]:

    return tuple(combinations_with_replacement(range(1, sides + 1), dice))
