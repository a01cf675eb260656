"""Information-set Monte Carlo tree search (single-observer ISMCTS; Cowling, Powley & Whitehouse, 2012).

Every iteration samples a full state consistent with what the deciding seat knows (Decision.determinize),
walks one shared tree of actions restricted to the moves legal in that sample (UCB with availability counts),
adds one node, plays the rest out with a playout policy, and backs the result up from each mover's side.
Game-independent: a game may pass its own playout policy, its evaluation of a cut-off playout, and when to
cut playouts short.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai import parallel, wire
from game.ai.base import Decision
from game.engine.state import CHANCE, TERMINAL, Action, GameState, JsonScalar

Playout = Callable[[GameState, list[Action], random.Random], Action]
# A playout move picked without the list of legal moves (cheaper when listing them costs much); it must be legal.
PlayoutMove = Callable[[GameState, random.Random], Action]
Evaluate = Callable[[GameState], list[float]]
# Given the sampled state an iteration starts from, a test of when to cut its playout short.
StopPlayout = Callable[[GameState], Callable[[GameState], bool]]
# Given the sampled state an iteration starts from, a game's own playout: it plays the state on in place, as the
# playout loop would with the game's policy and stop test, only faster (the game's tests pin that it is the same).
PlayOut = Callable[[GameState], Callable[[GameState, random.Random], None]]
# A game's own way to apply a move of the tree (a chance outcome, a legal move) as apply_known_legal does, only
# faster (the game's tests pin that it is the same).
TreeMove = Callable[[GameState, Action], None]


def random_playout(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def final_returns(state: GameState) -> list[float]:
    return state.returns()


def race_losers(outcomes: dict[int, list[float]], z: float) -> set[int]:
    """The moves clearly behind the move with the best mean: behind it by more than z standard errors of the
    mean of their differences, deal by deal (the moves were played on the same deals, so the luck of the deal
    cancels out of the difference)."""
    deals = len(next(iter(outcomes.values())))
    best = max(outcomes, key=lambda i: sum(outcomes[i]))
    out = set()
    for j, other in outcomes.items():
        if j == best:
            continue
        diffs = [a - b for a, b in zip(outcomes[best], other)]
        mean = sum(diffs) / deals
        variance = sum((d - mean) ** 2 for d in diffs) / (deals - 1)
        if mean > 0 and mean * mean * deals > z * z * variance:
            out.add(j)
    return out


# A node's children are found by their move's kind and arguments, as Actions compare (a tuple hashes several
# times faster than the Action, and the walk looks up every legal move at every node it passes).
MoveKey = tuple[str, tuple[JsonScalar, ...]]


class Node:
    __slots__ = ("action", "parent", "player", "children", "visits", "available", "reward")

    def __init__(self, action: Action | None, parent: Node | None, player: int) -> None:
        self.action = action
        self.parent = parent
        self.player = player          # who made the move leading here (-1 at the root)
        self.children: dict[MoveKey, Node] = {}
        self.visits = 0
        self.available = 0            # how often this move was legal when its parent was visited
        self.reward = 0.0             # summed results for `player`


@dataclass
class RootStats:
    """What one search found at its root: for each candidate (by its index) its visits and summed reward, the
    candidates in the order their root children were made, and in a paired-root search the candidates still
    in the race when it ended. A worker process answers with one."""

    order: list[int]
    visits: list[int]
    rewards: list[float]
    standing: list[int] | None
    iterations: int
    stopped_early: bool
    cpu: float = 0.0  # the CPU time a worker process spent on it


def root_stats(answer: Any, candidates: int) -> RootStats | None:
    """A worker's answer (search_share's JSON) as RootStats, or None if it is none or not one for this many
    candidates (the decision is then made without it)."""
    if not isinstance(answer, dict):
        return None
    try:
        stats = RootStats(**answer)
    except TypeError:
        return None
    known = range(candidates)
    if (len(stats.visits) != candidates or len(stats.rewards) != candidates or any(i not in known for i in stats.order)
            or any(i not in known for i in stats.standing or ())):
        return None
    return stats


def merge_roots(found: list[RootStats], paired: bool) -> RootStats:
    """The root statistics of several searches of one decision as one: visits and rewards summed move by move
    (for paired root, a move's summed reward over its summed visits is its mean over all its deals, as if
    their results were put together), the order of the first search's children then of any new ones; for
    paired root the moves still standing in every race, or if none is, those of the first search."""
    if len(found) == 1:
        return found[0]
    first = found[0]
    order = list(first.order)
    for other in found[1:]:
        order += [i for i in other.order if i not in order]
    visits = [sum(f.visits[i] for f in found) for i in range(len(first.visits))]
    rewards = [sum(f.rewards[i] for f in found) for i in range(len(first.rewards))]
    standing = None
    if paired:
        common = set.intersection(*(set(f.standing or ()) for f in found))
        standing = sorted(common) if common else first.standing
    return RootStats(order, visits, rewards, standing, sum(f.iterations for f in found), first.stopped_early,
                     sum(f.cpu for f in found))


def best_root_move(stats: RootStats, paired: bool) -> int | None:
    """The chosen candidate: for paired root the best mean among the moves still standing, else the most
    visited (then the best summed reward); ties go to the earlier child. None when nothing was searched."""
    allowed = set(stats.standing or ()) if paired else None
    visited = [i for i in stats.order if allowed is None or i in allowed]
    if not visited:
        return None
    if paired:
        return max(visited, key=lambda i: stats.rewards[i] / stats.visits[i])
    return max(visited, key=lambda i: (stats.visits[i], stats.rewards[i]))


# The plain settings a worker's search copies from the deciding one (its functions come from the recipe).
SETTINGS = ("exploration", "playout_limit", "guided_expansion", "paired_root", "early_stop", "early_stop_deals")


@dataclass(frozen=True)
class Recipe:
    """How a worker process makes the same search: a module-level function that returns an ISMCTS, by its
    module and name, and its keyword arguments (JSON values)."""

    module: str
    function: str
    arguments: dict[str, Any] = dataclasses.field(default_factory=dict)

    @staticmethod
    def of(function: Callable[..., ISMCTS], **arguments: Any) -> Recipe:
        parallel.task_name(function)  # a module-level function, or ValueError
        return Recipe(function.__module__, function.__qualname__, arguments)

    def to_json(self) -> list[Any]:
        return [self.module, self.function, self.arguments]

    @staticmethod
    def from_json(value: Any) -> Recipe:
        module, function, arguments = value
        if not (isinstance(module, str) and isinstance(function, str) and isinstance(arguments, dict)):
            raise ValueError(f"not a recipe: {value!r}")
        return Recipe(module, function, arguments)

    def make(self) -> ISMCTS:
        made = parallel.find_task(f"{self.module}:{self.function}")(**self.arguments)  # type: ignore[call-arg]
        if not isinstance(made, ISMCTS):
            raise TypeError(f"{self.module}:{self.function} does not make a search")
        return made


@dataclass
class Share:
    """A worker process's share of a decision: how to make the search, the deciding position, the root's
    candidates, a seed, and a time (from when the worker receives it) or an iteration budget. It travels as
    JSON (to_json): the position as wire.write's tree."""

    recipe: Recipe
    settings: dict[str, Any]
    state: GameState
    seat: int
    candidates: list[Action]
    seed: float
    seconds: float | None
    iterations: int | None

    def to_json(self) -> dict[str, Any]:
        return {"recipe": self.recipe.to_json(), "settings": self.settings, "state": wire.write(self.state),
                "seat": self.seat, "candidates": [move.to_json() for move in self.candidates], "seed": self.seed,
                "seconds": self.seconds, "iterations": self.iterations}

    @staticmethod
    def from_json(value: dict[str, Any]) -> Share:
        state = wire.read(value["state"])
        if not isinstance(state, GameState):
            raise wire.WireError("the position is not a game state")
        return Share(Recipe.from_json(value["recipe"]), dict(value["settings"]), state, int(value["seat"]),
                     [Action.from_json(move) for move in value["candidates"]], float(value["seed"]),
                     value["seconds"], value["iterations"])


