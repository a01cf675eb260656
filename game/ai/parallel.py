"""A pool of search worker processes, so a searching bot thinks on every core and not on one thread only.

The workers are started with the spawn method (never fork: the window's process has SDL's threads), the first
time a bot asks for them and never before, as daemons, and are told to stop when the program exits. A worker
runs one task at a time for the process that owns the pool: a module-level function, sent by its name, given
its payload, the moment the worker received it (so a time budget can be measured from there) and a test of
whether it is asked to stop early. Pipes carry everything (no shared memory, no semaphores), every message
as JSON: a payload and an answer are JSON values (a search's position goes as wire.write's tree).

Nothing here may stop the client: a worker that cannot start, dies, raises or is late is killed, its share of
the work is left to the caller (a Batch answers None for it), and a fresh worker is started for a later
decision; after MAX_FAULTS faults in one session the pool gives up and searches stay in one process.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import itertools
import json
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from game.ai import wire

# A task run in a worker: (payload, the moment it was received by perf_counter, asked to stop?) -> its answer.
# Payload and answer are JSON values; the task is a module-level function (a worker finds it by its name).
Task = Callable[[Any, float, Callable[[], bool]], Any]

MOST_WORKERS = 3    # more processes than this add little to a search of a second and cost memory
MAX_FAULTS = 3      # faults in a session after which searches stay in one process
START_SECONDS = 20  # how long warm() waits for workers to come up (a cold start of a frozen build is slow)

_forced: int | None = None


def default_workers() -> int:
    """How many worker processes a searching bot uses beside its own thread: one core fewer than the machine
    has (the calling thread keeps one), at most MOST_WORKERS; 0 on one core."""
    if _forced is not None:
        return _forced
    return max(0, min(MOST_WORKERS, (os.cpu_count() or 1) - 1))


def set_default_workers(count: int | None) -> None:
    """Forces the number of workers of bots that do not name their own (tools and tests); None: the machine's."""
    global _forced
    _forced = count


def _put(conn: Connection, message: list[Any]) -> None:
    conn.send_bytes(json.dumps(message, allow_nan=False).encode())


def _get(conn: Connection) -> list[Any]:
    message = json.loads(conn.recv_bytes())
    if not isinstance(message, list) or not message:
        raise ValueError(f"not a message: {message!r}")
    return message


def task_name(task: Task) -> str:
    """How a task is named to a worker: its module and name."""
    if "<" in task.__qualname__ or "." in task.__qualname__:
        raise ValueError(f"{task.__qualname__} is not a module-level function")
    return f"{task.__module__}:{task.__qualname__}"


def find_task(name: str) -> Task:
    """The task `task_name` named (found as wire finds a class: the program's own modules or loaded ones)."""
    found = wire.find_named(name)
    if not callable(found):
        raise ValueError(f"no task {name}")
    return found  # type: ignore[no-any-return]


def _serve(conn: Connection, preload: str | None) -> None:
    """A worker's loop: answers ["done", ticket, answer] or ["failed", ticket, reason] for every task, until
    told to quit or the pool's end of the pipe is closed (its process ended). It first imports the module
    `preload` names, and with it the modules the tasks will need: a task's time is measured from when it
    arrives, and should not go on imports."""
    if preload is not None:
        with contextlib.suppress(Exception):  # the first task will find out what is missing
            importlib.import_module(preload)
    try:
        _put(conn, ["ready"])
    except (EOFError, OSError):  # the pool's process ended while this one started
        return
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        received = time.perf_counter()
        try:
            message = json.loads(data)
            kind = message[0]
        except (ValueError, TypeError, IndexError, KeyError):
            continue  # not a message of the pool's
        if kind == "quit":
            return
        if kind != "task" or len(message) != 4:
            continue  # a stop for a task already answered
        _kind, ticket, name, payload = message
        stop = _StopWatch(conn, ticket)
        try:
            reply = json.dumps(["done", ticket, find_task(name)(payload, received, stop)], allow_nan=False)
        except Exception as exc:  # the pool's caller decides without this share
            reply = json.dumps(["failed", ticket, f"{type(exc).__name__}: {exc}"])
        try:
            conn.send_bytes(reply.encode())
        except (EOFError, OSError):
            return


