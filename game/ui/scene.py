"""Scenes and the scene stack: the top scene takes input; transparent scenes draw over the one below.

The life cycle: the stack calls `enter()` on a scene when it becomes the top (pushed, or the one above it was
popped) and `leave()` when it stops being the top (popped, covered by another, replaced or cleared away). A
scene's constructor only sets its fields; work that a subclass may extend runs in `enter()`, when the whole
object exists."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.widgets import Group

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene_names import SceneName


# Posted by a worker thread when its work is done, so a loop asleep on a still screen wakes to look.
WAKE = pygame.event.custom_type()


def is_key(event: pygame.event.Event, key: int) -> bool:
    return event.type == pygame.KEYDOWN and event.key == key


def wake_loop() -> None:
    """Wakes the main loop from any thread (a worker finished); harmless once the window is gone."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


class Scene:
    transparent = False  # an overlay: the scene below is drawn first
    title_bottom = 0.0  # where the title ends (design y), for a screen whose title reaches below the usual band
    # (name, args, kwargs) of a scene opened by name (scene_names.build_scene): it is built again that way when
    # the language changes. None: the scene is kept and told (language_changed).
    made_as: tuple[SceneName, tuple[Any, ...], dict[str, Any]] | None = None

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Time passes (seconds); only the top scene is updated."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def needs_frames(self) -> bool:
        """Whether the scene must be updated and drawn at the full frame rate now: something moves, a timer
        runs, or it has work of its own to poll. A still scene says False and the loop sleeps until input
        (a hover is mouse motion, so it still follows the mouse)."""
        return False

    def redraw_in(self) -> float | None:
        """Seconds until a still scene looks different by itself (a clock on screen); None: only input changes it."""
        return None

    def enter(self) -> None:
        """The scene is the top now: just pushed, or the one above it was popped (to read the world again)."""

    def leave(self) -> None:
        """The scene stops being the top: popped, covered by another, replaced or cleared away."""

    def language_changed(self) -> None:
        """The client speaks another language now: a scene that is kept (a game table) makes its words again."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Only `scene` stays; the scenes below the top were left when they were covered."""
        if self.top is not None:
            self.top.leave()
        self.scenes = [scene]
        scene.enter()

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)


class WidgetScene(Scene):
    """A screen made of widgets: events go to them, and Esc goes back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = Group()

    def back(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if is_key(event, pygame.K_ESCAPE):
            self.back()
            return
        self.widgets.handle(event)
