"""Rule data files: checked at start-up, and a bad file names the file, the key and what was expected."""

from __future__ import annotations

import pytest

from game.engine.errors import OptionError, RulesDataError
from game.engine.options import read_option_specs, resolve_options
from game.engine.registry import all_games, read_header
from game.engine.rules_data import load_yaml
from game.games.kinesisk_bank.rules import BankRules
from game.paths import rules_data_dir


def write(tmp_path, text):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    return path


def test_every_shipped_rule_file_loads_and_checks():
    games = all_games()
    assert {"kinesisk_bank", "dodsspranget", "jackpot"} <= set(games)
    for info in games.values():
        assert (rules_data_dir() / "rules" / info.rules_file).is_file()


def test_a_wrong_type_names_the_file_key_and_expectation(tmp_path):
    text = (rules_data_dir() / "kinesisk_bank.yaml").read_text().replace("dice: 6", "dice: six")
    node = load_yaml(write(tmp_path, text))
    with pytest.raises(RulesDataError, match=r"bad\.yaml: dice: expected a whole number, found 'six'"):
        BankRules.from_data(node)


def test_a_missing_key_is_named(tmp_path):
    node = load_yaml(write(tmp_path, "name: X\nnative_name: X\nsummary: s\nrules_file: x.md\n"))
    with pytest.raises(RulesDataError, match="bad.yaml: players: is missing"):
        read_header(node)


def test_broken_yaml_names_the_line(tmp_path):
    with pytest.raises(RulesDataError, match=r"bad.yaml: is not valid YAML at line \d"):
        load_yaml(write(tmp_path, "a: 1\nb: [unclosed\n"))


def test_an_option_default_outside_its_range_is_refused(tmp_path):
    node = load_yaml(write(tmp_path, "options:\n  n: {label: N, type: int, default: 9, min: 1, max: 5}\n"))
    with pytest.raises(RulesDataError, match=r"options.n.default: expected 1 to 5, found 9"):
        read_option_specs(node)


def test_options_are_checked_by_name_and_value(tmp_path):
    node = load_yaml(write(tmp_path, "options:\n  n: {label: N, type: int, default: 3, min: 1, max: 5}\n"
                                     "  f: {label: F, type: bool, default: false}\n"
                                     "  c: {label: C, type: choice, default: 1, choices: [1, 2]}\n"))
    specs = read_option_specs(node)
    assert resolve_options(specs, {}) == {"n": 3, "f": False, "c": 1}
    assert resolve_options(specs, {"n": "5", "f": "yes", "c": "2"}) == {"n": 5, "f": True, "c": 2}
    with pytest.raises(OptionError, match="unknown option 'x'"):
        resolve_options(specs, {"x": 1})
    with pytest.raises(OptionError, match="from 1 to 5"):
        resolve_options(specs, {"n": 6})
    with pytest.raises(OptionError, match="one of 1, 2"):
        resolve_options(specs, {"c": 3})


def test_decisions_written_as_comments_are_collected_for_the_rules_reader():
    from game.engine.rules_data import decision_comments

    text = ("a: 1  # Decision: one line\n"
            "# Decision: two lines\n# that go on here.\nb: 2\n"
            "# an ordinary comment\n"
            "c: 3  # not a decision\n")
    assert decision_comments(text) == ["one line", "two lines that go on here."]


def test_every_game_lists_its_decisions():
    for info in all_games().values():
        assert info.decisions, f"{info.key} shows no Decisions in its rules"
