"""Trippel Yatzy's table: five dice to hold and re-roll, and the score sheet with every player's columns.

Hovering a free box shows what this roll would score there; a click selects it and a second click (or
Enter) writes it. Striking a box is explicit: the Strike button, then a box. The Hint button asks the
strongest AI what it would do, and why, on a worker thread.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.advice import Advice
from game.engine.match import Match
from game.engine.state import Action
from game.games.trippel_yatzy.action_parts import ROLL, box_of, box_target, die_target, held_die, hold, write_in
from game.games.trippel_yatzy.ai import hint_planner
from game.games.trippel_yatzy.view_types import YatzyView
from game.i18n import N_, capital, game_text, words
from game.ui import theme
from game.ui.dice import DiceTray
from game.ui.hints import draw_mark
from game.ui.table_drawing import Tip, draw_banners, draw_thinking
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import TrayAnimations, draw_line
from game.ui.tables.dice.yatzy_sheet import SHEET, SheetDrawing
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Page

TRAY = (24, 140, 540, 130)
ROLL_SECONDS = 0.8
# The columns in words, in the mode's title (translated where it is drawn).
COUNTS = {2: N_("two columns ({factors})"), 3: N_("three columns ({factors})"), 4: N_("four columns ({factors})"),
          5: N_("five columns ({factors})"), 6: N_("six columns ({factors})")}

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("dice")


class YatzyTable(SheetDrawing, TrayAnimations[YatzyView]):
    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        super().__init__(app, match, save_path, replaying)
        self.tray = DiceTray(TRAY, 5)
        self.tray.on_click = self.click_die
        self.tray.show(self.view["dice"], self.view["held"])
        self.selected: tuple[int, str] | None = None  # (column, box key) awaiting confirmation
        self.striking = False
        self.strike_mode = False
        self.sheet_page = Page()
        # The hint's one-off preparation (the value table, about half a second) runs in the background as the
        # table opens, so a hint asked for later comes at once.
        if self.humans and self.hints is not None:
            threading.Thread(target=hint_planner, args=(match.info.data,), name="hint-preparation",
                             daemon=True).start()
        self.sheet_seat = self.view["turn"]
        self.make_buttons()

    def make_buttons(self) -> None:
        self.controls = Group()
        self.roll_button = self.controls.add(Button(_("Roll"), (200, 300, 190, 52), self.roll, hotkey=pygame.K_SPACE,
                                                    primary=True, size=22))
        self.strike_button = self.controls.add(Button(_("Strike a box"), (24, 366, 170, 44), self.toggle_strike,
                                                      size=16))
        self.hint_button = self.controls.add(Button(_("Hint"), (394, 366, 170, 44), self.ask_hint, size=16))

    def language_changed(self) -> None:
        """The buttons are made again with their words in the new language."""
        enabled = (self.roll_button.enabled, self.strike_button.enabled, self.hint_button.enabled)
        self.make_buttons()
        self.roll_button.enabled, self.strike_button.enabled, self.hint_button.enabled = enabled
        super().language_changed()

    # --- the player's moves ---
    def legal(self) -> list[Action]:
        return self.moves_open() if self.human_to_act() is not None else []

    def roll(self) -> None:
        if ROLL in self.legal():
            self.selected = None
            self.submit(ROLL)

    def click_die(self, index: int) -> None:
        if hold(index) in self.legal():
            advice = self.current_advice()
            if self.submit(hold(index)) and advice is not None and advice.action == hold(index):
                # The player follows a hint's keep one die at a time: its next step is asked for at once, so the
                # plan (the dice to keep, the box it aims at) stays marked until the dice are set.
                self.ask_hint()
            self.app.sounds.play("click")

    def toggle_strike(self) -> None:
        self.striking = not self.striking
        self.selected = None
        self.refresh_strike_mode()

    def refresh_strike_mode(self) -> None:
        """Striking: chosen with the button, or forced when no box fits and no re-roll is left."""
        legal = self.legal()
        forced = bool(legal) and ROLL not in legal and not any(a.kind == "score" for a in legal)
        self.strike_mode = self.striking or forced

    def box_action(self, column: int, key: str) -> Action | None:
        action = write_in(column, key, strike=self.strike_mode)
        return action if action in self.legal() else None

    def click_box(self, seat: int, column: int, key: str) -> None:
        if seat != self.view["turn"] or self.human_to_act() is None:
            return
        action = self.box_action(column, key)
        if action is None:
            option = self.option(column, key)
            if option is not None and not option["fits"] and not self.strike_mode:
                self.refuse(_("This roll does not fit that box: use Strike a box to write a 0 there."))
            elif option is None and self.view["rolls_used"]:
                self.refuse(_("That box is already filled: each box is written once."))
            return
        if self.selected == (column, key):
            self.selected = None
            self.striking = False
            self.submit(action)
        else:
            self.selected = (column, key)

    # --- what the sheet reads of the table ---
    def seat_count(self) -> int:
        return len(self.match.seats)

    def sheet_name(self, seat: int) -> str:
        return self.actor_name(seat)

    def choosing(self) -> bool:
        return self.human_to_act() is not None

    # --- the hint ---
    def hint_anchor(self) -> pygame.Rect:
        """The hint's card stands over the lower part of the log, under the dice and the buttons."""
        return layout.rect(293, 700, 2, 2)

    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """Rings the advised move's place (a die to hold or release, the Roll button, a box; for a strike also
        the Strike button while not striking) and the parts the reason speaks of: the dice to keep and the box
        the keep aims at."""
        action = advice.action
        if action.kind == "hold":
            names = [die_target(held_die(action))]
        elif action.kind in ("score", "strike"):
            names = [box_target(*box_of(action))]
            if action.kind == "strike" and not self.strike_mode:
                names.append("button:strike")
        else:
            names = ["button:roll"]
        for name in dict.fromkeys([*names, *advice.points_at]):  # each once, in order
            rect = self.target_rect(name)
            if rect is not None:
                draw_mark(surface, rect)

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a part of the table the hint names is (window pixels): `die:<i>`, `box:<column>:<key>` of the
        player on turn (None when their sheet is not shown), `button:roll`, `button:strike`."""
        kind, _sep, rest = name.partition(":")
        if kind == "die":
            return self.tray.resting_rect(int(rest))
        if kind == "box":
            column, _sep, key = rest.partition(":")
            turn = self.view["turn"]
            if turn not in self.shown_seats() or ("box", key) not in self.rows():
                return None
            return layout.rect(*self.cell_rect(self.shown_seats().index(turn), int(column),
                                               self.rows().index(("box", key))))
        buttons = {"button:roll": self.roll_button, "button:strike": self.strike_button}
        return buttons[name].screen_rect() if name in buttons else None

    # --- the loop ---
    def after_action(self, action: Action, actor: int) -> None:
        if actor < 0 and action.kind == "dice":
            state_view = self.session_view(self.viewer())
            seconds = self.pace(ROLL_SECONDS)
            self.tray.held = list(state_view["held"])
            self.tray.roll(state_view["dice"], seconds, [not h for h in state_view["held"]])
            self.app.sounds.play("dice")
            self.hold_view(seconds)
        elif action.kind in ("score", "strike"):
            self.app.sounds.play("click")
            self.wait = max(self.wait, self.pace(0.6))

    def catch_up(self) -> None:
        super().catch_up()
        if not self.tray.rolling:
            self.tray.show(self.view["dice"], self.view["held"])
        if self.human_to_act() is None or self.sheet_seat != self.view["turn"]:
            self.sheet_seat = self.view["turn"]

    def after_undo(self) -> None:
        self.selected, self.striking = None, False
        self.tray.show(self.view["dice"], self.view["held"])

    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.legal()
        self.refresh_strike_mode()
        self.roll_button.enabled = ROLL in legal
        self.roll_button.label = _("Roll") if self.view["rolls_used"] == 0 else _("Re-roll ({n} left)").format(
            n=self.view["rolls_left"])
        self.strike_button.enabled = any(a.kind == "strike" for a in legal)
        self.strike_button.primary = self.strike_mode
        self.hint_button.enabled = self.hint_button_enabled()

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.controls.handle(event) or self.tray.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected:
            self.click_box(self.view["turn"], *self.selected)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for seat, rect in self.tab_rects():
                if rect.collidepoint(event.pos):
                    self.sheet_seat = seat
                    return
            hit = self.cell_at(event.pos)
            if hit is not None:
                self.click_box(*hit)

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A box of the sheet says what it scores, and on the player's turn what these dice would write there."""
        cell = self.cell_at(pos)
        if cell is None:
            return None
        seat, column, key = cell
        rules = self.match.info.data
        box = next(b for b in rules.boxes if b.key == key)
        factors = self.view["factors"]
        said = f"{self.box_label(key)}: {tips.yatzy_box(box, factors[column], len(factors))}"
        option = self.option(column, key) if seat == self.view["turn"] and self.view["rolls_used"] else None
        if option is not None:
            said += "\n" + tips.yatzy_now(option["points"], not option["fits"])
        return Tip(said, "boxes")

    # --- drawing ---
    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return _("The game is over")
        who = self.actor_name(v["turn"])
        if self.human_to_act() is None:
            return _("{name} is playing").format(name=who)
        if v["rolls_used"] == 0:
            return _("{name}: roll the dice (space)").format(name=who)
        if self.selected:
            option = self.option(*self.selected)
            label = self.box_label(self.selected[1])
            if self.strike_mode:
                return _("Strike {box}? Click it again or press Enter").format(box=label)
            points = 0 if option is None else option["points"]
            return _("Write {points} in {box}? Click it again or press Enter").format(points=points, box=label)
        if self.strike_mode:
            return _("{name}: choose a box to strike").format(name=who)
        return _("{name}: hold dice and re-roll, or pick a box").format(name=who)

    def box_label(self, key: str) -> str:
        """A box's name on the sheet, in the client's language."""
        label = next(b["label"] for b in self.view["boxes"] if b["key"] == key)
        return game_text(self.match.info.key, label)

    def mode_line(self, factors: list[int]) -> str:
        """The line under the title: the columns and their factors, or that one column is ordinary Yatzy."""
        info = self.match.info
        if len(factors) == 1:
            return _("{game} with one column: ordinary Yatzy").format(game=info.native_name)
        listed = ", ".join(f"×{f}" for f in factors)  # the factors from the rules: "three columns (×1, ×2, ×3)"
        mode = _(COUNTS[len(factors)]).format(factors=listed) if len(factors) in COUNTS else _(
            "{n} columns ({factors})").format(n=len(factors), factors=listed)
        name = game_text(info.key, info.name)
        # In Svenska and Norsk the game's name is the native name above: the line says only the mode.
        return f"{name}, {mode}" if name != info.native_name else capital(mode)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        factors = self.view["factors"]
        # One column is ordinary Yatzy, and is called so; the line below says it is the game with one column.
        theme.draw_text(surface, "Yatzy" if len(factors) == 1 else info.native_name, 30, 18, 34, theme.PAPER,
                        bold=True, family="serif")
        draw_line(surface, self.mode_line(factors), 32, 66, 15, 530, theme.PAPER_DARK)
        draw_line(surface, self.status_line(), 294, 104, 18, 540, theme.GOLD, bold=True, anchor="midtop")
        self.tray.draw(surface)
        self.controls.draw(surface)
        if self.thinking():
            draw_thinking(surface, 520, 328)
        if self.view["rolls_used"]:
            held = sum(self.view["held"])
            if self.view["rolls_left"]:
                hint = _("Click a die to hold it ({n} held)").format(n=held)
            else:
                hint = _("No re-rolls left")
            draw_line(surface, hint, 294, 276, 14, 540, theme.PAPER_DARK, anchor="midtop")
        self.draw_scroll_log(surface, (24, 490, 540, 214))
        self.draw_sheet(surface)
        draw_banners(surface, self.banners, 418, 294)  # under the buttons, clear of the dice and the sheet
        self.draw_hover(surface)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The sheet is painted again only when what it shows changes: a move, a choice, the mouse over it."""
        area = layout.rect(*SHEET)
        area.size = (area.width + layout.px(4), area.height + layout.px(4))  # with the panel's shadow
        key = (id(self.view), self.selected, self.strike_mode, self.sheet_seat, self.human_to_act(),
               pygame.mouse.get_pos())
        self.sheet_page.draw(surface, area, key, lambda: self.paint_sheet(surface))
