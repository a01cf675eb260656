"""The end of a game: who won, the final standings in the game's own order, and play again with the same seats."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.i18n import capital, number, words
from game.ui import theme
from game.ui.records import open_records_screen
from game.ui.scene import WidgetScene
from game.ui.tables import replay_table, table_for
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

FINAL_TABLE = (650, 170, 580, 326)  # where the table as the game left it is shown, shrunk (16:9)
CONFETTI = 90  # pieces that fall over the headline when someone won
CONFETTI_TIME = 4.0  # seconds they fall at normal animation speed


def score_text(value: float, signed: bool) -> str:
    text = number(value).replace("-", "−")
    return "+" + text if signed and value > 0 else text


class ResultsScene(WidgetScene):
    title_bottom = 146.0
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        outcome = match.outcome()
        winners = list(outcome.winners)
        names = [match.seats[w].name for w in winners]
        if not names:
            # Everyone level: a shared result, or nobody won at all (a game stopped at its round limit).
            self.headline = _("A draw") if outcome.returns and max(outcome.returns) > 0 else _("No winner")
        elif len(names) == 1:
            self.headline = _("{name} wins!").format(name=names[0])
        else:
            self.headline = _("{names} and {last} share the win!").format(names=", ".join(names[:-1]), last=names[-1])
        self.winners = winners
        # Why the game ended so, when the game says (a game without a winner: the round limit, nobody able to win).
        # A note too long for one line is set a little smaller rather than cut.
        self.note_size = next((size for size in (17, 15) if len(theme.wrap(outcome.note, size, 1100)) <= 1), 13)
        self.note = " ".join(theme.wrap(outcome.note, self.note_size, 1100)[:1]) if outcome.note else ""
        if self.note:
            self.title_bottom = 164.0
        self.score_label = outcome.score_label
        # Scores that are won or lost (chips, coins: they sum to nothing) are shown with their sign.
        scores = outcome.scores
        signed = any(score < 0 for score in scores) and abs(sum(scores)) < 1e-9
        rows = outcome.standings()
        self.rows = [(place, match.seats[s].name, s, score_text(scores[s], signed), s in winners,
                      sum(p == place for p, _ in rows) > 1) for place, s in rows]
        factor = app.settings.animation_factor
        self.confetti_left = CONFETTI_TIME / factor if factor and winners else 0.0
        rng = random.Random(match.seed)
        self.confetti = [(rng.uniform(0, 1280), rng.uniform(-720, 0), rng.uniform(60, 160), rng.uniform(0, 6.3),
                          theme.seat_colour(rng.choice(winners)) if winners and rng.random() < 0.6 else theme.GOLD)
                         for _ in range(CONFETTI if winners else 0)]
        self.clock = 0.0
        # The table as the game left it, drawn by the game's own table (public view) and shrunk beside the standings.
        self.final_table = replay_table(app, match)
        self.final_table.enter()
        self.final_table.after_undo()
        self.thumbnail: pygame.Surface | None = None
        self.widgets = Group([
            Button(_("Final table"), (125, 640, 190, 54), self.look_at_table),
            Button(_("Replay"), (335, 640, 190, 54), lambda: self.app.open("replay", match)),
            Button(_("Statistics"), (545, 640, 190, 54),
                   lambda: open_records_screen(self.app, "statistics", match.info.key)),
            Button(_("Play again"), (755, 640, 190, 54), self.play_again, hotkey=pygame.K_RETURN, primary=True),
            Button(_("Menu"), (965, 640, 190, 54), self.app.home),
        ])

    def look_at_table(self) -> None:
        """The replay viewer on the final position: the whole table, every seat's side, and the way back."""
        self.app.open("replay", self.match, True)

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and layout.rect(*FINAL_TABLE).collidepoint(event.pos)):
            self.look_at_table()
            return
        super().handle(event)

    def play_again(self) -> None:
        match = Match(self.match.info, self.match.options, self.match.seats, random.SystemRandom().randrange(2**31))
        self.app.replace(table_for(self.app, match))

    def back(self) -> None:
        self.app.home()

    def needs_frames(self) -> bool:
        return self.confetti_left > 0

    def update(self, dt: float) -> None:
        self.clock += dt * (self.app.settings.animation_factor or 0)
        self.confetti_left = max(0.0, self.confetti_left - dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        info = self.match.info
        theme.draw_text(surface, info.native_name, 640, 30, 26, theme.PAPER_DARK, anchor="midtop", family="serif")
        theme.draw_text(surface, self.headline, 640, 70, 54, theme.GOLD, bold=True, anchor="midtop", family="serif")
        if self.note:
            theme.draw_text(surface, self.note, 640, 138, self.note_size, theme.PAPER_DARK, anchor="midtop")
        if self.winners:
            half = theme.text_surface(self.headline, 54, bold=True, family="serif").get_width() / layout.scale / 2
            for cx in (640 - half - 50, 640 + half + 50):
                self._draw_cup(surface, cx, 78)
        self._draw_standings(surface, 50, 570)
        self._draw_final_table(surface)
        if self.confetti_left > 0:
            self._draw_confetti(surface)
        self.widgets.draw(surface)

    def _draw_standings(self, surface: pygame.Surface, left: float, width: float) -> None:
        top = 170
        right = left + width
        row_h = min(46, 400 / max(1, len(self.rows)))
        theme.panel(surface, layout.rect(left, top, width, 60 + row_h * len(self.rows)))
        theme.draw_text(surface, _("Final standings"), left + 30, top + 16, 18, theme.INK_SOFT, bold=True)
        theme.draw_text(surface, capital(self.score_label), right - 30, top + 16, 18,
                        theme.INK_SOFT, bold=True, anchor="topright")
        for i, (place, name, seat, score, won, shared) in enumerate(self.rows):
            y = top + 52 + i * row_h
            if won:
                pygame.draw.rect(surface, (250, 228, 170), layout.rect(left + 10, y - 6, width - 20, row_h - 4),
                                 border_radius=layout.px(8))
            place_text = f"{place}." + (" =" if shared else "")
            theme.draw_text(surface, place_text, left + 30, y, 22, theme.INK, bold=won)
            pygame.draw.circle(surface, theme.seat_colour(seat), layout.point(left + 92, y + 14), layout.px(8))
            theme.draw_text(surface, name + ("  ★" if won else ""), left + 110, y, 22, theme.INK, bold=won)
            theme.draw_text(surface, score, right - 30, y, 22, theme.INK, anchor="topright", bold=won)

    def _draw_final_table(self, surface: pygame.Surface) -> None:
        """The game's table at its last position, shrunk into its frame (drawn once per window size)."""
        rect = layout.rect(*FINAL_TABLE)
        if self.thumbnail is None or self.thumbnail.get_size() != rect.size:
            canvas = pygame.Surface(surface.get_size())
            self.final_table.draw(canvas)
            self.thumbnail = pygame.transform.smoothscale(canvas, rect.size)
        surface.blit(self.thumbnail, rect)
        hovered = rect.collidepoint(pygame.mouse.get_pos())
        pygame.draw.rect(surface, theme.GOLD if hovered else theme.GOLD_DARK, rect.inflate(layout.px(6), layout.px(6)),
                         width=max(2, layout.px(3)), border_radius=layout.px(6))
        x, y, w, h = FINAL_TABLE
        theme.draw_text(surface, _("The table at the end — click to look closer"), x + w / 2, y + h + 14, 16,
                        theme.PAPER_DARK, anchor="midtop")

    def _draw_cup(self, surface: pygame.Surface, cx: float, cy: float) -> None:
        """A gold cup beside the headline: the winner is celebrated, not only listed."""
        cup = [layout.point(cx - 26, cy + 8), layout.point(cx + 26, cy + 8), layout.point(cx + 16, cy + 38),
               layout.point(cx - 16, cy + 38)]
        pygame.draw.polygon(surface, theme.GOLD, cup)
        pygame.draw.rect(surface, theme.GOLD, layout.rect(cx - 4, cy + 38, 8, 10))
        pygame.draw.rect(surface, theme.GOLD_DARK, layout.rect(cx - 14, cy + 47, 28, 6), border_radius=layout.px(2))
        for side in (-1, 1):
            pygame.draw.arc(surface, theme.GOLD, layout.rect(cx + side * 30 - 10, cy + 10, 20, 20),
                            -math.pi / 2 if side > 0 else math.pi / 2, math.pi / 2 if side > 0 else 3 * math.pi / 2,
                            layout.px(3))

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        for x, y, speed, phase, colour in self.confetti:
            fy = (y + speed * self.clock) % 760 - 20
            fx = x + 14 * math.sin(self.clock * 2 + phase)
            w = 10 * abs(math.cos(self.clock * 4 + phase)) + 2
            pygame.draw.rect(surface, colour, layout.rect(fx, fy, w, 6))
