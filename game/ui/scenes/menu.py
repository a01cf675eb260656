"""The main menu: every playable game, and Continue, Load, Settings, Quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

import pygame

from game.engine.errors import RulesDataError
from game.engine.registry import GameInfo, all_games, broken_games
from game.engine.rules_data import line_note
from game.engine.saves import SaveEntry
from game.i18n import N_, words
from game.records.archive import Archive
from game.ui import text_probe, theme
from game.ui.card_pictures import draw_picture
from game.ui.dates import short_time
from game.ui.saved_games import open_save, set_aside_damaged
from game.ui.scene import Scene
from game.ui.tables import TABLES
from game.ui.widgets import Button, Group, Widget, clicked
from game.userdirs import data_dir

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

CARD_W, CARD_H = 375, 96
# A summary's type size and line spacing, largest first.
SUMMARY_SIZES: list[tuple[float, float]] = [(13, 17), (12, 15), (11, 13)]
SUBTITLE_TOP, SUMMARY_TOP, SUMMARY_FOOT = 35, 51, 6  # a card's subtitle, its summary below it; the margin below
# A card's subtitle where the game has no other name in the client's language: what kind of game it is.
KINDS = {"kalahen": N_("Adventure board game"), "narrespillet": N_("Tarot card game"),
         "krutroyk": N_("Storytelling game"), "trippel_yatzy": N_("Dice game"),
         "kinesisk_bank": N_("Betting dice game"), "dodsspranget": N_("Dice game"), "jackpot": N_("Dice game"),
         "bovjakten": N_("Dice race for four"), "fangelse": N_("Dice game")}


def subtitle(info: GameInfo) -> str:
    """The card's second line: the name in the client's language where it differs, else the kind of game."""
    name = info.local_name()  # in Svenska and Norsk the native name: then not said twice
    if name != info.native_name:
        return name
    return _(KINDS[info.key]) if info.key in KINDS else ""


class GameCard(Widget):
    """A game in the menu: its names, what it is, and how many play."""

    def __init__(self, info: GameInfo, rect: tuple[float, float, float, float], on_click: Callable[[GameInfo], object],
                 sizes: list[tuple[float, float]] = SUMMARY_SIZES) -> None:
        super().__init__(rect)
        self.info = info
        self.on_click = on_click
        self.sizes = sizes  # the summary's type sizes, as the menu chose them for every card alike

    def handle(self, event: pygame.event.Event) -> bool:
        if clicked(event, self.screen_rect()):
            self.on_click(self.info)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.rect
        theme.panel(surface, self.screen_rect(), theme.WHITE if self.hovered() else theme.PAPER,
                    theme.GOLD if self.hovered() else theme.GOLD_DARK, radius=10)
        info = self.info
        theme.draw_text(surface, info.native_name, x + 16, y + 8, 25, theme.INK, bold=True, family="serif")
        second = subtitle(info)
        summary = info.local_summary()
        bottom = y + h - SUMMARY_FOOT
        if second and summary_lines(summary, w - 32, bottom - (y + SUMMARY_TOP), self.sizes) is not None:
            # the players beside the subtitle; the game's picture, drawn with its own table's pieces, above them
            theme.draw_text(surface, second, x + 16, y + SUBTITLE_TOP, 13, theme.INK_SOFT)
            theme.draw_text(surface, info.players_text(), x + w - 14, y + SUBTITLE_TOP, 13, theme.INK_SOFT,
                            anchor="topright")
            draw_picture(surface, info.key, x + w - 12, y + 4)
            top = y + SUMMARY_TOP
        else:  # the summary matters more than the subtitle: it takes the subtitle's line if it needs it
            theme.draw_text(surface, info.players_text(), x + w - 14, y + 14, 14, theme.INK_SOFT, anchor="topright")
            top = y + 40
        fitted = summary_lines(summary, w - 32, bottom - top, self.sizes)
        if fitted is None:
            text_probe.note_shortened(summary)
            size, spacing = self.sizes[-1]
            lines = theme.wrap(summary, size, w - 32)[:int((bottom - top) // spacing)]
            lines[-1] = lines[-1].rstrip(" ,;.") + " …"
        else:
            lines, size, spacing = fitted
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, x + 16, top + i * spacing, size, theme.INK)


def summary_lines(text: str, width: float, room: float, sizes: list[tuple[float, float]] = SUMMARY_SIZES,
                  ) -> tuple[list[str], float, float] | None:
    """A game's summary wrapped whole into `room`, in the largest type that holds it (None: none does)."""
    for size, spacing in sizes:
        lines = theme.wrap(text, size, width)
        if (len(lines) - 1) * spacing + size <= room:
            return lines, size, spacing
    return None


def common_sizes(infos: list[GameInfo]) -> list[tuple[float, float]]:
    """The summary sizes from the largest that holds every card's summary below its subtitle: every card's
    summary is then set in the same type (only a summary that needs more still shrinks)."""
    room = CARD_H - SUMMARY_TOP - SUMMARY_FOOT
    for i, (size, spacing) in enumerate(SUMMARY_SIZES):
        if all(summary_lines(info.local_summary(), CARD_W - 32, room, [(size, spacing)]) for info in infos):
            return SUMMARY_SIZES[i:]
    return SUMMARY_SIZES[-1:]


