"""Krutrøyk's story names each role's player by the seat's own name, on screen and in the saved text."""

from __future__ import annotations

from game.engine.state import Action
from game.games.krutroyk import game_info
from game.games.krutroyk.phases import ROLES
from game.ui.scenes.saloon.story import story_paragraphs, story_text


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
