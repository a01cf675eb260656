"""Kalahen's hints: the hard AI's move, always legal, read from the seat's view alone, with a reason that names
what the planning weighed."""

from __future__ import annotations

import random

import pytest

from game.engine.bots import Decision, decision_for
from game.engine.state import CHANCE, Action
from game.games.kalahen.ai import KalahenBot
from game.i18n import set_language

P1, N3 = 1, 6  # special dice faces: a 1-pip, a 3-numeral


def hint(info, state, seed: int = 0):
    return info.advise(decision_for(state.clone(), state.current_player(), random.Random(seed)))


def test_a_hint_is_the_hard_ai_move_always_legal_and_always_explained(info) -> None:
    """Seeded games with every optional rule: at each choice of the hard seat the hint is its move (while the
    view still tells of every chest searched, the hint remembers the cards put back as the bot does), and at
    every seat's choice it is legal, with a reason."""
    options = {"round_limit": 50, "traps": True, "floating": True, "cooperation": True, "high_risk": True}
    asked = same = 0
    for seed, levels in enumerate((("hard", "easy", "normal"), ("easy", "hard"))):
        rng = random.Random(seed)
        state = info.new_state(len(levels), info.resolve(options))
        bots = [KalahenBot(level, info.data) for level in levels]
        while not state.is_terminal():
            player = state.current_player()
            if player == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            advice = hint(info, state, seed)
            legal = state.legal_actions()
            assert advice.action in legal and advice.reason.strip()
            early = state.searches <= 32
            action = bots[player].choose(decision_for(state, player, rng))
            if levels[player] == "hard" and len(legal) > 1 and early:
                asked += 1
                same += action == advice.action
            state.apply(action)
    assert asked > 100 and same == asked


def test_a_hint_reads_only_what_the_seat_may_see(info) -> None:
    """The same advice in every world the seat cannot tell apart (its view resampled), and from a decision
    that holds nothing but the view and the legal moves."""
    rng = random.Random(5)
    state = info.new_state(3, info.resolve({"round_limit": 40}))
    bots = [KalahenBot("easy", info.data) for _ in range(3)]
    checked = 0
    while not state.is_terminal() and checked < 40:
        player = state.current_player()
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if len(state.legal_actions()) > 1 and rng.random() < 0.3:
            advice = hint(info, state)
            for world in range(3):
                other = state.resample(player, random.Random(world))
                assert hint(info, other) == advice
            view = state.view(player)

            def no_peeking(_rng: random.Random):
                raise AssertionError("the adviser sampled the hidden state")
            bare = Decision(player, lambda v=view: v, state.legal_actions(), random.Random(0), no_peeking)
            assert info.advise(bare) == advice
            checked += 1
        state.apply(bots[player].choose(decision_for(state, player, rng)))
    assert checked == 40


def test_the_hint_takes_the_road_that_avoids_a_red_marker(script, info) -> None:
    # From castle A, place 2 is two roads away either way: by place 1 (a forest road, red) or by Ekby (plains).
    s = script(markers=(0, 0, 1, 0))
    s.state.piles["tower"] += s.state.piles["1"]  # place 1's chest is empty: place 2 is the chest worth the walk
    s.state.piles["1"] = []
    advice = hint(info, s.state)
    assert advice.action == Action("move", ("Ekby",))
    assert "Place 2 is the chest most worth the walk" in advice.reason
    assert "avoids the red forest marker" in advice.reason
    assert advice.points_at == ("circle:2", "danger:forest")


def test_the_hint_names_the_red_road_it_pays_for(script, info) -> None:
    s = script(markers=(0, 0, 1, 0))  # the forest road from A to place 1 is red, and still the best way
    advice = hint(info, s.state)
    assert advice.action == Action("move", ("1",))
    assert "Its forest road is red: it costs 1 LP" in advice.reason
    assert "danger:forest" in advice.points_at


