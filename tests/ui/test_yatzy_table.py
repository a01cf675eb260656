"""Trippel Yatzy played by clicks: dice held and re-rolled, boxes previewed, confirmed and struck."""

from __future__ import annotations

import pytest

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui.scenes.results import ResultsScene
from game.ui.tables.dice.trippel_yatzy import YatzyTable
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app


def cell_centre(table: YatzyTable, seat: int, column: int, key: str) -> tuple[int, int]:
    index = table.shown_seats().index(seat)
    row = table.rows().index(("box", key))
    return layout.rect(*table.cell_rect(index, column, row)).center


def wait_for_human(driver: Driver, table: YatzyTable) -> None:
    driver.until(lambda: table.human_to_act() is not None or table.ended)


def first_roll_alone(tmp_path, columns: int) -> tuple[Driver, YatzyTable]:
    """Astrid alone at a seeded sheet, her first roll made."""
    app = make_app(tmp_path)
    app.home()
    table = YatzyTable(app, Match(get_game("trippel_yatzy"), {"columns": columns}, [Seat("Astrid", "human")], seed=3))
    app.push(table)
    driver = Driver(app)
    driver.click(table.roll_button)
    wait_for_human(driver, table)
    return driver, table


def test_a_whole_two_player_game_by_clicking_dice_and_boxes(tmp_path):
    app = make_app(tmp_path)
    app.home()
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "human")]
    table = YatzyTable(app, Match(get_game("trippel_yatzy"), {"columns": 3}, seats, seed=11))
    app.push(table)
    driver = Driver(app)
    turns = 0
    while not isinstance(app.stack.top, ResultsScene):
        wait_for_human(driver, table)
        if isinstance(app.stack.top, ResultsScene) or table.ended:
            driver.frames(3)
            continue
        seat = table.view["turn"]
        driver.click(table.roll_button)
        wait_for_human(driver, table)
        # Hold the first die by clicking it, and re-roll the rest once.
        driver.click_at(table.tray.die_rects()[0].center)
        assert table.view["held"][0]
        first = table.view["dice"][0]
        driver.click(table.roll_button)
        wait_for_human(driver, table)
        assert table.view["dice"][0] == first and table.view["rolls_left"] == 1
        options = table.view["options_now"]
        best = max(options, key=lambda o: (o["points"], -o["column"]))
        if best["points"] == 0:
            driver.click(table.strike_button)
        before = table.view["sheets"][seat]["total"]
        target = cell_centre(table, seat, best["column"], best["box"])
        driver.click_at(target)
        assert table.selected == (best["column"], best["box"])  # the first click only selects
        driver.click_at(target)
        wait_for_human(driver, table)
        sheet = table.match.state.view(None)["sheets"][seat]
        written = sheet["columns"][best["column"]]["boxes"][best["box"]]
        assert written is not None and written["points"] == best["points"]
        assert sheet["total"] >= before
        turns += 1
        assert turns <= 90
    assert turns == 90  # 2 players × 3 columns × 15 boxes
    state = table.match.state
    assert all(all(v is not None for c in state.view(None)["sheets"][s]["columns"] for v in c["boxes"].values())
               for s in range(2))
    assert all(0 < t <= 2244 for t in state.scores())


def test_a_box_that_does_not_fit_must_be_struck_explicitly(tmp_path):
    driver, table = first_roll_alone(tmp_path, columns=1)
    option = next((o for o in table.view["options_now"] if not o["fits"]), None)
    assert option is not None
    target = cell_centre(table, 0, option["column"], option["box"])
    driver.click_at(target)
    assert table.selected is None  # refused: it would score nothing, and the pointer is told why
    (notice,) = [n for n in driver.app.notices if n.at is not None]
    assert "does not fit that box" in notice.text and "Strike a box" in notice.text
    driver.click(table.strike_button)
    driver.click_at(target)
    driver.click_at(target)
    wait_for_human(driver, table)
    entry = table.match.state.view(None)["sheets"][0]["columns"][0]["boxes"][option["box"]]
    assert entry == {"raw": 0, "points": 0, "struck": True}


