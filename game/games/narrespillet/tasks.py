"""The steps of Narrespillet's turn flow, and the decisions it waits for.

A turn's action queues what must follow (the Fool's window, the draw up to the hand limit, extra turns); the
queue runs until a seat must decide (an Ask) or chance must act. The search clones states thousands of times a
second, so tasks are small frozen dataclasses with slots, shared between clones. (The slots are declared by
hand: dataclass(slots=True) makes a second class and leaves the first among the subclasses that check_covers
counts.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from game.engine.tasks import Task

MAX_ENTITIES = 7  # up to six seats and the Demons


@dataclass(frozen=True)
class NarreTask(Task):
    """A step of the turn flow for one entity (a seat, or the Demons)."""

    __slots__ = ("entity",)
    entity: int

    # A task never changes, so a copy of a state (deepcopy for a snapshot, a save's round trip) shares it; copy's
    # own way would set the hand-made slots one by one, which a frozen dataclass refuses.
    def __copy__(self) -> NarreTask:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> NarreTask:
        return self


@dataclass(frozen=True)
class EndTurn(NarreTask):
    """The entity's turn action is done: see who finished, then fill the hand and run what comes after."""

    __slots__ = ()


@dataclass(frozen=True)
class AfterTurn(NarreTask):
    """Extra turns (the Priestess, the Hierophant) and Justice's offer of one."""

    __slots__ = ()


@dataclass(frozen=True)
class Fill(NarreTask):
    """Draw up to the hand limit (Justice refills first)."""

    __slots__ = ()


@dataclass(frozen=True)
class Draw(NarreTask):
    """Draw `count` cards into the closed hand (the Wheel, a failed call, the Demons' first hand)."""

    __slots__ = ("count",)
    count: int


@dataclass(frozen=True)
class WheelDiscard(NarreTask):
    """After the Wheel of Fortune: discard down to the hand limit, one card a decision."""

    __slots__ = ()


@dataclass(frozen=True)
class CallNext(NarreTask):
    """The Star, the Moon or the Sun: the caller names the next card, or the call has failed."""

    __slots__ = ()


@dataclass(frozen=True)
class FoolWindow(NarreTask):
    """After a placement the Fool could steal: ask the other seats in turn (the entity is the placer)."""

    __slots__ = ("houses",)
    houses: tuple[int, ...]


class Decide(StrEnum):
    """What the pending decision is about (a StrEnum: it reads and saves as its word, "turn")."""

    TURN = "turn"
    FOOL = "fool"
    HERMIT = "hermit"
    VOTE = "vote"
    JUSTICE_EXTRA = "justice_extra"
    WHEEL_DISCARD = "wheel_discard"
    CALL = "call"


class Ask(NamedTuple):
    """The decision the flow waits for: its kind, the seat that decides, the entity it is for (-1: none, the
    vote), and the seats still to be asked after this one (the vote on turning the pile)."""

    kind: Decide
    seat: int
    entity: int
    rest: tuple[int, ...] = ()
