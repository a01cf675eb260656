"""Over a table whose game cannot be written to disk (the disk is full, the folder cannot be written): the game
stops before its next move and says so, tries again every few seconds, and goes on by itself once the write
succeeds. At the end of a game the same holds for its record: the results come once the record is kept."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.records import record_finished
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import AnyTable

_, ngettext = words("spelbordet")

RETRY_SECONDS = 3.0
MAX_REASON_CHARS = 200


class NotSavedScene(WidgetScene):
    """`what` is "save" (the autosave of a game in play failed) or "record" (a finished game's record)."""

    transparent = True

    def __init__(self, app: App, table: AnyTable, what: Literal["save", "record"]) -> None:
        super().__init__(app)
        self.table = table
        assert table.save_path is not None  # a replayed table writes nothing, so nothing fails to be written
        self.save_path = table.save_path
        self.what = what
        self.until_retry = RETRY_SECONDS
        self.tries = 0
        self.widgets = Group([Button(_("Try again now"), (330, 500, 300, 50), self.retry, primary=True, size=17),
                              Button(_("Leave the table"), (650, 500, 300, 50), self.leave_table, size=17)])

    def reason(self) -> str:
        """Why the save failed, in the system's words."""
        reason = self.app.saver.failure(self.save_path) or ""
        return reason if len(reason) <= MAX_REASON_CHARS else reason[:MAX_REASON_CHARS] + " …"

    def update(self, dt: float) -> None:
        self.until_retry -= dt
        if self.what == "save" and not self.app.saver.pending(self.save_path) and \
                self.app.saver.failure(self.save_path) is None:
            self.app.pop()
            self.app.notify(_("The game is saved again: play on."), 4, news=True)
            return
        if self.until_retry <= 0:
            self.retry()

    def retry(self) -> None:
        self.until_retry = RETRY_SECONDS
        self.tries += 1
        if self.what == "save":
            if not self.app.saver.pending(self.save_path):
                self.table.autosave()
        elif (match := self.table.whole_match()) is not None and record_finished(self.app, match):
            self.app.pop()
            self.table.show_results()

    def leave_table(self) -> None:
        """Leaves with the game as it was last written: the moves since then are lost, which the text says."""
        self.table.put_away()
        self.app.home()

    def back(self) -> None:
        pass  # Esc does not leave by accident: the buttons say what each way out costs

    def needs_frames(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, layout.rect(290, 150, 700, 430))
        title = _("The game is not saved") if self.what == "save" else _("The game is not recorded yet")
        theme.draw_text(surface, title, 640, 176, theme.fitting_size(title, 28, layout.px(660), True, "serif"),
                        theme.INK, bold=True, anchor="midtop", family="serif")
        if self.what == "save":
            text = _("Spelbordet could not write the game to disk ({reason}). The game waits here, with every move "
                     "so far, until it can be saved: make room on the disk (or let its folder be written) and it goes "
                     "on by itself. Leaving now keeps the game only as it was last saved.").format(reason=self.reason())
        else:
            text = _("The game is over, but its record for the history and the statistics could not be written (is "
                     "the disk full?). The table stays open and tries again: make room on the disk and the results "
                     "follow by themselves. Leaving now keeps the finished game in the saves, and it is recorded at "
                     "the next start.")
        for i, line in enumerate(theme.wrap(text, 17, 620)[:8]):
            theme.draw_text(surface, line, 330, 230 + i * 24, 17, theme.INK)
        note = ngettext("Tried again {n} time; the next try in a few seconds.",
                        "Tried again {n} times; the next try in a few seconds.", self.tries).format(n=self.tries)
        theme.draw_text(surface, note, 640, 440, 15, theme.INK_SOFT, anchor="midtop")
        self.widgets.draw(surface)
