"""Every text a player reads in the rules reader — the Markdown rules in English, Svenska and Norsk, and the
Decisions listed under the English rules — reads as rules for players: no working notes, no developer's voice,
no code names, file paths or unfinished sentences. Each failure names the text and the phrase."""

from __future__ import annotations

import re

import pytest

from game.engine.registry import all_games
from game.paths import rules_data_dir

LANGUAGES = ("", "sv", "nb")

# (what is wrong, pattern) for every text; case-insensitive unless the pattern says otherwise.
FORBIDDEN = [
    ("a number the reader does not show", r"\bthis many\b"),
    ("a note about the tests", r"\bin tests\b|\bi test(?:er|erna|ene)?\b"),
    ("the developer's client", r"\bclient\b|\bklient"),
    ("the developer's program", r"\bthis program\b|\bdetta program|\bdette program|\bprogrammet\b"),
    ("a file path", r"\.py\b|\.ya?ml\b|\bgame/|\brules_data\b|\bseeds/"),
    ("a list of data choices", r"\bchoices:"),
    ("an option's code name", r"\boption [a-z]+_|\(option [a-z]"),
    ("a working note", r"(?-i:\b(?:TODO|FIXME|XXX)\b)"),
    ("a code operator", r"\s//\s|==|!="),
    ("the developers' choice", r"\bwe choose\b|\bvi väljer\b|\bvi velger\b"),
    ("a snake_case identifier", r"\b[a-z]+_[a-z_]+\b"),
]

DECISION_ONLY = [
    ("a bare marker", r"^Decision\b"),
    ("an unfinished note", r"^(?:an option|who narrates|how the|what other|die rolled)\b"),
]


def rules_texts() -> list[tuple[str, str]]:
    """(name, text) of every Markdown rules file, with code spans and fenced code left out."""
    texts = []
    for language in LANGUAGES:
        folder = rules_data_dir() / "rules" / language if language else rules_data_dir() / "rules"
        for path in sorted(folder.glob("*.md")):
            text = path.read_text(encoding="utf-8")
            text = re.sub(r"```.*?```", "", text, flags=re.S)
            text = re.sub(r"`[^`\n]*`", "", text)
            texts.append((f"rules/{language + '/' if language else ''}{path.name}", text))
    return texts


def decisions() -> list[tuple[str, str]]:
    """(name, text) of every Decision as the reader shows it (first letter raised)."""
    return [(f"{key} Decision {n + 1}", f"{d[:1].upper()}{d[1:]}")
            for key, info in all_games().items() for n, d in enumerate(info.decisions)]


def problems(name: str, text: str, rules: list[tuple[str, str]]) -> list[str]:
    found = []
    for what, pattern in rules:
        for match in re.finditer(pattern, text, flags=re.I | re.M):
            line = text[:match.start()].count("\n") + 1
            found.append(f"{name}:{line}: {what}: {match.group(0)!r}")
    return found


def test_the_markdown_rules_carry_no_working_notes():
    found = [p for name, text in rules_texts() for p in problems(name, text, FORBIDDEN)]
    assert not found, "\n".join(found)


def test_the_decisions_are_whole_plain_sentences():
    found = []
    for name, text in decisions():
        found += problems(name, text, FORBIDDEN + DECISION_ONLY)
        if len(text) < 20:
            found.append(f"{name}: too short to say anything: {text!r}")
        if not (text[0].isupper() or text[0].isdigit()):
            found.append(f"{name}: does not start with a capital: {text[:30]!r}")
        if not text.rstrip().endswith((".", "!", "?", ")")):
            found.append(f"{name}: does not end a sentence: {text[-30:]!r}")
        if re.search(r"(?:^|\s)- ", text):
            found.append(f"{name}: a list run together into one line: {text[:40]!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text", [
    "after this many rounds the game ends", "The check is game/games/kalahen/endings.py.",
    "Decision", "an option, one or two players left.", "only matters for stacked decks in tests.",
    "Choices: duellists or all_players.", "option duel_descriptions is on.", "the client seats 1 to 8.",
    "TODO: say it.", "each victory pays pot // 20.",
])
def test_the_checks_catch_working_notes(text):
    assert problems("sample", text, FORBIDDEN + DECISION_ONLY) or len(text) < 20 or not text.endswith(".")


def test_a_drawn_tally_sheet_is_not_a_working_note():
    assert not problems("sample", "XXXXX XXXXX X/// /////", FORBIDDEN)
