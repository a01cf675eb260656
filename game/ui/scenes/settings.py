"""Settings: window or full screen, window size, sound volume, animation speed."""

from __future__ import annotations

from typing import Any

import pygame

from game.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.widgets import Button, Group, Slider, Stepper

ROWS = ["Display", "Window size", "Sound volume", "Animations"]


class SettingsScene(WidgetScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        s = app.settings
        self.widgets = Group()
        self.display = self.widgets.add(Stepper((640, 200, 300, 44), [False, True], int(s.fullscreen),
                                                show=lambda v: "Full screen" if v else "Window"))
        sizes = list(WINDOW_SIZES)
        if (s.width, s.height) not in sizes:
            sizes.append((s.width, s.height))
        self.size = self.widgets.add(Stepper((640, 270, 300, 44), sizes, sizes.index((s.width, s.height)),
                                             show=lambda v: f"{v[0]} × {v[1]}"))
        self.volume = self.widgets.add(Slider((650, 340, 280, 44), s.volume, self.set_volume))
        speeds = list(ANIMATION_SPEEDS)
        self.animation = self.widgets.add(Stepper((640, 410, 300, 44), speeds, speeds.index(s.animation),
                                                  show=str.capitalize))
        self.widgets.add(Button("Apply", (640, 500, 140, 50), self.apply, primary=True))
        self.widgets.add(Button("Back", (800, 500, 140, 50), self.back))

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = round(value, 2)
        self.app.sounds.volume = self.app.settings.volume

    def apply(self) -> None:
        s = self.app.settings
        resize = s.fullscreen != self.display.value or (s.width, s.height) != self.size.value
        s.fullscreen = self.display.value
        s.width, s.height = self.size.value
        s.animation = self.animation.value
        self.app.save_settings()
        if resize:
            self.app.apply_window()
        self.app.sounds.play("click")

    def back(self) -> None:
        self.apply()
        self.app.pop()


    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, "Settings", 340, 100, 44, theme.PAPER, bold=True, family="serif")
        for i, label in enumerate(ROWS):
            theme.draw_text(surface, label, 340, 210 + i * 70, 20, theme.PAPER)
        theme.draw_text(surface, f"{round(self.app.settings.volume * 100)} %", 960, 352, 18, theme.PAPER_DARK)
        theme.draw_text(surface, "Settings are kept for you between games.", 340, 580, 15, theme.PAPER_DARK)
        self.widgets.draw(surface)
