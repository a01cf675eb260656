"""Draws the 78 tarot card faces and the back for Narrespillet into assets/cards/ (NN.png, back.png).

Card numbers follow game/games/narrespillet/cards.py: 0–55 the house cards (house * 14 + rank - 1, houses
in the rule file's order), 56–77 the trumps (56 + number, the Fool being 0). Names come from
rules_data/narrespillet.yaml: Norwegian large, English beneath.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "cards"
W, H = 200, 300
PAPER, INK, GOLD, GOLD_DARK = (246, 239, 222), (43, 33, 24), (217, 164, 65), (150, 104, 30)
HOUSE_COLOURS = {"swords": (70, 96, 140), "staves": (46, 120, 60), "cups": (170, 40, 44), "coins": (196, 140, 20)}
ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI",
         "XVII", "XVIII", "XIX", "XX", "XXI"]
# Where the pips of number cards 1–10 go, as fractions of the card's picture area.
PIPS = {
    1: [(0.5, 0.5)], 2: [(0.5, 0.2), (0.5, 0.8)], 3: [(0.5, 0.15), (0.5, 0.5), (0.5, 0.85)],
    4: [(0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)],
    5: [(0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)],
    6: [(0.3, 0.15), (0.7, 0.15), (0.3, 0.5), (0.7, 0.5), (0.3, 0.85), (0.7, 0.85)],
    7: [(0.3, 0.15), (0.7, 0.15), (0.5, 0.33), (0.3, 0.5), (0.7, 0.5), (0.3, 0.85), (0.7, 0.85)],
    8: [(0.3, 0.15), (0.7, 0.15), (0.5, 0.33), (0.3, 0.5), (0.7, 0.5), (0.5, 0.67), (0.3, 0.85), (0.7, 0.85)],
    9: [(0.3, 0.12), (0.7, 0.12), (0.3, 0.37), (0.7, 0.37), (0.5, 0.5), (0.3, 0.63), (0.7, 0.63), (0.3, 0.88),
        (0.7, 0.88)],
    10: [(0.3, 0.12), (0.7, 0.12), (0.5, 0.25), (0.3, 0.37), (0.7, 0.37), (0.3, 0.63), (0.7, 0.63), (0.5, 0.75),
         (0.3, 0.88), (0.7, 0.88)],
}


def font(size: int, serif: bool = True, bold: bool = False) -> pygame.font.Font:
    name = ("LinLibertine_RB.otf" if bold else "LinLibertine_R.otf") if serif else (
        "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    return pygame.font.Font(str(ROOT / "assets" / "fonts" / name), size)


def text(surface: pygame.Surface, words: str, size: int, centre: tuple[float, float], colour=INK, serif=True,
         bold=False, width: int = W - 20) -> None:
    f = font(size, serif, bold)
    while f.size(words)[0] > width and size > 8:
        size -= 1
        f = font(size, serif, bold)
    label = f.render(words, True, colour)
    surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))


def symbol(surface: pygame.Surface, house: str, cx: float, cy: float, s: float) -> None:
    """A house's sign, about s pixels tall, centred on (cx, cy)."""
    colour = HOUSE_COLOURS[house]
    if house == "swords":
        blade = [(cx, cy - s * 0.5), (cx + s * 0.09, cy - s * 0.36), (cx + s * 0.07, cy + s * 0.2),
                 (cx - s * 0.07, cy + s * 0.2), (cx - s * 0.09, cy - s * 0.36)]
        pygame.draw.polygon(surface, (200, 210, 225), blade)
        pygame.draw.polygon(surface, colour, blade, 2)
        pygame.draw.rect(surface, GOLD_DARK, (cx - s * 0.25, cy + s * 0.2, s * 0.5, s * 0.07), border_radius=2)
        pygame.draw.rect(surface, colour, (cx - s * 0.045, cy + s * 0.27, s * 0.09, s * 0.17))
        pygame.draw.circle(surface, GOLD_DARK, (cx, cy + s * 0.47), s * 0.06)
    elif house == "staves":
        pygame.draw.line(surface, (120, 80, 40), (cx - s * 0.15, cy + s * 0.5), (cx + s * 0.15, cy - s * 0.5),
                         max(3, round(s * 0.11)))
        for t, side in ((0.3, 1), (0.55, -1), (0.75, 1)):
            lx, ly = cx - s * 0.15 + s * 0.3 * t, cy + s * 0.5 - s * t
            leaf = pygame.Rect(0, 0, s * 0.26, s * 0.12)
            leaf.center = (round(lx + side * s * 0.14), round(ly))
            pygame.draw.ellipse(surface, colour, leaf)
    elif house == "cups":
        bowl = [(cx - s * 0.3, cy - s * 0.45), (cx + s * 0.3, cy - s * 0.45), (cx + s * 0.22, cy - s * 0.05),
                (cx + s * 0.08, cy + s * 0.08), (cx - s * 0.08, cy + s * 0.08), (cx - s * 0.22, cy - s * 0.05)]
        pygame.draw.polygon(surface, colour, bowl)
        pygame.draw.line(surface, GOLD, (cx - s * 0.3, cy - s * 0.45), (cx + s * 0.3, cy - s * 0.45), 3)
        pygame.draw.rect(surface, colour, (cx - s * 0.05, cy + s * 0.08, s * 0.1, s * 0.27))
        pygame.draw.ellipse(surface, colour, (cx - s * 0.22, cy + s * 0.32, s * 0.44, s * 0.14))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), s * 0.42)
        pygame.draw.circle(surface, (240, 200, 90), (cx, cy), s * 0.34)
        points = []
        for i in range(10):
            r = s * (0.28 if i % 2 == 0 else 0.11)
            a = -math.pi / 2 + i * math.pi / 5
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, colour, points)


