"""The hard level's model of a bidding round: every move to come is played out on a copy of the round.

The other bidders are taken to bid as the normal level would (its values of each move, through its softmax),
the modelling seat picks its best move at each of its turns, and the round ends in the table's values: the pot
taken, or the duel for it valued by the seat. Everything here is public, so the model needs no guessing of
hidden cards, only of how the others weigh their moves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from game.engine.state import Action
from game.games.krutroyk.bidding import IN, BiddingRound, Money

# (round, money, seat to bid, its legal moves) -> the moves it is expected to make and their chances
Predict = Callable[[BiddingRound, Money, int, list[Action]], list[tuple[Action, float]]]
# (seats still in, money) -> the modelling seat's value of the table once the round is over: one seat takes the
# pot, several duel for it, none (the narrator folded) leaves the table as it is
Settle = Callable[[list[int], Money], float]
# legal moves -> the ones the modelling seat weighs, each with a bonus added to its value
Shortlist = Callable[[list[Action]], list[tuple[Action, float]]]
MIN_CHANCE = 0.01  # an expected move less likely than this is left out (the rest share its chance)


def round_from_view(view: Mapping[str, Any]) -> tuple[BiddingRound, Money]:
    """The bidding round and the dollars as a seat's view shows them, to be played on."""
    bidding = view["bidding"]
    bids, status = list(bidding["bids"]), list(bidding["status"])
    highest = max(bids)
    challenger = bidding["challenger"]
    ante = view["ante"]
    # The view has no record of who acted since the last raise. A seat that matches the highest bid has, but
    # for the challenger before anyone raised: its ante is the highest bid, and it still has to stand or raise
    # until its turn (the first after the narrator's answer) has come and gone.
    waiting = highest == ante and (not bidding["answered"] or bidding["turn"] == challenger)
    acted = [status[s] == IN and bids[s] == highest and not (s == challenger and waiting) for s in range(len(bids))]
    rnd = BiddingRound(
        bidding["narrator"],
        challenger,
        view["players"],
        tuple(view["call_source_order"]),
        tuple(view["answer_source_order"]),
        bidding["pot_before"],
        bids,
        status,
        acted,
        list(bidding["all_in"]),
        bidding["no_raise"],
        bidding["answered"],
        bidding["turn"],
    )
    return rnd, Money(list(view["pockets"]), list(view["stacks"]), view["pot"])


def copy_round(rnd: BiddingRound, money: Money) -> tuple[BiddingRound, Money]:
    return (
        replace(
            rnd,
            bids=list(rnd.bids),
            status=list(rnd.status),
            acted=list(rnd.acted),
            all_in=list(rnd.all_in),
            auto_out=[],
        ),
        Money(list(money.pockets), list(money.stacks), money.pot),
    )


class RoundModel:
    """Plays a bidding round out for `seat`: its best move at its turns, the expected moves of the others."""

    def __init__(
        self, seat: int, ante: int, fold_to: str, predict: Predict, settle: Settle, shortlist: Shortlist, budget: int
    ) -> None:
        self.seat, self.ante, self.fold_to = seat, ante, fold_to
        self.predict, self.settle, self.shortlist = predict, settle, shortlist
        self.budget = budget  # positions the model may visit; past it a position is valued as if the round ended
        self.visited = 0
        self.known: dict[Any, float] = {}

    def after(self, rnd: BiddingRound, money: Money, action: Action) -> float:
        """The value to the seat of `action` made by whoever bids now."""
        rnd, money = copy_round(rnd, money)
        if action.kind == "fold" and not rnd.answered:  # jekke seg: the narrator takes the ante, the round is over
            money.take(rnd.turn, self.ante, self.fold_to)
            return self.settle([], money)
        rnd.apply(money, action)
        return self.value(rnd, money)

    def value(self, rnd: BiddingRound, money: Money) -> float:
        if rnd.finished():
            return self.settle(rnd.in_seats(), money)
        key = (
            tuple(rnd.bids),
            tuple(rnd.status),
            tuple(rnd.acted),
            tuple(rnd.all_in),
            rnd.no_raise,
            rnd.answered,
            rnd.turn,
            tuple(money.pockets),
            tuple(money.stacks),
            money.pot,
        )
        if key in self.known:
            return self.known[key]
        self.visited += 1
        legal = rnd.moves(money, rnd.turn)
        if self.visited > self.budget:
            # Out of time: the seat to bid is taken to let the round end where it stands.
            result = self.after(rnd, money, _quietest(legal))
        elif rnd.turn == self.seat:
            result = max(self.after(rnd, money, a) + bonus for a, bonus in self.shortlist(legal))
        else:
            expected = [(a, p) for a, p in self.predict(rnd, money, rnd.turn, legal) if p >= MIN_CHANCE]
            mass = sum(p for _, p in expected)
            result = sum(p * self.after(rnd, money, a) for a, p in expected) / mass
        self.known[key] = result
        return result


def _quietest(legal: list[Action]) -> Action:
    """The move that ends a round soonest: stand or call if open, else fold or stay out."""
    for kind in ("stand", "call", "fold", "stay_out", "allin"):
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


def softmax(values: list[float], temperature: float) -> list[float]:
    top = max(values)
    if temperature <= 0:
        best = [1.0 if v >= top - 1e-9 else 0.0 for v in values]
        return [b / sum(best) for b in best]
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
