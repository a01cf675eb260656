"""Saves written before the protocol's second edition still load, and rebuild the same game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.registry import GAME_PACKAGES
from game.engine.saves import match_from_document, upgrade
from game.engine.state import CHANCE

FOLDER = Path(__file__).parent / "saves_before_v2"
FILES = sorted(FOLDER.glob("*.json"))


def test_every_game_has_an_unfinished_and_a_finished_save() -> None:
    stages = ("unfinished", "finished")
    assert {p.stem for p in FILES} == {f"{key}_{stage}" for key in GAME_PACKAGES for stage in stages}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_old_save_rebuilds_the_same_game(path: Path) -> None:
    recorded = json.loads(path.read_text(encoding="utf-8"))
    match = match_from_document(upgrade(recorded["save"]), path.name)
    expect = recorded["expect"]
    state = match.state
    assert len(match.actions) == expect["moves"]
    assert state.current_player() == expect["current_player"]
    assert state.scores() == expect["scores"]
    legal = [] if state.is_terminal() or state.current_player() == CHANCE else state.legal_actions()
    assert [a.to_json() for a in legal] == expect["legal"]
    assert state.is_terminal() == path.stem.endswith("_finished")
