"""Narrespillet's AI: a rule-based player (easy) and information-set MCTS guided by it (normal, hard).

The rule-based player (policy.py) reads a small summary of the table (what it holds, what leads each house),
built either from a seat's view (when it plays) or from a determinized state (inside the search's playouts,
which playout.py plays). Normal cuts its playouts short and scores the table by who leads each house; hard
plays every playout to the end of the round, scores the victories actually taken, and compares its moves on
shared deals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from game.ai.base import Bot, Decision, RandomBot
from game.ai.ismcts import ISMCTS, Recipe
from game.ai.think_time import DEFAULT_HARD_THINKING, HARD_THINKING, hard_seconds
from game.engine.state import Action, GameState
from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.lean_playout import rest_of_round
from game.games.narrespillet.placements import rank_key
from game.games.narrespillet.policy import (
    PILE_TURNS_AGREED,
    fool_choice_in_view,
    playout_move,
    playout_policy,
    ranked,
    rule_choice,
)
from game.games.narrespillet.sight import table_from_view
from game.games.narrespillet.tasks import Decide


class Level(NamedTuple):
    seconds: float          # search time per decision (the tournament tool may give an iteration budget instead;
                            # hard's is the player's choice, see level_seconds)
    paired: bool            # compares its root moves on shared deals (see ISMCTS.paired_root)
    whole_round: bool       # playouts run to the end of the round and score the victories taken (else see below)
    race: float | None = None  # stops early when its best move leads by this many standard errors (paired only)


LEVELS = {"normal": Level(0.3, paired=False, whole_round=False),
          "hard": Level(HARD_THINKING[DEFAULT_HARD_THINKING], paired=True, whole_round=True, race=2.5)}


def level_seconds(level: str) -> float:
    """A searching level's time a decision (0 for the others): hard's as the player chose in Settings,
    normal's its own."""
    if level == "hard":
        return hard_seconds()
    return LEVELS[level].seconds if level in LEVELS else 0.0

PLAYOUT_STEPS = 60          # short playouts stop at the end of the round or after this many actions
SHORTLIST = 4              # moves compared by the search at its root
# When a playout is cut mid-round, a house's current leader counts as this share of a victory, by the ranking
# line of its placement (a World holds for certain; a small number placement is easily beaten).
LEADER_CREDIT = (1.0, 0.95, 0.9, 0.85, 0.75, 0.65, 0.5, 0.4, 0.25)


def shortlist(decision: Decision) -> list[Action]:
    """The few moves the search compares: the rule-based player's best SHORTLIST."""
    pending = decision.view["pending"]
    me = pending.get("entity", decision.seat)
    if me is None or me < 0:
        me = decision.seat
    tab = table_from_view(decision.view, decision.seat, me)
    if pending["kind"] == "vote" and tab.pile_turns >= PILE_TURNS_AGREED:
        return [Action("vote", (0,))]  # the search keeps to the AI's limit, or a table of AIs might never end
    return ranked(pending["kind"], decision.legal, tab)[:SHORTLIST]


class RuleBot:
    """Easy: plays strong placements that lead their house, uses the plainly useful trumps, discards the rest."""

    def choose(self, decision: Decision) -> Action:
        pending = decision.view["pending"]
        me = pending.get("entity", decision.seat)
        if me is None or me < 0:
            me = decision.seat
        if pending["kind"] == "fool" and len(decision.legal) > 1:
            return fool_choice_in_view(decision.view, [a for a in decision.legal if a.kind == "steal"])
        tab = table_from_view(decision.view, decision.seat, me)
        return rule_choice(pending["kind"], decision.legal, tab, decision.rng)


def expected_victories(state: GameState) -> list[float]:
    """Each seat's victories so far plus, in a round still being played, part of a victory (LEADER_CREDIT)
    for every house it leads now."""
    est = [float(sum(v)) for v in state.victories]  # type: ignore[attr-defined]
    if not state.finished and not state.chance:  # type: ignore[attr-defined]
        fields = state.table.fields  # type: ignore[attr-defined]
        active = state.active()  # type: ignore[attr-defined]
        for h in range(HOUSES):
            # The leader by rank_key; its first part is the line, so a full key is only needed on equal lines.
            best, who = None, -1
            for x in active:
                p = fields[x][h]
                if p is not None and p.kind != "forfeit" and (
                        best is None or p.line < best.line or (p.line == best.line and rank_key(p) > rank_key(best))):
                    best, who = p, x
            if best is not None:
                est[state.controller(who)] += LEADER_CREDIT[min(best.line, len(LEADER_CREDIT) - 1)]  # type: ignore[attr-defined]
    return est


