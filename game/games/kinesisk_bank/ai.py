"""Betting bots for Kinesisk bank.

Every bet loses on average (a player gets back about 57 % of a stake), so a sensible bettor
stakes little while it leads and takes risks only when it must catch up before the rounds run out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action


def standing(view: Mapping[str, Any], seat: int) -> tuple[int, int]:
    """How far `seat` is behind the best of the others in chips gained (negative: ahead), and the rounds left
    (this one included)."""
    gains = [c + staked - s for c, staked, s in zip(view["chips"], view["staked"], view["start"], strict=True)]
    rivals = [g for i, g in enumerate(gains) if i != seat]
    return max(rivals) - gains[seat], view["round_limit"] - view["round"] + 1


class BankBot:
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        kinds = {a.kind for a in legal}
        if kinds == {"roll"}:
            return legal[0]
        view, seat = decision.view, decision.seat
        staked: int = view["staked"][seat]
        target = self.target_stake(decision)
        if staked >= target:
            return next(a for a in legal if a.kind == "done")
        square = self._square(decision)
        wanted = target - staked
        # The largest chip that does not overshoot the stake this bot wants.
        bets = [a for a in legal if a.kind == "bet" and int(a.args[0]) == square and int(a.args[1]) <= wanted]
        if not bets:
            bets = [a for a in legal if a.kind == "bet" and int(a.args[0]) == square]
        return max(bets, key=lambda a: int(a.args[1]))

    def target_stake(self, decision: Decision) -> int:
        """The chips this bot wants on the board this round."""
        view, seat, rng = decision.view, decision.seat, decision.rng
        chips: int = view["chips"][seat] + view["staked"][seat]
        if self.level == "easy":
            return min(chips, rng.choice((1, 2, 3, 5, 5, 10)))
        gap, rounds_left = standing(view, seat)
        if gap < 0:
            return 1  # leading: risk as little as the rules allow
        # Behind: stake enough that one 8x hit closes the gap, spread over the rounds left.
        needed = (gap + 1) / 8
        if self.level == "hard":
            stake = needed if rounds_left <= 2 else needed / max(1, rounds_left // 2)
        else:
            stake = needed / rounds_left
        return max(1, min(chips, round(stake)))

    def _square(self, decision: Decision) -> int:
        view, seat = decision.view, decision.seat
        # Stay on a square already bet this round, so one hit pays the whole stake.
        for square, bet in enumerate(view["bets"][seat], start=1):
            if bet:
                return square
        return decision.rng.randint(1, view["squares"])