def frame(surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
    surface.fill((0, 0, 0, 0))
    pygame.draw.rect(surface, PAPER, surface.get_rect(), border_radius=14)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=4, border_radius=14)
    pygame.draw.rect(surface, GOLD, surface.get_rect().inflate(-14, -14), width=1, border_radius=10)


def house_card(house: dict, rank: dict) -> pygame.Surface:
    card = pygame.Surface((W, H), pygame.SRCALPHA)
    colour = HOUSE_COLOURS[house["key"]]
    frame(card, colour)
    number = rank["rank"]
    index = "A" if number == 1 else rank["name"][0] if number > 10 else str(number)
    if number == 12:
        index = "Kn"
    for x, y, flip in ((22, 26, False), (W - 22, H - 26, True)):
        label = font(28, bold=True).render(index, True, colour)
        if flip:
            label = pygame.transform.rotate(label, 180)
        card.blit(label, label.get_rect(center=(x, y)))
        symbol(card, house["key"], x, y + (-30 if flip else 30), 22)
    if number <= 10:
        area = pygame.Rect(48, 40, W - 96, H - 100)
        size = 64 if number == 1 else 36
        for fx, fy in PIPS[number]:
            symbol(card, house["key"], area.left + fx * area.width, area.top + fy * area.height, size)
        text(card, f"{rank['native'].capitalize() if number == 1 else number} {house['native'].lower()}", 18,
             (W / 2, H - 42), colour, width=W - 70)
        text(card, f"{rank['name']} of {house['name']}", 13, (W / 2, H - 24), INK, serif=False, width=W - 70)
    else:
        tint = tuple(round(p * 0.82 + c * 0.18) for p, c in zip(PAPER, colour))
        pygame.draw.ellipse(card, tint, (44, 50, W - 88, 128))
        symbol(card, house["key"], W / 2, 118, 84)
        crown_y = 62
        if number >= 13:  # a crown for the Queen and the King
            pts = [(W / 2 - 30, crown_y + 16), (W / 2 - 30, crown_y), (W / 2 - 15, crown_y + 9), (W / 2, crown_y - 6),
                   (W / 2 + 15, crown_y + 9), (W / 2 + 30, crown_y), (W / 2 + 30, crown_y + 16)]
            pygame.draw.polygon(card, GOLD, pts)
            pygame.draw.polygon(card, GOLD_DARK, pts, 2)
        text(card, rank["native"].capitalize(), 30, (W / 2, 200), colour, bold=True)
        text(card, f"{house['native']} · {rank['name']} of {house['name']}", 13, (W / 2, 232), INK, serif=False,
             width=W - 70)
    return card


