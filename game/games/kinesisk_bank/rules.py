"""Kinesisk bank's rules: players bet on squares 1–6, the banker rolls six dice and pays out."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import comb
from typing import Any

from game.engine.dice import roll_outcomes
from game.engine.events import Event, signed
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action, GameState
from game.games.dice_results import standing
from game.games.kinesisk_bank.view_types import BankView
from game.i18n import N_, number, words

_, ngettext = words("dice")

# The seat the setup screen lets a person pick (translated where it is shown, in this game's catalogue).
BANK_ROLE = N_("the bank")

DONE = Action("done", (), "Done betting")
CLEAR = Action("clear", (), "Take back this round's bets")
ROLL = Action("roll", (), "Roll the six dice")


@dataclass(frozen=True)
class BankRules:
    payouts: dict[int, int]  # dice showing the square -> times the bet
    dice: int
    squares: int
    keep_stake: bool
    minimum_bet: int
    chip_values: tuple[int, ...]

    @staticmethod
    def from_data(node: Node) -> BankRules:
        dice = node.int_in("dice", 1, 12)
        payouts = {}
        for key, value in node.child("payouts").items():
            if not key.isdigit() or not 1 <= int(key) <= dice:
                raise value.fail(f"expected a count of dice from 1 to {dice}")
            payouts[int(key)] = value.as_type(int)
        return BankRules(
            payouts=payouts,
            dice=dice,
            squares=node.int_in("squares", 1, 12),
            keep_stake=node.get("keep_stake", bool),
            minimum_bet=node.int_in("minimum_bet_per_round", 0, 1000),
            chip_values=tuple(sorted(v.as_type(int) for v in node.child("chip_values").elements())),
        )

    def paid(self, bet: int, matching: int) -> int:
        """What the bank hands back for a bet whose number shows on `matching` dice (0: lost)."""
        times = self.payouts.get(matching, 0)
        if not times:
            return 0
        return bet * times + (bet if self.keep_stake else 0)

    def chance_of(self, matching: int) -> float:
        """The chance that exactly `matching` of the dice show a given square's number."""
        p = 1 / self.squares
        return comb(self.dice, matching) * p**matching * (1 - p) ** (self.dice - matching)

    def expected_return(self) -> float:
        """The share of a stake a player gets back on average (about 57 % by the source's table)."""
        return sum(self.chance_of(k) * (times + (1 if self.keep_stake else 0)) for k, times in self.payouts.items())

    def hit_chance(self) -> float:
        """The chance that a bet wins anything in one roll (three or more alike, by the source's table)."""
        return sum(self.chance_of(k) for k, times in self.payouts.items() if times)


# The three caches below are of a fixed size: by the rule data's dice, squares and chip values.
@cache
def roll_actions(dice: int) -> tuple[tuple[Action, float], ...]:
    """Every roll of the bank's dice as a chance action (built once: there are 462 for six dice)."""
    return tuple((Action("dice", roll, "rolls " + " ".join(map(str, roll))), p) for roll, p in roll_outcomes(dice))


@cache
def bet_actions(squares: int, chip_values: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Action("bet", (square, value), f"Bet {value} on {square}")
                 for square in range(1, squares + 1) for value in chip_values)


@cache
def affordable_bets(squares: int, chip_values: tuple[int, ...], largest: int) -> tuple[Action, ...]:
    """The bets of at most `largest` chips (the chip values a bettor can pay, so few lists are ever made)."""
    return tuple(a for a in bet_actions(squares, chip_values) if int(a.args[1]) <= largest)


