"""A headless app for UI tests, and a mouse that clicks widgets through real pygame events."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
import pytest

from game.engine.registry import all_games
from game.settings import Settings
from game.ui.app import App


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, count: int = 1, dt: float = 0.05) -> None:
        for _ in range(count):
            self.app.frame(dt)
            # The table throws no dice and makes no AI move while its autosave is on its way to disk; a real
            # frame lasts long enough for the writer thread to finish, a test's frame may not: let it catch up.
            self.app.saver.flush()

    def until(self, done: Callable[[], object], seconds: float = 60.0) -> None:
        """Runs frames until `done()` holds. AI and hints think on worker threads, so this waits
        by the clock, not by a count of frames: a loaded CI machine may need many more frames."""
        deadline = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < deadline, f"still waiting after {seconds:.0f} s"
            self.frames(1)
            time.sleep(0.002)

    def click_at(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def click(self, widget) -> None:
        assert widget.visible and widget.enabled, f"cannot click {getattr(widget, 'label', widget)}"
        self.click_at(widget.screen_rect().center)

    def step_to(self, stepper, value) -> None:
        """Clicks the stepper's ◀ or ▶ until it shows `value` (it stops at its ends, so the way matters)."""
        target = stepper.values.index(value)
        while stepper.index != target:
            self.click_at(stepper._arrows()[0 if stepper.index > target else 1].center)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)

    def button(self, label: str):
        """The visible button with this label on the top scene."""
        scene = self.app.stack.top
        for group_name in ("widgets", "controls"):
            group = getattr(scene, group_name, None)
            if group is None:
                continue
            for w in group.widgets:
                if getattr(w, "label", None) == label and w.visible:
                    return w
        for name in ("button", "back", "roll_button"):
            w = getattr(scene, name, None)
            if w is not None and getattr(w, "label", None) == label:
                return w
        raise AssertionError(f"no button {label!r} on {type(scene).__name__}")


def make_app(tmp_path, width=1280, height=720, animation="off", lessons_offered=True) -> App:
    """A headless app; by default every game's guided first game counts as offered already, so opening a setup
    goes straight to it (the offer's own test asks for a first-time player)."""
    offered = [] if not lessons_offered else list(all_games())
    app = App(Settings(width=width, height=height, animation=animation, lessons_offered=offered),
              saves=tmp_path / "saves")
    return app


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    a.home()
    yield a
    pygame.quit()


@pytest.fixture
def driver(app):
    return Driver(app)
