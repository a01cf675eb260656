"""Kinesisk bank's Hint: the hard bot's bet, Done or roll, and why, from the rules' own figures.

Every bet loses on average: the payout table gives back only part of what is staked (about 57 % with the source's
table and six dice). So the hard bot stakes the least it may while it leads, and, when behind, enough on one square
that a hit closes the gap over the rounds left. The reason says both: the bet's expected return, worked out from the
payouts, and where the seat stands. It names the leading rival's seat (`seat:<i>`) for the table to mark."""

from __future__ import annotations

from game.engine.advice import Advice
from game.engine.bots import Decision
from game.games.kinesisk_bank.action_parts import bet_chips, bet_square
from game.games.kinesisk_bank.ai import BankBot, standing
from game.games.kinesisk_bank.rules import BankRules
from game.i18n import number, words

_, ngettext = words("dice")

HARD = BankBot("hard")  # holds only its level: one serves every question


def seat_target(seat: int) -> str:
    return f"seat:{seat}"


def chips_words(n: int) -> str:
    return ngettext("{n} chip", "{n} chips", n).format(n=number(n))


def standing_words(gap: int) -> str:
    """Where a seat stands against the best of the others, in chips gained."""
    if gap < 0:
        return ngettext("you lead by {n} chip", "you lead by {n} chips", -gap).format(n=number(-gap))
    if gap > 0:
        return ngettext("you are {n} chip behind", "you are {n} chips behind", gap).format(n=number(gap))
    return _("you are level with the leader")


def leader(decision: Decision) -> int:
    """The other seat with the most chips gained (the first of equals)."""
    view = decision.view
    gains = [c + staked - s for c, staked, s in zip(view["chips"], view["staked"], view["start"], strict=True)]
    return max((s for s in range(len(gains)) if s != decision.seat), key=lambda s: gains[s])


def advise(decision: Decision, rules: BankRules) -> Advice:
    move = HARD.choose(decision)
    percent = number(round(100 * rules.expected_return()))
    if move.kind == "roll":
        return Advice(move, _("You hold the bank: roll the six dice. Every bet returns about {percent} % of its "
                              "stake on average; the bank keeps the rest.").format(percent=percent))
    view, seat = decision.view, decision.seat
    gap, rounds_left = standing(view, seat)
    where = standing_words(gap)
    least = max(1, rules.minimum_bet)
    target = HARD.target_stake(decision)  # the chips the hard bot wants on the board this round
    if move.kind == "done":
        staked = view["staked"][seat]
        if target <= least and staked <= least:
            reason = _("Every bet returns about {percent} % of its stake on average and {standing}: you have staked "
                       "the least the rules allow, so you are done.").format(percent=percent, standing=where)
        elif target <= least:
            reason = _("Every bet returns about {percent} % of its stake on average and {standing}: stake no more "
                       "than what you have on the board ({staked}), so you are done.").format(
                percent=percent, standing=where, staked=chips_words(staked))
        else:
            reason = _("Every bet returns about {percent} % of its stake on average, but {standing} with {rounds} to "
                       "play: what you have on the board ({staked}) is already as much as is worth risking this "
                       "round, so you are done.").format(
                percent=percent, standing=where, staked=chips_words(staked),
                rounds=ngettext("{n} round", "{n} rounds", rounds_left).format(n=number(rounds_left)))
        return Advice(move, reason, (seat_target(leader(decision)),))
    square, chips = bet_square(move), bet_chips(move)
    if target <= least:
        reason = _("Every bet returns about {percent} % of its stake on average and {standing}: stake the least the "
                   "rules allow, {chips} on square {square} (every square is as likely to come up).").format(
            percent=percent, standing=where, chips=chips_words(chips), square=square)
    else:
        times = min(t for t in rules.payouts.values() if t)
        reason = _("Every bet returns about {percent} % of its stake on average, but {standing} with {rounds} to "
                   "play: put {target} on square {square} this round, where a hit ({chance} % a roll) pays {times} "
                   "times the stake. Bet {chips} now.").format(
            percent=percent, standing=where, target=chips_words(target), square=square, times=times,
            chance=number(round(100 * rules.hit_chance(), 1), 1), chips=number(chips),
            rounds=ngettext("{n} round", "{n} rounds", rounds_left).format(n=number(rounds_left)))
    return Advice(move, reason, (seat_target(leader(decision)),))
