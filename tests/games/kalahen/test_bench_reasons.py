"""The benchmark's reasons for a game without a ruler (tools/kalahen_reasons.py), on hand-made last states."""

from __future__ import annotations

from tools.kalahen_reasons import why_no_ruler


def test_every_champion_out(script) -> None:
    s = script()
    for c in s.state.champions:
        c.out, c.life, c.pos = True, 0, None
    assert why_no_ruler(s.state) == ("out", {})


def test_a_whole_formula_unbeaten(script) -> None:
    s = script()
    s.formula_at_home(1, 6)
    assert why_no_ruler(s.state)[0] == "dragon"


def test_a_formula_still_in_the_chests(script) -> None:
    assert why_no_ruler(script().state)[0] == "piles"


def test_a_formula_only_by_theft_then_none_when_its_carrier_is_put_out(script) -> None:
    s = script(players=2, two_players=True)
    for formula, stars in ((0, 1), (0, 3), (1, 1), (2, 1)):
        s.give_home(0, s.card_of("scroll", formula=formula, stars=stars))  # champion 0 holds formulas 0, 1, 2
    for formula in (1, 2):
        s.give_home(1, s.card_of("scroll", formula=formula, stars=2))  # so formulas 1 and 2 are split
    s.give(1, s.card_of("scroll", formula=0, stars=2))  # the star formula 0 misses, carried by champion 1
    assert why_no_ruler(s.state) == ("theft", {})
    beaten = s.state.champions[1]
    beaten.out, beaten.life, beaten.pos = True, 0, None
    # Formula 0's star went out with champion 1; 1 and 2 lie in two castles; champion 0 holds three already.
    assert why_no_ruler(s.state) == ("dead", {"split": 2, "gone": 1, "full": 5})
