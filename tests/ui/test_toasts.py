"""A message (toast) never covers a screen's title."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui import text_probe, theme
from tests.ui.conftest import make_app


def scenes(app):
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.pass_device import PassScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules_reader import RulesScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.tables import table_for

    seats = [Seat("Anna", "human"), Seat("Bo", "human"), Seat("Cleo", "ai")]
    yield MenuScene(app)
    yield SetupScene(app, get_game("narrespillet"))
    yield RulesScene(app, get_game("kalahen"))
    for key in ("jackpot", "trippel_yatzy", "narrespillet", "krutroyk"):
        yield table_for(app, Match(get_game(key), {}, seats, seed=1))
    match = Match(get_game("fangelse"), {}, seats, seed=1)
    match.state.winner, match.state.crossed = 0, [20, 3, 5]
    yield ResultsScene(app, match)
    yield PassScene(app, table_for(app, Match(get_game("narrespillet"), {}, seats, seed=1)), 1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_toasts_stay_clear_of_every_title(size, tmp_path, monkeypatch):
    app = make_app(tmp_path, *size)
    app.notify("A long message that wraps over more than one line, as an error about a save file might do.", 600)
    app.notify("A second message.", 600)
    original = theme.draw_text
    for scene in scenes(app):
        titles: list[pygame.Rect] = []

        def record(target, text, x, y, size=18, *args, titles=titles, **kwargs):
            rect = original(target, text, x, y, size, *args, **kwargs)
            if (size >= 30 or y < 40) and text.strip():  # a title, or the header line of a table
                titles.append(rect)
            return rect

        monkeypatch.setattr(theme, "draw_text", record)
        app.stack.clear_to(scene)
        app.draw()
        monkeypatch.setattr(theme, "draw_text", original)
        assert titles, f"{type(scene).__name__} drew no title"
        assert len(app.notice_rects) == 2, type(scene).__name__
        for toast in app.notice_rects:
            assert not any(toast.colliderect(t) for t in titles), type(scene).__name__
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_message_with_a_long_path_stays_inside_its_box(size, tmp_path):
    app = make_app(tmp_path, *size)
    app.home()
    path = "/home/astrid-lindqvist/.local/share/Spelbordet/stories/krutroyk-20261127-152237.txt"
    app.notify(f"The story was saved to {path}", 600, news=True)
    app.screen = text_probe.ProbeSurface(app.screen.get_size())
    with text_probe.watching() as probe:
        app.draw()
    (box,) = app.notice_rects
    lines = [d for d in probe.drawn if d.ink.colliderect(box)]
    assert "".join(d.text for d in lines).endswith(path.rsplit(" ", 1)[-1])  # the whole path is shown
    for drawn in lines:
        assert box.inflate(-8, -4).contains(drawn.ink), f"{drawn.text!r} runs past its box"
    pygame.quit()


def border(app, rect: pygame.Rect) -> tuple[int, int, int]:
    return tuple(app.screen.get_at((rect.centerx, rect.top)))[:3]


def test_news_looks_unlike_an_error_and_goes_with_its_screen(tmp_path):
    """"Saved" is no error: a gold border, not a red one; and it does not stay over the next screen (the
    story saved at Krutrøyk's table covered the results)."""
    app = make_app(tmp_path)
    app.home()
    app.open("settings")
    app.notify("Something went wrong.", 600)
    app.notify("The story was saved.", 600, news=True)
    app.draw()
    error, news = app.notice_rects
    assert border(app, error) == theme.RED
    assert border(app, news) == theme.GOLD_DARK
    app.open("confirm", "Really?", "A question over the screen.", "Yes", app.pop)
    app.draw()
    assert len(app.notice_rects) == 2  # a dialog over the screen: the news is still that screen's
    app.pop()
    app.pop()  # back to the menu
    app.draw()
    assert [n.text for n in app.notices] == ["Something went wrong."]
    assert len(app.notice_rects) == 1
    pygame.quit()
