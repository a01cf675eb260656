"""The shared scenes by name: a screen opens another through the app (`app.open("results", match)`) instead of
importing it, so the UI's modules do not import each other in circles.

A scene's module is imported when it is first opened, not at start-up (the menu needs none of the others); the
game tables have their own table in `game/ui/tables.py`."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, get_args

if TYPE_CHECKING:
    from game.ui.scene import Scene

SceneName = Literal["menu", "setup", "load", "settings", "pause", "pass_device", "results", "message", "choice",
                    "confirm", "history", "import", "players", "statistics", "replay", "rules", "bot_failed",
                    "not_saved", "player_aid", "join"]

# name: (module under game.ui.scenes, class)
_WHERE: dict[SceneName, tuple[str, str]] = {
    "menu": ("menu", "MenuScene"),
    "setup": ("setup", "SetupScene"),
    "load": ("load", "LoadScene"),
    "settings": ("settings", "SettingsScene"),
    "pause": ("pause", "PauseScene"),
    "pass_device": ("pass_device", "PassScene"),
    "results": ("results", "ResultsScene"),
    "message": ("message", "MessageScene"),
    "choice": ("message", "ChoiceScene"),
    "confirm": ("confirm", "ConfirmScene"),
    "history": ("history", "HistoryScene"),
    "import": ("history", "ImportScene"),
    "players": ("players", "PlayersScene"),
    "statistics": ("statistics", "StatisticsScene"),
    "replay": ("replay", "ReplayScene"),
    "rules": ("rules_reader", "RulesScene"),
    "bot_failed": ("bot_failed", "BotFailedScene"),
    "not_saved": ("not_saved", "NotSavedScene"),
    "player_aid": ("player_aid", "PlayerAidScene"),
    "join": ("join", "JoinScene"),
}

SCENE_NAMES: tuple[SceneName, ...] = get_args(SceneName)


def scene_class(name: SceneName) -> Callable[..., Scene]:
    """The class of the scene called `name` (its module is imported now if it was not yet)."""
    module, cls = _WHERE[name]
    found: Callable[..., Scene] = getattr(importlib.import_module(f"game.ui.scenes.{module}"), cls)
    return found


def build_scene(name: SceneName, app: Any, *args: Any, **kwargs: Any) -> Scene:
    """A new scene called `name`, given the app and that scene's own arguments (kept, to build it again in
    another language)."""
    scene = scene_class(name)(app, *args, **kwargs)
    scene.made_as = (name, args, kwargs)
    return scene
