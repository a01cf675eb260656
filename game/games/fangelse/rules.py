"""Fängelse's rules: roll one die, cross out that many strokes, finish exactly or serve longer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.events import Event
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.dice_results import names_and
from game.games.fangelse.view_types import LastRoll, PrisonView
from game.i18n import number, words

_, ngettext = words("dice")

ROLL = Action("roll", (), "Roll the die")
OVERSHOOT_RULES = ("add_difference", "stay")


@dataclass(frozen=True)
class PrisonRules:
    die_sides: int
    tally_group: int
    overshoot: str  # what a roll larger than the strokes left does

    @staticmethod
    def from_data(node: Node) -> PrisonRules:
        overshoot = node.get("overshoot", str)
        if overshoot not in OVERSHOOT_RULES:
            raise node.child("overshoot").fail(f"expected one of {', '.join(OVERSHOOT_RULES)}, found {overshoot!r}")
        return PrisonRules(node.int_in("die_sides", 2, 20), node.int_in("tally_group", 2, 10), overshoot)

    def after_roll(self, left: int, roll: int) -> tuple[int, int]:
        """(strokes crossed out, strokes added) for a roll with `left` strokes to go."""
        if roll <= left:
            return roll, 0
        if self.overshoot == "add_difference":
            return 0, roll - left
        return 0, 0


class PrisonState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: PrisonRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.start = int(options["starting_strokes"])
        self.drawn = [self.start] * num_players  # every stroke ever drawn, the added ones included
        self.crossed = [0] * num_players
        self.turn = 0
        self.rolling = False
        self.winner = -1
        self.last: LastRoll = {}
        self.history: list[tuple[int, int, int, int]] = []  # (seat, roll, crossed, added)

    def left(self, seat: int) -> int:
        return self.drawn[seat] - self.crossed[seat]

    def current_player(self) -> int:
        if self.winner >= 0:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_actions(self) -> list[Action]:
        if self.winner >= 0:
            return []
        return [a for a, _ in self.chance_outcomes()] if self.rolling else [ROLL]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        sides = self.rules.die_sides
        return [(Action("die", (v,), f"rolls {v}"), 1 / sides) for v in range(1, sides + 1)]

    def _apply(self, action: Action) -> None:
        if action.kind == "roll":
            self.rolling = True
            return
        self.rolling = False
        seat, roll = self.turn, int(action.args[0])
        said = self.move_text(action) if self.telling else ""  # words of the roll, before the tally changes
        crossed, added = self.rules.after_roll(self.left(seat), roll)
        self.crossed[seat] += crossed
        self.drawn[seat] += added
        self.last = {"seat": seat, "roll": roll, "crossed": crossed, "added": added}
        self.history.append((seat, roll, crossed, added))
        if self.telling:
            self._tell_roll(seat, roll, said, crossed, added)
        if self.left(seat) == 0:
            self.winner = seat
        else:
            self.turn = (seat + 1) % self.num_players

    def _tell_roll(self, seat: int, roll: int, said: str, crossed: int, added: int) -> None:
        name = self.seat_name(seat)
        self.tell(Event("thrown", said, seat=seat, faces=(roll,)))
        if crossed:
            self.tell(Event("changed", said, seat=seat, figure="strokes", amount=-crossed,
                            cause=_("rolled {roll}").format(roll=roll)))
        if added:
            self.tell(Event("changed", said, seat=seat, figure="strokes", amount=added,
                            cause=_("rolled {roll}: too many").format(roll=roll)))
        if self.left(seat) == 0:
            self.tell(Event("banner", _("{name} is free!").format(name=name), seat=seat))
        elif added:
            text = ngettext("{name} rolled too high: +{n} stroke", "{name} rolled too high: +{n} strokes", added)
            self.tell(Event("banner", text.format(name=name, n=added), seat=seat))

    def returns(self) -> list[float]:
        if self.winner < 0:
            return [0.0] * self.num_players
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        """Strokes still to serve (fewer is better)."""
        return [float(self.left(s)) for s in range(self.num_players)]

    def score_label(self) -> str:
        return _("strokes left")

    def place_key(self, seat: int) -> tuple[float, ...]:
        """The one who got out first, then the fewer strokes left the better."""
        return (self.returns()[seat], -self.left(seat))

    def result_note(self) -> str:
        """Who crossed out their last stroke first, with which roll, and who was closest behind."""
        if self.winner < 0:
            return ""
        free = _("{name} got out first with an exact {roll}").format(
            name=self.seat_name(self.winner), roll=self.last.get("roll", 0))
        rest = [s for s in range(self.num_players) if s != self.winner]
        if not rest:
            return f"{free}."
        fewest = min(self.left(s) for s in rest)
        runners = names_and([self.seat_name(s) for s in rest if self.left(s) == fewest])
        behind = ngettext("{free}; {names} came closest with {n} stroke left.",
                          "{free}; {names} came closest with {n} strokes left.", fewest)
        return behind.format(free=free, names=runners, n=number(fewest))

    def view(self, seat: int | None) -> PrisonView:
        return {
            "start": self.start,
            "drawn": list(self.drawn),
            "crossed": list(self.crossed),
            "left": [self.left(s) for s in range(self.num_players)],
            "tally_group": self.rules.tally_group,
            "turn": self.turn,
            "rolling": self.rolling,
            "winner": self.winner,
            "last": self.last.copy(),
            "history": [list(entry) for entry in self.history[-12:]],
        }

    def invariants(self) -> list[str]:
        problems = []
        for s in range(self.num_players):
            if not 0 <= self.crossed[s] <= self.drawn[s]:
                problems.append(f"seat {s + 1} has crossed out more strokes than were drawn")
            if self.drawn[s] < self.start:
                problems.append(f"seat {s + 1}'s sentence is shorter than it started")
        if self.winner >= 0 and self.left(self.winner) != 0:
            problems.append("the winner still has strokes left")
        return problems

    def chance_for(self) -> int | None:
        return self.turn

    def move_text(self, action: Action) -> str:
        if action.kind == "roll":
            return _("rolls the die")
        roll = int(action.args[0])
        left = self.left(self.turn)
        crossed, added = self.rules.after_roll(left, roll)
        if added:
            return _("rolls {roll}: too many for {left} left, the sentence grows by {added} ({now} left)").format(
                roll=roll, left=left, added=added, now=left + added)
        if crossed and crossed == left:
            return _("rolls {roll}: crosses out the last strokes and is free!").format(roll=roll)
        if crossed:
            return _("rolls {roll}: crosses out {crossed} ({left} left)").format(
                roll=roll, crossed=crossed, left=left - crossed)
        return _("rolls {roll}: too many for {left} left, nothing is crossed out").format(roll=roll, left=left)
