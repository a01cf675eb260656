"""Hostile guests against a real server (`python -m game serve`, its own process, on 127.0.0.1): one guest holds a
table's seat and sends --frames malformed, oversized, out-of-turn, wrong-token, stale, illegal and repeated frames
(game/net/fuzz.py), while two honest guests play another table to its end. Prints how many frames were answered
with an error, by kind, whether the attacked table's position stayed where it was, and whether the honest game
ended.

    python tools/fuzz_net.py [--frames 10000] [--seed 7]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from game.i18n import number, words  # noqa: E402
from game.net.client import play_seat  # noqa: E402
from game.net.fuzz import hostile_frame  # noqa: E402
from tools.bench_net import serving  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")


async def create(url: str, game: str, seats: list[dict[str, str]]) -> str:
    async with connect(url) as ws:
        await ws.send(json.dumps({"v": 1, "type": "create", "game": game, "options": {}, "seats": seats}))
        return str(json.loads(await ws.recv())["code"])


async def attack(url: str, frames: int, seed: int) -> tuple[Counter[str], Counter[str], bool, bool]:
    honest = await create(url, "jackpot", [{"kind": "remote", "name": "A"}, {"kind": "remote", "name": "B"},
                                           {"kind": "ai", "level": "easy", "name": "House"}])
    target = await create(url, "kinesisk_bank", [{"kind": "remote", "name": "A"},
                                                  {"kind": "ai", "level": "easy", "name": "House"}])
    game = asyncio.gather(*(play_seat(url, honest, "ai:easy", name=f"Guest {i}", seed=i) for i in range(2)))
    sent: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    async with connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"v": 1, "type": "join", "code": target, "name": "Eve"}))
        step: dict = {}
        with contextlib.suppress(TimeoutError):
            while True:  # the table's own moves up to Eve's turn
                data = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
                if data.get("type") == "step":
                    step = data["step"]
        before = step.get("version")
        rng, last = random.Random(seed), None
        for _ in range(frames):
            kind, frame = hostile_frame(rng, target, before or 0, last)
            last = frame
            sent[kind] += 1
            await ws.send(frame)
            answer = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if answer.get("type") == "error":
                refused[kind] += 1
        await ws.send(json.dumps({"v": 1, "type": "watch", "code": target}))
        after = json.loads(await asyncio.wait_for(ws.recv(), 10))["step"]["version"]
    guests = await asyncio.wait_for(game, 300)
    return sent, refused, after == before, all(g.record is not None for g in guests)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    with serving() as (server, url):
        started = time.perf_counter()
        sent, refused, kept, ended = asyncio.run(attack(url, args.frames, args.seed))
        seconds = time.perf_counter() - started
        alive = server.poll() is None
    print(_("{refused} of {sent} hostile frames answered with an error, in {seconds} s").format(
        refused=number(sum(refused.values())), sent=number(sum(sent.values())), seconds=number(seconds, 1)))
    for kind in sorted(sent):
        print(f"  {kind:12} {refused[kind]:>6} / {sent[kind]}")
    yes_no = {True: _("yes"), False: _("no")}
    print(_("the attacked table stayed where it was: {kept}; the other table's game ended: {ended}; "
            "the server still runs: {alive}").format(kept=yes_no[kept], ended=yes_no[ended], alive=yes_no[alive]))
    return 0 if kept and ended and alive and sum(refused.values()) == sum(sent.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
