"""Nothing hidden leaves the authority: over whole networked games of Narrespillet, Krutrøyk and Kalahen, every step
sent to a guest is checked against the engine's own truth. The state the step was made from is resampled as that
seat knows it (the other hands, the deck's order, rings and choices not yet revealed all drawn again); the step's view
and choices must be the same in every such world, or the step told the guest something its seat may not know. The
check catches a planted leak (another seat's view sent instead)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net.authority import Table
from game.net.client import play_seat
from tests.net.test_play_over_network import create, server  # noqa: F401 - the fixture

GAMES = {"narrespillet": 3, "krutroyk": 3, "kalahen": 2}
WORLDS = 2  # resampled worlds each step is checked in


def record_steps(monkeypatch, leak: bool = False) -> list[tuple[int, dict, object]]:
    """Every seat's step as the authority makes it, with a copy of the state it was made from."""
    sent: list[tuple[int, dict, object]] = []
    made = Table.step

    def step(self, seat, log_from=0):
        shown = made(self, seat, log_from)
        if seat is not None:
            if leak and self.match.info.hidden_information:
                other = (seat + 1) % len(self.match.seats)
                shown = {**shown, "view": json.loads(json.dumps(self.session.view(other)))}
            sent.append((seat, shown, self.session.match.state.clone()))
        return shown

    monkeypatch.setattr(Table, "step", step)
    return sent


def leaks(sent, seed: int = 0) -> list[str]:
    found = []
    rng = random.Random(seed)
    for seat, shown, state in sent:
        for _ in range(WORLDS):
            world = state.resample(seat, rng)
            view = json.loads(json.dumps(world.view(seat)))
            if view != shown["view"]:
                found.append(f"seat {seat}: its view differs in a world it cannot tell apart")
                break
            listed = [c["action"] for c in shown["choices"]]
            if listed and world.current_player() == seat and listed != [a.to_json() for a in world.legal_actions()]:
                found.append(f"seat {seat}: its choices differ in a world it cannot tell apart")
                break
    return found


def play(url: str, game: str, players: int) -> None:
    async def main():
        seats = [{"kind": "remote", "name": f"Seat {i + 1}"} for i in range(players - 1)] + \
                [{"kind": "ai", "level": "easy", "name": "House"}]
        code = await create(url, game, seats)
        await asyncio.wait_for(asyncio.gather(*(
            play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=i) for i in range(players - 1))), 300)
    asyncio.run(main())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_step_tells_a_guest_what_its_seat_may_not_know(server, monkeypatch, game):  # noqa: F811
    _, url = server
    sent = record_steps(monkeypatch)
    play(url, game, GAMES[game])
    assert len(sent) > 50
    assert leaks(sent) == []


def test_the_check_catches_a_planted_leak(server, monkeypatch):  # noqa: F811
    _, url = server
    sent = record_steps(monkeypatch, leak=True)
    play(url, "narrespillet", 3)
    assert leaks(sent)
