"""What the dice boards show a player: Bovjakten's legend of the special faces, Dödssprånget's next chasm in sight
from the first roll on."""

from __future__ import annotations

from game.engine.registry import get_game
from game.ui.tables.dice.dodsspranget import CELLS, track_start


def test_bovjakten_legend_says_what_6_5_4_and_1_do_from_the_rule_data():
    state = get_game("bovjakten").new_state(4, {})
    legend = dict(state.view(None)["legend"])
    assert sorted(legend) == [1, 4, 5, 6]
    assert legend[6] == "roll a bonus die: +1 on 1–3, +2 on 4–6"
    assert legend[5] == "the next player is skipped" and legend[4] == "the next 2 players are skipped"
    assert legend[1].startswith("roll again")


def test_dodsspranget_track_shows_the_sum_and_the_next_chasm_from_the_start():
    for total in range(0, 120):
        next_chasm = 30 if total < 30 else (total // 10 + 1) * 10
        start = track_start(total, next_chasm)
        assert start <= total < start + CELLS
        assert start <= next_chasm < start + CELLS, (total, start)
    assert track_start(0, 30) == 0
