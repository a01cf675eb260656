"""Betting bots for Kinesisk bank.

Every bet loses on average (a player gets back about 57 % of a stake), so a sensible bettor
stakes little while it leads and takes risks only when it must catch up before the rounds run out.
"""

from __future__ import annotations

from game.ai.base import Decision
from game.engine.state import Action


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
        target = self._target_stake(decision)
        if staked >= target:
            return next(a for a in legal if a.kind == "done")
        square = self._square(decision)
        wanted = target - staked
        # The largest chip that does not overshoot the stake this bot wants.
        bets = [a for a in legal if a.kind == "bet" and int(a.args[0]) == square and int(a.args[1]) <= wanted]
        if not bets:
            bets = [a for a in legal if a.kind == "bet" and int(a.args[0]) == square]
        return max(bets, key=lambda a: int(a.args[1]))

    def _target_stake(self, decision: Decision) -> int:
        view, seat, rng = decision.view, decision.seat, decision.rng
        chips: int = view["chips"][seat] + view["staked"][seat]
        if self.level == "easy":
            return min(chips, rng.choice((1, 2, 3, 5, 5, 10)))
        gains: list[int] = [c + staked - s for c, staked, s in zip(view["chips"], view["staked"], view["start"])]
        mine = gains[seat]
        rivals = [g for i, g in enumerate(gains) if i != seat]
        rounds_left = view["round_limit"] - view["round"] + 1
        gap = max(rivals) - mine
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
