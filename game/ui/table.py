"""The window's side of a table: it drives the game's table session (game.session: chance events, AI seats,
autosave, undo, hand-overs) once a frame, paces and animates its moves, opens the pass-the-device and not-saved
screens, and shows the end of the game.

A game's table scene subclasses TableScene and draws only from `self.view` (the view of the seat
at the screen), so hidden cards never reach the screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeAlias, TypeVar, cast

import pygame

from game.ai import bot_for
from game.engine.advice import Advice
from game.engine.bots import Bot
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.lessons import Lesson
from game.engine.match import Match
from game.engine.save_writer import FileSaver
from game.engine.state import CHANCE, TERMINAL, Action
from game.i18n import capital, words
from game.session.remote import RemoteMatch
from game.session.session import TableSession
from game.session.shared_screen import Networked
from game.session.steps import Played
from game.session.thinking import BotFailed
from game.ui.ai_worker import AiWorker
from game.ui.hints import HintAsker, draw_hint_card
from game.ui.lesson_guide import LessonGuide
from game.ui.records import record_finished
from game.ui.scene import Scene, is_key
from game.ui.table_drawing import NOTICE_RIGHT, Tip, draw_lobby, draw_notice, draw_tip, scrolls_log
from game.ui.theme import layout
from game.ui.widgets import Button, Paragraph, ScrollText

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

# Seconds the pointer rests on a tip card before a click there opens the rules, so that a quick click on a piece the
# card happens to cover still plays that piece.
TIP_REST = 0.3

AI_PAUSE = 0.55  # seconds between AI moves at normal animation speed, so a person can follow
LUCK_PAUSE = 0.5  # of AI_PAUSE, in a game of pure luck
END_PAUSE = 1.2
BANNER_SECONDS = 2.2  # how long a result's banner stays (it never holds the game up)

# What one seat sees of the table's game: that game's view TypedDict (game/games/<game>/view_types.py).
ViewT = TypeVar("ViewT", bound=Mapping[str, object])


class TableScene(Scene, Generic[ViewT]):
    """A game's table, typed by its game's view: `KalahenTable(TableScene[KalahenView])` reads `self.view` as a
    KalahenView. The constructor sets fields only (the view as the screen's seat sees it, so a game's constructor
    may read it); `refresh_view()`, which a game extends, first runs in `enter()`, once the game's table is whole.

    `replaying`: the table shows a finished game that the replay viewer steps through (game.ui.scenes.replay):
    nobody moves at it, nothing is saved, and its end is a position like any other."""

    def __init__(self, app: App, match: Match | RemoteMatch, save_path: Path | None = None,
                 replaying: bool = False) -> None:
        super().__init__(app)
        self.session: TableSession | Networked
        if isinstance(match, RemoteMatch):
            # A seat at another computer's table: its authority keeps the game, its file and its AI seats.
            assert match.session is not None
            self.save_path = None
            self.session = match.session
        else:
            self.save_path = save_path or (None if replaying else app.store.new_path(match.info.key))
            saver = None if self.save_path is None else FileSaver(app.saver, self.save_path)
            self.session = TableSession(match, partial(bot_for, match.info), AiWorker(), saver, replaying=replaying)
        self.wait = 0.0  # pacing and animations: the loop holds while this is above zero
        self.shown_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        # The log: each move's line in the words of every seat and then of a spectator (describe_for_all), and
        # the lines the seat at the screen may read.
        self.log_texts: list[tuple[str, ...]] = log_entries(type(self).log_entry, self.session.played)
        self.log: list[str] = []
        self._log_viewer: int | None = None
        self.log_box: ScrollText | None = None  # the scrolling game log, made on first drawing
        self.seen_log: dict[int, int] = {}  # per seat: how much of the log was on screen when they last had it
        self.ended = False
        self.view: ViewT = view_for(self, self.session.screen_seat(self.shown_seat))
        # While an animation plays (dice tumbling), the screen keeps the view and log from before the
        # action, so the outcome shows when the dice settle, not before.
        self.stale_view = False
        self.pending_log: list[tuple[str, ...]] = []
        self.pending_moves: list[Played] = []  # the moves made while an animation held the view, for their events
        self.banners: list[tuple[str, float]] = []  # (text, seconds left): results that matter, over the table
        self.entered = False
        self.pointer: tuple[int, int] | None = None  # the pointer's last place over the table
        self.shown_tip: ShownTip | None = None  # the hover tip on screen
        adviser = match.info.advise
        # At a networked seat the authority works the hint out (an adviser samples what only it holds).
        self.hints: HintAsker | None = HintAsker(adviser) if adviser is not None and not replaying else None
        self.guide: LessonGuide | None = None  # the lesson's guide, at a lesson's table (start_lesson)
        self.lend_button = Button("", (470, 0, 340, 34), self.lend_away_seat, size=15)  # at a hosted table
        self.words_heard = 0  # the times a networked table's moves came back in new words

    def enter(self) -> None:
        if not self.entered:
            self.entered = True
            self.refresh_view()

    # --- the session's parts, as a game's table reads them ---
    @property
    def match(self) -> Match | RemoteMatch:
        return self.session.match

    @property
    def local(self) -> TableSession:
        """The session of a table this computer plays (a replay's, a hint's); never a networked seat's."""
        if not isinstance(self.session, TableSession):
            raise TypeError("a networked seat's table has no session of its own")
        return self.session

    def whole_match(self) -> Match | None:
        """The game with everything in it (its seed and every move): this computer's, or a networked game's once
        its authority has sent the record at its end (None before)."""
        return self.session.match if isinstance(self.session, TableSession) else self.session.finished

    @property
    def remote(self) -> Networked | None:
        """The session of the seats at this screen when the table's authority is elsewhere, another computer or
        this client's own hosting (None: this computer plays the game)."""
        return None if isinstance(self.session, TableSession) else self.session

    @property
    def bots(self) -> list[Bot | None]:
        return self.session.bots

    @property
    def humans(self) -> list[int]:
        """The seats people play at this table (none in a replay)."""
        return self.session.people

    @property
    def rolls_for(self) -> set[int]:
        """People who let the table roll for them (a game of pure luck, where a roll is the only move there is)."""
        return self.session.rolls_for

    @rolls_for.setter
    def rolls_for(self, seats: set[int]) -> None:
        self.session.rolls_for = seats

    def moves_open(self) -> list[Action]:
        """The moves open now, whoever's they are (a game's table narrows them to the seat at the screen)."""
        return self.session.legal()

    # --- what the screen may show ---
    def viewer(self) -> int | None:
        """The seat whose private information is on screen (None: public information only)."""
        return self.session.screen_seat(self.shown_seat)

    def session_view(self, seat: int | None) -> ViewT:
        """The session's view for `seat` (None: a spectator's), as the game's view type."""
        return view_for(self, seat)

    def refresh_view(self) -> None:
        self.view = view_for(self, self.viewer())
        self.sync_log()

    def sync_log(self) -> None:
        """Brings the shown log up to date with the log's moves, in the words of the seat at the screen."""
        viewer = self.viewer()
        if viewer != self._log_viewer or len(self.log) > len(self.log_texts):
            self._log_viewer = viewer
            self.log = []
        index = -1 if viewer is None else viewer
        self.log.extend(texts[index] for texts in self.log_texts[len(self.log):])

    @staticmethod
    def log_entry(played: Played) -> tuple[str, ...] | None:
        """Hook: a move's entry in the log, in the words of every seat and then of a spectator (None: none). By
        default its line; a game whose lines leave out what a move did adds the told events (as each seat may
        see them). A static method: the constructor reads the log through it."""
        return played.lines

    def log_lines(self) -> list[tuple[str, ...]]:
        """Every move's entry in the log so far."""
        return log_entries(self.log_entry, self.session.played)

    def actor_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def language_changed(self) -> None:
        """The client speaks another language: the log is said again in it (the lines an animation still holds
        back stay held back). A game's table extends this to make its own buttons and labels again."""
        self.session.reword()
        self.words_changed()

    def words_changed(self) -> None:
        """The moves' words changed: said again in the client's language here, or (a networked table) by the
        authority, whose moves come back in their new words a moment later. The log and the view follow."""
        texts = self.log_lines()
        shown = len(self.log_texts)
        self.log_texts, self.pending_log = texts[:shown], texts[shown:]
        self.log, self._log_viewer = [], None
        if self.log_box is not None and self.log_box.title:
            self.log_box.title = _("Game log")
        if self.stale_view:  # an animation still holds the view from before its move: only the log is said again
            self.sync_log()
        else:
            self.refresh_view()  # a table that makes its buttons from the view makes them again

    # --- acting ---
    def human_to_act(self) -> int | None:
        """The human seat whose move it is now, when the screen may take it."""
        seat = self.session.person_to_act()
        return seat if self.wait <= 0 and not self.ended else None

    def submit(self, action: Action) -> bool:
        """A human's move from the table; an illegal one is refused with its reason."""
        seat = self.human_to_act()
        if seat is None:
            return False
        refusal = self.guide.refusal(action) if self.guide is not None else None
        if refusal is not None:
            self.refuse(refusal)  # a lesson's wrong move: said why, and nothing is played
            return False
        try:
            played = self.session.play(seat, action)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        if played is not None:  # a networked seat's move shows when its authority has played it
            self.show_played(played)
        return True

    def refuse(self, reason: str) -> None:
        """Says why a person's move cannot be made, beside the pointer that tried it."""
        self.app.notify(capital(reason), at=self.pointer or pygame.mouse.get_pos())

    def submit_if(self, action: Action | None) -> None:
        """A move from a button that may have none to make (a greyed button)."""
        if action is not None:
            self.submit(action)

    def show_played(self, played: Played) -> None:
        """A move just made: its log line waits for the screen to catch up, and the game's table animates it."""
        entry = self.log_entry(played)
        if entry is not None:
            self.pending_log.append(entry)
        self.pending_moves.append(played)
        if self.guide is not None:
            self.guide.played(played.action, played.actor)
        self.after_action(played.action, played.actor)
        if not self.stale_view:
            self.catch_up()

    def catch_up(self) -> None:
        """Shows the state as it is now: the view and the log lines held back during an animation."""
        self.stale_view = False
        self.log_texts.extend(self.pending_log)
        self.pending_log.clear()
        moves, self.pending_moves = self.pending_moves, []
        before = self.view
        self.refresh_view()
        viewer = self.viewer()
        events = [event for move in moves for event in move.events_for(viewer)]
        # The result that matters most is the last one the rules told (a game's end comes after the catch).
        told = [event.text for event in events if event.kind == "banner"]
        if told:
            self.banners = [*self.banners[-1:], (told[-1], BANNER_SECONDS)]
        if before:
            self.view_changed(before, self.view, events)

    def view_changed(self, before: ViewT, after: ViewT, events: list[Event]) -> None:
        """Hook: the screen moves on from one view to the next, with the events the rules told of the moves
        between them (chips start to move from where to where)."""

    def hold_view(self, seconds: float) -> None:
        """Keeps the screen as it was for an animation of `seconds`."""
        self.wait = max(self.wait, seconds)
        self.stale_view = seconds > 0

    def after_action(self, action: Action, actor: int) -> None:
        """Hook: start an animation or a sound for an action just applied (hold_view or self.wait hold the loop)."""

    def autosave(self) -> None:
        """Hands the match to the writer thread again (the session hands it over after every move itself)."""
        match = self.whole_match()
        if self.session.saver is not None and match is not None:
            self.session.saver.submit(match)

    def _stopped_for_saving(self) -> bool:
        """Whether the last save of this game failed: then the game stops before its next move, and a screen over
        the table says why and tries again until the save is on disk (a full disk loses no move)."""
        self.app.saver.take_errors()  # this table's failure is read per file below; others' are not its own
        if self.save_path is None or self.app.saver.failure(self.save_path) is None:
            return False
        self.app.open("not_saved", self, "save")
        return True

    # --- a bot that fails costs its move, not the game ---
    def bot_failed(self, seat: int, reason: str) -> None:
        self.session.close()
        self.autosave()
        self.app.open("bot_failed", self, seat, reason)

    def hand_seat(self, seat: int, level: str) -> None:
        """Lets another AI level (or the random player) take over a seat whose bot failed."""
        self.session.hand_seat(seat, level)

    def pace(self, seconds: float) -> float:
        factor = self.app.settings.animation_factor
        return seconds / factor if factor else 0.0

    # --- the loop ---
    def update(self, dt: float) -> None:
        self.banners = [(text, left - dt) for text, left in self.banners if left > dt]
        if self.remote is not None:
            for reason in self.remote.take_refusals():  # the authority refused this seat's move, and said why
                self.refuse(reason)
            self.remote.settle()
            if self.remote.words != self.words_heard:  # the authority said the game again in this client's language
                self.words_heard = self.remote.words
                self.words_changed()
        if self._stopped_for_saving():
            return
        self.animate(dt)
        if self.wait > 0:
            self.wait = max(0.0, self.wait - dt)
            if self.stale_view and self.animation_done():
                self.catch_up()
            return
        if self.stale_view:
            self.catch_up()
        if self.session.replaying:
            return  # only the viewer moves a replayed table
        if self.session.to_act() == TERMINAL:
            if not self.ended:
                self.ended = True
                self.wait = self.pace(END_PAUSE) or 0.3
            else:
                self.finish()
            return
        if self.guide is not None and self.guide.holds_table() and not self.setting_up():
            return  # the learner reads a lesson's step: the table waits for Next (the set-up's dice and deal excepted)
        player = self.session.to_act()
        try:
            # The session makes no move of the table's own (dice, AI) while the last move is not yet on disk:
            # a kill at any moment then loses at most the move in flight.
            played = self.session.advance()
        except BotFailed as exc:
            self.bot_failed(player, str(exc))
            return
        if played is not None:
            self.show_played(played)
            mine = self.remote is not None and played.actor in self.remote.people  # a networked seat's own move, back
            if played.actor >= 0 and not mine:  # an AI's move, another person's, or a roll made for a person
                self.wait = max(self.wait, self.pace(self.ai_pause(played.action)))
            return
        seat = self.session.person_to_act()
        if seat is not None:
            self.need_seat(seat)

    def ai_pause(self, action: Action | None = None) -> float:
        """Seconds between the computer's moves at normal speed (after `action`); shorter in a game of pure luck,
        where there is nothing to follow but the dice. A table may make it shorter still for a move nobody
        needs to follow."""
        return AI_PAUSE if self.match.info.choices else AI_PAUSE * LUCK_PAUSE

    def undo_point(self, index: int) -> bool:
        """Hook: whether Undo may take the person back to before their move at `index` (not a move the
        table made for them)."""
        return True

    def need_seat(self, seat: int) -> None:
        """A human must act: with hidden information, the device is passed to them first."""
        if self.session.hand_over_to(self.shown_seat) == seat:
            self.hide_seat()
            self.app.open("pass_device", self, seat)

    def hide_seat(self) -> None:
        """Takes the private side off the screen (the device changes hands, or everyone looks at it)."""
        if self.shown_seat is not None:
            self.seen_log[self.shown_seat] = len(self.log_texts)
        self.shown_seat = None
        self.refresh_view()

    def seat_shown(self, seat: int) -> None:
        """Called by the pass screen once the right player has the device."""
        self.shown_seat = seat
        self.refresh_view()

    def pass_reason(self, seat: int) -> str:
        """Why the device goes to `seat` now, in words for the pass screen."""
        return _("It is {name}'s move.").format(name=self.actor_name(seat))

    def missed_moves(self, seat: int) -> list[str]:
        """The log lines since `seat` last had the device, in their words: what the others did meanwhile."""
        return [texts[seat] for texts in self.log_texts[self.seen_log.get(seat, 0):]]

    def animate(self, dt: float) -> None:
        """Hook: advance animations."""

    def moving(self) -> bool:
        """Hook: something on the table still moves although the view is settled (chips flying, a pawn
        walking, a countdown running): the loop keeps drawing every frame while it does."""
        return False

    def needs_frames(self) -> bool:
        """A table runs at the full rate while it has anything to do or show; it sleeps only while it waits
        for a person and nothing moves."""
        if self.wait > 0 or self.stale_view or self.ended or self.banners:
            return True
        if self.remote is not None and self.remote.clock_runs():
            return True  # a clock of the time a player is away runs; people take their seats
        if self.guide is not None or self.current_advice() is not None or self.hint_waiting():
            return True  # the rings pulse, and a hint on its way is looked for
        if not self.animation_done() or self.moving() or not self.session.saved():
            return True
        return self.human_to_act() is None  # dice to throw, an AI to ask or to wait for

    def animation_done(self) -> bool:
        """Hook: whether the animation that holds the view has finished."""
        return self.wait <= 0

    def skip_animation(self) -> None:
        """Hook: jump to the end of an animation (a click or a key)."""
        self.wait = min(self.wait, 0.05)

    def finish(self) -> None:
        if self.remote is not None:
            self.remote.advance()  # looks for the record the authority sends at the end
        match = self.whole_match()
        if match is None:
            return  # a networked game: its record is on its way (the connection's card says if it is not)
        if self.remote is not None and not self.remote.people:
            self.session.close()
            self.show_results()  # a spectator's: the game is not theirs to count in their history
            return
        if self.remote is not None:
            from game.net.tickets import forget_ticket  # late: a game on one machine loads no network module

            for seat in self.remote.people:
                forget_ticket(self.remote.code, seat)  # the game is over: no seat to go back to
        self.session.close()
        self.app.saver.flush()  # the menu must find the game finished
        if self._stopped_for_saving():
            return
        if not record_finished(self.app, match):
            self.app.open("not_saved", self, "record")  # the disk cannot take the record: keep the game open
            return
        self.show_results()

    def show_results(self) -> None:
        self.app.sounds.play("win")
        self.app.switch_to("results", self.whole_match())

    def can_undo(self) -> bool:
        return self.session.can_undo() and self.guide is None  # a lesson's steps only go forward

    def undo(self) -> None:
        """Takes back the human's last move and everything after it (only against AI opponents)."""
        if not self.session.undo(self.undo_point):
            return
        self.ended = False
        self.wait = 0.0
        self.stale_view = False
        self.pending_log.clear()
        self.pending_moves.clear()
        self.log_texts, self.log = self.log_lines(), []
        self.refresh_view()
        self.after_undo()

    def after_undo(self) -> None:
        """Hook: put animations and selections right after an undo."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos  # where a refusal of the click is said
        if self.session.replaying:
            return  # the replay viewer's controls move it
        if self.guide is not None and self.guide.handle(event):
            return
        if self.away_seat() is not None and self.lend_button.handle(event):
            return
        if self.tip_clicked(event):
            return
        if is_key(event, pygame.K_h) and not self.typing():
            self.ask_hint()
            return
        if is_key(event, pygame.K_ESCAPE):
            self.app.open("pause", self)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if self.log_box is not None and scrolls_log(self.log_box, event) and self.log_box.handle(event):
            return
        if self.wait > 0 and (event.type == pygame.MOUSEBUTTONUP or
                              (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.skip_animation()
            return
        self.handle_table(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        """Hook: the game's own clicks and keys."""

    def put_away(self) -> None:
        """The table is closed for good (save and quit): its AI stops and its last move is written."""
        self.session.close()
        self.app.saver.flush()

    # --- what each piece is, on hover ---
    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """Hook: what the piece under the window point `pos` is, and the rules section that says more."""
        return None

    def tip_clicked(self, event: pygame.event.Event) -> bool:
        """A click on the tip card, or a right-click on a piece with a tip, opens the rules at the tip's section."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        tip = None
        shown = self.shown_tip
        if event.button == 1 and shown is not None and shown.card.collidepoint(event.pos) and \
                shown.rested is not None and time.monotonic() - shown.rested >= TIP_REST:
            tip = shown.tip
        elif event.button == 3:
            tip = self.tip_under(event.pos)
        if tip is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP:  # a click is its release, as for buttons; its press is kept back
            self.shown_tip = None
            self.app.open("rules", self.match.info, section=tip.section)
        return True

    def draw_hover(self, surface: pygame.Surface, show: bool = True) -> None:
        """The tip of the piece under the pointer, drawn last (none while `show` is false: a panel lies over the
        table). It stands where the pointer met the piece and stays while the pointer crosses over to it (over
        nothing else with a tip), so that it can be clicked. The hint and the lesson's guide are drawn first, under
        the tip (a panel over the table hides the hint's mark, not the guide, which may point at the panel)."""
        self.draw_guidance(surface, marks=show)
        pos = self.pointer
        if pos is None or not show:
            self.shown_tip = None
            return
        tip = self.tip_under(pos)
        shown = self.shown_tip
        if shown is not None and (shown.card.collidepoint(pos) or (tip is None and shown.zone.collidepoint(pos))):
            tip = shown.tip
        if tip is None:
            self.shown_tip = None
            return
        same = shown is not None and shown.tip == tip
        at = shown.at if shown is not None and same else (tip.at or pos)
        card = draw_tip(surface, tip.text, at, _("Click here or right-click: read the rules"))
        rested = (shown.rested if same and shown is not None and shown.rested is not None else time.monotonic()) \
            if card.collidepoint(pos) else None
        self.shown_tip = ShownTip(tip, at, card, card.union(pygame.Rect(at, (1, 1))), rested)

    # --- the hint ---
    def typing(self) -> bool:
        """Hook: whether a text field has the keys now (then H is a letter, not the hint)."""
        return False

    def hint_waiting(self) -> bool:
        return self.hints is not None and self.hints.waiting(self.session.version)

    def hint_button_enabled(self) -> bool:
        """Whether the Hint button may be pressed: the game has hints, a person at the screen is to move, and
        no hint for this position is on its way or shown."""
        seat = self.human_to_act()
        if self.hints is None or seat is None or self.session.screen_seat(self.shown_seat) != seat:
            return False
        return not self.hint_waiting() and self.hints.answer(self.session.version) is None

    def ask_hint(self) -> None:
        """Asks the game's adviser what the strongest AI would do for the person to move, off the main loop."""
        if self.hint_button_enabled() and self.hints is not None:
            seat = self.human_to_act()
            if seat is not None and self.remote is not None:
                self.hints.ask_authority(self.remote, seat)  # only the table's authority holds what a search samples
            elif seat is not None:
                self.hints.ask(self.local, seat)

    def current_advice(self) -> Advice | None:
        """The hint for the position on screen, once ready; never one for a position the table has left."""
        if self.hints is None or self.stale_view:
            return None
        asked = self.hints.answer(self.session.version)
        if asked is None or asked.advice is None or self.human_to_act() != asked.seat:
            return None
        return asked.advice

    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """Hook: marks the advised move's place on the table (game.ui.hints.draw_mark), and the parts
        advice.points_at names."""

    def hint_anchor(self) -> pygame.Rect:
        """Hook: where the hint's card stands (its bottom centre is this rect's), in window pixels."""
        return layout.rect(639, 706, 2, 2)

    def draw_guidance(self, surface: pygame.Surface, marks: bool = True) -> None:
        """The hint (its mark on the table, unless a panel lies over it, and its reason) and the lesson's guide."""
        if self.hints is not None:
            version = self.session.version
            if self.hints.waiting(version) and self.human_to_act() is not None:
                draw_hint_card(surface, self.hint_anchor(), _("Thinking…"), thinking=True)
            elif (advice := self.current_advice()) is not None:
                if marks:
                    self.mark_advice(surface, advice)
                draw_hint_card(surface, self.hint_anchor(), advice.reason, thinking=False)
            elif (asked := self.hints.answer(version)) is not None and asked.failed and \
                    self.human_to_act() == asked.seat:
                draw_hint_card(surface, self.hint_anchor(), _("No hint this time ({reason}).").format(
                    reason=asked.failed), thinking=False)
        if self.guide is not None:
            self.guide.draw(surface)
        if self.remote is not None:
            if self.remote.in_lobby():
                draw_lobby(surface, self.remote.waiting_for_players(), self.remote.invitation, self.remote.code)
            bottom = draw_notice(surface, self.remote.notice(time.monotonic()))
            seat = self.away_seat()
            if seat is not None:  # the host may let the AI play an away player's seat meanwhile
                self.lend_button.label = _("Let the AI play for {name}").format(name=self.actor_name(seat))
                self.lend_button.rect = (NOTICE_RIGHT - 340, bottom + 4, 340, 34)
                self.lend_button.draw(surface)

    # --- a networked table ---
    def away_seat(self) -> int | None:
        """The first seat whose player is away, when this client hosts the table (its host may let the AI play
        it meanwhile); None otherwise."""
        remote, hosting = self.remote, self.app.hosting
        if remote is None or hosting is None or not hosting.holds(remote.code):
            return None
        return next(iter(remote.away_since), None)

    def lend_away_seat(self) -> None:
        seat = self.away_seat()
        if seat is not None and self.remote is not None:
            self.app.hosting.lend(self.remote.code, seat)

    # --- a lesson ---
    def lesson_target(self, name: str) -> pygame.Rect | None:
        """Hook: where the part of the table a lesson step names is (window pixels); None: not on the table now."""
        return None

    def setting_up(self) -> bool:
        """The game's own set-up is under way: dice or cards before anyone's first move."""
        return self.session.to_act() == CHANCE and not any(actor >= 0 for actor in self.match.actors)

    def lesson_card_places(self) -> list[tuple[float, float, str]]:
        """Hook: where a lesson's card may stand first, best first: (x, y, "top" or "bottom") in design pixels, y
        being the card's top or bottom edge; the guide takes the first that covers none of the step's targets."""
        return []

    def start_guide(self, lesson: Lesson) -> None:
        self.guide = LessonGuide(self, lesson)

    def end_lesson(self, finished: bool) -> None:
        """The lesson's last step was read, or the learner skipped it: the game goes on, with Hint there."""
        self.guide = None
        if not finished:
            self.app.notify(_("Lesson skipped: the game goes on. Hint (H) says what the strongest AI would do."), 4)

    # --- shared drawing ---
    def thinking(self) -> bool:
        return self.session.thinking()

    def draw_scroll_log(self, surface: pygame.Surface, box: tuple[float, float, float, float]) -> None:
        """The game log in its panel: the newest line in sight, older ones by the wheel or the keys, wrapped
        and clipped so it never runs past the panel."""
        if self.log_box is None or self.log_box.rect != box:
            self.log_box = ScrollText(box, follow_end=True, title=_("Game log"))
        if [p.text for p in self.log_box.paragraphs] != self.log:  # a new line, or the log said in another language
            self.log_box.set_paragraphs([Paragraph(line, 14, space_before=1) for line in self.log])
        self.log_box.draw(surface)


class ShownTip(NamedTuple):
    tip: Tip
    at: tuple[int, int]  # the point it speaks of (window pixels)
    card: pygame.Rect  # the card as drawn
    zone: pygame.Rect  # the card and the way to it from `at`
    rested: float | None  # since when the pointer is on the card (a click there opens the rules after TIP_REST)


def log_entries(entry: Callable[[Played], tuple[str, ...] | None], played: list[Played]) -> list[tuple[str, ...]]:
    """The log's entries of `played` moves, each as `entry` words it (none for a move it leaves out)."""
    return [words for move in played if (words := entry(move)) is not None]


def view_for(table: TableScene[ViewT], seat: int | None) -> ViewT:
    """The view of `seat` (None: a spectator's) at `table`, as its game's view type. The session hands any game's
    view as a mapping; the game at this table builds it as its view type (the TypedDict in its view_types.py), so
    it is cast here, once. A function, not a method: the table's constructor reads the view through it, and a
    constructor calls nothing a subclass may override."""
    return cast(ViewT, table.session.view(seat))


# A table of some game, whichever (the menu's and the replay viewer's table): each game's table is a TableScene of
# its own view type.
AnyTable: TypeAlias = TableScene[Any]
