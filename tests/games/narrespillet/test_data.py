"""The rule data: read from rules_data/narrespillet.yaml and checked, naming the key that is wrong."""

import pytest
import yaml

from game.engine.errors import RulesDataError
from game.engine.rules_data import load_yaml
from game.games.narrespillet.data import NarreRules
from game.paths import rules_data_dir


def load_changed(tmp_path, change):
    data = yaml.safe_load((rules_data_dir() / "narrespillet.yaml").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "narrespillet.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return NarreRules.from_data(load_yaml(path))


def test_the_deck_is_78_cards_with_norwegian_names(info):
    names = info.data.names
    assert len(names.trump_names) == 22 and len(names.house_names) == 4 and len(names.rank_names) == 14
    assert names.trump_native[0] == "Narren" and names.trump_names[21] == "The World"
    assert names.native(info.data.names.trump("death")) == "Døden"
    assert info.hidden_information and info.min_players == 2 and info.max_players == 6


def test_a_missing_trump_is_named(tmp_path):
    with pytest.raises(RulesDataError, match="trumps"):
        load_changed(tmp_path, lambda d: d["trumps"].pop(5))


def test_a_bad_effect_value_is_named(tmp_path):
    def change(d):
        d["effects"]["calls"]["moon"]["card_attempts"] = "two"
    with pytest.raises(RulesDataError, match="effects.calls.moon.card_attempts"):
        load_changed(tmp_path, change)


def test_the_ranking_must_end_with_the_forfeit(tmp_path):
    with pytest.raises(RulesDataError, match="ranking"):
        load_changed(tmp_path, lambda d: d["ranking"].reverse())
