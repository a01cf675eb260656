"""The menu's game cards look alike: each has a subtitle under its name, and every summary is set in one size
(in the languages the client speaks; in the pseudo-locale's 40 % longer words a summary may take the subtitle's
line rather than be cut, which the layout test checks)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.ui import theme
from game.ui.scenes.menu import SUBTITLE_TOP, GameCard, MenuScene


@pytest.mark.parametrize("code", ["en", "sv", "nb"])
def test_every_card_has_a_subtitle_and_summaries_share_one_size(app, monkeypatch, code):
    set_language(code)
    try:
        menu = MenuScene(app)
        drawn: list[tuple[str, float, float, float]] = []  # (text, design x and y, size)
        original = theme.draw_text

        def record(target, text, x, y, size=18, *args, **kwargs):
            drawn.append((text, x, y, size))
            return original(target, text, x, y, size, *args, **kwargs)

        monkeypatch.setattr(theme, "draw_text", record)
        menu.draw(app.screen)
    finally:
        set_language("en")
    cards = [w for w in menu.widgets.widgets if isinstance(w, GameCard)]
    assert len(cards) == 9
    sizes = set()
    for card in cards:
        left, top, width, height = card.rect
        inside = [(text, y - top, size) for text, x, y, size in drawn
                  if left <= x < left + width and top <= y < top + height]
        subtitles = [text for text, y, _size in inside if y == SUBTITLE_TOP and text.strip()]
        assert subtitles, f"{card.info.key} has no subtitle: {inside}"
        sizes |= {size for _text, y, size in inside if y > SUBTITLE_TOP}
    assert len(sizes) == 1, f"the summaries are set in {sorted(sizes)}"


def test_every_card_shows_a_picture_of_its_table(app):
    from game.ui.card_pictures import HEIGHT, PICTURES, WIDTH
    from game.ui.theme import layout

    menu = MenuScene(app)
    menu.draw(app.screen)
    cards = [w for w in menu.widgets.widgets if isinstance(w, GameCard)]
    assert {card.info.key for card in cards} == set(PICTURES)
    for card in cards:
        left, top, width, _height = card.rect
        box = layout.rect(left + width - 12 - WIDTH, top + 4, WIDTH, HEIGHT)
        paper = app.screen.get_at((box.left - 4, box.centery))  # the card's own paper, left of the picture
        inked = sum(app.screen.get_at((x, y)) != paper for x in range(box.left, box.right, 2)
                    for y in range(box.top, box.bottom, 2))
        assert inked > 40, f"{card.info.key}: no picture ({inked} marked points)"
