"""Faults in play across computers, on 127.0.0.1:

1. --kills: a real server (`python -m game serve`) killed with kill -9 at a random moment of a Trippel Yatzy game of
   two guests, and started again: the guests must come back by themselves and finish, every move kept at the kill
   still in the game that ended, both guests with the same record.
2. --cuts: one guest's connection cut (aborted, as a pulled cable would) at that many random moments of one game:
   it must take its seat back each time and the game end as the authority's.

    python tools/kill_net.py [--kills 20] [--cuts 100] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.saves import record_id  # noqa: E402
from game.i18n import number, words  # noqa: E402
from game.net import client  # noqa: E402
from game.net.client import play_seat  # noqa: E402
from tools.bench_net import create, serving, start_server  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")


def moves_in(path: Path) -> list[Any]:
    for _ in range(50):
        try:
            actions: list[Any] = json.loads(path.read_text(encoding="utf-8"))["match"]["actions"]
            return actions
        except (OSError, ValueError, KeyError):
            time.sleep(0.02)
    return []


def kill_trial(seed: int) -> bool:
    """One game, one kill -9 at a random number of moves, one restart; True when nothing was lost."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        server, url = start_server(Path(folder))
        port = url.rsplit(":", 1)[1]

        async def main() -> tuple[list[Any], list[Any], list[Any]]:
            nonlocal server
            code = await create(url, "trippel_yatzy", 2)
            guests = asyncio.gather(*(play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=seed + i,
                                                reconnect_seconds=60) for i in range(2)))
            path = Path(folder) / f"{code}.json"
            at = rng.randrange(5, 150)
            while len(moves_in(path)) < at and not guests.done():
                await asyncio.sleep(0.01)
            os.kill(server.pid, signal.SIGKILL)
            server.wait()
            kept = moves_in(path)
            await asyncio.sleep(rng.uniform(0.1, 1.0))
            server, _url = start_server(Path(folder), int(port))
            done = await asyncio.wait_for(guests, 300)
            return kept, done[0].record["actions"], done[1].record["actions"] if record_id(done[0].record) == \
                record_id(done[1].record) else []

        try:
            kept, first, second = asyncio.run(main())
        finally:
            server.kill()
            server.wait()
    return bool(second) and first[:len(kept)] == kept and first == second


def cut_trial(cuts: int, seed: int) -> tuple[int, bool]:
    """One game in which guest 0's connection is cut `cuts` times; returns the cuts made and whether the game
    ended with the same record for both guests."""
    rng = random.Random(seed)
    made = [0]
    receive = client.Guest.receive

    async def cutting(self: client.Guest) -> dict[str, Any]:
        data = await receive(self)
        if self.keep_frames and self.token and made[0] < cuts and rng.random() < 0.2:
            made[0] += 1
            self.connection.transport.abort()  # as a pulled cable: no closing handshake
        return data

    with serving() as (_server, url):
        async def main() -> bool:
            code = await create(url, "trippel_yatzy", 2)
            client.Guest.receive = cutting  # type: ignore[method-assign]
            try:
                done = await asyncio.wait_for(asyncio.gather(
                    play_seat(url, code, "ai:easy", name="Cut", seed=seed, keep_frames=True),
                    play_seat(url, code, "ai:easy", name="Steady", seed=seed + 1)), 600)
            finally:
                client.Guest.receive = receive  # type: ignore[method-assign]
            return record_id(done[0].record) == record_id(done[1].record)

        same = asyncio.run(main())
    return made[0], same


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--cuts", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    good = sum(kill_trial(args.seed + n) for n in range(args.kills))
    print(_("kill -9 of the server: {good} of {n} games came back and ended with nothing kept lost").format(
        good=number(good), n=number(args.kills)))
    cuts, same = cut_trial(args.cuts, args.seed)
    print(_("a guest's connection cut {cuts} times in one game: {result}").format(
        cuts=number(cuts), result=_("it took its seat back each time and the game ended the same for both guests")
        if same else _("the game did not end the same for both guests")))
    return 0 if good == args.kills and same and cuts == args.cuts else 1


if __name__ == "__main__":
    raise SystemExit(main())
