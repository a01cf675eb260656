"""Widgets as a reader meets them."""

from __future__ import annotations

import pygame

from game.ui.widgets import Paragraph, ScrollText, TextField


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


def arrow_colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    """The colours inside an arrow's square, away from the stepper's border."""
    inner = rect.inflate(-rect.width // 2, -rect.height // 2)
    return {tuple(surface.get_at((x, y)))[:3] for x in range(inner.left, inner.right)
            for y in range(inner.top, inner.bottom)}


def test_a_number_stepper_stops_at_its_ends_and_greys_the_arrow_there(app):
    """Jackpot's chips run 1 to 50: ◀ at 1 stays at 1 (it jumped to 50), and ◀ looks disabled there."""
    from game.engine.registry import get_game
    from game.ui import theme
    from tests.ui.conftest import Driver

    driver = Driver(app)
    setup = app.open("setup", get_game("jackpot"))
    chips = setup.option_steppers["starting_chips"]
    chips.index = 0
    driver.frames(1)  # the options are placed when drawn
    less, more = chips._arrows()
    driver.click_at(less.center)
    assert chips.value == 1
    app.screen.fill(theme.WHITE)
    chips.draw(app.screen)
    assert theme.DISABLED in arrow_colours(app.screen, less) and theme.GOLD_DARK not in arrow_colours(app.screen, less)
    assert theme.GOLD_DARK in arrow_colours(app.screen, more)
    for _ in range(60):  # clicks on the value step up, and stop at 50
        driver.click_at(chips.screen_rect().center)
    assert chips.value == 50
    driver.click_at(more.center)
    assert chips.value == 50
    chips.draw(app.screen)
    assert theme.GOLD_DARK not in arrow_colours(app.screen, more)
    assert theme.GOLD_DARK in arrow_colours(app.screen, less)


def test_ctrl_a_selects_a_name_and_typing_replaces_it(app):
    field = TextField((100, 100, 250, 40), "Astrid", max_length=16)
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=field.screen_rect().center, button=1))
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    assert field.selected
    field.draw(app.screen)
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Å"))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="sa"))
    assert field.text == "Åsa" and not field.selected
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    assert field.text == ""
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="a"))  # a plain "a" is typed, not a selection
    assert field.text == "a" and not field.selected
