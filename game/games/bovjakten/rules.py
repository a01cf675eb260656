"""Bovjakten's rules: four single dice, a race to 101 and a chase, with effects for 6, 5, 4, 1 and repeats."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any

from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState

POLICE, ROBBER = "police", "robber"
IN, CAUGHT, ESCAPED = "in", "caught", "escaped"
ROLL = Action("roll", (), "Roll the die")


@dataclass(frozen=True)
class HuntRules:
    sides: int
    roles: tuple[str, ...]
    starts: tuple[int, ...]
    escape_at: int
    track_squares: int
    opening_counts: bool
    bonus_roll_on: int
    bonus_points: tuple[int, ...]  # by the bonus die's face, 1 first
    skips: dict[int, int]
    extra_roll_on: int

    @staticmethod
    def from_data(node: Node) -> HuntRules:
        sides = node.int_in("die_sides", 2, 20)
        seats = list(node.child("seats").elements())
        roles = tuple(s.get("role", str) for s in seats)
        if sorted(roles) != [POLICE, POLICE, ROBBER, ROBBER]:
            raise node.child("seats").fail("expected two police and two robbers")
        effects = node.child("effects")
        bonus = tuple(v.as_type(int) for v in effects.child("bonus_points").elements())
        if len(bonus) != sides:
            raise effects.child("bonus_points").fail(f"expected one bonus for each of the {sides} faces")
        skips = {int(face): item.as_type(int) for face, item in effects.child("skips").items()}
        return HuntRules(
            sides=sides, roles=roles, starts=tuple(s.int_in("start", 0, 1000) for s in seats),
            escape_at=node.int_in("escape_at", 1, 10000), track_squares=node.int_in("track_squares", 1, 10000),
            opening_counts=node.get("opening_counts", bool), bonus_roll_on=effects.int_in("bonus_roll_on", 1, sides),
            bonus_points=bonus, skips=skips, extra_roll_on=effects.int_in("extra_roll_on", 1, sides),
        )

    def legend(self) -> list[tuple[int, str]]:
        """What each special face does, in short words for the table's legend, from the effect data."""
        def faces_with(points: int) -> str:
            faces = [f + 1 for f, p in enumerate(self.bonus_points) if p == points]
            contiguous = faces == list(range(faces[0], faces[-1] + 1))
            return f"{faces[0]}–{faces[-1]}" if contiguous and len(faces) > 2 else ", ".join(map(str, faces))

        bonus = ", ".join(f"+{points} on {faces_with(points)}" for points in sorted(set(self.bonus_points)))
        faces = [(self.bonus_roll_on, f"roll a bonus die: {bonus}")]
        for face, count in self.skips.items():
            skipped = "the next player is skipped" if count == 1 else f"the next {count} players are skipped"
            faces.append((face, skipped))
        faces.append((self.extra_roll_on, "roll again; the extra roll adds its face"))
        return sorted(faces, key=lambda item: -item[0])


