"""One stacked-deck scenario per trump: three players, seat 2 deals, so seat 0 moves first."""

import pytest

from game.engine.errors import IllegalAction
from game.engine.state import Action
from game.games.narrespillet.placements import rank_key

from .helpers import C, act, cards, deal, place, trump

SW, ST, CU, CO = range(4)


def kinds(state):
    return [a.kind for a in state.legal_actions()]


# ----- the Fool ---------------------------------------------------------------------------------------------
def test_fool_steals_a_placement_and_the_victims_field_opens(info):
    s = deal(info, 3, {0: ["5 Cu"], 1: ["fool"]})
    s.apply(place(CU, cards("5 Cu")))
    assert s.ask[:2] == ("fool", 1)
    assert Action("steal", (1,)) in s.legal_actions()
    s.apply(Action("steal", (1,)))
    assert s.table.fields[0][CU] is None and s.table.fields[1][CU].cards == (C("5 Cu"),)
    assert C("fool") in s.table.discard
    assert s.ask[:2] == ("turn", 1)                       # the window closed; seat 1's own turn follows
    assert len(s.table.hand[1]) == 5                          # Decision: the Fool player draws at their turn's end
    act(s, Action("discard", (s.table.hand[1][0],)))
    assert len(s.table.hand[1]) == 6


def test_fool_window_asks_every_other_seat_holder_or_not(info):
    s = deal(info, 3, {0: ["5 Cu"], 2: ["fool"]})
    s.apply(place(CU, cards("5 Cu")))
    assert s.ask[:2] == ("fool", 1) and s.legal_actions() == [Action("pass")]
    assert s.view(2)["pending"] == s.view(0)["pending"] and s.view(2)["pending"]["kind"] == "fool"
    s.apply(Action("pass"))
    assert s.ask[:2] == ("fool", 2) and Action("steal", (2,)) in s.legal_actions()
    s.apply(Action("pass"))
    assert s.ask[:2] == ("turn", 1) and s.table.fields[0][CU] is not None


def test_fool_cannot_steal_an_ace_placement_or_the_world(info):
    s = deal(info, 3, {0: ["5 Cu", "A Cu"], 1: ["fool", "world"]})
    s.apply(place(CU, cards("5 Cu", "A Cu")))
    assert s.ask[:2] == ("turn", 1)                       # no window at all
    s.apply(place(SW, cards("world")))
    assert s.ask[:2] == ("turn", 2)


def test_fool_stealer_must_be_free_on_the_battlefield(info):
    s = deal(info, 3, {0: ["5 Cu"], 1: ["fool", "6 Cu"], 2: ["7 Cu"]})
    act(s, Action("discard", (s.table.hand[0][-1],)))
    act(s, place(CU, cards("6 Cu")))
    act(s, place(CU, cards("7 Cu")))
    s.apply(place(CU, cards("5 Cu")))
    assert s.ask[0] == "turn"                             # nobody is free on Cups: no window is needed


# ----- the Magician -----------------------------------------------------------------------------------------
def test_magician_transforms_a_card_and_loses_equal_sums(info):
    s = deal(info, 3, {0: ["magician", "5 Cu", "6 Sw"], 1: ["5 Co", "6 Co"], 2: ["6 Cu", "5 St"]})
    act(s, place(CU, cards("5 Cu", "6 Sw", "magician"), t=C("6 Sw")))
    mine = s.table.fields[0][CU]
    assert mine.total == 11 and mine.transformed == C("6 Sw") and C("magician") in s.table.discard
    act(s, Action("discard", (C("5 Co"),)))
    act(s, place(CU, cards("6 Cu"), ))
    plain = s.table.fields[2][CU]
    from game.games.narrespillet.placements import make_placement
    eleven = make_placement(info.data, s.trumps, "number", tuple(cards("5 Cu", "6 Cu")), (CU,), -1, 99)
    assert rank_key(eleven) > rank_key(mine)              # equal sums: the transformed placement loses
    assert rank_key(mine) > rank_key(plain)


