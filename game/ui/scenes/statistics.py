"""Statistics per game: each player's figures, a chart of one player's scores over time, head-to-head
between two players, and Trippel Yatzy's high-score tables; reset per player or wholly."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.registry import all_games
from game.i18n import N_, number, words
from game.records.book import RecordBook
from game.records.figures import COLUMN_TABLES, YATZY, HeadToHead, HighScore, PlayerFigures
from game.records.profiles import shown_name
from game.ui import theme
from game.ui.dates import day_month_year
from game.ui.records import reset_text
from game.ui.scene import WidgetScene
from game.ui.scenes.chart import draw_score_chart
from game.ui.tables import TABLES
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Stepper, clicked

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

TABLE = (60, 110, 650, 480)
ROW_Y, ROW_H, ROWS = 160, 40, 10
COLUMNS = [(N_("Player"), 76, "topleft"), (N_("Played"), 330, "topright"), (N_("Won"), 390, "topright"),
           (N_("Share"), 460, "topright"), (N_("Average"), 550, "topright"), (N_("Best"), 620, "topright"),
           (N_("Streak"), 694, "topright")]
NOBODY = ("", "—")


def player_stepper(x: float, pairs: list[tuple[str, str]], index: int, on_change: Callable[[Any], None]) -> Stepper:
    """One of the two head-to-head choosers: (player id, name) pairs."""
    return Stepper((x, 440, 212, 38), pairs, index, on_change, show=lambda p: p[1], size=16)


class StatisticsScene(WidgetScene):
    def __init__(self, app: App, book: RecordBook, game: str | None = None) -> None:
        super().__init__(app)
        self.book = book
        entries = [(key, variant) for key in TABLES if key in all_games()
                   for variant in ([COLUMN_TABLES[3], COLUMN_TABLES[1]] if key == YATZY else [""])]
        if game is None:  # the game played last
            game = next((row.game for row in book.history()), None)
        first = next((i for i, (key, _) in enumerate(entries) if key == game), 0)
        self.game_stepper = Stepper((720, 40, 500, 46), entries, first, on_change=lambda _: self.refresh(),
                                    show=lambda e: all_games()[e[0]].native_name + (f", {_(e[1])}" if e[1] else ""),
                                    size=20)
        self.high_scores = False
        self.selected: str | None = None
        # Read from the record book on entering:
        self.rows: list[PlayerFigures] = []
        self.tables: dict[int, list[HighScore]] = {}
        self.a_stepper = player_stepper(746, [NOBODY], 0, lambda _: self.refresh_h2h())
        self.b_stepper = player_stepper(990, [NOBODY], 0, lambda _: self.refresh_h2h())
        self.h2h: HeadToHead | None = None
        self.measure = ""  # what the game's results count ("chips won or lost"): Average and Best count it too

    def enter(self) -> None:
        self.refresh()

    @property
    def game(self) -> str:
        key: str = self.game_stepper.value[0]
        return key

    @property
    def variant(self) -> str:
        variant: str = self.game_stepper.value[1]
        return variant

    def refresh(self) -> None:
        self.rows = [f for f in self.book.figures(self.game) if f.variant == self.variant]
        info = all_games()[self.game]
        self.measure = info.new_state(info.min_players, info.resolve({})).score_label()
        if self.selected not in {f.player for f in self.rows}:
            self.selected = self.rows[0].player if self.rows else None
        if self.game != YATZY:
            self.high_scores = False
        self.tables = {c: self.book.high_scores(c, ROWS - 1) for c in COLUMN_TABLES} if self.high_scores else {}
        pairs = [(f.player, shown_name(f.player, f.name)) for f in self.rows] or [NOBODY]
        old = [self.a_stepper, self.b_stepper]
        self.a_stepper = player_stepper(746, pairs, 0, lambda _: self.refresh_h2h())
        self.b_stepper = player_stepper(990, pairs, min(1, len(pairs) - 1), lambda _: self.refresh_h2h())
        for new, before in zip((self.a_stepper, self.b_stepper), old):
            if before.value in pairs:
                new.index = pairs.index(before.value)
        self.refresh_h2h()
        self.build()

    def refresh_h2h(self) -> None:
        a, b = self.a_stepper.value[0], self.b_stepper.value[0]
        self.h2h = self.book.head_to_head(self.game, a, b) if a and b and a != b else None

    def build(self) -> None:
        self.widgets = Group([self.game_stepper, self.a_stepper, self.b_stepper])
        if self.game == YATZY:
            label = _("Player figures") if self.high_scores else _("High scores")
            self.widgets.add(Button(label, (76, 540, 170, 36), self.toggle_high_scores, size=15))
        self.widgets.add(Button(_("Back"), (60, 640, 150, 52), self.back, hotkey=pygame.K_BACKSPACE))
        reset_one = self.widgets.add(Button(_("Reset player…"), (230, 640, 200, 52), self.ask_reset_player, size=18))
        reset_one.enabled = self.selected is not None and not self.high_scores
        self.widgets.add(Button(_("Reset all…"), (450, 640, 170, 52), self.ask_reset_all, size=18))
        self.widgets.add(Button(_("Players"), (870, 640, 160, 52), self.open_players, size=18))
        self.widgets.add(Button(_("History"), (1050, 640, 170, 52), self.open_history, primary=True, size=18))

    def toggle_high_scores(self) -> None:
        self.high_scores = not self.high_scores
        self.refresh()

    # --- actions ---
    def ask_reset_player(self) -> None:
        figures = next((f for f in self.rows if f.player == self.selected), None)
        if figures is None:
            return

        def reset() -> None:
            self.book.reset(figures.player)
            self.refresh()

        name = shown_name(figures.player, figures.name)
        self.app.open("confirm", _("Reset {name}?").format(name=name), reset_text(name), _("Reset"), reset)

    def ask_reset_all(self) -> None:
        def reset() -> None:
            self.book.reset(None)
            self.refresh()

        self.app.open("confirm", _("Reset all statistics?"),
                      _("Every player's statistics in every game, and the high scores, start again from nothing. The "
                        "games stay in the history and can still be replayed."), _("Reset all"), reset)

    def open_players(self) -> None:
        self.app.open("players", self.book)

    def open_history(self) -> None:
        self.app.open("history", self.book)

    def back(self) -> None:
        self.app.pop()
        self.book.close()

    def handle(self, event: pygame.event.Event) -> None:
        if not self.high_scores and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, figures in enumerate(self.rows[:ROWS]):
                if clicked(event, layout.rect(TABLE[0] + 6, ROW_Y + i * ROW_H, TABLE[2] - 12, ROW_H)):
                    self.selected = figures.player
                    self.build()
                    return
        super().handle(event)

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("Statistics"), 60, 30, 44, theme.PAPER, bold=True, family="serif")
        theme.panel(surface, layout.rect(*TABLE), theme.PAPER, theme.GOLD_DARK, radius=10)
        if self.high_scores:
            self.draw_high_scores(surface)
        else:
            self.draw_table(surface)
        chosen = next((f for f in self.rows if f.player == self.selected), None)
        seat = next((i for i, f in enumerate(self.rows) if f.player == self.selected), 0)
        title = _("{name}: scores game by game").format(name=shown_name(chosen.player, chosen.name)) if chosen \
            else _("Scores game by game")
        draw_score_chart(surface, (730, 110, 490, 270), title,
                         [(s, w) for _, s, w in chosen.scores] if chosen else [], theme.seat_colour(seat))
        self.draw_head_to_head(surface)
        self.widgets.draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        for i, (title, x, anchor) in enumerate(COLUMNS):
            heading = _(title)
            room = x - COLUMNS[i - 1][1] - 8 if i > 1 else 200  # a right-aligned heading ends where its column does
            theme.draw_text(surface, heading, x, 128, theme.fitting_size(heading, 15, layout.px(room), True),
                            theme.INK_SOFT, bold=True, anchor=anchor)
        if not self.rows:
            theme.draw_text(surface, _("No finished games of this game are counted yet."), 76, ROW_Y + 10, 17,
                            theme.INK_SOFT)
        for i, f in enumerate(self.rows[:ROWS]):
            y = ROW_Y + i * ROW_H
            if f.player == self.selected:
                pygame.draw.rect(surface, theme.PAPER_DARK, layout.rect(TABLE[0] + 6, y, TABLE[2] - 12, ROW_H - 4),
                                 border_radius=layout.px(6))
            pygame.draw.circle(surface, theme.seat_colour(i), layout.point(70, y + 17), layout.px(5))
            best = "—" if f.best is None else number(f.best)
            cells = [shown_name(f.player, f.name), number(f.played), number(f.won), f"{number(100 * f.share, 0)} %",
                     number(f.average, 1), best, f"{f.streak} / {f.best_streak}"]
            for (_title, x, anchor), text in zip(COLUMNS, cells):
                theme.draw_text(surface, text, x + (6 if anchor == "topleft" else 0), y + 8, 17, theme.INK,
                                bold=anchor == "topleft", anchor=anchor)
        if len(self.rows) > ROWS:
            theme.draw_text(surface, _("and {n} more").format(n=len(self.rows) - ROWS), 76, ROW_Y + ROWS * ROW_H, 14,
                            theme.INK_SOFT)
        theme.draw_text(surface, _("Streak: wins in a row now / the longest run"), TABLE[0] + TABLE[2] - 14,
                        TABLE[1] + TABLE[3] - 30, 12, theme.INK_SOFT, anchor="topright")
        if self.rows:  # which figure Average and Best count: the one the game's results show
            measure = _("Average and best: {measure}, as the results show it").format(measure=self.measure)
            theme.draw_text(surface, measure, TABLE[0] + TABLE[2] - 14, TABLE[1] + TABLE[3] - 48, 12, theme.INK_SOFT,
                            anchor="topright")

    def draw_high_scores(self, surface: pygame.Surface) -> None:
        for col, (columns, rows) in enumerate(self.tables.items()):
            x = 80 + col * 310
            theme.draw_text(surface, _("Best sheets, {columns}").format(columns=_(COLUMN_TABLES[columns])), x, 128,
                            15, theme.INK_SOFT, bold=True)
            if not rows:
                theme.draw_text(surface, _("No games yet."), x, ROW_Y + 10, 16, theme.INK_SOFT)
            for i, h in enumerate(rows):
                y = ROW_Y + 10 + i * ROW_H
                theme.draw_text(surface, f"{i + 1}.", x, y, 17, theme.INK_SOFT)
                theme.draw_text(surface, shown_name(h.player, h.name), x + 30, y, 17, theme.INK, bold=i == 0)
                theme.draw_text(surface, number(h.score), x + 180, y, 17, theme.INK, bold=i == 0, anchor="topright")
                theme.draw_text(surface, day_month_year(h.finished_at), x + 292, y + 3,
                                13, theme.INK_SOFT, anchor="topright")

    def draw_head_to_head(self, surface: pygame.Surface) -> None:
        theme.panel(surface, layout.rect(730, 400, 490, 190), theme.PAPER, theme.GOLD_DARK, radius=10)
        title = _("Head to head (one and three columns)") if self.variant else _("Head to head")
        theme.draw_text(surface, title, 746, 410, 16, theme.INK_SOFT, bold=True)
        versus = _("vs")  # between the two choosers: 28 wide
        theme.draw_text(surface, versus, 974, 459, theme.fitting_size(versus, 14, layout.px(28)),
                        theme.INK_SOFT, anchor="center")
        h = self.h2h
        a, b = self.a_stepper.value[1], self.b_stepper.value[1]
        if h is None:
            theme.draw_text(surface, _("Choose two players of this game."), 746, 500, 16, theme.INK_SOFT)
            return
        if not h.games:
            theme.draw_text(surface, _("{a} and {b} have not played each other yet.").format(a=a, b=b), 746, 500, 16,
                            theme.INK_SOFT)
            return
        together = ngettext("{n} game together; who finished ahead:", "{n} games together; who finished ahead:",
                            h.games).format(n=number(h.games))
        theme.draw_text(surface, together, 746, 492, 15, theme.INK)
        line = _("{a} {a_ahead}  ·  {b} {b_ahead}  ·  tied {level}").format(a=a, a_ahead=h.a_ahead, b=b,
                                                                           b_ahead=h.b_ahead, level=h.level)
        theme.draw_text(surface, line, 746, 516, 17 if len(theme.wrap(line, 17, 458, bold=True)) == 1 else 14,
                        theme.INK, bold=True)
        wins = _("Won of these games: {a} {a_won}, {b} {b_won}").format(a=a, a_won=number(h.a_won), b=b,
                                                                         b_won=number(h.b_won))
        theme.draw_text(surface, wins, 746, 546, 15, theme.INK_SOFT)
        total = max(1, h.a_ahead + h.b_ahead + h.level)
        bar = (746, 572, 458, 8)
        order = [f.player for f in self.rows]
        colour_a, colour_b = (theme.seat_colour(order.index(p)) for p in (self.a_stepper.value[0],
                                                                           self.b_stepper.value[0]))
        parts = [(h.a_ahead, colour_a), (h.level, theme.PAPER_DARK), (h.b_ahead, colour_b)]
        x: float = bar[0]
        for count, colour in parts:
            width = bar[2] * count / total
            if width > 0:
                pygame.draw.rect(surface, colour, layout.rect(x, bar[1], width, bar[3]))
            x += width
