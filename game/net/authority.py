"""A networked table's authority: the match, its seed, its AI seats and its autosave stay here. People's seats are
taken by guests, each with a secret token (128 random bits) that gives the seat back after a dropped connection or a
restart; a guest's move is checked against its token, the position it answers (a sequence number: a stale or
repeated move is refused, never applied twice) and the rules, and each seat is handed only its own steps.

A Table is thread-safe: the server runs its work (the AI's thinking included) off its event loop. The TableBook
holds many tables by join code and keeps each one's file in its data folder, written atomically after every move,
so that an authority killed and started again reopens its tables where they were."""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game.ai import bot_for
from game.engine.advice import Advice
from game.engine.errors import IllegalAction, SaveError, SpelbordetError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.match import Match
from game.engine.registry import GameInfo, get_game
from game.engine.saves import checked_document, match_from_document, save_document, set_aside, write_json_atomic
from game.engine.seats import Seat
from game.i18n import language, speaking, words
from game.net.frames import Create, FrameError, Move
from game.session.session import NotYourMove, TableSession
from game.session.steps import Played

_, ngettext = words("spelbordet")

log = logging.getLogger(__name__)

TABLE_FORMAT = "spelbordet-table"
TABLE_LIMITS = JsonLimits(max_bytes=8 * 1024 * 1024, max_depth=40, max_string=10_000, max_list=200_000,
                          max_keys=10_000)
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0, O, 1 or I
MOVE_LIMIT = 200_000  # the table's own moves in a row (AI seats, dice) before it stops to say something is wrong


@dataclass(frozen=True)
class Delivery:
    """A move the table made, for the server to tell every connected seat about."""

    played: Played
    version: int


