"""Dollars on the table and the bidding round (melderunde) that follows a challenge.

The round opens with the challenger's ante in the pot and the narrator to answer: a call or raise
from the stack only (a narrator without the stack dollars for the call can only fold). Then the
challenger answers the narrator, and the others follow clockwise from the challenger. Players
other than the narrator and the challenger are asked once, in the first round: they join only by
calling and raising, or stay out. Raises come only from the stack; calls from pocket or stack. A
player short of a call may go all-in, and after that nobody may raise. The round ends when every
bidder still in has matched the highest bid (or is all-in), or all but one have folded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from game.engine.state import Action
from game.games.krutroyk.view_types import BiddingView
from game.i18n import words

_, _ngettext = words("krutroyk")

IN, OUT, UNASKED = "in", "out", "unasked"


@dataclass
class Money:
    """Every dollar in the game: each player's pocket and stack, and the pot."""

    pockets: list[int]
    stacks: list[int]
    pot: int = 0

    def total(self, seat: int) -> int:
        return self.pockets[seat] + self.stacks[seat]

    def split(self, seat: int, amount: int, order: tuple[str, ...]) -> tuple[int, int]:
        """How a payment of `amount` divides into (pocket, stack) dollars, taking sources in `order`."""
        left = amount
        parts = {"pocket": 0, "stack": 0}
        for source in order:
            have = self.pockets[seat] if source == "pocket" else self.stacks[seat]
            take = min(have, left)
            parts[source] += take
            left -= take
        if left:
            raise ValueError(f"seat {seat} cannot pay {amount}")
        return parts["pocket"], parts["stack"]

    def pay(self, seat: int, pocket: int, stack: int) -> None:
        """Moves dollars from a seat's pocket and stack into the pot."""
        if pocket > self.pockets[seat] or stack > self.stacks[seat] or pocket < 0 or stack < 0:
            raise ValueError(f"seat {seat} cannot pay {pocket} + {stack}")
        self.pockets[seat] -= pocket
        self.stacks[seat] -= stack
        self.pot += pocket + stack

    def take(self, seat: int, amount: int, to: str = "stack") -> None:
        """Moves dollars from the pot to a seat's stack (or pocket)."""
        if amount > self.pot or amount < 0:
            raise ValueError(f"the pot holds {self.pot}, not {amount}")
        self.pot -= amount
        if to == "pocket":
            self.pockets[seat] += amount
        else:
            self.stacks[seat] += amount

    def total_all(self) -> int:
        return sum(self.pockets) + sum(self.stacks) + self.pot


class BidDone(TypedDict):
    """What a bidding move did, for the story log."""

    seat: int
    move: str  # the move's kind
    need: int  # what the seat had to pay to match the highest bid
    pocket: int  # dollars paid from the pocket
    stack: int  # ... and from the stack
    raise_by: int
    bid: int  # the seat's bid after the move


