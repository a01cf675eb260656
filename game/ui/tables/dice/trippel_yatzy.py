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
from game.games.trippel_yatzy.view_types import BoxOption, SheetColumn, YatzyView
from game.i18n import N_, capital, game_text, number, words
from game.ui import theme
from game.ui.dice import DiceTray
from game.ui.table_drawing import Tip, draw_banners, draw_thinking
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import TrayAnimations, draw_line
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Page

TRAY = (24, 140, 540, 130)
SHEET = (590, 76, 666, 628)
LABEL_W = 150
ROLL_SECONDS = 0.8
MAX_SUBCOLUMNS = 12  # beyond this the sheet shows one player at a time, with tabs
# The columns in words, in the mode's title (translated where it is drawn).
COUNTS = {2: N_("two columns ({factors})"), 3: N_("three columns ({factors})"), 4: N_("four columns ({factors})"),
          5: N_("five columns ({factors})"), 6: N_("six columns ({factors})")}

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("dice")


def bonus_text(column: SheetColumn) -> str:
    """The bonus cell of a sheet column: what the upper boxes still need ("63 to go"), not negative points; then
    the bonus won ("+50") or a dash when it was missed."""
    if not column["bonus_settled"]:
        return _("{points} to go").format(points=column["bonus_missing"])
    return f"+{column['bonus']}" if column["bonus"] else "—"

