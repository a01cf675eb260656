"""The dice tray shared by the dice games: seats on the left, the game's board, the tray, the
controls and the log. Each dice game subclasses it and draws its own board."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.engine.state import Action
from game.i18n import N_, game_text, words
from game.ui import theme
from game.ui.chips import Flights
from game.ui.dice import DiceTray
from game.ui.table import TableScene, ViewT
from game.ui.table_drawing import draw_banners, draw_thinking
from game.ui.theme import layout
from game.ui.widgets import Button, Group

SEATS_BOX = (24, 76, 276, 628)
BOARD_BOX = (316, 76, 648, 300)
TRAY_BOX = (316, 420, 648, 150)
CONTROLS_Y = 590
LOG_BOX = (980, 76, 276, 628)
ROLL_SECONDS = 0.9
LUCK_PACE = 0.5  # in a game of pure luck the computer's dice (and those it throws for a person) go faster

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("dice")


def draw_line(surface: pygame.Surface, text: str, x: float, y: float, size: float, width: float,
              colour: tuple[int, ...], bold: bool = False, anchor: str = "topleft", family: str = "sans") -> None:
    """A line of text at `size`, or smaller until it fits `width` (design units): a longer language shrinks it
    rather than letting it run into its neighbours."""
    surface_text = theme.fitted_text(text, size, layout.px(width), colour, bold, family)
    surface.blit(surface_text, surface_text.get_rect(**{anchor: layout.point(x, y)}))


class TrayAnimations(TableScene[ViewT]):
    """Table hooks for a scene whose animation is its dice tray."""

    tray: DiceTray

    def animate(self, dt: float) -> None:
        self.tray.update(dt)

    def animation_done(self) -> bool:
        return not self.tray.rolling

    def skip_animation(self) -> None:
        self.tray.skip()
        super().skip_animation()


class DiceTrayScene(TrayAnimations[ViewT]):
    dice_count = 1
    roll_label = N_("Roll")
    settle_pause = 0.35  # seconds to look at the settled dice before play goes on

    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        self.flights = Flights()
        super().__init__(app, match, save_path, replaying)
        self.tray = DiceTray(TRAY_BOX, self.dice_count)
        self.controls = Group()
        self.roll_button = self.add_roll_button()

    def add_roll_button(self) -> Button:
        if not self.match.info.choices and self.humans:
            # In a game of pure luck a person may let the table roll for them (and take the dice back).
            self.roll_for_me = self.controls.add(Button(_("Roll for me"), (760, CONTROLS_Y, 190, 54),
                                                        self.toggle_roll_for_me, size=17))
        return self.controls.add(
            Button(_(self.roll_label), (540, CONTROLS_Y, 200, 54), self.press_roll, hotkey=pygame.K_SPACE, primary=True,
                   size=22))

    def toggle_roll_for_me(self) -> None:
        """The person whose turn it is (or, between turns, the one at the screen) hands their rolls to the table,
        or takes them back."""
        player = self.session.to_act()
        seat = player if player in self.humans else self.viewer()
        if seat is None:
            seat = self.humans[0]
        self.rolls_for ^= {seat}
        self.show_roll_for_me()

    def show_roll_for_me(self) -> None:
        button = getattr(self, "roll_for_me", None)
        if button is None:
            return
        player = self.session.to_act()
        seat = player if player in self.humans else self.viewer()
        on = (seat if seat is not None else self.humans[0]) in self.rolls_for
        button.label = _("Roll myself") if on else _("Roll for me")
        button.primary = on

    def language_changed(self) -> None:
        """The buttons are made again with their words in the new language."""
        self.controls = Group()
        self.roll_button = self.add_roll_button()
        self.build_controls()
        super().language_changed()

    def enter(self) -> None:
        # The game's own dice and buttons are set up on first entry, once the subclass's constructor has run.
        first = not self.entered
        super().enter()
        if first:
            self.tray.show(self.dice_shown(self.view))
            self.build_controls()

    def animate(self, dt: float) -> None:
        super().animate(dt)
        self.flights.update(dt)

    def animation_done(self) -> bool:
        return super().animation_done() and not self.flights.busy

    def skip_animation(self) -> None:
        self.flights.skip()
        super().skip_animation()

    def moving(self) -> bool:
        return self.flights.busy

    # --- hooks for each game ---
    def dice_shown(self, view: ViewT) -> list[int]:
        """The dice lying in the tray for this view (its last roll, when the game's view has one)."""
        roll = view.get("last_roll")
        return list(roll) if isinstance(roll, list) and roll else [0] * self.dice_count

    def dice_from_action(self, action: Action) -> list[int] | None:
        """The dice a chance action shows (None: it is not a roll)."""
        if action.args and all(isinstance(a, int) and 1 <= a <= 6 for a in action.args):
            return [int(a) for a in action.args]
        return None

    def build_controls(self) -> None:
        """Adds the game's own buttons to self.controls."""

    def draw_board(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def seat_detail(self, seat: int) -> str:
        """One line under a seat's name: chips, score, status."""
        return ""

    def seat_out(self, seat: int) -> bool:
        return False

    def status_line(self) -> str:
        """What happens now, in words."""
        player = self.session.to_act()
        if player < 0:
            return ""
        return _("{name} to roll").format(name=self.actor_name(player))

    def handle_board(self, event: pygame.event.Event) -> bool:
        return False

    def seat_row(self) -> float:
        """The height of a seat's row in the seats' column (design units): smaller at a full table."""
        return min(76.0, (SEATS_BOX[3] - 10) / len(self.match.seats))

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where chips leave from or land at a seat's panel (design coordinates)."""
        x, y, w, _h = SEATS_BOX
        row = self.seat_row()
        return x + w - 46, y + seat * row + row / 2

    def seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel in the seats' column (window pixels)."""
        x, y, w, _h = SEATS_BOX
        row = self.seat_row()
        return layout.rect(x, y + seat * row, w, row - 8)

    def seat_under(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel is under the window point `pos`."""
        return next((seat for seat in range(len(self.match.seats)) if self.seat_rect(seat).collidepoint(pos)), None)

    def seat_on_turn(self) -> int | None:
        """The seat the screen shows on turn. It is read from the view on screen, which is held while the dice
        roll, so the highlight moves on together with the prompt, not while the roller's dice still tumble."""
        if self.session.is_over() and not self.stale_view:
            return None
        turn = self.view.get("turn")
        return turn if isinstance(turn, int) and 0 <= turn < len(self.match.seats) else None

    # --- shared behaviour ---
    def legal(self) -> list[Action]:
        return self.moves_open() if self.human_to_act() is not None else []

    def press_roll(self) -> None:
        roll = next((a for a in self.legal() if a.kind == "roll"), None)
        if roll is not None:
            self.submit(roll)

    def after_action(self, action: Action, actor: int) -> None:
        dice = self.dice_from_action(action) if actor < 0 else None
        if dice:
            seconds = self.pace(ROLL_SECONDS) * (LUCK_PACE if self.quick_roll() else 1.0)
            self.tray.roll(dice, seconds)
            self.banners = []  # a banner never lies over rolling dice: the last result gives way to the next
            self.app.sounds.play("dice")
            self.hold_view(seconds)
            self.wait += self.pace(self.settle_pause)
        elif action.kind == "bet":
            self.app.sounds.play("chip")

    def quick_roll(self) -> bool:
        """Whether the dice now thrown are the table's own, in a game of pure luck: they tumble faster."""
        roller = next((a for a in reversed(self.match.actors) if a >= 0), None)
        return roller is not None and not self.match.info.choices and (
            self.bots[roller] is not None or roller in self.rolls_for)

    def after_undo(self) -> None:
        self.tray.show(self.dice_shown(self.view))

    def handle_table(self, event: pygame.event.Event) -> None:
        self.roll_button.enabled = any(a.kind == "roll" for a in self.legal())
        if self.controls.handle(event):
            return
        if self.handle_board(event):
            return
        self.tray.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.roll_button.enabled = any(a.kind == "roll" for a in self.legal())
        self.show_roll_for_me()

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        theme.draw_text(surface, info.native_name, 30, 18, 34, theme.PAPER, bold=True, family="serif")
        title_w = theme.text_surface(info.native_name, 34, theme.PAPER, True, "serif").get_width() / layout.scale
        name = game_text(info.key, info.name)
        if name != info.native_name:  # in Svenska and Norsk the game's name is its native name: said once
            draw_line(surface, name, 44 + title_w, 34, 18, 1100 - title_w, theme.PAPER_DARK)
        draw_line(surface, self.status_line(), 640, 383, 22, 648, theme.GOLD, bold=True, anchor="midtop")
        draw_line(surface, _("Esc: menu"), 1250, 26, 15, 120, theme.PAPER_DARK, anchor="topright")
        self.draw_seats(surface)
        self.draw_board(surface)
        self.tray.draw(surface)
        self.controls.draw(surface)
        self.draw_scroll_log(surface, LOG_BOX)
        self.flights.draw(surface)
        if not self.tray.rolling:
            draw_banners(surface, self.banners, 528)  # on the tray's lower edge: board, dice and prompt stay in sight
        self.draw_hover(surface)

    def draw_seats(self, surface: pygame.Surface) -> None:
        x, y, w, _h = SEATS_BOX
        row = self.seat_row()
        current = self.seat_on_turn()
        for seat, who in enumerate(self.match.seats):
            top = y + seat * row
            rect = self.seat_rect(seat)
            active = seat == current
            theme.panel(surface, rect, theme.WHITE if active else theme.PAPER,
                        theme.GOLD if active else theme.GOLD_DARK, radius=8, shadow=active)
            pygame.draw.rect(surface, theme.seat_colour(seat), layout.rect(x + 6, top + 8, 8, row - 24),
                             border_radius=layout.px(3))
            colour = theme.DISABLED if self.seat_out(seat) else theme.INK
            # The seat's kind ("AI (easy)") keeps its size; a long name shrinks to the room left beside it.
            label = who.label(self.match.info.choices)
            if seat in self.rolls_for:
                label = _("the table rolls")
            kind = theme.draw_text(surface, label, x + w - 12, top + 10, 13, theme.INK_SOFT, anchor="topright")
            room = layout.to_design(kind.topleft)[0] - x - 32
            draw_line(surface, who.name, x + 24, top + 7, 19, room, colour, bold=True)
            draw_line(surface, self.seat_detail(seat), x + 24, top + 33, 16, w - 36, colour)
            if active and self.thinking():
                draw_thinking(surface, x + w - 26, top + row / 2 + 6)