def test_magician_must_transform_a_card_of_another_house(info):
    s = deal(info, 3, {0: ["magician", "5 Cu", "Kn Cu", "A Sw"]})
    assert place(CU, cards("5 Cu", "magician"), t=C("5 Cu")) not in s.legal_actions()
    assert "another house" in s.placement_error(0, (CU,), C("5 Cu"), tuple(cards("5 Cu", "magician")))
    assert place(CU, cards("Kn Cu", "A Sw", "magician"), t=C("A Sw")) in s.legal_actions()


# ----- the High Priestess and the Hierophant --------------------------------------------------------------
@pytest.mark.parametrize("extra", [True, False])
def test_priestess_private_look_and_extra_turn(info, extra):
    s = deal(info, 3, {0: ["priestess"], 1: ["K Co", "Q St"]}, options={"priestess_extra_turn": extra})
    act(s, trump("priestess", 1))
    assert s.view(0)["looks"][0] == {"target": 1, "cards": sorted(s.table.hand[1])}
    assert s.view(0)["entities"][1]["known_cards"] == sorted(s.table.hand[1])
    assert s.view(2)["entities"][1]["known_cards"] == [] and s.view(2)["looks"] == []
    assert s.ask[:2] == (("turn", 0) if extra else ("turn", 1))


@pytest.mark.parametrize("extra", [True, False])
def test_hierophant_public_reveal_and_extra_turn(info, extra):
    s = deal(info, 3, {0: ["hierophant"], 1: ["fool"], 2: ["5 Cu"]}, options={"hierophant_extra_turn": extra})
    act(s, trump("hierophant", 5))
    for seat in (0, 2):
        assert s.view(seat)["entities"][1]["known_cards"] == [C("fool")]
    assert s.ask[:2] == (("turn", 0) if extra else ("turn", 1))
    assert C("fool") in s.table.not_in[2] and C("fool") not in s.table.not_in[1]   # nobody else holds it


# ----- Emperor, Empress, Lovers -----------------------------------------------------------------------------
def test_imperial_pair_on_two_battlefields_and_the_tower_takes_both(info):
    s = deal(info, 3, {0: ["emperor", "empress"], 1: ["tower"]})
    act(s, place(SW, cards("emperor", "empress"), h2=CU))
    assert s.table.fields[0][SW] is s.table.fields[0][CU] and s.table.fields[0][SW].kind == "imperial"
    act(s, trump("tower", 0, SW))
    assert s.table.fields[0][SW] is None and s.table.fields[0][CU] is None
    assert {C("emperor"), C("empress")} <= set(s.table.discard)


def test_lovers_make_illegitimate_pairs(info):
    s = deal(info, 3, {0: ["lovers", "Q St", "emperor", "K St"]})
    legal = s.legal_actions()
    assert place(ST, cards("lovers", "Q St")) in legal
    assert place(SW, cards("lovers", "emperor"), h2=CO) in legal
    assert place(ST, cards("Q St")) not in legal and place(ST, cards("K St")) not in legal
    act(s, place(ST, cards("lovers", "K St")))
    assert s.table.fields[0][ST].kind == "illegitimate"


# ----- the Chariot ------------------------------------------------------------------------------------------
def test_chariot_holds_cards_open_and_places_them_later(info):
    s = deal(info, 3, {0: ["chariot", "5 Cu", "6 Sw", "7 Cu"]})
    act(s, trump("chariot", *sorted(cards("5 Cu", "6 Sw"))))
    assert sorted(s.table.chariot[0]) == sorted(cards("5 Cu", "6 Sw")) and len(s.table.hand[0]) == 6
    assert s.view(1)["entities"][0]["chariot"] == s.table.chariot[0]
    act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, place(CU, cards("5 Cu", "7 Cu")))              # the Chariot's content with a card from hand
    assert s.table.chariot[0] is None and C("6 Sw") in s.table.discard and C("chariot") in s.table.discard
    assert s.table.fields[0][CU].total == 12