def emblem(card: pygame.Surface, number: int) -> None:
    """A simple picture for a trump: rays behind its numeral, with a sign for a few well-known cards."""
    cx, cy = W / 2, 122
    for i in range(16):
        a = i * math.pi / 8
        pygame.draw.line(card, (236, 206, 140), (cx, cy), (cx + 70 * math.cos(a), cy + 70 * math.sin(a)), 3)
    pygame.draw.circle(card, (250, 240, 210), (cx, cy), 48)
    pygame.draw.circle(card, GOLD_DARK, (cx, cy), 48, 3)
    if number == 19:  # the Sun
        pygame.draw.circle(card, (240, 180, 40), (cx, cy), 30)
    elif number == 18:  # the Moon
        pygame.draw.circle(card, (200, 205, 225), (cx, cy), 30)
        pygame.draw.circle(card, (250, 240, 210), (cx + 12, cy - 6), 26)
    elif number == 17:  # the Star
        pts = [(cx + (30 if i % 2 == 0 else 12) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (30 if i % 2 == 0 else 12) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        pygame.draw.polygon(card, (90, 120, 200), pts)
    elif number == 16:  # the Tower
        pygame.draw.rect(card, (120, 100, 90), (cx - 14, cy - 26, 28, 54))
        pygame.draw.polygon(card, (220, 80, 40), [(cx + 20, cy - 36), (cx + 4, cy - 8), (cx + 14, cy - 8),
                                                  (cx - 2, cy + 18)])
    elif number == 0:  # the Fool: a jester's cap
        pygame.draw.polygon(card, (170, 40, 120), [(cx - 30, cy + 20), (cx - 24, cy - 26), (cx, cy + 4),
                                                   (cx + 24, cy - 26), (cx + 30, cy + 20)])
        for x in (cx - 24, cx + 24):
            pygame.draw.circle(card, GOLD, (x, cy - 28), 6)
    else:
        text(card, ROMAN[number], 40, (cx, cy), (120, 60, 110), bold=True, width=90)


def trump_card(trump: dict) -> pygame.Surface:
    card = pygame.Surface((W, H), pygame.SRCALPHA)
    frame(card, (120, 60, 110))
    number = trump["number"]
    text(card, ROMAN[number] if number else "Narren", 26 if number else 22, (W / 2, 30), (120, 60, 110), bold=True)
    emblem(card, number)
    text(card, trump["native"], 28, (W / 2, 212), INK, bold=True)
    text(card, trump["name"], 15, (W / 2, 242), INK, serif=False)
    return card


def back() -> pygame.Surface:
    card = pygame.Surface((W, H), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    pygame.draw.rect(card, (60, 34, 70), card.get_rect(), border_radius=14)
    pygame.draw.rect(card, GOLD, card.get_rect().inflate(-12, -12), width=3, border_radius=10)
    for i in range(-H, W + H, 18):
        pygame.draw.line(card, (80, 50, 92), (i, 14), (i + H - 28, H - 14), 2)
        pygame.draw.line(card, (80, 50, 92), (i + H - 28, 14), (i, H - 14), 2)
    pygame.draw.rect(card, GOLD, card.get_rect().inflate(-12, -12), width=3, border_radius=10)
    pygame.draw.circle(card, (60, 34, 70), (W / 2, H / 2), 40)
    pygame.draw.circle(card, GOLD, (W / 2, H / 2), 40, 3)
    text(card, "N", 44, (W / 2, H / 2 + 2), GOLD, bold=True)
    return card


def main() -> None:
    pygame.init()
    data = yaml.safe_load((ROOT / "rules_data" / "narrespillet.yaml").read_text(encoding="utf-8"))
    OUT.mkdir(parents=True, exist_ok=True)
    for h, house in enumerate(data["houses"]):
        for rank in data["ranks"]:
            pygame.image.save(house_card(house, rank), str(OUT / f"{h * 14 + rank['rank'] - 1:02d}.png"))
    for trump in data["trumps"]:
        pygame.image.save(trump_card(trump), str(OUT / f"{56 + trump['number']:02d}.png"))
    pygame.image.save(back(), str(OUT / "back.png"))
    print(f"wrote 79 cards to {OUT}")


if __name__ == "__main__":
    main()
