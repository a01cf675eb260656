"""The dragon, combat between champions, death, and the four extension rules."""

from __future__ import annotations

from game.engine.state import Action

P1, P2, P3, N1, N2, N3 = 1, 2, 3, 4, 5, 6


def test_beating_the_dragon_ends_the_game(script) -> None:
    s = script()
    s.formula_at_home()
    s.act("dragon")
    s.act("rings", 2)
    s.act("pay", "red")
    s.act("pay", "blue")
    s.throw(N3, N3, P3)  # 3 × 3 = 9 … not enough
    s.act("reroll", 0b100)
    s.throw(N3, N3, N2)  # 8 × 3 = 24
    s.act("stop")
    assert s.state.is_terminal() and s.state.winners() == [0] and s.state.returns() == [1.0, 0.0, 0.0]


def test_losing_to_the_dragon_costs_one_lp_and_one_fight_per_turn(script) -> None:
    s = script()
    s.formula_at_home()
    s.act("dragon")
    s.act("rings", 0)
    s.throw(N1, P1, N1)
    s.act("stop")
    assert s.state.champions[0].life == 11 and not s.state.is_terminal()
    assert s.task() == "after" and not s.has("dragon")
    s.act("end")
    s.end_turns_until(0)
    assert s.has("dragon")


def test_arriving_home_with_the_last_scroll_offers_the_dragon(script) -> None:
    s = script()
    s.last_scroll_carried()
    s.walk_home_from_ekby()
    assert s.has("dragon")


def test_a_champion_at_zero_lp_is_out(script) -> None:
    s = script(markers=(0, 1, 0, 0))
    s.state.champions[0].life = 1
    s.act("move", "Ekby")
    ch = s.state.champions[0]
    assert ch.out and ch.pos is None and s.state.current_player() == 1
    for _ in range(6):
        s.act("stay")
        assert s.state.current_player() != 0
    assert s.state.invariants() == []


def test_a_champion_out_of_the_game_takes_its_cards_with_it(script) -> None:
    """Decision: an out champion's carried and home cards do not go back to the chests; nobody can reach them."""
    s = script(markers=(0, 1, 0, 0))
    carried = s.last_scroll_carried()
    at_home = list(s.state.champions[0].home_scrolls)
    s.state.champions[0].life = 1
    s.act("move", "Ekby")
    out = s.state.champions[0]
    assert out.out and out.cards == [carried] and out.home_scrolls == at_home
    in_chests = {cid for pile in s.state.piles.values() for cid in pile}
    assert not in_chests & {carried, *at_home}
    shown = next(c for c in s.state.view(1)["champions"] if c["seat"] == 0)
    assert shown["out"] and shown["pos"] is None  # off the board: no fight can win its cards
    assert s.state.invariants() == []


def test_every_champion_out_means_no_winner(script) -> None:
    s = script(markers=(1, 1, 1, 1))
    for seat in range(3):
        s.state.champions[seat].life = 1
    s.act("move", "Ekby")
    s.act("move", "Hedby")  # D–Hedby is mountain
    s.act("move", "Mossby")  # F–Mossby is forest
    assert s.state.is_terminal() and s.state.winners() == []


def duel_setup(script, **kw):
    s = script(**kw)
    s.place(1, "Ekby")
    s.act("move", "Ekby")
    assert s.has("attack", 1) and s.has("no_attack")
    return s


def test_champion_combat_with_secret_rings(script) -> None:
    s = duel_setup(script)
    s.act("attack", 1)
    s.act("secret_rings", 2)
    view = s.state.view(1)
    assert view["duel"]["rings"] == {} and view["duel"]["chosen"] == [0]  # hidden until both have chosen
    assert s.state.view(0)["duel"]["rings"] == {"0": 2}
    s.act("secret_rings", 0)
    assert s.state.view(2)["duel"]["rings"] == {"0": 2, "1": 0}
    s.act("pay", "red")
    s.act("pay", "green")
    s.throw(N3, N1, P1)  # 3 × 3 = 9
    s.act("stop")
    s.throw(N3, N2, P1)  # 4
    s.act("stop")
    assert s.task() == "spoils" and s.state.current_player() == 0
    s.act("take_gold")
    assert s.state.champions[0].gold == 10 and s.state.champions[1].gold == 0 and s.state.champions[1].life == 11
    s.roll(1)  # then the village pays its gold
    assert s.state.champions[0].gold == 11


def test_a_tie_between_champions_has_no_winner(script) -> None:
    s = duel_setup(script)
    s.act("attack", 1)
    s.act("secret_rings", 0)
    s.act("secret_rings", 0)
    s.throw(N3, N1, P1)
    s.act("stop")
    s.throw(N1, N3, P1)
    s.act("stop")
    assert s.state.champions[1].life == 12 and s.task() == "roll"


