"""Jackpot's table: everyone's chips, and the pot in the middle."""

from __future__ import annotations

import pygame

from game.engine.events import Event
from game.games.jackpot.view_types import JackpotView
from game.i18n import N_, words
from game.ui import theme
from game.ui.chips import draw_chip_pile
from game.ui.table_drawing import Tip
from game.ui.tables.dice import tips
from game.ui.tables.dice.tray import BOARD_BOX, DiceTrayScene, draw_line
from game.ui.theme import layout

POT = "pot"  # the place chips fly to and from, for what the pot shows while they fly

_, ngettext = words("dice")


def draw_pot(surface: pygame.Surface, x: float, y: float, chips: int) -> None:
    """The pot: a brass bowl (260 by 120 design units, about (x, y)) with `chips` red chips in it."""
    centre = layout.point(x, y)
    pygame.draw.ellipse(surface, (120, 84, 40), pygame.Rect(0, 0, layout.px(260), layout.px(120)).move(
        centre[0] - layout.px(130), centre[1] - layout.px(40)))
    pygame.draw.ellipse(surface, (168, 122, 58), pygame.Rect(0, 0, layout.px(240), layout.px(90)).move(
        centre[0] - layout.px(120), centre[1] - layout.px(34)))
    draw_chip_pile(surface, x, y + 6, chips, theme.RED)


class JackpotTable(DiceTrayScene[JackpotView]):
    dice_count = 2
    roll_label = N_("Pay 1 and roll")

    def seat_detail(self, seat: int) -> str:
        chips = self.view["chips"][seat]
        return _("out") if self.view["out"][seat] else ngettext("{n} chip", "{n} chips", chips).format(n=chips)

    def seat_out(self, seat: int) -> bool:
        return self.view["out"][seat]

    def pot_centre(self) -> tuple[float, float]:
        x, y, w, h = BOARD_BOX
        return x + w / 2, y + h / 2 + 26

    def view_changed(self, before: JackpotView, after: JackpotView, events: list[Event]) -> None:
        """A chip paid flies to the pot; a pot won flies to its winner (as the rules told them)."""
        seconds = self.pace(0.5)
        for event in events:
            if event.kind != "moved" or event.seat is None:
                continue
            if event.target == "pot":
                self.flights.add(self.seat_anchor(event.seat), self.pot_centre(), event.amount, theme.RED, seconds,
                                 target=POT)
            else:
                self.flights.add(self.pot_centre(), self.seat_anchor(event.seat), event.amount, theme.RED,
                                 seconds * 1.6, source=POT)

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return _("The game is over")
        to_roll = _("{name} to pay a chip and roll").format(name=self.actor_name(v["turn"]))
        if v["last_won"] and v["last_roller"] >= 0 and not v["rolling"]:
            won = _("{name} won {chips}!").format(name=self.actor_name(v["last_roller"]), chips=v["last_won"])
            return f"{won}  {to_roll}"
        return to_roll

    def totals_text(self) -> str:
        """The totals that take the pot, in words: "11 or 12"."""
        totals = list(map(str, self.view["jackpot_totals"]))
        either = totals[0]
        for total in totals[1:]:
            either = _("{first} or {second}").format(first=either, second=total)
        return either

    def tip_under(self, pos: tuple[int, int]) -> Tip | None:
        """The pot says how it fills and who takes it."""
        cx, cy = self.pot_centre()
        if layout.rect(cx - 130, cy - 50, 260, 120).collidepoint(pos):
            return Tip(tips.jackpot_pot(self.view["pot"], self.totals_text()))
        seat = self.seat_under(pos)
        if seat is not None:
            return Tip(tips.jackpot_seat(self.actor_name(seat), self.view["chips"][seat], self.view["out"][seat]))
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=16)
        pot = self.flights.shown(POT, v["pot"])  # chips still on their way are not in the pot yet
        draw_pot(surface, x + w / 2, y + h / 2 + 20, pot)
        draw_line(surface, _("Pot: {chips}").format(chips=pot), x + w / 2, y + 16, 30, w - 40, theme.GOLD, bold=True,
                  anchor="midtop", family="serif")
        draw_line(surface, _("Roll {totals} to take the pot").format(totals=self.totals_text()), x + w / 2, y + 56,
                  17, w - 40, theme.PAPER, anchor="midtop")
        if v["round_limit"]:
            limit = _("Round {round} of {rounds}").format(round=v["round"], rounds=v["round_limit"])
        else:
            limit = _("Round {round}").format(round=v["round"])
        draw_line(surface, limit, x + 16, y + h - 30, 15, w / 2 - 150, theme.PAPER_DARK)
