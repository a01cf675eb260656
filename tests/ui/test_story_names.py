"""Krutrøyk's story names each role's player by the seat's own name, on screen and in the saved text."""

from __future__ import annotations

import pytest

from game.engine.state import Action
from game.games.krutroyk import game_info
from game.games.krutroyk.phases import CHOOSING, NARRATING, ROLES
from game.i18n import set_language
from game.ui.tables.krutroyk.story import story_paragraphs, story_text


def test_the_story_says_who_plays_which_role(tmp_path):
    from tests.ui.conftest import make_app

    make_app(tmp_path)  # fonts for the paragraphs
    info = game_info()
    state = info.new_state(2, info.resolve({}))
    while state.phase == ROLES:
        state.apply(Action("pick", (state.next_trait(), state.role_seat + 1)))
    view = state.view(None)
    names = ["Anna", "Bo"]
    texts = [p.text for p in story_paragraphs(view, names)]
    assert any(t.startswith("Anna plays Jonas Henderson") for t in texts), texts
    assert any(t.startswith("Bo plays Mildred Fuller") for t in texts), texts
    assert not any("Player 1" in t or "Player 2" in t for t in texts)
    assert "Anna plays Jonas Henderson" in story_text(view, names, "title")


@pytest.mark.parametrize(("language", "plays", "untyped"), [
    ("sv", "Anna spelar Jonas Henderson", "(Jonas Henderson (Anna) berättade vid bordet utan att skriva.)"),
    ("nb", "Anna spiller Jonas Henderson", "(Jonas Henderson (Anna) fortalte ved bordet uten å skrive.)"),
])
def test_the_story_names_the_players_in_the_client_s_language(tmp_path, language, plays, untyped):
    from tests.ui.conftest import make_app

    make_app(tmp_path)
    set_language(language)
    info = game_info()
    state = info.new_state(2, info.resolve({}))
    while state.phase == ROLES:
        state.apply(Action("pick", (state.next_trait(), state.role_seat + 1)))
    typed = "I rode into Dodge at dusk."
    while state.phase != NARRATING:
        seat = state.current_player()
        if state.phase == CHOOSING:
            state.apply(Action("air") if seat == 0 else Action("self"))  # Anna wins the opening duel
        else:
            state.apply(Action("skip"))
    state.apply(Action("narrate", (typed,)))
    view = state.view(None)
    texts = [p.text for p in story_paragraphs(view, ["Anna", "Bo"])]
    assert any(t.startswith(plays) for t in texts), texts
    assert untyped in texts and typed in texts  # the typed paragraph as it was typed
