"""The registry of games: what each game is called, who may play it, its options, and how to start one."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.engine.errors import RulesDataError, SpelbordetError
from game.engine.lessons import load_lesson
from game.engine.options import OptionSpec, OptionValue, read_option_specs, resolve_options
from game.engine.rules_data import Node, decision_comments, read_rules_text, yaml_node
from game.engine.state import GameState
from game.i18n import game_text, words
from game.paths import rules_data_dir

if TYPE_CHECKING:
    from game.ai.base import Bot
    from game.engine.advice import Adviser
    from game.engine.lessons import Lesson

_, ngettext = words("spelbordet")

# Package names under game.games; each has a `game_info()` returning its GameInfo.
GAME_PACKAGES = ("kinesisk_bank", "dodsspranget", "jackpot", "trippel_yatzy", "bovjakten", "fangelse", "krutroyk",
                 "kalahen", "narrespillet")


@dataclass(frozen=True)
class GameInfo:
    key: str
    name: str
    native_name: str
    summary: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    new_state: Callable[[int, dict[str, OptionValue]], GameState]
    make_bot: Callable[[str], Bot]  # a level ("easy", "normal", "hard") to a bot
    rules_file: str  # a Markdown file in rules_data/rules/
    decisions: tuple[str, ...] = ()  # our decisions where the source is silent, shown with the rules
    hidden_information: bool = False
    first_seat_role: str = ""  # a role the first seat takes ("the bank"): setup lets the players choose that seat
    # False for a game of pure luck (its sources say every move is forced: roll): a seat is a person or the
    # computer, with no levels, and a person may let the table roll for them.
    choices: bool = True
    data: Any = None  # the game's own checked rule data
    # The hint: what the strongest AI would do for a seat, and why (None: the game offers no hints).
    advise: Adviser | None = None
    lesson: Lesson | None = None  # the guided first game (rules_data/lessons/<key>.yaml), when the game has one
    # In a game with hidden information, the kinds of chance outcome every seat may see in full (dice thrown in
    # the open): a networked table tells the others such a move; any other move goes only to the seat that made it.
    public_moves: frozenset[str] = frozenset()

    def resolve(self, given: dict[str, Any]) -> dict[str, OptionValue]:
        return resolve_options(self.options, given)

    def local_name(self) -> str:
        """The game's name in the client's language (in Svenska and Norsk its native name)."""
        return game_text(self.key, self.name)

    def full_name(self) -> str:
        """The name in the client's language, with the native name in parentheses when that is another."""
        name = self.local_name()
        return name if name == self.native_name else f"{name} ({self.native_name})"

    def local_summary(self) -> str:
        return game_text(self.key, self.summary)

    def players_text(self) -> str:
        low, high = self.min_players, self.max_players
        if low == high:
            return ngettext("{n} player", "{n} players", low).format(n=low)
        if high >= 99:
            return _("{n}+ players").format(n=low)
        return ngettext("{low}–{high} player", "{low}–{high} players", high).format(low=low, high=high)

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise SpelbordetError(_("{game} takes {players}, not {count}").format(
                game=self.local_name(), players=self.players_text(), count=count))


@dataclass(frozen=True)
class Header:
    name: str
    native_name: str
    summary: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    rules_file: str
    decisions: tuple[str, ...]


    def game_info(self, key: str, new_state: Callable[[int, dict[str, OptionValue]], GameState],
                  make_bot: Callable[[str], Bot], **extra: Any) -> GameInfo:
        """The GameInfo of a game with this header; `extra` sets hidden_information and data."""
        return GameInfo(key=key, name=self.name, native_name=self.native_name, summary=self.summary,
                        min_players=self.min_players, max_players=self.max_players, options=self.options,
                        new_state=new_state, make_bot=make_bot, rules_file=self.rules_file,
                        decisions=self.decisions, **extra)


def read_header(node: Node) -> Header:
    """The part every game file shares: names, summary, player counts, options, rules text."""
    players = node.child("players")
    low = players.int_in("min", 1, 99)
    high = players.int_in("max", low, 99)
    return Header(
        name=node.get("name", str),
        native_name=node.get("native_name", str),
        summary=node.get("summary", str),
        min_players=low,
        max_players=high,
        options=read_option_specs(node),
        rules_file=node.get("rules_file", str),
        decisions=(),
    )


def load_header(key: str) -> tuple[Header, Node]:
    """A game file's header and its checked tree; the Decisions shown with the rules are the file's
    comments that start with "Decision"."""
    text = read_rules_text(rules_data_dir() / f"{key}.yaml")  # read once: the tree and the comments
    node = yaml_node(text, f"{key}.yaml")
    header = replace(read_header(node), decisions=tuple(decision_comments(text)))
    return header, node


_games: dict[str, GameInfo] | None = None
_broken: dict[str, RulesDataError] = {}


def _load_game(package: str) -> GameInfo:
    """One game's info; any failure of its data becomes a RulesDataError naming its rule file."""
    file = f"{package}.yaml"
    try:
        module = importlib.import_module(f"game.games.{package}")
        info: GameInfo = module.game_info()
        return replace(info, lesson=load_lesson(info))
    except RulesDataError:
        raise
    except SpelbordetError as exc:
        raise RulesDataError(f"{file}: {exc}", file=file) from exc
    except (MemoryError, RecursionError) as exc:
        # The traceback's frames may hold what filled the memory: let go of them before a message is made,
        # or making it fails too and the error reaches every other game.
        exc.__traceback__ = None
        kind = type(exc).__name__
    except Exception as exc:  # noqa: BLE001 - a broken file costs its own game, never the client
        raise RulesDataError(_("{file}: cannot be used ({reason})").format(
            file=file, reason=f"{type(exc).__name__}: {str(exc)[:200]}"), file=file) from exc
    raise RulesDataError(_("{file}: cannot be used ({reason})").format(file=file, reason=kind), file=file)


def all_games() -> dict[str, GameInfo]:
    """Every game whose data loaded and checked (once per process); see broken_games() for the rest."""
    global _games
    if _games is None:
        games = {}
        _broken.clear()
        for package in GAME_PACKAGES:
            try:
                info = _load_game(package)
            except RulesDataError as exc:
                _broken[package] = exc
                continue
            except (MemoryError, RecursionError) as exc:  # raised again while the first one was being named
                exc.__traceback__ = None
                _broken[package] = RulesDataError(f"{package}.yaml: {type(exc).__name__}", file=f"{package}.yaml")
                continue
            games[info.key] = info
        _games = games
    return _games


def broken_games() -> dict[str, RulesDataError]:
    """The games whose rule file could not be loaded, each with what is wrong (file, line, key)."""
    all_games()
    return dict(_broken)


def get_game(key: str) -> GameInfo:
    games = all_games()
    if key in _broken:
        raise _broken[key]
    if key not in games:
        raise SpelbordetError(_("unknown game {key} (games: {games})").format(key=repr(key), games=", ".join(games)))
    return games[key]


def reload_games() -> None:
    """Forgets the loaded games, so the next call reads the rule files again (tests use it)."""
    global _games
    _games = None
    _broken.clear()
