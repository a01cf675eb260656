"""The four rules put right against the source: teleport range, either champion may fight, the compulsory
dragon fight, and the Magic Forest's 7 rings. Each is checked through legal_actions, apply and view."""

from __future__ import annotations

from game.engine.state import Action

P1, N3 = 1, 6


def test_a_teleport_never_goes_to_a_circle_one_road_away(script) -> None:
    s = script()  # champion 1 in castle A: roads to Ekby and place 1
    targets = {a.args[0] for a in s.state.legal_actions() if a.kind == "teleport"}
    assert "Ekby" not in targets and "1" not in targets
    assert {"Hedby", "2", "B", "6"} <= targets  # two roads or more away
    view = s.state.view(0)
    assert {r["to"] for r in view["reachable"] if r["how"] == "teleport"} == targets
    assert {r["to"] for r in view["reachable"] if r["how"] == "move"} == {"Ekby", "1"}


def test_a_teleport_card_obeys_the_same_range(script) -> None:
    s = script()
    s.place(0, "2")
    s.give(0, s.cards_of("teleport")[0])
    targets = {a.args[0] for a in s.state.legal_actions() if a.kind == "teleport_card"}
    near = {c for c, _ in s.rules.board.neighbours["2"]}
    assert near == {"B", "Ekby", "1", "3"}
    assert not targets & near and "5" in targets


def test_the_champion_already_there_is_asked_out_of_turn_when_the_arriving_one_declines(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.act("move", "Ekby")
    assert s.state.current_player() == 0 and s.has("attack", 1)
    s.act("no_attack")
    # Champion 2 answers now, in champion 1's turn.
    assert s.task() == "attack" and s.state.current_player() == 1 and s.state.turn_seat == 0
    assert s.state.legal_actions() == [Action("attack", (0,)), Action("no_attack", ())]
    view = s.state.view(1)
    assert view["pending"]["out_of_turn"] and view["pending"]["target"] == 0
    assert {a["action"][0] for a in view["pending"]["actions"]} == {"attack", "no_attack"}
    assert "actions" not in s.state.view(0)["pending"]  # the arriving player sees no buttons of another's
    s.act("attack", 0)
    assert s.task() == "duel_rings" and s.state.duel["attacker"] == 1 and s.state.duel["defender"] == 0


def test_when_both_decline_the_village_pays_and_the_turn_goes_on(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.act("move", "Ekby")
    s.act("no_attack")
    s.act("no_attack")
    assert s.task() == "roll" and s.state.agenda[0].why == "gold"


def test_a_weak_champion_already_there_is_not_asked(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.state.champions[1].life = 4
    s.act("move", "Ekby")
    s.act("no_attack")
    assert s.task() == "roll"


def test_either_champion_may_attack_on_its_own_turn_while_they_share_the_circle(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.act("move", "Ekby")
    s.act("no_attack")
    s.act("no_attack")
    s.roll(3)
    s.act("end")
    assert s.state.current_player() == 1 and s.task() == "turn"
    assert s.has("attack", 0)  # before moving
    s.act("attack", 0)
    assert s.task() == "duel_rings" and s.state.duel["attacker"] == 1
    s.act("secret_rings", 0)
    s.act("secret_rings", 0)
    s.throw(N3, N3, N3)
    s.act("stop")
    s.throw(P1, N3, P1)
    s.act("stop")  # 9 against 1: champion 2 wins
    s.act("take_gold")
    # Back to its turn: it may still move, but not fight again this turn.
    assert s.task() == "turn" and s.state.current_player() == 1
    assert s.has("move", "B") and not s.has("attack", 0)


def test_no_attack_on_ones_own_turn_once_the_circle_is_left(script) -> None:
    s = script()
    s.place(1, "Hedby")
    assert not {a.kind for a in s.state.legal_actions()} & {"attack"}


def test_the_dragon_fight_is_compulsory_in_the_turn_the_formula_comes_home(script) -> None:
    s = script()
    s.last_scroll_carried()
    s.walk_home_from_ekby()
    assert s.task() == "after"
    assert s.has("dragon") and not s.has("end")  # the turn cannot end before the fight
    assert s.has("store", "red")  # rings may still be swapped at home first
    view = s.state.view(0)
    assert view["dragon_due"] and "must fight the dragon" in view["pending"]["prompt"]
    s.act("dragon")
    s.act("rings", 0)
    s.throw(P1, P1, P1)
    s.act("stop")
    assert s.state.champions[0].life == 11 and s.has("end") and not s.has("dragon")


def test_on_a_later_turn_at_home_the_dragon_is_offered_not_forced(script) -> None:
    s = script()
    s.formula_at_home()  # the formula came home before this turn
    assert s.has("dragon") and s.has("stay")
    s.act("move", "Ekby")
    s.roll(2)
    assert s.has("end")


def test_the_magic_forest_gives_seven_rings_and_the_rest_go_home(script) -> None:
    s = script()
    s.place(0, "Tower")
    s.give(0, s.cards_of("shield")[0])
    ch = s.state.champions[0]
    ch.rings = {"red": 2, "yellow": 2, "green": 1, "blue": 1}  # 6 carried
    s.act("move", "Magic Forest")
    gifts = 0
    while s.task() == "gift":
        assert s.state.view(0)["pending"]["why"] == "forest"
        s.act("gift", "blue")
        gifts += 1
    assert gifts == 7
    assert ch.pos == "A" and ch.carried() == 7 and ch.home_rings["blue"] == 6
    assert s.state.view(0)["champions"][0]["home_rings"]["blue"] == 6


def test_a_partner_bringing_its_formula_home_in_anothers_turn_is_not_forced(script) -> None:
    """Cooperation (extension 3): the partner's formula comes home in the asker's turn, not its own."""
    s = script(cooperation=True)
    shields = s.cards_of("shield")
    s.place(0, "Tower")
    s.place(1, "Tower")
    s.give(0, shields[0])
    s.give(1, shields[1])
    last = s.last_scroll_carried(1, 4)
    s.act("move", "Magic Forest")
    s.act("ask", 1)
    s.act("agree")
    while s.task() == "gift":
        s.act("gift", "red")
    assert s.state.champions[1].pos == s.state.champions[1].castle and last in s.state.champions[1].home_scrolls
    assert s.task() == "after" and s.state.current_player() == 0
    assert not s.state.dragon_due and s.has("end")
    s.act("end")
    assert s.state.current_player() == 1 and s.has("dragon") and s.has("stay")  # offered on its turn, not forced