# A worker's searches, by their recipe's JSON: a fixed size, one for each searching level of a game.
_made: dict[str, ISMCTS] = {}


def search_share(payload: dict[str, Any], received: float, stop: Callable[[], bool]) -> dict[str, Any]:
    """A worker's task: its share of a decision, searched with the seat's sampled deals (Decision.position);
    the answer is the root's statistics as JSON."""
    share = Share.from_json(payload)
    key = json.dumps(share.recipe.to_json(), sort_keys=True)
    bot = _made.get(key)
    if bot is None:
        bot = _made[key] = share.recipe.make()
    for name, value in share.settings.items():
        if name in SETTINGS:
            setattr(bot, name, value)
    cpu = time.process_time()
    deadline = received + share.seconds if share.seconds is not None else math.inf
    state, seat = share.state, share.seat
    stats = bot._search(lambda r: state.resample(seat, r), random.Random(share.seed), share.candidates, deadline,
                        share.iterations, stop if share.seconds is not None else None)
    stats.cpu = time.process_time() - cpu
    return dataclasses.asdict(stats)


class ISMCTS:
    def __init__(self, seconds: float | None = None, iterations: int | None = None, exploration: float = 0.7,
                 playout: Playout = random_playout, evaluate: Evaluate = final_returns,
                 stop_playout: StopPlayout | None = None, playout_limit: int = 5000,
                 guided_expansion: bool = False, playout_move: PlayoutMove | None = None,
                 shortlist: Callable[[Decision], list[Action]] | None = None, paired_root: bool = False,
                 early_stop: float | None = None, early_stop_deals: int = 8, play_out: PlayOut | None = None,
                 tree_move: TreeMove | None = None, recipe: Recipe | None = None,
                 workers: int | None = None) -> None:
        if seconds is None and iterations is None:
            raise ValueError("give a time or an iteration budget")
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.playout = playout
        self.evaluate = evaluate
        self.stop_playout = stop_playout
        self.playout_limit = playout_limit
        # With playout_move, playouts ask it for each move and apply the move unchecked (the game's tests
        # show it is legal): listing every legal move and checking the move against them is what a playout
        # step costs most in a game with many moves.
        self.playout_move = playout_move
        # With play_out, the game plays each playout itself (playout, playout_move and stop_playout are then
        # what it must match, and what runs when play_out is set back to None).
        self.play_out = play_out
        # With tree_move, the game applies the moves of the tree itself (see TreeMove).
        self.tree_move = tree_move
        # With guided expansion a node's untried moves are added in the playout policy's order of choice,
        # so a small budget still looks at the moves a sensible player would make first.
        self.guided_expansion = guided_expansion
        # A game may narrow the moves searched at the root to its own best few (progressive-bias style pruning).
        self.shortlist = shortlist
        # Paired root: every root move is tried on each sampled deal with the same playout luck (common random
        # numbers), and the best mean wins. The moves are then compared on equal terms, so the noise of the deal
        # cancels out of their difference; this needs more iterations than plain UCB to pay off.
        self.paired_root = paired_root
        # With paired root, a race: after every sampled deal (from early_stop_deals on) a move that trails the
        # leader by more than early_stop standard errors of their per-deal difference drops out, and the search
        # stops when one move is left, so a plain decision takes a fraction of the budget and a close one all.
        self.early_stop = early_stop
        self.early_stop_deals = early_stop_deals
        # Root parallelism (see _search_beside): recipe makes the same search in a worker process (the settings
        # named in SETTINGS are copied over), and workers says how many worker processes search beside the
        # calling thread (None: the machine's share, parallel.default_workers(), for a time budget, none for
        # an iteration budget).
        # Without a recipe the search stays in the calling thread.
        self.recipe = recipe
        self.workers = workers
        self.last_iterations = 0      # how many iterations the last decision ran, in all processes (measurements)
        self.last_seconds = 0.0
        self.last_stopped_early = False
        self.last_processes = 1       # how many processes' searches the last decision merged
        self.last_worker_cpu = 0.0    # the CPU time the worker processes spent on it

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        rng = decision.rng
        candidates = self.shortlist(decision) if self.shortlist is not None else decision.legal
        if len(candidates) == 1:
            return candidates[0]
        started = time.perf_counter()
        workers = self.worker_count(decision)
        self.last_processes = 1
        if workers:
            found = self._search_beside(decision, rng, candidates, started, workers)
        else:
            deadline = started + self.seconds if self.seconds is not None else math.inf
            found = [self._search(decision.determinize, rng, candidates, deadline, self.iterations, None)]
        merged = merge_roots(found, self.paired_root)
        self.last_iterations = merged.iterations
        self.last_seconds = time.perf_counter() - started
        self.last_stopped_early = found[0].stopped_early
        self.last_worker_cpu = merged.cpu
        best = best_root_move(merged, self.paired_root)
        if best is None:
            return rng.choice(decision.legal)
        return candidates[best]

    def worker_count(self, decision: Decision) -> int:
        """How many worker processes search this decision beside the calling thread (see _search_beside)."""
        if self.recipe is None or decision.position is None:
            return 0
        if self.workers is not None:
            return self.workers
        # An iteration budget is for reproducible results (tests, the tournament tool, which already plays its
        # games side by side in processes): it stays in one process unless workers are asked for by name, so
        # a seeded search draws the very random numbers it drew before there were workers.
        return 0 if self.iterations is not None else parallel.default_workers()

    def _search_beside(self, decision: Decision, rng: random.Random, candidates: list[Action], started: float,
                       workers: int) -> list[RootStats]:
        """Root parallelism: the calling thread and `workers` worker processes search the same decision, each
        its own tree on its own sampled deals, and their root statistics are merged (merge_roots).

        With an iteration budget the split is fixed in advance: the budget is shared out evenly, each share
        with a seed drawn from the decision's generator (the calling thread's share plays on with that
        generator), and a share a worker could not take or did not answer is searched here afterwards with
        the same seed. The result then depends on the seed only, never on timing or on faults.

        With a time budget every ready worker searches until the same deadline; a worker that is not ready
        or fails is left out. Hard's race (paired root, early stop): every process races on its own deals;
        when the calling thread's race is decided it tells the workers to stop, and the merged choice is
        made among the moves still standing in every process's race (each of those was played on every deal
        of every process, so their means are compared on the same deals), or if no move is, among the moves
        standing in the calling thread's race, which ran longest. A worker that decides its race first just
        stops and answers; the calling thread races on, so the decision takes as long as a race in one
        process would."""
        assert decision.position is not None and self.recipe is not None
        state, seat = decision.position
        fixed = self.iterations is not None
        settings = {name: getattr(self, name) for name in SETTINGS}
        with parallel.pool().batch(workers, preload=self.recipe.module) as batch:
            if fixed:
                assert self.iterations is not None
                share = self.iterations // (workers + 1)
                own = self.iterations - share * workers
                shares = [Share(self.recipe, settings, state, seat, candidates, rng.random(), None, share)
                          for _n in range(workers)]
                went = batch.send(search_share, shares)
                deadline = math.inf
            else:
                assert self.seconds is not None
                own = None
                deadline = started + self.seconds
                shares = [Share(self.recipe, settings, state, seat, candidates, rng.random(),
                                deadline - time.perf_counter(), None) for _n in batch.workers]
                went = batch.send(search_share, shares)
            mine = self._search(decision.determinize, rng, candidates, deadline, own, None)
            if mine.stopped_early and not fixed:
                batch.stop()
            if fixed:  # a worker's share takes about as long as the calling thread's: this is plenty
                until = time.perf_counter() + 5.0 + 3 * (time.perf_counter() - started)
            else:
                assert self.seconds is not None
                until = max(deadline, time.perf_counter()) + 0.2 + 0.5 * self.seconds
            answers = iter(batch.collect(until))
        found = [mine]
        for n, share_n in enumerate(shares):
            answer = root_stats(next(answers, None) if n < len(went) and went[n] else None, len(candidates))
            if answer is not None:
                found.append(answer)
                self.last_processes += answer.iterations > 0
            elif fixed and share_n.iterations:
                found.append(self._search(decision.determinize, random.Random(share_n.seed), candidates, math.inf,
                                          share_n.iterations, None))
        return found

    def _search(self, determinize: Callable[[random.Random], GameState], rng: random.Random,
                candidates: list[Action], deadline: float, iterations: int | None,
                stop: Callable[[], bool] | None) -> RootStats:
        """One tree's search of a decision until the deadline or the iteration budget (or, in a race, until
        one move is left, or stop says another process decided the race)."""
        root = Node(None, None, -1)
        done = 0
        race = self.early_stop if self.paired_root else None
        outcomes: dict[int, list[float]] = {i: [] for i in range(len(candidates))}  # moves in the race: results
        stopped_early = False
        shared = random.Random(0)  # the luck each move of a paired deal plays with (seeded for each)
        while (iterations is None or done < iterations) and time.perf_counter() < deadline:
            if self.paired_root:
                deal, luck = determinize(rng), rng.random()
                last = len(outcomes) - 1
                for n, (i, results) in enumerate(outcomes.items()):
                    move = candidates[i]
                    key = (move.kind, move.args)
                    child = root.children.get(key)
                    before = child.reward if child is not None else 0.0
                    shared.seed(luck)  # as a new random.Random(luck)
                    # The last move may play on the deal itself: nothing reads it after.
                    self._iterate(root, deal if n == last else deal.clone(), shared, [move])
                    results.append(root.children[key].reward - before)
                done += len(outcomes)
                if race is not None and len(results) >= self.early_stop_deals:
                    for loser in race_losers(outcomes, race):
                        del outcomes[loser]
                    if len(outcomes) == 1:
                        stopped_early = True
                        break
                if stop is not None and stop():
                    break
            else:
                self._iterate(root, determinize(rng), rng, candidates)
                done += 1
        index = {(move.kind, move.args): i for i, move in enumerate(candidates)}
        visits = [0] * len(candidates)
        rewards = [0.0] * len(candidates)
        order = []
        for key, child in root.children.items():
            i = index[key]
            order.append(i)
            visits[i], rewards[i] = child.visits, child.reward
        return RootStats(order, visits, rewards, list(outcomes) if self.paired_root else None, done, stopped_early)

    def _iterate(self, root: Node, state: GameState, rng: random.Random, candidates: list[Action]) -> None:
        # The playout's stop test, or the game's own playout, is made from the state the iteration starts from.
        own = self.play_out(state) if self.play_out is not None else None
        stop = self.stop_playout(state) if self.stop_playout is not None and own is None else None
        node = root
        # The tree's moves are legal by construction (a chance outcome sampled from the state, a move from its
        # own list, a root move of the seat's, which its sampled deals all allow), so they go in unchecked.
        apply = state.apply_known_legal if self.tree_move is None else functools.partial(self.tree_move, state)
        # Selection and expansion, within the moves legal in this determinization.
        while True:
            player = state.current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                apply(state.sample_chance(rng))
                continue
            legal = candidates if node is root else state.legal_actions()
            find = node.children.get
            untried = []
            present = []  # the children of the legal moves, in their order
            for a in legal:
                child = find((a.kind, a.args))
                if child is None:
                    untried.append(a)
                else:
                    child.available += 1
                    present.append(child)
            if untried:
                if self.guided_expansion and len(untried) > 1:
                    action = self.playout(state, untried, rng)
                else:
                    action = rng.choice(untried)
                child = Node(action, node, player)
                child.available = 1
                node.children[(action.kind, action.args)] = child
                apply(action)
                node = child
                break
            log_term = self.exploration
            best, best_value = None, -math.inf
            log, sqrt = math.log, math.sqrt
            for child in present:
                visits = child.visits
                value = child.reward / visits + log_term * sqrt(log(child.available) / visits)
                if value > best_value:
                    best, best_value = child, value
            assert best is not None and best.action is not None
            apply(best.action)
            node = best
        if own is not None:
            own(state, rng)
        else:
            self._play_on(state, rng, stop)
        results = self.evaluate(state)
        # Backpropagation: each node scores the result of the player who moved into it.
        walk: Node | None = node
        while walk is not None:
            walk.visits += 1
            if walk.player >= 0:
                walk.reward += results[walk.player]
            walk = walk.parent

    def _play_on(self, state: GameState, rng: random.Random, stop: Callable[[GameState], bool] | None) -> None:
        """The playout: sampled chance outcomes and playout_move's moves are legal by construction, so they are
        applied unchecked."""
        fast = self.playout_move
        for _step in range(self.playout_limit):
            player = state.current_player()
            if player == TERMINAL or (stop is not None and stop(state)):
                return
            if player == CHANCE:
                state.apply_known_legal(state.sample_chance(rng))
            elif fast is not None:
                state.apply_known_legal(fast(state, rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[0] if len(legal) == 1 else self.playout(state, legal, rng))
