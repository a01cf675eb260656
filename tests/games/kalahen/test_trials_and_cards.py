"""Each event of the schedule, the LP lost on a failure, and each kind of chest card."""

from __future__ import annotations

P1, P2, P3, N1, N2, N3 = 1, 2, 3, 4, 5, 6


def arrive(script, place: str, **kw):
    """A champion standing next to `place` walks in (all markers green) and is offered the search."""
    s = script(**kw)
    neighbour = next(n for n, _ in s.rules.board.neighbours[place] if s.rules.board.circles[n].kind != "tower")
    s.place(0, neighbour)
    if place == "Tower":
        s.give(0, s.cards_of("key")[0])
    s.act("move", place)
    assert s.task() == "search"
    return s


def test_uff_nothing_happens(script) -> None:
    s = arrive(script, "1")
    s.act("search")
    s.roll(1)
    assert s.task() == "after" and s.state.champions[0].cards == [] and s.state.champions[0].life == 12


def test_magic_journey_moves_and_searches_without_a_trial(script) -> None:
    s = arrive(script, "1", deal_tops={"3": [4]})
    s.act("search")
    s.roll(4)  # place 1, roll 4: magic journey
    s.roll(3)  # to place 3
    assert s.state.champions[0].pos == "3" and s.state.champions[0].cards == [4]
    assert s.task() == "after"


def test_combat_won_takes_the_top_card(script) -> None:
    s = arrive(script, "1", deal_tops={"1": [0]})
    s.act("search")
    s.roll(2)  # combat d10
    s.roll(6)  # strength 6
    s.act("rings", 1)
    s.act("pay", "red")
    s.throw(N3, N1, P1)  # 3, doubled: 6
    s.act("stop")
    assert s.state.champions[0].cards == [0] and s.state.champions[0].rings["red"] == 0


def test_combat_lost_at_places_1_to_4_costs_one_special_die(script) -> None:
    s = arrive(script, "1")
    s.act("search")
    s.roll(6)  # combat d10
    s.roll(9)
    s.act("rings", 0)
    s.throw(N1, P1, N2)  # 2
    s.act("stop")
    assert s.state.agenda[0].die == "special"
    s.roll(N3)  # a 3-numeral: 3 LP, numeral or pips alike
    assert s.state.champions[0].life == 9 and s.state.champions[0].cards == []


def test_enchantment_paid_or_refused(script) -> None:
    s = arrive(script, "1", deal_tops={"1": [0, 8]})
    s.act("search")
    s.roll(3)  # enchantment: yellow
    assert s.state.view(0)["pending"]["event"] == "Enchantment: yellow"
    s.act("overcome")
    assert s.state.champions[0].rings["yellow"] == 0 and s.state.champions[0].cards == [0]
    s2 = arrive(script, "1")
    s2.act("search")
    s2.roll(3)
    s2.act("refuse")
    s2.roll(P2)
    assert s2.state.champions[0].life == 10


def test_an_enchantment_without_the_rings_cannot_be_paid(script) -> None:
    s = arrive(script, "5")
    s.act("search")
    s.roll(7)  # place 5, roll 7: blue and a sword
    assert not s.has("overcome")
    s.act("refuse")
    s.roll(6)  # place 5: d6 + 1
    assert s.state.champions[0].life == 12 - 7


def test_a_failed_tower_trial_costs_d6_plus_3(script) -> None:
    s = arrive(script, "Tower")
    s.act("search")
    s.roll(3)  # four rings: red, yellow, green, blue
    s.act("refuse")
    s.roll(1)
    assert s.state.champions[0].life == 12 - 4


def test_a_weak_champion_may_not_search(script) -> None:
    s = arrive(script, "1")
    s.state.champions[0].life = 4
    assert not s.has("search")
    flask = s.card_of("flask", value=2)
    s.give(0, flask)
    s.act("drink", flask)  # drinking makes it strong enough to search
    assert s.state.champions[0].life == 6 and s.has("search") and flask in s.state.removed


def test_an_empty_chest_cannot_be_searched(script) -> None:
    s = arrive(script, "1")
    s.state.removed += s.state.piles["1"]
    s.state.piles["1"] = []
    assert not s.has("search")


def test_a_scroll_of_a_fourth_formula_goes_back_under_the_pile(script) -> None:
    fourth = 3 * 3  # formula 3, one star
    s = arrive(script, "1", deal_tops={"1": [fourth]})
    for formula in range(3):
        s.give(0, s.card_of("scroll", formula=formula, stars=2))
    s.act("search")
    s.roll(4)  # journey …
    s.roll(1)  # … to place 1 itself: take the top card
    assert fourth not in s.state.champions[0].cards and s.state.piles["1"][-1] == fourth


def test_a_purse_becomes_gold(script) -> None:
    purse = next(c.id for c in script().rules.cards if c.kind == "purse" and c.value == 8)
    s = arrive(script, "1", deal_tops={"1": [purse]})
    s.act("search")
    s.roll(4)
    s.roll(1)
    assert s.state.champions[0].gold == 13 and purse in s.state.removed


def test_a_second_key_goes_back(script) -> None:
    keys = script().cards_of("key")
    s = arrive(script, "1", deal_tops={"1": [keys[1]]})
    s.give(0, keys[0])
    s.act("search")
    s.roll(4)
    s.roll(1)
    assert s.state.champions[0].cards == [keys[0]] and s.state.piles["1"][-1] == keys[1]


def test_flasks_heal_up_to_twelve(script) -> None:
    s = script()
    flask = s.card_of("flask", value=4)
    s.give(0, flask)
    s.state.champions[0].life = 10
    s.act("drink", flask)
    assert s.state.champions[0].life == 12


def test_sword_and_shield_add_to_the_final_score(script) -> None:
    s = arrive(script, "1")
    s.give(0, s.cards_of("sword")[0])
    s.give(0, s.cards_of("shield")[0])
    s.act("search")
    s.roll(2)
    s.roll(4)
    s.act("rings", 0)
    s.throw(N1, P1, N1)  # 1 + 2 bonus = 3 < 4
    s.act("stop")
    assert s.state.fight["final"] == 3 and s.state.fight["bonus"] == 2
