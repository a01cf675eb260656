"""Plays every guided first game by its steps' own clicks in the client's window and keeps a picture of each step
as the learner sees it (the guide's card, its rings and arrow), for people to look at in every language.

    python tools/lesson_screens.py OUT_DIR [--lang sv] [--games kalahen,krutroyk]

Run it under a real display (or Xvfb) to see the window; with SDL_VIDEODRIVER=dummy it draws off screen."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def click(app, pos: tuple[int, int]) -> None:
    import pygame

    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        fields = {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else \
            {"pos": pos, "button": 1}
        pygame.event.post(pygame.event.Event(kind, **fields))
    frames(app, 2)


def frames(app, count: int) -> None:
    for _ in range(count):
        app.frame(0.05)
        app.saver.flush()


def until(app, done, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit("the lesson did not reach its next step in time")
        frames(app, 1)
        time.sleep(0.005)


def play(key: str, out: Path, language: str) -> int:
    """Plays one lesson; returns the number of pictures kept."""
    import pygame

    from game.engine.registry import get_game
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.tables import lesson_table

    info = get_game(key)
    assert info.lesson is not None, f"{key} has no lesson"
    with tempfile.TemporaryDirectory() as home:
        app = App(Settings(width=1280, height=720, animation="normal", language=language,
                           lessons_offered=[key]), saves=Path(home) / "saves")
        app.home()
        table = lesson_table(app, info, info.lesson, "Astrid")
        app.push(table)
        for index, step in enumerate(info.lesson.steps):
            def shown(index: int = index) -> bool:
                guide = table.guide
                return guide is not None and guide.index == index and guide.showing() and table.wait <= 0 and \
                    not table.stale_view and not table.setting_up()
            until(app, shown)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
            frames(app, 3)
            pygame.image.save(app.screen, str(out / f"{key}-{language}-{index + 1:02}.png"))
            guide = table.guide
            assert guide is not None
            if step.do is None:
                click(app, guide.next_button.screen_rect().center)
                continue
            for name in step.point:
                rect = table.lesson_target(name)
                assert rect is not None, f"{key} step {index + 1}: {name} is not on the table"
                click(app, rect.center)
            until(app, lambda index=index: table.guide is None or table.guide.index > index)
        frames(app, 5)
        pygame.image.save(app.screen, str(out / f"{key}-{language}-end.png"))
        table.put_away()
        return len(info.lesson.steps) + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--games", default="kalahen,narrespillet,krutroyk")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for key in args.games.split(","):
        print(f"{key}: {play(key, args.out, args.lang)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
