"""A guest's side of a networked table, without a window: it takes a seat (or resumes one with its token), keeps the
seat's latest step, and answers with moves. `play_seat` plays a seat with a bot to the game's end (`python -m game
join`, tests and benchmarks); the bot decides from the seat's own step, the only thing a guest ever receives."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.ai import bot_for
from game.engine.bots import Bot, Decision
from game.engine.errors import SpelbordetError
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import Action, GameState
from game.i18n import language, words
from game.net.frames import PROTOCOL

_, ngettext = words("spelbordet")

INCOMING_LIMIT = 8 * 1024 * 1024  # a step of the longest game, its log included, is far smaller


class TableRefused(SpelbordetError):
    """The authority answered with an error frame."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def frame(kind: str, **fields: Any) -> str:
    return json.dumps({"v": PROTOCOL, "type": kind, **fields}, ensure_ascii=False)


@dataclass
class Guest:
    """What a guest knows of its table: its seat and token, the latest step, the log so far, the game's record."""

    connection: ClientConnection
    code: str = ""
    seat: int | None = None
    token: str = ""
    step: dict[str, Any] | None = None
    log: list[str] = field(default_factory=list)
    record: dict[str, Any] | None = None
    frames: list[dict[str, Any]] = field(default_factory=list)  # every frame received (tests read them for leaks)
    keep_frames: bool = False

    async def send(self, kind: str, **fields: Any) -> None:
        await self.connection.send(frame(kind, **fields))

    async def receive(self) -> dict[str, Any]:
        """The next frame; a step or an end is taken in (the log grows), an error raises TableRefused."""
        data: dict[str, Any] = json.loads(await self.connection.recv())
        if self.keep_frames:
            self.frames.append(data)
        kind = data.get("type")
        if kind == "joined":
            self.code, self.seat, self.token = data["code"], data["seat"], data["token"]
        elif kind == "step":
            step = data["step"]
            del self.log[step["log_from"]:]
            self.log.extend(step["log"])
            self.step = step
        elif kind == "end":
            self.record = data["record"]
        elif kind == "error":
            raise TableRefused(data.get("code", ""), data.get("message", ""))
        return data

    async def until(self, kind: str) -> dict[str, Any]:
        while True:
            data = await self.receive()
            if data.get("type") == kind:
                return data

    def my_move(self) -> bool:
        step = self.step
        return step is not None and step["to_act"] == self.seat and bool(step["choices"])


def _no_hidden_state(rng: random.Random) -> GameState:
    raise SpelbordetError(_("this AI level samples the hidden cards, which a guest never sees: play this seat with "
                            "ai:easy or random"))


def decide(bot: Bot, guest: Guest, rng: random.Random) -> Action:
    step = guest.step
    assert step is not None and guest.seat is not None
    legal = [Action.from_json(choice["action"]) for choice in step["choices"]]
    return bot.choose(Decision(guest.seat, lambda: step["view"], legal, rng, _no_hidden_state))


async def play_seat(url: str, code: str, spec: str, name: str = "", seat: int | None = None, seed: int = 0,
                    keep_frames: bool = False, reconnect_seconds: float = 60.0, moves: bool = False,
                    lang: str | None = None) -> Guest:
    """Takes a seat at table `code` and plays it with the bot `spec` (random, ai:easy …) until the game's end;
    returns the guest, with the game's record. Stale answers (the table moved on meanwhile) are dropped. A lost
    connection (the authority restarted, the network cut) is taken up again with the seat's token, for up to
    `reconnect_seconds` without success. `moves`: its steps carry every move as the seat may see them, as a
    window's do; `lang`: the language its steps are worded in (default: the one spoken here)."""
    guest: Guest | None = None
    bot: Bot | None = None
    rng = random.Random(seed)
    lost_since: float | None = None
    loop = asyncio.get_running_loop()
    while True:
        try:
            async with connect(url, max_size=INCOMING_LIMIT, open_timeout=5) as connection:
                if guest is None:
                    guest = Guest(connection, keep_frames=keep_frames)
                    await guest.send("hello", name=name or spec, moves=moves, lang=lang or language())
                    await guest.until("welcome")
                    await guest.send("join", code=code, seat=seat, name=name or f"{spec} {seed}")
                else:
                    guest.connection = connection
                    await guest.send("resume", code=guest.code, token=guest.token)
                await guest.until("joined")
                lost_since = None
                bot = await _play(guest, spec, bot, rng)
                return guest
        except (ConnectionClosed, OSError, TimeoutError) as exc:
            if guest is None or not guest.token:
                raise SpelbordetError(_("the table cannot be reached: {reason}").format(reason=exc)) from exc
            lost_since = lost_since or loop.time()
            if loop.time() - lost_since > reconnect_seconds:
                raise SpelbordetError(_("the table could not be reached again: {reason}").format(reason=exc)) from exc
            await asyncio.sleep(0.2)


async def _play(guest: Guest, spec: str, bot: Bot | None, rng: random.Random) -> Bot | None:
    """Answers the table until the game's end (a lost connection raises, to be taken up again)."""
    while guest.record is None:
        try:
            await guest.receive()
        except TableRefused as exc:
            if exc.code not in ("stale", "not_started"):  # the table moved on, or waits for its players: a step follows
                raise
            continue
        if guest.record is None and guest.my_move():
            step = guest.step
            assert step is not None
            if bot is None:
                bot = bot_for(get_game(step["game"]), Seat.parse(spec, guest.seat or 0))
                if bot is None:
                    raise SpelbordetError(_("a seat played from the command line needs a bot (random or ai)"))
            action = await asyncio.to_thread(decide, bot, guest, rng)
            await guest.send("move", seq=step["version"], action=action.to_json())
    return bot
