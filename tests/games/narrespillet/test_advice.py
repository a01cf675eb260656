"""Narrespillet's hints: the hard AI's search within the hint's time, a legal move with a reason, and reasons that
name the house a placement leads and whom it beats, what a trump does there and why a card goes."""

import random
import time

from game.ai import bot_for
from game.engine.advice import HINT_SECONDS
from game.engine.bots import decision_for
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import Action
from game.games.narrespillet import advice
from game.games.narrespillet.ai import LEVELS, make_search
from game.games.narrespillet.reasons import reason
from game.games.narrespillet.valuation import rules
from game.i18n import set_language
from game.session.session import TableSession

from .helpers import C, act, cards, deal, place, trump


def said(state, seat, action):
    return reason(state.view(seat), seat, action, rules(), state.legal_actions())


def positions(info, seed, every=4, most=8):
    """Positions of a seeded one-round game of easy AIs where a seat has a choice: (state copy, seat)."""
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(3)]
    match = Match(info, {"rounds": 1}, seats, seed)
    session = TableSession(match, lambda seat: None, words=False, bots=[bot_for(info, s) for s in seats])
    found, choices = [], 0
    while not session.is_over() and len(found) < most:
        seat = session.to_act()
        if seat >= 0 and len(session.legal()) > 1:
            choices += 1
            if choices % every == 0:
                found.append((match.state.clone(), seat))
        session.advance()
    return found


def test_the_game_offers_hints(info):
    assert info.advise is advice.advise


def test_a_hint_is_a_legal_move_with_a_reason_in_time(info):
    for state, seat in positions(info, 3):
        decision = decision_for(state.clone(), seat, random.Random(1))
        started = time.perf_counter()
        hint = advice.advise(decision)
        took = time.perf_counter() - started
        assert hint.action in decision.legal
        assert hint.reason and hint.reason[0].isupper() and hint.reason.endswith(".")
        assert all(part.split(":")[0] in ("field", "hand", "deck", "discard", "justice") for part in hint.points_at)
        assert took < 1.0  # the hard level alone thinks a whole second (and a late worker adds at most 0.35 s)


def test_the_hint_is_the_hard_search_given_the_hint_time(info, monkeypatch):
    made = []

    def spy(**settings):
        made.append(settings)
        return make_search(**settings)

    monkeypatch.setattr(advice, "make_search", spy)
    state = deal(info, 3, {0: ["5 Cu", "6 Cu", "7 Cu", "Q Sw", "K Sw"]})
    hint = advice.advise(decision_for(state, 0, random.Random(2)))
    hard = LEVELS["hard"]
    (settings,) = made
    assert settings.pop("seconds") <= HINT_SECONDS - advice.AFTER_SEARCH  # less what building the view took
    assert settings == {"paired": hard.paired, "whole_round": hard.whole_round, "race": hard.race}
    assert hint.action in state.legal_actions()


def test_a_forced_move_needs_no_search(info, monkeypatch):
    monkeypatch.setattr(advice, "make_search", None)  # calling it would fail
    state = deal(info, 3, {0: ["5 Cu", "6 Cu"]})
    act(state, place(2, cards("5 Cu", "6 Cu")))  # nobody can steal it (no Fool window): player 2's turn
    decision = decision_for(state, 1, random.Random(1))
    decision.legal = decision.legal[:1]
    assert advice.advise(decision).action == decision.legal[0]


def test_a_placement_names_the_house_and_the_placement_it_beats(info):
    state = deal(info, 3, {0: ["5 Cu", "6 Cu"], 1: ["Q Cu", "K Cu"]})
    act(state, place(2, cards("5 Cu", "6 Cu")))
    words, points = said(state, 1, place(2, cards("Q Cu", "K Cu")))
    assert words.startswith("Place Queen, King of Cups on Cups: your royal couple beats Player 1's sum of 11")
    assert "Only 2 kinds of placement rank above it." in words
    assert points == ("field:0:2",)


def test_a_placement_on_an_empty_house_and_one_that_does_not_lead(info):
    state = deal(info, 3, {0: ["Q Cu", "K Cu"], 1: ["2 Cu", "A St", "2 St"], 2: ["fool"]})
    act(state, place(2, cards("Q Cu", "K Cu")))
    words, points = said(state, 1, place(2, cards("2 Cu")))
    assert words.startswith("Place 2 of Cups on Cups: Player 1's royal couple still leads Cups")
    assert points == ("field:0:2",)
    words, points = said(state, 1, place(1, cards("A St", "2 St")))
    assert words == ("Place 1, 2 of Staves on Staves: your sum of 3 leads Staves, where nobody else has placed yet. "
                     "The Ace in it keeps it safe from the Fool.")
    assert points == ()


def test_the_tower_says_whose_placement_it_removes_and_what_then_leads(info):
    state = deal(info, 3, {0: ["8 Co", "9 Co", "10 Co"], 1: ["5 Co", "6 Co"], 2: ["tower"]})
    act(state, place(3, cards("8 Co", "9 Co", "10 Co")))
    act(state, place(3, cards("5 Co", "6 Co")))
    words, points = said(state, 2, trump("tower", 0, 3))
    assert words == "Play The Tower on Player 1's Coins: it removes Player 1's sum of 27, the best on Coins."
    assert points == ("field:0:3",)


def test_discards_and_forfeits_say_why(info):
    state = deal(info, 3, {0: ["5 Cu", "6 Cu", "2 Cu", "Q Sw"], 1: ["K Co", "Q Co"]})
    act(state, place(2, cards("5 Cu", "6 Cu")))
    act(state, place(3, cards("K Co", "Q Co")))
    act(state, Action("discard", (C("3 St"),)))  # player 3's plain card
    words, _points = said(state, 0, Action("discard", (C("2 Cu"),)))
    assert words == ("Discard the 2 of Cups and draw a new card: you have already placed on Cups, so it is no use "
                     "to you.")
    words, _points = said(state, 0, Action("discard", (C("Q Sw"),)))
    assert words.endswith("it is placed only with the King of Swords or the Lovers, and you hold neither.")
    words, points = said(state, 0, Action("forfeit", (3,)))
    assert words == "Forfeit Coins: you hold no Coins cards, and Player 2's royal couple leads it."
    assert points == ("field:1:3",)


def test_the_fool_says_whose_placement_it_takes(info):
    state = deal(info, 3, {0: ["7 Cu", "8 Cu", "9 Cu"], 1: ["fool"]})
    state.apply(place(2, cards("7 Cu", "8 Cu", "9 Cu")))
    assert state.ask.kind == "fool" and state.ask.seat == 1
    words, points = said(state, 1, Action("steal", (1,)))
    assert words == "Play the Fool: Player 1's sum of 24 on Cups becomes yours. It leads there."
    assert points == ("field:0:2",)
    words, _points = said(state, 1, Action("pass"))
    assert words.startswith("Keep the Fool: Player 1's sum of 24 is not worth it")


def test_reasons_are_said_in_the_client_language(info):
    state = deal(info, 3, {0: ["5 Cu", "6 Cu"], 1: ["Q Cu", "K Cu"]})
    act(state, place(2, cards("5 Cu", "6 Cu")))
    english, _points = said(state, 1, place(2, cards("Q Cu", "K Cu")))
    try:
        for code in ("sv", "nb"):
            set_language(code)
            words, _points = said(state, 1, place(2, cards("Q Cu", "K Cu")))
            assert not {"Place", "your", "beats", "kinds"} & set(words.split()), words
    finally:
        set_language("en")
