"""Every table's game log (Kalahen's has its own) shows at least eight lines, stays inside its panel, and reads back
with the wheel and the keys."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui import text_probe, theme
from game.ui.tables import table_for
from tests.ui.conftest import Driver, make_app

GAMES = ["jackpot", "fangelse", "dodsspranget", "kinesisk_bank", "bovjakten", "trippel_yatzy", "narrespillet"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("key", GAMES)
def test_the_log_shows_eight_lines_inside_its_panel_and_scrolls_back(key, size, tmp_path, monkeypatch):
    app = make_app(tmp_path, *size)
    app.home()
    info = get_game(key)
    seats = [Seat("Anna", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, max(2, info.min_players))]
    table = table_for(app, Match(info, {}, seats, seed=2))
    app.push(table)
    table.log_texts = [(f"Move number {i} of a long game",) * (len(seats) + 1) for i in range(60)]
    table.sync_log()
    drawn: list[tuple[str, pygame.Rect]] = []
    original = theme.draw_text

    def record(target, text, *args, **kwargs):
        rect = original(target, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    table.draw(app.screen)
    box = table.log_box.screen_rect()
    lines = [(t, r) for t, r in drawn if t.startswith("Move number")]
    visible = [(t, r) for t, r in lines if box.contains(r)]
    assert len(visible) >= 8
    assert visible[-1][0] == "Move number 59 of a long game"  # the newest line in sight
    for _, rect in lines:  # only lines at the panel's edge are cut (by its clip); none is drawn beyond it
        assert box.inflate(0, 2 * rect.height).contains(rect)
    newest = table.log_box.offset
    driver = Driver(app)
    pygame.mouse.set_pos(box.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    driver.frames(1)
    assert table.log_box.offset < newest
    driver.key(pygame.K_HOME)
    assert table.log_box.offset == 0
    driver.key(pygame.K_END)
    assert table.log_box.offset == table.log_box.max_offset() >= newest  # (an AI may have moved meanwhile)
    pygame.quit()


@pytest.mark.parametrize("key", ["jackpot", "trippel_yatzy", "narrespillet"])
def test_every_line_of_the_log_shows_whole_below_its_heading(key, tmp_path):
    """No line is drawn cut in half under the heading or at the panel's foot, at the end or read back."""
    app = make_app(tmp_path)
    app.home()
    info = get_game(key)
    seats = [Seat("Anna", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, max(2, info.min_players))]
    table = table_for(app, Match(info, {}, seats, seed=2))
    app.push(table)
    table.log_texts = [(f"Move number {i} of a long game",) * (len(seats) + 1) for i in range(60)]
    table.sync_log()
    for scrolled in (0, -17, -57):  # at the end, then read back by amounts that are no whole line
        if scrolled:
            table.log_box.scroll(scrolled)
        target = text_probe.ProbeSurface(app.screen.get_size())
        with text_probe.watching() as probe:
            table.draw(target)
        body = table.log_box.body()
        lines = [d for d in probe.drawn if d.text.startswith("Move number") and d.ink.colliderect(body)]
        assert len(lines) >= 8
        for drawn in lines:
            assert body.contains(drawn.ink), f"{drawn.text!r} is cut at {tuple(drawn.ink)} (lines in {tuple(body)})"
    pygame.quit()
