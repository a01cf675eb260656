"""The end of a game: who won, the final standings, and play again with the same seats."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.engine.match import Match
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group


class ResultsScene(WidgetScene):
    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match = match
        state = match.state
        winners = state.winners()
        names = [match.seats[w].name for w in winners]
        if not names:
            # Everyone level: a shared result, or nobody won at all (a game stopped at its round limit).
            self.headline = "A draw" if state.returns() and max(state.returns()) > 0 else "No winner"
        elif len(names) == 1:
            self.headline = f"{names[0]} wins!"
        else:
            self.headline = " and ".join(names) + " share the win!"
        returns, scores = state.returns(), state.scores()
        order = sorted(range(len(match.seats)), key=lambda s: (-returns[s], -scores[s]))
        self.rows = [(match.seats[s].name, s, scores[s], s in winners) for s in order]
        self.widgets = Group([
            Button("Play again", (440, 620, 190, 54), self.play_again, hotkey=pygame.K_RETURN, primary=True),
            Button("Menu", (650, 620, 190, 54), self.app.home),
        ])

    def play_again(self) -> None:
        from game.ui.tables import table_for

        match = Match(self.match.info, self.match.options, self.match.seats, random.SystemRandom().randrange(2**31))
        self.app.replace(table_for(self.app, match))

    def back(self) -> None:
        self.app.home()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        theme.draw_text(surface, info.native_name, 640, 40, 26, theme.PAPER_DARK, anchor="midtop", family="serif")
        theme.draw_text(surface, self.headline, 640, 80, 54, theme.GOLD, bold=True, anchor="midtop", family="serif")
        top = 180
        theme.panel(surface, layout.rect(340, top, 600, 60 + 46 * len(self.rows)))
        theme.draw_text(surface, "Final standings", 370, top + 16, 18, theme.INK_SOFT, bold=True)
        theme.draw_text(surface, "Score", 910, top + 16, 18, theme.INK_SOFT, bold=True, anchor="topright")
        for i, (name, seat, score, won) in enumerate(self.rows):
            y = top + 52 + i * 46
            pygame.draw.circle(surface, theme.seat_colour(seat), layout.point(380, y + 14), layout.px(8))
            theme.draw_text(surface, f"{i + 1}.  {name}" + ("  ★" if won else ""), 400, y, 22, theme.INK, bold=won)
            theme.draw_text(surface, f"{score:g}", 910, y, 22, theme.INK, anchor="topright")
        self.widgets.draw(surface)
