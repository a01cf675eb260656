"""`spelbordet --selftest`: checks an installation without a display and names what fails.

It loads and checks every rule file and map, draws every scene once, and plays one short seeded
AI game of every game. Exit code 0 when all is well.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.i18n import N_, language, number, words

_, ngettext = words("spelbordet")


def all_scenes(app: Any) -> Iterator[tuple[str, Any]]:
    """Every screen of the client with something to show: (name, scene); None stands for the menu."""
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import play_out
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.pass_device import PassScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules_reader import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.tables import TABLES, table_for

    yield "menu", None
    for key in TABLES:
        if key not in all_games():
            continue  # its rule file is broken: the menu's card for it is drawn with the menu
        info = all_games()[key]
        count = max(3, info.min_players) if info.max_players >= 3 else info.min_players
        seats = [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai") for i in range(1, count)]
        yield f"setup {key}", SetupScene(app, info)
        yield f"rules {key}", RulesScene(app, info)
        table = table_for(app, Match(info, {}, seats, seed=9))
        yield f"table {key}", table
        yield f"pause {key}", PauseScene(app, table)
        yield f"pass {key}", PassScene(app, table, 0)
        bots = [Seat(f"Bot {i}", "ai", "easy") for i in range(count)]
        done = play_out(Match(info, {}, bots, seed=3), [bot_for(info, s) for s in bots])
        yield f"results {key}", ResultsScene(app, done)
    yield "settings", SettingsScene(app)
    yield "message", MessageScene(app, "A title", "A message that wraps over the width of its box. " * 4)
    yield "load", LoadScene(app)


def records_scenes(app: Any, folder: Path) -> Iterator[tuple[str, Any]]:
    """The players, statistics and replay screens, on a record book of a few AI games in `folder`."""
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import play_out
    from game.records.book import RecordBook
    from game.ui.scenes.confirm import ConfirmScene
    from game.ui.scenes.history import HistoryScene, ImportScene
    from game.ui.scenes.players import PlayersScene
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.statistics import StatisticsScene

    book = RecordBook(folder)
    for n, key in enumerate(("trippel_yatzy", "krutroyk", "jackpot")):
        info = all_games()[key]
        seats = [Seat("Astrid", "random"), Seat("Bot", "ai", "easy")]
        match = play_out(Match(info, {"columns": 1} if key == "trippel_yatzy" else {}, seats, seed=n),
                         [bot_for(info, s) for s in seats])
        match.seats = [Seat("Astrid", "human"), seats[1]]
        book.record(match)
    yield "statistics", StatisticsScene(app, book, "trippel_yatzy")
    yield "history", HistoryScene(app, book)
    yield "import", ImportScene(app, book)
    yield "players", PlayersScene(app, book)
    yield "choose a player", PlayersScene(app, book, on_pick=lambda _: None)
    yield "confirm", ConfirmScene(app, "Reset all statistics?", "They start again from nothing.", "Reset", app.pop)
    for row in book.history()[:2]:
        replay = ReplayScene(app, book.match_of(row.id))
        replay.jump(len(replay.walk) // 2)
        yield f"replay {row.game}", replay


def check_data() -> str:
    from game.engine.registry import all_games, broken_games

    games = all_games()
    broken = broken_games()
    if broken:
        raise AssertionError("; ".join(str(error) for error in broken.values()))
    return ngettext("{n} game's rule data loaded and checked", "{n} games' rule data loaded and checked",
                    len(games)).format(n=len(games))


def check_scenes() -> str:
    from game.settings import Settings
    from game.ui.app import App

    folder = Path(tempfile.mkdtemp(prefix="spelbordet-selftest-"))
    app = App(Settings(animation="normal"), saves=folder / "saves", language=language())  # --lang, if given
    count = 0
    for _name, scene in [*all_scenes(app), *records_scenes(app, folder / "records")]:
        app.home()
        if scene is not None:
            app.push(scene)
        app.frame(0.05)
        count += 1
    return ngettext("{n} scene drawn", "{n} scenes drawn", count).format(n=number(count))


def check_games() -> str:
    from game.ai import bot_for
    from game.engine.match import Match
    from game.engine.registry import all_games
    from game.engine.seats import Seat
    from game.headless import play_out

    for info in all_games().values():
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(info.min_players)]
        match = play_out(Match(info, {}, seats, seed=1), [bot_for(info, s) for s in seats])
        problems = match.state.invariants()
        if problems:
            raise AssertionError(f"{info.key}: {problems}")
    return ngettext("{n} game played to the end by AI seats", "{n} games played to the end by AI seats",
                    len(all_games())).format(n=len(all_games()))


def check_search_workers() -> str:
    """One decision of Narrespillet's search shared with a worker process: a build whose worker processes
    cannot start (the frozen program without multiprocessing.freeze_support) fails here."""
    import random

    from game.ai import parallel
    from game.ai.base import decision_for
    from game.engine.registry import all_games
    from game.engine.state import CHANCE
    from game.games.narrespillet.ai import make_level

    info = all_games()["narrespillet"]
    rng = random.Random(5)
    state = info.new_state(4, info.resolve({}))
    while state.current_player() == CHANCE or len(state.legal_actions()) < 2:
        state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else state.legal_actions()[0])
    bot = make_level("normal", iterations=40, workers=1)  # a share for the worker even on one core
    if bot.recipe is None or parallel.pool().warm(1, bot.recipe.module) != 1:
        raise AssertionError(f"no search worker started ({parallel.pool().last_fault or 'none got ready'})")
    decision = decision_for(state, state.current_player(), rng)
    if bot.choose(decision) not in decision.legal or bot.last_processes != 2:
        raise AssertionError(f"the search worker did not answer ({parallel.pool().last_fault})")
    return ngettext("a decision searched in {n} process", "a decision searched in {n} processes",
                    bot.last_processes).format(n=bot.last_processes)


def check_languages() -> str:
    """Every catalogue compiled and carried, Babel's number tables present, and the rules in each language."""
    import gettext

    from game.engine.registry import all_games
    from game.i18n import DOMAINS, LANGUAGES, SOURCE_LANGUAGE, locale_dir, set_language
    from game.paths import rules_data_dir
    from game.ui.dates import short_time

    texts = 0
    spoken = language()
    try:
        for code in LANGUAGES:
            if code == SOURCE_LANGUAGE:
                continue
            for domain in DOMAINS:
                with (locale_dir() / code / "LC_MESSAGES" / f"{domain}.mo").open("rb") as file:
                    texts += len(gettext.GNUTranslations(file)._catalog)  # type: ignore[attr-defined]
            for info in all_games().values():
                if not (rules_data_dir() / "rules" / code / info.rules_file).is_file():
                    raise AssertionError(f"no rules in {code} for {info.key}")
            set_language(code)
            if number(1695.4) != "1\xa0695,4":
                raise AssertionError(f"numbers in {code} read {number(1695.4)!r}")
            short_time(0.0)  # the dates' month names, from Babel's data for the language
    finally:
        set_language(spoken)
    return _("{n} translated texts in {languages} languages").format(n=number(texts), languages=len(LANGUAGES) - 1)


