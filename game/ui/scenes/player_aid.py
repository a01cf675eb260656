"""A game's player aid: one screen that says how to play — the goal, a turn in a few steps, the pieces with pictures
drawn by the game's own table code, and how the game ends. Reached from setup, the table's menu and the rules.

Each game's table package gives its aid (`player_aid(key) -> PlayerAid`, in the module AIDS names); the texts are
made when the screen opens, in the client's language, and must fit their boxes (aid_faults, tested in every
language)."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.registry import GameInfo
from game.i18n import number, words
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

# Each game's aid: the module under game.ui.tables that holds its player_aid(key).
AIDS = {"kalahen": "kalahen.aid", "narrespillet": "narrespillet.aid", "krutroyk": "krutroyk.aid",
        **{key: "dice.aids" for key in ("trippel_yatzy", "kinesisk_bank", "dodsspranget", "jackpot", "bovjakten",
                                        "fangelse")}}

# The boxes (design pixels) and how many lines each text may take in them.
GOAL = (17, 560, 3)  # size, width, lines
STEP = (16, 520, 2)
END = (17, 560, 3)
CAPTION = (14, 150, 6)
PICTURE = 120
TURN_STEPS = (3, 6)
PIECES = (3, 6)


@dataclass(frozen=True)
class AidPiece:
    """A piece of the game and what it means: `draw` paints it into the rect it is given (window pixels) with the
    table's own drawing, and stays inside it."""

    draw: Callable[[pygame.Surface, pygame.Rect], None]
    caption: str


@dataclass(frozen=True)
class PlayerAid:
    goal: str
    turn: tuple[str, ...]
    pieces: tuple[AidPiece, ...]
    end: str


def has_aid(key: str) -> bool:
    module = AIDS.get(key)
    return module is not None and importlib.util.find_spec(f"game.ui.tables.{module}") is not None


def aid_for(key: str) -> PlayerAid:
    module = importlib.import_module(f"game.ui.tables.{AIDS[key]}")
    aid: PlayerAid = module.player_aid(key)
    return aid


def aid_faults(aid: PlayerAid) -> list[str]:
    """What of an aid would not fit its screen: too few or many steps or pieces, a text longer than its box."""
    faults = []
    if not TURN_STEPS[0] <= len(aid.turn) <= TURN_STEPS[1]:
        faults.append(f"{len(aid.turn)} turn steps (expected {TURN_STEPS[0]} to {TURN_STEPS[1]})")
    if not PIECES[0] <= len(aid.pieces) <= PIECES[1]:
        faults.append(f"{len(aid.pieces)} pieces (expected {PIECES[0]} to {PIECES[1]})")
    texts = [("goal", aid.goal, GOAL), ("end", aid.end, END), *(("turn step", t, STEP) for t in aid.turn),
             *(("caption", p.caption, CAPTION) for p in aid.pieces)]
    for what, text, (size, width, most) in texts:
        if not text.strip():
            faults.append(f"an empty {what}")
        lines = theme.wrap(text, size, width)
        if len(lines) > most:
            faults.append(f"{what} takes {len(lines)} lines (at most {most}): {text!r}")
    return faults


class PlayerAidScene(WidgetScene):
    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.aid = aid_for(info.key)
        self.widgets.add(Button(_("Back"), (60, 648, 160, 50), self.app.pop, primary=True, size=20))
        self.widgets.add(Button(_("The full rules"), (240, 648, 220, 50), self.rules, size=18))

    def rules(self) -> None:
        self.app.open("rules", self.info)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("How to play {game}").format(game=self.info.local_name()), 60, 24, 34,
                        theme.PAPER, bold=True, family="serif")
        self.draw_words(surface)
        self.draw_pieces(surface)
        self.widgets.draw(surface)

    def draw_words(self, surface: pygame.Surface) -> None:
        theme.panel(surface, layout.rect(40, 86, 600, 546), theme.PAPER, theme.GOLD_DARK)
        y = 100.0
        y = self.heading(surface, _("The goal"), y)
        y = self.paragraph(surface, self.aid.goal, GOAL, 64, y) + 12
        y = self.heading(surface, _("A turn"), y)
        size, width, most = STEP
        for i, step in enumerate(self.aid.turn):
            centre = layout.point(74, y + 10)
            pygame.draw.circle(surface, theme.GOLD, centre, layout.px(11))
            theme.draw_text(surface, number(i + 1), 74, y + 10, 13, theme.INK, bold=True, anchor="center")
            lines = theme.wrap(step, size, width)[:most]
            for j, line in enumerate(lines):
                theme.draw_text(surface, line, 94, y + 20 * j, size, theme.INK)
            y += 20 * len(lines) + 6
        y += 12
        y = self.heading(surface, _("How it ends"), y)
        self.paragraph(surface, self.aid.end, END, 64, y)

    @staticmethod
    def heading(surface: pygame.Surface, text: str, y: float) -> float:
        theme.draw_text(surface, text, 64, y, 18, theme.GOLD_DARK, bold=True)
        return y + 26

    @staticmethod
    def paragraph(surface: pygame.Surface, text: str, box: tuple[int, int, int], x: float, y: float) -> float:
        size, width, most = box
        lines = theme.wrap(text, size, width)[:most]
        for j, line in enumerate(lines):
            theme.draw_text(surface, line, x, y + 22 * j, size, theme.INK)
        return y + 22 * len(lines)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        theme.panel(surface, layout.rect(656, 86, 584, 546), theme.FELT_DARK, theme.GOLD_DARK)
        theme.draw_text(surface, _("On the table"), 676, 100, 18, theme.GOLD, bold=True)
        size, width, most = CAPTION
        for i, piece in enumerate(self.aid.pieces[:PIECES[1]]):
            x, y = 668 + (i % 2) * 290, 130 + (i // 2) * 166
            box = layout.rect(x, y, PICTURE, PICTURE)
            clip = surface.get_clip()
            surface.set_clip(box)
            try:
                piece.draw(surface, box)
            finally:
                surface.set_clip(clip)
            for j, line in enumerate(theme.wrap(piece.caption, size, width)[:most]):
                theme.draw_text(surface, line, x + PICTURE + 8, y + 18 * j, size, theme.PAPER)