def test_chariot_load_and_scrap_and_no_trumps_from_it(info):
    s = deal(info, 3, {0: ["chariot", "tower", "5 Cu"], 1: ["5 St"]})
    act(s, trump("chariot", C("tower")))
    act(s, place(ST, cards("5 St")))
    act(s, Action("discard", (s.table.hand[2][0],)))
    assert not any(a.kind == "trump" and a.args[0] == C("tower") for a in s.legal_actions())
    act(s, Action("load", (C("5 Cu"),)))
    assert sorted(s.table.chariot[0]) == sorted(cards("tower", "5 Cu"))
    act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, Action("scrap"))
    assert s.table.chariot[0] is None and {C("tower"), C("5 Cu"), C("chariot")} <= set(s.table.discard)


# ----- Justice ----------------------------------------------------------------------------------------------
def test_justice_lays_six_open_cards_for_everyone(info):
    draws = ["9 Cu", "2 Co", "3 Co", "4 Co", "5 Co", "6 Co", "9 St", "7 Co", "8 Cu"]
    s = deal(info, 3, {0: ["justice"], 1: ["8 Co"]}, draws=draws)
    act(s, trump("justice"))
    assert sorted(s.table.justice) == sorted(cards(*draws[:6]))
    assert s.ask[:2] == ("justice_extra", 0)
    act(s, Action("no_extra"))
    assert Action("discard", (C("2 Co"),)) not in s.legal_actions()   # Decision: not as a discard
    act(s, place(CO, cards("8 Co", "2 Co", "3 Co")))
    assert C("9 St") in s.table.hand[0]                       # seat 0 drew after its turn
    assert {C("7 Co"), C("8 Cu")} <= set(s.table.justice)    # replaced from the deck before seat 1 draws
    assert len(s.table.justice) == 6 and len(s.table.hand[1]) == 6


def test_justice_extra_turn_can_be_taken(info):
    s = deal(info, 3, {0: ["justice"]})
    act(s, trump("justice"))
    act(s, Action("extra"))
    assert s.ask[:3] == ("turn", 0, 0)


# ----- the Hermit -------------------------------------------------------------------------------------------
def test_hermit_gives_three_extra_turns_at_turn_boundaries(info):
    s = deal(info, 3, {0: ["hermit"]})
    act(s, trump("hermit"), keep=("hermit",))
    assert s.ask[:2] == ("hermit", 0) and s.view(1)["hermit"] == {"entity": 0, "turns_left": 3}
    act(s, Action("wait"))
    assert s.ask[:2] == ("turn", 1)
    act(s, Action("discard", (s.table.hand[1][0],)), keep=("hermit",))
    act(s, Action("hermit"))                              # outside the normal order
    assert s.ask[:2] == ("turn", 0)
    act(s, Action("discard", (s.table.hand[0][0],)), keep=("hermit",))
    act(s, Action("hermit"))
    act(s, Action("discard", (s.table.hand[0][0],)), keep=("hermit",))
    act(s, Action("hermit"))
    assert C("hermit") in s.table.discard and s.table.hermit is None
    act(s, Action("discard", (s.table.hand[0][0],)))
    assert s.ask[:2] == ("turn", 2)                       # the normal order resumes after seat 1


# ----- the Wheel of Fortune ---------------------------------------------------------------------------------
def test_wheel_draws_then_discards_down_to_the_limit(info):
    s = deal(info, 3, {0: ["wheel"]}, draws=["K Co", "Q Co", "Kn Co"])
    act(s, trump("wheel", 3))
    assert len(s.table.hand[0]) == 8 and s.ask[0] == "wheel_discard"
    act(s, Action("discard", (C("K Co"),)))
    act(s, Action("discard", (C("Q Co"),)))
    assert len(s.table.hand[0]) == 6 and s.ask[:2] == ("turn", 1)


def test_wheel_from_justice_counts_the_replacement(info):
    s = deal(info, 3, {0: ["justice"]}, draws=["wheel"])
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    wheels = [a.args[1] for a in s.legal_actions() if a.kind == "trump" and a.args[0] == C("wheel")]
    assert max(wheels) == 4


# ----- Strength ---------------------------------------------------------------------------------------------
def test_strength_closed_card(info):
    s = deal(info, 3, {0: ["strength"]})
    act(s, trump("strength", 0))
    assert len(s.table.hand[0]) == 7 and s.table.opens[0] == []


