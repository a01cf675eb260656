"""The Kalahen benchmark's sorting of a lone champion's turns (tools/bench_kalahen.py, TurnTally)."""

from __future__ import annotations

from tools.bench_kalahen import TURN_KINDS, play


def test_every_turn_of_a_lone_champion_is_sorted_once() -> None:
    result = play(("hard", "stay"), 10000, None, 0)
    kinds = result["kinds"]
    assert set(kinds) == set(TURN_KINDS)
    # The champion alone takes one turn a round (the seat beside it never leaves its castle).
    assert abs(sum(kinds.values()) - result["rounds"]) <= 1
    searches = kinds["card"] + kinds["put_back"] + kinds["uff"] + kinds["failed"]
    assert searches >= 3 and kinds["card"] >= 3
    if result["winner"] == 0:
        assert kinds["dragon"] >= 1
    assert 0 <= result["magic"] <= sum(kinds.values())
