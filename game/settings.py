"""The player's settings, kept as JSON in the per-user config folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.engine.saves import write_json_atomic
from game.i18n import LANGUAGES, system_language, words
from game.userdirs import config_dir

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "off": 0.0}
SYSTEM_LANGUAGE = "system"  # the language setting that follows the system's locale

_, ngettext = words("spelbordet")


@dataclass
class Settings:
    fullscreen: bool = False
    width: int = 1280
    height: int = 720
    volume: float = 0.7
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    language: str = SYSTEM_LANGUAGE  # or a key of game.i18n.LANGUAGES

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
        if not isinstance(self.volume, (int, float)) or not 0 <= self.volume <= 1:
            self.volume = default.volume
        if self.animation not in ANIMATION_SPEEDS:
            self.animation = default.animation
        if self.language != SYSTEM_LANGUAGE and self.language not in LANGUAGES:
            self.language = default.language
        return self


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with a message when the file is damaged."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known}).clean(), None
    except (OSError, ValueError, TypeError) as exc:
        return Settings(), _("The settings file could not be read ({reason}); the defaults are used.").format(
            reason=exc)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))
