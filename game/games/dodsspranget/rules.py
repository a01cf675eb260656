"""Dödssprånget's rules: roll one die onto a shared sum; landing exactly on a chasm knocks you out."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Event
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.dice_results import names_and
from game.games.dodsspranget.view_types import LeapView
from game.i18n import number, words

_, ngettext = words("dice")

ROLL = Action("roll", (), "Roll the die")
CHASM_SIGHT = 40  # how far from the sum the view lists the chasms: more than a board's track shows either side


@dataclass(frozen=True)
class Chasms:
    first: int
    every: int

    @staticmethod
    def from_data(node: Node) -> Chasms:
        chasms = node.child("chasms")
        return Chasms(chasms.int_in("first", 1, 1000), chasms.int_in("every", 1, 1000))

    def is_chasm(self, total: int) -> bool:
        return total >= self.first and (total - self.first) % self.every == 0

    def next_after(self, total: int) -> int:
        if total < self.first:
            return self.first
        return total + self.every - (total - self.first) % self.every

    def between(self, low: int, high: int) -> list[int]:
        """Every chasm from low to high, both included."""
        chasm = self.next_after(low - 1)
        found = []
        while chasm <= high:
            found.append(chasm)
            chasm += self.every
        return found


class LeapState(GameState):
    def __init__(self, num_players: int, chasms: Chasms) -> None:
        self.num_players = num_players
        self.chasms = chasms
        self.total = 0
        self.alive = [True] * num_players
        self.fallen: list[int] = []  # seats in the order they fell
        self.turn = 0
        self.rolling = False
        self.last_roll = 0
        self.last_roller = -1
        self.history: list[tuple[int, int, int]] = []  # (seat, roll, new total)

    def current_player(self) -> int:
        if sum(self.alive) <= 1:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        return [a for a, _ in self.chance_outcomes()] if self.rolling else [ROLL]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        return [(Action("die", (v,), f"rolls {v}"), 1 / 6) for v in range(1, 7)]

    def _apply(self, action: Action) -> None:
        if action.kind == "roll":
            self.rolling = True
            return
        self.rolling = False
        roll = int(action.args[0])
        said = self.move_text(action) if self.telling else ""  # words of the roll, before the sum changes
        self.total += roll
        self.last_roll, self.last_roller = roll, self.turn
        self.history.append((self.turn, roll, self.total))
        if self.telling:
            self.tell(Event("thrown", said, seat=self.turn, faces=(roll,)))
        if self.chasms.is_chasm(self.total):
            self.alive[self.turn] = False
            self.fallen.append(self.turn)
            if self.telling:
                self.tell(Event("banner", _("{name} falls into the chasm at {total}!").format(
                    name=self.seat_name(self.turn), total=self.total), seat=self.turn))
        if sum(self.alive) > 1:
            seat = (self.turn + 1) % self.num_players
            while not self.alive[seat]:
                seat = (seat + 1) % self.num_players
            self.turn = seat

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_players
        return [1.0 if a else 0.0 for a in self.alive]

    def scores(self) -> list[float]:
        """How many others a seat outlasted."""
        places = [float(self.fallen.index(s)) if s in self.fallen else float(len(self.fallen))
                  for s in range(self.num_players)]
        return places

    def score_label(self) -> str:
        return _("players outlasted")

    def result_note(self) -> str:
        """Who is left, and who fell last and into which chasm."""
        if not self.is_terminal():
            return ""
        left = [s for s in range(self.num_players) if self.alive[s]]
        if not self.fallen or not left:
            return ""
        last = self.fallen[-1]
        chasm = next(total for seat, _roll, total in reversed(self.history) if seat == last)
        return ngettext("{name} is the last one left: {fallen} fell into the chasm at {total}.",
                        "{name} outlasted all {n} others: {fallen} was the last to fall, into the chasm at {total}.",
                        len(self.fallen)).format(name=names_and([self.seat_name(s) for s in left]),
                                                 n=number(len(self.fallen)), fallen=self.seat_name(last),
                                                 total=number(chasm))

    def view(self, seat: int | None) -> LeapView:
        return {
            "total": self.total,
            "alive": list(self.alive),
            "fallen": list(self.fallen),
            "turn": self.turn,
            "rolling": self.rolling,
            "last_roll": self.last_roll,
            "last_roller": self.last_roller,
            "next_chasm": self.chasms.next_after(self.total),
            "first_chasm": self.chasms.first,
            "chasm_every": self.chasms.every,
            "chasms_near": self.chasms.between(self.total - CHASM_SIGHT, self.total + CHASM_SIGHT),
            "finished": self.is_terminal(),
            "history": [list(entry) for entry in self.history[-12:]],
        }

    def invariants(self) -> list[str]:
        if any(self.alive[s] for s in self.fallen):
            return ["a fallen player is still in"]
        return []

    def chance_for(self) -> int | None:
        return self.turn

    def move_text(self, action: Action) -> str:
        if action.kind == "roll":
            return _("rolls the die")
        roll = int(action.args[0])
        total = self.total + roll
        if self.chasms.is_chasm(total):
            return _("rolls {roll}, the sum is {total}: falls into the chasm!").format(roll=roll, total=total)
        return _("rolls {roll}, the sum is {total}").format(roll=roll, total=total)
