"""Narrespillet on the protocol's second edition: the words of a move name the players and the Demons for every
reader, the turn flow's tables cover every task and decision, and the table's refusals come from the view."""

from __future__ import annotations

from game.engine.state import Action
from game.engine.tasks import subclasses
from game.games.narrespillet.refusals import placement_targets
from game.games.narrespillet.state import ANSWER, LEGAL
from game.games.narrespillet.tasks import Decide, NarreTask
from game.games.narrespillet.turn_flow import CARRY_OUT
from tests.games.narrespillet.helpers import C, act, cards, deal, trump

NAMES = ("Kana", "Irmgard", "Lucas")


def test_the_words_of_a_move_name_the_player_for_every_reader(info):
    s = deal(info, 3, {0: ["hanged"]})
    s.seat_names = NAMES
    hanged = trump("hanged", 1)
    lines = {s.describe(hanged, viewer) for viewer in (None, 0, 1, 2)}
    assert lines == {"Kana plays The Hanged Man on Irmgard"}


def test_the_demons_are_named_by_the_engine(info):
    s = deal(info, 3, {1: ["demons"], 0: ["tower"]})
    s.seat_names = NAMES
    act(s, Action("discard", (s.table.hand[0][1],)))
    act(s, trump("demons"))
    act(s, Action("discard", (s.table.hand[2][0],)))
    act(s, Action("discard", (s.table.hand[0][0],)))
    discard = Action("discard", (s.table.hand[s.demons][0],))
    assert s.describe(discard, 2).startswith("Irmgard for the Demons: discards ")
    assert s.view(0)["pending"]["text"] == "Irmgard's turn for the Demons"
    assert [e["name"] for e in s.view(None)["entities"]] == [*NAMES, "the Demons"]


def test_a_shuffle_names_who_shuffles_and_never_its_order(info):
    s = info.new_state(3, info.resolve({}))
    s.seat_names = NAMES
    s.apply(Action("dealer", (1,)))
    shuffle = Action("shuffle", tuple(range(78)))
    assert s.describe(shuffle, 0) == s.describe(shuffle, None) == "Irmgard shuffles and deals"


def test_every_task_and_decision_has_its_handler():
    assert CARRY_OUT.kinds() == frozenset(subclasses(NarreTask))
    assert set(LEGAL) == set(ANSWER) == set(Decide)


def test_a_refused_placement_is_explained_from_the_movers_view(info):
    s = deal(info, 3, {0: ["5 Cu", "6 Cu", "Q Cu"]})
    view = s.view(0)
    kroam = bool(s.options["kroam"])
    targets = placement_targets(view, info.data, kroam, s.legal_actions(), tuple(cards("5 Cu", "Q Cu")))
    assert "court" in targets[2]
    targets = placement_targets(view, info.data, kroam, s.legal_actions(), (C("5 Cu"),))
    assert targets[2] == "" and "another house" in targets[0]
