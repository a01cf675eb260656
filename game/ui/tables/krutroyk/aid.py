"""Krutrøyk's player aid: the goal, a turn, the pieces and the end, with pictures the saloon table draws itself
(the coins of a pocket and a stack, the pot, the narrator's hat, the duellists' revolvers, a role's die)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import words
from game.ui import theme
from game.ui.dice import draw_die
from game.ui.scenes.player_aid import AidPiece, PlayerAid
from game.ui.tables.krutroyk import felt
from game.ui.tables.krutroyk.duel_draw import draw_duellist, draw_fate
from game.ui.theme import layout

_, ngettext = words("krutroyk")

Paint = Callable[[pygame.Surface, float, float], None]  # draws on a canvas, its design origin at (x, y)


def picture(surface: pygame.Surface, rect: pygame.Rect, width: float, height: float,
            background: tuple[int, int, int], paint: Paint) -> None:
    """Draws a `width` x `height` (design pixels) piece of the table with its own drawing code, fitted into `rect`
    (window pixels) on `background`, and nothing outside it."""
    scale = layout.scale
    canvas = pygame.Surface((max(1, round(width * scale)), max(1, round(height * scale))))
    canvas.fill(background)
    # Design coordinates whose layout.point lands on the canvas's own pixels.
    paint(canvas, -layout.ox / scale, -layout.oy / scale)
    fit = min(rect.width / canvas.get_width(), rect.height / canvas.get_height())
    size = (max(1, round(canvas.get_width() * fit)), max(1, round(canvas.get_height() * fit)))
    shown = pygame.transform.smoothscale(canvas, size)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        surface.fill(background, rect)
        surface.blit(shown, shown.get_rect(center=rect.center))
    finally:
        surface.set_clip(clip)


def pile(place: str, count: int) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        picture(surface, rect, 76, 76, theme.PAPER,
                lambda canvas, x, y: felt.draw_pile(canvas, x + 38, y + 38, count, place, 70))
    return draw


def pot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    picture(surface, rect, 120, 120, theme.FELT_DARK, lambda canvas, x, y: felt.draw_pot(canvas, 6, (x + 60, y + 90)))


def hat(surface: pygame.Surface, rect: pygame.Rect) -> None:
    picture(surface, rect, 120, 120, theme.PAPER, lambda canvas, x, y: felt.draw_hat(canvas, x + 60, y + 74, 2.2))


def duel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two duellists as the draw shows them: one shoots at the other, who holds the revolver to their own head and
    so wins, while the bullet comes back to the shooter."""

    def paint(canvas: pygame.Surface, x: float, y: float) -> None:
        draw_duellist(canvas, x + 34, y + 70, 0, 1, -0.1)
        draw_duellist(canvas, x + 112, y + 66, 1, "self", math.pi)
        draw_fate(canvas, x + 34, y + 100, False, 70)
        draw_fate(canvas, x + 112, y + 100, True, 70)

    picture(surface, rect, 170, 150, theme.FELT_DARK, paint)


def role_die(surface: pygame.Surface, rect: pygame.Rect) -> None:
    def paint(canvas: pygame.Surface, x: float, y: float) -> None:
        draw_die(canvas, layout.rect(x + 30, y + 18, 60, 60), 4)
        theme.draw_text(canvas, _("d6"), x + 60, y + 88, 20, theme.INK, bold=True, anchor="midtop")

    picture(surface, rect, 120, 120, theme.PAPER, paint)


def player_aid(key: str) -> PlayerAid:
    return PlayerAid(
        goal=_("Tell a Wild West story together; the rules decide who narrates. End the episode with the most "
               "dollars in your stack."),
        turn=(
            _("The narrator tells the story until another player challenges, putting an ante dollar into the pot."),
            _("The narrator folds (takes the ante; the challenger narrates), or calls or raises from the stack."),
            _("Others may join by calling and raising; then each bidder calls, raises or folds."),
            _("All the others fold: the last bidder takes the pot. Two or more match the bid: they duel for it."),
            _("In a duel each chooses in secret, then all draw at once; the winners take the pot."),
        ),
        pieces=(
            AidPiece(pile("pocket", 4), _("Pocket: dollars that count for nothing at the end; calls take them "
                                          "first.")),
            AidPiece(pile("stack", 3), _("Stack: the dollars that count. The narrator answers from it; raises come "
                                         "from it.")),
            AidPiece(pot, _("The pot: antes and bids. The duel's winner takes it; several winners share it.")),
            AidPiece(hat, _("The narrator's hat: who tells the story now, until a challenge.")),
            AidPiece(duel, _("A duel: in secret, into the air, at a duellist or at yourself. A shot at a "
                             "self-shooter comes back.")),
            AidPiece(role_die, _("A role: name, occupation, personality and life goal, each written, taken from "
                                 "the table or rolled.")),
        ),
        end=_("A duel that leaves a stack empty brings the showdown: the richest stack tells the epilogue and wins; "
              "the others close their roles' stories."),
    )
