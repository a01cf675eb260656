"""The rules reader renders the rule files' Markdown: bold and italics as type, tables as grids, a contents list that
jumps to its section, a search that finds and lights up the words, and no Markdown marks on screen."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import all_games
from game.ui.rich_text import Span, parse_inline, parse_markdown
from game.ui.scenes.rules_reader import RulesScene
from tests.ui.conftest import make_app


def test_inline_marks_become_type_and_never_text():
    assert parse_inline("a **bold** and *italic* `code` word") == [
        Span("a "), Span("bold", bold=True), Span(" and "), Span("italic", italic=True), Span(" "), Span("code"),
        Span(" word")]
    assert parse_inline("**Decision:** the *first* one") == [
        Span("Decision:", bold=True), Span(" the "), Span("first", italic=True), Span(" one")]
    assert parse_inline("2 * 3 = 6 and 4*5") == [Span("2 * 3 = 6 and 4*5")]  # a lone star is a star


def test_a_table_is_a_grid_and_two_tables_stay_two():
    blocks = parse_markdown("| a | b |\n| --- | --- |\n| 1 | **2** |\n\n| c | d |\n| --- | --- |\n| 3 | 4 |\n")
    tables = [b for b in blocks if b.kind == "table"]
    assert len(tables) == 2 and len(tables[0].rows) == 2
    assert tables[0].rows[1][1] == [Span("2", bold=True)]


@pytest.mark.parametrize("key", list(all_games()))
def test_every_rule_file_shows_no_markdown_marks_and_has_contents(key, tmp_path):
    app = make_app(tmp_path)
    scene = RulesScene(app, all_games()[key])
    laid = scene.text.laid
    assert not [r.text for r in laid.runs if "**" in r.text or "`" in r.text or r.text.strip().startswith("*")]
    assert not [r.text for r in laid.runs if r.text.rstrip().endswith("*") and r.text.strip() != "*"]
    assert len(scene.contents()) >= 2
    assert any(r.bold for r in laid.runs) and laid.height > 0
    scene.draw(app.screen)
    pygame.quit()


def test_contents_jump_and_search_lights_up_the_words(tmp_path):
    app = make_app(tmp_path)
    app.home()
    scene = RulesScene(app, all_games()["kalahen"])
    app.push(scene)
    title, _, y = scene.contents()[5]
    pos = scene.contents_rect(5).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(0.05)
    assert scene.text.offset == min(scene.text.max_offset(), y - 8)
    assert sum(1 for r in scene.text.laid.shades) >= 2  # Kalahen's tables have shaded heads
    scene.search.text = "dragon"
    scene.update_search()
    assert scene.matches and scene.text.highlight
    lit = "".join(scene.text.laid.runs[i].text for i in sorted(scene.text.highlight)).lower()
    assert "dragon" in lit
    first = scene.match_index
    scene.next_match()
    assert scene.match_index == (first + 1) % len(scene.matches)
    pygame.quit()


def test_invisible_characters_typed_into_the_search_are_left_out_and_draw(tmp_path):
    # A direction override alone drew nothing, and the renderer refused it: the rules screen raised mid-frame.
    app = make_app(tmp_path)
    app.home()
    scene = RulesScene(app, all_games()["bovjakten"])
    app.push(scene)
    scene.search.focused = True
    for text in ("\u202e", "d\u200bi\x00c", "e"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        app.frame(0.05)
    assert scene.search.text == "dice"
    pygame.quit()


def test_back_after_a_search_leaves_with_one_click(tmp_path):
    """The search field keeps the focus after Enter; the click on Back that ends the typing also goes back."""
    from tests.ui.conftest import Driver

    app = make_app(tmp_path)
    app.home()
    driver = Driver(app)
    scene = RulesScene(app, all_games()["kalahen"])
    app.push(scene)
    driver.click(scene.search)
    for letter in "dragon":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    driver.key(pygame.K_RETURN)
    assert scene.matches and scene.search.focused
    driver.click(scene.back)
    assert app.stack.top is not scene
    pygame.quit()


def test_a_heading_carries_its_section_names_without_showing_them():
    (heading,) = parse_markdown("## A turn {#turn #moves}")
    assert heading.ids == ("turn", "moves") and "".join(s.text for s in heading.spans) == "A turn"
    (plain,) = parse_markdown("## Odds {not an id}")
    assert plain.ids == () and "".join(s.text for s in plain.spans) == "Odds {not an id}"


@pytest.mark.parametrize("key", sorted(all_games()))
def test_each_rules_section_a_tip_can_open_is_there_in_every_language(key, tmp_path):
    """The section names of a game's rules are the same in English, Svenska and Norsk, so a tip opens its section
    whatever the language."""
    from game.i18n import set_language

    app = make_app(tmp_path)
    found = {}
    try:
        for language in ("en", "sv", "nb"):
            set_language(language)
            found[language] = RulesScene(app, all_games()[key]).text.laid.sections
    finally:
        set_language("en")
        pygame.quit()
    assert set(found["en"]) == set(found["sv"]) == set(found["nb"]), key
