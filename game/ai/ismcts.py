"""Information-set Monte Carlo tree search (single-observer ISMCTS; Cowling, Powley & Whitehouse, 2012).

Every iteration samples a full state consistent with what the deciding seat knows (Decision.determinize),
walks one shared tree of actions restricted to the moves legal in that sample (UCB with availability counts),
adds one node, plays the rest out with a playout policy, and backs the result up from each mover's side.
Game-independent: a game may pass its own playout policy, its evaluation of a cut-off playout, and when to
cut playouts short.
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable

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


class ISMCTS:
    def __init__(self, seconds: float | None = None, iterations: int | None = None, exploration: float = 0.7,
                 playout: Playout = random_playout, evaluate: Evaluate = final_returns,
                 stop_playout: StopPlayout | None = None, playout_limit: int = 5000,
                 guided_expansion: bool = False, playout_move: PlayoutMove | None = None,
                 shortlist: Callable[[Decision], list[Action]] | None = None, paired_root: bool = False,
                 early_stop: float | None = None, early_stop_deals: int = 8, play_out: PlayOut | None = None,
                 tree_move: TreeMove | None = None) -> None:
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
        self.last_iterations = 0      # how many iterations the last decision ran (for measurements)
        self.last_seconds = 0.0
        self.last_stopped_early = False

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        rng = decision.rng
        candidates = self.shortlist(decision) if self.shortlist is not None else decision.legal
        if len(candidates) == 1:
            return candidates[0]
        root = Node(None, None, -1)
        started = time.perf_counter()
        deadline = started + self.seconds if self.seconds is not None else math.inf
        done = 0
        race = self.early_stop if self.paired_root else None
        outcomes: dict[int, list[float]] = {i: [] for i in range(len(candidates))}  # moves in the race: results
        self.last_stopped_early = False
        shared = random.Random(0)  # the luck each move of a paired deal plays with (seeded for each)
        while (self.iterations is None or done < self.iterations) and time.perf_counter() < deadline:
            if self.paired_root:
                deal, luck = decision.determinize(rng), rng.random()
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
                        self.last_stopped_early = True
                        break
            else:
                self._iterate(root, decision.determinize(rng), rng, candidates)
                done += 1
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - started
        allowed = {candidates[i] for i in outcomes} if self.paired_root else set(candidates)
        visited = [c for c in root.children.values() if c.action in allowed]
        if not visited:
            return rng.choice(decision.legal)
        if self.paired_root:
            best = max(visited, key=lambda c: c.reward / c.visits)
        else:
            best = max(visited, key=lambda c: (c.visits, c.reward))
        return best.action  # type: ignore[return-value]

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
