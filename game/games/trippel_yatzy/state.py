"""Trippel Yatzy's turn: roll all five, re-roll the unheld dice up to twice, then write or strike one box.

Holding is a game action ("hold i" toggles die i), so a UI that clicks dice, the AI and a replay all
see the same moves. Each roll is a "roll" action by the player followed by a chance action that
gives the unheld dice (sorted) in position order.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.engine.dice import roll_outcomes
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.dice_results import standing
from game.games.trippel_yatzy.scoring import YatzyRules
from game.games.trippel_yatzy.sheet import Sheet
from game.games.trippel_yatzy.view_types import BoxInfo, BoxOption, LastWritten, YatzyView
from game.i18n import game_text, number, words

_, ngettext = words("dice")

ROLL = Action("roll", (), "Roll")


# These two are of a fixed size: by the game's rules (made once a process) and the dice and columns options.
@cache
def _boxes_view(rules: YatzyRules) -> list[BoxInfo]:
    """The view's list of boxes, the same for every view of these rules: read it, never change it."""
    return [{"key": b.key, "label": b.label, "native": b.native, "upper": b.upper} for b in rules.boxes]


@cache
def _moves(dice: int, columns: int, keys: tuple[str, ...]) -> tuple[tuple[Action, ...], tuple[tuple[Action, ...], ...],
                                                                   tuple[tuple[Action, ...], ...]]:
    """The hold moves, and per column and box the score and the strike move: built once, shared (immutable)."""
    holds = tuple(Action("hold", (i,)) for i in range(dice))
    score = tuple(tuple(Action("score", (c, key)) for key in keys) for c in range(columns))
    strike = tuple(tuple(Action("strike", (c, key)) for key in keys) for c in range(columns))
    return holds, score, strike


def points_words(points: float) -> str:
    return ngettext("{n} point", "{n} points", int(points)).format(n=number(int(points)))


