"""The replay viewer: a finished game drawn with its own table scene, stepped move by move — forward, back,
to a round, or played at the animation speed — as one seat saw it, as the table saw it, or seat by seat.

The table is the game's real TableScene, made as a replaying table: its session holds the match rebuilt from
(game, options, seats, seed, moves) and makes no move of its own, so only the viewer moves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.i18n import number, words
from game.records.replay import ReplayWalk
from game.ui import theme
from game.ui.scene import Scene, is_key
from game.ui.table import AI_PAUSE
from game.ui.tables import replay_table
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Stepper

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

BAR = (0, 664, 1280, 56)
BY_TURN = "turn"  # the view of whoever is on turn: every hand shows as it is played (the game is over)


class ReplayScene(Scene):
    def __init__(self, app: App, match: Match, at_end: bool = False) -> None:
        """`at_end`: open on the final position (the results' look at the table), else on the first."""
        super().__init__(app)
        self.walk = ReplayWalk(match)
        self.table = replay_table(app, self.walk.at(0))
        self.replay_seat: int | str | None = BY_TURN
        self.position = 0
        self.playing = False
        self.clock = 0.0
        seats: list[tuple[int | str | None, str]] = [(BY_TURN, _("Seat by seat"))]
        seats += [(i, _("As {name} saw it").format(name=s.name)) for i, s in enumerate(match.seats)]
        if match.info.hidden_information:
            seats.append((None, _("The table only")))
        self.seat_stepper = Stepper((872, 672, 240, 40), seats, 0, on_change=lambda _: self.show_seat(),
                                    show=lambda v: v[1], size=15)
        rounds = list(range(1, len(self.walk.round_starts) + 1))
        self.round_stepper = Stepper((648, 672, 150, 40), rounds, 0, show=lambda r: _("Round {n}").format(n=r), size=15)
        self.play_button = Button(_("▶ Play"), (268, 672, 104, 40), self.toggle_play, hotkey=pygame.K_SPACE,
                                  primary=True, size=16)
        self.controls = Group([
            Button("|◀", (16, 672, 46, 40), lambda: self.jump(0), hotkey=pygame.K_HOME, size=16),
            Button(_("◀ Back"), (68, 672, 92, 40), lambda: self.jump(self.position - 1), hotkey=pygame.K_LEFT,
                   size=16),
            Button(_("Next ▶"), (166, 672, 96, 40), self.forward, hotkey=pygame.K_RIGHT, size=16),
            self.play_button,
            Button("▶|", (378, 672, 46, 40), lambda: self.jump(len(self.walk)), hotkey=pygame.K_END, size=16),
            self.round_stepper,
            Button(_("Go"), (804, 672, 56, 40), self.go_to_round, size=16),
            self.seat_stepper,
            Button(_("Close"), (1176, 672, 92, 40), self.close, size=16),
        ])
        self.canvas: pygame.Surface | None = None
        self.table.shown_seat = self.seat_shown()
        self.table.enter()  # the table is shown inside the viewer, never pushed: it is entered here once
        self.table.after_undo()
        if at_end:
            self.jump(len(self.walk))

    # --- moving through the game ---
    def jump(self, moves: int) -> None:
        """Shows the position after `moves` moves, at once."""
        self.playing = False
        self.position = max(0, min(moves, len(self.walk)))
        t = self.table
        t.local.show_position(self.walk.at(self.position), self.walk.played[:self.position])
        t.shown_seat = self.seat_shown()
        t.log_texts, t.log = t.log_lines(), []
        t.pending_log.clear()
        t.pending_moves.clear()
        t.wait, t.stale_view, t.ended = 0.0, False, False
        t.refresh_view()
        t.after_undo()
        self.sync()

    def forward(self) -> None:
        self.playing = False
        self.step(animate=False)

    def step(self, animate: bool) -> None:
        """One move forward, through the table's own commit: its log, sounds and animations."""
        if self.position >= len(self.walk):
            self.playing = False
            self.play_button.label = _("▶ Play")
            return
        t = self.table
        close_summary = getattr(t, "close_summary", None)  # Narrespillet's round summary waits for a click
        if close_summary is not None:
            close_summary()
        played = t.local.replay_move(self.walk.actions[self.position])
        t.shown_seat = self.seat_shown()
        t.show_played(played)
        self.position += 1
        if not animate:
            t.skip_animation()
            t.wait = 0.0
            t.catch_up()
            t.after_undo()
        self.sync()

    def log_line(self, index: int) -> str:
        """The move's line in the log, in the words of the seat the replay shows (a spectator's by default)."""
        viewer = self.table.viewer()
        return self.walk.lines[index][-1 if viewer is None else viewer]

    def go_to_round(self) -> None:
        self.jump(self.walk.round_starts[self.round_stepper.value - 1])

    def toggle_play(self) -> None:
        if self.position >= len(self.walk):
            self.jump(0)
        self.playing = not self.playing
        self.clock = 0.0
        self.play_button.label = _("❚❚ Pause") if self.playing else _("▶ Play")

    def seat_shown(self) -> int | None:
        """The seat whose side the replay shows now: the one chosen, or by turn whoever is on turn (or moved
        last)."""
        if self.replay_seat != BY_TURN:
            return self.replay_seat if isinstance(self.replay_seat, int) else None
        player = self.table.session.to_act()
        if player >= 0:
            return player
        return next((a for a in reversed(self.table.match.actors) if a >= 0), None)

    def show_seat(self) -> None:
        self.replay_seat = self.seat_stepper.value[0]
        self.table.shown_seat = self.seat_shown()
        self.table.refresh_view()
        self.table.after_undo()

    def sync(self) -> None:
        """The round chooser follows the moves."""
        self.round_stepper.index = self.walk.round_of(self.position) - 1

    def close(self) -> None:
        self.app.pop()

    # --- the loop ---
    def needs_frames(self) -> bool:
        table = self.table
        return self.playing or table.wait > 1e-6 or table.stale_view or bool(table.banners) or \
            not table.animation_done() or table.moving()

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if not self.playing:
            return
        if self.table.wait > 1e-6 or self.table.stale_view:
            return  # an animation is still playing
        self.clock += dt
        factor = self.app.settings.animation_factor
        if self.clock >= (AI_PAUSE / factor if factor else 0.15):
            self.clock = 0.0
            self.step(animate=True)

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            self.close()
            return
        self.controls.handle(event)
        self.play_button.label = _("❚❚ Pause") if self.playing else _("▶ Play")

    @staticmethod
    def bar_rect(size: tuple[int, int]) -> pygame.Rect:
        """The control bar: from where the design grid puts it to the window's foot, the whole width (in a window
        taller than 16:9 the grid ends above the foot, and its controls with it)."""
        top = layout.rect(*BAR).top
        return pygame.Rect(0, top, size[0], size[1] - top)

    def table_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the table is shown, shrunk whole into the space above the bar."""
        height = self.bar_rect(size).top
        width = round(size[0] * height / size[1])
        return pygame.Rect((size[0] - width) // 2, 0, width, height)

    def draw(self, surface: pygame.Surface) -> None:
        # The table is drawn whole and shrunk into the space above the bar, so the bar hides none of it.
        size = surface.get_size()
        if self.canvas is None or self.canvas.get_size() != size:
            self.canvas = pygame.Surface(size)
        self.table.draw(self.canvas)
        bar, shown = self.bar_rect(size), self.table_rect(size)
        small = pygame.transform.smoothscale(self.canvas, shown.size)
        surface.fill(theme.FELT_DARK)
        surface.blit(small, shown)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, max(1, layout.px(2)))
        self.controls.draw(surface)
        theme.draw_text(surface, _("Move {n} of {count}").format(n=number(self.position), count=number(len(self.walk))),
                        536, 676, 15, theme.PAPER, bold=True,
                        anchor="midtop")
        status = _("game over") if self.position >= len(self.walk) else (_("playing") if self.playing else _("replay"))
        theme.draw_text(surface, status, 536, 696, 13, theme.PAPER_DARK, anchor="midtop")