def test_the_hint_takes_scrolls_home(script, info) -> None:
    s = script()
    s.place(0, "Ekby")
    s.state.champions[0].rings = {"red": 2, "yellow": 2, "green": 2, "blue": 1}  # nothing to buy first
    for stars in (1, 2):
        s.give(0, s.card_of("scroll", formula=1, stars=stars))
    advice = hint(info, s.state)
    assert advice.action == Action("move", ("A",))
    assert advice.reason.startswith("Take your 2 scrolls home to A: laid down there, nobody can take them.")


def test_the_hint_heals_a_champion_low_on_lp(script, info) -> None:
    s = script()
    s.state.champions[0].life = 5
    advice = hint(info, s.state)
    assert advice.action == Action("move", ("Ekby",))
    assert advice.reason == "With only 5 LP, heal first: at Ekby an LP costs 2 GM, and arriving brings gold."


def test_the_hint_at_a_chest_says_the_chance_of_the_card_and_the_lp_at_stake(script, info) -> None:
    s = script()
    s.act("move", "1")
    advice = hint(info, s.state)
    assert advice.action.kind == "search"
    assert advice.reason.startswith("Face the trial: with your rings and weapons you win the card ")
    assert advice.reason.endswith("% of the time; a failure costs 1–3 LP.")


def test_the_hint_passes_an_empty_chest_and_one_that_could_kill(script, info) -> None:
    s = script()
    s.state.piles["tower"] += s.state.piles["1"]
    s.state.piles["1"] = []
    s.give(0, s.card_of("flask", value=3))  # a flask to drink: passing is not the only move
    s.state.champions[0].life = 10
    s.act("move", "1")
    assert hint(info, s.state).reason == "Pass: this chest is empty."
    s = script()
    s.place(0, "Mossby")
    s.state.champions[0].life = 6
    s.state.champions[0].gold = 0
    s.act("move", "5")  # a failure at place 5 costs 2-7 LP
    advice = hint(info, s.state)
    assert advice.action.kind == "skip"
    assert advice.reason == "Pass: a failure here can cost 7 LP, and you have 6: it could put you out of the game."


def test_the_hint_spends_rings_when_they_turn_a_fight(script, info) -> None:
    s = script()
    s.act("move", "1")
    s.act("search")
    s.roll(2)  # combat
    s.roll(9)  # strength 9
    advice = hint(info, s.state)
    assert advice.action.kind == "rings" and advice.action.args[0] > 0
    assert "your chance of reaching strength 9 rises from" in advice.reason


def test_the_hint_rerolls_toward_the_score_it_needs(script, info) -> None:
    s = script()
    s.act("move", "1")
    s.act("search")
    s.roll(2)
    s.roll(9)
    s.act("rings", 0)
    s.throw(N3, N3, P1)  # 3 + 3 - 1 = 5 of the 9 needed: keep the numerals, throw the pip
    advice = hint(info, s.state)
    assert advice.action == Action("reroll", (0b100,))
    assert advice.reason.startswith("Re-roll die 3: you need a dice score of 9 and have 5")


def test_the_hint_attacks_a_weak_rival_and_points_at_them(script, info) -> None:
    s = script()
    s.place(1, "Ekby")
    s.state.champions[1].life = 4
    s.give(1, s.card_of("flask", value=3))
    s.act("move", "Ekby")
    advice = hint(info, s.state)
    assert advice.action == Action("attack", (1,))
    name = s.state.view(0)["champions"][1]["name"]
    assert advice.reason.startswith(f"Attack {name}: below 5 LP a champion loses at once")
    assert advice.points_at == ("champion:1",)


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_the_hint_speaks_the_clients_language(script, info, code: str) -> None:
    s = script()
    s.state.champions[0].life = 5
    english = hint(info, s.state).reason
    try:
        set_language(code)
        said = hint(info, s.state).reason
    finally:
        set_language("en")
    assert said != english and "Ekby" in said and "5" in said