class _StopWatch:
    """Whether the pool asked the worker to stop its current task (a stop message is waiting in the pipe)."""

    def __init__(self, conn: Connection, ticket: int) -> None:
        self.conn = conn
        self.ticket = ticket
        self.stopped = False

    def __call__(self) -> bool:
        while not self.stopped and self.conn.poll():
            message = _get(self.conn)
            self.stopped = message[0] == "quit" or (message[0] == "stop" and message[1:] == [self.ticket])
        return self.stopped


class _Worker:
    def __init__(self, context: Any, preload: str | None) -> None:
        ours, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs, preload), name="spelbordet-search",
                                       daemon=True)
        self.conn: Connection = ours
        self.ready = False
        try:
            self.process.start()
        finally:
            theirs.close()

    def is_ready(self) -> bool:
        """Up and waiting for work (it says so once its imports are done)."""
        try:
            if not self.ready and self.process.is_alive() and self.conn.poll():
                self.ready = _get(self.conn) == ["ready"]
        except (EOFError, OSError, ValueError):  # it died starting: found out by the next batch
            return False
        return self.ready

    def wait_ready(self, until: float) -> bool:
        while not self.is_ready():
            if not self.process.is_alive() or time.perf_counter() >= until:
                return False
            self.conn.poll(min(0.05, max(0.0, until - time.perf_counter())))
        return True

    def close(self, kill: bool) -> None:
        if not kill:
            with contextlib.suppress(EOFError, OSError):
                _put(self.conn, ["quit"])
        self.conn.close()
        if kill:
            self.process.kill()
        self.process.join(0.5 if not kill else 2.0)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2.0)


class Pool:
    """The worker processes of this process. One batch of work at a time: a second bot deciding at the same
    time (never so in the client) gets no workers and searches alone."""

    def __init__(self) -> None:
        self._workers: list[_Worker | None] = []
        self._busy = threading.Lock()
        self._tickets = itertools.count(1)
        self._pid = os.getpid()
        self.faults = 0
        self.last_fault = ""
        self._preload: str | None = None

    @property
    def broken(self) -> bool:
        return self.faults >= MAX_FAULTS

    def _start(self, count: int, preload: str | None) -> None:
        """Starts the missing workers of the first `count` (they get ready on their own), each first importing
        the module `preload` names (the module of the tasks, which imports what they need)."""
        if preload is not None:
            self._preload = preload
        context = multiprocessing.get_context("spawn")
        while len(self._workers) < count:
            self._workers.append(None)
        for n in range(count):
            worker = self._workers[n]
            if worker is not None and not worker.process.is_alive():
                self._fault(n, "the worker process ended")
                worker = None
            if worker is None and not self.broken:
                try:
                    self._workers[n] = _Worker(context, self._preload)
                except Exception as exc:  # cannot start processes here: search in one process
                    self._fault(n, f"could not start a worker: {type(exc).__name__}: {exc}")

    def _fault(self, n: int, reason: str) -> None:
        worker = self._workers[n]
        self._workers[n] = None
        self.faults += 1
        self.last_fault = reason
        if worker is not None:
            with contextlib.suppress(Exception):  # already gone
                worker.close(kill=True)

    def warm(self, count: int, preload: str | None = None, seconds: float = START_SECONDS) -> int:
        """Starts `count` workers and waits until they are ready (tools, tests and the selftest; a bot never
        waits); how many are ready."""
        with self._busy:
            self._start(count, preload)
            until = time.perf_counter() + seconds
            return sum(1 for w in self._workers[:count] if w is not None and w.wait_ready(until))

    def batch(self, count: int, preload: str | None = None) -> Batch:
        """Up to `count` workers ready now, for one piece of work; those not started yet are started (see
        _start), to be ready for a later one. Release the batch (a with block) when done."""
        if count <= 0 or self.broken or not self._busy.acquire(blocking=False):
            return Batch(self, [], locked=False)
        try:
            self._start(count, preload)
            ready = [n for n in range(count) if (w := self._workers[n]) is not None and w.is_ready()]
        except Exception as exc:  # whatever went wrong, the decision goes on in one process
            self.faults += 1
            self.last_fault = f"{type(exc).__name__}: {exc}"
            ready = []
        return Batch(self, ready, locked=True)

    def shutdown(self) -> None:
        for n, worker in enumerate(self._workers):
            if worker is not None:
                self._workers[n] = None
                with contextlib.suppress(Exception):  # already gone
                    worker.close(kill=False)

    def kill_worker(self, n: int = 0) -> None:
        """Kills a worker's process as a crash would (tests of the fault handling)."""
        worker = self._workers[n]
        assert worker is not None
        worker.process.kill()
        worker.process.join(2.0)

    def worker_pids(self) -> list[int | None]:
        return [w.process.pid if w is not None else None for w in self._workers]


