"""A game's guided first game: a seeded short match against easy AI seats, and the steps a guide takes the learner
through (rules_data/lessons/<game>.yaml). Read and checked when the games are loaded, like every rule file: a bad
lesson names the file, the key and what was expected.

A step says something (`say`, English: shown through the game's catalogue), rings parts of the table (`point`,
names each table resolves) and either waits for the learner to read it (a Next button) or for one move (`do`, the
move's JSON form). The learner is the first seat; the other seats are easy AIs, whose choices follow from the match's
seed, so a lesson reaches the same position on every run."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.errors import SpelbordetError
from game.engine.rules_data import Node, read_rules_text, yaml_node
from game.engine.seats import Seat
from game.engine.state import JsonScalar
from game.i18n import words
from game.paths import rules_data_dir

if TYPE_CHECKING:
    from game.engine.registry import GameInfo

_, ngettext = words("spelbordet")

LESSON_LEVELS = ("easy",)  # AI levels whose choices the seed decides (normal and hard search against the clock)
MAX_STEPS = 30
MAX_SAY = 500  # characters of one step's words
STEP_KEYS = {"say", "point", "do", "wrong"}
LESSON_KEYS = {"seed", "options", "opponents", "steps"}


@dataclass(frozen=True)
class LessonStep:
    say: str
    point: tuple[str, ...] = ()
    do: tuple[JsonScalar, ...] | None = None  # the move that completes the step; None: the learner reads on
    wrong: str = ""  # said when the learner makes another move (English, like `say`)


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    options: dict[str, Any]
    opponents: tuple[Seat, ...]
    steps: tuple[LessonStep, ...]

    def seats(self, learner: str) -> list[Seat]:
        """The lesson's table: the learner (named `learner`) first, then the AI seats."""
        return [Seat(learner, "human"), *self.opponents]


def lesson_path(key: str) -> Path:
    return rules_data_dir() / "lessons" / f"{key}.yaml"


def load_lesson(info: GameInfo) -> Lesson | None:
    """The game's lesson, checked, or None when the game has none; RulesDataError when its file is bad."""
    path = lesson_path(info.key)
    if not path.exists() and not path.is_symlink():
        return None
    # Named with its folder, so that a message never sends the reader to the game's rule file of the same name.
    return read_lesson(yaml_node(read_rules_text(path), f"lessons/{path.name}"), info)


def _known_keys(node: Node, known: set[str]) -> None:
    for key, child in node.items():
        if key not in known:
            raise child.fail(_("is not a key of a lesson (expected one of: {keys})").format(
                keys=", ".join(sorted(known))))


def read_lesson(node: Node, info: GameInfo) -> Lesson:
    _known_keys(node, LESSON_KEYS)
    seed = node.int_in("seed", 0, 2**31 - 1)
    options_node = node.child("options", {})
    options: dict[str, Any] = options_node.as_type(dict)
    try:
        info.resolve(options)
    except SpelbordetError as exc:
        raise options_node.fail(str(exc)) from exc
    opponents = []
    for item in node.child("opponents").elements():
        _known_keys(item, {"name", "level"})
        name: str = item.get("name", str)
        if not 1 <= len(name.strip()) <= 20:
            raise item.child("name").fail(_("expected a name of 1 to 20 characters"))
        level: str = item.get("level", str)
        if level not in LESSON_LEVELS:
            raise item.child("level").fail(_("expected one of: {levels} (an AI whose moves the seed decides)").format(
                levels=", ".join(LESSON_LEVELS)))
        opponents.append(Seat(name.strip(), "ai", level))
    players = len(opponents) + 1
    if not info.min_players <= players <= info.max_players:
        raise node.child("opponents").fail(_("makes a table of {n} players; {game} is for {players}").format(
            n=players, game=info.name, players=info.players_text()))
    steps_node = node.child("steps")
    steps = tuple(_step(child) for child in steps_node.elements())
    if not 1 <= len(steps) <= MAX_STEPS:
        raise steps_node.fail(_("expected 1 to {most} steps").format(most=MAX_STEPS))
    return Lesson(info.key, seed, options, tuple(opponents), steps)


def _step(node: Node) -> LessonStep:
    _known_keys(node, STEP_KEYS)
    say: str = node.get("say", str).strip()
    if not 1 <= len(say) <= MAX_SAY:
        raise node.child("say").fail(_("expected words of 1 to {most} characters").format(most=MAX_SAY))
    point = []
    for child in node.child("point", []).elements():
        name: str = child.as_type(str)
        if not name.strip():
            raise child.fail(_("expected the name of a part of the table"))
        point.append(name.strip())
    do = None
    if node.child("do", None).value is not None:
        do_node = node.child("do")
        values = do_node.as_type(list)
        if not values or not isinstance(values[0], str) or \
                not all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in values):
            raise do_node.fail(_("expected a move: its kind, then its plain values ([walk, 12])"))
        do = tuple(values)
    wrong: str = node.get("wrong", str, "").strip()
    if wrong and do is None:
        raise node.child("wrong").fail(_("is said after a wrong move, but the step waits for no move (no `do`)"))
    return LessonStep(say, tuple(point), do, wrong)
