"""Draws the client's icon (assets/icon.png, 256×256): a die on a playing card on green felt."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "icon.png"
FELT, FELT_DARK, PAPER, GOLD, INK, RED = (38, 99, 75), (18, 54, 41), (243, 234, 216), (217, 164, 65), (43, 33, 24), (
    178, 50, 40)


def main() -> None:
    pygame.init()
    size = 256
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, FELT_DARK, (4, 4, 248, 248), border_radius=48)
    pygame.draw.rect(icon, FELT, (14, 14, 228, 228), border_radius=40)
    pygame.draw.rect(icon, GOLD, (14, 14, 228, 228), width=6, border_radius=40)
    # A card, tilted.
    card = pygame.Surface((110, 160), pygame.SRCALPHA)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=12)
    pygame.draw.rect(card, GOLD, card.get_rect(), width=5, border_radius=12)
    pygame.draw.polygon(card, RED, [(55, 40), (80, 80), (55, 120), (30, 80)])
    card = pygame.transform.rotate(card, 14)
    icon.blit(card, card.get_rect(center=(98, 112)))
    # A die in front.
    die = pygame.Rect(112, 112, 104, 104)
    pygame.draw.rect(icon, (0, 0, 0, 90), die.move(5, 6), border_radius=20)
    pygame.draw.rect(icon, (250, 248, 242), die, border_radius=20)
    for px, py in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)):
        pygame.draw.circle(icon, INK, (die.left + px * die.width, die.top + py * die.height), 10)
    pygame.image.save(icon, str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