class BrokenGameCard(Widget):
    """A game whose rule file cannot be used: what is wrong, where (file, line, key); it cannot be picked."""

    def __init__(self, key: str, error: RulesDataError, rect: tuple[float, float, float, float]) -> None:
        super().__init__(rect)
        self.key = key
        self.error = error
        self.enabled = False

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.rect
        theme.panel(surface, self.screen_rect(), theme.PAPER_DARK, theme.RED, radius=10)
        where = self.error.file or f"{self.key}.yaml"
        if self.error.line is not None:
            where = _("{file}, line {line}").format(file=where, line=self.error.line)
        theme.draw_text(surface, _("This game's rule file is broken"), x + 16, y + 8, 19, theme.RED, bold=True)
        theme.draw_text(surface, where, x + 16, y + 34, 14, theme.INK, bold=True)
        # what is wrong, starting with the key ("options.rounds.default: expected …")
        detail = str(self.error).removeprefix(f"{self.error.file}: ") if self.error.file else str(self.error)
        if self.error.line is not None:
            detail = detail.removesuffix(" " + line_note(self.error.line))
        lines = theme.wrap(detail, 13, w - 32)
        if len(lines) > 2:
            lines = [lines[0], lines[1].rstrip(" ,;.") + " …"]
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, x + 16, y + 56 + i * 17, 13, theme.INK)


class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = Group()
        broken = broken_games()
        shown = [key for key in TABLES if key in all_games() or key in broken]
        sizes = common_sizes([all_games()[key] for key in shown if key not in broken])
        for i, key in enumerate(shown):
            col, row = i % 2, i // 2
            rect = (56 + col * (CARD_W + 18), 150 + row * (CARD_H + 10), CARD_W, CARD_H)
            if key in broken:
                self.widgets.add(BrokenGameCard(key, broken[key], rect))
            else:
                self.widgets.add(GameCard(all_games()[key], rect, self.open_setup, sizes))
        self.continue_button = self.widgets.add(Button(_("Continue"), (890, 160, 330, 58), self.continue_game,
                                                       primary=True, size=22))
        self.widgets.add(Button(_("Load a game"), (890, 232, 330, 58), self.open_load, size=22))
        self.widgets.add(Button(_("Settings"), (890, 304, 330, 58), self.open_settings, size=22))
        self.widgets.add(Button(_("Quit"), (890, 376, 330, 58), self.quit, size=22))
        self.widgets.add(Button(_("Statistics"), (890, 510, 160, 52), lambda: self.open_records("statistics"),
                                size=19))
        self.widgets.add(Button(_("History"), (1060, 510, 160, 52), lambda: self.open_records("history"),
                                size=19))
        self.widgets.add(Button(_("Players"), (890, 574, 330, 46), lambda: self.open_records("players"),
                                size=18))
        self.widgets.add(Button(_("Join a table"), (890, 632, 330, 46), lambda: self.app.open("join"), size=18))
        self.latest: SaveEntry | None = None  # the newest unfinished game, for Continue: read on entering
        self.continue_button.enabled = False

    def enter(self) -> None:
        good, bad = self.app.store.entries()
        set_aside_damaged(self.app, bad)
        records = Archive(data_dir() / "records")
        unrecorded = [e for e in good if e.record_id is not None and e.problem is None and not records.has(e.record_id)]
        if unrecorded:  # the client stopped between a game's last move and its record: it is recorded now
            # late: the record book's database (sqlite3) is loaded when first needed, not at start-up
            from game.ui.records import record_unrecorded

            record_unrecorded(self.app, unrecorded)
        self.latest = next((e for e in good if not e.finished and e.problem is None), None)
        self.continue_button.enabled = self.latest is not None

    def open_records(self, which: Literal["statistics", "history", "players"]) -> None:
        # late: the record book's database (sqlite3) is loaded when first asked for, not at start-up
        from game.ui.records import open_records_screen

        open_records_screen(self.app, which)

    def open_setup(self, info: GameInfo) -> None:
        self.app.open("setup", info)

    def continue_game(self) -> None:
        if self.latest is not None:
            open_save(self.app, self.latest.path)

    def open_load(self) -> None:
        self.app.open("load")

    def open_settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, "Spelbordet", 56, 36, 64, theme.PAPER, bold=True, family="serif")
        theme.draw_text(surface, _("the games table — Scandinavian games for friends and AI opponents"), 60, 112, 18,
                        theme.PAPER_DARK)
        self.widgets.draw(surface)
        if self.latest is not None:
            name = self.latest.title
            when = short_time(self.latest.saved_at)
            lines = [f"{name}, {when}", ", ".join(self.latest.seats)]
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, 1055, 452 + i * 20, 14, theme.PAPER_DARK, anchor="midtop")
