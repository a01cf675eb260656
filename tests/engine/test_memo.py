"""A bounded memo never holds more than its bound, and makes room by dropping its older entries."""

from __future__ import annotations

from game.engine.memo import remember


def test_a_memo_never_grows_past_its_bound() -> None:
    memo: dict[int, int] = {}
    for n in range(10_000):
        assert remember(memo, n, n * n, 100) == n * n
        assert len(memo) <= 100
    assert memo[9_999] == 9_999 * 9_999


def test_room_is_made_by_dropping_the_older_half() -> None:
    memo: dict[int, str] = {}
    for n in range(10):
        remember(memo, n, str(n), 10)
    assert list(memo) == list(range(10))  # full, nothing dropped yet
    remember(memo, 10, "10", 10)
    assert list(memo) == [5, 6, 7, 8, 9, 10]


def test_a_key_stored_again_keeps_its_value_fresh() -> None:
    memo = {"a": 1}
    remember(memo, "a", 2, 10)
    assert memo == {"a": 2}
