"""An authority killed with kill -9 and started again reopens its tables from their files, and the guests come back
by themselves (with their seats' tokens) to the same position: every move a guest was shown is kept, and the game
goes on to one end that every guest agrees on."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from game.engine.saves import record_id
from game.net.client import play_seat
from tests.net.test_play_over_network import create

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(port: int, folder: Path) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    server = subprocess.Popen([sys.executable, "-m", "game", "--lang", "en", "serve", "--port", str(port),
                               "--data", str(folder)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    assert line.startswith("Serving"), line
    return server


def moves_in(path: Path) -> list:
    for _ in range(20):
        try:
            return json.loads(path.read_text(encoding="utf-8"))["match"]["actions"]
        except (OSError, ValueError):
            time.sleep(0.02)  # read between two writes of the table's file
    raise AssertionError(f"{path} cannot be read")


def test_a_killed_authority_comes_back_and_its_guests_with_it(tmp_path):
    port, folder = free_port(), tmp_path / "tables"
    url = f"ws://127.0.0.1:{port}"
    server = start(port, folder)
    try:
        async def main():
            code = await create(url, "trippel_yatzy", [{"kind": "remote", "name": "A"},
                                                       {"kind": "remote", "name": "B"}])
            guests = asyncio.gather(*(play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=i,
                                                reconnect_seconds=30) for i in range(2)))
            path = folder / f"{code}.json"
            while len(moves_in(path)) < 40:
                await asyncio.sleep(0.05)
            os.kill(server.pid, signal.SIGKILL)
            server.wait()
            kept = moves_in(path)
            await asyncio.sleep(0.5)  # the guests find the table gone and keep trying
            return await await_restart(guests, kept, path)

        async def await_restart(guests, kept, path):
            nonlocal server
            server = start(port, folder)
            done = await asyncio.wait_for(guests, 120)
            return done, kept, path

        guests, kept, path = asyncio.run(main())
    finally:
        server.kill()
        server.wait()
    first, second = (guest.record for guest in guests)
    assert first is not None and record_id(first) == record_id(second)
    assert first["actions"][:len(kept)] == kept  # every move kept at the kill is in the game that ended
    assert moves_in(path) == first["actions"]
