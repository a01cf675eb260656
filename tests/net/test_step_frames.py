"""A step's frame is the same JSON however it is made: the seats of a table that see one view share its encoding
(game.net.frames.step_frame), and a name typed to look like the view's slot changes nothing."""

from __future__ import annotations

import json

from game.net.frames import VIEW_SLOT, ViewTexts, encode, step_frame


def step(seat: int, view: dict, name: str = "Anna") -> dict:
    return {"seat": seat, "to_act": 1, "view": view, "choices": [], "log": [f"{name} rolls"],
            "seats": [{"name": name, "kind": "remote", "level": "normal", "taken": True}], "version": 4}


def test_each_seat_gets_its_own_step_with_one_encoding_of_a_shared_view():
    shared = {"sheets": [[1, 2, None]] * 8, "dice": [3, 3, 6], "note": "åäö ø"}
    views = ViewTexts()
    for seat in range(4):
        frame = step_frame(step(seat, shared), [{"actor": 0, "events": []}], views)
        assert json.loads(frame) == json.loads(encode("step", step=step(seat, shared),
                                                      moves=[{"actor": 0, "events": []}]))
    assert len(views._seen) == 1  # encoded once for the four seats


def test_different_views_are_each_their_own_and_a_typed_slot_is_only_text():
    views = ViewTexts()
    mine, yours = {"hand": [1, 2]}, {"hand": [7, 9]}
    first = json.loads(step_frame(step(0, mine, name=VIEW_SLOT), [], views))
    second = json.loads(step_frame(step(1, yours, name=VIEW_SLOT), [], views))
    assert first["step"]["view"] == mine and second["step"]["view"] == yours
    assert first["step"]["seats"][0]["name"] == VIEW_SLOT and first["step"]["log"] == [f"{VIEW_SLOT} rolls"]
