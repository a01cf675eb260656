"""Kalahen opponents: a planner that reads the board from its seat's view.

It values each enchanted place by the schedule (the chance of winning a card with the rings and weapons it
carries, the LP a failure costs, the rings it spends), routes there by turns and expected LP loss, heals and
buys when low, brings scrolls home, takes the tower and the Magic Forest when it holds the key and shield,
and fights the dragon with the rings it has. Levels differ in care: easy plays loosely and sometimes at random,
hard weighs risk to its life, uses teleports and champion combat more shrewdly, and hunts weakened rivals.

The bot here answers each task by its table; the judgements it shares are in ai_values.py (the Planner), and
the choices in ai_moves.py (routes and the turn), ai_fights.py (trials and fights) and ai_extensions.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.engine.tasks import Task
from game.games.kalahen.ai_endgame import on_turn_endgame
from game.games.kalahen.ai_extensions import on_coop_answer, on_coop_ask, on_risk, on_trap
from game.games.kalahen.ai_fights import (
    on_attack,
    on_duel_rings,
    on_enchant,
    on_fight_rings,
    on_gift,
    on_pay,
    on_reroll,
    on_search,
    on_spoils,
)
from game.games.kalahen.ai_moves import on_after
from game.games.kalahen.ai_values import Planner
from game.games.kalahen.tasks import (
    CHOICE_KINDS,
    After,
    Attack,
    CoopAnswer,
    CoopAsk,
    DuelRings,
    Enchant,
    FightRings,
    Gift,
    Pay,
    Reroll,
    Risk,
    Search,
    Spoils,
    Trap,
    Turn,
)


class KalahenBot(Planner):
    """A Kalahen opponent: answers each task it chooses in by the table below, from its seat's view."""

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1 and not self.remember:
            return legal[0]  # nothing to choose or to remember: the view is not even built
        view = decision.view
        if self.remember:
            self.memory.observe(view)
        if self.hunt_memory:
            self.note_rivals(view)
        if len(legal) == 1:
            return legal[0]
        task = view["pending"]["task"]
        if self.noise and decision.rng.random() < self.noise and task in ("turn", "after", "search", "attack"):
            return decision.rng.choice(legal)
        kind = TASK_BY_NAME.get(str(task))
        action = CHOOSERS[kind](self, decision, view) if kind is not None else None
        if action is None or action not in legal:
            return legal[0]
        return action


# How the bot answers each task a seat chooses in; every choice task has its answer (checked at import).
CHOOSERS: dict[type[Task], Callable[[Planner, Decision, Mapping[str, Any]], Action | None]] = {
    Turn: on_turn_endgame, After: on_after, Search: on_search, Enchant: on_enchant, FightRings: on_fight_rings,
    Reroll: on_reroll, Pay: on_pay, Gift: on_gift, Attack: on_attack, DuelRings: on_duel_rings, Spoils: on_spoils,
    Trap: on_trap, Risk: on_risk, CoopAsk: on_coop_ask, CoopAnswer: on_coop_answer,
}
if set(CHOOSERS) != CHOICE_KINDS:
    raise LookupError(f"no bot answer for: {sorted(k.__name__ for k in CHOICE_KINDS - set(CHOOSERS))}")
# The task classes by the names the view gives them (view["pending"]["task"]).
TASK_BY_NAME: dict[str, type[Task]] = {kind.view_name: kind for kind in CHOICE_KINDS}
