"""Narrespillet in Svenska and Norsk: a seeded game's log, card names, pending decisions and round results read in
the language, in the source's words; English stays as it was."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.state import CHANCE
from game.games.narrespillet.cards import card_of, trump_card
from game.i18n import set_language, words

# Words of the English log that must not show through in a translated one.
ENGLISH = re.compile(r"\b(places|discards|forfeits|plays|calls|does not|the Fool|Swords|Staves|Cups|Coins|of)\b")
LOG_WORDS = {
    "sv": {"placerar", "kastar", "avstår", "spelar", "blandar och ger"},
    "nb": {"plasserer", "kaster", "frafaller", "spiller", "stokker og deler ut"},
}
HOUSES = {"sv": ["Svärd", "Stavar", "Bägare", "Mynt"], "nb": ["Sverd", "Staver", "Begere", "Mynter"]}


def seeded_log(info, seed: int) -> tuple[list[str], object]:
    """Every line of a seeded four-player round of random moves, as a spectator reads it."""
    rng = random.Random(seed)
    state = info.new_state(4, info.resolve({"rounds": 1, "malderia": True}))
    lines = []
    while not state.is_terminal():
        action = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        lines.append(state.describe(action, None))
        state.apply(action)
    return lines, state


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_a_seeded_game_is_told_in_the_language(info, code):
    set_language(code)
    lines, state = seeded_log(info, 5)
    text = "\n".join(lines)
    for word in LOG_WORDS[code]:
        assert word in text, f"{word!r} missing from the {code} log"
    for line in lines:
        assert not ENGLISH.search(line.replace("Player", "")), line
    # Card names in the log are the language's: a house's name, or a trump's.
    houses = HOUSES[code]
    named = [line for line in lines if any(h in line for h in houses)]
    assert len(named) > 10
    view = state.view(0)
    assert view["pending"]["text"] == {"sv": "Spelet är slut", "nb": "Spillet er over"}[code]
    for result in view["round_summaries"][0]:
        assert not ENGLISH.search(result["line"]) and not ENGLISH.search(result["tie_break"])
    assert state.score_label() == {"sv": "segrar", "nb": "seiere"}[code]


def test_the_same_seed_gives_the_same_game_in_every_language(info):
    """Only the words change: the moves of a seeded game are the same."""
    set_language("nb")
    nb_lines, nb_state = seeded_log(info, 9)
    set_language("en")
    en_lines, en_state = seeded_log(info, 9)
    assert len(nb_lines) == len(en_lines) and nb_state.scores() == en_state.scores()
    assert nb_lines != en_lines


def test_card_names_in_each_language(info):
    names = info.data.names
    wanted = {
        "en": ["Ace of Swords", "Knight of Staves", "7 of Cups", "Queen of Coins", "The Wheel of Fortune"],
        "nb": ["Sverdess", "Stavridder", "Begere 7", "Myntdronning", "Lykkens Hjul"],
        "sv": ["Svärdens ess", "Stavarnas riddare", "Bägare 7", "Myntens drottning", "Lyckohjulet"],
    }
    cards = [card_of(0, 1), card_of(1, 12), card_of(2, 7), card_of(3, 13), trump_card(10)]
    for code, expected in wanted.items():
        set_language(code)
        assert [names.name(c) for c in cards] == expected
    set_language("nb")
    assert names.group([card_of(3, 1), card_of(3, 2), card_of(3, 5)]) == "Mynter 1, 2, 5"
    # The Norwegian names are the rule data's own (the cards carry them).
    assert [names.title(n) for n in range(22)] == list(names.trump_native)


def test_refusals_and_decisions_in_the_language(info):
    from game.games.narrespillet.placements import classify

    rules = info.data
    set_language("sv")
    kind, why = classify(rules, rules.placing, (card_of(0, 12), card_of(0, 5)), (0,), -1, False)
    assert kind == "" and why == "en riddare eller page spelas ensam eller med ett ess"
    set_language("nb")
    kind, why = classify(rules, rules.placing, (card_of(0, 12), card_of(0, 5)), (0,), -1, False)
    assert why == "en ridder eller svenn spilles alene eller med et ess"


@pytest.mark.parametrize(("code", "one", "two"), [
    ("sv", "Valt: 1 kort", "Valda: 2 kort"),
    ("nb", "+1 tur", "+2 turer"),
])
def test_plurals(code, one, two):
    set_language(code)
    _, ngettext = words("narrespillet")
    if code == "sv":
        said = [ngettext("Selected: {n} card", "Selected: {n} cards", n).format(n=n) for n in (1, 2)]
    else:
        said = [ngettext("+{n} turn", "+{n} turns", n).format(n=n) for n in (1, 2)]
    assert said == [one, two]
    left = [ngettext("Hermit ({name}): {n} extra turn left", "Hermit ({name}): {n} extra turns left", n)
            .format(name="Kana", n=n) for n in (1, 3)]
    assert left == {"sv": ["Eremiten (Kana): 1 extra tur kvar", "Eremiten (Kana): 3 extra turer kvar"],
                    "nb": ["Eneboeren (Kana): 1 ekstra tur igjen", "Eneboeren (Kana): 3 ekstra turer igjen"]}[code]
