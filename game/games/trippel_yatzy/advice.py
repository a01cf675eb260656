"""Trippel Yatzy's Hint: what the hard AI would do now, as one legal move, and why.

The hard level's whole plan for the position (the dice to keep and the box it aims at, or the box to write) is put
into words; the move is the next step of that plan, exactly the move the hard bot makes. The parts of the table the
plan speaks of are named for the table to mark: `die:<i>` for each die to keep, `box:<column>:<key>` for the box a
keep aims at (in the column the turn most often ends in)."""

from __future__ import annotations

from game.engine.advice import Advice
from game.engine.bots import Decision
from game.games.trippel_yatzy.action_parts import box_target, die_target
from game.games.trippel_yatzy.ai import hint, next_move
from game.games.trippel_yatzy.scoring import YatzyRules


def advise(decision: Decision, rules: YatzyRules) -> Advice:
    view = decision.view
    said = hint(view, rules)
    move = next_move(said, view)
    points_at: tuple[str, ...] = ()
    if said["action"] == "reroll":
        points_at = tuple(die_target(i) for i, held in enumerate(said["hold"]) if held)
        points_at += (box_target(said["aim_column"], said["aim"]),)
    return Advice(move, said["reason"], points_at)
