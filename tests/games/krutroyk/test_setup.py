"""Roles (written, picked or rolled), the opening duel, and the prologue."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.state import CHANCE, Action
from game.games.krutroyk.phases import CHOOSING, NARRATING, PRESENTING
from tests.games.krutroyk.conftest import act, choose, kinds, pick_roles, sole_winner


def test_the_role_table_has_four_traits_of_six_entries_in_both_languages(info):
    table = info.data.table
    assert table.traits == ("name", "occupation", "personality", "goal")
    for trait in table.traits:
        assert len(table.entries[trait]) == 6
        assert all(e.en and e.nn for e in table.entries[trait])
    assert table.entry("name", 6).nn == "Vesle Timmy" and table.entry("name", 6).en == "Little Timmy"
    assert table.entry("occupation", 3).en == "lawman" and table.entry("occupation", 3).nn == "Lovmann"
    assert table.entry("goal", 3).en == "become the richest in Dodge"


def test_every_player_starts_with_the_starting_dollars_in_the_pocket(new):
    state = new(4)
    assert state.money.pockets == [5] * 4 and state.money.stacks == [0] * 4 and state.money.pot == 0
    assert new(3, starting_dollars=9).money.pockets == [9, 9, 9]


def test_a_rolled_trait_is_a_d6_chance_action(new):
    state = new(2)
    assert state.current_player() == 0 and state.next_trait() == "name"
    act(state, "roll", "name")
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [a.args for a, _ in outcomes] == [(f,) for f in range(1, 7)]
    assert all(abs(p - 1 / 6) < 1e-12 for _, p in outcomes)
    act(state, "d6", 3)
    assert state.roles[0]["name"] == {"text": "Will Kane", "nn": "Will Kane", "entry": 3, "rolled": True}
    assert state.next_trait() == "occupation" and state.current_player() == 0


def test_a_written_trait_is_an_action_carrying_the_text(new):
    state = new(2)
    act(state, "write", "name", "Doc Holliday")
    assert state.roles[0]["name"] == {"text": "Doc Holliday", "entry": None, "rolled": False}
    assert state.text_moves() == ["write"]
    # Only the trait being filled, only real text, only up to the length limit.
    for bad in [Action("write", ("goal", "get rich")), Action("write", ("occupation", "   ")),
                Action("write", ("occupation", "x" * 2001)), Action("write", ("occupation",))]:
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.next_trait() == "occupation"


def test_roles_are_made_seat_by_seat_then_everyone_duels(new):
    state = new(3, distinct_names=False)  # names may repeat here
    for seat in range(3):
        for trait in ("name", "occupation", "personality", "goal"):
            assert state.current_player() == seat and state.next_trait() == trait
            act(state, "pick", trait, 2)
    assert state.phase == CHOOSING and state.duel.kind == "opening"
    assert state.duel.duellists == [0, 1, 2]
    assert state.role_name(1) == "Mildred Fuller (2)"  # same name: the log tells them apart by seat


def test_the_opening_duel_winner_presents_first_and_the_turn_passes_left(new):
    state = new(3)
    pick_roles(state)
    choose(state, sole_winner([0, 1, 2], 1))
    assert state.phase == PRESENTING and state.narrator == 1 and state.situation == "presentation"
    act(state, "narrate", "I was Mildred Fuller, and I robbed the Santa Fe.")
    # The presentation ends with one dollar from pocket to stack; the player on the left goes next.
    assert state.money.stacks == [0, 1, 0] and state.money.pockets == [5, 4, 5]
    assert state.narrator == 2
    act(state, "skip")
    assert state.narrator == 0
    act(state, "skip")
    # Every player has presented and has one dollar in the stack: the main part begins.
    assert state.money.stacks == [1, 1, 1]
    assert state.phase == NARRATING and state.narrator == 1  # Decision: left of the last presenter
    entries = [e for e in state.story if e["kind"] == "narration"]
    assert entries[0]["text"] == "I was Mildred Fuller, and I robbed the Santa Fe." and not entries[0]["skipped"]
    assert entries[1] == {"who": 2, "kind": "narration", "text": "", "chapter": 0, "situation": "presentation",
                          "skipped": True}


def test_main_part_may_start_with_the_last_presenter(new):
    state = new(3, rules={"main_first_narrator": "last_presenter"})
    pick_roles(state)
    choose(state, sole_winner([0, 1, 2], 1))
    for _ in range(3):
        act(state, "skip")
    assert state.phase == NARRATING and state.narrator == 0


def test_opening_duel_repeats_among_the_winners(new):
    state = new(4)
    pick_roles(state)
    choose(state, {0: "air", 1: "air", 2: "self", 3: "self"})  # 0 and 1 win
    assert state.phase == CHOOSING and state.duel.duellists == [0, 1] and state.duel.round == 2
    choose(state, {0: 1, 1: "air"})
    assert state.phase == PRESENTING and state.narrator == 0


def test_opening_duel_all_lose_means_they_all_duel_again(new):
    state = new(3)
    pick_roles(state)
    choose(state, {0: "self", 1: "self", 2: "self"})
    assert state.duel.duellists == [0, 1, 2] and state.duel.round == 2
    # Winners 0 and 2 duel; both lose; by the Decision the same two duel again.
    choose(state, {0: "air", 1: "self", 2: "air"})
    assert state.duel.duellists == [0, 2]
    choose(state, {0: 2, 2: 0})
    assert state.duel.duellists == [0, 2] and state.duel.round == 4


def test_all_lose_may_bring_back_all_players(new):
    state = new(3, rules={"all_lose_redo": "all_players"})
    pick_roles(state)
    choose(state, {0: "air", 1: "self", 2: "air"})
    choose(state, {0: 2, 2: 0})
    assert state.duel.duellists == [0, 1, 2]


def test_no_descriptions_before_the_opening_duel(new):
    state = new(2)
    pick_roles(state)
    assert state.phase == CHOOSING
    assert kinds(state) == ["air", "shoot", "self"]


def test_a_rolled_name_another_role_has_becomes_the_next_free_name(new, info):
    """Decision (option distinct_names, on by default): the die's face is kept in the record; the name moves
    down the table to the next one no other role has."""
    assert {o.key: o for o in info.options}["distinct_names"].default is True
    state = new(4)
    for seat, face in enumerate((5, 5, 6, 5)):
        while state.role_seat == seat and state.phase.name == "roles":
            if state.next_trait() == "name":
                act(state, "roll", "name")
                act(state, "d6", face)
            else:
                act(state, "pick", state.next_trait(), 1)
    names = [role["name"]["text"] for role in state.roles]
    assert names == ["Jim Pierce", "Little Timmy", "Jonas Henderson", "Mildred Fuller"]
    assert len(set(names)) == 4 and all(role["name"]["rolled"] for role in state.roles)


def test_a_taken_name_cannot_be_picked_or_written(new):
    state = new(3)
    act(state, "pick", "name", 3)  # Will Kane
    for trait in ("occupation", "personality", "goal"):
        act(state, "pick", trait, 1)
    assert ("name", 3) not in [a.args for a in state.legal_actions() if a.kind == "pick"]
    assert len([a for a in state.legal_actions() if a.kind == "pick"]) == 5
    for taken in ("Will Kane", " will kane ", "WILL KANE"):
        with pytest.raises(IllegalAction):
            act(state, "write", "name", taken)
    act(state, "write", "name", "Doc Holliday")
    assert state.roles[1]["name"]["text"] == "Doc Holliday"


def test_names_may_repeat_when_the_rule_allows_it(new):
    state = new(2, distinct_names=False)
    act(state, "pick", "name", 5)
    for trait in ("occupation", "personality", "goal"):
        act(state, "pick", trait, 1)
    act(state, "roll", "name")
    act(state, "d6", 5)
    assert state.roles[1]["name"]["text"] == "Jim Pierce"


def test_a_game_saved_before_the_option_replays_with_names_that_repeat(info):
    """A save without distinct_names plays as it was played then: the option's `before` value, off."""
    from game.engine.match import Match

    seats = [{"name": n, "kind": "human", "level": "normal"} for n in ("Astrid", "Bjørn")]
    options = {"starting_dollars": 5, "duel_descriptions": True, "narration_language": "auto"}
    moves = [["pick", "name", 2], ["pick", "occupation", 1], ["pick", "personality", 1], ["pick", "goal", 1],
             ["pick", "name", 2]]
    match = Match.from_json({"game": "krutroyk", "options": options, "seats": seats, "seed": 1, "actions": moves})
    assert match.options["distinct_names"] is False
    assert match.state.roles[1]["name"]["text"] == "Mildred Fuller"