def check_network() -> str:
    """Play across computers in the build: an authority on this computer's loopback, a seat taken at one of its
    tables through a window's link, its first step read; and the local network's announcing code loaded."""
    import time

    from game.net import lan  # noqa: F401 - zeroconf and its compiled parts are in the build
    from game.net.authority import TableBook
    from game.net.frames import Create, SeatPlan
    from game.net.link import Link
    from game.net.server import ServerThread

    with tempfile.TemporaryDirectory(prefix="spelbordet-selftest-tables-") as folder:
        book = TableBook(Path(folder))
        server = ServerThread(book)
        port = server.start()
        try:
            code = book.create(Create("jackpot", {}, (SeatPlan("remote", "normal", "Anna"),
                                                      SeatPlan("ai", "normal", "Bo")))).code
            link = Link(f"ws://127.0.0.1:{port}", code, "Anna").start()
            deadline = time.monotonic() + 20
            while (link.session is None or not link.session.take_first()) and not link.failure:
                if time.monotonic() > deadline:
                    raise AssertionError("no step came from the table")
                time.sleep(0.02)
            link.close()
            if link.failure:
                raise AssertionError(link.failure)
        finally:
            server.stop()
    return _("a seat taken at table {code}").format(code=code)


CHECKS: list[tuple[str, Callable[[], str]]] = [
    (N_("rule data and maps"), check_data),
    (N_("languages"), check_languages),
    (N_("scenes"), check_scenes),
    (N_("games"), check_games),
    (N_("search workers"), check_search_workers),
    (N_("play across computers"), check_network),
]


def selftest() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # Keep the player's own saves and settings out of it.
    scratch = tempfile.mkdtemp(prefix="spelbordet-selftest-home-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
    failed = 0
    for name, check in CHECKS:
        try:
            print("selftest: " + _("{part}: ok ({found})").format(part=_(name), found=check()))
        except Exception as exc:  # every failure is reported by the part that failed
            failed += 1
            print("selftest: " + _("{part}: FAILED: {reason}").format(part=_(name), reason=exc), file=sys.stderr)
            traceback.print_exc(limit=4)
    print("selftest: " + (_("passed") if not failed else ngettext("{n} part failed", "{n} parts failed",
                                                                   failed).format(n=failed)))
    return 1 if failed else 0
