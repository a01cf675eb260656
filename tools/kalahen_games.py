"""Seeded Kalahen games for the benchmark (tools/bench_kalahen.py): one game played to its end as the client plays
it (play: game.headless.play_out on a Match, with the bots game.ai.bot_for makes), with what the benchmark reads of
it (who won and when, how it ended, the time of each decision, where the ruler's scrolls came from, why a game ended
without a ruler, and for a watched seat what each of its turns came to), and many games on worker processes (run).
"""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action
from game.games.kalahen import game_info
from game.games.kalahen.tasks import TrialRoll, Turn
from game.headless import play_out
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


class TimedBot:
    """A bot whose decisions are timed (seconds each, into `times`)."""

    def __init__(self, bot, times: list[float]) -> None:
        self.bot, self.times = bot, times

    def choose(self, decision) -> Action:
        started = time.perf_counter()
        action = self.bot.choose(decision)
        self.times.append(time.perf_counter() - started)
        return action


class WatchedMatch(Match):
    """A match as the client plays it, whose every action is also shown to the benchmark's watchers (TurnTally,
    ScrollTrail) before and after it is applied: play_out drives it, rolls and bots alike."""

    def __init__(self, *args, tally: TurnTally | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.tally = tally
        self.trail = ScrollTrail()

    def apply(self, action: Action) -> None:
        state = self.state
        self.trail.before(state)
        if self.tally is None:
            super().apply(action)
            self.trail.after(self.state)
            return
        piles = {p: list(cards) for p, cards in state.piles.items()}
        self.tally.before(state, state.agenda[0], action)
        super().apply(action)
        self.tally.after(self.state, piles)
        self.trail.after(self.state)


def seat_for(level: str, seat: int) -> Seat:
    if level == "random":
        return Seat(f"random {seat + 1}", "random")
    return Seat(f"AI {seat + 1}", "ai", "easy" if level == "stay" else level)


def play(levels: tuple[str, ...], seed: int, options: dict | None = None, watch: int | None = None,
         gifts: tuple[str, ...] = ()) -> dict:
    """One game as the client plays it (game.headless.play_out: a Match with its own generators for the dice and
    the bots, and the bots game.ai.bot_for makes; "stay" is StayBot); seat i is played at levels[i]. Returns the
    winner's seat, the rounds, how the game ended (end_reason), the decision times, and with `watch` a seat whose
    turns are sorted by what came of them (TurnTally). gifts: a what-if game whose champions are given these
    before each turn (kalahen_whatif.py)."""
    game = get_game("kalahen")
    seats = [seat_for(level, i) for i, level in enumerate(levels)]
    match = WatchedMatch(game, options or {}, seats, seed, tally=TurnTally(watch) if watch is not None else None)
    state = granted(match.state, gifts)
    times: dict[str, list[float]] = {level: [] for level in levels}
    bots = [StayBot() if level == "stay" else TimedBot(bot_for(game, seat), times[level])
            for level, seat in zip(levels, seats, strict=True)]
    play_out(match, bots)
    state = match.state
    times.pop("stay", None)
    result = {"winner": state.winner, "rounds": state.round, "turns": state.turn_count, "times": times,
              "end": state.end_reason(),
              "why": why_no_ruler(state) if state.winner is None else None,
              "formula": match.trail.ruler(state) if state.winner is not None else []}
    if match.tally is not None:
        match.tally.close(state)
        result["kinds"], result["magic"] = match.tally.kinds, match.tally.magic
    return result


def _job(args: tuple) -> dict:
    return play(*args)


def run(jobs: list[tuple], workers: int) -> list[dict]:
    if workers <= 1:
        return [_job(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_job, jobs, chunksize=4))
