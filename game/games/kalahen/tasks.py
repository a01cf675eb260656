"""The steps of a Kalahen turn, each a small dataclass on the state's agenda.

The first task on the agenda says who acts: a seat choosing (a ChoiceTask), a chance event (a ChanceTask: dice,
shuffles), or an automatic step the state carries out at once (an AutoTask). A move, a trial or a fight pushes its
steps onto the front of the agenda, so every choice and every roll is one action. A task is never changed once it
is queued (a clone of the state shares them); a step that repeats queues a new task.

`view_name` is the task's name in the view ("turn", "roll"): the prompts, the AI and the table read that.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from game.engine.tasks import Task, subclasses


@dataclass
class KalahenTask(Task):
    view_name: ClassVar[str]
    chance: ClassVar[bool] = False  # a chance event: dice or a shuffle
    waits: ClassVar[bool] = False  # a seat or chance must act (the rest are carried out at once)
    # Every seat's task always offers a move (stay, end, skip, refuse, no_attack, 0 rings …); a task to give up
    # rings could find none, which would be a fault: the state checks it when such a task comes up.
    may_find_no_move: ClassVar[bool] = False


@dataclass
class Seated(KalahenTask):
    """A task for one champion (a champion put out of the game skips its tasks)."""

    seat: int


@dataclass
class ChanceTask(KalahenTask):
    chance: ClassVar[bool] = True
    waits: ClassVar[bool] = True


@dataclass
class ChoiceTask(Seated):
    waits: ClassVar[bool] = True


@dataclass
class AutoTask(KalahenTask):
    pass


# ------------------------------------------------------------------ chance
@dataclass
class Deal(ChanceTask):
    view_name: ClassVar[str] = "deal"


@dataclass
class Markers(ChanceTask):
    view_name: ClassVar[str] = "markers"


@dataclass
class Monsters(ChanceTask):
    view_name: ClassVar[str] = "monsters"


@dataclass
class SpecialDice(ChanceTask):
    """The three special dice of a fight; `mask` marks the dice thrown (bit i: die i)."""

    view_name: ClassVar[str] = "sdice"
    mask: int


@dataclass
class Roll(Seated, ChanceTask):
    """A die thrown for a champion; each subclass is one reason to throw it (`why`, as the view names it)."""

    view_name: ClassVar[str] = "roll"
    why: ClassVar[str]
    die: int | str


@dataclass
class OrderRoll(Roll):
    why: ClassVar[str] = "order"


@dataclass
class GoldRoll(Roll):
    why: ClassVar[str] = "gold"


@dataclass
class TrialRoll(Roll):
    why: ClassVar[str] = "trial"
    at: str


@dataclass
class JourneyRoll(Roll):
    why: ClassVar[str] = "journey"


@dataclass
class StrengthRoll(Roll):
    """A monster's strength: `base` plus the die."""

    why: ClassVar[str] = "strength"
    base: int
    at: str


@dataclass
class LossRoll(Roll):
    """The LP a failed trial costs, read from the die with `base`."""

    why: ClassVar[str] = "loss"
    base: int


@dataclass
class RiskTargetRoll(Roll):
    why: ClassVar[str] = "risk_target"


# ------------------------------------------------------------------ a seat chooses
@dataclass
class Turn(ChoiceTask):
    view_name: ClassVar[str] = "turn"


@dataclass
class After(ChoiceTask):
    view_name: ClassVar[str] = "after"


@dataclass
class Pay(ChoiceTask):
    """Give up `left` rings, one choice at a time."""

    view_name: ClassVar[str] = "pay"
    may_find_no_move: ClassVar[bool] = True
    left: int
    why: str


@dataclass
class Gift(ChoiceTask):
    """Receive `left` rings, one colour at a time."""

    view_name: ClassVar[str] = "gift"
    left: int
    why: str


@dataclass
class Attack(ChoiceTask):
    """Champions share a circle: attack one, or not (out of turn: only the champion who just arrived)."""

    view_name: ClassVar[str] = "attack"
    at: str
    target: int | None = None
    out_of_turn: bool = False


