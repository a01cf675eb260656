"""Faults a player never caused cost as little as possible: a failing bot one move, a broken rule file
one game, a save broken at move N the moves from N on; and the Load screen's save management."""

from __future__ import annotations

import json
import shutil

import pytest

from game.__main__ import main
from game.engine import registry, rules_data
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.saves import load_match, save_match
from game.engine.seats import Seat
from game.paths import rules_data_dir
from game.ui import theme
from game.ui.saved_games import open_save
from game.ui.scenes.bot_failed import BotFailedScene
from game.ui.scenes.load import ROW_H, ROW_W, ROW_X, LoadScene, row_top
from game.ui.scenes.menu import BrokenGameCard, GameCard, MenuScene
from game.ui.scenes.message import ChoiceScene, MessageScene
from game.ui.table import TableScene
from game.ui.tables import table_for
from game.ui.theme import layout
from tests.ui.conftest import Driver, make_app


class FailingBot:
    """A bot with a bug: it raises instead of choosing."""

    def choose(self, decision):
        raise ZeroDivisionError("division by zero in the search")


def jackpot_table(app, seed=5):
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai"), Seat("Karin", "ai")]
    table = table_for(app, Match(get_game("jackpot"), {}, seats, seed=seed))
    app.push(table)
    return table


def test_a_failing_bot_costs_one_move_and_the_person_chooses_what_next(tmp_path):
    app = make_app(tmp_path)
    app.home()
    table = jackpot_table(app)
    driver = Driver(app)
    table.bots[1] = FailingBot()
    driver.until(lambda: table.human_to_act() is not None)
    driver.click(table.roll_button)
    driver.until(lambda: isinstance(app.stack.top, BotFailedScene))
    overlay = app.stack.top
    assert "Bjørn" in overlay.name and "ZeroDivisionError: division by zero" in overlay.reason
    assert table.match.state.current_player() == 1  # no move was made for the failed seat
    app.frame(0.05)  # the message draws over the table
    assert app.saver.flush()
    assert load_match(table.save_path).actions == table.match.actions  # the game stays saved
    driver.click(driver.button("Let the easy AI play"))
    assert app.stack.top is table and table.match.seats[1] == Seat("Bjørn", "ai", "easy")
    driver.until(lambda: table.match.state.current_player() != 1)
    assert app.saver.flush() and load_match(table.save_path).seats[1].level == "easy"


def test_a_failing_bot_can_be_left_with_the_game_saved(tmp_path):
    app = make_app(tmp_path)
    app.home()
    seats = [Seat("Bjørn", "ai"), Seat("Karin", "ai")]
    table = table_for(app, Match(get_game("dodsspranget"), {}, seats, seed=2))
    app.push(table)
    table.bots[0] = FailingBot()
    driver = Driver(app)
    driver.until(lambda: isinstance(app.stack.top, BotFailedScene))
    driver.click(driver.button("Save and leave"))
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.continue_button.enabled and menu.latest.path == table.save_path


def test_a_bot_choosing_an_illegal_move_is_a_failure_not_a_crash(tmp_path):
    from game.engine.state import Action

    class Cheater:
        def choose(self, decision):
            return Action("take_the_pot")

    app = make_app(tmp_path)
    app.home()
    table = jackpot_table(app)
    table.bots[1] = Cheater()
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() is not None)
    driver.click(table.roll_button)
    driver.until(lambda: isinstance(app.stack.top, BotFailedScene))
    assert "rules do not allow" in app.stack.top.reason


@pytest.fixture
def broken_jackpot(tmp_path, monkeypatch):
    """A copy of the rule data with one broken value in jackpot.yaml, loaded afresh."""
    folder = tmp_path / "rules_data"
    shutil.copytree(rules_data_dir(), folder)
    path = folder / "jackpot.yaml"
    text = path.read_text()
    assert "    default: 12\n" in text
    path.write_text(text.replace("    default: 12\n", "    default: twelve\n", 1))
    monkeypatch.setattr(rules_data, "rules_data_dir", lambda: folder)
    monkeypatch.setattr(registry, "rules_data_dir", lambda: folder)
    registry.reload_games()
    yield "jackpot.yaml: options.starting_chips.default: expected a whole number, found 'twelve' (line 13)"
    registry.reload_games()


def test_one_broken_rule_file_costs_only_its_game(broken_jackpot, tmp_path):
    assert "jackpot" not in registry.all_games() and len(registry.all_games()) == 8
    app = make_app(tmp_path)
    app.home()
    menu = app.stack.top
    cards = [w for w in menu.widgets.widgets if isinstance(w, (GameCard, BrokenGameCard))]
    broken = [c for c in cards if isinstance(c, BrokenGameCard)]
    assert len(cards) == 9 and len(broken) == 1
    error = broken[0].error
    assert (error.file, error.line, error.key) == ("jackpot.yaml", 13, "options.starting_chips.default")
    assert str(error) == broken_jackpot
    app.frame(0.05)
    Driver(app).click(next(c for c in cards if isinstance(c, GameCard)))
    assert type(app.stack.top).__name__ == "SetupScene"


