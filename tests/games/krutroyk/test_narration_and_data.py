"""AI narration templates, and the rule data file's checks."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest
import yaml

from game.engine.errors import RulesDataError
from game.engine.rules_data import Node
from game.games.krutroyk.narration import SITUATIONS, compose
from game.games.krutroyk.roles import table_trait, written_trait
from game.games.krutroyk.rules import KrutroykRules
from game.paths import rules_data_dir


def rolled_role(table, faces):
    return {t: table_trait(table, t, f, rolled=True) for t, f in zip(table.traits, faces, strict=True)}


def test_the_options_and_decisions_come_from_the_data_file(info):
    options = {o.key: o for o in info.options}
    assert options["starting_dollars"].default == 5
    assert options["narration_language"].choices == ("auto", "en", "nn", "sv", "nb")
    assert options["narration_language"].default == "auto"
    assert (info.min_players, info.max_players) == (2, 8)
    assert info.rules_file == "krutroyk.md" and (rules_data_dir() / "rules" / "krutroyk.md").is_file()
    rules = info.data
    assert rules.ante == 1 and rules.fold_ante_to == "stack" and rules.all_lose_redo == "duellists"
    assert rules.tie_start == "narrator" and rules.call_source_order == ("pocket", "stack")


@pytest.mark.parametrize("language", ["en", "nn", "sv", "nb"])
def test_every_situation_has_several_templates_in_every_language(info, language):
    templates = info.data.templates
    for situation in SITUATIONS:
        assert len(templates.options(language, situation)) >= 3, situation


def test_lines_fill_every_slot_from_the_roles_traits(info):
    rules = info.data
    role = rolled_role(rules.table, [3, 3, 1, 3])  # Will Kane, lawman, gambling-mad, richest in Dodge
    rng = random.Random(4)
    for situation in SITUATIONS:
        for _ in range(10):
            line = compose(rules.templates, rules.table, "en", situation, role, rng, rival="Amy Fowler", pot=7,
                           dollars=9)
            assert "{" not in line and "}" not in line and line[0].isupper()
    lines = {compose(rules.templates, rules.table, "en", "presentation", role, random.Random(n)) for n in range(40)}
    assert len(lines) >= 5  # variety
    assert any("Will Kane" in line for line in lines)
    assert any("a lawman" in line for line in lines)
    assert any("become the richest man in Dodge" in line for line in lines)


def test_lines_are_first_person_past_tense(info):
    rules = info.data
    role = rolled_role(rules.table, [4, 4, 4, 4])
    for situation in SITUATIONS:
        for template in rules.templates.options("en", situation):
            words = template.replace("'", " ").replace(".", " ").replace(",", " ").split()
            assert any(w in ("I", "me", "my", "We", "we", "us") for w in words), template
            assert " I am " not in template, template
    line = compose(rules.templates, rules.table, "nn", "presentation", role, random.Random(1))
    assert "Eg" in line or "eg" in line or "meg" in line


def test_norwegian_lines_use_the_norwegian_words(info):
    rules = info.data
    role = rolled_role(rules.table, [6, 3, 2, 2])
    lines = {compose(rules.templates, rules.table, "nn", "presentation", role, random.Random(n)) for n in range(30)}
    assert any("Vesle Timmy" in line for line in lines)
    assert any("kaldblodig" in line or "lovmann" in line or "finne kjærleiken" in line for line in lines)


@pytest.mark.parametrize(("language", "words"), [
    ("sv", ("Lilla Timmy", "sheriff", "kallblodig", "finna kärleken", "Jag ", "jag ")),
    ("nb", ("Vesle Timmy", "lovmann", "kaldblodig", "finne kjærligheten", "Jeg ", "jeg ")),
])
def test_svenska_and_norsk_lines_use_their_own_words(info, language, words):
    rules = info.data
    role = rolled_role(rules.table, [6, 3, 2, 2])  # Little Timmy, lawman, cold-blooded, find love
    lines = {compose(rules.templates, rules.table, language, "presentation", role, random.Random(n))
             for n in range(40)}
    text = " ".join(lines)
    assert all(word in text for word in words), (language, lines)
    assert "{" not in text and "Little Timmy" not in text and "lawman" not in text


def test_written_traits_go_into_the_lines_as_written(info):
    rules = info.data
    role = {"name": written_trait("Doc Holliday"), "occupation": written_trait("dentist"),
            "personality": written_trait("dying"), "goal": written_trait("die with my boots on")}
    lines = {compose(rules.templates, rules.table, "en", "presentation", role, random.Random(n)) for n in range(40)}
    assert any("Doc Holliday" in line for line in lines) and any("a dentist" in line for line in lines)


def test_a_line_already_told_is_avoided_while_others_remain(info):
    rules = info.data
    role = rolled_role(rules.table, [1, 1, 1, 1])
    said: tuple[str, ...] = ()
    for n in range(len(rules.templates.options("en", "story"))):
        line = compose(rules.templates, rules.table, "en", "story", role, random.Random(n), rival="X", avoid=said)
        assert line not in said
        said += (line,)


def load_changed(change) -> KrutroykRules:
    data = yaml.safe_load((rules_data_dir() / "krutroyk.yaml").read_text(encoding="utf-8"))
    change(data)
    return KrutroykRules.from_data(Node(data, "krutroyk.yaml", ""))


def test_a_bad_data_file_names_the_key(tmp_path: Path):
    with pytest.raises(RulesDataError, match=r"krutroyk.yaml: roles.goal: expected six entries"):
        load_changed(lambda d: d["roles"]["goal"].pop())
    with pytest.raises(RulesDataError, match=r"tie_start: expected one of narrator, left"):
        load_changed(lambda d: d.__setitem__("tie_start", "dealer"))
    with pytest.raises(RulesDataError, match=r"narration.en.story\[0\]: unknown slot \{horse\}"):
        load_changed(lambda d: d["narration"]["en"]["story"].__setitem__(0, "I rode my {horse}."))
    with pytest.raises(RulesDataError, match=r"narration.nn.epilogue: is missing"):
        load_changed(lambda d: d["narration"]["nn"].pop("epilogue"))
    with pytest.raises(RulesDataError, match=r"outcome_rules.was_shot: is missing"):
        load_changed(lambda d: d["outcome_rules"].pop("was_shot"))


def test_every_template_slot_is_known(info):
    allowed = {"name", "occupation", "a_occupation", "personality", "goal", "rival", "pot", "dollars"}
    for language in ("en", "nn", "sv", "nb"):
        for situation in SITUATIONS:
            for template in info.data.templates.options(language, situation):
                slots = {s for _, s, _, _ in string.Formatter().parse(template) if s}
                assert slots <= allowed