def test_a_weak_champion_loses_at_once_and_cannot_attack(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.state.champions[1].life = 4
    flask = s.card_of("flask", value=1)
    s.give(1, flask)
    s.act("move", "Ekby")
    s.act("attack", 1)
    assert s.task() == "spoils"
    s.act("take_card", flask)
    assert flask in s.state.champions[0].cards and s.state.champions[1].life == 3
    s2 = script()
    s2.place(1, "Ekby")
    s2.state.champions[0].life = 4
    s2.act("move", "Ekby")
    # The weak arriving champion is offered no attack; the one standing there is asked, out of turn.
    assert s2.task() == "attack" and s2.state.current_player() == 1
    assert s2.state.legal_actions() == [Action("attack", (0,)), Action("no_attack", ())]
    s2.act("attack", 0)
    assert s2.task() == "spoils" and s2.state.champions[0].life == 4


def test_traps_monsters_and_blocked_bridges(script) -> None:
    s = script(traps=True, floating=True, markers=(0, 1, 0, 0))
    s.act("move", "Ekby")  # a red plains road: 1 LP lost, so a trap may be placed
    assert s.task() == "trap"
    road = s.rules.board.road_between("Ekby", "2").index
    s.act("trap", road, "bridge")
    s.roll(1)
    s.act("end")
    s.end_turns_until(0)
    assert not s.has("move", "2") and s.has("float", "2")  # the bridge is blocked, floating passes it
    # A wandering monster on Ekby–1: the top monster card (strength 4) must be beaten.
    s.state.traps.append([s.rules.board.road_between("Ekby", "1").index, "mid"])
    s.act("move", "1")
    assert s.state.fight["kind"] == "wander" and s.state.fight["strength"] == 4
    s.act("rings", 0)
    s.throw(N1, P1, N1)  # 1: lost
    s.act("stop")
    assert s.state.champions[0].pos == "Ekby" and s.state.monster_deck[-1] == 0


def test_a_beaten_strong_monster_gives_experience(script) -> None:
    s = script(traps=True)
    strong = next(m.id for m in s.rules.wandering if m.bonus)
    s.state.monster_deck.remove(strong)
    s.state.monster_deck.insert(0, strong)
    s.state.traps.append([s.rules.board.road_between("A", "1").index, "mid"])
    s.act("move", "1")
    s.act("rings", 2)
    s.act("pay", "red")
    s.act("pay", "blue")
    s.throw(N3, N3, N3)  # 27
    s.act("stop")
    assert s.state.champions[0].experience == [strong] and s.state.champions[0].pos == "1"
    assert s.state.bonus(0) == 1


def test_floating_avoids_the_danger_marker(script) -> None:
    s = script(floating=True, markers=(0, 1, 0, 0))
    s.act("float", "Ekby")
    s.act("pay", "red")
    s.act("pay", "green")
    assert s.state.champions[0].life == 12 and s.state.danger["plains"] is True and s.state.champions[0].pos == "Ekby"


def test_cooperation_at_the_crystal_bridge(script) -> None:
    s = script(cooperation=True, deal_tops={"forest": [7, 15]})
    shields = s.cards_of("shield")
    s.give(0, shields[0])
    s.give(1, shields[1])
    s.place(0, "Tower")
    s.act("move", "Magic Forest")
    assert s.has("ask", 1) and s.has("alone")
    s.act("ask", 1)
    assert s.state.current_player() == 1  # the partner answers in another's turn
    s.act("agree")
    assert 7 in s.state.champions[0].cards and 15 in s.state.champions[1].cards  # the asker searched first
    assert s.state.champions[1].life == 11
    while s.task() == "gift":
        s.act("gift", "blue")
    assert s.state.champions[0].pos == "A" and s.state.champions[1].pos == "D"
    assert s.state.champions[0].carried() == 7 and s.state.champions[1].carried() == 7
    assert s.state.current_player() == 0 and s.task() == "after"


def test_the_high_risk_game_at_the_gates(script) -> None:
    s = script(high_risk=True)
    s.place(0, "5")
    s.act("move", "West gate")
    s.act("stake", "gold")
    s.roll(3)  # the target
    s.throw(N3, N2, P1)  # 4 ≥ 3
    s.act("stop")
    assert s.state.champions[0].gold == 15  # 5 staked, back, plus 10
    s2 = script(high_risk=True)
    s2.place(0, "5")
    s2.act("move", "West gate")
    s2.act("stake", "ring", "red")
    s2.roll(8)
    s2.throw(N1, P1, N1)
    s2.act("stop")
    assert s2.state.champions[0].rings["red"] == 0 and s2.task() == "after"


def test_the_spoils_and_the_secret_rings_read_per_seat_with_the_players_names(script) -> None:
    s = script()
    s.state.seat_names = ("Ann", "Bo", "Cy")
    s.place(1, "Ekby")
    s.state.champions[1].life = 4
    scroll = s.card_of("scroll", formula=1, stars=1)
    s.give(1, scroll)
    s.act("move", "Ekby")
    assert s.state.describe(Action("attack", (1,)), 0) == "Ann: Attack Bo"
    s.act("attack", 1)
    take = Action("take_card", (scroll,))
    assert s.state.describe(take, 0) == f"Ann: Take {s.rules.cards[scroll].name}"
    for viewer in (1, 2, None):
        assert s.state.describe(take, viewer) == "Ann: takes a card from the beaten champion"
    assert any(line.startswith("Ann attacks Bo") for line in s.state.view(2)["log"])


def test_a_duels_rings_stay_secret_in_every_seats_log(script) -> None:
    s = script()
    s.place(1, "Ekby")
    s.act("move", "Ekby")
    s.act("attack", 1)
    for viewer in (0, 1, 2, None):
        assert s.state.describe(Action("secret_rings", (1,)), viewer) == \
            "Champion 1 (castle A): chooses rings for the duel in secret"
