"""Nothing hidden leaves the authority, over many games: networked games of Narrespillet, Krutrøyk and Kalahen (dealt
by the server from its own seeds, played by seeded bot guests) to their end against a server on 127.0.0.1. Every step
sent to a guest is checked against the engine's own truth (tests/net/test_no_leaks.py's check: the step's view and
choices are the same in every world its seat cannot tell apart). Prints the games, the steps checked and the leaks.

    python tools/net_leaks.py [--games 200] [--worlds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from game.i18n import number, words  # noqa: E402
from game.net.authority import Table, TableBook  # noqa: E402
from game.net.client import play_seat  # noqa: E402
from game.net.server import ServerThread  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")

GAMES = {"narrespillet": 3, "krutroyk": 3, "kalahen": 2}


def leaks_in(sent: list[tuple[int, dict[str, Any], Any]], worlds: int, rng: random.Random) -> int:
    found = 0
    for seat, shown, state in sent:
        for _ in range(worlds):
            world = state.resample(seat, rng)
            listed = [c["action"] for c in shown["choices"]]
            if json.loads(json.dumps(world.view(seat))) != shown["view"] or (
                    listed and world.current_player() == seat and listed != [a.to_json() for a in
                                                                              world.legal_actions()]):
                found += 1
                break
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games of each of the three")
    parser.add_argument("--worlds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    sent: list[tuple[int, dict[str, Any], Any]] = []
    made = Table.step

    def step(self: Table, seat: int | None, log_from: int = 0) -> dict[str, Any]:
        shown = made(self, seat, log_from)
        if seat is not None:
            sent.append((seat, shown, self.session.match.state.clone()))
        return shown

    Table.step = step  # type: ignore[method-assign]
    rng = random.Random(args.seed)
    total = 0
    with tempfile.TemporaryDirectory() as folder:
        thread = ServerThread(TableBook(Path(folder)))
        url = f"ws://127.0.0.1:{thread.start()}"
        try:
            for game, players in GAMES.items():
                checked = found = 0
                for n in range(args.games):
                    sent.clear()
                    asyncio.run(one_game(url, game, players, args.seed + n))
                    checked += len(sent)
                    found += leaks_in(sent, args.worlds, rng)
                total += found
                print(_("{game}: {games} games, {steps} steps checked, {leaks} leaks").format(
                    game=game, games=number(args.games), steps=number(checked), leaks=number(found)), flush=True)
        finally:
            thread.stop()
    return 1 if total else 0


async def one_game(url: str, game: str, players: int, seed: int) -> None:
    async with connect(url) as ws:
        seats = [{"kind": "remote", "name": f"Seat {i + 1}"} for i in range(players - 1)] + \
                [{"kind": "ai", "level": "easy", "name": "House"}]
        await ws.send(json.dumps({"v": 1, "type": "create", "game": game, "options": {}, "seats": seats}))
        code = json.loads(await ws.recv())["code"]
    await asyncio.gather(*(play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=seed * 10 + i)
                           for i in range(players - 1)))


if __name__ == "__main__":
    raise SystemExit(main())
