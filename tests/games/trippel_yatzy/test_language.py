"""Trippel Yatzy's log and hints in Svenska and Norsk: the sheets' own names of the boxes, plurals, numbers."""

from __future__ import annotations

import re

import pytest

from game.engine.state import Action
from game.i18n import set_language
from tests.games.dice_language import played_log

SV_BOXES = ["Ettor", "Tvåor", "Treor", "Fyror", "Femmor", "Sexor", "Ett par", "Två par", "Tretal", "Fyrtal",
            "Liten straight", "Stor straight", "Kåk", "Chans", "Yatzy"]
NB_BOXES = ["Enere", "Toere", "Treere", "Firere", "Femmere", "Seksere", "Ett par", "To par", "Tre like", "Fire like",
            "Liten straight", "Stor straight", "Hus", "Sjanse", "Yatzy"]


@pytest.mark.parametrize("language, rolls, writes, strikes, boxes", [
    ("sv", "slår 5 tärningar", "skriver", "stryker", SV_BOXES),
    ("nb", "kaster 5 terninger", "skriver", "stryker", NB_BOXES),
])
def test_a_seeded_game_writes_every_box_by_its_name_on_the_sheet(language, rolls, writes, strikes, boxes):
    english = played_log("trippel_yatzy", 2, "en", columns=1)
    log = played_log("trippel_yatzy", 2, language, columns=1)
    assert len(log) == len(english) and log[0] == f"P1 {rolls}"
    written = re.compile(rf"^P[12] (?:{writes} \d+ i|{strikes}) (.+)$")
    named = [m.group(1) for line in log if (m := written.match(line))]
    assert len(named) == 2 * len(boxes)  # every box of both sheets, once each
    assert sorted(named) == sorted(boxes * 2)


@pytest.mark.parametrize("language, one, three", [
    ("en", "rolls 1 die, keeping 1 2 3 4", "rolls 3 dice, keeping 3 4"),
    ("sv", "slår 1 tärning och sparar 1 2 3 4", "slår 3 tärningar och sparar 3 4"),
    ("nb", "kaster 1 terning og holder 1 2 3 4", "kaster 3 terninger og holder 3 4"),
])
def test_a_re_roll_counts_its_dice_in_each_language(info, language, one, three):
    state = info.new_state(1, info.resolve({"columns": 3}))
    state.apply(Action("roll"))
    state.apply(Action("dice", (1, 2, 3, 4, 5)))
    set_language(language)
    for die in range(4):
        state.apply(Action("hold", (die,)))
    assert state.move_text(Action("roll")) == one
    state.apply(Action("hold", (0,)))
    state.apply(Action("hold", (1,)))
    assert state.move_text(Action("roll")) == three


def test_a_strike_names_the_box_and_its_column_in_norsk(info):
    state = info.new_state(1, info.resolve({"columns": 3}))
    state.apply(Action("roll"))
    state.apply(Action("dice", (1, 2, 3, 4, 6)))
    set_language("nb")
    assert state.move_text(Action("strike", (2, "full_house"))) == "stryker Hus (x3)"
    assert state.move_text(Action("score", (1, "sixes"))) == "skriver 12 i Seksere (x2)"


def test_the_hint_speaks_svenska_with_a_decimal_comma(info):
    from game.games.trippel_yatzy.ai import hint

    state = info.new_state(1, info.resolve({"columns": 1}))
    set_language("sv")
    assert hint(state.view(0), info.data)["reason"] == "Slå alla fem tärningarna."
    state.apply(Action("roll"))
    state.apply(Action("dice", (1, 2, 2, 5, 6)))
    reason = hint(state.view(0), info.data)["reason"]
    assert reason.startswith("Spara ") and re.search(r"värt [+-]\d+,\d poäng jämfört med att stanna nu\.$", reason)
    set_language("en")
    assert re.search(r"worth [+-]\d+\.\d points against stopping now\.$", hint(state.view(0), info.data)["reason"])
