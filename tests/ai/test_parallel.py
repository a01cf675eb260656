"""Root-parallel search: the worker pool, the merge of the root statistics, seeded results with workers, and
decisions that still come back when a worker dies, hangs or raises."""

from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.ai import parallel
from game.ai.base import decision_for
from game.ai.ismcts import ISMCTS, Recipe, RootStats, best_root_move, merge_roots, root_stats
from game.engine.state import Action, GameState

from .test_ismcts import Guess


@pytest.fixture
def pool() -> Iterator[parallel.Pool]:
    """A pool of this test's own (the faults it provokes stay out of the other tests')."""
    before = parallel._pool
    parallel._pool = fresh = parallel.Pool()
    fresh._pid = os.getpid()
    yield fresh
    fresh.shutdown()
    parallel._pool = before


def in_worker() -> bool:
    return multiprocessing.parent_process() is not None


class Hangs(Guess):
    """Guess, whose sampling hangs in a worker process."""

    def resample(self, seat, rng):
        while in_worker():
            time.sleep(1)
        return super().resample(seat, rng)


class Crashes(Guess):
    """Guess, whose sampling ends a worker process at once, as a crash would."""

    def resample(self, seat, rng):
        if in_worker():
            os._exit(3)
        return super().resample(seat, rng)


class Raises(Guess):
    def resample(self, seat, rng):
        if in_worker():
            raise RuntimeError("a bug in the search")
        return super().resample(seat, rng)


class Unreadable(Guess):
    """Guess, which a worker process cannot read back (making one raises there)."""

    def __new__(cls, *args, **kwargs):
        if in_worker():
            raise RuntimeError("this state cannot be made here")
        return super().__new__(cls)


class Unsendable(Guess):
    """Guess holding a generator, whose state no JSON tree shows: it cannot be sent at all."""

    def __init__(self) -> None:
        super().__init__()
        self.luck = random.Random(1)


def guess_search(paired: bool = False) -> ISMCTS:
    """The recipe of the tests' searches (a worker's budget is its share's)."""
    return ISMCTS(iterations=1, paired_root=paired)


def searcher(**budget: object) -> ISMCTS:
    paired = bool(budget.pop("paired", False))
    bot = ISMCTS(paired_root=paired, **budget)  # type: ignore[arg-type]
    bot.recipe = Recipe.of(guess_search if not paired else paired_guess)
    return bot


def paired_guess() -> ISMCTS:
    return guess_search(paired=True)


def dealt(kind: type[Guess] = Guess) -> Guess:
    state = kind()
    state.apply(Action("deal", (0,)))
    return state


def stats(order: list[int], visits: list[int], rewards: list[float], standing: list[int] | None = None,
          stopped: bool = False) -> RootStats:
    return RootStats(order, visits, rewards, standing, sum(visits), stopped)


def test_plain_roots_merge_by_summing_visits_and_rewards_and_the_most_visited_wins():
    main = stats([0, 1, 2], [10, 12, 8], [5.0, 6.0, 7.0])
    worker = stats([2, 1], [0, 7, 9], [0.0, 3.5, 6.0])  # candidate 0 never searched there: visits 0
    merged = merge_roots([main, worker], paired=False)
    assert merged.visits == [10, 19, 17] and merged.rewards == [5.0, 9.5, 13.0]
    assert merged.iterations == 10 + 12 + 8 + 7 + 9
    assert best_root_move(merged, paired=False) == 1  # alone, the main's search would have taken 1 too
    assert best_root_move(merge_roots([main, stats([2], [0, 0, 30], [0, 0, 1.0])], False), False) == 2


def test_plain_roots_tie_on_visits_goes_to_the_better_reward_then_the_earlier_child():
    merged = merge_roots([stats([1, 0], [5, 5], [2.0, 3.0]), stats([0, 1], [5, 5], [2.5, 1.0])], paired=False)
    assert merged.order == [1, 0]
    assert best_root_move(merged, paired=False) == 0  # 10 visits each, reward 5.5 against 3.0
    tied = merge_roots([stats([1, 0], [5, 5], [2.0, 3.0]), stats([0, 1], [5, 5], [1.0, 2.0])], paired=False)
    assert best_root_move(tied, paired=False) == 1  # 10 visits and 4.0 each: the main's first child


