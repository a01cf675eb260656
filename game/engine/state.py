"""The one state protocol every game implements (modelled on OpenSpiel's game API).

A game is fully described by (game, options, seats, seed, actions): every random event is a
chance action, so replaying the action list rebuilds the state exactly.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.i18n import capital, words

_, ngettext = words("spelbordet")

CHANCE = -1
TERMINAL = -2

JsonScalar = int | str


@dataclass(frozen=True)
class Action:
    """A move: a kind and a few JSON-friendly arguments. `text` is for people and not compared."""

    kind: str
    args: tuple[JsonScalar, ...] = ()
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        if self.text:
            return self.text
        return self.kind if not self.args else f"{self.kind} {' '.join(map(str, self.args))}"

    def to_json(self) -> list[JsonScalar]:
        return [self.kind, *self.args]

    @staticmethod
    def from_json(value: Any) -> Action:
        if (
            not isinstance(value, list)
            or not value
            or not isinstance(value[0], str)
            or not all(isinstance(a, (int, str)) and not isinstance(a, bool) for a in value[1:])
        ):
            raise ValueError(f"not an action: {value!r}")
        return Action(value[0], tuple(value[1:]))


class GameState(ABC):
    """Base class of every game's state. Subclasses keep all their data in plain attributes."""

    num_players: int
    # The players' names, for the words of describe(); a match sets them, a bare state says "Player 1".
    seat_names: tuple[str, ...] = ()
    # The events told while a match applies a move (collect_events); None otherwise, so a search's playouts
    # tell nothing and pay only for the check in tell().
    _told: list[Event] | None = None

    def seat_name(self, seat: int) -> str:
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else _("Player {n}").format(n=seat + 1)

    @abstractmethod
    def current_player(self) -> int:
        """A seat index, or CHANCE, or TERMINAL."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The moves open to the current player (or the chance outcomes), in a stable order."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node: every outcome with its probability."""
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        """Draws one chance outcome; games with huge outcome spaces (shuffles) override this."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise IllegalAction(_("there is no chance event now"))
        actions = [a for a, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(actions, weights)[0]

    def is_chance_action_valid(self, action: Action) -> bool:
        return any(action == a for a, _ in self.chance_outcomes())

    def apply(self, action: Action) -> None:
        """Applies a legal action, or raises IllegalAction and changes nothing."""
        player = self.current_player()
        if player == TERMINAL:
            raise IllegalAction(_("the game is over"))
        if player == CHANCE:
            if not self.is_chance_action_valid(action):
                raise IllegalAction(_("{action} is not a possible chance outcome now").format(
                    action=repr(action.describe())))
        elif not self.is_legal(action):
            raise IllegalAction(_("{action} is not a legal move now").format(action=repr(action.describe())))
        self._apply(action)

    def apply_known_legal(self, action: Action) -> None:
        """Applies an action the caller knows to be legal without checking it again: a search's sampled chance
        outcome or a playout policy's move, where the check would cost more than the move."""
        self._apply(action)

    def refusal(self, action: Action) -> str:
        """Why a player's action cannot be made now, in words from the rules (asked of an action that is not
        legal). Games say more where they can (the battlefield a card may not go to, the box that scores 0)."""
        if self.current_player() == TERMINAL:
            return _("the game is over")
        return _("{action} is not a legal move now").format(action=repr(action.describe()))

    def is_legal(self, action: Action) -> bool:
        """Whether a player's action is allowed now. Games with moves that cannot be listed (typed
        text) widen this; legal_actions() still lists every other move."""
        return action in self.legal_actions()

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Applies an action already checked to be legal."""

    def round_count(self) -> int | None:
        """The game's own round counter, for people (the `round` a game keeps); None for a game without rounds
        of its own, whose rounds are then the laps of the table (game.engine.rounds)."""
        own = vars(self).get("round")
        return own if isinstance(own, int) and not isinstance(own, bool) else None

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def returns(self) -> list[float]:
        """Per-seat results: 1 for a win, 0 for a loss, something between for shared results."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Per-seat points in the game's own terms (chips, points, dollars)."""

    def score_label(self) -> str:
        """What scores() counts, in a few words for the head of the results' column ("chips", "strokes left")."""
        return "points"

    def result_score(self, seat: int) -> float:
        """The figure the results screen shows for a seat (the game's own measure, as score_label says)."""
        return self.scores()[seat]

    def result_note(self) -> str:
        """A line the results screen shows under its headline, in the client's language: why the game ended so
        when the headline alone does not tell (no winner: the round limit, nobody left able to win); empty for
        none."""
        return ""

    def place_key(self, seat: int) -> tuple[float, ...]:
        """How the game orders its places at the end: a greater key is a better place, equal keys share one.
        By default the returns decide, then the scores (more is better); games where fewer is better, or with
        their own tie-breaks, override this."""
        return (self.returns()[seat], self.scores()[seat])

    def places(self) -> list[int]:
        """Each seat's place at the end, 1 for the best; seats level by place_key share a place (1, 1, 3)."""
        keys = [self.place_key(s) for s in range(self.num_players)]
        return [1 + sum(other > keys[s] for other in keys) for s in range(self.num_players)]

    def winners(self) -> list[int]:
        """Seats that won; empty while the game goes on or when all share equally."""
        if not self.is_terminal():
            return []
        results = self.returns()
        best = max(results)
        if best == min(results):
            return []
        return [i for i, r in enumerate(results) if r == best]

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What that seat may know (None: a spectator who sees only public information). Each game returns
        its own typed structure (a TypedDict), so a reader of the view knows every key it may ask for."""

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def resample(self, seat: int, rng: random.Random) -> GameState:
        """A full state consistent with `seat`'s view. Games without hidden information return a clone."""
        return self.clone()

    def invariants(self) -> list[str]:
        """Broken invariants in words (chips conserved, limits held); empty when all is well."""
        return []

    def snapshot(self) -> dict[str, Any]:
        """Everything in the state, for comparing two states (the players' names are not the game's)."""
        return copy.deepcopy({key: value for key, value in vars(self).items() if key != "seat_names"})

    # --- what a move did (events) ---
    @property
    def telling(self) -> bool:
        """Whether anyone listens for events now: a rule may skip building an event's words when nobody does."""
        return self._told is not None

    def tell(self, event: Event) -> None:
        """A rule tells what it just did (a card moved, a figure changed and why); kept only while listened for."""
        if self._told is not None:
            self._told.append(event)

    def collect_events(self, action: Action) -> list[Event]:
        """Applies an action (as apply does) and returns the events its rules told, in order."""
        self._told = []
        try:
            self.apply(action)
            return self._told
        finally:
            del self._told  # back to the class's None: the state's attributes are as they were

    # --- the words of a move (the log, the pass-device summary, replays) ---
    def describe(self, action: Action, viewer: int | None = None) -> str:
        """The log's line for an action about to be applied in this state, as `viewer` may read it (None: a
        spectator, who sees only public information). It names who acts. What a seat may not read is decided
        here (through seen_by and hidden_text), never by the screen that shows the line."""
        text = self.move_text(action) if self.may_read(action, viewer) else self.hidden_text(action)
        player = self.current_player()
        subject = player if player >= 0 else self.chance_for()
        if subject is None:
            return capital(text)
        return _("{name} {action}").format(name=self.seat_name(subject), action=text)

    def in_log(self, action: Action) -> bool:
        """Whether the game log gives an action about to be applied a line of its own; False for a step a later
        line says (a die held before a roll). Transcripts and replays still word every move."""
        return True

    def move_text(self, action: Action) -> str:
        """The words of an action without who makes it, with everything in it ("rolls 3 and 5")."""
        return action.describe()

    def seen_by(self, action: Action) -> frozenset[int] | None:
        """The seats that may read an action's details (a card drawn into a hand, a ring chosen in secret);
        None when every seat and a spectator may."""
        return None

    def may_read(self, action: Action, viewer: int | None) -> bool:
        seen = self.seen_by(action)
        return seen is None or (viewer is not None and viewer in seen)

    def hidden_text(self, action: Action) -> str:
        """The words of an action for a seat that may not read its details."""
        return _("makes a move in secret")

    def chance_for(self) -> int | None:
        """The seat a pending chance event happens for (whose dice are thrown, whose card is drawn): the log
        names them. None when it is nobody's (a shuffle before the game)."""
        return None


def legal_by_json(state: GameState, value: Sequence[JsonScalar]) -> Action:
    """Finds the action matching a saved JSON value, with its readable text restored."""
    action = Action.from_json(list(value))
    if state.current_player() == CHANCE:
        for candidate, _ in state.chance_outcomes():
            if candidate == action:
                return candidate
        return action
    for candidate in state.legal_actions():
        if candidate == action:
            return candidate
    return action
