"""Setting up a game: the seats (a name, a person or an AI with its level) and the game's options."""

from __future__ import annotations

import contextlib
import random
from functools import partial
from typing import Any, final

import pygame

from game.engine.errors import SpelbordetError
from game.engine.match import Match
from game.engine.options import OptionSpec
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.game_lengths import usual_length
from game.i18n import N_, capital, game_text, number, words
from game.last_setups import recall, remember
from game.ui import theme
from game.ui.records import choose_player_for_setup, enrol_people
from game.ui.scene import WidgetScene
from game.ui.tables import has_aid, lesson_table, table_for
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Stepper, TextField

_, ngettext = words("spelbordet")

NAMES = ["Astrid", "Bjørn", "Karin", "Lars", "Maja", "Nils", "Sigrid", "Tove"]
# "remote": a person who joins from another computer; a table with one is hosted by this client (game.ui.hosting).
KINDS = [("human", "normal"), ("ai", "easy"), ("ai", "normal"), ("ai", "hard"), ("remote", "normal")]
KIND_LABELS = {("human", "normal"): N_("Human"), ("ai", "easy"): N_("AI — easy"), ("ai", "normal"): N_("AI — normal"),
               ("ai", "hard"): N_("AI — hard"), ("remote", "normal"): N_("Other computer")}
# A game of pure luck (GameInfo.choices False) has no levels: a seat is a person or the computer.
LUCK_KINDS = [("human", "normal"), ("ai", "normal"), ("remote", "normal")]
LUCK_LABELS = {("human", "normal"): N_("Human"), ("ai", "normal"): N_("Computer"),
               ("remote", "normal"): N_("Other computer")}
MAX_ROWS = 8
ROW_H = 50
TOP = 156  # the first seat row and the first option row
OPTIONS_BOTTOM = 624  # options end above the bottom buttons; more of them scroll
LABEL_W = 252  # an option's label, left of its stepper
HELP_W = 520  # an option's help, wrapped whole under its label and stepper
HELP_SIZE, HELP_LINE = 13, 16


def option_values(spec: OptionSpec) -> list[Any]:
    """The values a stepper offers: every value of a short range, round numbers of a long one."""
    values = spec.values()
    if len(values) <= 40:
        return values
    nice = {spec.minimum, spec.maximum, spec.default}
    base = 1
    while base <= spec.maximum:
        for m in (1, 2, 5):
            if spec.minimum <= base * m <= spec.maximum:
                nice.add(base * m)
        for m in range(10, 100, 10):
            if spec.minimum <= base * m <= spec.maximum and base * m <= 100:
                nice.add(base * m)
        base *= 10
    return sorted(nice)


