"""Widgets as a reader meets them."""

from __future__ import annotations

import pygame

from game.ui.widgets import Paragraph, ScrollText


def story(count: int) -> list[Paragraph]:
    return [Paragraph(f"Line {i}: the stranger rode into town and ordered a whisky.") for i in range(count)]


def test_a_log_follows_new_lines_only_while_the_reader_is_at_the_end(app):
    log = ScrollText((40, 40, 400, 200), follow_end=True)
    surface = pygame.Surface((1280, 720))
    log.set_paragraphs(story(30))
    log.draw(surface)
    assert log.offset == log.max_offset() > 0  # the newest line is in sight
    log.set_paragraphs(story(31))
    log.draw(surface)
    assert log.offset == log.max_offset() and not log.newer_below()

    log.scroll(-10_000)  # the reader goes back to the start of the story
    log.set_paragraphs(story(32))
    log.draw(surface)
    assert log.offset == 0 and log.newer_below()  # they stay where they read, and are told there is more

    log.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    assert log.offset == log.max_offset() and not log.newer_below()
    log.set_paragraphs(story(33))
    log.draw(surface)
    assert log.offset == log.max_offset()


def test_text_that_draws_nothing_or_holds_a_nul_still_renders(app):
    # A name from a file may hold anything: zero-width or direction marks alone, or a NUL character.
    from game.ui import theme

    empty = theme.text_surface("\u202e\u200b", 18)
    assert empty.get_width() == 0 and empty.get_height() == theme.font(18).get_height()
    named = theme.text_surface("Ann\x00a", 18)
    assert named.get_width() == theme.text_surface("Anna", 18).get_width()