class Batch:
    """One piece of work shared out to some workers: send a task to each, then collect their answers (None for
    a worker that failed it: it is then killed and replaced later)."""

    def __init__(self, pool: Pool, workers: list[int], locked: bool) -> None:
        self.pool = pool
        self.workers = workers
        self.locked = locked
        self.ticket = next(pool._tickets)
        self.sent: list[int] = []

    def __enter__(self) -> Batch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def release(self) -> None:
        if self.locked:
            self.locked = False
            self.pool._busy.release()

    def send(self, task: Task, payloads: list[Any]) -> list[bool]:
        """Sends one payload to each of the batch's workers (as many payloads as workers, at most); which went.
        A payload is a JSON value, or an object whose to_json() gives one (called here: a payload that cannot
        be written costs its worker's share, as a dead worker would)."""
        went = []
        for n, payload in zip(self.workers, payloads):
            worker = self.pool._workers[n]
            try:
                assert worker is not None
                value = payload.to_json() if hasattr(payload, "to_json") else payload
                _put(worker.conn, ["task", self.ticket, task_name(task), value])
                self.sent.append(n)
                went.append(True)
            except Exception as exc:  # a dead worker, or a payload that cannot be written
                self.pool._fault(n, f"could not send the task: {type(exc).__name__}: {exc}")
                went.append(False)
        return went

    def stop(self) -> None:
        """Asks the workers to stop early and answer with what they have."""
        for n in self.sent:
            worker = self.pool._workers[n]
            try:
                if worker is not None:
                    _put(worker.conn, ["stop", self.ticket])
            except Exception:  # found out when collecting
                pass

    def collect(self, until: float) -> list[Any | None]:
        """The answers in the order sent, waiting until perf_counter reaches `until` at the latest."""
        answers: list[Any | None] = []
        for n in self.sent:
            answers.append(self._answer(n, until))
        return answers

    def _answer(self, n: int, until: float) -> Any | None:
        worker = self.pool._workers[n]
        if worker is None:
            return None
        try:
            while True:
                if not worker.conn.poll(max(0.0, until - time.perf_counter())):
                    self.pool._fault(n, "a worker did not answer in time")
                    return None
                reply = _get(worker.conn)
                if reply[0] == "done" and reply[1] == self.ticket:
                    return reply[2]
                if reply[0] == "failed" and reply[1] == self.ticket:
                    self.pool._fault(n, f"a worker failed: {reply[2]}")
                    return None
        except Exception as exc:  # the process died under it
            self.pool._fault(n, f"a worker stopped answering: {type(exc).__name__}: {exc}")
            return None


_pool: Pool | None = None
_pool_lock = threading.Lock()


def pool() -> Pool:
    """This process's pool (a process forked from one that had a pool gets its own: the workers are not its)."""
    global _pool
    with _pool_lock:
        if _pool is None or _pool._pid != os.getpid():
            _pool = Pool()
            atexit.register(_pool.shutdown)
        return _pool
