"""Nothing hidden leaves the authority, over many games: networked games of Narrespillet, Krutrøyk and Kalahen (dealt
by the server from its own seeds, played by seeded bot guests) to their end against a server on 127.0.0.1. Every step
sent to a guest is checked against the engine's own truth (`leaks`, which tests/net/test_no_leaks.py runs too: the
step's view and choices are the same in every world its seat cannot tell apart, and a move told is the seat's own or
dice thrown in the open). Prints the games, the steps checked and the steps that told too much.

    python tools/net_leaks.py [--games 200] [--worlds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from game.i18n import language, number, speaking, words  # noqa: E402
from game.net.authority import Table, TableBook  # noqa: E402
from game.net.client import play_seat  # noqa: E402
from game.net.server import ServerThread  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")

GAMES = {"narrespillet": 3, "krutroyk": 3, "kalahen": 2}


# What the authority sent a seat, the state it was made from, the game's dice thrown in the open, and the language
# the step was worded in.
Sent = tuple[int, dict[str, Any], Any, frozenset[str], str]


def recording_step(sent: list[Sent], leak: bool = False) -> Callable[..., dict[str, Any]]:
    """Table.step, keeping every seat's step with a copy of the state it was made from. `leak`: plants a leak (the
    next seat's view, and every move itself) for a check to catch."""
    made = Table.step

    def step(self: Table, seat: int | None, log_from: int = 0, played_from: int | None = None,
             lang: str | None = None) -> dict[str, Any]:
        shown = made(self, seat, log_from, played_from, lang)
        if seat is not None:
            if leak and self.match.info.hidden_information:
                other = (seat + 1) % len(self.match.seats)
                moves = self.session.played[played_from or 0:]
                shown = {**shown, "view": json.loads(json.dumps(self.session.view(other))),
                         "played": [{**entry, "action": move.action.to_json()}
                                    for entry, move in zip(shown.get("played", []), moves, strict=True)]}
            sent.append((seat, shown, self.session.match.state.clone(), self.match.info.public_moves,
                         lang or language()))
        return shown

    return step


def leaks(sent: list[Sent], worlds: int = 2, seed: int = 0) -> list[str]:
    """What each step told its seat that the seat may not know. The state a step was made from is resampled as that
    seat knows it (the other hands, the deck's order, rings and choices not yet revealed all drawn again): the
    step's view and choices must be the same in every such world. A move told (`played`) must be the seat's own or
    dice thrown in the open."""
    found = []
    rng = random.Random(seed)
    for seat, shown, state, public, lang in sent:
        for entry in shown.get("played", []):
            action = entry["action"]
            if action is not None and entry["actor"] != seat and not (entry["actor"] < 0 and action[0] in public):
                found.append(f"seat {seat}: told another seat's move {action}")
        for _ in range(worlds):
            world = state.resample(seat, rng)
            with speaking(lang):  # a view may hold words: the world's in the step's language
                view = json.loads(json.dumps(world.view(seat)))
            if view != shown["view"]:
                found.append(f"seat {seat}: its view differs in a world it cannot tell apart")
                break
            listed = [c["action"] for c in shown["choices"]]
            if listed and world.current_player() == seat and listed != [a.to_json() for a in world.legal_actions()]:
                found.append(f"seat {seat}: its choices differ in a world it cannot tell apart")
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
    sent: list[Sent] = []
    Table.step = recording_step(sent)  # type: ignore[method-assign]
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
                    found += len(leaks(sent, args.worlds, args.seed + n))
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
    # The guests ask for every move as a window's table does, so the moves they are told are checked too.
    await asyncio.gather(*(play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=seed * 10 + i, moves=True)
                           for i in range(players - 1)))


if __name__ == "__main__":
    raise SystemExit(main())
