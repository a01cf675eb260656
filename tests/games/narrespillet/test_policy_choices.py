"""The rule-based player (easy, and the search's playouts) in built positions: when the Fool is worth playing,
and the Tower that wins a house after Death."""

import random

from game.ai.base import decision_for
from game.engine.state import Action
from game.games.narrespillet.ai import RuleBot
from game.games.narrespillet.playout import step
from game.games.narrespillet.policy import playout_policy
from game.games.narrespillet.quick_choice import turn_choice

from .helpers import C, act, cards, deal, place, trump

CU = 2


def fool_window_after_cups(info, thief_hand: list[str], rival_couple: bool = False):
    """Three players; seat 0 places 5, 6 and 7 of Cups (a number placement of 18) and seat 1, holding the Fool,
    is asked whether to steal it. With rival_couple, seat 2 has placed the Royal couple of Cups before."""
    hands = {0: ["5 Cu", "6 Cu", "7 Cu"], 1: ["fool", *thief_hand]}
    if rival_couple:
        hands[2] = ["Q Cu", "K Cu"]
        s = deal(info, 3, hands)
        act(s, Action("discard", (s.table.hand[0][-1],)))
        act(s, Action("discard", (s.table.hand[1][-1],)))
        act(s, place(CU, cards("Q Cu", "K Cu")))
    else:
        s = deal(info, 3, hands)
    s.apply(place(CU, cards("5 Cu", "6 Cu", "7 Cu")))
    assert s.ask.kind == "fool" and s.current_player() == 1
    return s


def test_the_rule_based_player_steals_a_placement_that_leads_and_that_it_cannot_beat(info):
    s = fool_window_after_cups(info, ["3 Co"])
    assert RuleBot().choose(decision_for(s, 1, random.Random(1))) == Action("steal", (1,))
    assert playout_policy(s, s.legal_actions(), random.Random(1)) == Action("steal", (1,))


def test_the_fool_is_not_played_against_ones_own_royal_couple(info):
    """With the Queen and King of Cups in hand, stealing the 18 of Cups would fill the battlefield that the
    Royal couple wins anyway, and cost the Fool."""
    s = fool_window_after_cups(info, ["Q Cu", "K Cu"])
    assert RuleBot().choose(decision_for(s, 1, random.Random(1))) == Action("pass")
    assert playout_policy(s, s.legal_actions(), random.Random(1)) == Action("pass")
    step(s, random.Random(1))  # the playouts' own step answers the same way
    assert s.table.fields[0][CU] is not None and s.table.fields[1][CU] is None and C("fool") in s.table.hand[1]


def test_the_fool_is_not_played_on_a_placement_another_player_beats(info):
    s = fool_window_after_cups(info, ["3 Co"], rival_couple=True)
    assert RuleBot().choose(decision_for(s, 1, random.Random(1))) == Action("pass")
    assert playout_policy(s, s.legal_actions(), random.Random(1)) == Action("pass")


def after_death(info, second_rival: bool = False):
    """Three players: seat 0 has 8 and 7 of Cups (15) on Cups and the Tower in hand, seat 1 the 10 and 9 of
    Cups (19), and seat 2 plays Death; seat 0 is to move with nothing left to draw. With second_rival, seat 2
    has placed the Royal couple of Cups first, which beats both."""
    hands = {0: ["tower", "8 Cu", "7 Cu"], 1: ["10 Cu", "9 Cu"], 2: ["death", "Q Cu", "K Cu"]}
    s = deal(info, 3, hands)
    act(s, place(CU, cards("8 Cu", "7 Cu")))
    act(s, place(CU, cards("10 Cu", "9 Cu")))
    if second_rival:
        act(s, place(CU, cards("Q Cu", "K Cu")))
        act(s, Action("discard", (s.table.hand[0][0],)))
        act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, trump("death"))
    assert s.table.deck == [] and s.current_player() == 0 and s.ask.kind == "turn"
    return s


def test_the_tower_that_wins_a_house_after_death_is_played(info):
    s = after_death(info)
    tower = trump("tower", 1, CU)
    assert RuleBot().choose(decision_for(s, 0, random.Random(1))) == tower
    kind, args = turn_choice(s, 0, random.Random(1))
    assert Action(kind, args) == tower


def test_the_tower_is_not_played_when_another_placement_still_beats_mine(info):
    """Seat 2's Royal couple beats seat 0's 15 too: removing seat 1's 19 would not win Cups."""
    s = after_death(info, second_rival=True)
    choice = RuleBot().choose(decision_for(s, 0, random.Random(1)))
    assert not (choice.kind == "trump" and choice.args[0] == C("tower") and choice.args[2] == CU)
    kind, args = turn_choice(s, 0, random.Random(1))
    assert not (kind == "trump" and args[0] == C("tower") and args[2] == CU)