def share_in_proportion(claims: list[int], available: int, order: list[int]) -> list[int]:
    """Splits `available` chips over claims in proportion, in whole chips: each claim gets the whole part
    of its share, and the chips left over go one each to the largest fractions, equal fractions in
    `order` (Decision: clockwise from the banker's left)."""
    total = sum(claims)
    shares = [c * available // total for c in claims]
    leftover = available - sum(shares)
    place = {seat: k for k, seat in enumerate(order)}
    by_fraction = sorted((i for i in range(len(claims)) if claims[i]),
                         key=lambda i: (-(claims[i] * available % total), place.get(i, len(order))))
    for i in by_fraction[:leftover]:
        shares[i] += 1
    return shares


def gain_words(gain: float) -> str:
    """Chips won or lost with their sign, as the results list them: "+25 chips", "−3 chips"."""
    count = int(gain)
    sign = "+" if count > 0 else "−" if count < 0 else ""
    return ngettext("{n} chip", "{n} chips", abs(count)).format(n=sign + number(abs(count)))


class BankState(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: BankRules) -> None:
        self.num_players = num_players
        self.rules = rules
        self.rotates = bool(options["banker_rotates"])
        rounds = int(options["rounds"])
        if self.rotates:
            rounds = -(-rounds // num_players) * num_players  # everyone banks equally often
        self.round_limit = rounds
        self.start = [int(options["player_chips"])] * num_players
        if not self.rotates:
            self.start[0] = int(options["banker_chips"])
        self.chips = list(self.start)
        self.banker = 0
        self.round = 1
        self.bets = [[0] * rules.squares for _ in range(num_players)]
        self.bettor = -1  # the seat placing bets now; -1 when the banker is to roll
        self.rolling = False
        self.last_roll: tuple[int, ...] = ()
        self.last_hits: tuple[int, ...] = (0,) * rules.squares  # per square: the dice of the last roll showing it
        self.last_result: list[int] = [0] * num_players  # net result of the last round per seat
        self.finished = False
        self._begin_round()

    # --- turn order ---
    def _clockwise(self) -> list[int]:
        """Every player but the banker, clockwise from the banker's left."""
        return [(self.banker + k) % self.num_players for k in range(1, self.num_players)]

    def _bettors(self) -> list[int]:
        """Players who take part in this round, clockwise from the banker's left."""
        return [s for s in self._clockwise() if self.chips[s] > 0]

    def _begin_round(self) -> None:
        bettors = self._bettors()
        if not bettors or self.chips[self.banker] <= 0 and not self.rotates:
            self.finished = True
            return
        self.bettor = bettors[0]

    def _next_bettor(self) -> None:
        def distance(seat: int) -> int:  # seats clockwise from the banker
            return (seat - self.banker) % self.num_players

        later = [s for s in self._bettors() if distance(s) > distance(self.bettor)]
        self.bettor = later[0] if later else -1

    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        if self.rolling:
            return CHANCE
        return self.bettor if self.bettor >= 0 else self.banker

    def staked(self, seat: int) -> int:
        return sum(self.bets[seat])

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.rolling:
            return [a for a, _ in self.chance_outcomes()]
        if self.bettor < 0:
            return [ROLL]
        seat = self.bettor
        chips = self.chips[seat]
        values = self.rules.chip_values
        largest = max((v for v in values if v <= chips), default=0)
        actions = list(affordable_bets(self.rules.squares, values, largest))
        if self.staked(seat) > 0:
            actions.append(CLEAR)
        if self.staked(seat) >= min(self.rules.minimum_bet, self.staked(seat) + self.chips[seat]):
            actions.append(DONE)
        return actions

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.rolling:
            return []
        return list(roll_actions(self.rules.dice))

    def is_chance_action_valid(self, action: Action) -> bool:
        roll = action.args
        return (self.rolling and action.kind == "dice" and len(roll) == self.rules.dice
                and all(isinstance(v, int) and 1 <= v <= 6 for v in roll) and list(roll) == sorted(roll))

    def _apply(self, action: Action) -> None:
        if action.kind == "bet":
            square, value = int(action.args[0]), int(action.args[1])
            self.chips[self.bettor] -= value
            self.bets[self.bettor][square - 1] += value
            if self.telling:
                self.tell(Event("moved", self.describe(action), seat=self.bettor, piece="chips", source="seat",
                                target=f"square:{square}", amount=value))
        elif action.kind == "clear":
            if self.telling:
                for square, bet in enumerate(self.bets[self.bettor], start=1):
                    if bet:
                        self.tell(Event("moved", self.describe(action), seat=self.bettor, piece="chips",
                                        source=f"square:{square}", target="seat", amount=bet))
            self.chips[self.bettor] += self.staked(self.bettor)
            self.bets[self.bettor] = [0] * self.rules.squares
        elif action.kind == "done":
            self._next_bettor()
        elif action.kind == "roll":
            self.rolling = True
        else:
            self._settle(tuple(int(v) for v in action.args))

    def winnings(self, roll: tuple[int, ...]) -> list[int]:
        """What each seat would be paid for this roll, before any shortfall of the bank."""
        return [sum(self.rules.paid(bet, roll.count(square + 1)) for square, bet in enumerate(self.bets[seat]))
                for seat in range(self.num_players)]

    def _claims(self, roll: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """Per seat: the stakes of its winning bets (kept, if the rules say so) and the winnings the bank owes."""
        kept, claims = [], []
        for seat in range(self.num_players):
            won = [(bet, self.rules.paid(bet, roll.count(square + 1))) for square, bet in enumerate(self.bets[seat])]
            stakes = sum(bet for bet, paid in won if paid) if self.rules.keep_stake else 0
            kept.append(stakes)
            claims.append(sum(paid for _, paid in won) - stakes)
        return kept, claims

    def _settle(self, roll: tuple[int, ...]) -> None:
        self.rolling = False
        self.last_roll = roll
        self.last_hits = tuple(roll.count(square) for square in range(1, self.rules.squares + 1))
        before = [self.chips[s] + self.staked(s) for s in range(self.num_players)]
        kept, due = self._claims(roll)
        # Kept stakes go back to their owners; every other stake goes to the bank, which then pays what it owes.
        bank = self.chips[self.banker] + sum(self.staked(s) for s in range(self.num_players)) - sum(kept)
        if sum(due) > bank:
            # Decision: a short bank pays out all it has, each win in proportion.
            due = share_in_proportion(due, bank, self._clockwise())
        if self.telling:
            self._tell_stakes(roll, due)
        self.chips[self.banker] = bank - sum(due)
        for s in range(self.num_players):
            if s != self.banker:
                self.chips[s] += kept[s] + due[s]
        self.bets = [[0] * self.rules.squares for _ in range(self.num_players)]
        self.last_result = [self.chips[s] - before[s] for s in range(self.num_players)]
        if self.telling:
            self._tell_settling(roll)
        broke_bank = not self.rotates and self.chips[self.banker] <= 0
        if self.round >= self.round_limit or broke_bank:
            self.finished = True
            return
        self.round += 1
        if self.rotates:
            self.banker = (self.banker + 1) % self.num_players
        self._begin_round()

    def _tell_stakes(self, roll: tuple[int, ...], due: list[int]) -> None:
        """Where the chips go when the dice settle: a winning bet's stake back to its player where the rules keep
        it, every other stake to the bank's player, and what the bank pays each winner."""
        bank = f"seat:{self.banker}"
        for seat, bets in enumerate(self.bets):
            for square, bet in enumerate(bets, start=1):
                if bet:
                    won = self.rules.paid(bet, roll.count(square)) > 0
                    cause = (_("square {square} came up") if won else _("square {square} did not come up")).format(
                        square=square)
                    target = "seat" if won and self.rules.keep_stake else bank
                    self.tell(Event("moved", cause, seat=seat, piece="chips", source=f"square:{square}", target=target,
                                    amount=bet, cause=cause))
            if due[seat] and seat != self.banker:
                self.tell(Event("moved", _("the bank pays"), seat=seat, piece="chips", source=bank, target="seat",
                                amount=due[seat], cause=_("the bank pays")))

    def _tell_settling(self, roll: tuple[int, ...]) -> None:
        """The bank's dice, each seat's chips won or lost on them, and the best win (or the bank's sweep)."""
        banker = self.seat_name(self.banker)
        self.tell(Event("thrown", _("{name} rolls {faces}").format(name=banker, faces=", ".join(map(str, roll))),
                        seat=self.banker, faces=roll))
        for seat, result in enumerate(self.last_result):
            if result:
                self.tell(Event("changed", _("{name}: {change} chips").format(name=self.seat_name(seat),
                                                                               change=signed(result)),
                                seat=seat, figure="chips", amount=result,
                                cause=_("the bank's dice: {faces}").format(faces=", ".join(map(str, roll)))))
        best, seat = max(((r, s) for s, r in enumerate(self.last_result) if s != self.banker), default=(0, -1))
        if best > 0:
            self.tell(Event("banner", ngettext("{name} wins {n} chip!", "{name} wins {n} chips!", best).format(
                name=self.seat_name(seat), n=number(best)), seat=seat))
        else:
            self.tell(Event("banner", _("The bank takes every bet")))

    # --- results ---
    def returns(self) -> list[float]:
        if not self.finished:
            return [0.0] * self.num_players
        gains = [c - s for c, s in zip(self.chips, self.start)]
        best = max(gains)
        return [1.0 if g == best else 0.0 for g in gains]

    def scores(self) -> list[float]:
        return [float(c) for c in self.chips]

    def score_label(self) -> str:
        return _("chips won or lost")

    def result_score(self, seat: int) -> float:
        """The bank and the players start with different piles: what counts is the gain."""
        return float(self.chips[seat] - self.start[seat])

    def place_key(self, seat: int) -> tuple[float, ...]:
        return (self.returns()[seat], self.result_score(seat))

    def result_note(self) -> str:
        """Why the game ended (the bank broken, every player out of chips, the last round played) and who gained
        the most, by the figures the results list: each seat's chips won or lost."""
        if not self.finished:
            return ""
        if not self.rotates and self.chips[self.banker] <= 0:
            reason = _("The bank ({name}) was broken in round {round}").format(
                name=self.seat_name(self.banker), round=number(self.round))
        elif not self._bettors():
            reason = _("Every player but the bank is out of chips")
        else:
            reason = ngettext("The one round was played", "All {n} rounds were played", self.round_limit).format(
                n=number(self.round_limit))
        gains = [self.result_score(s) for s in range(self.num_players)]
        return _("{reason}: {standing}.").format(reason=reason, standing=standing(
            gains, self.winners(), self.seat_name, gain_words))

    def view(self, seat: int | None) -> BankView:
        # Built for speed: a bot reads a view for every bet it places.
        staked = [sum(b) for b in self.bets]
        hits, payouts = self.last_hits, self.rules.payouts
        banker = self.banker
        return {
            "chips": list(self.chips),
            "start": list(self.start),
            "bets": [list(b) for b in self.bets],
            "staked": staked,
            "out": [chips == 0 and not stake and s != banker
                    for s, (chips, stake) in enumerate(zip(self.chips, staked))],
            "banker": self.banker,
            "bettor": self.bettor,
            "turn": self.bettor if self.bettor >= 0 else self.banker,
            "round": self.round,
            "round_limit": self.round_limit,
            "rolling": self.rolling,
            "last_roll": list(self.last_roll),
            "last_result": list(self.last_result),
            "hits": list(hits),
            "pays": [payouts.get(count, 0) for count in hits],
            "finished": self.finished,
            "chip_values": list(self.rules.chip_values),
            "squares": self.rules.squares,
            "payouts": sorted(payouts.items()),
            "keep_stake": self.rules.keep_stake,
        }

    def invariants(self) -> list[str]:
        on_table = sum(self.staked(s) for s in range(self.num_players))
        problems = []
        if sum(self.chips) + on_table != sum(self.start):
            problems.append("chips are not conserved")
        if min(self.chips) < 0:
            problems.append("a seat has fewer than no chips")
        return problems

    def chance_for(self) -> int | None:
        return self.banker

    def move_text(self, action: Action) -> str:
        if action.kind == "bet":
            return _("bets {chips} on {square}").format(chips=action.args[1], square=action.args[0])
        if action.kind == "done":
            return _("is done betting")
        if action.kind == "clear":
            return _("takes back this round's bets")
        if action.kind == "roll":
            return _("rolls the six dice")
        roll = tuple(int(v) for v in action.args)
        paid = sum(self.winnings(roll))
        dice = " ".join(map(str, roll))
        if paid:
            return _("rolls {dice}: the bank pays out {chips}").format(dice=dice, chips=paid)
        return _("rolls {dice}: the bank takes every bet").format(dice=dice)