def evaluate(state: GameState) -> list[float]:
    """A short playout's result (normal): the final returns, or else half for leading on expected victories
    and half for the share of them."""
    if state.finished:  # type: ignore[attr-defined]
        return state.returns()
    est = expected_victories(state)
    top = max(est)
    leaders = est.count(top)
    spread = max(1.0, sum(est))
    return [0.5 * (1 / leaders if e == top else 0.0) + 0.5 * e / spread for e in est]


def victory_share(state: GameState) -> list[float]:
    """A whole-round playout's result (hard): each seat's share of the victories taken. A seat's own victories
    vary far less from one sampled deal to the next than who happens to lead, so fewer playouts tell two
    moves apart; and victories are what the game counts."""
    est = expected_victories(state)
    total = max(1.0, sum(est))
    return [e / total for e in est]


def round_over(start: GameState) -> Callable[[GameState], bool]:
    """Short playouts stop when the round they started in is scored, or after PLAYOUT_STEPS actions."""
    first = start.round  # type: ignore[attr-defined]
    steps = [0]

    def stop(now: GameState) -> bool:
        steps[0] += 1
        return steps[0] > PLAYOUT_STEPS or now.round != first  # type: ignore[attr-defined]
    return stop


def round_end(start: GameState) -> Callable[[GameState], bool]:
    """Whole-round playouts stop when the round they started in is scored."""
    first = start.round  # type: ignore[attr-defined]
    return lambda now: now.round != first  # type: ignore[attr-defined]


def tree_move(state: GameState, move: Action) -> None:
    """A move of the search's tree, as apply_known_legal: a turn's move with nothing queued through the state's
    inline turn flow, as the playouts take their turns (playout.py)."""
    ask = state.ask  # type: ignore[attr-defined]
    if ask is not None and ask.kind is Decide.TURN and not state.tasks and not state.chance:  # type: ignore[attr-defined]
        state.play_turn(ask.entity, move.kind, move.args)  # type: ignore[attr-defined]
    else:
        state.apply_known_legal(move)


def make_search(seconds: float | None = None, iterations: int | None = None, paired: bool = False,
                whole_round: bool = False, race: float | None = None, workers: int | None = None) -> ISMCTS:
    """The search; workers: how many worker processes search beside it (see ISMCTS.workers)."""
    # A worker process makes the same search from the recipe (the budget it is given is that of its share).
    recipe = Recipe.of(make_search, iterations=1, paired=paired, whole_round=whole_round, race=race)
    return ISMCTS(seconds=seconds, iterations=iterations, playout=playout_policy, playout_move=playout_move,
                  evaluate=victory_share if whole_round else evaluate,
                  stop_playout=round_end if whole_round else round_over, guided_expansion=True, shortlist=shortlist,
                  paired_root=paired, early_stop=race,
                  play_out=rest_of_round(None if whole_round else PLAYOUT_STEPS), tree_move=tree_move,
                  recipe=recipe, workers=workers)


def make_level(level: str, iterations: int | None = None, workers: int | None = None) -> ISMCTS:
    """A search level; an iteration budget in place of its time makes it reproducible (the tournament tool).
    workers: how many worker processes search beside it (None: the machine's share for a time budget, none
    for an iteration budget; see ISMCTS.worker_count)."""
    settings = LEVELS[level]
    return make_search(seconds=None if iterations else level_seconds(level), iterations=iterations,
                       paired=settings.paired, whole_round=settings.whole_round, race=settings.race, workers=workers)


def make_bot(level: str) -> Bot:
    if level == "easy":
        return RuleBot()
    if level in LEVELS:
        return make_level(level)
    if level == "random":
        return RandomBot()
    raise ValueError(f"unknown level {level!r}")
