"""Every file the client reads goes through one careful reader: special files are refused at once, nesting
and numbers are capped without recursion, and text that cannot be written back is refused before it can
reach a screen or the autosave writer."""

from __future__ import annotations

import json
import os
import time

import pytest

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine import save_writer
from game.engine.errors import IllegalAction, SaveError
from game.engine.json_reading import JsonLimits, read_json
from game.engine.match import Match
from game.engine.reading import Unreadable, inside, read_limited, regular_files
from game.engine.registry import get_game
from game.engine.save_writer import SaveWriter
from game.engine.saves import load_match, save_match
from game.engine.seats import Seat
from game.engine.state import Action
from game.records.profiles import Profiles
from game.settings import Settings, load_settings
from tests.helpers import new_match

SMALL = JsonLimits(max_bytes=10_000, max_depth=4, max_string=50, max_list=20, max_keys=20)
fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@fifo_only
def test_a_pipe_a_device_a_folder_and_a_link_to_nowhere_are_refused_at_once(tmp_path):
    pipe, link, folder = tmp_path / "pipe", tmp_path / "link", tmp_path / "folder"
    os.mkfifo(pipe)
    link.symlink_to(tmp_path / "nowhere")
    folder.mkdir()
    device = tmp_path / "device"
    device.symlink_to("/dev/zero")
    started = time.monotonic()
    for path in (pipe, folder, device):
        with pytest.raises(Unreadable):
            read_limited(path, 100)
    with pytest.raises(FileNotFoundError):
        read_limited(link, 100)
    assert time.monotonic() - started < 1
    (tmp_path / "big").write_bytes(b"x" * 101)
    with pytest.raises(Unreadable, match="larger than"):
        read_limited(tmp_path / "big", 100)
    (tmp_path / "ok.json").write_text("{}")
    (tmp_path / "dangling.json").symlink_to(tmp_path / "gone.json")
    os.mkfifo(tmp_path / "pipe.json")
    assert regular_files(tmp_path, "*.json") == [tmp_path / "ok.json"]


def test_a_plain_name_stays_inside_its_folder(tmp_path):
    assert inside(tmp_path, "game.json") == tmp_path / "game.json"
    for name in ("", ".", "..", "../x.json", "a/b.json", "a\\b.json", "/etc/passwd", "c:x", "x\0y"):
        with pytest.raises(ValueError):
            inside(tmp_path, name)


@pytest.mark.parametrize(("text", "message"), [
    ("[" * 1000 + "]" * 1000, "nested deeper"),
    ('{"a": 1' + "0" * 400 + "}", "more than 20 digits"),
    ('{"a": "' + "x" * 60 + '"}', "text of 60 characters"),
    ('{"a": "\\ud800"}', "not valid Unicode"),
    ('{"a": NaN}', "not a number"),
    ("[" + ",".join("1" * 30) + "]", "list of 30 items"),
    ('{"a": 1e999}', "too large to be real"),
    ("\xff\xfe", "not a text file"),
])
def test_hostile_json_is_a_message_never_an_exception(tmp_path, text, message):
    path = tmp_path / "file.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe" else b"\xff\xfe")
    with pytest.raises(SaveError, match=message) as caught:
        read_json(path, SMALL)
    assert str(caught.value).startswith("file.json: ")


def test_settings_nested_a_thousand_deep_give_the_defaults_and_are_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings() and message and "moved aside" in message
    assert not path.exists() and list(tmp_path.glob("settings.json.damaged-*"))


@pytest.mark.parametrize("content", [
    {"language": ["sv"], "animation": {"x": 1}, "volume": True, "hard_thinking": 3},
    {"width": 10**6, "height": "tall", "hard_thinking": "forever"},
])
def test_settings_of_the_wrong_kinds_fall_back_value_by_value(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    settings, message = load_settings(path)
    assert message is None and settings == Settings()


@pytest.mark.parametrize("content", [
    "[" * 1000 + "]" * 1000,
    json.dumps({"format": "spelbordet-players", "version": 1, "players": [{"id": "../x", "name": "Anna"}]}),
    json.dumps({"format": "spelbordet-players", "version": 1, "players": [], "resets": {"p-1": 1e300}}),
    json.dumps({"format": "spelbordet-players", "version": 1, "players": [{"id": "p-1", "name": "\ud800"}]}),
])
def test_a_hostile_players_file_is_set_aside_with_a_message(tmp_path, content):
    path = tmp_path / "players.json"
    path.write_text(content, encoding="utf-8", errors="surrogatepass")
    profiles = Profiles(path)
    assert profiles.problem and "moved aside" in profiles.problem
    assert profiles.people == [] and not path.exists()


def _krutroyk_at_narration() -> Match:
    info = get_game("krutroyk")
    seats = [Seat("Anna", "ai", "easy"), Seat("Bo", "ai", "easy")]
    match = Match(info, {}, seats, seed=4)
    bots = [bot_for(info, seat) for seat in seats]
    for _ in range(400):
        state = match.state
        if "narrate" in state.text_moves():  # type: ignore[attr-defined]
            return match
        player = state.current_player()
        if player < 0:
            match.play_chance()
        else:
            match.apply(bots[player].choose(decision_for(state, player, match.step_rng("bot"))))
    raise AssertionError("no narration reached")


def test_a_narration_with_a_lone_surrogate_is_refused_by_the_rules_and_by_the_save_reader(tmp_path):
    match = _krutroyk_at_narration()
    with pytest.raises(IllegalAction):
        match.apply(Action("narrate", ("The sheriff \ud800 rode in.",)))
    match.apply(Action("narrate", ("The sheriff rode in.",)))
    path = tmp_path / "story.json"
    save_match(match, path)
    text = path.read_text(encoding="utf-8").replace("The sheriff rode in.", "The sheriff \\ud800 rode in.")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match="not valid Unicode"):
        load_match(path)


def test_the_autosave_writer_survives_any_failure_and_the_next_write_lands(tmp_path, monkeypatch):
    writer = SaveWriter()
    match = new_match("jackpot", 2)
    path = tmp_path / "game.json"
    real = save_writer.write_text_atomic
    fail = [UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed"), OSError(28, "No space left on device")]

    def flaky(target, text):
        if fail:
            raise fail.pop(0)
        real(target, text)

    monkeypatch.setattr(save_writer, "write_text_atomic", flaky)
    writer.submit(path, match)
    assert writer.flush() and writer.failure(path) == "UnicodeEncodeError"
    writer.submit(path, match)
    assert writer.flush() and writer.failure(path) == "No space left on device"
    match.apply(match.state.legal_actions()[0])
    writer.submit(path, match)
    assert writer.flush() and writer.failure(path) is None
    assert load_match(path).actions == match.actions
    assert len(writer.take_errors()) == 2
