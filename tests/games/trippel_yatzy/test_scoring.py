import pytest

KEYS = ["ones", "twos", "threes", "fours", "fives", "sixes", "pair", "two_pairs", "three_kind", "four_kind",
        "small_straight", "large_straight", "full_house", "chance", "yatzy"]


def score(rules, dice):
    return dict(zip([b.key for b in rules.boxes], rules.scores(dice), strict=True))


def test_sheet_order(rules):
    assert [b.key for b in rules.boxes] == KEYS
    assert [b.native for b in rules.boxes][:3] == ["Ettor", "Tvåor", "Treor"]


@pytest.mark.parametrize("dice, box, points", [
    ((1, 1, 1, 1, 5), "ones", 4),  # the source's example
    ((2, 2, 2, 4, 6), "twos", 6),  # the source's example
    ((2, 3, 4, 5, 6), "ones", 0),  # a box for ones needs at least one 1
    ((3, 3, 1, 2, 6), "threes", 6),
    ((4, 1, 1, 1, 1), "fours", 4),
    ((5, 5, 5, 5, 5), "fives", 25),
    ((6, 6, 6, 1, 6), "sixes", 24),
    ((1, 2, 3, 4, 5), "sixes", 0),
])
def test_upper_boxes(rules, dice, box, points):
    assert score(rules, dice)[box] == points


def test_source_example_4_4_6_6_6(rules):
    got = score(rules, (4, 4, 6, 6, 6))
    assert {k: v for k, v in got.items() if v} == {
        "pair": 12, "two_pairs": 20, "three_kind": 18, "fours": 8, "sixes": 18, "full_house": 26, "chance": 26}


def test_5_5_5_5_2_is_not_two_pairs(rules):
    got = score(rules, (5, 5, 5, 5, 2))
    assert got["two_pairs"] == 0
    assert (got["pair"], got["three_kind"], got["four_kind"], got["full_house"]) == (10, 15, 20, 0)


def test_5_5_5_2_2_is_two_pairs_and_a_full_house(rules):
    got = score(rules, (5, 5, 5, 2, 2))
    assert got["two_pairs"] == 14 and got["full_house"] == 19


def test_5_5_5_5_5_is_not_a_full_house(rules):
    got = score(rules, (5, 5, 5, 5, 5))
    assert got["full_house"] == 0 and got["two_pairs"] == 0
    assert (got["yatzy"], got["four_kind"], got["three_kind"], got["pair"]) == (50, 20, 15, 10)


@pytest.mark.parametrize("dice, box, points", [
    ((2, 2, 6, 6, 5), "pair", 12),  # the highest pair
    ((1, 2, 3, 4, 6), "pair", 0),
    ((6, 6, 5, 5, 4), "two_pairs", 22),
    ((6, 6, 6, 2, 2), "two_pairs", 16),
    ((3, 3, 4, 5, 6), "two_pairs", 0),
    ((4, 4, 4, 1, 2), "three_kind", 12),
    ((4, 4, 1, 1, 2), "three_kind", 0),
    ((6, 6, 6, 6, 6), "three_kind", 18),
    ((2, 2, 2, 2, 3), "four_kind", 8),
    ((2, 2, 2, 3, 3), "four_kind", 0),
    ((5, 3, 1, 4, 2), "small_straight", 15),
    ((1, 2, 3, 4, 4), "small_straight", 0),
    ((2, 3, 4, 5, 6), "small_straight", 0),
    ((6, 2, 5, 4, 3), "large_straight", 20),
    ((1, 2, 3, 4, 5), "large_straight", 0),
    ((3, 3, 3, 5, 5), "full_house", 19),
    ((3, 3, 3, 5, 6), "full_house", 0),
    ((3, 3, 5, 5, 6), "full_house", 0),
    ((1, 2, 3, 4, 6), "chance", 16),
    ((6, 6, 6, 6, 6), "chance", 30),
    ((1, 1, 1, 1, 1), "yatzy", 50),
    ((1, 1, 1, 1, 2), "yatzy", 0),
])
def test_lower_boxes(rules, dice, box, points):
    assert score(rules, dice)[box] == points


def test_dream_column_and_bonus(rules):
    assert rules.best_column() == 374
    assert rules.best_column() * sum(rules.column_factors[3]) == 2244
    assert rules.bonus(62) == 0 and rules.bonus(63) == 50
    assert rules.column_factors == {1: (1,), 3: (1, 2, 3)}