class SetupScene(WidgetScene):
    def __init__(self, app: Any, info: GameInfo, seats: list[Seat] | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.info = info
        if seats is None:  # the seats and options of the last game of this one started, else the defaults
            seats, remembered, problem = recall(info.key)
            if problem:
                app.notify(problem)
            if not info.min_players <= len(seats) <= min(info.max_players, MAX_ROWS):
                count = max(info.min_players, min(3, info.max_players))
                seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "normal") for i in range(1, count)]
            options = options if options is not None else remembered
        self.rows: list[tuple[TextField, Stepper, Button]] = []
        # A game whose first seat has a role (the bank): one toggle per row picks that seat; None = chosen for
        # the players (a person alone at the table plays and an AI takes the role).
        self.role_row: TextField | None = None
        self.role_buttons: list[Button] = []
        self.widgets = Group()
        self.option_steppers: dict[str, Stepper] = {}
        for seat in seats:
            self.add_row(seat)
        self.add_button = self.widgets.add(Button(_("+ Add seat"), (60, 0, 180, 42), self.add_seat, size=17))
        chosen = options or {}
        for spec in info.options:
            values = option_values(spec)
            current = chosen.get(spec.key, spec.default)
            index = values.index(current) if current in values else values.index(spec.default)
            self.option_steppers[spec.key] = self.widgets.add(
                Stepper((960, TOP, 260, 40), values, index, show=partial(self.show_value, spec)))
        self.option_top = 0  # the first option shown; the list scrolls when they do not all fit
        self.options_shown: list[tuple[OptionSpec, float]] = []  # (option, y) on screen now
        self.scroll_up = self.widgets.add(Button("▲", (1124, 120, 44, 30), lambda: self.scroll_options(-1), size=14))
        self.scroll_down = self.widgets.add(Button("▼", (1176, 120, 44, 30), lambda: self.scroll_options(1),
                                                   size=14))
        self.widgets.add(Button(_("Back"), (60, 640, 160, 52), self.app.pop, size=20))
        self.widgets.add(Button(_("Rules"), (240, 640, 160, 52), self.open_rules, size=20))
        self.widgets.add(Button(_("Players"), (420, 640, 160, 52), lambda: choose_player_for_setup(self.app, self),
                                size=20))
        self.widgets.add(Button(_("Start"), (1060, 640, 180, 52), self.start, hotkey=pygame.K_RETURN, primary=True,
                                size=22))
        if has_aid(info.key):
            self.widgets.add(Button(_("How to play"), (600, 640, 190, 52), self.open_aid, size=18))
        if info.lesson is not None:
            self.widgets.add(Button(_("Guided first game"), (810, 640, 230, 52), self.start_lesson, size=18))
        self.offered = False  # the guided first game was offered when this screen first opened
        self.place_rows()
        self.place_options()

    # --- options ---
    def show_value(self, spec: OptionSpec, value: Any) -> str:
        """An option's value on its stepper: on/off in words, a number as the language writes it."""
        if isinstance(value, int) and not isinstance(value, bool):
            return number(value)
        return game_text(self.info.key, spec.show(value))

    def option_label(self, spec: OptionSpec) -> str:
        return game_text(self.info.key, spec.label)

    def option_help(self, spec: OptionSpec) -> str:
        return game_text(self.info.key, spec.help) if spec.help else ""

    def option_height(self, spec: OptionSpec) -> float:
        help_lines = len(theme.wrap(self.option_help(spec), HELP_SIZE, HELP_W)) if spec.help else 0
        return 46 + HELP_LINE * help_lines + 12

    @final  # the constructor builds the screen with it
    def place_options(self) -> None:
        """Shows the options from option_top down as far as they fit whole; the others are hidden, never overlapped."""
        self.options_shown = []
        y: float = TOP
        for i, spec in enumerate(self.info.options):
            stepper = self.option_steppers[spec.key]
            fits = i >= self.option_top and y + self.option_height(spec) - 12 <= OPTIONS_BOTTOM
            if fits and (not self.options_shown or self.options_shown[-1][0] is self.info.options[i - 1]):
                stepper.visible = True
                stepper.rect = (960, y, 260, 40)
                self.options_shown.append((spec, y))
                y += self.option_height(spec)
            else:
                stepper.visible = False
        scrolls = len(self.options_shown) < len(self.info.options)
        self.scroll_up.visible = self.scroll_down.visible = scrolls
        self.scroll_up.enabled = self.option_top > 0
        last_shown = self.option_top + len(self.options_shown) - 1
        self.scroll_down.enabled = last_shown < len(self.info.options) - 1

    def scroll_options(self, delta: int) -> None:
        if delta > 0 and not self.scroll_down.enabled or delta < 0 and not self.scroll_up.enabled:
            return
        self.option_top = max(0, min(len(self.info.options) - 1, self.option_top + delta))
        self.place_options()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.scroll_up.visible:
            x, y = layout.to_design(pygame.mouse.get_pos())
            over_stepper = any(s.visible and s.hovered() for s in self.option_steppers.values())
            if x >= 680 and TOP <= y <= OPTIONS_BOTTOM and not over_stepper:
                self.scroll_options(-1 if event.y > 0 else 1)
                return
        super().handle(event)

    # --- seats ---
    @final  # the constructor builds the screen with it
    def add_row(self, seat: Seat) -> None:
        name = TextField((0, 0, 250, 40), seat.name, max_length=16)
        kinds, labels = (KINDS, KIND_LABELS) if self.info.choices else (LUCK_KINDS, LUCK_LABELS)
        wanted = (seat.kind, seat.level) if self.info.choices or seat.kind in ("human", "remote") \
            else ("ai", "normal")
        kind_index = kinds.index(wanted) if wanted in kinds else kinds.index(("ai", "normal"))
        kind = Stepper((0, 0, 220, 40), kinds, kind_index, on_change=lambda _: self.place_rows(),
                       show=lambda k: _(labels[k]))
        row: list[Any] = [name, kind]
        remove = Button("✕", (0, 0, 40, 40), lambda: self.remove_row(row), size=16)
        row.append(remove)
        self.rows.append((name, kind, remove))
        for w in (name, kind, remove):
            self.widgets.widgets.insert(0, w)

    def remove_row(self, row: list[Any]) -> None:
        if len(self.rows) <= self.info.min_players:
            return
        self.rows = [r for r in self.rows if r[0] is not row[0]]
        self.widgets.widgets = [w for w in self.widgets.widgets if w not in row]
        self.place_rows()

    def add_seat(self) -> None:
        if len(self.rows) >= min(self.info.max_players, MAX_ROWS):
            return
        used = {r[0].text for r in self.rows}
        name = next((n for n in NAMES if n not in used), _("Player {n}").format(n=len(self.rows) + 1))
        self.add_row(Seat(name, "ai", "normal"))
        self.place_rows()

    @final  # the constructor builds the screen with it
    def place_rows(self) -> None:
        role = bool(self.info.first_seat_role)
        self.widgets.widgets = [w for w in self.widgets.widgets if w not in self.role_buttons]
        self.role_buttons = []
        holder = self.role_seat()
        for i, (name, kind, remove) in enumerate(self.rows):
            y = TOP + i * ROW_H
            name.rect = (96, y, 230 if role else 250, 40)
            kind.rect = (336, y, 210, 40) if role else (356, y, 220, 40)
            remove.rect = (556 if role else 586, y, 40, 40)
            remove.enabled = len(self.rows) > self.info.min_players
            if role:
                button = Button("●" if i == holder else "○", (610, y, 48, 40),
                                partial(self.choose_role, name), size=18, primary=i == holder)
                self.role_buttons.append(button)
                self.widgets.widgets.insert(0, button)
        self.add_button.rect = (96, TOP + len(self.rows) * ROW_H + 6, 180, 40)
        self.add_button.visible = len(self.rows) < min(self.info.max_players, MAX_ROWS)

    def role_seat(self) -> int:
        """The row that takes the first seat's role: the one chosen, or else an AI when one person plays alone."""
        for i, row in enumerate(self.rows):
            if row[0] is self.role_row:
                return i
        kinds = [kind.value[0] for _, kind, _ in self.rows]
        if kinds.count("human") == 1 and "ai" in kinds:
            return kinds.index("ai")
        return 0

    def table_seat(self, row: int) -> int:
        """The seat a row takes at the table: the role's row moves first, so numbers and colours shown here
        are the ones the player keeps at the table, in the results and in the records."""
        if not self.info.first_seat_role:
            return row
        holder = self.role_seat()
        return 0 if row == holder else row + 1 if row < holder else row

    def choose_role(self, row: TextField) -> None:
        self.role_row = row
        self.place_rows()

    def shown_seats(self) -> list[Seat]:
        """The seats as the rows show them, top to bottom."""
        seats = []
        for i, (name, kind, _remove) in enumerate(self.rows):
            who, level = kind.value
            seats.append(Seat(name.text.strip() or _("Player {n}").format(n=i + 1), who, level))
        return seats

    def seats(self) -> list[Seat]:
        """The seats of the game: as shown, with the one that takes the first seat's role moved first."""
        seats = self.shown_seats()
        if self.info.first_seat_role:  # the chosen seat moves first; the others keep their order
            seats.insert(0, seats.pop(self.role_seat()))
        return seats

    def options(self) -> dict[str, Any]:
        return {key: stepper.value for key, stepper in self.option_steppers.items()}

    # --- actions ---
    def open_rules(self) -> None:
        self.app.open("rules", self.info)

    def open_aid(self) -> None:
        self.app.open("player_aid", self.info)

    def enter(self) -> None:
        super().enter()
        self.offer_lesson()

    def offer_lesson(self) -> None:
        """The first time a person opens a game that has a guided first game, it is offered (once, ever)."""
        info, settings = self.info, self.app.settings
        if self.offered or info.lesson is None or info.key in settings.lessons_offered:
            return
        self.offered = True
        settings.lessons_offered.append(info.key)
        self.app.save_settings()
        steps = len(info.lesson.steps)
        self.app.open("choice", _("New to {game}?").format(game=info.local_name()),
                      ngettext("A guided first game teaches {game} in {n} short step at a real table, against an "
                               "easy AI. You can skip it at any point, and find it here again under Guided first "
                               "game.",
                               "A guided first game teaches {game} in {n} short steps at a real table, against an "
                               "easy AI. You can skip it at any point, and find it here again under Guided first "
                               "game.", steps).format(game=info.local_name(), n=steps),
                      [(_("Guided first game"), self.lesson_from_offer), (_("Not now"), self.app.pop)])

    def lesson_from_offer(self) -> None:
        self.app.pop()
        self.start_lesson()

    def start_lesson(self) -> None:
        """The guided first game: the lesson's seeded table, the first person of this setup (or "You") learning."""
        lesson = self.info.lesson
        if lesson is None:
            return
        people = [seat.name for seat in self.seats() if seat.is_human]
        learner = people[0] if people else _("You")
        if learner in {seat.name for seat in lesson.opponents}:
            learner = _("You")
        self.app.replace(lesson_table(self.app, self.info, lesson, learner))

    def start(self) -> None:
        seats = self.seats()
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            self.app.notify(_("Two seats have the same name: give each player their own."))
            return
        remote = {i for i, seat in enumerate(seats) if seat.kind == "remote"}
        if remote:
            self.host(seats, remote)
            return
        if not enrol_people(self.app, seats):
            return
        try:
            match = Match(self.info, self.options(), seats, random.SystemRandom().randrange(2**31))
        except SpelbordetError as exc:
            self.app.notify(str(exc))
            return
        self.remember()
        self.app.replace(table_for(self.app, match))

    def remember(self) -> None:
        with contextlib.suppress(OSError):  # a convenience only: the game starts all the same without it
            remember(self.info.key, self.shown_seats(), self.options())  # the next setup of this game starts here

    def host(self, seats: list[Seat], remote: set[int]) -> None:
        """A table with seats for people at other computers: this client hosts it, and plays its Human seats (with
        several, the people at this screen pass it between them as at a table of their own)."""
        people = [seat for i, seat in enumerate(seats) if seat.is_human]
        if not people:
            self.app.notify(_("A table with players at other computers needs a Human seat here: yours. "
                              "Each other person joins from their own computer."))
            return
        if not enrol_people(self.app, people):
            return
        try:
            Match(self.info, self.options(), [Seat(s.name, "human" if i in remote else s.kind, s.level)
                                              for i, s in enumerate(seats)], 0)  # the options and seats are sound
        except SpelbordetError as exc:
            self.app.notify(str(exc))
            return
        self.remember()
        from game.ui.hosting import host_table  # late: a game on one machine loads no network module

        try:
            host_table(self.app, self.info, self.options(), seats, remote)
        except SpelbordetError as exc:
            self.app.notify(str(exc))


    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.info
        theme.draw_text(surface, info.native_name, 60, 22, 44, theme.PAPER, bold=True, family="serif")
        name = info.local_name()  # the native name (the title) is not said twice
        length = usual_length(info.key)
        about = " · ".join([*([name] if name != info.native_name else []), info.players_text(),
                            *([length] if length else []), info.local_summary()])
        for j, line in enumerate(theme.wrap(about, 16, 1160)[:2]):
            theme.draw_text(surface, line, 62, 78 + 20 * j, 16, theme.PAPER_DARK)
        theme.draw_text(surface, _("Seats"), 96, 126, 18, theme.GOLD, bold=True)
        for i in range(len(self.rows)):
            seat = self.table_seat(i)
            theme.draw_text(surface, str(seat + 1), 70, TOP + i * ROW_H + 10, 18, theme.seat_colour(seat), bold=True)
        if info.first_seat_role:
            role = game_text(info.key, info.first_seat_role).removeprefix("the ")
            theme.draw_text(surface, capital(role), 634, 128, 15,
                            theme.GOLD, bold=True, anchor="midtop")
        if any(kind.value[0] == "remote" for _name, kind, _remove in self.rows):
            top = TOP + len(self.rows) * ROW_H + (58 if self.add_button.visible else 8)
            words = _("Other computer: this computer hosts the table and shows its address and code; each such "
                      "player joins from their own computer with Join a table (a seat named for them is theirs), "
                      "and sees only their own side.")
            lines = theme.wrap(words, 15, 540)
            size = 15 if top + 19 * len(lines) <= OPTIONS_BOTTOM else 13  # eight seats leave less room
            for j, line in enumerate(theme.wrap(words, size, 540)):
                theme.draw_text(surface, line, 96, top + (size + 4) * j, size, theme.PAPER_DARK)
        theme.draw_text(surface, _("Options"), 700, 126, 18, theme.GOLD, bold=True)
        if not info.options:
            theme.draw_text(surface, _("This game has no options."), 700, TOP + 10, 16, theme.PAPER_DARK)
        if self.scroll_up.visible:
            first = self.option_top + 1
            theme.draw_text(surface, _("{first}–{last} of {count}").format(
                first=first, last=first + len(self.options_shown) - 1, count=len(info.options)),
                            1112, 126, 15, theme.PAPER_DARK, anchor="topright")
        for spec, y in self.options_shown:
            # A long label ("Extension 3 – cooperation at the bridge") shrinks to stay clear of its control.
            label = self.option_label(spec)
            size = next((n for n in (17, 16, 15, 14, 13) if len(theme.wrap(label, n, LABEL_W)) == 1), 0)
            if size:
                theme.draw_text(surface, label, 700, y + 10 + (17 - size) / 2, size, theme.PAPER)
            else:  # longer still (a long word in another language): two lines beside the stepper
                size = next((n for n in (13, 12) if len(theme.wrap(label, n, LABEL_W)) <= 2), 11)
                for j, line in enumerate(theme.wrap(label, size, LABEL_W)[:2]):
                    theme.draw_text(surface, line, 700, y + 3 + j * (size + 4), size, theme.PAPER)
            for j, line in enumerate(theme.wrap(self.option_help(spec), HELP_SIZE, HELP_W) if spec.help else []):
                theme.draw_text(surface, line, 700, y + 46 + j * HELP_LINE, HELP_SIZE, theme.PAPER_DARK)
        self.widgets.draw(surface)
