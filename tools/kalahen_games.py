"""Seeded Kalahen games for the benchmark (tools/bench_kalahen.py): the bots of each level, one game played to its
end (play) with what the benchmark reads of it (who won and when, the time of each decision, where the ruler's
scrolls came from, why a game ended without a ruler, and for a watched seat what each of its turns came to), and
many games on worker processes (run).
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai.base import RandomBot, decision_for
from game.engine.state import CHANCE, Action
from game.games.kalahen import game_info
from game.games.kalahen.ai import KalahenBot
from game.games.kalahen.tasks import TrialRoll, Turn
from tools.kalahen_reasons import why_no_ruler
from tools.kalahen_whatif import granted

_INFO = None


def info():
    global _INFO
    if _INFO is None:
        _INFO = game_info()
    return _INFO


EXTENSIONS = {"traps": True, "floating": True, "cooperation": True, "high_risk": True}


class StayBot:
    """A champion that never leaves its castle and never fights: the empty seat of a game played alone."""

    def choose(self, decision) -> Action:
        for kind in ("stay", "no_attack", "end", "skip", "alone", "decline", "no_risk", "no_trap"):
            for a in decision.legal:
                if a.kind == kind:
                    return a
        return decision.legal[0]


def make_bot(level: str, data):
    if level == "random":
        return RandomBot()
    if level == "stay":
        return StayBot()
    return KalahenBot(level, data)


# What a turn of a watched champion came to (TurnTally), in the order the breakdown lists them.
TURN_KINDS = ("card", "put_back", "uff", "failed", "no_search", "village", "home", "gate", "forest", "dragon",
              "stay", "elsewhere")


class TurnTally:
    """Sorts one seat's turns by what came of them: a search that won a card, turned one it may not keep (back
    under the pile), met an Uff! or failed its trial; an arrival at a chest without a search; a village, home,
    a gate, the Magic Forest, a dragon fight, staying or another castle. Magic moves are counted beside."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.kinds = dict.fromkeys(TURN_KINDS, 0)
        self.magic = 0
        self.turn: dict | None = None

    def before(self, state, task, action: Action) -> None:
        if isinstance(task, Turn) and task.seat == self.seat:
            self.close(state)
            self.turn = {"trial": None, "taken": False, "put_back": False, "dragon": False, "to": None,
                         "kind": action.kind}
            if action.kind in ("teleport", "teleport_card"):
                self.magic += 1
            if action.kind == "move" and state.rules.board.circles[str(action.args[0])].kind == "forest":
                self.turn["to"] = "forest"
        if self.turn is None or getattr(task, "seat", None) != self.seat:
            return
        if isinstance(task, TrialRoll):
            self.turn["trial"] = state.rules.schedule[state.pile_of(task.at)].rolls[int(action.args[0])].kind
        if action.kind == "dragon":
            self.turn["dragon"] = True

    def after(self, state, piles: dict[str, list[int]]) -> None:
        """piles: the chests before the action just applied (a card taken or turned under shows there)."""
        if self.turn is None or state.turn_seat != self.seat:
            return
        for pile, cards in state.piles.items():
            if len(cards) < len(piles[pile]):
                self.turn["taken"] = True
            elif cards != piles[pile]:
                self.turn["put_back"] = True

    def close(self, state) -> None:
        turn, self.turn = self.turn, None
        if turn is None:
            return
        if turn["dragon"]:
            kind = "dragon"
        elif turn["to"] == "forest":
            kind = "forest"
        elif turn["trial"]:
            kind = ("uff" if turn["trial"] == "uff" else "card" if turn["taken"] else
                    "put_back" if turn["put_back"] else "failed")
        elif turn["kind"] == "stay":
            kind = "stay"
        else:
            champion = state.champions[self.seat]
            circle = state.rules.board.circles[champion.pos].kind if champion.pos else ""
            kind = {"place": "no_search", "tower": "no_search", "village": "village", "gate": "gate"}.get(
                circle, "home" if champion.pos == champion.castle else "elsewhere")
        self.kinds[kind] += 1


class ScrollTrail:
    """When and from where each champion took each scroll it holds (a chest pile's name, or "duel" for one won
    from a rival), read at the end for the ruler's formula: where a game's rounds go."""

    def __init__(self) -> None:
        self.taken: dict[int, tuple[int, str]] = {}  # card id -> (round, source) of the latest taking
        self._hands: list[set[int]] = []
        self._piles: dict[str, int] = {}

    def before(self, state) -> None:
        self._hands = [set(c.cards) for c in state.champions]
        self._piles = {p: len(cards) for p, cards in state.piles.items()}

    def after(self, state) -> None:
        for c in state.champions:
            for cid in set(c.cards) - self._hands[c.seat]:
                if state.card(cid).kind == "scroll":
                    source = next((p for p, cards in state.piles.items() if len(cards) < self._piles[p]), "duel")
                    self.taken[cid] = (state.round, source)

    def ruler(self, state) -> list[tuple[int, str]]:
        """The ruler's formula scrolls as (round taken, source), in the order they were taken."""
        formula = state.complete_formula(state.winner)
        champion = state.champions[state.winner]
        return sorted(self.taken[cid] for cid in champion.cards + champion.home_scrolls
                      if cid in self.taken and state.card(cid).kind == "scroll"
                      and state.card(cid).formula == formula)


def play(levels: tuple[str, ...], seed: int, options: dict | None = None, watch: int | None = None,
         gifts: tuple[str, ...] = ()) -> dict:
    """One game; seat i is played at levels[i]. Returns the winner's seat, the rounds and decision times, and
    with `watch` a seat whose turns are sorted by what came of them (TurnTally). gifts: a what-if game whose
    champions are given these before each turn (kalahen_whatif.py)."""
    game = info()
    rng = random.Random(seed)
    state = granted(game.new_state(len(levels), game.resolve(options or {})), gifts)
    bots = [make_bot(level, game.data) for level in levels]
    times: dict[str, list[float]] = {level: [] for level in levels}
    tally = TurnTally(watch) if watch is not None else None
    trail = ScrollTrail()
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = state.sample_chance(rng)
        else:
            decision = decision_for(state, player, rng)
            started = time.perf_counter()
            action = bots[player].choose(decision)
            times[levels[player]].append(time.perf_counter() - started)
        trail.before(state)
        if tally is None:
            state.apply(action)
            trail.after(state)
            continue
        piles = {p: list(cards) for p, cards in state.piles.items()}
        tally.before(state, state.agenda[0], action)
        state.apply(action)
        tally.after(state, piles)
        trail.after(state)
    times.pop("stay", None)
    result = {"winner": state.winner, "rounds": state.round, "turns": state.turn_count, "times": times,
              "why": why_no_ruler(state) if state.winner is None else None,
              "formula": trail.ruler(state) if state.winner is not None else []}
    if tally is not None:
        tally.close(state)
        result["kinds"], result["magic"] = tally.kinds, tally.magic
    return result


def _job(args: tuple) -> dict:
    return play(*args)


def run(jobs: list[tuple], workers: int) -> list[dict]:
    if workers <= 1:
        return [_job(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_job, jobs, chunksize=4))
