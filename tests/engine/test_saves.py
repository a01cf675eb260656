"""Saves: written atomically, read back exactly, and damaged files refused with a clear message."""

from __future__ import annotations

import json

import pytest

from game.ai import bot_for
from game.engine.errors import SaveError
from game.engine.saves import SaveStore, load_match, save_match, set_aside
from game.engine.state import Action
from game.headless import play_out
from tests.helpers import new_match


def played(key="jackpot", players=3, moves=20):
    m = new_match(key, players)
    bots = [bot_for(m.info, s) for s in m.seats]
    while len(m.actions) < moves and not m.state.is_terminal():
        if m.state.current_player() < 0:
            m.play_chance()
        else:
            m.apply(m.state.legal_actions()[0])
    return m, bots


def test_a_save_loads_to_the_same_state(tmp_path):
    m, _ = played()
    path = tmp_path / "game.json"
    save_match(m, path)
    loaded = load_match(path)
    assert loaded.state.snapshot() == m.state.snapshot()
    assert loaded.actions == m.actions and loaded.seats == m.seats and loaded.seed == m.seed


def test_the_save_is_plain_json_with_a_format_version(tmp_path):
    m, _ = played()
    path = tmp_path / "game.json"
    save_match(m, path)
    data = json.loads(path.read_text())
    assert data["format"] == "spelbordet-save" and data["version"] == 1
    assert data["game"] == "jackpot" and len(data["actions"]) == 20
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary file left behind


def test_a_finished_game_is_marked_finished(tmp_path):
    m = new_match("dodsspranget", 2)
    play_out(m, [bot_for(m.info, s) for s in m.seats])
    save_match(m, tmp_path / "done.json")
    entries, _ = SaveStore(tmp_path).entries()
    assert entries[0].finished
    assert SaveStore(tmp_path).latest_unfinished() is None


@pytest.mark.parametrize("damage, message", [
    (lambda text: text[: len(text) // 2], "damaged"),
    (lambda text: "\x00garbage" + text[5:], "damaged"),
    (lambda text: json.dumps({"hello": "world"}), "not a Spelbordet save"),
    (lambda text: json.dumps([1, 2, 3]), "not a Spelbordet save"),
    (lambda text: text.replace('"version": 1', '"version": 99'), "newer version"),
    (lambda text: text.replace('"game": "jackpot"', '"game": "chess"'), "does not have"),
    (lambda text: text.replace('"seed": 1', '"seed": "one"'), "seed"),
    (lambda text: text.replace('"roll"', '"cheat"', 1), "move 1 cannot be replayed"),
    (lambda text: text.replace('"starting_chips": 12', '"starting_chips": 500'), "starting_chips"),
])
def test_damaged_and_hand_edited_saves_give_a_clear_error(tmp_path, damage, message):
    m, _ = played()
    path = tmp_path / "game.json"
    save_match(m, path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(SaveError, match=message):
        load_match(path)


def test_a_hand_edited_dice_result_is_refused(tmp_path):
    m, _ = played()
    path = tmp_path / "game.json"
    save_match(m, path)
    data = json.loads(path.read_text())
    data["actions"][1] = ["dice", 6, 7]  # no die shows 7
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="move 2"):
        load_match(path)


def test_a_damaged_save_is_set_aside_not_deleted(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    store = SaveStore(tmp_path)
    good, bad = store.entries()
    assert not good and bad[0][0] == path
    moved = set_aside(path)
    assert moved.exists() and moved.read_text() == "{not json" and not path.exists()
    assert store.entries() == ([], [])


def test_an_illegal_action_changes_nothing():
    m = new_match("kinesisk_bank", 2)
    before = m.state.snapshot()
    with pytest.raises(Exception, match="not a legal move"):
        m.apply(Action("bet", (7, 1)))
    assert m.state.snapshot() == before and m.actions == []


def test_undo_rewinds_to_an_earlier_move_with_the_same_dice():
    m, _ = played(moves=12)
    snapshot_at_6 = None
    replay = new_match("jackpot", 3)
    for action in m.actions[:6]:
        replay.apply(action)
    snapshot_at_6 = replay.state.snapshot()
    m.rewind(6)
    assert m.state.snapshot() == snapshot_at_6 and len(m.actors) == 6
