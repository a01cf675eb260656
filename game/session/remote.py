"""A seat played at another computer's table: the window's side of a networked game, fed only by the seat's own
steps from the authority (a hosting client or `python -m game serve`).

A RemoteSession answers a table scene as a TableSession does (who is to act, the view, the choices, the moves as
they come), but it holds no state and decides nothing: the seed, the other seats' hands and the moves' details stay
with the authority. A move made here goes to the authority through `send`; it reaches the table when the authority
has played it, in the next step, and a refusal comes back with the rules' reason. The steps arrive on the network's
thread (`receive`); the table takes them on its own, one move a frame (`advance`).

Pure Python: the network's own module (game.net.link) feeds it, so the window loads no socket library for it."""

from __future__ import annotations

import queue
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.engine.advice import Advice
from game.engine.bots import Bot, Decision
from game.engine.errors import IllegalAction, SaveError, SpelbordetError
from game.engine.events import Event
from game.engine.match import Match
from game.engine.registry import GameInfo
from game.engine.saves import checked_document
from game.engine.seats import KINDS, LEVELS, Seat
from game.engine.state import TERMINAL, Action, JsonScalar
from game.i18n import capital, language, words
from game.session.steps import Choice, Played

if TYPE_CHECKING:
    from game.session.shared_screen import SharedScreen

_, ngettext = words("spelbordet")

UNSEEN = "unseen"  # the kind of a move whose details this seat may not know (another seat's card, a duel's choice)

# Where a move goes: its kind ("move") and fields (seq, action), as the link sends them.
Send = Callable[[str, dict[str, Any]], None]
# Who asked for a hint: handed the advice, or None and why there is none.
HintReply = Callable[[Advice | None, str], None]


class Elsewhere:
    """The bot of a seat the authority plays (an AI at the host): it never decides here."""

    def choose(self, decision: Decision) -> Action:
        raise SpelbordetError(_("this seat is played at the table's host"))


@dataclass
class RemoteMatch:
    """What a table reads of its match at a networked seat: the game, its options, who sits where, and who made
    each move (the moves themselves as far as this seat may know them)."""

    info: GameInfo
    options: dict[str, Any]
    seats: list[Seat]
    actors: list[int] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    # The seat's session, or the people's at one screen (a table scene takes it).
    session: RemoteSession | SharedScreen | None = field(default=None, repr=False)


@dataclass(frozen=True)
class SeatState:
    """A seat as every guest is told of it: its name, who plays it, and whether a person has taken it."""

    name: str
    kind: str  # "remote" (a person at some computer), "ai" or "random"
    level: str
    taken: bool
    lent: bool = False  # its player is away, and an AI level plays it meanwhile (the host's choice)


def clock(seconds: float) -> str:
    """A span of time as a clock shows it: 0:42, 12:05."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def _seats(data: Any) -> list[SeatState]:
    if not isinstance(data, list) or not data:
        raise ValueError("a step without its seats")
    seats = []
    for seat in data:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or \
                seat.get("kind") not in ("remote", *KINDS) or not isinstance(seat.get("taken"), bool):
            raise ValueError("a seat of a step is damaged")
        level = seat.get("level", "normal")
        seats.append(SeatState(seat["name"], seat["kind"], level if level in LEVELS else "normal", seat["taken"],
                               seat.get("lent") is True))
    return seats


def _played(entry: Any, seats: int) -> Played:
    if not isinstance(entry, dict) or type(entry.get("actor")) is not int or \
            not isinstance(entry.get("events"), list) or not (entry.get("line") is None or
                                                              isinstance(entry.get("line"), str)):
        raise ValueError("a move of a step is damaged")
    action = Action(UNSEEN) if entry.get("action") is None else Action.from_json(entry["action"])
    line = entry.get("line")
    return Played(action, entry["actor"], None if line is None else (line,) * (seats + 1),
                  tuple(Event.from_json(e) for e in entry["events"]))


class AuthorityElsewhere:
    """What every session of a table whose authority is elsewhere answers alike: the log from the moves as they
    came, in the authority's words, and no undo (only the authority could take a move back)."""

    played: list[Played]

    def log(self, viewer: int | None) -> list[str]:
        return [line for move in self.played if (line := move.line_for(viewer)) is not None]

    def reword(self) -> None:
        """The moves' words are the authority's; they stay as they came."""

    def can_undo(self) -> bool:
        return False

    def undo(self, may_return_to: Callable[[int], bool] = lambda index: True) -> bool:
        return False


