"""The application: the window, the main loop, the scene stack, settings, sounds and the saves folder."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.ai.think_time import choose_hard_thinking
from game.engine import registry
from game.engine.errors import SpelbordetError
from game.engine.save_writer import SaveWriter
from game.engine.saves import SaveStore, remove_leftover_temporaries
from game.i18n import set_language, words
from game.paths import assets_dir
from game.settings import Settings, load_settings, save_settings
from game.ui import theme
from game.ui.scene import WAKE, Scene, SceneStack
from game.ui.scene_names import SceneName, build_scene
from game.ui.sound import Sounds
from game.ui.widgets import take_blink
from game.userdirs import config_dir, saves_dir

_, ngettext = words("spelbordet")

TITLE = "Spelbordet"
FPS = 60
HEARTBEAT = 5.0  # seconds: a still screen is drawn again at least this often, whatever it says
# Messages (toasts) stand at the right, below the band where every screen has its title.
TITLE_BAND = 72
NOTICE_BOX = (764.0, float(TITLE_BAND), 496.0)


@dataclass
class Notice:
    """A message over the screens: an error (red) stays its time; news (gold: a file saved, a game deleted)
    belongs to the screen it was given on and goes with it."""

    text: str
    until: float  # time.monotonic() when it goes
    screen: Scene | None = None  # news only: the scene it was given on
    at: tuple[int, int] | None = None  # a refusal of a click: shown beside the pointer (window pixels)


class App:
    def __init__(self, settings: Settings | None = None, saves: Path | None = None,
                 language: str | None = None) -> None:
        """`language` (from the command line) speaks that language for this run instead of the settings'."""
        pygame.init()
        theme.reset_caches()
        message = None
        if settings is None:
            # A damaged settings file is reported in the language the defaults speak (the system's).
            set_language(language or Settings().spoken_language())
            settings, message = load_settings()
        self.settings = settings
        set_language(language or settings.spoken_language())
        choose_hard_thinking(settings.hard_thinking)
        self.store = SaveStore(saves or saves_dir())
        self.store.clean_up()  # what a killed process left half-written
        if saves is None:
            remove_leftover_temporaries(config_dir())
        self.saver = SaveWriter()
        self.hosting: Any = None  # game.ui.hosting.Hosting, once this client hosts a table for other computers
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.notices: list[Notice] = []
        self.notice_rects: list[pygame.Rect] = []
        self.blink_in: float | None = None  # seconds until a text cursor on screen blinks
        self.first_frame = ""  # SPELBORDET_FIRST_FRAME, read when the loop starts
        pygame.display.set_caption(TITLE)
        icon = assets_dir() / "icon.png"
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.screen = self.apply_window()
        self.sounds = Sounds(settings.volume)
        if message:
            self.notify(message)

    # --- window and settings ---
    def apply_window(self) -> pygame.Surface:
        s = self.settings
        if s.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode((s.width, s.height), pygame.RESIZABLE)
        theme.layout.resize(*screen.get_size())
        self.screen = screen
        return screen

    def save_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        choose_hard_thinking(self.settings.hard_thinking)  # the AIs made from now on
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(_("Settings could not be saved: {reason}").format(reason=exc.strerror or exc))

    def speak(self, code: str) -> None:
        """Speaks `code` from now on, at once: every scene on the stack is built again in it (the shared screens
        by name, with the arguments they were opened with); a game table keeps its match and says its words
        again (TableScene.language_changed)."""
        set_language(code)
        top = self.stack.top
        if top is None:
            return
        top.leave()
        scenes = []
        for scene in self.stack.scenes:
            if scene.made_as is None:
                scene.language_changed()
                scenes.append(scene)
            else:
                name, args, kwargs = scene.made_as
                scenes.append(build_scene(name, self, *args, **kwargs))
        self.stack.scenes = scenes
        scenes[-1].enter()

    # --- scenes ---
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def open(self, name: SceneName, *args: Any, **kwargs: Any) -> Scene:
        """Opens the scene called `name` over the current one, built with that scene's own arguments."""
        scene = build_scene(name, self, *args, **kwargs)
        self.push(scene)
        return scene

    def switch_to(self, name: SceneName, *args: Any, **kwargs: Any) -> Scene:
        """Opens the scene called `name` in place of the current one."""
        scene = build_scene(name, self, *args, **kwargs)
        self.replace(scene)
        return scene

    def home(self) -> None:
        self.stack.clear_to(build_scene("menu", self))

    def notify(self, text: str, seconds: float = 5.0, news: bool = False, at: tuple[int, int] | None = None) -> None:
        """A message shown over every scene for a few seconds: an error, or (`news`) what went well, which is
        shown only while the screen it was given on is open. `at`: beside the pointer there (why a click was
        refused), where the player looks; it goes with the screen it was given on."""
        if at is not None:
            self.notices = [n for n in self.notices if n.at is None]  # one reason at the pointer at a time
        self.notices.append(Notice(text, time.monotonic() + seconds, self.stack.top if news or at else None, at))

    # --- the loop ---
    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One turn of the loop: input (`events` already taken from the queue, then the queue), time, drawing."""
        for event in [*(events or ()), *pygame.event.get()]:
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                window = pygame.display.get_surface()
                if window is not None:
                    theme.layout.resize(*window.get_size())
                    if not self.settings.fullscreen:  # the window's size is the one Settings shows (and keeps)
                        self.settings.width, self.settings.height = window.get_size()
                continue
            if event.type in (WAKE, pygame.NOEVENT):
                continue
            if self.stack.top is not None:
                self.stack.top.handle(event)
        if self.stack.top is not None:
            self.stack.top.update(dt)
        self.draw()

    def draw(self) -> None:
        self.stack.draw(self.screen)
        self._draw_notices()
        pygame.display.flip()
        self.blink_in = take_blink()

    def _draw_notices(self) -> None:
        now = time.monotonic()
        self.notices = [n for n in self.notices
                        if n.until > now and (n.screen is None or n.screen in self.stack.scenes)]
        self.notice_rects = []
        x, y, w = NOTICE_BOX
        y = max(y, getattr(self.stack.top, "title_bottom", 0.0))  # a screen with a taller title says where it ends
        for notice in [n for n in self.notices if n.at is not None]:
            self._draw_notice_at(notice)
        for notice in [n for n in self.notices if n.at is None][-3:]:
            lines = theme.wrap(notice.text, 15, w - 24)
            height = 14 + 20 * len(lines)
            rect = theme.layout.rect(x, y, w, height)
            theme.panel(self.screen, rect, theme.WHITE, theme.RED if notice.screen is None else theme.GOLD_DARK,
                        radius=8)
            self.notice_rects.append(rect)
            for i, line in enumerate(lines):
                theme.draw_text(self.screen, line, x + 12, y + 7 + 20 * i, 15, theme.INK)
            y += height + 8

    def _draw_notice_at(self, notice: Notice) -> None:
        """A refusal beside the pointer that was refused: below and right of it, kept inside the window."""
        assert notice.at is not None
        width = 380.0
        lines = theme.wrap(notice.text, 15, width - 24)
        height = 14 + 20 * len(lines)
        px, py = theme.layout.to_design(notice.at)
        screen_w, screen_h = theme.layout.to_design(self.screen.get_size())
        x = min(max(8.0, px + 18), screen_w - width - 8)
        y = py + 22 if py + 22 + height < screen_h - 8 else py - 12 - height
        rect = theme.layout.rect(x, y, width, height)
        theme.panel(self.screen, rect, theme.WHITE, theme.RED, radius=8)
        self.notice_rects.append(rect)
        for i, line in enumerate(lines):
            theme.draw_text(self.screen, line, x + 12, y + 7 + 20 * i, 15, theme.INK)

    def needs_frames(self) -> bool:
        """Whether the top scene moves or has work to poll: then every frame is drawn, else the loop sleeps."""
        top = self.stack.top
        return top is not None and top.needs_frames()

    def sleep_for(self) -> float:
        """How long a still screen may sleep before it looks different by itself: a message expires, a cursor
        blinks, a clock the scene shows moves on; at most HEARTBEAT, after which it is drawn once anyway, so a
        change nobody announced still shows within a few seconds."""
        now = time.monotonic()
        due = [HEARTBEAT, *(n.until - now for n in self.notices)]
        if self.blink_in is not None:
            due.append(self.blink_in)
        top = self.stack.top
        if top is not None and (later := top.redraw_in()) is not None:
            due.append(later)
        return max(0.0, min(due))

    def _sleep(self) -> list[pygame.event.Event]:
        """Sleeps until input, a worker's wake-up or the next change that is due; the events that woke it.

        pygame's event.wait looks at the queue every millisecond, which costs more than looking once a frame
        (about 2 % of a core against 0.5 %): so the loop sleeps a frame at a time and looks, which still
        answers input within a frame. A scene that finds work meanwhile (a worker done) wakes it too."""
        deadline = time.monotonic() + self.sleep_for()
        while True:
            events = pygame.event.get()
            left = deadline - time.monotonic()
            if events or left <= 0 or self.needs_frames():
                return events
            time.sleep(min(left, 1 / FPS))

    def _first_frame_shown(self) -> None:
        """SPELBORDET_FIRST_FRAME=print|exit: says when the first frame was on screen (for tools/bench_startup.py)."""
        print(f"first frame {time.time():.6f}", flush=True)
        if self.first_frame == "exit":
            self.running = False
        self.first_frame = ""

    def run(self) -> int:
        self.first_frame = os.environ.get("SPELBORDET_FIRST_FRAME", "")
        was_busy = True
        while self.running:
            busy = self.needs_frames()
            events: list[pygame.event.Event] = []
            if not busy and not was_busy:
                # A still screen: nothing is drawn until input or a timed change (one frame after the last busy
                # one has already shown the settled screen).
                events = self._sleep()
                self.clock.tick(FPS)  # still at most FPS frames a second while the mouse moves
                dt = 1 / FPS  # the sleep is not a frame's length
            else:
                dt = min(self.clock.tick(FPS) / 1000, 0.1)
            was_busy = busy
            self.frame(dt, events)
            if self.first_frame:
                self._first_frame_shown()
        self.saver.flush()
        if self.hosting is not None:
            self.hosting.stop()
        pygame.quit()
        return 0


def start_scene(app: App) -> Scene:
    """The menu, or a clear message when the rule data cannot be loaded."""
    try:
        registry.all_games()  # through the module, so a test can stand a broken rule file in for it
    except SpelbordetError as exc:
        return build_scene("message", app, _("The rule data could not be loaded"), str(exc), quit_on_close=True)
    return build_scene("menu", app)


def run(language: str | None = None) -> int:
    app = App(language=language)
    app.push(start_scene(app))
    return app.run()
