"""Trippel Yatzy's table: five dice to hold and re-roll, and the score sheet with every player's columns.

Hovering a free box shows what this roll would score there; a click selects it and a second click (or
Enter) writes it. Striking a box is explicit: the Strike button, then a box. The Hint button asks the
strongest AI what it would do, and why, on a worker thread.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.match import Match
from game.engine.state import Action
from game.games.trippel_yatzy.action_parts import ROLL, hold, write_in
from game.games.trippel_yatzy.ai import hint
from game.games.trippel_yatzy.view_types import YatzyView
from game.i18n import N_, capital, game_text, words
from game.ui import theme
from game.ui.dice import DiceTray
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
        self.hint_text = ""
        self.sheet_page = Page()
        self.hint_thread: threading.Thread | None = None
        # The hint's one-off preparation (about a second) runs in the background as the table opens, so a hint
        # asked for later comes at once.
        self.hint_ready = threading.Thread(target=self.prepare_hint, args=(self.view.copy(), match.info.data),
                                           daemon=True)
        if self.humans:
            self.hint_ready.start()
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
            self.submit(hold(index))
            self.app.sounds.play("click")

    def toggle_strike(self) -> None:
        self.striking = not self.striking
        self.selected = None
        self.refresh_strike_mode()

    def ask_hint(self) -> None:
        """Asks the hard AI for its move without holding up the window."""
        if self.human_to_act() is None or self.hint_thread is not None:
            return

        view, rules = self.view.copy(), self.match.info.data
        self.hint_text = _("Thinking…")
        asked_at = self.session.version  # the position the hint speaks of

        def think() -> None:
            if self.hint_ready.is_alive():
                self.hint_ready.join()
            advice = hint(view, rules)
            # A hint for a position the table has left (a re-roll, a box written, an undo) is never shown.
            self.hint_text = advice["reason"] if self.session.version == asked_at else ""
            self.hint_thread = None

        self.hint_thread = threading.Thread(target=think, daemon=True)
        self.hint_thread.start()

    @staticmethod
    def prepare_hint(view: YatzyView, rules: Any) -> None:

        hint(view, rules)

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
            self.hint_text = ""
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

    # --- the loop ---
    def after_action(self, action: Action, actor: int) -> None:
        self.hint_text = ""  # a hint spoke of the position before this move
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
        self.selected, self.striking, self.hint_text = None, False, ""
        self.tray.show(self.view["dice"], self.view["held"])

    def moving(self) -> bool:
        return self.hint_thread is not None  # the ring turns until the hint comes

    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.legal()
        self.refresh_strike_mode()
        self.roll_button.enabled = ROLL in legal
        self.roll_button.label = _("Roll") if self.view["rolls_used"] == 0 else _("Re-roll ({n} left)").format(
            n=self.view["rolls_left"])
        self.strike_button.enabled = any(a.kind == "strike" for a in legal)
        self.strike_button.primary = self.strike_mode
        self.hint_button.enabled = bool(legal) and self.hint_thread is None

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
        if self.hint_text:
            for i, line in enumerate(theme.wrap(self.hint_text, 15, 520)[:3]):
                theme.draw_text(surface, line, 30, 426 + i * 20, 15, theme.WHITE)
        if self.hint_thread is not None:  # the hint is on its way: a turning ring beside "Thinking…"
            draw_thinking(surface, 130, 436)
        self.draw_scroll_log(surface, (24, 490, 540, 214))
        self.draw_sheet(surface)
        draw_banners(surface, self.banners, 418, 294)  # where the hint text goes, clear of the dice and the sheet
        self.draw_hover(surface)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The sheet is painted again only when what it shows changes: a move, a choice, the mouse over it."""
        area = layout.rect(*SHEET)
        area.size = (area.width + layout.px(4), area.height + layout.px(4))  # with the panel's shadow
        key = (id(self.view), self.selected, self.strike_mode, self.sheet_seat, self.human_to_act(),
               pygame.mouse.get_pos())
        self.sheet_page.draw(surface, area, key, lambda: self.paint_sheet(surface))
