"""Bovjakten's rules: four single dice, a race to 101 and a chase, with effects for 6, 5, 4, 1 and repeats."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from itertools import product

from game.engine.events import Event
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.bovjakten.view_types import HuntView
from game.i18n import N_, words

_, ngettext = words("dice")

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

        bonus = ", ".join(_("+{points} on {faces}").format(points=points, faces=faces_with(points))
                          for points in sorted(set(self.bonus_points)))
        faces = [(self.bonus_roll_on, _("roll a bonus die: {bonus}").format(bonus=bonus))]
        for face, count in self.skips.items():
            skipped = ngettext("the next player is skipped", "the next {n} players are skipped", count).format(n=count)
            faces.append((face, skipped))
        faces.append((self.extra_roll_on, _("roll again; the extra roll adds its face")))
        return sorted(faces, key=lambda item: -item[0])


class Phase(Enum):
    """What the next throw is for. The opening and its tie-breaks are thrown by everyone at once (chance only, one
    action for all the dice); the others are a press of the roll button by the seat on turn, then the die."""

    OPENING = "opening"
    TIEBREAK = "tiebreak"
    TURN = "turn"
    BONUS = "bonus"  # after a 6
    EXTRA = "extra"  # after a 1

    @property
    def together(self) -> bool:
        return self is _OPENING or self is _TIEBREAK


_OPENING, _TIEBREAK = Phase.OPENING, Phase.TIEBREAK  # module names: found faster than the class's, on every move

# The words of each phase: a press of the roll button in the log, and the prompt to the seat on turn.
# Marked here, translated where they are said.
ROLL_WORDS = {Phase.OPENING: N_("rolls the die"), Phase.TIEBREAK: N_("rolls the die"), Phase.TURN: N_("rolls the die"),
              Phase.BONUS: N_("rolls the bonus die"), Phase.EXTRA: N_("rolls the extra die")}
PROMPTS = {Phase.OPENING: N_("roll for the start"), Phase.TIEBREAK: N_("roll again for the start"),
           Phase.TURN: N_("roll"), Phase.BONUS: N_("roll the bonus die"), Phase.EXTRA: N_("roll the extra die")}


def and_names(names: list[str]) -> str:
    """"A and B and C", as the log says it in the client's language."""
    joined = names[0]
    for name in names[1:]:
        joined = _("{first} and {second}").format(first=joined, second=name)
    return joined