def test_a_filled_box_says_so_when_clicked_and_every_box_says_what_it_scores(tmp_path):
    driver, table = first_roll_alone(tmp_path, columns=3)
    option = max(table.view["options_now"], key=lambda o: o["points"])
    target = cell_centre(table, 0, option["column"], option["box"])
    tip = table.tip_under(target)
    assert tip is not None and tip.section == "boxes"
    assert f"These dice write {option['points']} points here." in tip.text
    driver.click_at(target)
    driver.click_at(target)
    wait_for_human(driver, table)
    driver.click(table.roll_button)
    driver.until(lambda: not table.tray.rolling and table.human_to_act() == 0)
    driver.app.notices.clear()
    driver.click_at(target)
    (notice,) = [n for n in driver.app.notices if n.at is not None]
    assert notice.text == "That box is already filled: each box is written once."
    assert "Ones" in table.tip_under(cell_centre(table, 0, 2, "ones")).text
    assert "3 times" in table.tip_under(cell_centre(table, 0, 2, "ones")).text  # the third column counts ×3


def marks_of(table: YatzyTable, advice) -> list:
    """The rects mark_advice rings for `advice`."""
    rings = []
    from game.ui.tables.dice import trippel_yatzy

    real = trippel_yatzy.draw_mark
    trippel_yatzy.draw_mark = lambda surface, rect, label="": rings.append(rect)
    try:
        table.mark_advice(None, advice)
    finally:
        trippel_yatzy.draw_mark = real
    return rings


def test_the_hint_says_what_the_strongest_ai_would_do_and_marks_it(tmp_path):
    driver, table = first_roll_alone(tmp_path, columns=3)
    assert table.hint_button.enabled
    driver.click(table.hint_button)
    driver.until(lambda: table.current_advice() is not None)
    advice = table.current_advice()
    hard = get_game("trippel_yatzy").make_bot("hard")
    from game.engine.bots import decision_for

    assert advice.action == hard.choose(decision_for(table.match.state, 0, None))
    assert advice.reason.startswith(("Keep", "Write", "Strike"))
    assert not table.hint_button_enabled()  # shown: asking again would say the same
    rings = marks_of(table, advice)
    if advice.action.kind == "hold":  # the die to click, the dice to keep and the box the keep aims at
        assert table.tray.resting_rect(advice.action.args[0]) in rings
        _, column, key = advice.points_at[-1].split(":")
        assert layout.rect(*table.cell_rect(0, int(column), table.rows().index(("box", key)))) in rings
    elif advice.action.kind == "score":
        assert rings == [layout.rect(*table.cell_rect(0, advice.action.args[0],
                                                      table.rows().index(("box", advice.action.args[1]))))]
    # The hint spoke of this roll: the next roll takes it away.
    driver.click(table.roll_button)
    assert table.current_advice() is None


def test_a_keep_is_followed_die_by_die_with_the_plan_marked(tmp_path):
    """Holding the die the hint rings asks for the plan's next step at once, until the dice are set and the
    hint says to roll."""
    driver, table = first_roll_alone(tmp_path, columns=1)
    table.match.state.dice = [1, 1, 6, 1, 1]  # (set before any hint is asked) four ones: keep them, aim at the Yatzy
    driver.click(table.hint_button)
    held = 0
    while True:
        driver.until(lambda: table.current_advice() is not None)
        advice = table.current_advice()
        assert "aiming at Yatzy" in advice.reason
        if advice.action.kind == "roll":
            break
        driver.click_at(table.tray.die_rects()[advice.action.args[0]].center)
        held += 1
    assert held == 4 and table.view["held"] == [True, True, False, True, True]


def test_a_hint_that_comes_after_the_position_changed_is_never_shown(tmp_path, monkeypatch):
    import threading

    from game.games.trippel_yatzy import advice as yatzy_advice

    driver, table = first_roll_alone(tmp_path, columns=1)
    release = threading.Event()
    real = yatzy_advice.advise

    def slow_advise(decision, rules):
        release.wait(30)
        return real(decision, rules)

    monkeypatch.setattr(yatzy_advice, "advise", slow_advise)
    driver.click(table.hint_button)
    assert table.hint_waiting() and not table.hint_button.enabled
    driver.click(table.roll_button)  # the player rolls again before the hint comes
    release.set()
    driver.frames(10)
    assert table.current_advice() is None
    wait_for_human(driver, table)
    assert table.hint_button_enabled()  # the new roll may have its own hint


