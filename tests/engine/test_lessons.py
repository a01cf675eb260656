"""A lesson file is checked when the games load, like every rule file: a bad one names the file, the key and what
was expected, and costs only its own game."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.errors import RulesDataError
from game.engine.lessons import read_lesson
from game.engine.registry import get_game
from game.engine.rules_data import yaml_node

GOOD = """\
seed: 5
options: {}
opponents: [{name: Bo, level: easy}]
steps:
  - say: This is the sheet.
    point: [sheet]
  - say: Roll the dice.
    point: [roll]
    do: [roll]
    wrong: Roll first.
"""


def lesson_of(text: str):
    return read_lesson(yaml_node(text, "lessons/trippel_yatzy.yaml"), get_game("trippel_yatzy"))


def test_a_good_lesson_reads_into_its_steps():
    lesson = lesson_of(GOOD)
    assert lesson.seed == 5
    assert [seat.name for seat in lesson.seats("Astrid")] == ["Astrid", "Bo"]
    assert lesson.seats("Astrid")[0].is_human and lesson.seats("Astrid")[1].level == "easy"
    assert [step.do for step in lesson.steps] == [None, ("roll",)]
    assert lesson.steps[1].wrong == "Roll first." and lesson.steps[0].point == ("sheet",)


@pytest.mark.parametrize("change, key, words", [
    (("seed: 5", "seed: -1"), "seed", "expected 0 to"),
    (("{name: Bo, level: easy}", "{name: Bo, level: hard}"), "opponents[0].level", "the seed decides"),
    (("{name: Bo, level: easy}", "{name: Bo, level: easy, colour: red}"), "opponents[0].colour", "not a key"),
    (("opponents: [{name: Bo, level: easy}]", "opponents: [" + ", ".join(["{name: Bo, level: easy}"] * 12) + "]"),
     "opponents", "makes a table of 13 players"),
    (("    do: [roll]\n", ""), "steps[1].wrong", "waits for no move"),
    (("do: [roll]", "do: [12]"), "steps[1].do", "expected a move"),
    (("do: [roll]", "do: [roll, 1.5]"), "steps[1].do", "expected a move"),
    (("say: This is the sheet.", "say: ''"), "steps[0].say", "1 to 500 characters"),
    (("options: {}", "options: {columns: 7}"), "options", "columns"),
    (("  - say: This is the sheet.", "  - says: This is the sheet."), "steps[0].says", "not a key"),
])
def test_a_bad_lesson_names_its_file_key_and_line(change, key, words):
    old, new = change
    assert old in GOOD
    with pytest.raises(RulesDataError) as caught:
        lesson_of(GOOD.replace(old, new))
    message = str(caught.value)
    assert message.startswith(f"lessons/trippel_yatzy.yaml: {key}"), message
    assert words in message, message
    assert "(line " in message


def test_a_broken_lesson_file_costs_its_game_only_with_a_clear_message(tmp_path, monkeypatch):
    data = tmp_path / "rules_data"
    real = registry.rules_data_dir()
    data.mkdir()
    for path in real.iterdir():
        (data / path.name).symlink_to(path)
    lessons = data / "lessons"
    if lessons.is_symlink():  # the shipped lessons, each linked, beside the broken one
        lessons.unlink()
    lessons.mkdir()
    for path in (real / "lessons").glob("*.yaml"):
        (lessons / path.name).symlink_to(path)
    (lessons / "trippel_yatzy.yaml").write_text(GOOD.replace("seed: 5", "seed: many"), encoding="utf-8")
    monkeypatch.setattr("game.engine.lessons.rules_data_dir", lambda: data)
    registry.reload_games()
    try:
        broken = registry.broken_games()
        assert set(broken) == {"trippel_yatzy"}
        assert str(broken["trippel_yatzy"]).startswith("lessons/trippel_yatzy.yaml: seed: expected a whole number")
        assert "jackpot" in registry.all_games()
    finally:
        monkeypatch.undo()
        registry.reload_games()


def test_every_shipped_lesson_loads():
    registry.reload_games()
    assert registry.broken_games() == {}
