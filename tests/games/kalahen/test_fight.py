"""The special dice: scoring, re-rolls and the worked example, inside a real fight."""

from __future__ import annotations

from game.games.kalahen import special_dice as fight

P1, P2, P3, N1, N2, N3 = 1, 2, 3, 4, 5, 6  # faces: pips 1–3, numerals 1–3


def test_scores_of_the_source_examples() -> None:
    assert fight.score((P3, P1, N2)) == 2  # 3+1 pips, 2 numeral: 4 − 2
    assert fight.score((P3, P1, P1)) == 5  # 5 pips, no numeral
    assert fight.score((P3, N2, N1)) == 0  # 3 pips, 2+1 numerals
    assert fight.score((P1, P1, N3)) == 1  # 2 pips, 3 numeral
    assert fight.score((N3, N2, P1)) == 4  # the rules file: 5 − 1 = 4
    assert fight.score((N3, P1, N1)) == 3  # the source's slip: 4 − 1 = 3, not 1


def test_final_score_with_rings_and_weapons() -> None:
    assert fight.final_score((N3, N3, N3), 3, 2) == 29
    assert fight.final_score((N3, N2, P1), 1, 1) == 5
    assert fight.needed_dice_score(18, 3, 2) == 6
    assert fight.needed_dice_score(3, 1, 5) == 0


def test_reroll_outcomes_keep_the_other_dice() -> None:
    outs = fight.reroll_outcomes((N3, P1, N1), 0b110)
    assert len(outs) == 36 and all(o[0] == N3 for o in outs)


def test_win_chances_fall_as_the_target_rises_and_rerolls_help() -> None:
    chances = [fight.win_chance(n) for n in range(0, 11)]
    assert chances[0] == 1.0 and chances[10] == 0.0
    assert all(a >= b for a, b in zip(chances, chances[1:], strict=False))
    assert fight.win_chance(5, 2) > fight.win_chance(5, 0)
    # No re-roll: a score of 9 needs three threes of one kind, 2 of 216 throws.
    assert abs(fight.win_chance(9, 0) - 2 / 216) < 1e-9


def test_best_mask_keeps_good_dice() -> None:
    assert fight.best_mask((N3, N3, P1), 2, 9) == 0b100
    assert fight.best_mask((N3, N3, N3), 2, 9) == 0


def test_the_worked_example_in_a_fight(script) -> None:
    """Shield, no sword: 3-numeral, 1-pip, 1-numeral; keep the 3; 3-pip, 2-numeral; keep both numerals; 1-pip → 5."""
    s = script()
    s.give(0, s.cards_of("shield")[0])
    state = s.state
    s.act("move", "1")
    s.act("search")
    s.roll(2)  # place 1, roll 2: combat with a monster of d10
    s.roll(5)
    s.act("rings", 0)
    s.throw(N3, P1, N1)
    assert state.view(0)["fight"]["score"] == 3
    s.act("reroll", 0b110)
    s.throw(N3, P3, N2)
    assert state.fight["dice"] == [N3, P3, N2]
    s.act("reroll", 0b010)
    s.throw(N3, P1, N2)
    assert state.fight["final"] == 5  # 5 − 1 = 4, +1 for the shield
    assert any("scores 5 against 5: won" in line for line in state.log)
    assert len(state.champions[0].cards) == 2  # the shield and the chest's top card


def test_a_reroll_may_not_change_a_kept_die(script) -> None:
    s = script()
    state = s.state
    s.act("move", "1")
    s.act("search")
    s.roll(2)
    s.roll(5)
    s.act("rings", 0)
    s.throw(N3, P1, N1)
    s.act("reroll", 0b001)
    from game.engine.errors import IllegalAction
    from game.engine.state import Action
    try:
        state.apply(Action("sdice", (N2, P2, N1)))
    except IllegalAction:
        pass
    else:
        raise AssertionError("a kept die changed")
    assert state.fight["throws"] == 1
