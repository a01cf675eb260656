"""tools/bench_memory.py's verdict: a plateau when the last half of a run grew by a small share of the first
half's growth (or by under 2 MB), else still rising."""

from __future__ import annotations

from tools.bench_memory import Sample, plateau


def samples(totals: list[float]) -> list[Sample]:
    return [Sample(float(n), n * 100, n, total, 0.0) for n, total in enumerate(totals)]


def test_growth_that_levels_off_is_a_plateau() -> None:
    early, late, levelled = plateau(samples([20.0, 40.0, 55.0, 58.0, 59.0]))
    assert (early, late, levelled) == (35.0, 4.0, True)


def test_growth_that_goes_on_is_still_rising() -> None:
    assert plateau(samples([20.0, 40.0, 60.0, 80.0, 100.0]))[2] is False
    assert plateau(samples([99.0, 120.0, 140.0, 160.0, 187.0]))[2] is False


def test_a_few_megabytes_either_way_count_as_level() -> None:
    assert plateau(samples([30.0, 30.2, 30.4, 31.0, 31.5]))[2] is True