def test_strength_open_cards_are_seen_and_replaced_open(info):
    s = deal(info, 3, {0: ["strength"]}, draws=["2 Cu", "5 Co", "6 Co"])
    act(s, trump("strength", 1))
    assert len(s.table.hand[0]) == 6 and s.table.opens[0] == cards("5 Co", "6 Co")
    assert s.view(1)["entities"][0]["open_cards"] == cards("5 Co", "6 Co")
    act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, place(CO, cards("5 Co")))
    assert len(s.table.opens[0]) == 2 and len(s.table.hand[0]) == 6


# ----- the Hanged Man, Death, Temperance --------------------------------------------------------------------
def test_hanged_man_empties_a_hand_and_chariot(info):
    s = deal(info, 3, {0: ["hanged"], 1: ["chariot"]})
    act(s, Action("discard", (s.table.hand[0][-1],)))
    act(s, trump("chariot", s.table.hand[1][-1]))
    old = list(s.table.hand[1])
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, trump("hanged", 1))
    assert set(old) <= set(s.table.discard) and s.table.chariot[1] is None and len(s.table.hand[1]) == 6
    assert not set(old) & set(s.table.hand[1])


def test_death_discards_the_deck_and_stops_drawing(info):
    s = deal(info, 3, {0: ["death"], 2: ["temperance"]})
    act(s, Action("discard", (s.table.hand[0][-1],)))
    act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, trump("temperance", CU))
    act(s, trump("death"))
    assert s.table.deck == [] and s.table.death and s.table.temperance is None
    act(s, Action("discard", (s.table.hand[1][0],)))
    assert len(s.table.hand[1]) == 5 and s.ask[0] == "turn"   # no draw and no vote after Death


def test_temperance_blocks_placing_but_not_forfeit_or_judgement(info):
    s = deal(info, 3, {0: ["temperance"], 1: ["5 Sw", "judgement"]})
    act(s, trump("temperance", SW))
    legal = s.legal_actions()
    assert not any(a.kind == "place" and SW in a.args[:2] for a in legal)
    assert Action("forfeit", (SW,)) in legal and trump("judgement", 0, SW) in legal
    assert "Temperance" in s.placement_error(1, (SW,), -1, (C("5 Sw"),))
    act(s, Action("discard", (C("5 Sw"),)))
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, Action("untemper"))
    assert s.table.temperance is None and C("temperance") in s.table.discard