@dataclass
class BiddingRound:
    narrator: int
    challenger: int
    num_players: int
    call_order: tuple[str, ...]
    answer_order: tuple[str, ...]  # where the narrator's answer (call and raise) comes from: the stack
    pot_before: int  # dollars in the pot from earlier challenges (not part of anyone's bid)
    bids: list[int] = field(default_factory=list)
    status: list[str] = field(default_factory=list)
    acted: list[bool] = field(default_factory=list)
    all_in: list[bool] = field(default_factory=list)
    no_raise: bool = False  # someone called all-in: no more raises this round
    answered: bool = False  # the narrator has answered the challenge
    turn: int = -1  # the seat to bid now; -1 when the round is over
    auto_out: list[int] = field(default_factory=list)  # outsiders who could not afford to join

    @staticmethod
    def open(narrator: int, challenger: int, num_players: int, ante: int, call_order: tuple[str, ...],
             answer_order: tuple[str, ...], pot_before: int) -> BiddingRound:
        n = num_players
        status = [UNASKED] * n
        status[narrator] = status[challenger] = IN
        bids = [0] * n
        bids[challenger] = ante
        return BiddingRound(narrator, challenger, n, call_order, answer_order, pot_before, bids, status,
                            [False] * n, [False] * n, turn=narrator)

    # --- what is open ---
    def highest(self) -> int:
        return max(self.bids)

    def need(self, seat: int) -> int:
        return self.highest() - self.bids[seat]

    def in_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if self.status[s] == IN]

    def order(self) -> list[int]:
        """Every seat clockwise from the challenger (the bidding order)."""
        return [(self.challenger + k) % self.num_players for k in range(self.num_players)]

    def sources(self) -> tuple[str, ...]:
        """Where the call now due is paid from: the narrator answers from the stack, bidders from both."""
        return self.call_order if self.answered else self.answer_order

    def funds(self, money: Money, seat: int) -> int:
        """The dollars `seat` may call with now."""
        return sum(money.pockets[seat] if source == "pocket" else money.stacks[seat] for source in self.sources())

    def _stack_after_call(self, money: Money, seat: int, need: int) -> int:
        return money.stacks[seat] - money.split(seat, need, self.sources())[1]

    def can_join(self, money: Money, seat: int) -> bool:
        need = self.need(seat)
        return (not self.no_raise and self.funds(money, seat) >= need
                and self._stack_after_call(money, seat, need) >= 1)

    def moves(self, money: Money, seat: int, log: bool = False) -> list[Action]:
        """The moves open to `seat`; `log` words them for the log ("call 1 …" instead of the button's "Call 1 …")."""
        if seat != self.turn:
            return []
        need = self.need(seat)
        total = money.total(seat)
        if self.status[seat] == UNASKED:
            stay = _("stay out of the bidding") if log else _("Stay out of the bidding")
            return [Action("stay_out", (), stay), *self._raises(money, seat, need, log)]
        if need == 0:
            stand = _("stand: the bid is matched") if log else _("Stand: the bid is matched")
            return [Action("stand", (), stand), *self._raises(money, seat, 0, log)]
        # The narrator's answer to the challenge: fold (the source's "jekke seg"), call or raise.
        if self.answered:
            fold = _("fold") if log else _("Fold")
        else:
            fold = (_("fold: take the ante, the challenger narrates") if log
                    else _("Fold: take the ante, the challenger narrates"))
        moves = [Action("fold", (), fold)]
        if self.funds(money, seat) >= need:
            pocket, stack = money.split(seat, need, self.sources())
            if self.answered:
                call = _("call {need}") if log else _("Call {need}")
            else:
                call = _("call (syne) {need}") if log else _("Call (syne) {need}")
            moves.append(Action("call", (), _sources(call.format(need=need), pocket, stack)))
            moves += self._raises(money, seat, need, log)
        elif total > 0 and self.answered:
            # Decision: a narrator short of the stack dollars for the call has no all-in: the answer's
            # dollars come from the stack only, so all of them is nothing. Folding is left.
            allin = _("call all-in with {total} (short of {need})") if log else \
                _("Call all-in with {total} (short of {need})")
            moves.append(Action("allin", (), allin.format(total=total, need=need)))
        return moves

    def _raises(self, money: Money, seat: int, need: int, log: bool) -> list[Action]:
        if self.no_raise or self.funds(money, seat) < need:
            return []
        room = self._stack_after_call(money, seat, need)
        if not need:
            label = _("raise {raise_by}") if log else _("Raise {raise_by}")
        elif self.answered:
            label = _("call {need} and raise {raise_by}") if log else _("Call {need} and raise {raise_by}")
        else:
            label = (_("call (syne) {need} and raise {raise_by}") if log
                     else _("Call (syne) {need} and raise {raise_by}"))
        return [Action("raise", (k,), label.format(need=need, raise_by=k)) for k in range(1, room + 1)]

    # --- moves ---
    def apply(self, money: Money, action: Action) -> BidDone:
        """Applies a legal bidding move; returns what happened, for the story log."""
        seat = self.turn
        need = self.need(seat)
        done: BidDone = {"seat": seat, "move": action.kind, "need": need, "pocket": 0, "stack": 0, "raise_by": 0,
                         "bid": 0}
        if action.kind in ("fold", "stay_out"):
            self.status[seat] = OUT
        elif action.kind == "stand":
            self.acted[seat] = True
        elif action.kind in ("call", "raise"):
            pocket, stack = money.split(seat, need, self.sources())
            extra = int(action.args[0]) if action.kind == "raise" else 0
            stack += extra
            money.pay(seat, pocket, stack)
            self.bids[seat] += need + extra
            self.status[seat] = IN
            if extra:
                self.acted = [False] * self.num_players
            self.acted[seat] = True
            done["pocket"], done["stack"], done["raise_by"] = pocket, stack, extra
        elif action.kind == "allin":
            pocket, stack = money.pockets[seat], money.stacks[seat]
            money.pay(seat, pocket, stack)
            self.bids[seat] += pocket + stack
            self.all_in[seat] = self.acted[seat] = True
            self.no_raise = True
            done["pocket"], done["stack"] = pocket, stack
        else:
            raise ValueError(f"not a bidding move: {action.kind}")
        done["bid"] = self.bids[seat]
        start = self.challenger if not self.answered else (seat + 1) % self.num_players
        self.answered = True
        self._advance(money, start)
        return done

    def _needs_to_act(self, seat: int) -> bool:
        if self.status[seat] == UNASKED:
            return True
        if self.status[seat] != IN or self.all_in[seat]:
            return False
        return not self.acted[seat] or self.bids[seat] < self.highest()

    def _advance(self, money: Money, start: int) -> None:
        """Finds the next seat to bid, clockwise from `start`, or ends the round."""
        self.turn = -1
        for k in range(self.num_players):
            seat = (start + k) % self.num_players
            if self.status[seat] == UNASKED and not self.can_join(money, seat):
                self.status[seat] = OUT
                self.auto_out.append(seat)
        if len(self.in_seats()) <= 1 and UNASKED not in self.status:
            return
        for k in range(self.num_players):
            seat = (start + k) % self.num_players
            if self._needs_to_act(seat):
                self.turn = seat
                return

    def finished(self) -> bool:
        return self.turn == -1

    def view(self) -> BiddingView:
        return {
            "narrator": self.narrator,
            "challenger": self.challenger,
            "order": self.order(),
            "bids": list(self.bids),
            "status": list(self.status),
            "all_in": list(self.all_in),
            "highest": self.highest(),
            "need": [self.need(s) if self.status[s] != OUT else 0 for s in range(self.num_players)],
            "no_raise": self.no_raise,
            "answered": self.answered,
            "turn": self.turn,
            "pot_before": self.pot_before,
            "sources": list(self.sources()),
        }


def _sources(move: str, pocket: int, stack: int) -> str:
    """A call's label with where its dollars come from."""
    if pocket and stack:
        return _("{move} ({pocket} from pocket, {stack} from stack)").format(move=move, pocket=pocket, stack=stack)
    return (_("{move} from pocket") if pocket else _("{move} from stack")).format(move=move)