def test_the_bonus_row_says_what_is_still_needed_then_the_bonus_won():
    from game.ui.tables.dice.yatzy_sheet import bonus_text

    info = get_game("trippel_yatzy")
    state = info.new_state(1, info.resolve({}))
    columns = state.view(0)["sheets"][0]["columns"]
    assert [bonus_text(c) for c in columns] == ["63 to go", "126 to go", "189 to go"]
    box = state.box_index
    for key, raw in (("sixes", 24), ("fives", 20), ("fours", 16), ("threes", 9)):
        state.sheets[0].write(0, box[key], raw, False)
    assert bonus_text(state.view(0)["sheets"][0]["columns"][0]) == "+50"
    state.sheets[0].write(1, box["sixes"], 6, False)
    assert bonus_text(state.view(0)["sheets"][0]["columns"][1]) == f"{2 * (63 - 6)} to go"


@pytest.mark.parametrize("language, boxes, roll, re_roll, status", [
    ("sv", ["Ettor", "Tvåor", "Treor", "Fyror", "Femmor", "Sexor", "Ett par", "Två par", "Tretal", "Fyrtal",
            "Liten straight", "Stor straight", "Kåk", "Chans", "Yatzy"],
     "Slå", "Slå om (2 kvar)", "Astrid: spara tärningar och slå om, eller välj en ruta"),
    ("nb", ["Enere", "Toere", "Treere", "Firere", "Femmere", "Seksere", "Ett par", "To par", "Tre like", "Fire like",
            "Liten straight", "Stor straight", "Hus", "Sjanse", "Yatzy"],
     "Kast", "Nytt kast (2 igjen)", "Astrid: hold terninger og kast på nytt, eller velg en rute"),
])
def test_the_sheet_and_buttons_speak_svenska_and_norsk_and_fit(tmp_path, language, boxes, roll, re_roll, status):
    from game.settings import Settings
    from game.ui import theme
    from game.ui.app import App
    from game.ui.tables.dice.yatzy_sheet import LABEL_W

    app = App(Settings(width=1280, height=720, animation="off"), saves=tmp_path / "saves", language=language)
    app.home()
    seats = [Seat("Astrid", "human")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, 4)]
    table = YatzyTable(app, Match(get_game("trippel_yatzy"), {"columns": 3}, seats, seed=3))
    app.push(table)
    driver = Driver(app)
    assert table.roll_button.label == roll
    driver.click(table.roll_button)
    wait_for_human(driver, table)
    driver.frames(2)
    assert table.roll_button.label == re_roll and table.status_line() == status
    assert [table.box_label(b["key"]) for b in table.view["boxes"]] == boxes
    # Every row's name fits the name column at its own size; four players' columns are narrow, yet the bonus
    # cell's figure and words each fit their cell.
    for name in [*boxes, "Summa" if language == "sv" else "Sum", "Totalt", "Bonus (≥ 63)"]:
        assert theme.font(14, True).size(name)[0] <= layout.px(LABEL_W - 18), name
    col_w = table.geometry()[0]
    for part in ("189 kvar" if language == "sv" else "189 igjen").split():
        assert theme.font(10, True).size(part)[0] <= layout.px(col_w - 4), part


def drawn_texts(table: YatzyTable) -> list[str]:
    from game.ui import text_probe

    target = text_probe.ProbeSurface((1280, 720))
    with text_probe.watching() as probe:
        table.draw(target)
    return [item.text for item in probe.drawn]


@pytest.mark.parametrize(("columns", "title"), [(1, "Yatzy"), (3, "Trippel Yatzy")])
def test_one_column_is_titled_yatzy(tmp_path, columns, title):
    driver, table = first_roll_alone(tmp_path, columns)
    texts = drawn_texts(table)
    assert texts[0] == title  # the title, drawn first
    assert (columns == 1) == ("Trippel Yatzy" not in texts[0])


def test_holding_dice_adds_one_log_line_for_the_roll_not_one_per_die(tmp_path):
    driver, table = first_roll_alone(tmp_path, 1)
    before = list(table.log)
    for index in (0, 1, 3, 1):  # the second die is held and released again
        driver.click_at(table.tray.die_rects()[index].center)
    assert table.log == before  # holding and releasing writes nothing
    kept = [str(table.view["dice"][i]) for i in (0, 3)]
    driver.click(table.roll_button)
    wait_for_human(driver, table)
    added = table.log[len(before):]
    assert added[0] == f"Astrid rolls 3 dice, keeping {' '.join(kept)}" and len(added) == 2  # and the dice