def test_paired_roots_compare_the_means_of_the_moves_standing_in_every_race():
    # The main's race kept moves 0 and 1; the worker's dropped 0. Only 1 stands in both.
    main = stats([0, 1, 2], [20, 20, 8], [15.0, 12.0, 1.0], standing=[0, 1])
    worker = stats([0, 1, 2], [8, 30, 8], [1.0, 15.0, 2.0], standing=[1, 2])
    merged = merge_roots([main, worker], paired=True)
    assert merged.standing == [1]
    assert best_root_move(merged, paired=True) == 1
    # Both kept 0 and 1: the means over all their deals decide (0: 16/28, 1: 27/50).
    both = merge_roots([main, stats([0, 1], [8, 30, 0], [1.0, 15.0, 0.0], standing=[0, 1])], paired=True)
    assert both.standing == [0, 1] and best_root_move(both, paired=True) == 0
    # The races disagree on every move: the main's race, which ran longest, says which still stand.
    apart = merge_roots([stats([0, 1], [20, 5], [15.0, 1.0], [0], True), stats([0, 1], [5, 30], [0.0, 29.0], [1])],
                        paired=True)
    assert apart.standing == [0] and apart.stopped_early and best_root_move(apart, paired=True) == 0


def test_nothing_searched_means_no_move():
    assert best_root_move(stats([], [0, 0], [0.0, 0.0]), paired=False) is None


def test_the_worker_count_is_a_core_fewer_than_the_machine_has_at_most_three(monkeypatch):
    for cores, workers in ((None, 0), (1, 0), (2, 1), (4, 3), (16, 3)):
        monkeypatch.setattr(os, "cpu_count", lambda cores=cores: cores)
        assert parallel.default_workers() == workers
    parallel.set_default_workers(0)
    try:
        assert parallel.default_workers() == 0
    finally:
        parallel.set_default_workers(None)


def test_an_iteration_budget_stays_in_one_process_unless_workers_are_asked_for():
    decision = decision_for(dealt(), 0, random.Random(1))
    assert searcher(iterations=10).worker_count(decision) == 0
    assert searcher(iterations=10, workers=2).worker_count(decision) == 2
    assert ISMCTS(iterations=10, workers=2).worker_count(decision) == 0  # no recipe: nothing to make a worker of


def test_no_workers_searches_as_before(pool):
    for paired in (False, True):
        plain, none = ISMCTS(iterations=200, paired_root=paired), searcher(iterations=200, paired=paired, workers=0)
        first, second = decision_for(dealt(), 0, random.Random(5)), decision_for(dealt(), 0, random.Random(5))
        assert plain.choose(first) == none.choose(second)
        assert first.rng.random() == second.rng.random() and none.last_processes == 1
    assert pool.worker_pids() == []  # nothing was started


def shares_searched(bot: ISMCTS, state: GameState, seed: int) -> tuple:
    decision = decision_for(state, 0, random.Random(seed))
    move = bot.choose(decision)
    return move, bot.last_iterations, bot.last_stopped_early, decision.rng.random()


@pytest.mark.parametrize("paired", [False, True])
def test_an_iteration_budget_with_workers_gives_the_same_result_whoever_searches_the_shares(pool, paired):
    """The shares' split and seeds come from the decision's generator: a share searched by a worker or, when
    the worker is gone, by the deciding thread itself gives the same move, iterations and random numbers."""
    assert pool.warm(1, __name__) == 1
    bot = searcher(iterations=301, paired=paired, workers=1)
    by_worker = [shares_searched(bot, dealt(), seed) for seed in range(4)]
    assert bot.last_processes == 2
    pool.kill_worker(0)
    alone = [shares_searched(bot, dealt(), seed) for seed in range(4)]  # its replacement is not ready yet
    assert alone == by_worker
    assert all(move == Action("any") for move, *_rest in alone)
    assert sum(iterations for _move, iterations, *_rest in alone) >= 4 * 300


def decide_in_time(bot: ISMCTS, state: GameState) -> Action:
    decision = decision_for(state, 0, random.Random(2))
    move = bot.choose(decision)
    assert move in decision.legal
    return move


