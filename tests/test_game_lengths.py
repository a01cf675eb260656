"""Setup says how long a game usually takes, from the figures tools/game_lengths.py measured; a damaged figures file
leaves the line out and never stops a game from being set up."""

from __future__ import annotations

import pytest
import yaml

from game import game_lengths
from game.engine.registry import all_games
from game.game_lengths import duration, lengths, usual_length
from game.paths import rules_data_dir


@pytest.fixture(autouse=True)
def fresh():
    lengths.cache_clear()
    yield
    lengths.cache_clear()


def test_times_are_said_as_a_player_says_them():
    assert duration(25) == "about 25 minutes"
    assert duration(85) == "about 85 minutes"
    assert duration(90) == "about 1½ hours"
    assert duration(120) == "about 2 hours"
    assert duration(220) == "about 3½ hours"


def test_every_game_has_its_length_and_the_file_agrees_with_its_own_formula():
    data = yaml.safe_load((rules_data_dir() / "game_lengths.yaml").read_text(encoding="utf-8"))
    assert set(data) == set(all_games())
    for key, entry in data.items():
        info = all_games()[key]
        assert info.min_players <= entry["players"] <= info.max_players
        expected = max(5, 5 * round(entry["moves_each"] * entry["players"] * entry["seconds_per_move"] / 60 / 5))
        assert entry["minutes"] == expected, key
        assert usual_length(key).startswith(f"a game for {entry['players']} players usually takes about ")


@pytest.mark.parametrize("text", ["kalahen: [unclosed", "just a line", "kalahen: {players: four, minutes: 9}", ""])
def test_a_damaged_lengths_file_leaves_the_line_out(tmp_path, monkeypatch, text):
    (tmp_path / "game_lengths.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(game_lengths, "rules_data_dir", lambda: tmp_path)
    assert usual_length("kalahen") == ""
