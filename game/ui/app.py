"""The application: the window, the main loop, the scene stack, settings, sounds and the saves folder."""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from game.engine.errors import SpelbordetError
from game.engine.save_writer import SaveWriter
from game.engine.saves import SaveStore, remove_leftover_temporaries
from game.paths import assets_dir
from game.settings import Settings, load_settings, save_settings
from game.ui import theme
from game.ui.scene import Scene, SceneStack
from game.ui.sound import Sounds
from game.userdirs import config_dir, saves_dir

TITLE = "Spelbordet"
FPS = 60
# Messages (toasts) stand at the right, below the band where every screen has its title.
TITLE_BAND = 72
NOTICE_BOX = (764.0, float(TITLE_BAND), 496.0)


class App:
    def __init__(self, settings: Settings | None = None, saves: Path | None = None) -> None:
        pygame.init()
        theme.reset_caches()
        message = None
        if settings is None:
            settings, message = load_settings()
        self.settings = settings
        self.store = SaveStore(saves or saves_dir())
        self.store.clean_up()  # what a killed process left half-written
        if saves is None:
            remove_leftover_temporaries(config_dir())
        self.saver = SaveWriter()
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.notices: list[tuple[str, float]] = []
        self.notice_rects: list[pygame.Rect] = []
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
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(f"Settings could not be saved: {exc.strerror or exc}")

    # --- scenes ---
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def home(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.stack.clear_to(MenuScene(self))

    def notify(self, text: str, seconds: float = 5.0) -> None:
        """A message shown over every scene for a few seconds (errors, saved files)."""
        self.notices.append((text, time.monotonic() + seconds))

    # --- the loop ---
    def frame(self, dt: float) -> None:
        """One turn of the loop: input, time, drawing."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                theme.layout.resize(*pygame.display.get_surface().get_size())
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

    def _draw_notices(self) -> None:
        now = time.monotonic()
        self.notices = [(t, until) for t, until in self.notices if until > now]
        self.notice_rects = []
        x, y, w = NOTICE_BOX
        y = max(y, getattr(self.stack.top, "title_bottom", 0.0))  # a screen with a taller title says where it ends
        for text, _ in self.notices[-3:]:
            lines = theme.wrap(text, 15, w - 24)
            height = 14 + 20 * len(lines)
            rect = theme.layout.rect(x, y, w, height)
            theme.panel(self.screen, rect, theme.WHITE, theme.RED, radius=8)
            self.notice_rects.append(rect)
            for i, line in enumerate(lines):
                theme.draw_text(self.screen, line, x + 12, y + 7 + 20 * i, 15, theme.INK)
            y += height + 8

    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(FPS) / 1000
            self.frame(min(dt, 0.1))
        self.saver.flush()
        pygame.quit()
        return 0


def start_scene(app: App) -> Scene:
    """The menu, or a clear message when the rule data cannot be loaded."""
    from game.engine.registry import all_games
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.message import MessageScene

    try:
        all_games()
    except SpelbordetError as exc:
        return MessageScene(app, "The rule data could not be loaded", str(exc), quit_on_close=True)
    return MenuScene(app)


def run() -> int:
    app = App()
    app.push(start_scene(app))
    return app.run()
