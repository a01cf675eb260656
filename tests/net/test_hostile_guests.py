"""Guests that misbehave cannot hurt a table: a barrage of hostile frames (malformed, oversized, out of turn, wrong
token, stale, repeated) is answered frame by frame with errors and changes nothing, while another table's honest
game goes on to the same end; a guest that never reads is dropped instead of stalling its table."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

from websockets.asyncio.client import connect

from game.net.client import play_seat
from game.net.fuzz import hostile_frame
from tests.net.test_play_over_network import create, served, server  # noqa: F401 - the fixtures

FRAMES = 1500  # tools/fuzz_net.py sends more; the suite keeps to a few seconds


def test_hostile_frames_are_each_refused_and_change_nothing_while_another_game_goes_on(server):  # noqa: F811
    book, url = server

    async def main():
        honest = await create(url, "jackpot", [{"kind": "remote", "name": "A"}, {"kind": "remote", "name": "B"},
                                               {"kind": "ai", "level": "easy", "name": "House"}])
        target = await create(url, "kinesisk_bank", [{"kind": "remote", "name": "A"},
                                                      {"kind": "ai", "level": "easy", "name": "House"}])
        table = book.get(target)
        game = asyncio.gather(*(play_seat(url, honest, "ai:easy", name=f"Guest {i}", seed=i) for i in range(2)))
        errors = 0
        async with connect(url, max_size=None) as ws:
            # The hostile guest holds the table's one seat, so its frames reach a seat's checks too.
            await ws.send(json.dumps({"v": 1, "type": "join", "code": target, "name": "Eve"}))
            while table.session.person_to_act() != 0:
                await asyncio.sleep(0.01)
            with contextlib.suppress(TimeoutError):
                while True:  # the steps of the table's own moves up to Eve's turn
                    await asyncio.wait_for(ws.recv(), 0.5)
            version, moves = table.version, len(table.match.actions)
            rng, last = random.Random(7), None
            for _ in range(FRAMES):
                kind, frame = hostile_frame(rng, target, version, last)
                last = frame
                await ws.send(frame)
                answer = json.loads(await asyncio.wait_for(ws.recv(), 10))
                assert answer["type"] == "error", (kind, answer)
                assert answer["message"] and answer["code"]
                errors += 1
        guests = await asyncio.wait_for(game, 120)
        return table, (version, moves), errors, guests, honest

    table, before, errors, guests, honest = asyncio.run(main())
    assert errors == FRAMES
    assert (table.version, len(table.match.actions)) == before  # not one hostile frame changed the table
    assert all(guest.record is not None for guest in guests)
    assert book.get(honest).session.is_over()


def test_a_guest_that_never_reads_is_dropped_and_the_table_plays_on(served):  # noqa: F811
    thread, url = served

    async def main():
        code = await create(url, "trippel_yatzy", [{"kind": "remote", "name": "A"},
                                             {"kind": "ai", "level": "easy", "name": "House"}])
        async with connect(url, max_size=None, max_queue=1) as lazy:
            await lazy.send(json.dumps({"v": 1, "type": "watch", "code": code}))
            await asyncio.sleep(0.2)
            assert any(g.seat is None for g in thread.authority.guests[code])  # watching
            guest = await asyncio.wait_for(play_seat(url, code, "ai:easy", name="Reader"), 120)
            await asyncio.sleep(1.5)  # past the keep-alive's limit
            watching = [g for g in thread.authority.guests.get(code, ()) if g.seat is None]
            return guest, watching

    guest, watching = asyncio.run(main())
    assert guest.record is not None  # the game went on to its end
    assert watching == []  # the guest that never read was dropped