class HuntState(GameState):
    """The phase (a Phase) says what the next throw is for; THROWS, below the class, says what each one does."""

    def __init__(self, num_players: int, rules: HuntRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.points = list(rules.starts)
        self.status = [IN] * num_players
        self.caught_by: list[int] = [-1] * num_players
        self.phase = Phase.OPENING
        self.rolling = False
        self.turn = -1
        self.tied: list[int] = []  # the seats re-rolling for the start
        self.opening: list[int] = []  # each seat's opening roll
        self.previous_roll = 0  # the last turn roll, which a repeat makes void (0: none yet)
        self.effect = ""  # what the last roll did, in words, for the screen to announce
        self.effect_kinds: list[str] = []  # the same as words a UI can pick a picture or sound by
        self._events: list[str] = []  # the effect's parts while a throw is applied
        self.log: list[str] = []  # one line per roll
        self.finished = False

    # --- whose move -------------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        phase = self.phase  # compared by identity: the search and the simulation ask this for every move
        if self.rolling or phase is _OPENING or phase is _TIEBREAK:
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
        if self.phase.together:
            count = self._dice_thrown()
            p = 1 / sides**count
            return [(Action(self.phase.value, roll), p) for roll in product(range(1, sides + 1), repeat=count)]
        if not self.rolling:
            return []
        return [(Action("die", (v,), f"rolls {v}"), 1 / sides) for v in range(1, sides + 1)]

    def _dice_thrown(self) -> int:
        """How many dice the next throw has: one each for an opening or a tie-break, else the one die."""
        phase = self.phase
        return self.num_players if phase is _OPENING else len(self.tied) if phase is _TIEBREAK else 1

    def _throw_kind(self) -> str:
        """The kind of the chance action that throws the dice now."""
        return self.phase.value if self.phase.together else "die"

    def is_chance_action_valid(self, action: Action) -> bool:
        if self.current_player() != CHANCE:
            return False
        return (action.kind == self._throw_kind() and len(action.args) == self._dice_thrown()
                and all(isinstance(v, int) and 1 <= v <= self.rules.sides for v in action.args))

    def sample_chance(self, rng: random.Random) -> Action:
        return Action(self._throw_kind(), tuple(rng.randint(1, self.rules.sides) for _ in range(self._dice_thrown())))

    # --- moves --------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if action.kind == "roll":
            self.rolling = True
            return
        self._events = []
        self.effect_kinds = []
        self.rolling = False
        THROWS[self.phase](self, tuple(int(v) for v in action.args))
        self.effect = "; ".join(self._events)
        self.log.append(self.effect)
        self._events = []

    def _bonus_roll(self, rolls: tuple[int, ...]) -> None:
        value = rolls[0]
        bonus = self.rules.bonus_points[value - 1]
        self._add(self.turn, bonus, _("{who} rolls {value} on the bonus die: +{points}").format(
            who=self.seat_name(self.turn), value=value, points=bonus), "bonus")
        self._end_turn(0)

    def _extra_roll(self, rolls: tuple[int, ...]) -> None:
        """An extra roll after a 1: its face is added, and another 1 gives one more."""
        value = rolls[0]
        self._add(self.turn, value, _("{who} rolls {value} on the extra roll: +{value}").format(
            who=self.seat_name(self.turn), value=value), "extra")
        if value == self.rules.extra_roll_on and self.status[self.turn] == IN and not self.finished:
            self._say(_("another {value}: one more extra roll").format(value=value), "extra_again")
        else:
            self._end_turn(0)

    def _opening(self, rolls: tuple[int, ...]) -> None:
        self.opening = list(rolls)
        if self.rules.opening_counts:
            for seat, value in enumerate(rolls):
                self.points[seat] += value
        throws = ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(rolls))
        self._say(_("Everyone rolls: {throws}").format(throws=throws), "opening")
        self._check_catches()
        self._pick_starter(list(range(self.num_players)), rolls)

    def _tiebreak(self, rolls: tuple[int, ...]) -> None:
        throws = ", ".join(f"{self.seat_name(s)} {v}" for s, v in zip(self.tied, rolls, strict=True))
        self._say(_("Tie re-roll: {throws}").format(throws=throws), "tiebreak")
        self._pick_starter(self.tied, rolls)

    def _pick_starter(self, seats: list[int], rolls: tuple[int, ...]) -> None:
        best = max(rolls)
        top = [s for s, v in zip(seats, rolls, strict=True) if v == best]
        if len(top) > 1:
            self.phase, self.tied = Phase.TIEBREAK, top
            self._say(_("{names} tie with {value} and roll again").format(
                names=and_names([self.seat_name(s) for s in top]), value=best), "tie")
            return
        self.tied = []
        self.phase = Phase.TURN
        self.turn = top[0]
        if self.status[self.turn] != IN:  # cannot happen with the source's start points, but the data may change
            self.turn = self._next_in(self.turn)
        self._say(_("{who} starts").format(who=self.seat_name(self.turn)), "start")

    def _turn_roll(self, rolls: tuple[int, ...]) -> None:
        value = rolls[0]
        seat, who = self.turn, self.seat_name(self.turn)
        if value == self.previous_roll:
            self._say(_("{who} rolls {value}, the same as the previous roll: void, nothing is added").format(
                who=who, value=value), "void")
            self._end_turn(0)
            return
        self.previous_roll = value
        self._add(seat, value, _("{who} rolls {value}: +{value}").format(who=who, value=value), "roll")
        if self.finished:
            return
        # An escaping robber rolls no 6-bonus and no extra roll, but a 5 or 4 still skips (Decision).
        escaped = self.status[seat] != IN
        if value == self.rules.bonus_roll_on and not escaped:
            self.phase = Phase.BONUS
            self._say(_("a bonus roll follows (+1 for 1-3, +2 for 4-6)"), "six")
        elif value == self.rules.extra_roll_on and not escaped:
            self.phase = Phase.EXTRA
            self._say(_("an extra roll follows"), "one")
        elif value in self.rules.skips:
            skips = self.rules.skips[value]
            skipped = self._skipped(skips)
            names = and_names([self.seat_name(s) for s in skipped])
            confused = ngettext("the chase is confused: {names} is skipped",
                                "the chase is confused: {names} are skipped", len(skipped))
            self._say(confused.format(names=names), f"skip{skips}")
            self._end_turn(skips)
        else:
            self._end_turn(0)

    def _add(self, seat: int, value: int, text: str, kind: str) -> None:
        self.points[seat] += value
        self._say(_("{text} (now {points})").format(text=text, points=self.points[seat]), kind)
        if self.telling:
            self.tell(Event("changed", _("{text} (now {points})").format(text=text, points=self.points[seat]),
                            seat=seat, figure="points", amount=value, cause=text))
        if self.rules.roles[seat] == ROBBER and self.points[seat] >= self.rules.escape_at:
            self.status[seat] = ESCAPED
            self._say(_("{who} has escaped!").format(who=self.seat_name(seat)), "escape")
            if self.telling:
                self.tell(Event("banner", _("{role} ({name}) escapes!").format(role=self.name(seat),
                                                                               name=self.seat_name(seat)), seat=seat))
        self._check_catches()

    def _check_catches(self) -> None:
        for robber in self.robbers():
            if self.status[robber] != IN:
                continue
            chasers = [p for p in self.police() if self.points[p] > self.points[robber]]
            if chasers:
                catcher = max(chasers, key=lambda p: (self.points[p], p == self.turn))
                self.status[robber], self.caught_by[robber] = CAUGHT, catcher
                self._say(_("{police} catches {robber}!").format(
                    police=self.seat_name(catcher), robber=self.seat_name(robber)), "catch")
                if self.telling:
                    self.tell(Event("banner", _("{role} ({name}) is caught by {police}!").format(
                        role=self.name(robber), name=self.seat_name(robber), police=self.name(catcher)), seat=robber))
        if all(self.status[r] != IN for r in self.robbers()):
            self.finished = True
            self._say(_("the hunt is over: {result}").format(result=self.result_text()), "end")
            if self.telling:
                self.tell(Event("banner", self.result_text().capitalize()))

    def _skipped(self, skips: int) -> list[int]:
        seats, seat = [], self.turn
        for _ in range(skips):
            seat = self._next_in(seat)
            seats.append(seat)
        return seats

    def _end_turn(self, skips: int) -> None:
        self.phase = Phase.TURN
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
        """The seat's role and number ("Robber 1")."""
        role = self.rules.roles[seat]
        number = [s for s, r in enumerate(self.rules.roles) if r == role].index(seat) + 1
        return (_("Robber {number}") if role == ROBBER else _("Police {number}")).format(number=number)

    def seat_name(self, seat: int) -> str:
        """The player's name in a match; a bare state, with no players' names, calls a seat by its role."""
        return super().seat_name(seat) if self.seat_names else self.name(seat)

    def tally(self) -> tuple[int, int]:
        """(escapes, catches)."""
        return self.status.count(ESCAPED), self.status.count(CAUGHT)

    def result_text(self) -> str:
        escapes, catches = self.tally()
        if escapes > catches:
            return _("the robbers win {escapes}-{catches}").format(escapes=escapes, catches=catches)
        if catches > escapes:
            return _("the police win {catches}-{escapes}").format(escapes=escapes, catches=catches)
        return _("a draw, {escapes}-{catches}").format(escapes=escapes, catches=catches)

    def result_note(self) -> str:
        """The side that won and the tally it won by (catches against escapes), and each robber's fate."""
        if not self.finished:
            return ""
        escapes, catches = self.tally()
        police = ", ".join(self.seat_name(s) for s in self.police())
        robbers = ", ".join(self.seat_name(s) for s in self.robbers())
        if catches > escapes:
            result = _("The police ({names}) win {catches}–{escapes}").format(
                names=police, catches=catches, escapes=escapes)
        elif escapes > catches:
            result = _("The robbers ({names}) win {escapes}–{catches}").format(
                names=robbers, catches=catches, escapes=escapes)
        else:
            result = _("A draw, {escapes}–{catches}").format(catches=catches, escapes=escapes)
        fates = []
        catchers = list(dict.fromkeys(self.caught_by[r] for r in self.robbers() if self.status[r] == CAUGHT))
        for catcher in catchers:  # one police who caught both says so once
            caught = [self.seat_name(r) for r in self.robbers() if self.caught_by[r] == catcher]
            fates.append(_("{police} caught {robbers}").format(police=self.seat_name(catcher),
                                                               robbers=and_names(caught)))
        for robber in self.robbers():
            if self.status[robber] == ESCAPED:
                fates.append(_("{robber} escaped with {points} points").format(
                    robber=self.seat_name(robber), points=self.points[robber]))
        return _("{result}: {fates}.").format(result=result, fates="; ".join(fates))

    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        escapes, catches = self.tally()
        robbers = 1.0 if escapes > catches else 0.0 if catches > escapes else 0.5
        return [robbers if r == ROBBER else 1.0 - robbers for r in self.rules.roles]

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def score_label(self) -> str:
        return _("points")

    def place_key(self, seat: int) -> tuple[float, ...]:
        """A side wins or loses together: both of a side share its place, whatever their points."""
        return (self.returns()[seat],)

    def view(self, seat: int | None) -> HuntView:
        escapes, catches = self.tally()
        return {
            "roles": list(self.rules.roles),
            "names": [self.name(s) for s in range(self.num_players)],
            "points": list(self.points),
            "status": list(self.status),
            "caught_by": list(self.caught_by),
            "escape_at": self.rules.escape_at,
            "track_squares": self.rules.track_squares,
            "phase": self.phase.value,
            "together": self.phase.together,
            "prompt": _(PROMPTS[self.phase]),
            "turn": self.turn,
            "rolling": self.rolling,
            "tied": list(self.tied),
            "opening": list(self.opening),
            "previous_roll": self.previous_roll,
            "effect": self.effect,
            "effect_kinds": list(self.effect_kinds),
            "legend": self.rules.legend(),  # (face, what it does) for 6, 5, 4 and 1
            "void_rule": _("the same number as the previous roll: void"),
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
        if not self.finished and not self.phase.together and self.status[self.turn] != IN:
            problems.append("a player out of the game has the turn")
        return problems

    def chance_for(self) -> int | None:
        return self.turn if self.rolling else None

    def move_text(self, action: Action) -> str:
        if action.kind == "roll":
            return _(ROLL_WORDS[self.phase])
        probe = copy.deepcopy(self)
        probe._apply(action)
        if self.phase.together:
            return probe.effect
        # The log names the roller already; the effect starts with the roller's name.
        roller = self.seat_name(self.turn) + " "
        return probe.effect[len(roller):] if probe.effect.startswith(roller) else probe.effect


# What a throw does in each phase; every phase has one.
THROWS: dict[Phase, Callable[[HuntState, tuple[int, ...]], None]] = {
    Phase.OPENING: HuntState._opening,
    Phase.TIEBREAK: HuntState._tiebreak,
    Phase.TURN: HuntState._turn_roll,
    Phase.BONUS: HuntState._bonus_roll,
    Phase.EXTRA: HuntState._extra_roll,
}
if set(THROWS) != set(Phase):
    raise LookupError(f"no throw for the phases {sorted(p.value for p in set(Phase) - set(THROWS))}")