class YatzyTable(TrayAnimations[YatzyView]):
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

    def option(self, column: int, key: str) -> BoxOption | None:
        return next((o for o in self.view["options_now"] if o["column"] == column and o["box"] == key), None)

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

    # --- the score sheet ---
    def shown_seats(self) -> list[int]:
        seats = list(range(len(self.match.seats)))
        if len(seats) * self.view["columns"] <= MAX_SUBCOLUMNS:
            return seats
        return [self.sheet_seat]

    def tab_rects(self) -> list[tuple[int, pygame.Rect]]:
        if len(self.shown_seats()) == len(self.match.seats):
            return []
        x, y, w, _ = SHEET
        width = (w - LABEL_W) / len(self.match.seats)
        return [(s, layout.rect(x + LABEL_W + s * width, y + 4, width - 4, 26)) for s in range(len(self.match.seats))]

    def rows(self) -> list[tuple[str, str]]:
        """(kind, key) for each row of the sheet: boxes, with the sum and bonus after the upper boxes."""
        rows: list[tuple[str, str]] = []
        boxes = self.view["boxes"]
        for i, box in enumerate(boxes):
            rows.append(("box", box["key"]))
            if box["upper"] and (i + 1 == len(boxes) or not boxes[i + 1]["upper"]):
                rows += [("sum", ""), ("bonus", "")]
        rows.append(("total", ""))
        return rows

    def geometry(self) -> tuple[float, float, float]:
        x, y, w, h = SHEET
        sub = len(self.shown_seats()) * self.view["columns"]
        head = 64
        row_h = (h - head - 10) / len(self.rows())
        return (w - LABEL_W - 12) / sub, row_h, head

    def cell_rect(self, index: int, column: int, row: int,
                  geometry: tuple[float, float, float] | None = None) -> tuple[float, float, float, float]:
        x, y, _, _ = SHEET
        col_w, row_h, head = geometry or self.geometry()  # a whole sheet's drawing passes it once
        sub = index * self.view["columns"] + column
        return x + LABEL_W + sub * col_w, y + head + row * row_h, col_w, row_h

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int, str] | None:
        """The (seat, column, box) under the window point `pos`; asked on every frame the pointer is over the table."""
        geometry, rows = self.geometry(), self.rows()
        for index, seat in enumerate(self.shown_seats()):
            for column in range(self.view["columns"]):
                for row, (kind, key) in enumerate(rows):
                    if kind == "box" and layout.rect(*self.cell_rect(index, column, row, geometry)).collidepoint(pos):
                        return seat, column, key
        return None

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

    def paint_sheet(self, surface: pygame.Surface) -> None:
        x, y, w, h = SHEET
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.WHITE, theme.GOLD_DARK, radius=8)
        col_w, row_h, head = self.geometry()
        rows = self.rows()
        labels = {b["key"]: b for b in v["boxes"]}
        shown = self.shown_seats()
        for seat, rect in self.tab_rects():
            active = seat == self.sheet_seat
            pygame.draw.rect(surface, theme.GOLD if active else theme.PAPER_DARK, rect, border_radius=layout.px(5))
            theme.draw_text(surface, self.actor_name(seat)[:8], *layout.to_design(rect.center), 12, theme.INK,
                            bold=active, anchor="center")
        for index, seat in enumerate(shown):
            left = x + LABEL_W + index * v["columns"] * col_w
            colour = theme.seat_colour(seat)
            title = f"{self.actor_name(seat)[:12]} · {number(v['sheets'][seat]['total'])}"
            if not self.tab_rects():
                theme.draw_text(surface, title, left + v["columns"] * col_w / 2, y + 10, 14, theme.INK,
                                bold=seat == v["turn"], anchor="midtop")
            pygame.draw.rect(surface, colour, layout.rect(left + 2, y + 32, v["columns"] * col_w - 4, 4))
            for column in range(v["columns"]):
                cx = left + column * col_w
                if v["columns"] > 1:
                    theme.draw_text(surface, f"×{v['factors'][column]}", cx + col_w / 2, y + 40, 13, theme.INK_SOFT,
                                    anchor="midtop")
        mouse = pygame.mouse.get_pos()
        for row, (kind, key) in enumerate(rows):
            ry = y + head + row * row_h
            band = theme.PAPER if row % 2 == 0 else theme.WHITE
            if kind != "box":
                band = (236, 226, 204)
            pygame.draw.rect(surface, band, layout.rect(x + 6, ry, w - 12, row_h))
            if kind == "box":
                name = game_text(self.match.info.key, labels[key]["label"])
            elif kind == "bonus":
                name = _("Bonus (≥ {points})").format(points=v["bonus_threshold"])
            else:
                name = _("Sum") if kind == "sum" else _("Total")
            draw_line(surface, name, x + 14, ry + row_h / 2, 14, LABEL_W - 18, theme.INK, bold=kind != "box",
                      anchor="midleft")
            for index, seat in enumerate(shown):
                sheet = v["sheets"][seat]
                for column in range(v["columns"]):
                    cell = self.cell_rect(index, column, row, (col_w, row_h, head))
                    self.draw_cell(surface, cell, seat, column, kind, key, sheet["columns"][column], mouse)
        for index in range(len(shown)):
            for column in range(v["columns"]):
                cx = x + LABEL_W + (index * v["columns"] + column) * col_w
                width = 2 if column == 0 else 1
                pygame.draw.line(surface, theme.PAPER_DARK, layout.point(cx, y + head),
                                 layout.point(cx, y + head + len(rows) * row_h), width)

    def draw_cell(self, surface: pygame.Surface, cell: tuple[float, float, float, float], seat: int, column: int,
                  kind: str, key: str, col: SheetColumn, mouse: tuple[int, int]) -> None:
        cx, cy, cw, ch = cell
        centre = (cx + cw / 2, cy + ch / 2)
        if kind == "sum":
            theme.draw_text(surface, str(col["upper_sum"]), *centre, 13, theme.INK, anchor="center")
            return
        if kind == "bonus":
            text = bonus_text(col)
            bold = text.startswith("+")
            colour = theme.INK if bold else theme.INK_SOFT
            # Every cell at the size the longest one fits, so the columns read alike.
            widest = _("{points} to go").format(points=self.view["bonus_threshold"] * max(self.view["factors"]))
            room = layout.rect(*cell).width - layout.px(4)
            size = theme.fitting_size(widest, 12, room, bold=True)
            if size >= 11 or bold:
                label = theme.text_surface(text, size, colour, bold=bold)
                surface.blit(label, label.get_rect(center=layout.point(*centre)))
                return
            # A narrow column (many players): the figure over its words, both lines as large as the longest fits.
            size = min(theme.fitting_size(part, 12, room, bold=True) for part in widest.split(" ", 1))
            lines = text.split(" ", 1)
            for i, line in enumerate(lines):
                dy = (i - (len(lines) - 1) / 2) * (size + 1)
                label = theme.text_surface(line, size, colour)
                surface.blit(label, label.get_rect(center=layout.point(centre[0], centre[1] + dy)))
            return
        if kind == "total":
            total = theme.fitted_text(number(col["total"]), 14, layout.rect(*cell).width - layout.px(4), theme.INK,
                                      bold=True)
            surface.blit(total, total.get_rect(center=layout.point(*centre)))
            return
        entry = col["boxes"][key]
        if entry is not None:
            text = "—" if entry["struck"] else str(entry["points"])
            last = self.view["last_written"]
            fresh = last and last.get("seat") == seat and last.get("column") == column and last.get("box") == key
            theme.draw_text(surface, text, *centre, 14, theme.RED if fresh else theme.INK, bold=bool(fresh),
                            anchor="center")
            return
        if seat != self.view["turn"] or self.human_to_act() is None:
            return
        option = self.option(column, key)
        if option is None:
            return
        rect = layout.rect(*cell)
        chosen = self.selected == (column, key)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(-2, -2), border_radius=layout.px(4))
        elif rect.collidepoint(mouse):
            pygame.draw.rect(surface, (250, 236, 190), rect.inflate(-2, -2), border_radius=layout.px(4))
        if self.strike_mode:
            if chosen or rect.collidepoint(mouse):
                theme.draw_text(surface, "0", *centre, 14, theme.RED, anchor="center")
        elif option["fits"]:
            theme.draw_text(surface, str(option["points"]), *centre, 13,
                            theme.INK if chosen else (150, 140, 125), anchor="center")
