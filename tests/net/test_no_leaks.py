"""Nothing hidden leaves the authority: over whole networked games of Narrespillet, Krutrøyk and Kalahen, every step
sent to a guest is checked against the engine's own truth (tools/net_leaks.py's check, which its long runs use). The
state the step was made from is resampled as that seat knows it (the other hands, the deck's order, rings and choices
not yet revealed all drawn again); the step's view and choices must be the same in every such world, or the step told
the guest something its seat may not know. The moves a window's guest is told carry a move itself only where the seat
may know it all: its own, or dice thrown in the open. The check catches a planted leak."""

from __future__ import annotations

import asyncio

import pytest

from game.net.authority import Table
from game.net.client import play_seat
from tests.net.test_play_over_network import create, server  # noqa: F401 - the fixture
from tools.net_leaks import Sent, leaks, recording_step

GAMES = {"narrespillet": 3, "krutroyk": 3, "kalahen": 2}


def play(url: str, game: str, players: int) -> None:
    async def main():
        seats = [{"kind": "remote", "name": f"Seat {i + 1}"} for i in range(players - 1)] + \
                [{"kind": "ai", "level": "easy", "name": "House"}]
        code = await create(url, game, seats)
        await asyncio.wait_for(asyncio.gather(*(
            # The first guest's steps are worded in Svenska: the authority's other path (the game said again).
            play_seat(url, code, "ai:easy", name=f"Guest {i}", seed=i, moves=True, lang=("sv", "en")[i % 2])
            for i in range(players - 1))), 300)
    asyncio.run(main())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_step_tells_a_guest_what_its_seat_may_not_know(server, monkeypatch, game):  # noqa: F811
    _, url = server
    sent: list[Sent] = []
    monkeypatch.setattr(Table, "step", recording_step(sent))
    play(url, game, GAMES[game])
    assert len(sent) > 50
    assert any(entry["action"] is None for _seat, shown, _state, _public, _lang in sent for entry in shown["played"])
    assert "sv" in {lang for *_rest, lang in sent}
    assert leaks(sent) == []


def test_the_check_catches_a_planted_leak(server, monkeypatch):  # noqa: F811
    _, url = server
    sent: list[Sent] = []
    monkeypatch.setattr(Table, "step", recording_step(sent, leak=True))
    play(url, "narrespillet", 3)
    found = leaks(sent)
    assert any("view differs" in problem for problem in found)
    assert any("told another seat's move" in problem for problem in found)
