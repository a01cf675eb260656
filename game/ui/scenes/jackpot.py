"""Jackpot's table: everyone's chips, and the pot in the middle."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.chips import draw_chip_pile
from game.ui.scenes.dice_tray import BOARD_BOX, DiceTrayScene
from game.ui.theme import layout

POT = "pot"  # the place chips fly to and from, for what the pot shows while they fly


class JackpotTable(DiceTrayScene):
    dice_count = 2
    roll_label = "Pay 1 and roll"

    def seat_detail(self, seat: int) -> str:
        return "out" if self.view["out"][seat] else f"{self.view['chips'][seat]} chips"

    def seat_out(self, seat: int) -> bool:
        return self.view["out"][seat]

    def pot_centre(self) -> tuple[float, float]:
        x, y, w, h = BOARD_BOX
        return x + w / 2, y + h / 2 + 26

    def view_changed(self, before: dict, after: dict) -> None:
        """A chip paid flies to the pot; a pot won flies to its winner."""
        seconds = self.pace(0.5)
        for seat, (was, now) in enumerate(zip(before["chips"], after["chips"], strict=True)):
            if now < was:
                self.flights.add(self.seat_anchor(seat), self.pot_centre(), was - now, theme.RED, seconds,
                                 target=POT)
            elif now > was:
                self.flights.add(self.pot_centre(), self.seat_anchor(seat), now - was, theme.RED, seconds * 1.6,
                                 source=POT)

    def result_banner(self, before: dict, after: dict) -> str:
        roller = after["last_roller"]
        if after["last_won"] and before["pot"] > after["pot"] and roller >= 0:
            return f"Jackpot! {self.actor_name(roller)} takes {after['last_won']} chips"
        out = [s for s, (was, now) in enumerate(zip(before["out"], after["out"], strict=True)) if now and not was]
        return f"{self.actor_name(out[0])} is out of chips" if out else ""

    def status_line(self) -> str:
        v = self.view
        if v["finished"]:
            return "The game is over"
        if v["last_won"] and v["last_roller"] >= 0 and not v["rolling"]:
            prefix = f"{self.actor_name(v['last_roller'])} won {v['last_won']}!  "
        else:
            prefix = ""
        return prefix + f"{self.actor_name(v['turn'])} to pay a chip and roll"

    def draw_board(self, surface: pygame.Surface) -> None:
        x, y, w, h = BOARD_BOX
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.FELT_DARK, theme.GOLD_DARK, radius=16)
        # The pot: a brass bowl with the chips in it.
        centre = layout.point(x + w / 2, y + h / 2 + 20)
        pygame.draw.ellipse(surface, (120, 84, 40), pygame.Rect(0, 0, layout.px(260), layout.px(120)).move(
            centre[0] - layout.px(130), centre[1] - layout.px(40)))
        pygame.draw.ellipse(surface, (168, 122, 58), pygame.Rect(0, 0, layout.px(240), layout.px(90)).move(
            centre[0] - layout.px(120), centre[1] - layout.px(34)))
        pot = self.flights.shown(POT, v["pot"])  # chips still on their way are not in the pot yet
        draw_chip_pile(surface, x + w / 2, y + h / 2 + 26, pot, theme.RED)
        theme.draw_text(surface, f"Pot: {pot}", x + w / 2, y + 16, 30, theme.GOLD, bold=True, anchor="midtop",
                        family="serif")
        totals = " or ".join(map(str, v["jackpot_totals"]))
        theme.draw_text(surface, f"Roll {totals} to take the pot", x + w / 2, y + 56, 17, theme.PAPER,
                        anchor="midtop")
        limit = f"Round {v['round']}" + (f" of {v['round_limit']}" if v["round_limit"] else "")
        theme.draw_text(surface, limit, x + 16, y + h - 30, 15, theme.PAPER_DARK)