class YatzyState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: YatzyRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.columns = int(options["columns"])
        self.factors = rules.column_factors[self.columns]
        self.sheets = [Sheet(rules, self.factors) for _ in range(num_players)]
        self.box_index = {b.key: i for i, b in enumerate(rules.boxes)}
        self.turn = 0
        self.rolls_used = 0
        self.dice = [0] * rules.dice  # 0: not rolled this turn
        self.held = [False] * rules.dice
        self.rolling = False
        self.finished = False
        self.last_written: LastWritten = {}  # the last box written, for the screen
        self._options: list[BoxOption] | None = None  # the view's options_now until the dice or sheet change

    # --- whose move -------------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def rolls_left(self) -> int:
        return self.rules.rolls_per_turn - self.rolls_used

    def box_scores(self) -> tuple[int, ...]:
        return self.rules.scores(tuple(self.dice))

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.rolling:
            return [a for a, _ in self.chance_outcomes()]
        if self.rolls_used == 0:
            return [ROLL]
        holds, score, strike = _moves(self.rules.dice, self.columns, tuple(b.key for b in self.rules.boxes))
        actions = []
        if self.rolls_left() > 0:
            if not all(self.held):
                actions.append(ROLL)
            actions += holds
        scores = self.box_scores()
        free = self.sheets[self.turn].free_boxes()
        fits = [score[c][b] for c, b in free if scores[b] > 0]
        actions += fits
        if self.rules.strike_always_allowed or not fits:
            actions += [strike[c][b] for c, b in free]
        return actions

    def is_legal(self, action: Action) -> bool:
        """The same answer as `action in legal_actions()`, checked directly rather than by building the list
        of up to a hundred moves."""
        if self.current_player() < 0:
            return False  # chance or the game is over: no player's move is legal
        kind, args = action.kind, action.args
        if self.rolls_used == 0:
            return action == ROLL
        if kind == "roll":
            return not args and self.rolls_left() > 0 and not all(self.held)
        if kind == "hold":
            return (self.rolls_left() > 0 and len(args) == 1 and isinstance(args[0], int)
                    and 0 <= args[0] < self.rules.dice)
        if kind not in ("score", "strike") or len(args) != 2:
            return False
        column, key = args
        if not isinstance(column, int) or not 0 <= column < self.columns:
            return False
        box = self.box_index.get(key) if isinstance(key, str) else None
        sheet = self.sheets[self.turn]
        if box is None or not sheet.free(column, box):
            return False
        scores = self.box_scores()
        if kind == "score":
            return scores[box] > 0
        return self.rules.strike_always_allowed or not any(scores[b] > 0 for _, b in sheet.free_boxes())

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        count = self.held.count(False)
        return [(Action("dice", roll), p) for roll, p in roll_outcomes(count, self.rules.sides)]

    def sample_chance(self, rng: random.Random) -> Action:
        # The same chances as chance_outcomes(): each unheld die uniformly, then sorted.
        count = self.held.count(False) if self.rolling else 0
        if not count:
            raise IllegalAction("there is no chance event now")
        return Action("dice", tuple(sorted(rng.randint(1, self.rules.sides) for _ in range(count))))

    def is_chance_action_valid(self, action: Action) -> bool:
        values = action.args
        return (self.rolling and action.kind == "dice" and len(values) == self.held.count(False)
                and all(isinstance(v, int) and 1 <= v <= self.rules.sides for v in values)
                and list(values) == sorted(values))

    # --- moves --------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        kind = action.kind
        if kind != "hold":
            self._options = None
        if kind == "roll":
            if self.rolls_used == 0:
                self.held = [False] * self.rules.dice
            self.rolling = True
        elif kind == "dice":
            values = iter(int(v) for v in action.args)
            self.dice = [d if h else next(values) for d, h in zip(self.dice, self.held, strict=True)]
            self.rolls_used += 1
            self.rolling = False
            if not self.rules.holds_persist:
                self.held = [False] * self.rules.dice
        elif kind == "hold":
            i = int(action.args[0])
            self.held[i] = not self.held[i]
        else:
            column, key = int(action.args[0]), str(action.args[1])
            box = self.box_index[key]
            raw = self.box_scores()[box] if kind == "score" else 0
            sheet = self.sheets[self.turn]
            bonus = sheet.bonus(column)
            sheet.write(column, box, raw, kind == "strike")
            self.last_written = {"seat": self.turn, "column": column, "box": key, "raw": raw,
                                 "points": raw * self.factors[column], "struck": kind == "strike",
                                 "dice": list(self.dice)}
            if self.telling:
                self._tell_written(sheet.bonus(column) - bonus)
            self._next_turn()

    def _tell_written(self, bonus: int) -> None:
        """The points a box scored, and the banner of a Yatzy or a bonus won with it."""
        last = self.last_written
        name = self.seat_name(last["seat"])
        box = game_text("trippel_yatzy", self.rules.boxes[self.box_index[last["box"]]].label)
        if last["points"]:
            said = _("{name} writes {points} in {box}").format(name=name, points=last["points"], box=box)
            self.tell(Event("changed", said, seat=last["seat"], figure="points", amount=last["points"], cause=box))
        if last["box"] == "yatzy" and last["points"] > 0:
            self.tell(Event("banner", _("Yatzy! {name} writes {points}").format(name=name, points=last["points"]),
                            seat=last["seat"]))
        elif bonus > 0:
            self.tell(Event("banner", _("{name} wins the bonus: +{points}").format(name=name, points=bonus),
                            seat=last["seat"]))

    def _next_turn(self) -> None:
        self.rolls_used = 0
        self.dice = [0] * self.rules.dice
        self.held = [False] * self.rules.dice
        self.turn = (self.turn + 1) % self.num_players
        if all(s.full() for s in self.sheets):
            self.finished = True

    # --- results --------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        totals = [s.total() for s in self.sheets]
        best = max(totals)
        return [1.0 if t == best else 0.0 for t in totals]

    def scores(self) -> list[float]:
        return [float(s.total()) for s in self.sheets]

    def score_label(self) -> str:
        return _("points")

    def result_note(self) -> str:
        """Every box is filled: the best total and the next best."""
        if not self.finished:
            return ""
        lead = standing(self.scores(), self.winners(), self.seat_name, points_words)
        return _("Every box is filled: {standing}.").format(standing=lead)

    def view(self, seat: int | None) -> YatzyView:
        """Everything is public: YatzyView (view_types.py) holds every key. The hint for the player on turn:
        game.games.trippel_yatzy.ai.hint(view, rules)."""
        rolled = self.rolls_used > 0 and not self.finished
        scores = self.box_scores() if rolled else ()
        sheet = self.sheets[self.turn]
        options: list[BoxOption] = []
        if rolled:
            # Holding dice changes no option, so the views of one roll share the list: read it, never change it.
            if self._options is None:
                free = sheet.free_boxes()
                may_strike = self.rules.strike_always_allowed or not any(scores[b] > 0 for _, b in free)
                boxes, factors = self.rules.boxes, self.factors
                self._options = [{"column": c, "box": boxes[b].key, "raw": scores[b],
                                  "points": scores[b] * factors[c], "fits": scores[b] > 0,
                                  "may_strike": may_strike} for c, b in free]
            options = self._options
        return {
            "columns": self.columns,
            "factors": list(self.factors),
            "boxes": _boxes_view(self.rules),
            "bonus_threshold": self.rules.bonus_threshold,
            "bonus_points": self.rules.bonus_points,
            "turn": self.turn,
            "dice": list(self.dice),
            "held": list(self.held),
            "rolls_used": self.rolls_used,
            "rolls_left": self.rolls_left(),
            "rolling": self.rolling,
            "can_roll": not self.finished and not self.rolling and self.rolls_left() > 0 and (
                self.rolls_used == 0 or not all(self.held)),
            "sheets": [s.to_view() for s in self.sheets],
            "options_now": options,  # for the player on turn: what each free box would give now
            "last_written": self.last_written.copy(),
            "turns_total": len(self.factors) * len(self.rules.boxes) * self.num_players,
            "turns_played": sum(s.filled_count() for s in self.sheets),
            "finished": self.finished,
        }

    def snapshot(self) -> dict[str, Any]:
        snap = super().snapshot()
        del snap["_options"]  # a cache of view(), not part of the game
        return snap

    def invariants(self) -> list[str]:
        problems = []
        filled = [s.filled_count() for s in self.sheets]
        # Seats before the one on turn have written one box more than the rest.
        if any(f != filled[-1] + (i < self.turn) for i, f in enumerate(filled)):
            problems.append(f"the sheets are filled unevenly: {filled}")
        dream = self.rules.dream_column * sum(self.factors)
        for i, s in enumerate(self.sheets):
            if s.total() > dream:
                problems.append(f"seat {i + 1} has more than the dream game")
        if self.rolls_used > self.rules.rolls_per_turn:
            problems.append("too many rolls this turn")
        return problems

    def chance_for(self) -> int | None:
        return self.turn

    def in_log(self, action: Action) -> bool:
        return action.kind != "hold"  # the roll's line says which dice were kept

    def move_text(self, action: Action) -> str:
        kind = action.kind
        if kind == "roll":
            count = self.held.count(False) if self.rolls_used else self.rules.dice
            kept = [str(d) for d, held in zip(self.dice, self.held) if held] if self.rolls_used else []
            if kept:
                return ngettext("rolls {n} die, keeping {kept}", "rolls {n} dice, keeping {kept}", count).format(
                    n=count, kept=" ".join(kept))
            return ngettext("rolls {n} die", "rolls {n} dice", count).format(n=count)
        if kind == "dice":
            return _("rolls {dice}").format(dice=" ".join(map(str, action.args)))
        if kind == "hold":
            i = int(action.args[0])
            if self.held[i]:
                return _("releases the {face} (die {number})").format(face=self.dice[i], number=i + 1)
            return _("holds the {face} (die {number})").format(face=self.dice[i], number=i + 1)
        column, key = int(action.args[0]), str(action.args[1])
        box = self.rules.boxes[self.box_index[key]]
        label = game_text("trippel_yatzy", box.label)
        where = f"{label} (x{self.factors[column]})" if self.columns > 1 else label
        if kind == "strike":
            return _("strikes {box}").format(box=where)
        raw = self.box_scores()[self.box_index[key]]
        return _("writes {points} in {box}").format(points=raw * self.factors[column], box=where)
