import pytest

from game.engine.errors import IllegalAction, RulesDataError
from game.engine.rules_data import Node
from game.engine.state import CHANCE, TERMINAL, Action
from game.games.trippel_yatzy.scoring import YatzyRules

ROLL = Action("roll")

# A roll giving the best possible score in each box (the dream game).
DREAM_ROLLS = {
    "ones": (1, 1, 1, 1, 1), "twos": (2, 2, 2, 2, 2), "threes": (3, 3, 3, 3, 3), "fours": (4, 4, 4, 4, 4),
    "fives": (5, 5, 5, 5, 5), "sixes": (6, 6, 6, 6, 6), "pair": (1, 2, 3, 6, 6), "two_pairs": (1, 5, 5, 6, 6),
    "three_kind": (1, 2, 6, 6, 6), "four_kind": (1, 6, 6, 6, 6), "small_straight": (1, 2, 3, 4, 5),
    "large_straight": (2, 3, 4, 5, 6), "full_house": (5, 5, 6, 6, 6), "chance": (6, 6, 6, 6, 6),
    "yatzy": (4, 4, 4, 4, 4),
}


def new(info, players=1, columns=3):
    return info.new_state(players, info.resolve({"columns": columns}))


def roll(state, dice):
    state.apply(ROLL)
    assert state.current_player() == CHANCE
    state.apply(Action("dice", tuple(sorted(dice))))


def write(state, column, key, dice):
    roll(state, dice)
    state.apply(Action("score", (column, key)))


def test_options_and_players(info):
    assert (info.min_players, info.max_players) == (1, 8)
    assert info.resolve({}) == {"columns": 3}
    assert info.resolve({"columns": "1"}) == {"columns": 1}


def test_turn_starts_with_a_roll_of_all_five(info):
    state = new(info)
    assert state.legal_actions() == [ROLL]
    state.apply(ROLL)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 252 and all(len(a.args) == 5 for a, _ in outcomes)
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9


def test_holding_and_rerolling_keeps_held_dice_in_place(info):
    state = new(info)
    roll(state, (1, 3, 5, 5, 6))
    state.apply(Action("hold", (2,)))
    state.apply(Action("hold", (3,)))
    state.apply(Action("hold", (0,)))
    state.apply(Action("hold", (0,)))  # released again
    assert state.view(0)["held"] == [False, False, True, True, False]
    state.apply(ROLL)
    assert len(state.chance_outcomes()[0][0].args) == 3
    with pytest.raises(IllegalAction):
        state.apply(Action("dice", (2, 2)))
    state.apply(Action("dice", (2, 4, 5)))
    assert state.view(0)["dice"] == [2, 4, 5, 5, 5]
    assert state.view(0)["held"] == [False, False, True, True, False]  # holds stay until released (Decision)
    assert state.view(0)["rolls_left"] == 1


def test_at_most_two_rerolls_and_no_roll_with_every_die_held(info):
    state = new(info)
    roll(state, (1, 2, 3, 4, 6))
    for i in range(5):
        state.apply(Action("hold", (i,)))
    assert ROLL not in state.legal_actions()
    state.apply(Action("hold", (4,)))
    state.apply(ROLL)
    state.apply(Action("dice", (5,)))
    state.apply(ROLL)
    state.apply(Action("dice", (5,)))
    assert state.view(0)["rolls_left"] == 0
    kinds = {a.kind for a in state.legal_actions()}
    assert kinds == {"score", "strike"}
    with pytest.raises(IllegalAction):
        state.apply(ROLL)
    with pytest.raises(IllegalAction):
        state.apply(Action("hold", (0,)))


def test_reroll_may_be_skipped(info):
    state = new(info)
    roll(state, (4, 4, 6, 6, 6))
    state.apply(Action("score", (2, "full_house")))
    assert state.sheets[0].column_total(2) == 78  # the source: 26 / 52 / 78
    assert state.view(0)["rolls_used"] == 0 and state.view(0)["dice"] == [0] * 5


@pytest.mark.parametrize("column, points", [(0, 26), (1, 52), (2, 78)])
def test_column_factor(info, column, points):
    state = new(info)
    write(state, column, "full_house", (4, 4, 6, 6, 6))
    assert state.view(0)["sheets"][0]["columns"][column]["boxes"]["full_house"] == {
        "raw": 26, "points": points, "struck": False}
    assert state.scores() == [float(points)]


def test_score_only_where_the_roll_fits_and_each_box_once(info):
    state = new(info, players=2)
    roll(state, (2, 3, 4, 5, 6))
    legal = state.legal_actions()
    assert Action("score", (0, "ones")) not in legal
    assert Action("score", (0, "large_straight")) in legal
    assert Action("strike", (0, "ones")) in legal  # striking is always allowed (Decision)
    state.apply(Action("score", (0, "large_straight")))
    assert state.current_player() == 1
    write(state, 0, "chance", (1, 1, 2, 2, 3))
    roll(state, (2, 3, 4, 5, 6))
    assert Action("score", (0, "large_straight")) not in state.legal_actions()
    assert Action("strike", (0, "large_straight")) not in state.legal_actions()
    snap = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(Action("score", (0, "large_straight")))
    assert state.snapshot() == snap