# ----- the Demons ---------------------------------------------------------------------------------------------
def test_demons_are_an_open_extra_seat_before_their_owner(info):
    s = deal(info, 3, {1: ["demons"], 0: ["fool"]})
    act(s, Action("discard", (s.table.hand[0][1],)))
    act(s, trump("demons"))
    d = s.demons
    assert s.turn_cycle() == [0, d, 1, 2] and len(s.table.hand[d]) == 6
    assert s.view(2)["entities"][3]["hand"] == sorted(s.table.hand[d])
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, Action("discard", (s.table.hand[0][1],)))
    assert s.ask[:3] == ("turn", 1, d)                    # the owner decides for the Demons
    number = next(c for c in s.table.hand[d] if c < 56 and c % 14 not in (0, 10, 11, 12, 13))
    s.apply(place(number // 14, [number]))
    # The Fool may steal from the Demons, but not their owner from their own Demons.
    assert s.ask[:2] == ("fool", 2)
    s.apply(Action("pass"))
    assert s.ask[:2] == ("fool", 0) and Action("steal", (0,)) in s.legal_actions()


def test_demons_victories_go_to_their_owner(info):
    s = deal(info, 2, {0: ["demons"], 1: []}, dealer=1)
    act(s, trump("demons"))
    d = s.demons
    # Everybody forfeits; the Demons place one number card and win that house for seat 0.
    while not s.is_terminal() and s.round == 1:
        e = s.ask[2]
        open_ = [h for h in range(4) if s.table.fields[e][h] is None]
        number = [c for c in s.table.hand[d] if c < 56 and c % 14 < 10 and c // 14 in open_]
        if e == d and number:
            act(s, place(number[0] // 14, [number[0]]))
        else:
            act(s, Action("forfeit", (open_[0],)))
    won = [h["house"] for h in s.summaries[0] if h["entity"] == d]
    assert won and all(s.summaries[0][h]["winner"] == 0 for h in won)


def test_justice_takes_the_demons_cards(info):
    s = deal(info, 3, {0: ["demons"], 1: ["justice"]})
    act(s, trump("demons"))
    demons_hand = sorted(s.table.hand[s.demons])
    act(s, trump("justice"))
    assert sorted(s.table.justice) == demons_hand and s.table.demons_handless and s.ask[:2] == ("turn", 2)


def test_demons_take_the_justice_cards(info):
    s = deal(info, 3, {0: ["justice"], 1: ["demons"]})
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    row = sorted(s.table.justice)
    act(s, trump("demons"))
    assert sorted(s.table.hand[s.demons]) == row and s.table.justice == []


# ----- the Tower, the calls, Judgement, the World -----------------------------------------------------------
def test_tower_cannot_remove_the_world_a_forfeit_or_a_done_players_placement(info):
    s = deal(info, 3, {0: ["world"], 1: ["judgement"], 2: ["tower"]})
    act(s, place(SW, cards("world")))
    act(s, trump("judgement", 0, CU))
    towers = [a for a in s.legal_actions() if a.kind == "trump" and a.args[0] == C("tower")]
    assert towers == []
    with pytest.raises(IllegalAction):
        s.apply(trump("tower", 0, SW))


def test_star_calls_a_trump_from_another_hand(info):
    s = deal(info, 3, {0: ["star"], 2: ["tower"]})
    act(s, trump("star"))
    assert s.ask[0] == "call" and Action("call", (C("fool"),)) not in s.legal_actions()
    act(s, Action("call", (C("tower"),)))
    assert C("tower") in s.table.hand[0] and len(s.table.hand[2]) == 6   # the giver draws a replacement at once
    assert s.view(1)["entities"][0]["known_cards"] == [C("tower")]


@pytest.mark.parametrize("which,attempts", [("star", 3), ("moon", 2), ("sun", 1)])
def test_calls_have_their_attempts_then_the_caller_draws(info, which, attempts):
    s = deal(info, 3, {0: [which]})
    act(s, trump(which))
    deck_cards = [c for c in reversed(s.table.deck) if c < 56][:attempts]
    for card in deck_cards:
        assert s.ask[0] == "call"
        act(s, Action("call", (card,)))
    assert s.ask[:2] == ("turn", 1) and len(s.table.hand[0]) == 6
    assert all(c in s.table.not_in[1] for c in deck_cards)


def test_moon_and_sun_call_only_house_cards(info):
    s = deal(info, 3, {0: ["moon"]})
    act(s, trump("moon"))
    assert all(a.args[0] < 56 for a in s.legal_actions())


def test_judgement_forfeits_another_players_open_field(info):
    s = deal(info, 3, {0: ["judgement"]})
    act(s, trump("judgement", 2, ST))
    f = s.table.fields[2][ST]
    assert f.kind == "forfeit" and f.judgement and C("judgement") in f.cards


def test_world_wins_an_untouched_house_and_everyone_else_forfeits(info):
    s = deal(info, 3, {0: ["5 Cu"], 1: ["world"]})
    act(s, place(CU, cards("5 Cu")))
    assert place(CU, cards("world")) not in s.legal_actions()
    act(s, place(SW, cards("world")))
    assert s.table.fields[0][SW].kind == "forfeit" and s.table.fields[2][SW].kind == "forfeit"


def test_resample_keeps_what_failed_calls_revealed(info):
    import random

    s = deal(info, 3, {0: ["sun"]})
    act(s, trump("sun"))
    card = next(c for c in reversed(s.table.deck) if c < 56)
    act(s, Action("call", (card,)))
    for k in range(30):
        other = s.resample(0, random.Random(k))
        assert card not in other.table.hand[1] and card not in other.table.hand[2]
        assert other.view(0) == s.view(0)
