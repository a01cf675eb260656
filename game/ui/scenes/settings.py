"""Settings: the language, window or full screen, window size, sound volume, animation speed, and how long the
hard AI may think on a move."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.think_time import HARD_THINKING
from game.i18n import LANGUAGES, N_, system_language, words
from game.settings import ANIMATION_SPEEDS, SYSTEM_LANGUAGE, WINDOW_SIZES
from game.ui import theme
from game.ui.scene import WidgetScene
from game.ui.theme import layout
from game.ui.widgets import Button, Group, Slider, Stepper

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

ROWS = [N_("Language"), N_("Display"), N_("Window size"), N_("Sound volume"), N_("Animations"),
        N_("Hard AI thinks")]
ROW_TOP, ROW_STEP = 180, 64
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "off": N_("Off")}
THINKING_NAMES = {"quick": N_("Up to 1 s a move"), "long": N_("Up to 3 s a move")}
BUTTONS_Y = 590


def row_y(row: int) -> float:
    return ROW_TOP + row * ROW_STEP


def language_name(choice: str) -> str:
    """A language as the Language row shows it: each in its own name, the system's with what it gives now."""
    if choice == SYSTEM_LANGUAGE:
        return _("System ({language})").format(language=LANGUAGES[system_language()])
    return LANGUAGES[choice]


def sizes_with(size: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes offered, with the window's own among them in order of size."""
    return sorted({*WINDOW_SIZES, size}, key=lambda wh: (wh[0] * wh[1], wh))


class SettingsScene(WidgetScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.widgets = Group()
        languages = [SYSTEM_LANGUAGE, *LANGUAGES]
        self.language = self.widgets.add(Stepper((640, row_y(0) - 10, 300, 44), languages,
                                                 languages.index(s.language) if s.language in languages else 0,
                                                 show=language_name))
        self.display = self.widgets.add(Stepper((640, row_y(1) - 10, 300, 44), [False, True], int(s.fullscreen),
                                                show=lambda v: _("Full screen") if v else _("Window")))
        self.window = (s.width, s.height)  # the window's size as last seen: resizing it moves the choice along
        sizes = sizes_with(self.window)
        self.size = self.widgets.add(Stepper((640, row_y(2) - 10, 300, 44), sizes, sizes.index(self.window),
                                             show=lambda v: f"{v[0]} × {v[1]}"))
        self.volume = self.widgets.add(Slider((650, row_y(3) - 10, 280, 44), s.volume, self.set_volume))
        speeds = list(ANIMATION_SPEEDS)
        self.animation = self.widgets.add(Stepper((640, row_y(4) - 10, 300, 44), speeds, speeds.index(s.animation),
                                                  show=lambda v: _(SPEED_NAMES[v])))
        thinking = list(HARD_THINKING)
        self.thinking = self.widgets.add(Stepper((640, row_y(5) - 10, 300, 44), thinking,
                                                 thinking.index(s.hard_thinking), show=lambda v: _(THINKING_NAMES[v])))
        self.widgets.add(Button(_("Apply"), (640, BUTTONS_Y, 140, 50), self.apply, primary=True))
        self.widgets.add(Button(_("Back"), (800, BUTTONS_Y, 140, 50), self.back))

    def update(self, dt: float) -> None:
        s = self.app.settings
        if (s.width, s.height) != self.window:  # the window was resized while this screen is open
            self.window = (s.width, s.height)
            self.size.values = sizes_with(self.window)
            self.size.index = self.size.values.index(self.window)

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = round(value, 2)
        self.app.sounds.volume = self.app.settings.volume

    def apply(self) -> None:
        s = self.app.settings
        resize = s.fullscreen != self.display.value or (s.width, s.height) != self.size.value
        relanguage = s.language != self.language.value
        s.fullscreen = self.display.value
        s.width, s.height = self.size.value
        s.animation = self.animation.value
        s.hard_thinking = self.thinking.value
        s.language = self.language.value
        self.app.save_settings()
        if resize:
            self.app.apply_window()
        self.app.sounds.play("click")
        if relanguage:  # every screen is built again in it, this one too
            self.app.speak(s.spoken_language())

    def back(self) -> None:
        self.apply()
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, _("Settings"), 340, 90, 44, theme.PAPER, bold=True, family="serif")
        for i, label in enumerate(ROWS):
            text = _(label)
            theme.draw_text(surface, text, 340, row_y(i), theme.fitting_size(text, 20, layout.px(290)), theme.PAPER)
        theme.draw_text(surface, f"{round(self.app.settings.volume * 100)} %", 960, row_y(3) + 2, 18,
                        theme.PAPER_DARK)
        theme.draw_text(surface, _("At up to 3 s, Narrespillet's hard AI searches three times as long."), 340,
                        row_y(5) + 46, 15, theme.PAPER_DARK)
        theme.draw_text(surface, _("Settings are kept for you between games."), 340, BUTTONS_Y + 75, 15,
                        theme.PAPER_DARK)
        self.widgets.draw(surface)
