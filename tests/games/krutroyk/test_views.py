"""What each seat may see: secret duel choices, the saloon table, and the story log."""

from __future__ import annotations

import json
import random

from game.engine.state import Action
from tests.games.krutroyk.conftest import act, challenge, duel_for_the_pot, pick_roles, set_money, to_main


def assert_hidden(state, secret_seat, choice) -> None:
    """Only the chooser's own view shows the choice; the pending duel shows only who has chosen."""
    for seat in [None, *range(state.num_players)]:
        view = state.view(seat)
        assert view["duel"]["my_choice"] == (choice if seat == secret_seat else None)
        assert set(view["duel"]) == {"kind", "round", "duellists", "describing", "chosen", "my_choice"}
        assert secret_seat in view["duel"]["chosen"]
        assert view["duels"] == state.duels  # drawn duels only: the pending one is not among them
    assert state.story[-1]["kind"] != "duel"


def test_no_duel_choice_is_visible_to_another_seat_before_the_draw(new):
    state = new(4)
    pick_roles(state)
    state.seat_names = ("Anna", "Bo", "Cy", "Di")
    for seat, action in [(0, Action("shoot", (2,))), (1, Action("self")), (2, Action("air"))]:
        assert state.current_player() == seat
        # The log line for a secret choice: its chooser reads it, every other seat and a spectator read only
        # that a choice was made.
        name = state.seat_names[seat]
        for viewer in [None, *range(4)]:
            line = state.describe(action, viewer)
            if viewer == seat:
                target = {0: state.role_name(2), 1: "themself", 2: "into the air"}[seat]
                assert line == f"{name} chooses to shoot {target}"
            else:
                assert line == f"{name} chooses in secret"
        duels_before = len(state.duels)
        state.apply(action)
        assert len(state.duels) == duels_before  # nothing drawn yet
        for other in range(4):
            mine = state.view(other)["duel"]["my_choice"]
            expected = {0: 2, 1: "self", 2: "air"}.get(other) if other <= seat else None
            assert mine == expected
        assert state.view(None)["duel"]["my_choice"] is None
    # After the last choice everyone draws at once: now the choices are public.
    act(state, "air")
    assert state.duels[-1]["choices"] == {"0": 2, "1": "self", "2": "air", "3": "air"}
    assert state.view(None)["last_duel"]["choices"]["1"] == "self"


def test_hidden_choices_stay_hidden_in_a_duel_for_the_pot(new):
    state = new(3)
    to_main(state)
    duel_for_the_pot(state)
    act(state, "self")
    assert_hidden(state, 0, "self")
    other = state.view(1)
    assert other["duel"]["chosen"] == [0] and other["duel"]["my_choice"] is None
    assert "self" not in json.dumps(other["duel"])


def test_resample_redraws_only_the_other_duellists_choices(new):
    state = new(3)
    pick_roles(state)
    act(state, "shoot", 1)
    act(state, "air")
    seen = set()
    for n in range(40):
        sample = state.resample(2, random.Random(n))
        assert sample.duel.choices.keys() == {0, 1}
        seen.add((sample.duel.choices[0], sample.duel.choices[1]))
        mine = state.resample(0, random.Random(n))
        assert mine.duel.choices[0] == 1  # a seat's own choice is never redrawn
    assert len(seen) > 3
    assert state.duel.choices == {0: 1, 1: "air"}  # the state itself is untouched


def test_the_view_draws_the_whole_saloon_table(new):
    state = new(3)
    to_main(state)
    set_money(state, [3, 4, 4], [2, 1, 1])
    challenge(state, 1)
    act(state, "raise", 1)
    view = state.view(2)
    json.dumps(view)  # JSON-friendly
    assert view["pockets"] == [3, 3, 4] and view["stacks"] == [0, 1, 1] and view["pot"] == 3
    assert view["narrator"] == 0 and view["current"] == 1 and view["phase"] == "bidding"
    assert view["bidding"]["bids"] == [2, 1, 0] and view["bidding"]["highest"] == 2
    assert view["bidding"]["turn"] == 1 and view["bidding"]["challenger"] == 1
    assert view["bidding"]["status"] == ["in", "in", "unasked"]
    assert {m["kind"] for m in view["open_moves"]} == {"fold", "call", "raise"}
    assert all(m["text"] for m in view["open_moves"])
    assert view["roles"][0]["name"]["text"] == "Jonas Henderson" and view["roles"][0]["name"]["nn"]
    assert [e["kind"] for e in view["story"]][-2:] == ["challenge", "bid"]
    assert view["bidding"]["sources"] == ["pocket", "stack"]  # the challenger calls as a bidder
    raised = "Jonas Henderson raised by 1 to a bid of 2 from the stack."
    assert view["story"][-1]["text"] == raised


def test_narration_turns_offer_typing_or_skipping(new):
    state = new(2)
    to_main(state)
    view = state.view(0)
    assert view["text_moves"] == ["narrate"] and [m["kind"] for m in view["open_moves"]] == ["skip"]
    act(state, "narrate", "I drank alone at the Long Branch.")
    entry = state.story[-1]
    assert entry == {"who": 0, "kind": "narration", "text": "I drank alone at the Long Branch.", "chapter": 0,
                     "situation": "story", "skipped": False}
    assert "I drank alone at the Long Branch." in state.story_text()
    assert state.move_text(Action("narrate", ("Hello",))) == "narrates: Hello"


def test_the_story_text_names_who_narrated_without_typing(new):
    state = new(2)
    to_main(state)
    text = state.story_text()
    assert "Jonas Henderson: (Jonas Henderson narrated without typing.)" in text
    assert "won the opening duel" in text


def test_the_view_shows_the_role_table_while_roles_are_made_and_what_each_bidder_needs(new):
    state = new(3)
    setup = state.view(1)["role_setup"]
    assert setup["seat"] == 0 and setup["trait"] == "name" and setup["labels"]["goal"] == {"en": "life goal",
                                                                                         "nn": "livsmål"}
    assert setup["table"]["occupation"][3] == {"face": 4, "en": "harlot", "nn": "Ludder"}
    to_main(state)
    assert state.view(0)["role_setup"] is None
    set_money(state, [3, 4, 4], [2, 1, 1])
    challenge(state, 1)
    assert state.view(None)["bidding"]["sources"] == ["stack"]  # the narrator answers from the stack
    act(state, "raise", 1)
    assert state.view(None)["bidding"]["need"] == [0, 1, 2]
