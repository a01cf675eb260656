"""The player's settings, kept as JSON in the per-user config folder."""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.ai.think_time import DEFAULT_HARD_THINKING, HARD_THINKING
from game.engine.errors import SaveError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.saves import set_aside, write_json_atomic
from game.i18n import LANGUAGES, system_language, words
from game.userdirs import config_dir

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "off": 0.0}
SYSTEM_LANGUAGE = "system"  # the language setting that follows the system's locale
SETTINGS_LIMITS = JsonLimits(max_bytes=64 * 1024, max_depth=3, max_string=200, max_list=100, max_keys=100)

_, ngettext = words("spelbordet")


@dataclass
class Settings:
    fullscreen: bool = False
    width: int = 1280
    height: int = 720
    volume: float = 0.7
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    language: str = SYSTEM_LANGUAGE  # or a key of game.i18n.LANGUAGES
    lessons_offered: list[str] = field(default_factory=list)  # games whose guided first game was offered once
    hard_thinking: str = DEFAULT_HARD_THINKING  # a key of game.ai.think_time.HARD_THINKING

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    def spoken_language(self) -> str:
        """The language the client speaks: the chosen one, or the system's."""
        return self.language if self.language in LANGUAGES else system_language()

    def clean(self) -> Settings:
        """Puts any out-of-range value back to its default."""
        default = Settings()
        if not isinstance(self.fullscreen, bool):
            self.fullscreen = default.fullscreen
        if not all(isinstance(v, int) and 320 <= v <= 10000 for v in (self.width, self.height)):
            self.width, self.height = default.width, default.height
        if isinstance(self.volume, bool) or not isinstance(self.volume, (int, float)) or not 0 <= self.volume <= 1:
            self.volume = default.volume
        if not isinstance(self.animation, str) or self.animation not in ANIMATION_SPEEDS:
            self.animation = default.animation
        if not isinstance(self.language, str) or self.language != SYSTEM_LANGUAGE and self.language not in LANGUAGES:
            self.language = default.language
        if not isinstance(self.lessons_offered, list) or not all(isinstance(k, str) for k in self.lessons_offered):
            self.lessons_offered = []
        if not isinstance(self.hard_thinking, str) or self.hard_thinking not in HARD_THINKING:
            self.hard_thinking = default.hard_thinking
        return self


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None, set_aside_damaged: bool = True) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a message when the file is damaged (it is then set aside, so
    the next save starts a clean one and the damaged one stays for the player to look at; a caller that only
    peeks, as the command line does for its language, leaves it for the window to report)."""
    path = path or settings_path()
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        data: Any = read_json(path, SETTINGS_LIMITS)
        if not isinstance(data, dict):
            raise SaveError(_("is not a settings file"))
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known}).clean(), None
    except SaveError as exc:
        reason = str(exc)
    moved = None
    if set_aside_damaged:
        with contextlib.suppress(OSError):  # a file that cannot even be moved is read as the defaults again
            moved = set_aside(path).name
    message = _("The settings file could not be read ({reason}); the defaults are used.").format(reason=reason)
    if moved:
        message += " " + _("The file was moved aside as {file}.").format(file=moved)
    return Settings(), message


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))