@pytest.mark.parametrize("kind", [Crashes, Raises, Hangs, Unreadable, Unsendable])
def test_a_worker_that_dies_raises_or_hangs_leaves_the_decision_to_the_deciding_thread(pool, kind):
    assert pool.warm(1, __name__) == 1
    first = pool.worker_pids()[0]
    bot = searcher(seconds=0.2, workers=1)
    decide_in_time(bot, dealt(kind))
    assert bot.last_processes == 1 and pool.faults == 1
    assert bot.last_seconds < 5  # the hanging worker is given up 0.3 s after the deadline
    assert pool.warm(1, __name__) == 1 and pool.worker_pids()[0] != first  # replaced
    decide_in_time(bot, dealt())
    assert bot.last_processes == 2


def test_a_worker_killed_between_decisions_is_replaced_and_the_game_goes_on(pool):
    assert pool.warm(1, __name__) == 1
    bot = searcher(seconds=0.1, workers=1, paired=True)
    decide_in_time(bot, dealt())
    assert bot.last_processes == 2
    pool.kill_worker(0)
    decide_in_time(bot, dealt())
    assert bot.last_processes == 1 and pool.faults == 1


def test_the_pool_gives_up_after_repeated_faults(pool):
    bot = searcher(seconds=0.05, workers=1)
    for fault in range(parallel.MAX_FAULTS):
        assert pool.warm(1, __name__) == 1
        decide_in_time(bot, dealt(Crashes))
        assert pool.faults == fault + 1
    assert pool.broken and pool.warm(1, __name__) == 0
    decide_in_time(bot, dealt())
    assert bot.last_processes == 1


def loaded_modules(payload: object, received: float, stop: Callable[[], bool]) -> list[str]:
    return sorted(sys.modules)


def test_a_worker_runs_tasks_and_never_loads_pygame(pool):
    assert pool.warm(1, __name__) == 1
    with pool.batch(1) as batch:
        assert batch.send(loaded_modules, [None]) == [True]
        [modules] = batch.collect(time.perf_counter() + 30)
    assert modules is not None and "game.ai.parallel" in modules
    assert not any(name.split(".")[0] == "pygame" for name in modules)


def test_nothing_in_game_ai_imports_pygame():
    root = Path(__file__).resolve().parents[2]
    code = ("import sys; import game.ai, game.ai.base, game.ai.ismcts, game.ai.parallel, "
            "game.games.narrespillet.ai; print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_worker_ignores_bytes_that_are_not_a_message_and_answers_the_next_task(pool):
    """Every message is JSON; a worker reads nothing else (no bytes of another format are ever read)."""
    assert pool.warm(1, __name__) == 1
    worker = pool._workers[0]
    assert worker is not None
    worker.conn.send_bytes(b"\x80\x04not json")
    worker.conn.send_bytes(b'{"task": 1}')
    with pool.batch(1) as batch:
        assert batch.send(loaded_modules, [None]) == [True]
        [modules] = batch.collect(time.perf_counter() + 30)
    assert modules is not None and pool.faults == 0


def test_a_worker_answer_counts_only_as_the_root_statistics_of_this_decision():
    answer = {"order": [1, 0], "visits": [3, 4], "rewards": [1.0, 2.5], "standing": None, "iterations": 7,
              "stopped_early": False, "cpu": 0.01}
    assert root_stats(answer, 2) == RootStats([1, 0], [3, 4], [1.0, 2.5], None, 7, False, 0.01)
    assert root_stats(answer, 3) is None  # another decision's candidates
    assert root_stats({**answer, "order": [0, 5]}, 2) is None
    assert root_stats({**answer, "extra": 1}, 2) is None
    assert root_stats(None, 2) is None and root_stats([1, 2], 2) is None


def test_a_recipe_names_a_module_level_function_and_makes_its_search():
    recipe = Recipe.of(searcher, iterations=5)
    assert recipe.to_json() == [__name__, "searcher", {"iterations": 5}]
    made = Recipe.from_json(recipe.to_json()).make()
    assert isinstance(made, ISMCTS) and made.iterations == 5
    with pytest.raises(ValueError):
        Recipe.of(lambda: ISMCTS(iterations=1))
    with pytest.raises(TypeError):
        Recipe.of(dealt).make()  # a function, but not of a search