class RemoteSession(AuthorityElsewhere):
    """One seat (`seat`) at a table whose authority is elsewhere, or a spectator (seat None, who is shown what
    every seat may see and makes no move); see the module's words."""

    replaying = False

    def __init__(self, info: GameInfo, seat: int | None, send: Send) -> None:
        self.info = info
        self.seat = seat
        self.send = send
        self.step: dict[str, Any] = {}
        self.seat_states: list[SeatState] = []
        self.remote_match: RemoteMatch | None = None
        self.finished: Match | None = None  # the whole game, from its record, once it is over
        self.played: list[Played] = []
        self.bots: list[Bot | None] = []
        self.rolls_for: set[int] = set()
        self.saver = None
        self.version = 0  # counts every position shown here (a hint or a click is never for an older one)
        self.sent: int | None = None  # the authority's position a move was sent for, until its answer comes
        self.code = ""
        self.on_close: Callable[[], None] | None = None  # closes the connection (the link sets it)
        self.lost_since: float | None = None  # when this seat's connection was lost (the link takes it up again)
        self.invitation = ""  # the address others type to join, when this computer hosts the table
        self.away_since: dict[int, float] = {}  # the seats whose players are away, since when (time.monotonic)
        # What the network's thread hands in: the new moves, the step after them, and (a step that says the game
        # again, in the language the window speaks now) the moves known before it, in their new words.
        self._incoming: queue.Queue[tuple[list[Played], dict[str, Any] | None, list[Played] | None]] = queue.Queue()
        self.words = 0  # counts the times the moves were said again (the window changed its language)
        self._refusals: queue.Queue[str] = queue.Queue()
        self._record: queue.Queue[dict[str, Any]] = queue.Queue()
        self._known = 0  # moves received (taken in or waiting in _incoming)
        self._hint: tuple[int, HintReply] | None = None  # the position a hint was asked for, and who asked
        self._waiting: deque[tuple[Played | None, dict[str, Any] | None]] = deque()  # the table's side of _incoming

    # --- what the network's thread hands in ---
    def receive(self, step: Mapping[str, Any]) -> None:
        """A step from the authority (on the network's thread): its new moves wait for the table to take them.
        ValueError when the step is damaged (the link says so and drops the connection)."""
        if not isinstance(step.get("played"), list) or type(step.get("played_from")) is not int or \
                not isinstance(step.get("view"), dict) or type(step.get("to_act")) is not int or \
                not isinstance(step.get("choices"), list) or type(step.get("version")) is not int:
            raise ValueError("a step without its view, choices or moves")
        seats = _seats(step.get("seats"))
        start = step["played_from"]
        if start > self._known or (step.get("again") is True and start != 0):
            raise ValueError("a step skipped moves")
        every = [_played(entry, len(seats)) for entry in step["played"][self._known - start:]] \
            if step.get("again") is not True else [_played(entry, len(seats)) for entry in step["played"]]
        again = every[:self._known] if step.get("again") is True else None
        moves = every[self._known:] if again is not None else every
        for choice in step["choices"]:
            if not isinstance(choice, dict) or not isinstance(choice.get("label"), str):
                raise ValueError("a choice of a step is damaged")
            Action.from_json(choice.get("action"))
        self._known += len(moves)
        self._incoming.put((moves, dict(step), again))

    def refused(self, reason: str) -> None:
        """The authority refused this seat's move (on the network's thread): the table says why."""
        self._refusals.put(reason)

    def ended(self, record: dict[str, Any]) -> None:
        """The finished game's whole record (on the network's thread)."""
        self._record.put(record)

    # --- what the table takes, on the window's thread ---
    def started(self) -> bool:
        """Whether the first step has come (the table can be drawn)."""
        return bool(self.step)

    def _drain(self) -> None:
        """Moves the steps received on the network's thread to the table's side, one entry a move; a step goes
        with its last move (or alone, when it brings none)."""
        while True:
            try:
                moves, step, again = self._incoming.get_nowait()
            except queue.Empty:
                return
            if again is not None:
                self._say_again(again)
            if not moves:
                self._waiting.append((None, step))
            for i, move in enumerate(moves):
                self._waiting.append((move, step if i == len(moves) - 1 else None))

    def _say_again(self, again: list[Played]) -> None:
        """The moves known so far, taken in or waiting, in the words of the language the window speaks now."""
        self.played = [replace(move, lines=said.lines, events=said.events)
                       for move, said in zip(self.played, again, strict=False)] + self.played[len(again):]
        later = iter(again[len(self.played):])
        waiting: deque[tuple[Played | None, dict[str, Any] | None]] = deque()
        for move, step in self._waiting:
            if move is not None:
                said = next(later, move)
                move = replace(move, lines=said.lines, events=said.events)
            waiting.append((move, step))
        self._waiting = waiting
        self.words += 1
        self.version += 1

    def take_first(self) -> bool:
        """Takes in everything received so far, without showing it move by move (a table about to be drawn);
        False while nothing has come."""
        self._drain()
        while self._waiting:
            move, step = self._waiting.popleft()
            if move is not None:
                self._keep(move)
            if step is not None:
                self._take(step)
        return self.started()

    def advance(self) -> Played | None:
        """The authority's next move, with the step after it when it is the last of its step (moves that came in
        one step after a lost connection are shown one at a time); None when none has come."""
        self._drain()
        while self._waiting:
            move, step = self._waiting.popleft()
            if step is not None:
                self._take(step)
            if move is not None:
                self._keep(move)
                self.version += 1
                return move
        self._take_record()
        return None

    def settle(self) -> None:
        """Takes the steps that bring no move, up to the next move (a seat taken, a player away), and the record
        the authority sends at the end once nothing else waits; the moves wait for `advance`."""
        self._drain()
        while self._waiting and self._waiting[0][0] is None:
            _none, step = self._waiting.popleft()
            if step is not None:
                self._take(step)
        if not self._waiting:
            self._take_record()

    def known(self) -> int:
        """How many of the table's moves have come: taken in, or waiting for `advance`."""
        self._drain()
        return len(self.played) + sum(1 for move, _step in self._waiting if move is not None)

    def _keep(self, move: Played) -> None:
        """A move taken in, and its actor and action in the match a table reads (kept as they come: a table reads
        the match many times a frame)."""
        self.played.append(move)
        if self.remote_match is not None:
            self.remote_match.actors.append(move.actor)
            self.remote_match.actions.append(move.action)

    def _take(self, step: dict[str, Any]) -> None:
        self.step = step
        self.code = str(step.get("code", ""))
        self.seat_states = _seats(step["seats"])
        if self.sent is not None and step["version"] != self.sent:
            self.sent = None  # the table moved on: the move sent was played, or refused
        seats = [Seat(s.name, "human" if s.kind == "remote" else s.kind, s.level) for s in self.seat_states]
        self.bots = [None if s.kind == "remote" else Elsewhere() for s in self.seat_states]
        now = time.monotonic()
        away = set(self.away())
        self.away_since = {seat: self.away_since.get(seat, now) for seat in sorted(away)}
        if self.remote_match is None:
            self.remote_match = RemoteMatch(self.info, dict(step.get("options") or {}), seats,
                                            [move.actor for move in self.played],
                                            [move.action for move in self.played], session=self)
        else:
            self.remote_match.seats = seats  # names taken as people join
        self.version += 1

    def _take_record(self) -> None:
        try:
            record = self._record.get_nowait()
        except queue.Empty:
            return
        try:
            self.finished = Match.from_json(checked_document(record))
        except (SaveError, SpelbordetError, ValueError) as exc:
            self._refusals.put(_("the finished game's record could not be read ({reason})").format(reason=exc))

    def take_refusals(self) -> list[str]:
        reasons = []
        while True:
            try:
                reasons.append(self._refusals.get_nowait())
            except queue.Empty:
                if reasons:
                    self.sent = None
                return reasons

    # --- who is to act ---
    @property
    def match(self) -> RemoteMatch:
        match = self.remote_match
        if match is None:
            raise SpelbordetError(_("the table has not sent its first step"))
        return match

    @property
    def people(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def to_act(self) -> int:
        return int(self.step.get("to_act", TERMINAL)) if self.step else TERMINAL

    def is_over(self) -> bool:
        return self.to_act() == TERMINAL

    def away(self) -> list[int]:
        """The people's seats, taken, whose players are not connected now (the authority says who is)."""
        present = self.step.get("present")
        if not isinstance(present, list):
            return []
        return [i for i, s in enumerate(self.seat_states) if s.kind == "remote" and s.taken and i not in present]

    def notice(self, now: float) -> str:
        """What the table waits for, in words, when it is not the game (empty: nothing)."""
        if self.lost_since is not None:
            return _("The connection to the table was lost: trying again ({time})").format(
                time=clock(now - self.lost_since))
        if self.in_lobby():
            return ""  # the table's lobby card says it
        away = [_("waiting for {name} (disconnected {time})").format(
            name=self.seat_states[seat].name, time=clock(now - since)) for seat, since in self.away_since.items()]
        away += [_("{name} is away: the AI plays for them until they come back").format(name=s.name)
                 for s in self.seat_states if s.lent]
        if self.seat is None:  # a spectator is told that the table is not theirs to play
            away.insert(0, _("you are watching: the table as every player may see it"))
        return capital("; ".join(away))

    def clock_runs(self) -> bool:
        """Whether a notice shows a time that goes on (a player away, the connection lost) or people take their
        seats: the table is drawn every frame meanwhile."""
        return self.lost_since is not None or bool(self.away_since) or self.in_lobby()

    def in_lobby(self) -> bool:
        """The table waits for people to take their seats before its first move."""
        return bool(self.waiting_for_players()) and not self.played

    def waiting_for_players(self) -> list[str]:
        """The names of the people's seats nobody has taken yet: the table starts when every one is."""
        return [s.name for s in self.seat_states if s.kind == "remote" and not s.taken]

    def person_to_act(self) -> int | None:
        if self.seat is not None and self.to_act() == self.seat and self.step.get("choices") and \
                self.sent is None and not self._waiting and self._incoming.empty():
            return self.seat
        return None

    def thinking(self) -> bool:
        """Whether an AI seat at the host is deciding now."""
        player = self.to_act()
        return 0 <= player < len(self.bots) and self.bots[player] is not None

    def saved(self) -> bool:
        return True

    def hides_from_others(self) -> bool:
        return False

    def screen_seat(self, holder: int | None) -> int | None:
        return self.seat

    def hand_over_to(self, holder: int | None) -> int | None:
        return None

    # --- moving ---
    def play(self, seat: int, action: Action) -> Played | None:
        """Sends a move to the authority; it comes back as the table's next move once played (None now)."""
        if self.person_to_act() != seat:
            raise IllegalAction(_("wait: the table has not yet answered your last move") if self.sent is not None
                                else _("it is not your move"))
        if not self.allows(action):
            raise IllegalAction(_("that move is not open now"))
        self.sent = int(self.step["version"])
        self.send("move", {"seq": self.sent, "action": action.to_json()})
        return None

    # --- what the seat is shown ---
    def legal(self) -> list[Action]:
        return [Action.from_json(choice["action"]) for choice in self.step.get("choices", [])] \
            if self.person_to_act() is not None else []

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """This seat's view (the only one a guest is ever sent, whichever seat is asked for)."""
        view: Mapping[str, Any] = self.step.get("view", {})
        return view

    def choices(self, seat: int | None) -> list[Choice]:
        if seat != self.seat or self.person_to_act() is None:
            return []
        return [Choice(Action.from_json(c["action"]), c["label"]) for c in self.step.get("choices", [])]

    def words_of(self, action: Action) -> str:
        return next((c.label for c in self.choices(self.seat) if c.action == action), action.describe())

    def allows(self, action: Action) -> bool:
        """Whether a move may be sent: a listed one, or one of the kind of a listed one (words typed in); the
        authority checks it against the rules."""
        legal = self.legal()
        return action in legal or any(action.kind == open_move.kind for open_move in legal)

    def legal_move(self, value: Sequence[JsonScalar]) -> Action | None:
        return next((action for action in self.legal() if action.to_json() == list(value)), None)

    # --- a hint, worked out by the authority from this seat's own decision ---
    def ask_hint(self, seat: int, reply: HintReply) -> None:
        """Asks the authority what the strongest AI would do in this seat's position; `reply` gets the advice (or
        why there is none) on the network's thread."""
        if self.person_to_act() != seat:
            reply(None, _("a hint is for your own move"))
            return
        seq = int(self.step["version"])
        self._hint = (seq, reply)
        self.send("hint", {"seq": seq})

    def hinted(self, data: Mapping[str, Any]) -> None:
        """The authority's hint (on the network's thread): handed to whoever asked, when it is for their position."""
        asked, self._hint = self._hint, None
        if asked is None or data.get("seq") != asked[0]:
            self._hint = asked
            return
        points = data.get("points_at", [])
        try:
            if not isinstance(data.get("reason"), str) or not isinstance(points, list):
                raise ValueError("a hint without its reason")
            advice = Advice(Action.from_json(data.get("action")), data["reason"][:1000],
                            tuple(str(p)[:60] for p in points[:8]))
        except ValueError:
            asked[1](None, _("the hint came damaged"))
            return
        asked[1](advice, "")

    def hint_failed(self, reason: str) -> None:
        asked, self._hint = self._hint, None
        if asked is not None:
            asked[1](None, reason)

    def reword(self) -> None:
        """The window speaks another language: the authority is asked to say the game again in it (the moves come
        back in their new words; `words` counts it)."""
        self.send("speak", {"lang": language()})

    # --- the people's tools: none at a networked seat ---
    def hand_seat(self, seat: int, level: str) -> None:
        raise SpelbordetError(_("only the table's host can hand a seat to the AI"))

    def close(self) -> None:
        """The table is put away (or the game is over): its connection is closed (nothing thinks here)."""
        if self.on_close is not None:
            self.on_close()
