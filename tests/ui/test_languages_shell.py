"""The shared screens, the engine's messages and the command line in Svenska and Norsk: the Language setting
switches every screen at once and is kept, the rules reader reads the rules in the client's language, and the
command line prints in the language asked for."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.engine.errors import SaveError
from game.engine.match import Match
from game.engine.registry import all_games, get_game
from game.engine.saves import parse_document
from game.engine.seats import Seat
from game.i18n import game_text, language, number, set_language, words
from game.records.report import history_lines, stats_lines
from game.settings import load_settings, settings_path
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules_reader import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.tables import TABLES, table_for
from tests.ui.conftest import Driver

ROOT = Path(__file__).resolve().parents[2]


def labels(scene) -> set[str]:
    return {w.label for w in scene.widgets.widgets if hasattr(w, "label")}


def choose_language(driver: Driver, name: str) -> None:
    """Steps the Language row of the Settings screen on top until it shows `name`, by clicks on its arrow."""
    settings = driver.app.stack.top
    assert isinstance(settings, SettingsScene)
    for _step in range(len(settings.language.values)):
        if settings.language.show(settings.language.value) == name:
            return
        rect = settings.language.screen_rect()
        driver.click_at((rect.right - rect.height // 2, rect.centery))
    raise AssertionError(f"the Language row never showed {name!r}")


def test_svenska_chosen_in_settings_by_clicks_speaks_at_once_and_after_a_restart(app, tmp_path):
    driver = Driver(app)
    driver.click(driver.button("Settings"))
    choose_language(driver, "Svenska")
    driver.click(driver.button("Apply"))
    assert language() == "sv"
    # The Settings screen itself was built again in Svenska, and so was the menu below it.
    assert {"Verkställ", "Tillbaka"} <= labels(app.stack.top)
    driver.click(driver.button("Tillbaka"))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert {"Fortsätt", "Inställningar", "Avsluta", "Statistik", "Historik", "Spelare"} <= labels(menu)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "sv"

    # A restart: the saved settings are read, and the client speaks Svenska from the first screen.
    set_language("en")
    again = App(saves=tmp_path / "saves")
    again.home()
    assert language() == "sv"
    assert "Ladda ett spel" in labels(again.stack.top)


def test_the_system_choice_names_the_language_it_gives(app, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "nb_NO")
    settings = SettingsScene(app)
    assert settings.language.show("system") == "System (Norsk)"
    set_language("sv")
    assert settings.language.show("system") == "Systemspråk (Norsk)"
    assert [settings.language.show(v) for v in ("en", "sv", "nb")] == ["English", "Svenska", "Norsk"]


def test_a_game_in_progress_keeps_its_match_when_the_language_changes(app):
    seats = [Seat("Anna", "human"), Seat("Bo", "ai")]
    table = table_for(app, Match(get_game("jackpot"), {}, seats, seed=3))
    app.push(table)
    driver = Driver(app)
    driver.until(lambda: table.human_to_act() is not None)
    moves = list(table.match.actions)
    log_length = len(table.log_texts)
    app.open("pause", table)
    app.open("settings")
    choose_language(driver, "Norsk")
    driver.click(driver.button("Apply"))
    assert language() == "nb"
    menu, kept, pause, _settings = app.stack.scenes
    assert isinstance(menu, MenuScene) and "Fortsett" in labels(menu)
    assert kept is table and table.match.actions == moves
    assert len(table.log_texts) == log_length
    assert isinstance(pause, PauseScene) and pause.table is table
    assert {"Fortsett", "Lagre og gå til menyen"} <= labels(pause)
    driver.click(driver.button("Tilbake"))
    driver.click(driver.button("Fortsett"))
    assert app.stack.top is table
    driver.frames(3)


def test_the_rules_reader_shows_the_rules_in_the_clients_language(app, tmp_path, monkeypatch):
    data = tmp_path / "rules_data"
    (data / "rules" / "sv").mkdir(parents=True)
    info = get_game("jackpot")
    (data / "rules" / info.rules_file).write_text("# Jackpot\n\nThe English rules.\n", encoding="utf-8")
    (data / "rules" / "sv" / info.rules_file).write_text(
        "# Jackpot\n\nReglerna nedan är källans egen text.\n\n## Spelets gång\n\nVarje spelare slår tre tärningar.\n",
        encoding="utf-8")
    monkeypatch.setattr("game.ui.scenes.rules_reader.rules_data_dir", lambda: data)
    set_language("sv")
    reader = RulesScene(app, info)
    text = " ".join(span.text for block in reader.text.blocks for span in block.spans)
    assert "Varje spelare slår tre tärningar." in text and "English rules" not in text
    assert [a[0] for a in reader.contents()] == ["Jackpot", "Spelets gång"]
    assert reader.back.label == "Tillbaka"

    # Norsk has no file of its own here: the English rules, with a note in Norsk that says so.
    set_language("nb")
    reader = RulesScene(app, info)
    text = " ".join(span.text for block in reader.text.blocks for span in block.spans)
    assert "The English rules." in text
    assert "Reglene er ikke oversatt ennå: de vises på engelsk." in text
    assert "Der de trykte reglene tier" in text or not info.decisions


def test_the_menu_names_each_game_in_the_language_and_counts_players_in_words(app):
    set_language("sv")
    menu = MenuScene(app)
    bank = get_game("kinesisk_bank")
    assert bank.local_name() == game_text("kinesisk_bank", bank.name)
    assert bank.players_text() == f"{bank.min_players}–{bank.max_players} spelare"
    set_language("nb")
    assert bank.players_text() == f"{bank.min_players}–{bank.max_players} spillere"
    assert menu.continue_button.label == "Fortsätt"  # built in Svenska: a screen keeps its words until rebuilt


def test_list_in_svenska_and_norsk_prints_the_player_counts_and_the_catalogues_summaries(capsys):
    for code, players in (("sv", "spelare"), ("nb", "spiller")):
        assert main(["list", "--lang", code]) == 0
        out = capsys.readouterr().out
        set_language(code)
        for key, info in all_games().items():
            line = next(line for line in out.splitlines() if line.startswith(key + " "))
            assert info.players_text() in line and players in info.players_text()
            assert line.rstrip().endswith(game_text(key, info.summary))
            assert info.local_name() in line
    assert main(["list", "--lang", "en"]) == 0
    bank = get_game("kinesisk_bank")
    assert f"{bank.min_players}–{bank.max_players} players" in capsys.readouterr().out


def test_an_unknown_language_exits_2():
    done = subprocess.run([sys.executable, "-m", "game", "list", "--lang", "fi"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert "--lang" in done.stderr and "fi" in done.stderr


def test_simulate_speaks_the_language_and_writes_numbers_its_way(capsys):
    assert main(["simulate", "jackpot", "--games", "3", "--seed", "2", "--lang", "sv"]) == 0
    out = capsys.readouterr().out
    assert "3 spel från frö 2" in out and "plats 1" in out and "snittpoäng" in out and "oavgjorda" in out
    assert main(["simulate", "jackpot", "--games", "3", "--seed", "2", "--lang", "nb"]) == 0
    assert "3 spill fra frø 2" in capsys.readouterr().out


def test_the_statistics_and_history_words_and_figures_follow_the_language():
    figures = {"figures": [{"game": "jackpot", "variant": "", "name": "Anna", "played": 1200, "won": 3,
                            "share": 0.0025, "average": 1695.4, "best": 2000, "streak": 0, "best_streak": 2}]}
    figures["figures"].append({**figures["figures"][0], "player": "random", "name": "Random"})
    figures["figures"][0]["player"] = "p-anna"
    set_language("sv")
    lines = stats_lines(figures)
    assert lines[3].split()[0] == "Slumpspelare"  # a computer player is named in the language, a person as typed
    assert lines[1].split() == ["spelare", "spelade", "vunna", "andel", "snitt", "bäst", "svit", "längst"]
    assert number(1200) in lines[2] and "1\xa0695,4" in lines[2]
    rows = [{"id": "abc", "game": "jackpot", "finished_at": 0.0, "players": ["Anna", "Bo"], "winners": []}]
    assert history_lines(rows)[0].endswith("Anna, Bo — vinnare: ingen")
    assert stats_lines({"figures": []}) == ["Inga avslutade spel är sparade än."]
    set_language("nb")
    assert history_lines([])[0] == "Ingen ferdige spill er registrert ennå."


def test_a_damaged_save_and_a_broken_settings_file_are_reported_in_the_language(tmp_path, monkeypatch):
    set_language("nb")
    with pytest.raises(SaveError, match="er skadet"):
        parse_document(b'{"format": "spelbordet-save", "version": 1, ')
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    monkeypatch.setenv("LANGUAGE", "sv")
    app = App(saves=tmp_path / "saves")
    assert language() == "sv"
    assert app.notices and app.notices[0].text.startswith("Inställningsfilen kunde inte läsas")
    assert load_settings()[1] is None and list(path.parent.glob("settings.json.damaged-*"))  # set aside, once
    pygame.quit()


@pytest.mark.parametrize("key", list(TABLES))
def test_every_table_goes_on_after_the_language_changes_under_it(app, key):
    info = get_game(key)
    seats = [Seat("Anna", "human")] + [Seat(f"Bot {i}", "ai") for i in range(1, max(2, info.min_players))]
    table = table_for(app, Match(info, {}, seats, seed=5))
    app.push(table)
    driver = Driver(app)
    driver.frames(5)
    moves = len(table.match.actions)
    app.open("pause", table)
    app.speak("sv")
    assert app.stack.scenes[1] is table and len(table.match.actions) == moves
    assert {"Återuppta", "Spelets regler"} <= labels(app.stack.top)
    driver.click(driver.button("Återuppta"))
    assert app.stack.top is table
    driver.frames(5)
    assert len(table.log) == len(table.log_texts)


@pytest.mark.parametrize("key", ["jackpot", "trippel_yatzy", "kinesisk_bank"])
def test_a_dice_table_s_buttons_speak_the_new_language(app, key):
    """The tray's Roll button and the game's own buttons are made again in the language chosen mid-game."""
    seats = [Seat("Anna", "human"), Seat("Bo", "human")]
    table = table_for(app, Match(get_game(key), {}, seats, seed=5))
    app.push(table)
    driver = Driver(app)
    driver.frames(3)
    english = sorted(w.label for w in table.controls.widgets if not w.label.isdigit())  # chip values stay
    app.speak("sv")
    driver.frames(2)
    swedish = sorted(w.label for w in table.controls.widgets if not w.label.isdigit())
    say = words("dice")[0]
    assert table.roll_button.label == say(table.roll_button.label) != "Roll"
    assert len(swedish) == len(english) and not set(swedish) & set(english)


@pytest.mark.parametrize(("argv", "said"), [
    (["--lang", "sv", "--help"], "spela AI-partier utan fönster och skriv ut siffrorna"),
    (["stats", "--help", "--lang", "nb"], "bare denne spilleren (et navn)"),
])
def test_the_command_line_s_help_speaks_the_language_asked_for(capsys, argv, said):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 0
    assert said in capsys.readouterr().out
