"""Krutrøyk's saloon table: roles, the felt with pockets, stacks, the pot and the narrator's hat, the
moves the rules allow now, the story log, and duels drawn all at once."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine.advice import Advice
from game.engine.events import Event
from game.engine.match import Match
from game.engine.state import CHANCE, Action
from game.games.krutroyk.action_parts import (
    narrate,
    narrated,
    paid_from,
    picked_face,
    raised_by,
    shot_at,
    skip_typing,
    thrown,
    write,
)
from game.games.krutroyk.view_types import DuelRecord, KrutroykView
from game.ui import theme
from game.ui.chips import chip_painter
from game.ui.dice import DiceTray
from game.ui.hints import draw_mark
from game.ui.motion import Flights
from game.ui.table import TableScene
from game.ui.table_drawing import Tip
from game.ui.tables.krutroyk import felt, words
from game.ui.tables.krutroyk.controls import flow_buttons
from game.ui.tables.krutroyk.duel_draw import DuelDraw
from game.ui.tables.krutroyk.places import ACTION_BOX, LOG_BOX, PILES, part_box, pile_box
from game.ui.tables.krutroyk.story import save_story, story_paragraphs, story_text
from game.ui.theme import layout
from game.ui.widgets import Button, Group, ScrollText, Stepper, TextField, Widget

if TYPE_CHECKING:
    from game.ui.app import App

ROW_Y = 546  # the first row of controls
DIE_BOX = (690, 534, 110, 64)
HINT_BOX = (1126, 666, 130, 40)  # under the story, clear of the moves
MOVE_H, MOVE_PITCH = 36, 40  # a decision button's height, and from one row of them to the next


def move_rect(row: int, col: int, cols: int = 2) -> tuple[float, float, float, float]:
    """A cell of the decision buttons' grid under the felt (40 to 810 wide)."""
    width = (770 - (cols - 1) * 8) / cols
    return 40 + col * (width + 8), ROW_Y + row * MOVE_PITCH, width, MOVE_H


ROLL_SECONDS, DRAW_SECONDS = 0.9, 2.4
COIN_SECONDS = 0.6  # dollars moving between pockets, stacks and the pot

Place = str | tuple[str, int]  # where dollars lie: "pot", ("pocket", seat) or ("stack", seat)

_, ngettext = i18n.words("krutroyk")