class HuntState(GameState):
    """Phases: "opening" and "tiebreak" (simultaneous rolls, chance only), then "turn", "bonus" (after a 6) and
    "extra" (after a 1), each a press of the roll button followed by the die."""

    def __init__(self, num_players: int, rules: HuntRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.points = list(rules.starts)
        self.status = [IN] * num_players
        self.caught_by: list[int] = [-1] * num_players
        self.phase = "opening"
        self.rolling = False
        self.turn = -1
        self.tied: list[int] = []  # the seats re-rolling for the start
        self.opening: list[int] = []  # each seat's opening roll
        self.previous_roll = 0  # the last turn roll, which a repeat makes void (0: none yet)
        self.effect = ""  # what the last roll did, in words, for the screen to announce
        self.effect_kinds: list[str] = []  # the same as words a UI can pick a picture or sound by
        self.log: list[str] = []  # one line per roll
        self.finished = False

    # --- whose move -------------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        if self.phase in ("opening", "tiebreak") or self.rolling:
            return CHANCE
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.current_player() == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        return [ROLL]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.finished:
            return []
        sides = self.rules.sides
        if self.phase in ("opening", "tiebreak"):
            count = self.num_players if self.phase == "opening" else len(self.tied)
            p = 1 / sides**count
            return [(Action(self.phase, roll), p) for roll in product(range(1, sides + 1), repeat=count)]
        if not self.rolling:
            return []
        return [(Action("die", (v,), f"rolls {v}"), 1 / sides) for v in range(1, sides + 1)]

    def is_chance_action_valid(self, action: Action) -> bool:
        if self.current_player() != CHANCE:
            return False
        count = {"opening": self.num_players, "tiebreak": len(self.tied)}.get(self.phase, 1)
        kind = self.phase if self.phase in ("opening", "tiebreak") else "die"
        return (action.kind == kind and len(action.args) == count
                and all(isinstance(v, int) and 1 <= v <= self.rules.sides for v in action.args))

    def sample_chance(self, rng) -> Action:
        count = {"opening": self.num_players, "tiebreak": len(self.tied)}.get(self.phase, 1)
        kind = self.phase if self.phase in ("opening", "tiebreak") else "die"
        return Action(kind, tuple(rng.randint(1, self.rules.sides) for _ in range(count)))

    # --- moves --------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if action.kind == "roll":
            self.rolling = True
            return
        self._events: list[str] = []
        self.effect_kinds = []
        self._roll(action)
        self.effect = "; ".join(self._events)
        self.log.append(self.effect)
        del self._events

    def _roll(self, action: Action) -> None:
        if action.kind == "opening":
            self._opening(tuple(int(v) for v in action.args))
            return
        if action.kind == "tiebreak":
            self._tiebreak(tuple(int(v) for v in action.args))
            return
        self.rolling = False
        value = int(action.args[0])
        if self.phase == "turn":
            self._turn_roll(value)
        elif self.phase == "bonus":
            bonus = self.rules.bonus_points[value - 1]
            self._add(self.turn, bonus, f"{self.name(self.turn)} rolls {value} on the bonus die: +{bonus}", "bonus")
            self._end_turn(0)
        else:  # an extra roll after a 1
            self._add(self.turn, value, f"{self.name(self.turn)} rolls {value} on the extra roll: +{value}", "extra")
            if value == self.rules.extra_roll_on and self.status[self.turn] == IN and not self.finished:
                self._say(f"another {value}: one more extra roll", "extra_again")
            else:
                self._end_turn(0)

    def _opening(self, rolls: tuple[int, ...]) -> None:
        self.opening = list(rolls)
        if self.rules.opening_counts:
            for seat, value in enumerate(rolls):
                self.points[seat] += value
        self._say("Everyone rolls: " + ", ".join(f"{self.name(s)} {v}" for s, v in enumerate(rolls)), "opening")
        self._check_catches()
        self._pick_starter(list(range(self.num_players)), rolls)

    def _tiebreak(self, rolls: tuple[int, ...]) -> None:
        self._say("Tie re-roll: " + ", ".join(f"{self.name(s)} {v}" for s, v in zip(self.tied, rolls, strict=True)),
                  "tiebreak")
        self._pick_starter(self.tied, rolls)

    def _pick_starter(self, seats: list[int], rolls: tuple[int, ...]) -> None:
        best = max(rolls)
        top = [s for s, v in zip(seats, rolls, strict=True) if v == best]
        if len(top) > 1:
            self.phase, self.tied = "tiebreak", top
            self._say(f"{' and '.join(self.name(s) for s in top)} tie with {best} and roll again",
                      "tie")
            return
        self.tied = []
        self.phase = "turn"
        self.turn = top[0]
        if self.status[self.turn] != IN:  # cannot happen with the source's start points, but the data may change
            self.turn = self._next_in(self.turn)
        self._say(f"{self.name(self.turn)} starts", "start")

    def _turn_roll(self, value: int) -> None:
        seat, who = self.turn, self.name(self.turn)
        if value == self.previous_roll:
            self._say(f"{who} rolls {value}, the same as the previous roll: void, nothing is added", "void")
            self._end_turn(0)
            return
        self.previous_roll = value
        self._add(seat, value, f"{who} rolls {value}: +{value}", "roll")
        if self.finished:
            return
        # An escaping robber rolls no 6-bonus and no extra roll, but a 5 or 4 still skips (Decision).
        escaped = self.status[seat] != IN
        if value == self.rules.bonus_roll_on and not escaped:
            self.phase = "bonus"
            self._say("a bonus roll follows (+1 for 1-3, +2 for 4-6)", "six")
        elif value == self.rules.extra_roll_on and not escaped:
            self.phase = "extra"
            self._say("an extra roll follows", "one")
        elif value in self.rules.skips:
            skips = self.rules.skips[value]
            skipped = self._skipped(skips)
            names = " and ".join(self.name(s) for s in skipped)
            self._say(f"the chase is confused: {names} {'is' if len(skipped) == 1 else 'are'} skipped",
                      f"skip{skips}")
            self._end_turn(skips)
        else:
            self._end_turn(0)

    def _add(self, seat: int, value: int, text: str, kind: str) -> None:
        self.points[seat] += value
        self._say(text + f" (now {self.points[seat]})", kind)
        if self.rules.roles[seat] == ROBBER and self.points[seat] >= self.rules.escape_at:
            self.status[seat] = ESCAPED
            self._say(f"{self.name(seat)} has escaped!", "escape")
        self._check_catches()

    def _check_catches(self) -> None:
        for robber in self.robbers():
            if self.status[robber] != IN:
                continue
            chasers = [p for p in self.police() if self.points[p] > self.points[robber]]
            if chasers:
                catcher = max(chasers, key=lambda p: (self.points[p], p == self.turn))
                self.status[robber], self.caught_by[robber] = CAUGHT, catcher
                self._say(f"{self.name(catcher)} catches {self.name(robber)}!", "catch")
        if all(self.status[r] != IN for r in self.robbers()):
            self.finished = True
            self._say("the hunt is over: " + self.result_text(), "end")

    def _skipped(self, skips: int) -> list[int]:
        seats, seat = [], self.turn
        for _ in range(skips):
            seat = self._next_in(seat)
            seats.append(seat)
        return seats

    def _end_turn(self, skips: int) -> None:
        self.phase = "turn"
        if self.finished:
            return
        seat = self.turn
        for _ in range(skips + 1):
            seat = self._next_in(seat)
        self.turn = seat

    def _next_in(self, seat: int) -> int:
        for step in range(1, self.num_players + 1):
            candidate = (seat + step) % self.num_players
            if self.status[candidate] == IN:
                return candidate
        return seat

    def _say(self, text: str, kind: str) -> None:
        self._events.append(text)
        self.effect_kinds.append(kind)

    # --- the result -------------------------------------------------------------------------------------
    def robbers(self) -> list[int]:
        return [s for s, r in enumerate(self.rules.roles) if r == ROBBER]

    def police(self) -> list[int]:
        return [s for s, r in enumerate(self.rules.roles) if r == POLICE]

    def name(self, seat: int) -> str:
        role = self.rules.roles[seat]
        number = [s for s, r in enumerate(self.rules.roles) if r == role].index(seat) + 1
        return f"{role.capitalize()} {number}"

    def tally(self) -> tuple[int, int]:
        """(escapes, catches)."""
        return self.status.count(ESCAPED), self.status.count(CAUGHT)

    def result_text(self) -> str:
        escapes, catches = self.tally()
        if escapes > catches:
            return f"the robbers win {escapes}-{catches}"
        if catches > escapes:
            return f"the police win {catches}-{escapes}"
        return f"a draw, {escapes}-{catches}"

    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        escapes, catches = self.tally()
        robbers = 1.0 if escapes > catches else 0.0 if catches > escapes else 0.5
        return [robbers if r == ROBBER else 1.0 - robbers for r in self.rules.roles]

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]


    def score_label(self) -> str:
        return "points"

    def place_key(self, seat: int) -> tuple[float, ...]:
        """A side wins or loses together: both of a side share its place, whatever their points."""
        return (self.returns()[seat],)

    def view(self, seat: int | None) -> dict[str, Any]:
        escapes, catches = self.tally()
        return {
            "roles": list(self.rules.roles),
            "names": [self.name(s) for s in range(self.num_players)],
            "points": list(self.points),
            "status": list(self.status),
            "caught_by": list(self.caught_by),
            "escape_at": self.rules.escape_at,
            "track_squares": self.rules.track_squares,
            "phase": self.phase,
            "turn": self.turn,
            "rolling": self.rolling,
            "tied": list(self.tied),
            "opening": list(self.opening),
            "previous_roll": self.previous_roll,
            "effect": self.effect,
            "effect_kinds": list(self.effect_kinds),
            "legend": self.rules.legend(),  # (face, what it does) for 6, 5, 4 and 1
            "void_rule": "the same number as the previous roll: void",
            "log": self.log[-12:],
            "escapes": escapes,
            "catches": catches,
            "finished": self.finished,
            "result": self.result_text() if self.finished else "",
        }

    def invariants(self) -> list[str]:
        problems = []
        for s in range(self.num_players):
            if self.points[s] < self.rules.starts[s]:
                problems.append(f"{self.name(s)} has fewer points than at the start")
            if self.rules.roles[s] == POLICE and self.status[s] != IN:
                problems.append(f"{self.name(s)} has left the game")
            if self.status[s] == ESCAPED and self.points[s] < self.rules.escape_at:
                problems.append(f"{self.name(s)} escaped short of {self.rules.escape_at}")
        if not self.finished and self.phase != "opening" and self.phase != "tiebreak" and self.status[self.turn] != IN:
            problems.append("a player out of the game has the turn")
        return problems

    def chance_for(self) -> int | None:
        return self.turn if self.rolling else None

    def move_text(self, action: Action) -> str:
        if action.kind == "roll":
            return {"bonus": "rolls the bonus die", "extra": "rolls the extra die"}.get(self.phase, "rolls the die")
        probe = self.clone()
        probe._apply(action)
        if action.kind in ("opening", "tiebreak"):
            return probe.effect
        # The log names the roller already; the effect starts with the roller's role.
        roller = self.name(self.turn) + " "
        return probe.effect[len(roller):] if probe.effect.startswith(roller) else probe.effect
