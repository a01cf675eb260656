"""The national variants: Malderia, Althéa and Kroam."""

from game.engine.state import Action

from .helpers import C, act, cards, deal, place, trump

SW, ST, CU, CO = range(4)


def test_malderia_knight_of_swords_drives_out_the_demons(info):
    s = deal(info, 3, {0: ["demons"], 1: ["Kn Sw"]}, options={"malderia": True})
    act(s, trump("demons"))
    assert Action("exorcise", (C("Kn Sw"),)) in s.legal_actions()
    demons_hand = list(s.table.hand[s.demons])
    act(s, Action("exorcise", (C("Kn Sw"),)))
    assert not s.table.demons_active and set(demons_hand) <= set(s.table.discard)
    assert {C("Kn Sw"), C("demons")} <= set(s.table.discard) and s.turn_cycle() == [0, 1, 2]
    assert s.invariants() == []


def test_without_malderia_the_knight_is_just_a_knight(info):
    s = deal(info, 3, {0: ["demons"], 1: ["Kn Sw"]})
    act(s, trump("demons"))
    assert not any(a.kind == "exorcise" for a in s.legal_actions())


def test_althea_demons_after_justice_get_no_cards(info):
    s = deal(info, 3, {0: ["justice"], 1: ["demons"]}, options={"althea": True})
    act(s, trump("justice"))
    act(s, Action("no_extra"))
    act(s, trump("demons"))
    assert s.table.demons_handless and s.table.hand[s.demons] == [] and len(s.table.justice) == 6
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, Action("discard", (s.table.hand[0][0],)))
    assert s.ask[2] == s.demons                            # they still take turns, with the Justice cards
    assert any(a.kind == "forfeit" for a in s.legal_actions())


def test_althea_justice_still_takes_the_demons_cards(info):
    s = deal(info, 3, {0: ["demons"], 1: ["justice"]}, options={"althea": True})
    act(s, trump("demons"))
    act(s, trump("justice"))
    assert s.table.demons_handless and len(s.table.justice) == 6


def test_kroam_empress_and_queen_are_a_royal_couple(info):
    hands = {0: ["empress", "Q Cu"]}
    plain = deal(info, 3, hands)
    assert place(CU, cards("empress", "Q Cu")) not in plain.legal_actions()
    s = deal(info, 3, hands, options={"kroam": True})
    act(s, place(CU, cards("empress", "Q Cu")))
    assert s.table.fields[0][CU].kind == "royal"
