"""Several people at one screen, each with a seat at a networked table (at the host's computer, say, while others
join from theirs): one seat's session per person (game.session.remote) and a spectator's, for what everyone at the
screen may see. The table hands the screen from person to person as at a table this computer plays (the pass
screens), and each person's side comes from their own seat's steps only.

The seats' steps come over separate connections, each at its own moment; the moves are shown in step, a move only
once every connection has brought it, so the log, the views and the choices always belong to the same position.

Pure Python, like the seat's session it is made of."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

from game.engine.bots import Bot
from game.engine.errors import SpelbordetError
from game.engine.match import Match
from game.engine.state import Action, JsonScalar
from game.i18n import words
from game.session import hand_over
from game.session.remote import AuthorityElsewhere, HintReply, RemoteMatch, RemoteSession
from game.session.steps import Choice, Played

_, ngettext = words("spelbordet")


class SharedScreen(AuthorityElsewhere):
    """The people's seats (`seats`, one RemoteSession each) and a spectator's session (`watcher`) at one networked
    table, answering a table scene as one session; see the module's words."""

    replaying = False
    saver = None

    def __init__(self, seats: Sequence[RemoteSession], watcher: RemoteSession) -> None:
        if not seats or any(part.seat is None for part in seats) or watcher.seat is not None:
            raise ValueError("a shared screen needs its people's seats and a spectator's view")
        self.parts: dict[int, RemoteSession] = {part.seat: part for part in seats if part.seat is not None}
        self.watcher = watcher
        self.lead = seats[0]
        self.info = self.lead.info
        self.played: list[Played] = []
        self.rolls_for: set[int] = set()
        self.invitation = ""  # the address others type to join (this computer hosts the table)
        self.remote_match: RemoteMatch | None = None  # made once the first step has come
        # Who made each move and the move as this screen knows it (the match a table reads holds these lists).
        self.actors: list[int] = []
        self.actions: list[Action] = []
        self.words = 0  # the times every connection has said the game again (the window changed its language)

    @property
    def everyone(self) -> list[RemoteSession]:
        return [*self.parts.values(), self.watcher]

    # --- taking the moves in step ---
    def started(self) -> bool:
        return all(part.started() for part in self.everyone)

    def take_first(self) -> bool:
        """Takes in every move all the connections have brought, without showing them one by one (a table about
        to be drawn); False while a connection has brought nothing yet."""
        while self._next() is not None:
            pass
        return self.started()

    def advance(self) -> Played | None:
        """The table's next move, once every connection has brought it; None when one has not yet."""
        return self._next()

    def settle(self) -> None:
        """Takes what the connections brought that is no move (steps, the game said again in new words)."""
        for part in self.everyone:
            part.settle()
        if min(part.words for part in self.everyone) > self.words:
            self._say_again()

    def _next(self) -> Played | None:
        self.settle()
        index = len(self.played)
        if any(part.known() <= index for part in self.everyone):
            return None
        moves = {part.seat: part.advance() for part in self.everyone}
        if any(move is None for move in moves.values()):
            raise SpelbordetError(_("the table's moves came out of step"))
        move = self._merged({seat: move for seat, move in moves.items() if move is not None})
        self.played.append(move)
        self.actors.append(move.actor)
        self.actions.append(move.action)
        return move

    def _merged(self, moves: dict[int | None, Played]) -> Played:
        """One move as the seats at this screen and the spectator were each told it: each person's line as their
        own seat reads it; another seat's, and the spectator's, as anyone may; the move itself and its events as
        its maker knows them, when the maker sits here."""
        public = moves[None]
        own = moves.get(public.actor) or public
        lines = None if public.lines is None else tuple(
            (moves.get(seat) or public).line_for(seat) or "" for seat in range(len(public.lines) - 1)) + (
            public.line_for(None) or "",)
        return Played(own.action, public.actor, lines, own.events)

    def _say_again(self) -> None:
        """Every connection has said the game again in the language the window speaks now: so are its moves."""
        self.played = [self._merged({part.seat: part.played[i] for part in self.everyone})
                       for i in range(len(self.played))]
        self.words = min(part.words for part in self.everyone)

    def reword(self) -> None:
        """The window speaks another language: every connection asks for the game again in it."""
        for part in self.everyone:
            part.reword()

    @property
    def match(self) -> RemoteMatch:
        lead = self.lead.match
        if self.remote_match is None:
            self.remote_match = RemoteMatch(lead.info, lead.options, lead.seats, self.actors, self.actions,
                                            session=self)
        self.remote_match.seats = lead.seats  # names taken as people join
        return self.remote_match

    # --- who is to act ---
    @property
    def people(self) -> list[int]:
        return sorted(self.parts)

    @property
    def bots(self) -> list[Bot | None]:
        return self.lead.bots

    @property
    def version(self) -> int:
        return sum(part.version for part in self.everyone)

    @property
    def code(self) -> str:
        return self.lead.code

    @property
    def finished(self) -> Match | None:
        return self.lead.finished

    @property
    def away_since(self) -> dict[int, float]:
        return self.lead.away_since

    def to_act(self) -> int:
        return self.lead.to_act()

    def is_over(self) -> bool:
        return self.lead.is_over()

    def _acting(self) -> RemoteSession | None:
        """The seat's session of the person the table waits for, when it is one at this screen."""
        return next((part for part in self.parts.values() if part.person_to_act() is not None), None)

    def person_to_act(self) -> int | None:
        part = self._acting()
        return None if part is None else part.seat

    def thinking(self) -> bool:
        return self.lead.thinking()

    def saved(self) -> bool:
        return True

    def hides_from_others(self) -> bool:
        return hand_over.hides_from_others(self.info.hidden_information, self.people)

    def screen_seat(self, holder: int | None) -> int | None:
        return hand_over.screen_seat(self.info.hidden_information, self.people, holder)

    def hand_over_to(self, holder: int | None) -> int | None:
        return hand_over.hand_over_to(self.info.hidden_information, self.people, self.person_to_act(), holder)

    # --- what the table waits for ---
    def notice(self, now: float) -> str:
        lost = next((part for part in self.everyone if part.lost_since is not None), None)
        return (lost or self.lead).notice(now)

    def clock_runs(self) -> bool:
        return any(part.clock_runs() for part in self.everyone)

    def in_lobby(self) -> bool:
        return self.lead.in_lobby()

    def waiting_for_players(self) -> list[str]:
        return self.lead.waiting_for_players()

    def take_refusals(self) -> list[str]:
        return list(itertools.chain.from_iterable(part.take_refusals() for part in self.everyone))

    # --- moving ---
    def play(self, seat: int, action: Action) -> Played | None:
        part = self.parts.get(seat)
        if part is None:
            raise SpelbordetError(_("that seat is not played at this screen"))
        return part.play(seat, action)

    def legal(self) -> list[Action]:
        part = self._acting()
        return [] if part is None else part.legal()

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """A person's own view, or (any other seat, or None) what every seat may see."""
        part = self.parts.get(seat) if seat is not None else None
        return (part or self.watcher).view(seat)

    def choices(self, seat: int | None) -> list[Choice]:
        part = self.parts.get(seat) if seat is not None else None
        return [] if part is None else part.choices(seat)

    def words_of(self, action: Action) -> str:
        part = self._acting()
        return action.describe() if part is None else part.words_of(action)

    def allows(self, action: Action) -> bool:
        part = self._acting()
        return part is not None and part.allows(action)

    def legal_move(self, value: Sequence[JsonScalar]) -> Action | None:
        part = self._acting()
        return None if part is None else part.legal_move(value)

    def ask_hint(self, seat: int, reply: HintReply) -> None:
        part = self.parts.get(seat)
        if part is None:
            reply(None, _("that seat is not played at this screen"))
            return
        part.ask_hint(seat, reply)

    # --- the host's tool ---
    def hand_seat(self, seat: int, level: str) -> None:
        self.lead.hand_seat(seat, level)

    def close(self) -> None:
        for part in self.everyone:
            part.close()


# A table's session when its authority is elsewhere: one seat's, or several people's at one screen.
Networked: TypeAlias = RemoteSession | SharedScreen
