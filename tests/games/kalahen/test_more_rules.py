"""Finer points: weakness, limits in spoils, trap markers running out, hidden cards, readable log lines."""

from __future__ import annotations

import random

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE, Action

P1, P2, P3, N1, N2, N3 = 1, 2, 3, 4, 5, 6


def test_a_weak_champion_may_not_fight_the_dragon(script) -> None:
    s = script()
    s.formula_at_home(0, 3)
    s.state.champions[0].life = 4
    assert not s.has("dragon")
    s.state.champions[0].life = 5
    assert s.has("dragon")


def test_a_weak_champion_gets_the_forest_rings_but_no_card(script) -> None:
    s = script()
    s.give(0, s.cards_of("shield")[0])
    s.place(0, "Tower")
    s.state.champions[0].life = 4
    before = len(s.state.piles["forest"])
    s.act("move", "Magic Forest")
    assert len(s.state.piles["forest"]) == before and s.task() == "gift"


def test_a_weak_champion_cannot_pass_a_wandering_monster(script) -> None:
    s = script(traps=True)
    s.state.traps.append([s.rules.board.road_between("A", "1").index, "mid"])
    s.state.champions[0].life = 4
    assert not s.has("move", "1") and s.has("move", "Ekby")


def test_once_all_trap_markers_are_out_the_oldest_moves(script) -> None:
    s = script(traps=True, markers=(0, 1, 0, 0))
    s.state.traps = [[20, "mid"], [21, "mid"], [22, "mid"], [23, "mid"]]
    s.act("move", "Ekby")
    s.act("trap", 10, "mid")
    assert s.state.traps == [[21, "mid"], [22, "mid"], [23, "mid"], [10, "mid"]]


def test_the_winner_cannot_take_a_card_over_its_limits(script) -> None:
    s = script()
    keys = s.cards_of("key")
    s.give(0, keys[0])
    s.give(1, keys[1])
    s.place(1, "Ekby")
    s.state.champions[1].life = 4
    s.act("move", "Ekby")
    s.act("attack", 1)
    assert not s.has("take_card", keys[1]) and s.has("take_gold")


def test_a_teleport_onto_a_champion_allows_an_attack(script) -> None:
    s = script()
    s.place(1, "3")
    s.act("teleport", "3")
    for colour in ("red", "yellow", "green"):
        s.act("pay", colour)
    assert s.has("attack", 1)


def test_resample_keeps_what_the_seat_knows(script) -> None:
    s = script()
    s.give(0, s.card_of("scroll", formula=1, stars=1))
    s.give(1, s.card_of("scroll", formula=2, stars=2))
    s.give(1, s.cards_of("sword")[0])
    s.give(2, s.card_of("flask", value=3))
    state = s.state
    for seed in range(10):
        other = state.resample(0, random.Random(seed))
        assert other.champions[0].cards == state.champions[0].cards
        assert {k: len(v) for k, v in other.piles.items()} == {k: len(v) for k, v in state.piles.items()}
        for seat in (1, 2):
            assert len(other.champions[seat].cards) == len(state.champions[seat].cards)
            public = [c for c in other.champions[seat].cards if not other.hidden_card(c)]
            assert public == [c for c in state.champions[seat].cards if not state.hidden_card(c)]
            assert all(other.card(c).kind in ("scroll", "flask", "teleport") for c in other.champions[seat].cards
                       if other.hidden_card(c))
        assert other.invariants() == []
        assert other.view(0) == state.view(0)


def test_resample_deals_a_rivals_home_scrolls_anew_but_keeps_mine(script) -> None:
    s = script()
    mine = s.card_of("scroll", formula=1, stars=1)
    theirs = s.card_of("scroll", formula=2, stars=3)
    s.give_home(0, mine)
    s.give_home(1, theirs)
    state = s.state
    assert state.invariants() == []
    dealt = set()
    for seed in range(20):
        other = state.resample(0, random.Random(seed))
        assert other.champions[0].home_scrolls == [mine]
        rival_home = other.champions[1].home_scrolls
        assert len(rival_home) == 1 and other.card(rival_home[0]).kind == "scroll"
        dealt.add(other.champions[1].home_scrolls[0])
        assert other.invariants() == [] and other.view(0) == state.view(0)
    assert len(dealt) > 1  # seat 0 cannot know which scroll seat 1 keeps at home


def test_log_lines_read_well(script) -> None:
    s = script(markers=(0, 1, 0, 0))
    state = s.state
    assert state.describe(Action("move", ("Ekby",))) == \
        "Champion 1 (castle A): Walk to Ekby (plains, red: -1 LP)"
    s.act("move", "Ekby")
    assert state.describe(Action("roll", (4,))) == "Champion 1 (castle A): d6 shows 4"
    s.roll(4)
    s.act("end")
    s.act("move", "Hedby")  # champion 2 from D
    s.roll(2)
    s.act("end")
    s.act("move", "5")
    s.act("search")
    s.roll(2)  # place 5, roll 2: a monster of 6 + d6
    s.roll(3)
    s.act("rings", 0)
    assert state.describe(Action("sdice", (N3, P1, N2))) == "Champion 3 (castle F): throws 3-numeral, 1-pip, 2-numeral"


def test_the_view_holds_what_the_map_scene_draws(script) -> None:
    s = script(traps=True)
    s.give(0, s.card_of("scroll", formula=5, stars=2))
    s.give(1, s.card_of("scroll", formula=6, stars=1))
    view = s.state.view(0)
    assert view["danger"] == {"mountain": "green", "plains": "green", "forest": "green", "swamp": "green"}
    assert sum(view["piles"].values()) == 76 and view["monster_deck"] == 24 and view["traps"] == []
    me, other = view["champions"][0], view["champions"][1]
    assert (me["pos"], me["lp"], me["gold"], me["rings"], me["home_rings"]) == \
        ("A", 12, 5, {"red": 1, "yellow": 1, "green": 1, "blue": 1}, {"red": 0, "yellow": 0, "green": 0, "blue": 0})
    assert me["cards"][0]["formula"] == "F" and me["cards"][0]["stars"] == 2
    assert other["cards_count"] == 1 and "cards" not in other
    assert view["colour_letters"] == {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
    assert {r["how"] for r in view["reachable"]} == {"move", "teleport"}


def test_the_views_log_names_each_champion_by_its_player_all_game_long() -> None:
    """The view's story log says the players' names, also once the log is full and drops its oldest lines."""
    info = get_game("kalahen")
    match = Match(info, {}, [Seat(name, "random") for name in ("Ann", "Bo", "Cid")], 5)
    rng = random.Random(5)
    for _ in range(600):
        state = match.state
        if state.is_terminal():
            break
        expected = state.log[-12:]
        for seat, name in enumerate(("Ann", "Bo", "Cid")):
            expected = [line.replace(state.name(seat), name) for line in expected]
        assert state.view(0)["log"] == expected
        if state.current_player() == CHANCE:
            match.play_chance()
        else:
            match.apply(rng.choice(state.legal_actions()))
    assert len(match.state.log) == 30  # the log was full: lines were dropped on the way
