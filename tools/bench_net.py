"""Play across computers on loopback: a dedicated server (`python -m game serve`, its own process) and guests in
this one.

1. Latency: a Trippel Yatzy table of 2, 4 and 8 guests, each playing its seat with the random player; for every
   move, the time from the guest sending it to the moment every guest has the step that follows it. Prints the
   median and the 95th percentile (goal: under 20 ms).
2. Load: --tables tables of dice games (Jackpot, Dödssprånget, Fängelse, Bovjakten), two guests each, played over
   and over for --seconds: the server's moves a second, and its CPU time and memory per table.

    python tools/bench_net.py [--moves 300] [--tables 200] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, language_arguments, speak  # noqa: E402

_, ngettext = words("tools")

ROOT = Path(__file__).resolve().parent.parent
LOAD_GAMES = ("jackpot", "dodsspranget", "fangelse", "bovjakten")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(folder: Path, port: int | None = None) -> tuple[subprocess.Popen[str], str]:
    """`python -m game serve` keeping its tables in `folder`, on `port` (default: a free one); returns once it
    listens."""
    port = port or free_port()
    server = subprocess.Popen([sys.executable, "-m", "game", *language_arguments(), "serve", "--port", str(port),
                               "--data", str(folder)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert server.stdout is not None
    server.stdout.readline()  # "Serving …": it listens
    return server, f"ws://127.0.0.1:{port}"


@contextlib.contextmanager
def serving() -> Iterator[tuple[subprocess.Popen[str], str]]:
    """A server with its tables in a temporary folder, killed when the block ends."""
    with tempfile.TemporaryDirectory() as folder:
        server, url = start_server(Path(folder))
        try:
            yield server, url
        finally:
            server.kill()
            server.wait()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


async def create(url: str, game: str, seats: int) -> str:
    async with connect(url) as ws:
        await ws.send(json.dumps({"v": 1, "type": "create", "game": game, "options": {},
                                  "seats": [{"kind": "remote", "name": f"P{i + 1}"} for i in range(seats)]}))
        return str(json.loads(await ws.recv())["code"])


async def seat_player(url: str, code: str, index: int, rng: random.Random, sent: dict[int, float],
                      arrived: dict[int, dict[int, float]], stop: asyncio.Event) -> None:
    """One guest: plays its seat with random legal moves; notes when the step after each move reaches it."""
    async with connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"v": 1, "type": "join", "code": code, "seat": index, "name": f"P{index + 1}"}))
        answered = -1
        while not stop.is_set():
            try:
                data = json.loads(await asyncio.wait_for(ws.recv(), 1))
            except TimeoutError:
                continue
            if data.get("type") == "end":
                stop.set()
            if data.get("type") != "step":
                continue
            now, step = time.perf_counter(), data["step"]
            version = step["version"]
            for seq in [s for s in sent if s < version]:
                arrived.setdefault(seq, {}).setdefault(index, now)
            if step["to_act"] == index and step["choices"] and answered < version:
                answered = version
                choice = rng.choice(step["choices"])
                sent[version] = time.perf_counter()
                await ws.send(json.dumps({"v": 1, "type": "move", "seq": version, "action": choice["action"]}))


async def latency(url: str, guests: int, moves: int, seed: int) -> list[float]:
    code = await create(url, "trippel_yatzy", guests)
    sent: dict[int, float] = {}
    arrived: dict[int, dict[int, float]] = {}
    stop = asyncio.Event()
    players = [asyncio.create_task(seat_player(url, code, i, random.Random(seed + i), sent, arrived, stop))
               for i in range(guests)]
    while not stop.is_set() and sum(len(a) == guests for a in arrived.values()) < moves:
        await asyncio.sleep(0.05)
    stop.set()
    await asyncio.gather(*players)
    return [max(arrived[seq].values()) - sent[seq] for seq in sorted(sent)
            if len(arrived.get(seq, {})) == guests][:moves]


async def load(url: str, tables: int, seconds: float, seed: int) -> int:
    """Moves made over `seconds` at `tables` tables of dice games played again and again by two guests each."""
    stop = asyncio.Event()
    made = [0]

    async def table_loop(n: int) -> None:
        rng = random.Random(seed + n)
        while not stop.is_set():
            code = await create(url, LOAD_GAMES[n % len(LOAD_GAMES)], 2)
            done = asyncio.Event()
            await asyncio.gather(*(guest_loop(code, i, rng, done) for i in range(2)))

    async def guest_loop(code: str, index: int, rng: random.Random, done: asyncio.Event) -> None:
        async with connect(url, max_size=None) as ws:
            await ws.send(json.dumps({"v": 1, "type": "join", "code": code, "seat": index, "name": f"P{index + 1}"}))
            answered = -1
            while not (stop.is_set() or done.is_set()):
                try:
                    data = json.loads(await asyncio.wait_for(ws.recv(), 1))
                except TimeoutError:
                    continue
                if data.get("type") == "end":
                    done.set()
                elif data.get("type") == "step":
                    step = data["step"]
                    if index == 0:
                        made[0] += len(data["moves"])
                    if step["to_act"] == index and step["choices"] and answered < step["version"]:
                        answered = step["version"]
                        await ws.send(json.dumps({"v": 1, "type": "move", "seq": step["version"],
                                                  "action": rng.choice(step["choices"])["action"]}))

    loops = [asyncio.create_task(table_loop(n)) for n in range(tables)]
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(*loops, return_exceptions=True)
    return made[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=300, help="moves timed at each table size")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    with serving() as (server, url):
        for guests in (2, 4, 8):
            times = sorted(asyncio.run(latency(url, guests, args.moves, args.seed)))
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(_("{n} guests: {moves} moves, from a move sent to every guest's step: median {median} ms, "
                    "95th percentile {p95} ms").format(n=guests, moves=len(times),
                                                       median=number(statistics.median(times) * 1000, 2),
                                                       p95=number(p95 * 1000, 2)))
        before_cpu, before_rss = cpu_seconds(server.pid), rss_bytes(server.pid)
        moves = asyncio.run(load(url, args.tables, args.seconds, args.seed))
        cpu = cpu_seconds(server.pid) - before_cpu
        rss = rss_bytes(server.pid) - before_rss
        print(_("{tables} tables of dice games for {seconds} s: {rate} moves a second; the server's CPU "
                "{cpu} ms a second per table, memory {kib} KiB per table").format(
            tables=args.tables, seconds=number(args.seconds), rate=number(moves / args.seconds, 0),
            cpu=number(cpu / args.seconds / args.tables * 1000, 2),
            kib=number(max(0, rss) / args.tables / 1024, 0)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
