"""Krutrøyk's turn flow: the phases an episode goes through, as tasks of the engine's turn machine.

In the order an episode meets them:
  MakingRoles         each seat fills its four traits: writes one (free text), picks a table entry, or rolls a d6
  DescribingConflict  duellists tell a line about the conflict (duels for a pot, when the option is on)
  ChoosingInSecret    duellists choose in secret, one seat at a time; the draw follows the last choice
  Presenting          the prologue: each player in turn presents their role and stacks a dollar
  Narrating           the narrator tells the story
  Challenging         the others, clockwise from the narrator's left, challenge or let the story go on
  Bidding             the narrator answers a challenge, then the bidding round
  TellingEpilogue     the winner tells how the showdown went
  Closing             each other player closes their role's story
  Over                the winner is hailed

A phase holds nothing of its own: the role being made, the duel, the queue of seats and the bidding round live in
the state, which keeps one TaskTable per thing it does with a phase (who acts, the moves, applying a move).
Phases are compared as objects (`state.phase == BIDDING`); `name` is the phase's word in the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.tasks import Task, subclasses


@dataclass
class Phase(Task):
    name: ClassVar[str]  # the phase in the view ("roles")
    told: ClassVar[bool] = False  # a seat tells a paragraph now: typed text, or a skip when told at the table

    def __deepcopy__(self, memo: dict[int, object]) -> Phase:
        return self  # a phase holds no fields: clones share it


@dataclass
class MakingRoles(Phase):
    name: ClassVar[str] = "roles"


@dataclass
class DescribingConflict(Phase):
    name: ClassVar[str] = "duel_describe"
    told: ClassVar[bool] = True


@dataclass
class ChoosingInSecret(Phase):
    name: ClassVar[str] = "duel_choose"


@dataclass
class Presenting(Phase):
    name: ClassVar[str] = "present"
    told: ClassVar[bool] = True


@dataclass
class Narrating(Phase):
    name: ClassVar[str] = "narrate"
    told: ClassVar[bool] = True


@dataclass
class Challenging(Phase):
    name: ClassVar[str] = "challenge"


@dataclass
class Bidding(Phase):
    name: ClassVar[str] = "bidding"


@dataclass
class TellingEpilogue(Phase):
    name: ClassVar[str] = "epilogue"
    told: ClassVar[bool] = True


@dataclass
class Closing(Phase):
    name: ClassVar[str] = "closing"
    told: ClassVar[bool] = True


@dataclass
class Over(Phase):
    name: ClassVar[str] = "over"


ROLES, DESCRIBING, CHOOSING = MakingRoles(), DescribingConflict(), ChoosingInSecret()
PRESENTING, NARRATING, CHALLENGING, BIDDING = Presenting(), Narrating(), Challenging(), Bidding()
EPILOGUE, CLOSING, OVER = TellingEpilogue(), Closing(), Over()

PHASES: set[type[Phase]] = {kind for kind in subclasses(Phase) if issubclass(kind, Phase)}
TOLD_PHASES = {kind for kind in PHASES if kind.told}
TOLD_NAMES = frozenset(kind.name for kind in TOLD_PHASES)  # the told phases as the view names them