def test_the_command_line_lists_the_others_and_names_the_broken_file(broken_jackpot, capsys):
    assert main(["list"]) == 0
    out, err = capsys.readouterr()
    assert len(out.strip().splitlines()) == 8 and "jackpot" not in out
    assert err.strip() == f"spelbordet: {broken_jackpot}"
    assert main(["simulate", "jackpot", "--games", "1"]) == 2
    assert capsys.readouterr().err.strip() == f"spelbordet: {broken_jackpot}"
    assert main(["simulate", "fangelse", "--games", "1"]) == 0


def test_a_save_of_a_game_whose_rule_file_is_broken_is_kept(broken_jackpot, tmp_path):
    registry.reload_games()
    path = tmp_path / "saves" / "j.json"
    monkey_free = registry.all_games()
    assert "jackpot" not in monkey_free
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "spelbordet-save", "version": 1, "game": "jackpot", "seed": 1,
                                "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai"}],
                                "actions": [], "finished": False}))
    app = make_app(tmp_path)
    app.home()
    assert not app.stack.top.continue_button.enabled
    assert not open_save(app, path)
    assert isinstance(app.stack.top, MessageScene) and "line 13" in app.stack.top.text
    assert path.exists()  # not set aside: the save is good, the rule file is not


def played_save(app, moves=9, key="jackpot"):
    seats = [Seat("Astrid", "human"), Seat("Bjørn", "ai"), Seat("Karin", "ai")]
    match = Match(get_game(key), {}, seats, seed=3)
    while len(match.actions) < moves:
        match.play_chance() if match.state.current_player() < 0 else match.apply(match.state.legal_actions()[0])
    path = app.store.new_path(key)
    save_match(match, path)
    return match, path


def test_a_save_broken_at_move_n_resumes_at_n_minus_one_and_keeps_the_original(tmp_path):
    app = make_app(tmp_path)
    app.home()
    match, path = played_save(app, moves=12)
    data = json.loads(path.read_text())
    data["actions"][6] = ["cheat"]
    path.write_text(json.dumps(data))
    original = path.read_text()
    assert not open_save(app, path)
    offer = app.stack.top
    assert isinstance(offer, ChoiceScene) and "move 7 cannot be replayed" in offer.text
    app.frame(0.05)
    Driver(app).click(offer.buttons[0])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.actions == match.actions[:6]
    kept = list(path.parent.glob(path.name + ".damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == original
    assert load_match(path).actions == match.actions[:6]


def test_the_load_screen_shows_round_and_turn_and_deletes_after_a_confirmation(tmp_path):
    app = make_app(tmp_path)
    app.home()
    match, path = played_save(app, moves=13)
    other = app.store.folder / "foreign.json"
    other.write_text(path.read_text().replace('"game": "jackpot"', '"game": "chess"'))
    driver = Driver(app)
    driver.click(driver.button("Load a game"))
    load = app.stack.top
    assert isinstance(load, LoadScene) and len(load.entries) == 1
    entry = load.entries[0]
    player = match.state.current_player() if match.state.current_player() >= 0 else match.actors[-1]
    assert entry.title == "Jackpot" and entry.round == match.state.round
    assert entry.turn == match.seats[player].name
    assert any("does not have" in text and "chess" not in text for text in (n.text for n in app.notices))
    assert not other.exists() and list(app.store.folder.glob("foreign.json.damaged-*"))
    app.frame(0.05)
    driver.click(driver.button("Delete"))
    confirm = app.stack.top
    assert isinstance(confirm, ChoiceScene) and "cannot be brought back" in confirm.text
    app.frame(0.05)
    driver.click(confirm.buttons[1])  # keep it
    assert app.stack.top is load and path.exists()
    driver.click(driver.button("Delete"))
    driver.click(app.stack.top.buttons[0])
    assert app.stack.top is load and not path.exists() and load.entries == []
    app.draw()  # "deleted" is news, not an error: a gold border, not a red one
    (deleted,) = [rect for notice, rect in zip(app.notices, app.notice_rects) if "was deleted" in notice.text]
    assert tuple(app.screen.get_at((deleted.centerx, deleted.top)))[:3] == theme.GOLD_DARK


def test_the_load_screen_s_buttons_stand_inside_their_rows_with_room(tmp_path):
    app = make_app(tmp_path)
    app.home()
    for key in ("jackpot", "fangelse"):
        played_save(app, moves=5, key=key)
    load = app.open("load")
    rows = [layout.rect(ROW_X, row_top(i), ROW_W, ROW_H) for i in range(len(load.entries))]
    assert len(rows) == 2
    buttons = [w for w in load.widgets.widgets if getattr(w, "label", "") in ("Open", "Delete")]
    assert len(buttons) == 4
    for i, row in enumerate(rows):
        opener, deleter = buttons[2 * i].screen_rect(), buttons[2 * i + 1].screen_rect()
        for button in (opener, deleter):
            assert row.inflate(-12, -12).contains(button), f"{tuple(button)} crowds its row {tuple(row)}"
        assert deleter.left - opener.right >= 8


def test_leftover_temporary_files_go_at_start_up(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / ".jackpot-1.json.x1y2.tmp").write_text("{")
    make_app(tmp_path)
    assert not list(folder.glob(".*.tmp"))


def test_the_self_test_names_a_broken_rule_file(broken_jackpot):
    from game.selftest import check_data

    with pytest.raises(AssertionError, match="jackpot.yaml: options.starting_chips.default"):
        check_data()
