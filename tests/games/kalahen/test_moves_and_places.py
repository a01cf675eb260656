"""Turn order, moves with the danger markers, teleports, villages, castles, the tower, bridge and forest."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction, OptionError
from game.engine.state import Action

# Marker bits in the order mountain, plains, forest, swamp (1 = red).
PLAINS_RED = (0, 1, 0, 0)


def test_highest_d10_starts_ties_roll_again_and_turns_go_clockwise(info) -> None:
    state = info.new_state(3, info.resolve({}))
    state.apply(Action("deal", tuple(range(78))))
    state.apply(Action("markers", (0, 0, 0, 0)))
    for value in (5, 7, 7):
        state.apply(Action("roll", (value,)))
    assert state.agenda[0].why == "order"  # seats 1 and 2 tied: they roll again
    state.apply(Action("roll", (3,)))
    state.apply(Action("roll", (8,)))
    assert state.current_player() == 2
    state.apply(Action("stay"))
    assert state.current_player() == 0


def test_a_red_marker_costs_an_lp_and_every_walk_flips_it(script) -> None:
    s = script(markers=PLAINS_RED)
    s.act("move", "Ekby")  # A–Ekby is plains
    assert s.state.champions[0].life == 11
    assert s.state.danger["plains"] is False
    s.roll(4)  # the village's income
    assert s.state.champions[0].gold == 9
    s.act("end")
    s.end_turns_until(0)
    s.act("move", "1")  # Ekby–1 is mountain, green
    assert s.state.champions[0].life == 11 and s.state.danger["mountain"] is True


def test_teleport_costs_three_rings_and_avoids_the_tower_and_forest(script) -> None:
    s = script(markers=(1, 1, 1, 1))
    targets = {a.args[0] for a in s.state.legal_actions() if a.kind == "teleport"}
    assert "Tower" not in targets and "Magic Forest" not in targets and "A" not in targets
    assert "Hedby" in targets and "West gate" in targets
    s.act("teleport", "Hedby")
    for colour in ("red", "yellow", "green"):
        s.act("pay", colour)
    s.roll(2)
    ch = s.state.champions[0]
    assert (ch.pos, ch.life, ch.carried(), ch.gold) == ("Hedby", 12, 1, 7)
    assert all(s.state.danger.values())  # no terrain was passed


def test_a_teleport_card_is_used_up_and_shown(script) -> None:
    s = script()
    card = s.cards_of("teleport")[0]
    s.give(0, card)
    s.act("teleport_card", "5")
    assert s.state.champions[0].pos == "5" and card in s.state.removed and s.state.shown == [card]
    assert s.state.champions[0].carried() == 4


def test_no_teleport_from_the_tower(script) -> None:
    s = script()
    s.place(0, "Tower")
    assert not {a.kind for a in s.state.legal_actions()} & {"teleport", "teleport_card"}


def test_staying_in_a_village_gives_no_gold(script) -> None:
    s = script()
    s.place(0, "Ekby")
    s.act("stay")
    assert s.state.champions[0].gold == 5 and s.state.current_player() == 1


def test_buying_in_a_village(script) -> None:
    s = script()
    s.place(0, "Ekby")
    s.state.champions[0].life = 10
    s.act("buy_ring", "blue")
    s.act("buy_life")
    ch = s.state.champions[0]
    assert (ch.gold, ch.rings["blue"], ch.life) == (0, 2, 11)
    assert not s.has("buy_life")


def test_coming_home_lays_down_scrolls_and_the_magician_gives_two_rings(script) -> None:
    s = script()
    scroll = s.card_of("scroll", formula=2, stars=1)
    s.give(0, scroll)
    s.place(0, "Ekby")
    s.state.champions[0].rings = {"red": 3, "yellow": 1, "green": 1, "blue": 1}
    s.act("move", "A")
    ch = s.state.champions[0]
    assert ch.home_scrolls == [scroll] and ch.cards == []
    s.act("gift", "blue")
    s.act("gift", "blue")  # the eighth ring goes home
    assert ch.rings["blue"] == 2 and ch.home_rings["blue"] == 1 and ch.carried() == 7
    s.act("store", "red")
    s.act("fetch", "blue")
    assert ch.rings["red"] == 2 and ch.home_rings == {"red": 1, "yellow": 0, "green": 0, "blue": 0}


def test_the_tower_needs_a_key(script) -> None:
    s = script()
    s.place(0, "West gate")
    assert not s.has("move", "Tower")
    s.give(0, s.cards_of("key")[0])
    assert s.has("move", "Tower")
    s.act("move", "Tower")  # West gate–Tower is mountain, green
    assert s.task() == "search"
    s.act("search")
    assert s.state.agenda[0].die == 10  # the tower's column uses a d10


def test_the_crystal_bridge_needs_a_shield_and_the_forest_sends_the_champion_home(script) -> None:
    s = script(deal_tops={"forest": [s_id := 5]})
    s.place(0, "Tower")
    assert not s.has("move", "Magic Forest")
    s.give(0, s.cards_of("shield")[0])
    s.act("move", "Magic Forest")
    ch = s.state.champions[0]
    assert s_id in ch.cards  # the forest chest: no trial
    for _ in range(7):  # the forest's 7 rings: 3 fill the hand to 7, 4 are laid down at home
        s.act("gift", "red")
    assert ch.pos == "A" and ch.carried() == 7
    assert s_id in ch.home_scrolls  # scrolls laid down at home
    assert s.task() == "after"  # and no 2 rings from the magician on this homecoming
    assert ch.home_rings == {"red": 4, "yellow": 0, "green": 0, "blue": 0}


def test_gates_end_the_move(script) -> None:
    s = script()
    s.place(0, "5")
    s.act("move", "West gate")
    assert s.task() == "after"


def test_two_champions_only_with_the_option(info) -> None:
    with pytest.raises(OptionError, match="Allow two champions"):
        info.new_state(2, info.resolve({"two_players": False}))
    state = info.new_state(2, info.resolve({}))  # Decision: on by default
    assert [c.castle for c in state.champions] == ["A", "E"]


def test_an_illegal_move_changes_nothing(script) -> None:
    s = script()
    before = s.state.snapshot()
    with pytest.raises(IllegalAction):
        s.act("move", "Tower")
    assert s.state.snapshot() == before


def test_the_view_lists_reachable_circles_with_their_cost(script) -> None:
    s = script(markers=PLAINS_RED)
    view = s.state.view(0)
    walks = {r["to"]: r for r in view["reachable"] if r["how"] == "move"}
    assert walks["Ekby"]["lp_risk"] == 1 and walks["1"]["lp_risk"] == 0
    assert walks["Ekby"]["terrain"] == "plains"
    teleports = [r for r in view["reachable"] if r["how"] == "teleport"]
    assert teleports and all(r["rings"] == 3 for r in teleports)
    assert view["pending"]["prompt"] and view["pending"]["seat"] == 0
    assert "reachable" not in s.state.view(1)


def test_round_limit_ends_the_game_without_a_winner(script) -> None:
    s = script(round_limit=20)
    for _ in range(20 * 3):
        s.act("stay")
    assert s.state.is_terminal() and s.state.winners() == []


def test_a_circle_the_champion_may_not_go_to_says_why(script) -> None:
    from game.games.kalahen.action_parts import walk_to

    s = script()
    refusal = s.state.refusal
    assert "already at" in refusal(walk_to("A"))
    far = refusal(walk_to("Hedby"))  # not one road from castle A: only a magic move goes there
    assert "not one road away" in far and "3 rings" in far and "carries 4" in far
    s.place(0, "West gate")
    assert refusal(walk_to("Tower")) == "The Tower's gate opens only to a champion who carries a key"
    s.place(0, "Tower")
    assert "Crystal Bridge" in refusal(walk_to("Magic Forest")) and "shield" in refusal(walk_to("Magic Forest"))
    assert "No magic move leaves the Tower" in refusal(Action("teleport", ("Hedby",)))
    for circle in ("Hedby", "Tower", "Magic Forest"):  # each refusal is of a move the rules really refuse
        with pytest.raises(IllegalAction, match=".+"):
            s.act("move", circle)
