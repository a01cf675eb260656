"""The command line's network work: `serve` (a dedicated authority), `create` (a table on a server, by its code) and
`join` (a seat played by a bot to the end, the finished game kept in this machine's history). The network's modules
are imported when a command runs, so the window's start-up never loads them."""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
from pathlib import Path
from typing import Any

from game.engine.errors import SpelbordetError
from game.engine.match import Match
from game.engine.saves import checked_document
from game.engine.seats import Seat
from game.i18n import number, words
from game.userdirs import data_dir

_, ngettext = words("spelbordet")

DEFAULT_PORT = 8765


def add_commands(sub: Any, speaks: argparse.ArgumentParser) -> None:
    serve = sub.add_parser("serve", parents=[speaks], help=_("run a server for play across computers (headless)"))
    serve.add_argument("--host", default="127.0.0.1", help=_("the address to listen on (0.0.0.0: every one)"))
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--data", type=Path, default=None, help=_("the folder that keeps the tables"))
    serve.add_argument("--tls-cert", type=Path, default=None, help=_("a certificate file, for wss://"))
    serve.add_argument("--tls-key", type=Path, default=None, help=_("the certificate's key file"))
    serve.set_defaults(func=cmd_serve)
    create = sub.add_parser("create", parents=[speaks], help=_("open a table on a server and print its code"))
    create.add_argument("address", help=_("the server, as ws://host:port or wss://host:port"))
    create.add_argument("game")
    create.add_argument("--seats", default="remote,remote",
                        help=_("comma-separated: remote (a guest's seat), random, ai:easy, ai:normal, ai:hard"))
    create.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    create.set_defaults(func=cmd_create)
    join = sub.add_parser("join", parents=[speaks], help=_("play a seat of a table on a server with a bot"))
    join.add_argument("address", help=_("the server, as ws://host:port or wss://host:port"))
    join.add_argument("--code", required=True, help=_("the table's code"))
    join.add_argument("--seat", type=int, default=None, help=_("the seat's number (default: the first free one)"))
    join.add_argument("--bot", default="ai:easy", help=_("random or ai:easy (the levels that decide from the seat's "
                                                         "own view)"))
    join.add_argument("--name", default="")
    join.set_defaults(func=cmd_join)


def cmd_serve(args: argparse.Namespace) -> int:
    from game.net.server import serve_forever

    tls = None
    if args.tls_cert or args.tls_key:
        if not (args.tls_cert and args.tls_key):
            raise SpelbordetError(_("--tls-cert and --tls-key go together"))
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            tls.load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as exc:
            raise SpelbordetError(_("the certificate cannot be used: {reason}").format(reason=exc)) from exc
    serve_forever(args.host, args.port, args.data or data_dir() / "server", tls)
    return 0


def seat_plans(spec: str) -> list[dict[str, str]]:
    plans = []
    for i, item in enumerate(part.strip() for part in spec.split(",")):
        if item == "remote":
            plans.append({"kind": "remote", "level": "normal", "name": _("Seat {n}").format(n=i + 1)})
            continue
        try:
            seat = Seat.parse(item, i)
        except ValueError as exc:
            raise SpelbordetError(str(exc)) from exc
        plans.append({"kind": seat.kind, "level": seat.level, "name": seat.name})
    return plans


def cmd_create(args: argparse.Namespace) -> int:
    from websockets.asyncio.client import connect

    from game.__main__ import parse_option_args
    from game.net.client import frame

    async def create() -> dict[str, Any]:
        async with connect(args.address) as connection:
            await connection.send(frame("create", game=args.game, options=parse_option_args(args.option),
                                        seats=seat_plans(args.seats)))
            answer: dict[str, Any] = json.loads(await connection.recv())
            return answer

    answer = asyncio.run(create())
    if answer.get("type") != "created":
        raise SpelbordetError(str(answer.get("message", answer)))
    print(answer["code"])
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    from game.net.client import play_seat
    from game.records.book import open_book

    guest = asyncio.run(play_seat(args.address, args.code, args.bot, args.name, args.seat))
    assert guest.record is not None
    match = Match.from_json(checked_document(guest.record))
    book = open_book()
    try:
        book.record(match)
    finally:
        book.close()
    outcome = match.outcome()
    for place, seat in outcome.standings():
        print(_("{place}. {name}: {score} {label}").format(place=place, name=match.seats[seat].name,
                                                        score=number(outcome.scores[seat]), label=outcome.score_label))
    return 0
