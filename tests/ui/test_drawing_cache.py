"""Drawing kept from one frame to the next shows exactly what drawing afresh would, and changes when it should."""

from __future__ import annotations

import pygame

from game.engine.registry import get_game
from game.ui import theme
from game.ui.scenes.rules_reader import RulesScene
from game.ui.widgets import Page, Paragraph, ScrollText


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_kept_panel_has_the_pixels_of_one_drawn_afresh(app):
    for size, colour, border, radius, shadow in (((375, 96), theme.PAPER, theme.GOLD_DARK, 10, True),
                                                 ((120, 40), (58, 40, 26), None, 6, False),
                                                 ((33, 17), theme.WHITE, theme.RED, 8, True)):
        rect = pygame.Rect((20, 30), size)
        expected = pygame.Surface((420, 200))
        expected.fill(theme.FELT)
        r = theme.layout.px(radius)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, theme.SHADOW, shade.get_rect(), border_radius=r)
        if shadow:
            expected.blit(shade, rect.move(theme.layout.px(4), theme.layout.px(4)))
        pygame.draw.rect(expected, colour, rect, border_radius=r)
        if border:
            pygame.draw.rect(expected, border, rect, width=max(1, theme.layout.px(2)), border_radius=r)
        for _ in range(2):  # drawn, then taken from the cache
            drawn = pygame.Surface((420, 200))
            drawn.fill(theme.FELT)
            theme.panel(drawn, rect, colour, border, radius=radius, shadow=shadow)
            assert pixels(drawn) == pixels(expected)


def test_a_page_is_painted_once_while_its_key_holds_and_again_when_it_changes(app):
    surface = pygame.Surface((200, 100))
    painted = []

    def paint(colour):
        painted.append(colour)
        surface.fill(colour, pygame.Rect(10, 10, 50, 50))

    page = Page()
    for _ in range(3):
        surface.fill((0, 0, 0))
        page.draw(surface, pygame.Rect(10, 10, 50, 50), ("red",), lambda: paint((200, 0, 0)))
        assert surface.get_at((30, 30))[:3] == (200, 0, 0)
    assert painted == [(200, 0, 0)]
    page.draw(surface, pygame.Rect(10, 10, 50, 50), ("blue",), lambda: paint((0, 0, 200)))
    assert painted[-1] == (0, 0, 200) and surface.get_at((30, 30))[:3] == (0, 0, 200)


def test_the_rules_and_a_log_show_the_same_after_a_frame_from_the_cache(app):
    rules = RulesScene(app, get_game("jackpot"))
    log = ScrollText((980, 76, 276, 628), follow_end=True, title="Game log")
    log.set_paragraphs([Paragraph(f"Line {i} of the game log", 14) for i in range(60)])
    for scroll in (0, 300):
        rules.text.scroll(scroll)
        log.scroll(-scroll)
        frames = []
        for _ in range(2):
            app.screen.fill((0, 0, 0))
            rules.draw(app.screen)
            log.draw(app.screen)
            frames.append(pixels(app.screen))
        assert frames[0] == frames[1]
    before = pixels(app.screen)
    rules.text.scroll(120)  # a scroll paints the page again
    rules.draw(app.screen)
    assert pixels(app.screen) != before