def test_must_strike_when_nothing_fits(info):
    state = new(info, columns=1)
    sheet = state.sheets[0]
    for b, box in enumerate(state.rules.boxes):
        if box.key not in ("yatzy", "ones"):
            sheet.write(0, b, 0, True)
    roll(state, (2, 3, 4, 5, 5))
    assert sorted(a.to_json() for a in state.legal_actions() if a.kind in ("score", "strike")) == [
        ["strike", 0, "ones"], ["strike", 0, "yatzy"]]
    state.apply(Action("strike", (0, "yatzy")))
    box = state.view(0)["sheets"][0]["columns"][0]["boxes"]["yatzy"]
    assert box == {"raw": 0, "points": 0, "struck": True}


def test_bonus_per_column_at_63_raw(info):
    state = new(info)
    for key, dice in [("ones", (1, 1, 1, 2, 2)), ("twos", (2, 2, 2, 1, 1)), ("threes", (3, 3, 3, 1, 1)),
                      ("fours", (4, 4, 4, 1, 1)), ("fives", (5, 5, 5, 1, 1))]:
        write(state, 2, key, dice)
    column = state.view(0)["sheets"][0]["columns"][2]
    assert (column["upper_raw"], column["bonus"], column["bonus_missing"]) == (45, 0, 54)
    write(state, 2, "sixes", (6, 6, 6, 1, 1))
    column = state.view(0)["sheets"][0]["columns"][2]
    assert (column["upper_raw"], column["upper_sum"], column["bonus"]) == (63, 189, 150)
    assert column["total"] == 189 + 150
    state2 = new(info)
    for key, dice in [("ones", (1, 1, 2, 2, 3)), ("twos", (2, 2, 2, 1, 1)), ("threes", (3, 3, 3, 1, 1)),
                      ("fours", (4, 4, 4, 1, 1)), ("fives", (5, 5, 5, 1, 1)), ("sixes", (6, 6, 6, 1, 1))]:
        write(state2, 1, key, dice)
    column = state2.view(0)["sheets"][0]["columns"][1]
    assert (column["upper_raw"], column["bonus"], column["bonus_settled"]) == (62, 0, True)


def play_dream(info, columns):
    state = new(info, columns=columns)
    for column in range(columns):
        for key, dice in DREAM_ROLLS.items():
            write(state, column, key, dice)
    return state


def test_the_dream_game_totals_2244(info):
    state = play_dream(info, 3)
    assert state.current_player() == TERMINAL
    view = state.view(0)["sheets"][0]
    assert [c["total"] for c in view["columns"]] == [374, 748, 1122]
    assert [c["upper_sum"] for c in view["columns"]] == [105, 210, 315]
    assert view["total"] == 2244 and state.returns() == [1.0]
    assert not state.invariants()


def test_one_column_mode_is_ordinary_yatzy(info):
    state = new(info, columns=1)
    assert state.view(0)["factors"] == [1] and state.view(0)["turns_total"] == 15
    assert play_dream(info, 1).scores() == [374.0]


def test_view_shows_what_each_free_box_gives_now(info):
    state = new(info, players=2)
    assert state.view(0)["options_now"] == []
    roll(state, (4, 4, 6, 6, 6))
    options = {(o["column"], o["box"]): o for o in state.view(1)["options_now"]}
    assert len(options) == 45
    assert options[(2, "full_house")]["points"] == 78 and options[(2, "full_house")]["fits"]
    assert options[(1, "yatzy")]["points"] == 0 and not options[(1, "yatzy")]["fits"]
    view = state.view(None)
    for key in ("dice", "held", "rolls_left", "sheets", "boxes", "factors", "can_roll"):
        assert key in view
    assert len(view["sheets"]) == 2 and len(view["sheets"][1]["columns"]) == 3


def test_winner_and_shared_win(info):
    state = new(info, players=2, columns=1)
    for key, dice in DREAM_ROLLS.items():
        write(state, 0, key, dice)
        write(state, 0, key, dice)
    assert state.is_terminal() and state.returns() == [1.0, 1.0]
    state = new(info, players=2, columns=1)
    for key, dice in DREAM_ROLLS.items():
        write(state, 0, key, dice)
        roll(state, dice)
        state.apply(Action("strike", (0, key)))
    assert state.returns() == [1.0, 0.0] and state.winners() == [0]


def test_describe(info):
    state = new(info)
    assert state.move_text(ROLL) == "rolls 5 dice"
    roll(state, (4, 4, 6, 6, 6))
    assert state.move_text(Action("hold", (0,))) == "holds the 4 (die 1)"
    assert state.move_text(Action("score", (1, "full_house"))) == "writes 52 in Full house (x2)"
    assert state.move_text(Action("strike", (2, "yatzy"))) == "strikes Yatzy (x3)"


def test_bad_rules_file_names_the_box():
    data = {"dice": 5, "sides": 6, "rolls_per_turn": 3, "column_factors": {1: [1]}, "bonus": {"threshold": 63,
            "points": 50}, "holds_persist": True, "strike_always_allowed": True,
            "boxes": [{"key": "x", "label": "X", "native": "X", "kind": "triple"}]}
    with pytest.raises(RulesDataError, match=r"boxes\[0\]\.kind"):
        YatzyRules.from_data(Node(data, "trippel_yatzy.yaml", ""))
