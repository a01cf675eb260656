"""Sound effects with one volume setting; silent (not failing) where the machine has no audio."""

from __future__ import annotations

import pygame

from game.paths import assets_dir

NAMES = ("dice", "chip", "click", "win")


class Sounds:
    def __init__(self, volume: float) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in NAMES:
                self.sounds[name] = pygame.mixer.Sound(str(assets_dir() / "sounds" / f"{name}.wav"))
        except (pygame.error, FileNotFoundError):
            self.sounds = {}

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()
