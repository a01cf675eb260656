"""Rule data files: checked at start-up, and a bad file names the file, the key and what was expected."""

from __future__ import annotations

import os
import shutil
import time
import weakref

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


# Hostile rule files: each costs its own game, fast, and every other game still loads.

def alias_bomb(levels):
    """A "billion laughs" in YAML: each level nine aliases of the one before (9**levels strings)."""
    lines = ['lol0: &lol0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, levels):
        lines.append(f"lol{level}: &lol{level} [" + ", ".join([f"*lol{level - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


@pytest.fixture
def rules_copy(tmp_path, monkeypatch):
    """A copy of the shipped rule data that the registry reads afresh."""
    from game.engine import registry, rules_data

    folder = tmp_path / "rules_data"
    shutil.copytree(rules_data_dir(), folder)
    monkeypatch.setattr(rules_data, "rules_data_dir", lambda: folder)
    monkeypatch.setattr(registry, "rules_data_dir", lambda: folder)
    registry.reload_games()
    yield folder
    registry.reload_games()


def only_jackpot_broken():
    from game.engine.registry import all_games, broken_games

    assert "jackpot" not in all_games() and len(all_games()) == 8
    assert list(broken_games()) == ["jackpot"]
    return broken_games()["jackpot"]


@pytest.mark.parametrize("levels", [7, 8])  # 43 million and 387 million strings; 7 took 800 MB to load, 8 stopped all
def test_an_alias_bomb_is_refused_at_once_and_costs_only_its_game(rules_copy, levels):
    path = rules_copy / "jackpot.yaml"
    lines = len(path.read_text().splitlines())
    path.write_text(path.read_text() + alias_bomb(levels))
    assert len(alias_bomb(levels)) < 700
    started = time.perf_counter()
    error = only_jackpot_broken()
    assert time.perf_counter() - started < 10  # the nine games load in about a second; the bomb took minutes
    refused = "anchors and aliases (& and *) are not allowed in a rule file"
    assert str(error) == f"jackpot.yaml: {refused} (line {lines + 1})"
    assert (error.file, error.line) == ("jackpot.yaml", lines + 1)


def test_an_anchor_alone_and_a_merge_key_are_refused_with_their_line(tmp_path):
    with pytest.raises(RulesDataError, match=r"bad\.yaml: anchors and aliases .* \(line 2\)"):
        load_yaml(write(tmp_path, "a: 1\nb: &x {c: 2}\n"))
    with pytest.raises(RulesDataError, match=r"\(line 4\)"):
        load_yaml(write(tmp_path, "a: 1\nb: {c: 2}\nd:\n  <<: *x\n"))


def test_stars_and_ampersands_inside_text_are_not_aliases(tmp_path):
    node = load_yaml(write(tmp_path, 'a: "*x & y"\nb: rock & roll\nc: 2 * 3\n'))
    assert node.value == {"a": "*x & y", "b": "rock & roll", "c": "2 * 3"}


def test_no_shipped_rule_file_uses_anchors_or_aliases():
    for path in rules_data_dir().glob("*.yaml"):
        load_yaml(path)  # refused if it did


@pytest.mark.parametrize("failure", [MemoryError, RecursionError, ZeroDivisionError])
def test_any_failure_while_a_game_loads_costs_only_that_game(rules_copy, monkeypatch, failure):
    import game.games.jackpot as jackpot

    class Filling:  # stands for the half-built document that filled the memory
        blocks = [bytes(1000) for _ in range(1000)]

    held = []

    def fill_and_fail():
        filling = Filling()
        held.append(weakref.ref(filling))
        raise failure("out of room")

    monkeypatch.setattr(jackpot, "game_info", fill_and_fail)
    error = only_jackpot_broken()
    assert str(error).startswith(f"jackpot.yaml: cannot be used ({failure.__name__}")
    assert error.file == "jackpot.yaml"
    if failure is not ZeroDivisionError:
        # Kept alive by the error's traceback, it made naming the error fail too, and that reached every game.
        assert held[0]() is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_pipe_in_place_of_a_rule_file_is_refused_at_once(rules_copy):
    (rules_copy / "jackpot.yaml").unlink()
    os.mkfifo(rules_copy / "jackpot.yaml")
    started = time.perf_counter()
    error = only_jackpot_broken()
    assert time.perf_counter() - started < 10
    assert str(error) == "jackpot.yaml: is not a file that can be read (a pipe)"


def test_a_number_too_long_for_python_is_a_clear_error(tmp_path):
    with pytest.raises(RulesDataError, match=r"bad\.yaml: holds a value that cannot be read"):
        load_yaml(write(tmp_path, "a: " + "7" * 5000 + "\n"))
