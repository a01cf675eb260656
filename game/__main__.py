"""`python -m game`: opens the window; sub-commands do headless work (list, simulate, replay, selftest)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.engine.errors import SpelbordetError
from game.i18n import LANGUAGES, number, set_language, words
from game.net.commands import add_commands

_, ngettext = words("spelbordet")


def cmd_list(args: argparse.Namespace) -> int:
    """The games that can be played; a game whose rule file is broken is named on stderr (exit 0: the
    others still play)."""
    from game.engine.registry import all_games, broken_games

    for info in all_games().values():
        print(f"{info.key:16} " + _("{game}, {players}: {summary}").format(
            game=info.full_name(), players=info.players_text(), summary=info.local_summary()))
    for error in broken_games().values():
        print(f"spelbordet: {error}", file=sys.stderr)
    return 0


def parse_option_args(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SpelbordetError(_("--option takes KEY=VALUE, not {given}").format(given=repr(pair)))
        options[key.strip()] = value.strip()
    return options


def cmd_simulate(args: argparse.Namespace) -> int:
    from game.engine.registry import get_game
    from game.engine.seats import Seat
    from game.headless import simulate

    info = get_game(args.game)
    try:
        seats = [Seat.parse(spec, i) for i, spec in enumerate(args.seats.split(","))]
    except ValueError as exc:
        raise SpelbordetError(str(exc)) from exc
    info.check_players(len(seats))
    if args.games < 1:
        raise SpelbordetError(_("--games must be at least 1"))
    result = simulate(info, seats, args.games, args.seed, parse_option_args(args.option))
    if args.json:
        print(json.dumps(result))
        return 0
    games = result["games"]
    print(ngettext("{game}: {n} game from seed {seed}", "{game}: {n} games from seed {seed}", games).format(
        game=info.local_name(), n=number(games), seed=args.seed))
    for seat in result["seats"]:
        share = 100 * seat["wins"] / games
        print("  " + _("seat {n} {kind} wins {wins} ({share} %)  mean score {mean}").format(
            n=seat["seat"] + 1, kind=f"{seat['kind']:10}", wins=f"{number(seat['wins']):>8}",
            share=f"{number(share, 1):>5}", mean=number(seat["mean_score"], 2)))
    print("  " + _("draws {draws}, mean length {length} moves, {speed} games a second").format(
        draws=number(result["draws"]), length=number(result["mean_length"], 1),
        speed=number(result["games_per_second"], 1)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from game.engine.saves import load_match
    from game.engine.transcript import transcript_lines

    for line in transcript_lines(load_match(Path(args.file))):
        print(line)
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from game.records.book import open_book
    from game.records.report import stats_data, stats_lines

    book = open_book()
    for problem in book.problems:
        print(f"spelbordet: {problem}", file=sys.stderr)
    data = stats_data(book, args.game, args.player)
    print(json.dumps(data, ensure_ascii=False) if args.json else "\n".join(stats_lines(data)))
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    from game.records.book import open_book
    from game.records.report import history_data, history_lines

    book = open_book()
    for problem in book.problems:
        print(f"spelbordet: {problem}", file=sys.stderr)
    rows = history_data(book)
    print(json.dumps(rows, ensure_ascii=False) if args.json else "\n".join(history_lines(rows)))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from game.ui.app import run

    return run(getattr(args, "lang", None))


def build_parser() -> argparse.ArgumentParser:
    # --lang is taken before or after the command: `spelbordet --lang sv list` or `spelbordet list --lang sv`.
    speaks = argparse.ArgumentParser(add_help=False)
    speaks.add_argument("--lang", choices=sorted(LANGUAGES), default=argparse.SUPPRESS,
                        help=_("the language to print and play in (default: the settings', else the system's)"))
    parser = argparse.ArgumentParser(prog="spelbordet", description=_("Spelbordet: Scandinavian table games."),
                                     parents=[speaks])
    parser.add_argument("--selftest", action="store_true",
                        help=_("check the installation without a display (data, scenes, one game of each) and exit"))
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", parents=[speaks], help=_("open the window (the default)")).set_defaults(func=cmd_play)
    sub.add_parser("list", parents=[speaks], help=_("list the games")).set_defaults(func=cmd_list)
    sim = sub.add_parser("simulate", parents=[speaks], help=_("play AI games without a window and print the figures"))
    sim.add_argument("game")
    sim.add_argument("--seats", default="ai,ai", help=_("comma-separated: random, ai, ai:easy, ai:normal, ai:hard"))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true", help=_("print one JSON object"))
    sim.set_defaults(func=cmd_simulate)
    rep = sub.add_parser("replay", parents=[speaks], help=_("print a readable transcript of a save file"))
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)
    stats = sub.add_parser("stats", parents=[speaks], help=_("print the statistics of the finished games"))
    stats.add_argument("--game", help=_("only this game (a key from `list`)"))
    stats.add_argument("--player", help=_("only this player (a name)"))
    stats.add_argument("--json", action="store_true", help=_("print one JSON object"))
    stats.set_defaults(func=cmd_stats)
    hist = sub.add_parser("history", parents=[speaks], help=_("list the finished games, newest first"))
    hist.add_argument("--json", action="store_true", help=_("print one JSON list"))
    hist.set_defaults(func=cmd_history)
    add_commands(sub, speaks)
    return parser


def asked_language(argv: list[str] | None) -> str | None:
    """The --lang of the command line, looked for before the parser is built so that its help speaks it too
    (a wrong one is left for the parser to refuse)."""
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--lang")
    found = first.parse_known_args(argv)[0].lang
    return found if found in LANGUAGES else None


def main(argv: list[str] | None = None) -> int:
    from game.settings import load_settings

    set_language(asked_language(argv) or load_settings(set_aside_damaged=False)[0].spoken_language())
    args = build_parser().parse_args(argv)
    if args.selftest:
        from game.selftest import selftest

        return selftest()
    func = getattr(args, "func", cmd_play)
    try:
        return func(args)
    except SpelbordetError as exc:
        print(f"spelbordet: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
