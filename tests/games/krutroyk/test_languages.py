"""Krutrøyk in Svenska and Norsk: the story log's fixed phrases, the moves' words and the dollars are in the
client's language, and the story the players type is never translated."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.state import Action
from game.games.krutroyk.log_words import dollars
from game.games.krutroyk.state import KrutroykState
from game.i18n import set_language
from tests.games.krutroyk.test_episodes import play_random

SEED = 36  # three players; an episode with a fold, a stay-out, an all-in, a pot taken and duels for the pot

# Each kind of log line in the words it starts with (or holds) in each language.
PHRASES = {
    "sv": {"duel_start": "Alla duellerar om vem som berättar först.", "prologue_end": "Prologen är över",
           "challenge": " utmanade ", "winner": " hyllas som episodens segrare med ",
           "opening": " vann öppningsduellen",
           "showdown": "Uppgörelse: ", "pot": "Alla andra lade sig: ", "epilogue_start": " berättar epilogen."},
    "nb": {"duel_start": "Alle duellerer om hvem som skal begynne som forteller.", "prologue_end": "Prologen er over",
           "challenge": " utfordret ", "winner": " blir hyllet som seierherre i episoden med ",
           "opening": " vant åpningsduellen", "showdown": "Oppgjør: ", "pot": "Alle de andre kastet seg: ",
           "epilogue_start": " forteller epilogen."},
}
# Words of the English log that a translated line must not keep.
ENGLISH = re.compile(r"\b(pot|challenged|folded|called|raised|duel|won|lost|Everyone|stack|pocket|winner|shot)\b")


def episode(new, language: str) -> tuple[KrutroykState, list[Action]]:
    set_language(language)
    state = new(3)
    actions = play_random(state, random.Random(SEED), check=False)
    return state, actions


@pytest.mark.parametrize("language", ["sv", "nb"])
def test_a_seeded_episode_logs_its_fixed_phrases_in_the_language_and_keeps_the_typed_story(new, language):
    english, english_actions = episode(new, "en")
    state, actions = episode(new, language)
    assert actions == english_actions  # the language changes the words, never the play
    assert [e["kind"] for e in state.story] == [e["kind"] for e in english.story]
    typed = [str(a.args[0]) for a in actions if a.kind == "narrate"]
    assert typed and [e["text"] for e in state.story if e["kind"] == "narration" and e["text"]] == typed
    written = [str(a.args[1]) for a in actions if a.kind == "write"]
    roles = " ".join(e["text"] for e in state.story if e["kind"] == "role")
    assert written and all(trait in roles for trait in written)  # typed traits stay as they were typed
    kinds = {e["kind"] for e in state.story}
    assert {"fold", "bid", "pot", "duel", "result", "showdown", "winner"} <= kinds
    for kind, phrase in PHRASES[language].items():
        assert any(phrase in e["text"] for e in state.story if e["kind"] == kind), (kind, phrase)
    for entry, before in zip(state.story, english.story, strict=True):
        if entry["kind"] == "narration":
            continue
        assert entry["text"] != before["text"], entry
        assert not ENGLISH.search(entry["text"]), entry["text"]


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("shot themself", "won", "lost", "stood", "went all-in", "stayed out")),
    ("sv", ("sköt sig själv", "vann", "förlorade", "stod kvar", "gick all-in", "stod utanför")),
    ("nb", ("skjøt seg selv", "vant", "tapte", "ble stående", "gikk all-in", "holdt seg utenfor")),
])
def test_duels_and_bids_are_told_in_the_language(new, language, words):
    state, _ = episode(new, language)
    text = " ".join(e["text"] for e in state.story if e["kind"] != "narration")
    for word in words:
        assert word in text, (language, word)


@pytest.mark.parametrize(("language", "one", "two", "many"), [
    ("en", "1 dollar", "2 dollars", "21 dollars"),
    ("sv", "1 dollar", "2 dollar", "21 dollar"),
    ("nb", "1 dollar", "2 dollar", "21 dollar"),
])
def test_dollars_are_counted_in_the_language(language, one, two, many):
    set_language(language)
    assert (dollars(1), dollars(2), dollars(21)) == (one, two, many)


@pytest.mark.parametrize(("language", "call", "logged", "hidden"), [
    ("en", "Call (syne) 1 from stack", "call (syne) 1 from stack", "chooses in secret"),
    ("sv", "Syna 1 ur högen", "synar 1 ur högen", "väljer i hemlighet"),
    ("nb", "Syn 1 fra stabelen", "syner 1 fra stabelen", "velger i hemmelighet"),
])
def test_a_move_reads_as_a_button_and_as_a_line_of_the_log(new, language, call, logged, hidden):
    from tests.games.krutroyk.conftest import challenge, to_main

    set_language(language)
    state = new(3)
    to_main(state)
    challenge(state, 1)
    answer = next(a for a in state.legal_actions() if a.kind == "call")
    assert answer.describe() == call
    assert state.move_text(answer) == logged
    assert state.hidden_text(Action("air")) == hidden


def test_the_table_s_words_are_the_source_s_in_norsk_and_beside_the_translation_in_svenska(new):
    from tests.games.krutroyk.conftest import act

    for language, name, logged in (("sv", "Lilla Timmy", "tar Lilla Timmy (Vesle Timmy)"),
                                   ("nb", "Vesle Timmy", "tar Vesle Timmy")):
        set_language(language)
        state = new(2)
        take = next(a for a in state.legal_actions() if a.kind == "pick" and a.args[1] == 6)
        assert state.move_text(take) == logged
        act(state, "pick", "name", 6)
        assert state.role_name(0) == name
