"""The three special dice of a fight: faces 1–3 show pips, faces 4–6 show the numerals 1–3.

A numeral face is drawn on parchment with a large numeral, a pip face on ivory with dots, so the two
kinds differ in shape as well as colour. The player clicks dice to mark them for a re-roll.
"""

from __future__ import annotations

import random

import pygame

from game.games.kalahen.view_types import FightView
from game.i18n import words
from game.ui import theme
from game.ui.dice import PIPS
from game.ui.theme import layout

NUMERAL_FACE = (236, 214, 160)
PIP_FACE = theme.WHITE
ROMAN = {1: "1", 2: "2", 3: "3"}

_, ngettext = words("kalahen")


def draw_special_die(surface: pygame.Surface, rect: pygame.Rect, face: int, chosen: bool = False) -> None:
    numeral = face > 3
    value = face - 3 if numeral else face
    radius = max(3, rect.w // 6)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surface, NUMERAL_FACE if numeral else PIP_FACE, rect, border_radius=radius)
    rim = theme.RED if chosen else (150, 130, 100)
    pygame.draw.rect(surface, rim, rect, width=max(2, rect.w // 14) if chosen else 2, border_radius=radius)
    if numeral:
        text = theme.font(rect.h / layout.scale * 0.62, bold=True, family="serif").render(ROMAN[value], True,
                                                                                        theme.INK)
        surface.blit(text, text.get_rect(center=rect.center))
    else:
        for px, py in PIPS[value]:
            centre = (rect.left + px * rect.w, rect.top + py * rect.h)
            pygame.draw.circle(surface, theme.INK, centre, max(2, rect.w // 10))


class SpecialTray:
    """The fight tray: the dice, who fights what, the score, and which dice are marked to re-roll."""

    def __init__(self, box: tuple[float, float, float, float]) -> None:
        self.box = box
        self.marked = [False, False, False]
        self.timer = 0.0
        self.tumbling = [False, False, False]
        self.rng = random.Random()

    def throw(self, mask: int, seconds: float) -> None:
        """The dice in `mask` tumble for a moment before the thrown faces show."""
        self.tumbling = [bool(mask >> i & 1) for i in range(3)]
        self.timer = seconds

    @property
    def rolling(self) -> bool:
        return self.timer > 0

    def update(self, dt: float) -> None:
        self.timer = max(0.0, self.timer - dt)

    def die_rects(self) -> list[pygame.Rect]:
        x, y, w, h = self.box
        size = 56
        gap = 18
        left = x + 16
        return [layout.rect(left + i * (size + gap), y + 40, size, size) for i in range(3)]

    def mask(self) -> int:
        return sum(1 << i for i, m in enumerate(self.marked) if m)

    def clear(self) -> None:
        self.marked = [False, False, False]

    def click(self, pos: tuple[int, int]) -> bool:
        for i, rect in enumerate(self.die_rects()):
            if rect.inflate(6, 6).collidepoint(pos):
                self.marked[i] = not self.marked[i]
                return True
        return False

    def draw(self, surface: pygame.Surface, fight: FightView, title: str, may_mark: bool) -> None:
        x, y, w, h = self.box
        tray = layout.rect(x, y, w, h)
        pygame.draw.rect(surface, theme.FELT_DARK, tray, border_radius=layout.px(14))
        pygame.draw.rect(surface, (92, 60, 34), tray, width=layout.px(5), border_radius=layout.px(14))
        theme.draw_text(surface, title, x + 14, y + 10, 16, theme.PAPER, bold=True)
        dice = fight.get("dice") or []
        for i, rect in enumerate(self.die_rects()):
            if self.rolling and self.tumbling[i]:
                draw_special_die(surface, rect.move(0, -layout.px(6 * self.rng.random())), self.rng.randint(1, 6))
            elif i < len(dice):
                draw_special_die(surface, rect, int(dice[i]["face"]), may_mark and self.marked[i])
            else:
                pygame.draw.rect(surface, theme.FELT, rect, width=2, border_radius=layout.px(8))
        tx = x + 16 + 3 * 74 + 6
        score = fight.get("score")
        strength = fight.get("strength")
        lines = [_("Throw {throw} of {throws}").format(throw=fight.get("throws", 0), throws=fight.get("throws_max", 3))]
        if score is not None:
            bonus = fight.get("bonus", 0)
            factor = fight.get("factor", 1)
            lines.append(_("|numerals − pips| = {score}").format(score=score))
            total = score * factor + bonus
            lines.append(_("× {factor} + {bonus} bonus = {total}").format(factor=factor, bonus=bonus, total=total)
                         if bonus else _("× {factor} = {total}").format(factor=factor, total=total))
        if strength is not None:
            lines.append(_("needs {strength}").format(strength=strength))
        if fight.get("final") is not None:
            lines.append(_("final score {score}").format(score=fight["final"]))
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, tx, y + 36 + i * 19, 15, theme.GOLD if i == 0 else theme.PAPER,
                            bold=i == 0)
        if may_mark:
            theme.draw_text(surface, _("Click dice to mark them for a re-roll"), x + 14, y + h - 24, 14,
                            theme.PAPER_DARK)
