"""Hostile and damaged saves: every one becomes its own message, none stops the client, and the good
moves of a save that breaks later are kept."""

from __future__ import annotations

import json
import time

import pytest

from game.engine import saves
from game.engine.errors import BrokenAtMove, SaveError
from game.engine.saves import SaveStore, load_match, save_match
from tests.helpers import new_match


def saved(tmp_path, key="jackpot", players=3, moves=20, name="game.json"):
    m = new_match(key, players)
    while len(m.actions) < moves and not m.state.is_terminal():
        if m.state.current_player() < 0:
            m.play_chance()
        else:
            m.apply(m.state.legal_actions()[0])
    path = tmp_path / name
    save_match(m, path)
    return m, path


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def scan_reports(tmp_path, path, words):
    """The folder scan (Continue and Load) does not raise and names the file with `words`."""
    started = time.monotonic()
    good, bad = SaveStore(tmp_path).entries()
    assert time.monotonic() - started < 5
    assert not good and len(bad) == 1 and bad[0][0] == path
    assert bad[0][1].startswith(path.name) and words in bad[0][1]


def test_a_save_nested_five_thousand_deep_is_a_message(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"format": "spelbordet-save", "version": 1, "x": ' + "[" * 5000 + "]" * 5000 + "}")
    scan_reports(tmp_path, path, "nested deeper")
    with pytest.raises(SaveError, match="nested deeper"):
        load_match(path)


def test_a_number_of_four_hundred_digits_is_a_message(tmp_path):
    _, path = saved(tmp_path)
    text = path.read_text()
    path.write_text(text.replace('"saved_at": ', '"saved_at": 1' + "0" * 400 + ", \"was\": ", 1))
    scan_reports(tmp_path, path, "digits")


def test_a_saved_at_far_in_the_future_is_damage_not_a_crash(tmp_path):
    _, path = saved(tmp_path)
    edit(path, lambda d: d.update(saved_at=1e300))
    scan_reports(tmp_path, path, "time it was saved")


@pytest.mark.parametrize("length", [41, 20_000, 200_000])
def test_a_seat_name_longer_than_any_screen_is_refused(tmp_path, length):
    _, path = saved(tmp_path)
    edit(path, lambda d: d["seats"][0].update(name="A" * length))
    scan_reports(tmp_path, path, "characters")
    with pytest.raises(SaveError, match="characters"):
        load_match(path)


def test_a_fifty_megabyte_save_is_refused_before_it_is_read(tmp_path):
    _, path = saved(tmp_path)
    edit(path, lambda d: d["seats"][0].update(name="A" * 50_000_000))
    started = time.monotonic()
    with pytest.raises(SaveError, match="too large"):
        load_match(path)
    assert time.monotonic() - started < 1
    scan_reports(tmp_path, path, "too large")


def test_three_million_actions_are_refused_at_once(tmp_path):
    _, path = saved(tmp_path)
    edit(path, lambda d: d.update(actions=[["roll"]] * 3_000_000))
    started = time.monotonic()
    with pytest.raises(SaveError, match="too large"):
        load_match(path)
    assert time.monotonic() - started < 1


def test_more_actions_than_any_game_has_are_refused_by_count(tmp_path):
    _, path = saved(tmp_path)
    edit(path, lambda d: d.update(actions=[["roll"]] * (saves.MAX_ACTIONS + 1)))
    with pytest.raises(SaveError, match="at most 50,000"):
        load_match(path)


def test_dice_that_differ_from_what_the_seed_draws_are_damage(tmp_path):
    m, path = saved(tmp_path, moves=6)
    chance = next(i for i, actor in enumerate(m.actors) if actor < 0)
    legal_other = next(a for a in ([["dice", x, y] for x in range(1, 7) for y in range(1, 7)])
                       if a != m.actions[chance].to_json())
    edit(path, lambda d: d["actions"].__setitem__(chance, legal_other))
    with pytest.raises(SaveError, match=f"move {chance + 1} .*not what the seed draws"):
        load_match(path)


def test_a_save_that_breaks_at_move_seven_keeps_moves_one_to_six(tmp_path):
    m, path = saved(tmp_path, moves=12)
    edit(path, lambda d: d["actions"].__setitem__(6, ["cheat"]))
    with pytest.raises(BrokenAtMove) as caught:
        load_match(path)
    assert caught.value.move == 7 and "game.json: move 7 cannot be replayed" in str(caught.value)
    good = caught.value.match
    assert good.actions == m.actions[:6]
    replay = new_match("jackpot", 3)
    for action in m.actions[:6]:
        replay.apply(action)
    assert good.state.snapshot() == replay.state.snapshot()


def test_a_foreign_save_is_reported_without_its_game_id(tmp_path):
    _, path = saved(tmp_path)
    edit(path, lambda d: d.update(game="chess_960"))
    scan_reports(tmp_path, path, "a game this version of Spelbordet does not have")
    good, bad = SaveStore(tmp_path).entries()
    assert "chess_960" not in bad[0][1]


def test_the_folder_scan_never_raises(tmp_path):
    saved(tmp_path, name="good.json")
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "binary.json").write_bytes(bytes(range(256)))
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "list.json").write_text("[1, 2]")
    (tmp_path / "nan.json").write_text('{"format": "spelbordet-save", "version": 1, "seats": NaN}')
    (tmp_path / "types.json").write_text('{"format": "spelbordet-save", "version": 1, "game": "jackpot", '
                                         '"seats": [7], "actions": {}}')
    good, bad = SaveStore(tmp_path).entries()
    assert [e.path.name for e in good] == ["good.json"]
    assert sorted(p.name for p, _ in bad) == ["binary.json", "empty.json", "list.json", "nan.json", "types.json"]
    assert SaveStore(tmp_path / "missing").entries() == ([], [])


def test_the_load_list_knows_whose_turn_and_the_round(tmp_path):
    m, path = saved(tmp_path, moves=13)
    (entry,), _ = SaveStore(tmp_path).entries()
    assert entry.title == "Jackpot" and entry.round == m.state.round >= 2
    player = m.state.current_player() if m.state.current_player() >= 0 else m.actors[-1]
    assert entry.turn == m.seats[player].name


def test_leftover_temporary_files_are_cleaned_up(tmp_path):
    _, path = saved(tmp_path)
    leftovers = [tmp_path / f".{path.name}.abc{i}.tmp" for i in range(3)]
    for leftover in leftovers:
        leftover.write_text('{"format": "spelb')
    removed = SaveStore(tmp_path).clean_up()
    assert sorted(removed) == sorted(leftovers)
    assert not list(tmp_path.glob(".*.tmp")) and path.exists()


def test_a_message_quoting_a_long_value_stays_short(tmp_path):
    _, path = saved(tmp_path, key="krutroyk", moves=0)
    edit(path, lambda d: d["options"].update(narration_language=" " * 1000))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert str(caught.value).startswith("game.json: option narration_language") and len(str(caught.value)) < 330
