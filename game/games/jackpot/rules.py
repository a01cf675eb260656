"""Jackpot's rules: a chip into the pot, two dice, and the pot to whoever rolls 11 or 12."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.dice import roll_outcomes
from game.engine.events import Event
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.dice_results import names_and, standing
from game.games.jackpot.view_types import JackpotView
from game.i18n import number, words

_, ngettext = words("dice")

ROLL = Action("roll", (), "Pay a chip and roll")


@dataclass(frozen=True)
class JackpotRules:
    jackpot_totals: frozenset[int]

    @staticmethod
    def from_data(node: Node) -> JackpotRules:
        totals = frozenset(n.as_type(int) for n in node.child("jackpot_totals").elements())
        if not totals or not all(2 <= t <= 12 for t in totals):
            raise node.fail("jackpot_totals: expected sums of two dice, 2 to 12")
        return JackpotRules(totals)


def chips_words(count: float) -> str:
    return ngettext("{n} chip", "{n} chips", int(count)).format(n=number(int(count)))


class JackpotState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: JackpotRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.start_chips = int(options["starting_chips"])
        self.players_left = int(options["players_left"])
        self.round_limit = int(options["rounds"])
        self.chips = [self.start_chips] * num_players
        self.pot = 0
        self.turn = 0
        self.round = 1
        self.rolling = False  # the chip is paid and the dice are in the air
        self.last_roll: tuple[int, ...] = ()
        self.last_roller = -1
        self.last_won = 0
        self.finished = False

    # The players still in: a player with no chips is out.
    def active(self) -> list[int]:
        return [i for i, c in enumerate(self.chips) if c > 0]

    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.rolling:
            return [a for a, _ in self.chance_outcomes()]
        return [ROLL]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        return [(Action("dice", roll, f"rolls {roll[0]} and {roll[1]}"), p) for roll, p in roll_outcomes(2)]

    def _apply(self, action: Action) -> None:
        if action.kind == "roll":
            self.chips[self.turn] -= 1
            self.pot += 1
            self.rolling = True
            if self.telling:
                self.tell(Event("moved", _("{name} pays a chip into the pot").format(name=self.seat_name(self.turn)),
                                seat=self.turn, piece="chips", source="seat", target="pot", amount=1))
            return
        roll = tuple(int(v) for v in action.args)
        self.rolling = False
        self.last_roll, self.last_roller = roll, self.turn
        self.last_won = 0
        if self.telling:
            self.tell(Event("thrown", self.move_text(action), seat=self.turn, faces=roll))
        if sum(roll) in self.rules.jackpot_totals:
            self.last_won = self.pot
            self.chips[self.turn] += self.pot
            if self.telling:
                self._tell_jackpot(self.turn, self.pot)
            self.pot = 0
        elif self.chips[self.turn] == 0 and self.telling:
            self.tell(Event("banner", _("{name} is out of chips").format(name=self.seat_name(self.turn)),
                            seat=self.turn))
        self._next_turn()

    def _tell_jackpot(self, seat: int, pot: int) -> None:
        name = self.seat_name(seat)
        self.tell(Event("moved", ngettext("{name} takes the pot of {n} chip", "{name} takes the pot of {n} chips",
                                          pot).format(name=name, n=pot),
                        seat=seat, piece="chips", source="pot", target="seat", amount=pot))
        self.tell(Event("banner", ngettext("Jackpot! {name} takes {n} chip", "Jackpot! {name} takes {n} chips",
                                           pot).format(name=name, n=pot), seat=seat))

    def _next_turn(self) -> None:
        if len(self.active()) <= self.players_left:
            self.finished = True
            return
        seat, wrapped = self.turn, False
        while True:
            seat = (seat + 1) % self.num_players
            wrapped = wrapped or seat == 0  # passing the first seat starts a new round
            if self.chips[seat] > 0:
                break
        if wrapped:
            if self.round_limit and self.round >= self.round_limit:
                self.finished = True
                return
            self.round += 1
        self.turn = seat

    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        best = max(self.chips)
        return [1.0 if c == best else 0.0 for c in self.chips]

    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def score_label(self) -> str:
        return _("chips")

    def result_note(self) -> str:
        """Why the game ended (players out of chips, or the last round played) and who has the most chips."""
        if not self.finished:
            return ""
        active = self.active()
        if len(active) == 1:
            return _("Everyone else ran out of chips: {name} won with {amount}.").format(
                name=self.seat_name(active[0]), amount=chips_words(self.chips[active[0]]))
        lead = standing(self.chips, self.winners(), self.seat_name, chips_words)
        if len(active) > self.players_left:
            reason = ngettext("The last round was played", "All {n} rounds were played", self.round_limit).format(
                n=number(self.round_limit))
        else:
            reason = _("Only {names} still have chips").format(names=names_and([self.seat_name(s) for s in active]))
        return _("{reason}: {standing}.").format(reason=reason, standing=lead)

    def view(self, seat: int | None) -> JackpotView:
        return {
            "chips": list(self.chips),
            "pot": self.pot,
            "turn": self.turn,
            "round": self.round,
            "round_limit": self.round_limit,
            # A roller who paid their last chip is still in while the dice roll: that roll may win the pot.
            "out": [c == 0 and not (self.rolling and seat == self.turn) for seat, c in enumerate(self.chips)],
            "last_roll": list(self.last_roll),
            "last_roller": self.last_roller,
            "last_won": self.last_won,
            "rolling": self.rolling,
            "finished": self.finished,
            "jackpot_totals": sorted(self.rules.jackpot_totals),
        }

    def invariants(self) -> list[str]:
        problems = []
        if sum(self.chips) + self.pot != self.start_chips * self.num_players:
            problems.append("chips are not conserved")
        if min(self.chips) < 0:
            problems.append("a player has fewer than no chips")
        return problems

    def chance_for(self) -> int | None:
        return self.turn

    def move_text(self, action: Action) -> str:
        if action.kind == "roll":
            return _("pays a chip into the pot and rolls")
        total = sum(int(v) for v in action.args)
        if total in self.rules.jackpot_totals:
            return _("rolls {total}: jackpot! takes the pot of {pot}").format(total=total, pot=self.pot)
        return _("rolls {total}").format(total=total)