class Table:
    def __init__(self, code: str, match: Match, tokens: dict[int, str] | None = None,
                 save: Callable[[Table], None] | None = None, since: int = 0) -> None:
        self.code = code
        # Positions counted before this session (a reopened table): a guest's sequence numbers only ever grow,
        # so a move answering a position from before a restart can never pass for one after it.
        self.since = since
        # The language the table's own words are in (its log, its moves' events): the one spoken when it opened,
        # kept whatever the hosting window speaks later; a guest speaking another is told the game replayed in it.
        self.own_lang = language()
        self.session = TableSession(match, partial(bot_for, match.info))
        self.tokens: dict[int, str] = dict(tokens or {})
        self.lock = threading.RLock()
        # Per language: each logged move's line for every seat, then a spectator's; and the moves read into it.
        self._entries: dict[str, list[tuple[str, ...]]] = {}
        self._read: dict[str, int] = {}
        # The game said again in the languages guests speak other than the authority's: the same moves replayed.
        self._spoken: dict[str, TableSession] = {}
        self._save = save

    # --- seats ---
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def version(self) -> int:
        """The position's sequence number: it grows with every move (and every change of seats)."""
        return self.since + self.session.version

    def guest_seats(self) -> list[int]:
        """The people's seats: each one a guest's."""
        return self.session.people

    def free_seats(self) -> list[int]:
        return [seat for seat in self.guest_seats() if seat not in self.tokens]

    def started(self) -> bool:
        """A table starts once every guest's seat is taken; then its AI seats and dice move."""
        return not self.free_seats() or bool(self.match.actions)

    def take(self, seat: int | None, name: str) -> tuple[int, str]:
        """A guest takes a free seat under their name: the one asked for, else the one the host named for them,
        else the first; returns it and its token."""
        with self.lock:
            free = self.free_seats()
            if seat is None:
                if not free:
                    raise FrameError("full", _("every seat at this table is taken"))
                named = [i for i in free if self.match.seats[i].name.casefold() == name.strip().casefold()]
                seat = (named or free)[0]
            elif seat not in free:
                raise FrameError("seat_taken", _("seat {n} is not free").format(n=seat + 1))
            if not self.match.actions and name not in {s.name for i, s in enumerate(self.match.seats) if i != seat}:
                self._rename(seat, name)  # before the first move a seat takes its player's name
            token = secrets.token_hex(16)
            self.tokens[seat] = token
            self.save()
            return seat, token

    def _rename(self, seat: int, name: str) -> None:
        old = self.match
        seats = list(old.seats)
        seats[seat] = Seat(name, "human")
        self.since = self.version + 1
        self._entries, self._read, self._spoken = {}, {}, {}
        self.session = TableSession(Match(old.info, old.options, seats, old.seed), partial(bot_for, old.info))

    def seat_of(self, token: str) -> int:
        for seat, held in self.tokens.items():
            if secrets.compare_digest(held, token):
                return seat
        raise FrameError("bad_token", _("that token holds no seat at this table"))

    def lent(self) -> list[int]:
        """The seats taken by guests that an AI level plays meanwhile (their players are away)."""
        return [seat for seat in self.tokens if seat not in self.guest_seats()]

    def lend(self, seat: int, level: str) -> None:
        """An AI level plays a guest's seat while its player is away (the host's choice); the seat's token still
        holds it, and gives it back (give_back) when the player returns."""
        with self.lock:
            if seat not in self.tokens or seat not in self.guest_seats():
                raise FrameError("no_seat", _("seat {n} is not a player's seat").format(n=seat + 1))
            self.session.hand_seat(seat, level)
            self.save()

    def give_back(self, seat: int) -> bool:
        """The player of a lent seat came back: the seat is theirs again (False: it was not lent)."""
        with self.lock:
            if seat not in self.lent():
                return False
            self.session.take_back(seat)
            self.save()
            return True

    # --- moves ---
    def play(self, seat: int, move: Move) -> Delivery:
        """A guest's move, checked against the table's start, the position it answers and the rules."""
        with self.lock:
            if not self.started():
                raise FrameError("not_started", _("the table waits for its players"))
            if move.seq != self.version:
                raise FrameError("stale", _("that move answers an earlier position (step {seq}; the table is at "
                                            "{now})").format(seq=move.seq, now=self.version))
            try:
                with speaking(self.own_lang):
                    played = self.session.play(seat, move.action)
            except NotYourMove as exc:
                raise FrameError("not_your_turn", str(exc)) from exc
            except IllegalAction as exc:
                raise FrameError("illegal", str(exc)) from exc
            self.save()
            return Delivery(played, self.version)

    def advance(self) -> Delivery | None:
        """The table's own next move (a die, an AI seat's answer), or None when a person is to move, the table
        waits for its players, or the game is over."""
        with self.lock:
            if not self.started():
                return None
            with speaking(self.own_lang):
                played = self.session.advance()
            if played is None:
                return None
            self.save()
            return Delivery(played, self.version)

    def run(self) -> list[Delivery]:
        """The table's own moves until a person is to move or the game is over (headless use and tests)."""
        made: list[Delivery] = []
        while (delivery := self.advance()) is not None:
            made.append(delivery)
            if len(made) >= MOVE_LIMIT:
                raise SpelbordetError(_("the table made {n} moves of its own in a row").format(n=len(made)))
        return made

    # --- a hint ---
    def advise(self, seat: int, seq: int, lang: str | None = None) -> tuple[Advice, int]:
        """What the game's adviser would do in `seat`'s position `seq`, and that position: worked out on a copy of
        the state, from what the seat may know only (its own Decision, as at a table of its own), outside the
        table's lock, in the guest's language."""
        adviser = self.match.info.advise
        with self.lock:
            if adviser is None:
                raise FrameError("no_hints", _("this game has no hints"))
            if seq != self.version:
                raise FrameError("stale", _("that move answers an earlier position (step {seq}; the table is at "
                                            "{now})").format(seq=seq, now=self.version))
            if self.session.person_to_act() != seat:
                raise FrameError("not_your_turn", _("a hint is for your own move"))
            decision = self.session.hint_decision(seat)
        with speaking(lang or self.own_lang):
            return adviser(decision), seq

    # --- what a seat is shown ---
    def step(self, seat: int | None, log_from: int = 0, played_from: int | None = None,
             lang: str | None = None) -> dict[str, Any]:
        """Seat `seat`'s step now (None: a spectator's), with the log lines from `log_from` on: what the session
        hands that seat, with its log kept here line by line (a long game's whole log is not gone through for
        every guest after every move). With `played_from`, also the moves from that one on as the seat may see
        them (`played`: what a guest's table shows and animates). `lang`: the guest's language, in which every
        word of the step is said (None: the authority's own)."""
        with self.lock:
            if lang is None or lang == self.own_lang:
                with speaking(self.own_lang):
                    return self._step(seat, log_from, played_from, self.session.played, self.own_lang, False)
            with speaking(lang):
                return self._step(seat, log_from, played_from, self._said_in(lang), lang, True)

    def _said_in(self, lang: str) -> list[Played]:
        """The moves so far with their words in `lang` (called while speaking it): the game replayed once in
        that language, then kept up move by move."""
        spoken = self._spoken.get(lang)
        match = self.match
        if spoken is None:
            spoken = TableSession(Match(match.info, match.options, match.seats, match.seed),
                                  partial(bot_for, match.info), bots=[None] * len(match.seats), replaying=True)
            self._spoken[lang] = spoken
        for action in match.actions[len(spoken.match.actions):]:
            spoken.replay_move(action)
        return spoken.played

    def _step(self, seat: int | None, log_from: int, played_from: int | None, played: list[Played],
              lang: str, reworded: bool) -> dict[str, Any]:
        """The step, from the moves `played` as worded in `lang` (`reworded`: not the session's own language, so
        the choices are worded afresh)."""
        session = self.session
        entries = self._entries.setdefault(lang, [])
        read = self._read.get(lang, 0)
        if read > len(played):
            entries.clear()
            read = 0
        entries.extend(move.lines for move in played[read:] if move.lines is not None)
        self._read[lang] = len(played)
        column = -1 if seat is None else seat
        events = played[-1].events_for(seat) if played else ()
        guests = self.guest_seats()
        return {"seat": seat, "to_act": session.to_act(), "view": dict(session.view(seat)),
                # No seat is offered a move before every guest's seat is taken (the table has not started).
                "choices": [choice.to_json() for choice in session.choices(seat, afresh=reworded)]
                if self.started() else [],
                "log": [entry[column] for entry in entries[log_from:]], "log_from": log_from,
                "events": [event.to_json() for event in events], "version": self.version,
                "seats": [{"name": s.name, "kind": "remote" if i in guests else s.kind, "level": s.level,
                           "taken": i in self.tokens, "lent": i in self.tokens and i not in guests}
                          for i, s in enumerate(self.match.seats)],
                "code": self.code, "game": self.match.info.key, "options": dict(self.match.options),
                **({} if played_from is None else {
                    "played_from": played_from,
                    "played": [move_for(self.match.info, move, seat) for move in played[played_from:]]})}

    def record(self) -> dict[str, Any] | None:
        """The finished game's whole record (its seed and every move), for each player's history; None while the
        game goes on: the seed and the moves never leave the authority before the end."""
        with self.lock:
            return save_document(self.match) if self.session.is_over() else None

    # --- its file ---
    def document(self) -> dict[str, Any]:
        with self.lock:
            return {"format": TABLE_FORMAT, "version": 1, "code": self.code, "position": self.version,
                    "tokens": {str(seat): token for seat, token in self.tokens.items()},
                    "match": save_document(self.match)}

    def save(self) -> None:
        if self._save is not None:
            self._save(self)