@dataclass
class Search(ChoiceTask):
    view_name: ClassVar[str] = "search"
    at: str


@dataclass
class Enchant(ChoiceTask):
    """An enchantment of the trial at `at` (the schedule's `roll`): pay its rings or fail."""

    view_name: ClassVar[str] = "enchant"
    at: str
    roll: int


@dataclass
class FightRings(ChoiceTask):
    view_name: ClassVar[str] = "fight_rings"


@dataclass
class Reroll(ChoiceTask):
    view_name: ClassVar[str] = "reroll"


@dataclass
class DuelRings(ChoiceTask):
    view_name: ClassVar[str] = "duel_rings"


@dataclass
class Spoils(ChoiceTask):
    view_name: ClassVar[str] = "spoils"
    loser: int


@dataclass
class Trap(ChoiceTask):
    view_name: ClassVar[str] = "trap"


@dataclass
class Risk(ChoiceTask):
    view_name: ClassVar[str] = "risk"


@dataclass
class CoopAsk(ChoiceTask):
    view_name: ClassVar[str] = "coop_ask"


@dataclass
class CoopAnswer(ChoiceTask):
    view_name: ClassVar[str] = "coop_answer"
    asker: int


# ------------------------------------------------------------------ carried out at once
@dataclass
class EndTurn(AutoTask):
    view_name: ClassVar[str] = "end_turn"


@dataclass
class Walk(Seated, AutoTask):
    """Along a road from `origin` to `to` (how: "move" or "float"); `passed`: its wandering monster is beaten."""

    view_name: ClassVar[str] = "walk"
    origin: str
    to: str
    road: int
    how: str
    passed: bool = False


@dataclass
class Arrive(Seated, AutoTask):
    view_name: ClassVar[str] = "arrive"
    at: str
    how: str


@dataclass
class Meet(Seated, AutoTask):
    view_name: ClassVar[str] = "meet"
    at: str


@dataclass
class Circle(Seated, AutoTask):
    """What a circle does to the champion who came (how: the way it came; partners: who came along)."""

    view_name: ClassVar[str] = "circle"
    at: str
    how: str
    partners: tuple[int, ...] = ()


@dataclass
class Home(Seated, AutoTask):
    view_name: ClassVar[str] = "home"


@dataclass
class Take(Seated, AutoTask):
    view_name: ClassVar[str] = "take"
    pile: str


@dataclass
class FightEnd(Seated, AutoTask):
    view_name: ClassVar[str] = "fight_end"


@dataclass
class DuelGo(AutoTask):
    view_name: ClassVar[str] = "duel_go"


@dataclass
class DuelFight(Seated, AutoTask):
    view_name: ClassVar[str] = "duel_fight"


@dataclass
class DuelLoss(Seated, AutoTask):
    view_name: ClassVar[str] = "duel_loss"


def concrete(base: type[KalahenTask]) -> set[type[KalahenTask]]:
    """The task classes below `base` that are queued (the leaves), for the handler tables' check_covers."""
    return {kind for kind in subclasses(base) if issubclass(kind, KalahenTask) and not kind.__subclasses__()}


CHANCE_KINDS = concrete(ChanceTask)
CHOICE_KINDS = concrete(ChoiceTask)
AUTO_KINDS = concrete(AutoTask)

# The names the state's snapshot (and the fingerprints recorded from it) gives fields that were renamed.
_RECORD_NAMES = {"origin": "from"}


def task_record(task: KalahenTask) -> dict[str, Any]:
    """A task as the state's snapshot writes it, {"t": view name, field: value, …}, leaving out optional fields
    at their defaults: the layout fingerprints of seeded games were recorded in."""
    data: dict[str, Any] = {"t": task.view_name}
    if isinstance(task, Roll):
        data["why"] = task.why
    for item in fields(task):
        value = getattr(task, item.name)
        if item.default is not MISSING and value == item.default:
            continue
        data[_RECORD_NAMES.get(item.name, item.name)] = list(value) if isinstance(value, tuple) else value
    return data
