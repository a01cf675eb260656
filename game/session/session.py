"""One game at one table: the turn loop every table shares, below the window.

The session owns the match and moves it on: chance events from the match's seeded generators, the AI seats
(through a Thinker: inline for headless play, off the main loop for the window), the people's moves, the
autosave hand-off (no move of the table's own while the last one is not on disk), undo against AI players, a
seat handed to an AI level, and the hand-over of a shared screen. For each seat it hands out steps: the seat's
view, the choices open to it, its log and the events of the last move as it may see them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Protocol

from game.engine.bots import Bot, Decision, decision_for
from game.engine.errors import IllegalAction, SpelbordetError
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import CHANCE, TERMINAL, Action, JsonScalar
from game.i18n import number, words
from game.session import hand_over
from game.session.steps import Choice, Played, Step
from game.session.thinking import BotFailed, InlineThinker, Thinker

_, ngettext = words("spelbordet")

MakeBot = Callable[[Seat], Bot | None]


class Saver(Protocol):
    """Where the session hands the match after every move (the window's writer thread)."""

    def submit(self, match: Match) -> None: ...

    def pending(self) -> bool:
        """Whether the last move handed over is not yet on disk."""


class NotYourMove(IllegalAction):
    """A move offered by a seat that is not the one the table waits for."""


def played_moves(match: Match, words: bool = True) -> list[Played]:
    """The match's moves as a table keeps them, with their log lines and events (said again in the client's
    language now), by replaying them from the start."""
    replay = Match(match.info, match.options, match.seats, match.seed)
    moves = []
    for action, actor in zip(match.actions, match.actors, strict=True):
        line = replay.log_line(action) if words else None
        moves.append(Played(action, actor, line, tuple(replay.apply_telling(action))))
    return moves


class TableSession:
    def __init__(self, match: Match, make_bot: MakeBot, thinker: Thinker | None = None,
                 saver: Saver | None = None, words: bool = True, bots: list[Bot | None] | None = None,
                 replaying: bool = False) -> None:
        """`words`: keep every move's log line and events (a table does; a benchmark's playout need not).
        `bots`: the seats' bots when the caller made them (else make_bot makes one per seat). `replaying`: a
        finished game stepped through by a viewer, where nobody moves but the viewer (replay_move)."""
        self.match = match
        self.make_bot = make_bot
        self.bots: list[Bot | None] = bots if bots is not None else [make_bot(seat) for seat in match.seats]
        self.replaying = replaying
        self.thinker: Thinker = thinker or InlineThinker()
        self.saver = saver
        self.words = words
        self.played: list[Played] = played_moves(match) if words else []
        # People who let the table make their one possible move (a roll, in a game of pure luck).
        self.rolls_for: set[int] = set()
        self.version = 0  # counts every change of position (a move, an undo, a seat handed over)
        self._legal: tuple[int, list[Action]] = (-1, [])

    # --- who is to act ---
    @property
    def people(self) -> list[int]:
        """The seats people play (no bot); none in a replay."""
        return [] if self.replaying else [seat for seat, bot in enumerate(self.bots) if bot is None]

    def to_act(self) -> int:
        """The seat on turn, or CHANCE, or TERMINAL."""
        return self.match.state.current_player()

    def is_over(self) -> bool:
        return self.match.state.is_terminal()

    def person_to_act(self) -> int | None:
        """The person whose move the table waits for (not one the table makes for them), if any."""
        player = self.to_act()
        if player >= 0 and self.bots[player] is None and player not in self.rolls_for and not self.replaying:
            return player
        return None

    def thinking(self) -> bool:
        """Whether an AI seat is deciding now."""
        player = self.to_act()
        return player >= 0 and self.bots[player] is not None and self.thinker.busy

    def saved(self) -> bool:
        return self.saver is None or not self.saver.pending()

    def hides_from_others(self) -> bool:
        return hand_over.hides_from_others(self.match.info.hidden_information, self.people)

    def screen_seat(self, holder: int | None) -> int | None:
        return hand_over.screen_seat(self.match.info.hidden_information, self.people, holder)

    def hand_over_to(self, holder: int | None) -> int | None:
        return hand_over.hand_over_to(self.match.info.hidden_information, self.people, self.person_to_act(), holder)

    # --- moving on ---
    def advance(self) -> Played | None:
        """Makes the table's own next move when it is due: a chance event, an AI seat's answer, a roll the table
        makes for a person. None when there is none to make now (a person's turn, the AI still thinking, the last
        move not yet on disk, the game over). BotFailed when an AI seat fails to choose."""
        player = self.to_act()
        if player == TERMINAL or self.replaying:
            return None
        if player == CHANCE:
            return self._apply(self.match.state.sample_chance(self.match.step_rng("chance")), CHANCE) \
                if self.saved() else None
        bot = self.bots[player]
        if bot is None:
            if player in self.rolls_for and self.saved():
                return self._apply(self.legal()[0], player)
            return None
        if not self.thinker.busy:
            self.thinker.start(bot, self.decision(player))
            if not self.thinker.immediate:
                return None  # its answer is taken at the next call (the window's next frame)
        if not self.saved():
            return None
        chosen = self.thinker.poll()
        if chosen is None:
            return None
        try:
            return self._apply(chosen, player)
        except IllegalAction as exc:
            raise BotFailed(_("it chose a move the rules do not allow ({reason})").format(reason=exc)) from exc

    def decision(self, seat: int) -> Decision:
        state = self.match.state.clone() if self.thinker.copies else self.match.state
        return decision_for(state, seat, partial(random.Random, self.match.step_seed("bot")))

    def hint_decision(self, seat: int) -> Decision:
        """A seat's decision on a copy of the position, for a hint that thinks while the table goes on."""
        return decision_for(self.match.state.clone(), seat, partial(random.Random, self.match.step_seed("hint")))

    def play(self, seat: int, action: Action) -> Played:
        """A person's move; IllegalAction (with the rules' reason) when it is not theirs to make or not allowed."""
        if self.person_to_act() != seat:
            raise NotYourMove(_("it is not {name}'s move").format(name=self.match.seats[seat].name))
        state = self.match.state
        if not state.is_legal(action):  # before its words are asked for: a move against the rules has none
            raise IllegalAction(state.refusal(action))
        return self._apply(action, seat)

    def replay_move(self, action: Action) -> Played:
        """A recorded move, whoever's it is (the replay viewer steps through a finished game)."""
        return self._apply(action, self.to_act())

    def _apply(self, action: Action, actor: int) -> Played:
        match = self.match
        if self.words:
            line = match.log_line(action)
            played = Played(action, actor, line, tuple(match.apply_telling(action)))
            self.played.append(played)
        else:
            match.apply(action)
            played = Played(action, actor, None, ())
        self.version += 1
        if self.saver is not None:
            self.saver.submit(match)
        return played

    def show_position(self, match: Match, played: list[Played]) -> None:
        """Moves to another position of the same game with its moves as kept (the replay viewer's jumps)."""
        self.thinker.cancel()
        self.match, self.played = match, played
        self.version += 1

    def play_to_end(self, move_limit: int) -> None:
        """Plays the AI seats to the end of the game (headless: every seat must have a bot)."""
        match = self.match
        while self.advance() is not None:
            if len(match.actions) >= move_limit and not self.is_over():
                raise SpelbordetError(_("{game} did not end within {n} moves").format(
                    game=match.info.local_name(), n=number(move_limit)))
        seat = self.to_act()
        if seat != TERMINAL:
            raise SpelbordetError(_("seat {n} is human and cannot be played without a window").format(n=seat + 1))

    # --- what a seat is shown ---
    def legal(self) -> list[Action]:
        """The moves open now (kept until the position changes: a table asks on every frame)."""
        if self._legal[0] != self.version:
            self._legal = (self.version, self.match.state.legal_actions())
        return self._legal[1]

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What `seat` may know now (None: a spectator)."""
        return self.match.state.view(seat)

    def words_of(self, action: Action) -> str:
        """An open move in words, without who makes it (a button's label)."""
        return self.match.state.move_text(action)

    def allows(self, action: Action) -> bool:
        """Whether a move is open now (one that cannot be listed, such as typed words, included)."""
        return self.match.state.is_legal(action)

    def legal_move(self, value: Sequence[JsonScalar]) -> Action | None:
        """The open move written as `value` (its JSON form, as a view names it), or None when none is."""
        return next((action for action in self.legal() if action.to_json() == list(value)), None)

    def choices(self, seat: int | None, afresh: bool = False) -> list[Choice]:
        """The moves open to `seat` now, with their words; none unless the table waits for that person.
        `afresh`: listed again on a copy of the position, worded in the language spoken now (the kept list, and
        a game's own list of its moves, keep the words of their time and stay as they were)."""
        if seat is None or self.person_to_act() != seat:
            return []
        if afresh:
            copy = self.match.state.clone()
            return [Choice(action, copy.move_text(action)) for action in copy.legal_actions()]
        state = self.match.state
        return [Choice(action, state.move_text(action)) for action in self.legal()]

    def log(self, viewer: int | None) -> list[str]:
        """The log so far, in `viewer`'s words."""
        return [line for move in self.played if (line := move.line_for(viewer)) is not None]

    def log_lines(self) -> list[tuple[str, ...]]:
        """Each logged move's line so far in the words of every seat and then of a spectator."""
        return [move.lines for move in self.played if move.lines is not None]

    def step(self, seat: int | None) -> Step:
        last = self.played[-1].events_for(seat) if self.played else ()
        return Step(seat, self.to_act(), self.match.state.view(seat), tuple(self.choices(seat)),
                    tuple(self.log(seat)), last)

    def reword(self) -> None:
        """The client speaks another language: every move's words are said again in it."""
        self.played = played_moves(self.match, self.words)

    # --- the people's tools ---
    def can_undo(self) -> bool:
        """Undo is for one person against AI players only, once they have moved."""
        people = self.people
        return not self.replaying and len(people) == 1 and people[0] in self.match.actors

    def undo(self, may_return_to: Callable[[int], bool] = lambda index: True) -> bool:
        """Takes back the person's last move (one `may_return_to` allows, by its index) and everything after it."""
        if not self.can_undo():
            return False
        seat = self.people[0]
        points = [i for i, actor in enumerate(self.match.actors) if actor == seat and may_return_to(i)]
        if not points:
            return False
        self.thinker.cancel()
        self.match.rewind(points[-1])
        del self.played[points[-1]:]
        self.version += 1
        if self.saver is not None:
            self.saver.submit(self.match)
        return True

    def hand_seat(self, seat: int, level: str) -> None:
        """Lets an AI level (or the random player) take over a seat (one whose bot failed)."""
        old = self.match.seats[seat]
        new = Seat(old.name, "random" if level == "random" else "ai", "normal" if level == "random" else level)
        self.match.seats[seat] = new
        self.bots[seat] = self.make_bot(new)
        self.thinker.cancel()
        self.version += 1
        if self.saver is not None:
            self.saver.submit(self.match)

    def take_back(self, seat: int) -> None:
        """A person takes back a seat an AI level played for them (a networked player who came back)."""
        self.match.seats[seat] = Seat(self.match.seats[seat].name, "human")
        self.bots[seat] = None
        self.thinker.cancel()
        self.version += 1
        if self.saver is not None:
            self.saver.submit(self.match)

    def close(self) -> None:
        """The table is put away: no AI answer is waited for any more."""
        self.thinker.cancel()
