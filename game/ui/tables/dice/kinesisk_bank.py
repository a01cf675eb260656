"""Kinesisk bank's table: the betting board of six squares, chip values to pick, the banker's roll."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.advice import Advice
from game.engine.events import Event
from game.games.kinesisk_bank.action_parts import bet, bet_chips, bet_square
from game.games.kinesisk_bank.view_types import BankView
from game.i18n import N_, number, words
from game.ui import theme
from game.ui.chips import PileStyle, draw_chip_pile
from game.ui.dice import draw_die
from game.ui.hints import draw_mark
from game.ui.table_drawing import Tip
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import BOARD_BOX, CONTROLS_Y, DiceTrayScene, draw_line
from game.ui.theme import layout
from game.ui.widgets import Button, clicked

# A bettor's stake on a square: one stack of chips in their colour, its amount below (a large stake shows at most
# eight chips; the amount says the rest).
BET_PILE = PileStyle(per_stack=8, max_stacks=1, radius=9, rise=(1, 3), min_rise=2, overflow=False)
STACK_SLOT = 40  # design pixels per bettor's stack on a square, narrower when many bet on it


def chip_count(amount: int, values: list[int]) -> int:
    """How many chips make `amount`, the largest values first (36 with 1, 5, 10, 25: three chips)."""
    count = 0
    for value in sorted(values, reverse=True):
        count += amount // value
        amount %= value
    return count + amount

_, ngettext = words("dice")


class ChineseBankTable(DiceTrayScene[BankView]):
    dice_count = 6
    roll_label = N_("Roll the dice")
    settle_pause = 1.6  # time to see which squares won

    def build_controls(self) -> None:
        self.chip_value = self.view["chip_values"][0]
        self.chip_buttons: list[Button] = []
        for i, value in enumerate(self.view["chip_values"]):
            button = Button(str(value), (316 + i * 58, CONTROLS_Y + 4, 50, 46), partial(self.pick_chip, value))
            self.chip_buttons.append(button)
            self.controls.add(button)
        self.clear_button = self.controls.add(Button(_("Take back"), (748, CONTROLS_Y + 4, 116, 46),
                                                     lambda: self.submit_kind("clear"), size=15))
        self.done_button = self.controls.add(Button(_("Done"), (872, CONTROLS_Y + 4, 92, 46),
                                                    lambda: self.submit_kind("done"), hotkey=pygame.K_RETURN,
                                                    primary=True))
        # Under the chip values, where it stands in every phase (the Roll button takes the middle of the row).
        self.hint_button = self.controls.add(Button(_("Hint"), (316, CONTROLS_Y + 60, 130, 42), self.ask_hint,
                                                    size=16))

    def pick_chip(self, value: int) -> None:
        self.chip_value = value

    def submit_kind(self, kind: str) -> None:
        action = next((a for a in self.legal() if a.kind == kind), None)
        if action is not None:
            self.submit(action)

    def dice_shown(self, view: BankView) -> list[int]:
        return list(view["last_roll"]) or [0] * 6

    def square_rect(self, square: int) -> tuple[float, float, float, float]:
        x, y, w, h = BOARD_BOX
        col, row = (square - 1) % 3, (square - 1) // 3
        cw, ch = (w - 40) / 3, (h - 70) / 2
        return x + 10 + col * (cw + 10), y + 50 + row * (ch + 10), cw, ch

    def handle_board(self, event: pygame.event.Event) -> bool:
        for square in range(1, self.view["squares"] + 1):
            if clicked(event, layout.rect(*self.square_rect(square))):
                chosen = bet(square, self.chip_value)
                if chosen in self.legal():
                    self.submit(chosen)
                elif self.human_to_act() is not None and self.view["bettor"] >= 0:
                    left = self.view["chips"][self.view["bettor"]]
                    self.refuse(ngettext("You cannot stake {stake} now: you have {n} chip left.",
                                             "You cannot stake {stake} now: you have {n} chips left.", left).format(
                        stake=self.chip_value, n=left))
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.legal()
        betting = any(a.kind == "bet" for a in legal)
        stakes = {bet_chips(a) for a in legal if a.kind == "bet"}  # the chip values the bettor may stake now
        for button, value in zip(self.chip_buttons, self.view["chip_values"]):
            button.visible = betting
            button.enabled = value in stakes
            button.primary = value == self.chip_value
        self.clear_button.visible = self.done_button.visible = betting or any(a.kind == "done" for a in legal)
        self.clear_button.enabled = any(a.kind == "clear" for a in legal)
        self.done_button.enabled = any(a.kind == "done" for a in legal)
        self.roll_button.visible = any(a.kind == "roll" for a in legal) or not legal
        self.hint_button.visible = self.hints is not None and bool(self.humans)
        self.hint_button.enabled = self.hint_button_enabled()

    # --- the hint ---
    def hint_anchor(self) -> pygame.Rect:
        """The hint's card stands over the dice tray: while bets are placed its dice are the last round's."""
        return layout.rect(639, 568, 2, 2)

    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        """Rings the square to bet on (and the chip value to pick first, when another is chosen), Done or Roll,
        and the seats the reason speaks of (the rival the player's standing is measured against)."""
        action = advice.action
        rings: list[pygame.Rect] = []
        if action.kind == "bet":
            rings.append(layout.rect(*self.square_rect(bet_square(action))))
            if bet_chips(action) != self.chip_value:
                rings += [b.screen_rect() for b, v in zip(self.chip_buttons, self.view["chip_values"], strict=True)
                          if v == bet_chips(action)]
        elif action.kind == "done":
            rings.append(self.done_button.screen_rect())
        elif action.kind == "roll":
            rings.append(self.roll_button.screen_rect())
        for name in advice.points_at:
            kind, _sep, seat = name.partition(":")
            if kind == "seat" and seat.isdigit() and int(seat) < len(self.match.seats):
                rings.append(self.seat_rect(int(seat)))
        for rect in rings:
            draw_mark(surface, rect)

    def seat_detail(self, seat: int) -> str:
        v = self.view
        chips = v["chips"][seat]
        if seat == v["banker"]:
            text = ngettext("bank {n} chip", "bank {n} chips", chips).format(n=number(chips))
        else:
            text = ngettext("{n} chip", "{n} chips", chips).format(n=number(chips))
        staked = v["staked"][seat]
        result = v["last_result"][seat]
        if staked:
            text = _("{chips}, {stake} bet").format(chips=text, stake=number(staked))
        elif result and v["last_roll"]:
            text += f" ({'+' if result > 0 else '-'}{number(abs(result))})"
        return text

    def seat_out(self, seat: int) -> bool:
        return self.view["out"][seat]

    def view_changed(self, before: BankView, after: BankView, events: list[Event]) -> None:
        """Chips fly as the rules told them: bets to their squares (and back when taken back); when the dice settle,
        stakes to their players or the bank's, then what the bank pays each winner."""
        seconds = self.pace(0.45)
        for event in events:
            if event.kind != "moved" or event.seat is None:
                continue
            start, end = self.chips_at(event.source, event.seat), self.chips_at(event.target, event.seat)
            chips = max(1, event.amount // 5)
            if event.source.startswith("square:") and event.target != "seat":  # a lost stake goes to the bank
                self.flights.add(start, end, chips, theme.seat_colour(event.seat), seconds * 1.6, delay=seconds * 0.3)
            elif event.source.startswith("square:") or event.source.startswith("seat:"):  # won back, or paid
                self.flights.add(start, end, chips, theme.seat_colour(event.seat), seconds * 1.6)
            else:
                self.flights.add(start, end, chips, theme.seat_colour(event.seat), seconds)

    def chips_at(self, place: str, seat: int) -> tuple[float, float]:
        """Where an event's place lies: "square:N", "seat" (the event's own seat) or "seat:N"."""
        kind, _sep, number = place.partition(":")
        if kind == "square":
            return self.square_centre(int(number))
        return self.seat_anchor(int(number) if number else seat)

    def square_centre(self, square: int) -> tuple[float, float]:
        x, y, w, h = self.square_rect(square)
        return x + w / 2, y + h / 2

    def seat_on_turn(self) -> int | None:
        v = self.view
        if v["finished"] or v["rolling"]:
            return None
        return v["turn"]

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return _("The game is over")
        if v["rolling"]:
            return _("The dice roll…")
        if v["bettor"] >= 0:
            return _("{name}: place your bets, then Done").format(name=self.actor_name(v["bettor"]))
        return _("{name} (the bank) to roll six dice").format(name=self.actor_name(v["banker"]))

    def payout_text(self) -> str:
        """The payout table in a line, e.g. "3 alike 8×, 4 alike 8×, …, stake kept"."""
        v = self.view
        parts = ", ".join(_("{count} alike {times}×").format(count=k, times=t) for k, t in v["payouts"])
        return _("{payouts}, stake kept").format(payouts=parts) if v["keep_stake"] else parts

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """A square says what a bet on it wins, and whose stakes lie on it."""
        v = self.view
        for square in range(1, v["squares"] + 1):
            if layout.rect(*self.square_rect(square)).collidepoint(pos):
                stakes = ", ".join(f"{self.actor_name(seat)} {number(bets[square - 1])}"
                                   for seat, bets in enumerate(v["bets"]) if bets[square - 1])
                return Tip(tips.bank_square(square, self.payout_text(), stakes))
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=16)
        round_text = _("Round {round} of {rounds}").format(round=v["round"], rounds=v["round_limit"])
        draw_line(surface, round_text, x + 16, y + 12, 17, 200, theme.PAPER, bold=True)
        round_w = theme.text_surface(round_text, 17, theme.PAPER, True).get_width() / layout.scale
        draw_line(surface, self.payout_text(), x + w - 16, y + 14, 14, w - round_w - 48, theme.PAPER_DARK,
                  anchor="topright")
        roll = v["last_roll"] if not v["rolling"] and not self.tray.rolling else []
        settled = bool(roll) and not any(v["staked"])  # the last roll's wins, until the next bets go down
        for square in range(1, v["squares"] + 1):
            box = self.square_rect(square)
            hits = v["hits"][square - 1]
            times = v["pays"][square - 1]
            won = settled and times > 0
            hover = layout.rect(*box).collidepoint(pygame.mouse.get_pos()) and v["bettor"] >= 0
            paid = ngettext("{n} die: {times}×", "{n} dice: {times}×", hits).format(n=hits, times=times) if won else ""
            stakes = [(seat, bets[square - 1]) for seat, bets in enumerate(v["bets"]) if bets[square - 1]]
            draw_square(surface, box, square, won, hover, paid, stakes, v["chip_values"])


def draw_square(surface: pygame.Surface, box: tuple[float, float, float, float], square: int, won: bool, hover: bool,
                paid: str, stakes: list[tuple[int, int]], chip_values: list[int]) -> None:
    """A square of the board (design units): its die face, what it paid when `won`, and each bettor's stake."""
    sx, sy, sw, sh = box
    fill = (250, 236, 190) if won else (theme.WHITE if hover else theme.PAPER)
    theme.panel(surface, layout.rect(sx, sy, sw, sh), fill, theme.GOLD if won else theme.GOLD_DARK, radius=10,
                shadow=False)
    draw_die(surface, layout.rect(sx + 10, sy + 10, 46, 46), square)
    if paid:
        draw_line(surface, paid, sx + sw - 10, sy + 12, 15, sw - 72, theme.RED, bold=True, anchor="topright")
    draw_stakes(surface, box, stakes, chip_values)


def draw_stakes(surface: pygame.Surface, square: tuple[float, float, float, float], stakes: list[tuple[int, int]],
                chip_values: list[int]) -> None:
    """Each bettor's chips stacked on the square, side by side along its foot, the amount under each stack."""
    if not stakes:
        return
    sx, sy, sw, sh = square
    slot = min(STACK_SLOT, (sw - 20) / len(stakes))
    left = sx + sw / 2 - slot * (len(stakes) - 1) / 2
    for i, (seat, amount) in enumerate(stakes):
        x = left + i * slot
        draw_chip_pile(surface, x, sy + sh - 28, chip_count(amount, chip_values), theme.seat_colour(seat), BET_PILE)
        theme.draw_text(surface, number(amount), x, sy + sh - 19, 12, theme.INK, bold=True, anchor="midtop")