def move_for(info: GameInfo, move: Played, seat: int | None) -> dict[str, Any]:
    """A move as `seat` may see it: who made it, its log line and events in that seat's words, and the move itself
    only when the seat may know it all (its own move; any move of a game without hidden information; dice thrown
    in the open). Any other move's details stay here: a duel's choice, a card taken, the deck's order."""
    shown = move.actor == seat and seat is not None or not info.hidden_information or \
        move.actor < 0 and move.action.kind in info.public_moves
    return {"actor": move.actor, "line": move.line_for(seat), "events": [e.to_json() for e in move.events_for(seat)],
            "action": move.action.to_json() if shown else None}


def table_from_document(data: Any, name: str, save: Callable[[Table], None] | None = None) -> Table:
    """A table from its file's document; SaveError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise SaveError(_("{file}: is not a table's file").format(file=name))
    code, tokens, position = data.get("code"), data.get("tokens"), data.get("position", 0)
    if not isinstance(code, str) or not isinstance(tokens, dict) or not isinstance(position, int):
        raise SaveError(_("{file}: the table's code or tokens are damaged").format(file=name))
    seats: dict[int, str] = {}
    for key, token in tokens.items():
        if not (isinstance(key, str) and key.isdigit() and isinstance(token, str) and len(token) == 32):
            raise SaveError(_("{file}: the table's code or tokens are damaged").format(file=name))
        seats[int(key)] = token
    match = match_from_document(checked_document(data.get("match")), name)
    return Table(code, match, seats, save, since=position + 1)


class TableBook:
    """Every table an authority holds, by join code; with a folder, each table's file is kept there."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.tables: dict[str, Table] = {}
        self._lock = threading.Lock()
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
            self._reopen(folder)

    def _reopen(self, folder: Path) -> None:
        for path in sorted(folder.glob("*.json")):
            try:
                table = table_from_document(read_json(path, TABLE_LIMITS), path.name, self._writer(path))
            except (SaveError, SpelbordetError) as exc:
                log.warning("%s", exc)
                with contextlib.suppress(OSError):
                    set_aside(path)
                continue
            self.tables[table.code] = table

    def _writer(self, path: Path) -> Callable[[Table], None]:
        # Written after every move, before any guest is told of it, so a killed authority loses nothing a guest
        # saw. Not synced to the disk each time: that costs a move several milliseconds, and only a power cut
        # could take the last moves back (a Decision: the players' own records are synced when a game ends).
        return lambda table: write_json_atomic(path, table.document(), sync=False)

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
            if code not in self.tables:
                return code

    def create(self, plan: Create) -> Table:
        try:
            info = get_game(plan.game)
        except SpelbordetError as exc:
            raise FrameError("bad_game", str(exc)) from exc
        seats = [Seat(p.name, "human" if p.kind == "remote" else p.kind, p.level) for p in plan.seats]
        if len({s.name for s in seats}) != len(seats):
            raise FrameError("bad_frame", _("two seats have the same name"))
        try:
            match = Match(info, plan.options, seats, secrets.randbelow(2**31))
        except SpelbordetError as exc:
            raise FrameError("bad_frame", str(exc)) from exc
        with self._lock:
            code = self.new_code()
            save = self._writer(self.folder / f"{code}.json") if self.folder is not None else None
            table = Table(code, match, save=save)
            self.tables[code] = table
        table.save()
        return table

    def get(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise FrameError("no_table", _("there is no table {code} here").format(code=code))
        return table
