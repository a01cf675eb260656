"""Per-user folders for saves and settings (platformdirs picks the right place on each system)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "Spelbordet"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))