class KrutroykTable(TableScene[KrutroykView]):
    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        super().__init__(app, match, save_path, replaying)
        self.die = DiceTray(DIE_BOX, 1)
        self.duel_draw = DuelDraw()
        self.story_box = ScrollText(LOG_BOX, follow_end=True)
        self.trait_field = TextField((40, ROW_Y, 360, 40), max_length=60, size=17, on_enter=self.write_trait,
                                     placeholder=_("Write the trait, then Enter"))
        self.story_field = TextField((40, ROW_Y, 770, 44), max_length=int(self.view["max_text_length"]),
                                          size=17, on_enter=self.tell,
                                          placeholder=_("Type the paragraph; Enter tells it"))
        self.controls = Group()
        self.raise_stepper: Stepper | None = None
        self.raise_button: Button | None = None
        self.move_tips: list[tuple[Button, str]] = []  # a duel choice's button and what that choice does
        # Each move's control, found by the move for the hint's mark and a lesson's steps ("move:challenge:pocket").
        self.move_controls: list[tuple[Action, Widget]] = []
        self.hint_button = Button(_("Hint"), HINT_BOX, self.ask_hint, size=17)
        self.hint_button.visible = self.hints is not None
        self.at_end = False
        self.leaving = False
        self.saved_to: Path | None = None
        self._key: tuple[object, ...] = ()
        self._story_len = -1
        self.duels_drawn = len(self.view["duels"])
        self.flights: Flights[KrutroykView] = Flights()

    # --- names ---
    def seat_names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def role_names(self) -> list[str]:
        """Role names where the role has one, else the seat's name."""
        return [r if self.view["roles"][i].get("name") else self.match.seats[i].name
                for i, r in enumerate(self.view["role_names"])]

    # --- which moves the screen offers ---
    def legal(self) -> list[Action]:
        """The moves of the seat at the screen, when it is theirs to make."""
        player = self.human_to_act()
        if player is None or player != self.viewer():
            return []
        return self.moves_open()

    def refresh_controls(self) -> None:
        legal = self.legal()
        key = (self.view.get("phase"), tuple(legal), self.viewer(), self.at_end, self.stale_view)
        if key == self._key:
            return
        self._key = key
        self.controls = Group()
        self.raise_stepper = self.raise_button = None
        self.move_tips = []
        self.move_controls = []
        phase = self.view["phase"]
        self.trait_field.visible = self.story_field.visible = False
        if self.at_end:
            buttons = flow_buttons([(_("Save the story as a text file"), self.save),
                                    (_("See the results"), self.to_results)], 40, ROW_Y, 810, 44, 18)
            buttons[-1].primary = True
            self.controls.widgets = [*buttons]
            return
        if not legal or self.stale_view:
            return
        if phase == "roles":
            self.build_role_controls(legal)
        elif "narrate" in self.view["text_moves"]:  # a paragraph is told now
            self.story_field.visible = True
            self.story_field.focused = True  # the narrator can start typing at once
            pygame.key.start_text_input()
            tell, skip = flow_buttons([(_("Tell it"), lambda: self.tell(self.story_field.text)),
                                       (_("Skip typing (told at the table)"), self.skip)], 40, ROW_Y + 54, 810, 40)
            tell.primary = True
            self.controls.widgets = [self.story_field, tell, skip]
            self.move_controls = [(narrate("…"), self.story_field), (skip_typing(""), skip)]
        else:
            self.build_move_buttons(legal)

    def build_role_controls(self, legal: list[Action]) -> None:
        self.trait_field.visible = True
        write = Button(_("Write"), (408, ROW_Y, 100, 40), lambda: self.write_trait(self.trait_field.text), size=17)
        roll = next(a for a in legal if a.kind == "roll")
        roll_button = Button(_("Roll a d6"), (518, ROW_Y, 160, 40), lambda: self.submit(roll), hotkey=pygame.K_SPACE,
                             primary=True, size=17)
        widgets: list[Widget] = [self.trait_field, write, roll_button]
        self.move_controls.append((roll, roll_button))
        setup = self.view["role_setup"]
        assert setup is not None  # the roles are being made
        entries = setup["table"][setup["trait"]]
        for i, entry in enumerate(entries):
            pick = next((a for a in legal if a.kind == "pick" and picked_face(a) == entry["face"]), None)
            label = words.table_entry(entry)
            col, row = i % 2, i // 2
            button = Button(label, (40 + col * 386, ROW_Y + 52 + row * 36, 378, 31),
                            partial(self.submit_if, pick), size=13)
            button.enabled = pick is not None  # a name another role has stays in its place, greyed
            widgets.append(button)
            if pick is not None:
                self.move_controls.append((pick, button))
        self.controls.widgets = widgets

    def build_move_buttons(self, legal: list[Action]) -> None:
        """Each move in a place of its own that stays from one decision to the next (see move_cell)."""
        raises = [a for a in legal if a.kind == "raise"]
        buttons: list[Widget] = []
        self.move_tips = []
        for action in (a for a in legal if a.kind != "raise"):
            button = Button(self.move_label(action), self.move_cell(action), partial(self.submit, action), size=16)
            button.primary = action.kind in ("pass", "call", "stand", "air")
            buttons.append(button)
            self.move_controls.append((action, button))
            tip = words.choice_tip(action, self.role_names())
            if tip:
                self.move_tips.append((button, tip))
        self.controls.widgets = buttons
        if raises:
            top = ROW_Y + 2 * MOVE_PITCH
            stepper = Stepper((40, top, 170, MOVE_H), raises, 0, self.pick_raise,
                              show=lambda a: _("raise by {raise_by}").format(raise_by=raised_by(a)), size=16)
            self.raise_stepper = stepper
            self.raise_button = Button(raises[0].describe(), (220, top, 381, MOVE_H), self.press_raise, size=16)
            self.controls.widgets += [stepper, self.raise_button]
            self.move_controls += [(action, self.raise_button) for action in raises]

    def move_cell(self, action: Action) -> tuple[float, float, float, float]:
        """Where a move's button sits. Two columns: the answer that lets things be (let the story go on, fold,
        stand, stay out, shoot into the air) first, then the one that pays from the pocket or calls (or shoot
        yourself), the stack's challenge or all-in below it; a raise on the third row; a shot at another seat from
        the second row, by that seat's place at the table."""
        kind = action.kind
        if kind == "shoot":
            me = self.viewer() or 0
            target = shot_at(action)
            index = target - (target > me)
            cols = 3 if len(self.match.seats) <= 7 else 4  # two rows at most, above the secrecy note
            return move_rect(1 + index // cols, index % cols, cols)
        if kind == "challenge":
            return move_rect(0, 1) if paid_from(action) == "pocket" else move_rect(1, 0)
        if kind in ("call", "self"):
            return move_rect(0, 1)
        if kind == "allin":
            return move_rect(1, 0)
        return move_rect(0, 0)

    def move_label(self, action: Action) -> str:
        """The rules' words for a move, with the amount where they leave it out (answering a challenge)."""
        label = action.describe()
        bidding = self.view.get("bidding")
        if action.kind == "call" and bidding and not any(c.isdigit() for c in label):
            label = _("Call {need} (syne)").format(need=bidding["need"][bidding["turn"]])
        return label

    def pick_raise(self, action: Action) -> None:
        if self.raise_button is not None:
            self.raise_button.label = action.describe()

    def press_raise(self) -> None:
        if self.raise_stepper is not None:
            self.submit(self.raise_stepper.value)

    # --- typed text ---
    def write_trait(self, text: str) -> None:
        setup = self.view["role_setup"]
        trait = setup["trait"] if setup else None
        if not text.strip() or trait is None:
            self.refuse(_("Write the trait first, or roll, or take one from the table."))
            return
        if trait == "name" and not self.session.allows(write(trait, text)):
            self.refuse(_("Another role is already called {name}: choose another name.").format(
                name=text.strip()))
            return
        if self.submit(write(trait, text)):
            self.trait_field.text = ""

    def tell(self, text: str) -> None:
        if not text.strip():
            self.refuse(_("Type the paragraph first, or press Skip typing."))
            self.story_field.focused = True  # the narrator can start typing at once
            pygame.key.start_text_input()
            return
        if self.submit(narrate(text)):
            self.story_field.text = ""

    def skip(self) -> None:
        if self.submit(skip_typing(_("Skip typing"))):
            self.story_field.text = ""

    # --- hints and lessons ---
    def typing(self) -> bool:
        return any(field.visible and field.focused for field in (self.trait_field, self.story_field))

    def control_of(self, move: list[str]) -> Widget | None:
        """The control that makes a move given in its JSON form as words (["challenge", "pocket"]); a kind alone
        (["raise"]) names the first move of that kind."""
        self.refresh_controls()
        for action, control in self.move_controls:
            made = [str(part) for part in action.to_json()]
            if control.visible and (made == move or (len(move) == 1 and made[0] == move[0])):
                return control
        return None

    def lesson_card_places(self) -> list[tuple[float, float, str]]:
        return [(826, 72, "top")]  # over the story, which is short while a lesson runs; clear of seats and moves

    def lesson_target(self, name: str) -> pygame.Rect | None:
        """A part of the table by name: a move's control ("move:air", "move:shoot:2", "move:pick:goal:3"), the
        story's text field ("field:story"), the Hint button, or a part of the felt (places.part_box)."""
        if name.startswith("move:"):
            control = self.control_of(name.split(":")[1:])
            return control.screen_rect() if control is not None else None
        if name == "field:story":
            return self.story_field.screen_rect() if self.story_field.visible else None
        if name == "button:hint":
            return self.hint_button.screen_rect() if self.hint_button.visible else None
        box = part_box(name, self.view["players"])
        return layout.rect(*box) if box is not None else None

    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """Rings the advised move's control (a told paragraph: the text field; a raise: its stepper too) and the
        seats and piles the reason speaks of."""
        action = advice.action
        control: Widget | None
        if action.kind == "narrate":
            control = self.story_field if self.story_field.visible else None
        else:
            control = self.control_of([str(part) for part in action.to_json()])
        if control is not None:
            draw_mark(surface, control.screen_rect())
        if action.kind == "raise" and self.raise_stepper is not None:
            draw_mark(surface, self.raise_stepper.screen_rect())
        for name in advice.points_at:
            rect = self.lesson_target(name)
            if rect is not None:
                draw_mark(surface, rect)

    def hint_anchor(self) -> pygame.Rect:
        """The reason stands over the lower story log, beside the moves it speaks of and clear of them."""
        x, y, w, h = LOG_BOX
        return layout.rect(x + w / 2 - 1, y + h - 2, 2, 2)

    # --- the end ---
    def finish(self) -> None:
        if self.leaving or not self.humans:
            super().finish()
            return
        self.at_end = True  # the table stays so the story can be read back and saved

    def to_results(self) -> None:
        self.leaving = True
        super().finish()

    def save(self) -> None:
        text = story_text(self.view, self.seat_names(),
                          _("{game} — the story").format(game=self.match.info.native_name))
        try:
            self.saved_to = save_story(text)
        except OSError as exc:
            self.app.notify(_("The story could not be saved: {error}").format(error=exc.strerror or exc))
            return
        self.app.notify(_("The story was saved to {path}").format(path=self.saved_to), seconds=8, news=True)

    # --- animations and pace ---
    def after_action(self, action: Action, actor: int) -> None:
        now = self.session_view(self.viewer())
        drawn, self.duels_drawn = self.duels_drawn, len(now["duels"])
        if actor == CHANCE and action.kind == "d6":
            seconds = self.pace(ROLL_SECONDS)
            self.die.roll([thrown(action)], seconds)
            self.die.update(0.0)  # a face shows from the first frame of the tumble
            self.app.sounds.play("dice")
            self.hold_view(seconds)
            self.wait += self.pace(0.6)
        elif action.kind in ("air", "self", "shoot") and len(now["duels"]) > drawn and now["last_duel"]:
            record = now["last_duel"]
            seconds = self.pace(DRAW_SECONDS)
            self.duel_draw.start(record, self.role_names(), seconds)
            self.hold_view(seconds)
        elif action.kind in ("challenge", "call", "raise", "allin"):
            self.app.sounds.play("chip")
        if actor >= 0 and self.bots[actor] is not None and action.kind == "narrate":
            # An AI's line stays a moment, so it can be read before play goes on.
            self.wait += self.pace(min(4.0, 1.0 + len(narrated(action)) / 60))

    def view_changed(self, before: KrutroykView, after: KrutroykView, events: list[Event]) -> None:
        """Dollars move as coins, as the rules told them: a stake or a raise from a pocket or stack to the pot,
        the pot to the winner of a challenge or a duel, a dollar from pocket to stack."""
        seconds = self.pace(COIN_SECONDS)
        moves = [e for e in events if e.kind == "moved" and e.piece == "dollars" and e.seat is not None]
        for i, event in enumerate(moves):
            assert event.seat is not None
            source, target = self.place_of(event.source, event.seat), self.place_of(event.target, event.seat)
            self.flights.launch(self.money_at(source), self.money_at(target), chip_painter(felt.COIN, 10), seconds,
                                count=min(event.amount, 6), delay=i * seconds * 0.25, source=source, target=target,
                                amount=event.amount)
        self.flights.moved_from = before
        self.wait = max(self.wait, self.flights.seconds_left())

    @staticmethod
    def place_of(where: str, seat: int) -> Place:
        """An event's place of dollars as the flights name it: "pot", or (pocket or stack, seat)."""
        return "pot" if where == "pot" else (where, seat)

    def money_at(self, place: Place) -> tuple[float, float]:
        """Where a place's coins lie on the felt: ("pocket", seat), ("stack", seat) or "pot"."""
        if isinstance(place, str):  # the pot
            return felt.pot_at()
        kind, seat = place
        return felt.pile_at(felt.seat_boxes(self.view["players"])[seat], kind)

    def animate(self, dt: float) -> None:
        self.die.update(dt)
        self.duel_draw.update(dt)
        self.flights.update(dt)

    def animation_done(self) -> bool:
        return not self.die.rolling and not self.duel_draw.playing and not self.flights.busy

    def skip_animation(self) -> None:
        self.die.skip()
        self.duel_draw.skip()
        self.flights.skip()
        super().skip_animation()

    def after_undo(self) -> None:
        self.duels_drawn = len(self.session_view(self.viewer())["duels"])
        self.die.skip()
        self.duel_draw.skip()
        self.flights.skip()
        self._key = ()

    # --- the loop ---
    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh_controls()
        self.hint_button.enabled = self.hint_button_enabled()
        story = self.view.get("story", [])
        if len(story) != self._story_len:
            self._story_len = len(story)
            self.story_box.set_paragraphs(story_paragraphs(self.view, self.seat_names()))

    def seat_shown(self, seat: int) -> None:
        super().seat_shown(seat)
        self._key = ()

    def handle_table(self, event: pygame.event.Event) -> None:
        self.refresh_controls()
        # Typing goes to the focused field before any hotkey (a space in a trait must not roll the die).
        for field in (self.trait_field, self.story_field):
            if field.visible and field.focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                field.handle(event)
                return
        if self.controls.handle(event) or self.hint_button.handle(event):
            return
        self.story_box.handle(event)

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        theme.draw_text(surface, info.native_name, 30, 14, 34, theme.PAPER, bold=True, family="serif")
        title_w = theme.text_surface(info.native_name, 34, theme.PAPER, True, "serif").get_width() / layout.scale
        name = i18n.game_text(info.key, info.name)
        if name != info.native_name:  # in Svenska and Norsk the game's name is its own
            theme.draw_text(surface, name, 44 + title_w, 30, 18, theme.PAPER_DARK)
        theme.draw_text(surface, _("Esc: menu"), 1250, 22, 15, theme.PAPER_DARK, anchor="topright")
        self.draw_felt(surface)
        self.draw_actions(surface)
        self.draw_story(surface)
        if not self.at_end:
            self.hint_button.draw(surface)
        self.flights.draw(surface)
        self.draw_hover(surface)

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A duel choice's button says what that choice does; a pocket or a stack what its dollars are for."""
        tip = next((t for button, t in self.move_tips if button.visible and button.screen_rect().collidepoint(pos)),
                   None)
        if tip:
            return Tip(tip, "duel")
        place = self.pile_under(pos)
        return Tip(words.pile_tip(place), "dollars") if place is not None else None

    def pile_under(self, pos: tuple[int, int]) -> str | None:
        """The kind of coin pile ("pocket" or "stack") of a seat card under the window point `pos`."""
        for box in felt.seat_boxes(self.view["players"]):
            for place in PILES:
                if layout.rect(*pile_box(box, place)).collidepoint(pos):
                    return place
        return None

    def draw_felt(self, surface: pygame.Surface) -> None:
        view = self.view
        felt.draw_table_top(surface)
        boxes = felt.seat_boxes(view["players"])
        current = self.flights.turn_view(view)["current"]  # the mover's turn until its coins land
        shown = self.flights.shown
        for seat, box in enumerate(boxes):
            who = self.match.seats[seat]
            purse = (shown(("pocket", seat), view["pockets"][seat]), shown(("stack", seat), view["stacks"][seat]))
            felt.draw_seat(surface, box, seat, who.name, who.label(), view, words.seat_tag(view, seat),
                           seat == current, seat == current and self.thinking(), purse)
        felt.draw_pot(surface, shown("pot", view["pot"]))
        outcome = self.shown_outcome()
        if self.duel_draw.playing:
            self.duel_draw.draw(surface)
        elif outcome is not None:
            title, lines = words.outcome_lines(outcome, self.role_names())
            felt.draw_middle(surface, title, lines)
        else:
            names = self.seat_names() if view["phase"] == "roles" else self.role_names()
            title, lines = words.middle_lines(view, names)
            felt.draw_middle(surface, title, lines)

    def shown_outcome(self) -> DuelRecord | None:
        """The last duel's outcome stays in the middle until the story goes on (the next paragraph), also
        while a duel without a single winner is fought again."""
        story = self.view["story"]
        last = self.view["last_duel"]
        if last is None:
            return None
        for entry in reversed(story):
            if entry["kind"] == "duel":
                return last
            if entry["kind"] in ("narration", "challenge"):
                return None
        return None

    def draw_actions(self, surface: pygame.Surface) -> None:
        x, y, w, h = ACTION_BOX
        theme.panel(surface, layout.rect(x, y, w, h), (58, 40, 26), (120, 84, 44), radius=12)
        mine = bool(self.legal())
        text = words.prompt(self.flights.turn_view(self.view), self.seat_names(), mine)
        if self.duel_draw.playing:
            text, mine = _("All draw at once! (click to skip)"), False
        elif self.view["phase"] == "over":
            text = words.prompt(self.view, self.role_names(), mine)
        for i, line in enumerate(theme.wrap(text, 17, w - 30, bold=True)[:2]):
            theme.draw_text(surface, line, x + 16, y + 10 + i * 21, 17, theme.GOLD if mine else theme.PAPER,
                            bold=True)
        if self.view["phase"] == "roles" and (mine or self.die.rolling or self.view["current"] == CHANCE):
            self.die.draw(surface)
            if not self.die.shown[0]:
                theme.draw_text(surface, _("d6"), DIE_BOX[0] + DIE_BOX[2] / 2, DIE_BOX[1] + DIE_BOX[3] / 2, 20,
                                theme.PAPER_DARK, bold=True, anchor="center")
        if self.view["phase"] == "duel_choose" and mine and self.view["duel"]:
            theme.draw_text(surface, _("The others look away. Your choice stays secret until everyone draws."),
                            x + 16, y + h - 30, 15, theme.PAPER_DARK)
        self.controls.draw(surface)
        if self.at_end and self.saved_to is not None:
            saved = theme.fit(_("Saved: {path}").format(path=self.saved_to), 14, w - 30, bold=False)
            theme.draw_text(surface, saved, x + 16, y + h - 30, 14, theme.PAPER_DARK)

    def draw_story(self, surface: pygame.Surface) -> None:
        x, y, w, h = LOG_BOX
        theme.draw_text(surface, _("The story"), x + 4, y - 30, 22, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, _("wheel or ↑ ↓ to read back"), x + w - 4, y - 22, 13, theme.PAPER_DARK,
                        anchor="topright")
        self.story_box.draw(surface)
