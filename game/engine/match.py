"""A match: one game being played, with its seats, seed and every action so far.

The action list is the whole record: replaying it from the start rebuilds the state, which is
how saves load and how undo works.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.errors import BrokenAtMove, GameUnavailable, IllegalAction, SaveError, SpelbordetError
from game.engine.events import Event
from game.engine.outcome import Outcome
from game.engine.registry import GAME_PACKAGES, GameInfo, broken_games, get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action, GameState, legal_by_json
from game.i18n import words

_, ngettext = words("spelbordet")

MAX_REASON_CHARS = 160  # a hand-edited move can be long; its message is cut to this
MAX_SEED = 2**63  # a seed is kept as a signed 64-bit number in the statistics database


class Match:
    def __init__(self, info: GameInfo, options: dict[str, Any], seats: list[Seat], seed: int) -> None:
        info.check_players(len(seats))
        self.info = info
        self.options = info.resolve(options)
        self.seats = list(seats)
        self.seed = seed
        self.actions: list[Action] = []
        self.actors: list[int] = []  # who made each action (a seat, or CHANCE)
        self.state: GameState = self.new_state()

    def new_state(self) -> GameState:
        """The state before the first move, with the players' names for its words."""
        state = self.info.new_state(len(self.seats), self.options)
        state.seat_names = tuple(seat.name for seat in self.seats)
        return state

    def step_rng(self, purpose: str) -> random.Random:
        """A generator fixed by the seed and the number of actions so far: resuming or undoing never
        changes what the dice would have shown."""
        return random.Random(self.step_seed(purpose))

    def step_seed(self, purpose: str) -> str:
        """What step_rng seeds its generator with, now (for a generator made later, when first needed)."""
        return f"{self.seed}:{purpose}:{len(self.actions)}"

    def apply(self, action: Action) -> None:
        """Applies an action; an illegal one raises IllegalAction and changes nothing."""
        actor = self.state.current_player()
        self.state.apply(action)
        self.actions.append(action)
        self.actors.append(actor)

    def apply_telling(self, action: Action) -> list[Event]:
        """Applies an action as apply() does and returns the events its rules told (what moved, what changed
        and why)."""
        actor = self.state.current_player()
        events = self.state.collect_events(action)
        self.actions.append(action)
        self.actors.append(actor)
        return events

    def play_chance(self) -> Action:
        """Draws and applies the outcome of the pending chance event (dice, a shuffle)."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction(_("no chance event is pending"))
        action = self.state.sample_chance(self.step_rng("chance"))
        self.apply(action)
        return action

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def outcome(self) -> Outcome:
        """How the game came out (asked of a finished game)."""
        return Outcome.of(self.state)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        """The log's line for an action about to be applied, as `viewer` may read it."""
        return self.state.describe(action, viewer)

    def log_line(self, action: Action) -> tuple[str, ...] | None:
        """The game log's line for an action about to be applied (describe_for_all), or None when the game
        leaves it out of the log (GameState.in_log)."""
        return self.describe_for_all(action) if self.state.in_log(action) else None

    def describe_for_all(self, action: Action) -> tuple[str, ...]:
        """The log's line for an action about to be applied, in the words of each seat and then of a spectator."""
        return tuple(self.state.describe(action, viewer) for viewer in (*range(len(self.seats)), None))

    def rewind(self, count: int) -> None:
        """Keeps only the first `count` actions (undo)."""
        kept = self.actions[:count]
        self.state = self.new_state()
        self.actions = []
        self.actors = []
        for action in kept:
            self.apply(action)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.info.key,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
            "finished": self.state.is_terminal(),
        }

    @staticmethod
    def from_json(data: Any) -> Match:
        """Rebuilds a match by replaying its actions, each chance outcome checked against the one the
        seed draws; anything wrong is a SaveError saying what (a BrokenAtMove when a later move fails)."""
        if not isinstance(data, dict):
            raise SaveError(_("the file does not hold a game"))
        try:
            key = data["game"]
            if not isinstance(key, str) or key not in GAME_PACKAGES:
                raise SaveError(_("holds a game this version of Spelbordet does not have"))
            if key in broken_games():
                raise GameUnavailable(_("cannot be opened now: {reason}").format(reason=broken_games()[key]))
            info = get_game(key)
            if not isinstance(data["seats"], list) or len(data["seats"]) > info.max_players:
                raise SaveError(_("the seats are damaged"))
            seats = [Seat.from_json(s) for s in data["seats"]]
            seed = data["seed"]
            if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(data["actions"], list):
                raise SaveError(_("the seed or the action list is damaged"))
            if not 0 <= seed < MAX_SEED:
                raise SaveError(_("the seed is damaged (it is not a whole number from 0 to 2⁶³ − 1)"))
            options = data.get("options", {})
            if not isinstance(options, dict):
                raise SaveError(_("the options are damaged"))
            older = {s.key: s.before for s in info.options if s.before is not None and s.key not in options}
            options = {**older, **options}
            match = Match(info, options, seats, seed)
        except KeyError as exc:
            raise SaveError(_("the file lacks {key}").format(key=repr(exc.args[0]))) from exc
        except SaveError:
            raise
        except (SpelbordetError, TypeError, ValueError) as exc:
            raise SaveError(str(exc)) from exc
        for number, value in enumerate(data["actions"], start=1):
            try:
                action = legal_by_json(match.state, value)
                if match.state.current_player() == CHANCE:
                    drawn = match.state.sample_chance(match.step_rng("chance"))
                    if action != drawn:
                        raise SaveError(_("{action} is not what the seed draws ({drawn})").format(
                            action=repr(action.describe()), drawn=repr(drawn.describe())))
                match.apply(action)
            except (ValueError, TypeError, SpelbordetError) as exc:
                match.rewind(len(match.actions))  # a fresh replay of the good moves
                reason = str(exc) if len(str(exc)) <= MAX_REASON_CHARS else str(exc)[:MAX_REASON_CHARS] + " …"
                raise BrokenAtMove(_("move {n} cannot be replayed: {reason}").format(n=number, reason=reason), number,
                                   match) from exc
        return match
