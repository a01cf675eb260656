"""The Decisions taken where the rules are silent (listed in rules_data/narrespillet.yaml)."""

from game.engine.state import Action

from .helpers import C, act, cards, deal, place, trump

SW, ST, CU, CO = range(4)


def test_the_fool_among_the_justice_cards_cannot_react(info):
    s = deal(info, 3, {0: ["justice"], 1: ["5 Cu"]}, draws=["fool"])
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    assert C("fool") in s.table.justice
    s.apply(place(CU, cards("5 Cu")))
    assert s.ask[:2] == ("turn", 2)                       # publicly out of reach: no window


def test_a_stolen_placement_takes_the_time_of_the_theft(info):
    s = deal(info, 3, {0: ["5 Cu"], 1: ["fool"]})
    s.apply(place(CU, cards("5 Cu")))
    before = s.table.fields[0][CU].order
    s.apply(Action("steal", (1,)))
    assert s.table.fields[1][CU].order > before


def test_justice_refills_only_from_the_deck_and_never_calls_the_vote(info):
    s = deal(info, 3, {0: ["justice"], 1: ["2 Co"]})
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    s.table.discard += s.table.deck
    s.table.deck = []
    coin = next(c for c in s.table.justice if c < 56 and c % 14 < 10)
    act(s, Action("discard", (s.table.hand[1][-1],)))
    # Seat 1's own draw asks for the vote; Justice did not ask on its own.
    assert s.ask[:2] == ("vote", 1)
    act(s, Action("vote", (0,)))
    act(s, place(coin // 14, [coin]))
    assert len(s.table.justice) == 5 and s.ask[0] == "turn"


def test_temperance_goes_when_its_player_is_done(info):
    s = deal(info, 2, {0: ["temperance"]}, dealer=1)
    act(s, trump("temperance", SW))
    for h in (SW, ST, CU):
        act(s, Action("forfeit", (h,)))
        act(s, Action("forfeit", (h,)))
    act(s, Action("forfeit", (CO,)))                     # seat 1 is done first
    assert s.table.done[1] and s.table.temperance is not None
    act(s, Action("forfeit", (CO,)))
    assert s.table.done[0] and s.table.temperance is None and C("temperance") in s.table.discard


def test_done_players_cannot_be_targeted(info):
    s = deal(info, 3, {0: ["priestess", "hanged", "star"]})
    for h in (SW, ST, CU, CO):
        act(s, Action("discard", (s.table.hand[0][-1],)))
        act(s, Action("forfeit", (h,)))
        act(s, Action("discard", (s.table.hand[2][-1],)))
    assert s.table.done[1] and s.ask[:2] == ("turn", 0)
    chosen = (C("priestess"), C("hanged"))
    targets = {a.args[1] for a in s.legal_actions() if a.kind == "trump" and a.args[0] in chosen}
    assert 1 not in targets and 2 in targets


def test_the_demons_do_not_vote_and_handless_demons_never_draw(info):
    s = deal(info, 3, {0: ["justice"], 1: ["demons"]}, options={"althea": True})
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    act(s, trump("demons"))
    act(s, Action("discard", (s.table.hand[2][-1],)))
    act(s, Action("discard", (s.table.hand[0][-1],)))
    assert s.ask[2] == s.demons
    act(s, Action("forfeit", (SW,)))
    assert s.table.hand[s.demons] == [] and s.ask[:2] == ("turn", 1)
