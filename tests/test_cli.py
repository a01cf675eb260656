"""The headless command line: list, simulate, replay, and clear errors with a non-zero exit."""

from __future__ import annotations

import json
import subprocess
import sys

from game.__main__ import main
from game.engine.saves import save_match
from tests.helpers import new_match


def test_list_prints_every_game(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for key in ("kinesisk_bank", "dodsspranget", "jackpot"):
        assert key in out


def test_simulate_prints_json_with_the_promised_fields(capsys):
    assert main(["simulate", "jackpot", "--seats", "ai,ai:easy,random", "--games", "20", "--seed", "4",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "jackpot" and result["games"] == 20
    assert result["mean_length"] > 0 and result["games_per_second"] > 0
    assert [s["kind"] for s in result["seats"]] == ["ai:normal", "ai:easy", "random"]
    assert sum(s["wins"] for s in result["seats"]) + result["draws"] == 20
    assert all({"seat", "kind", "wins", "mean_score"} <= set(s) for s in result["seats"])


def test_simulate_is_repeatable_from_its_seed(capsys):
    args = ["simulate", "kinesisk_bank", "--seats", "ai,ai:hard,random", "--games", "5", "--seed", "8", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["seats"] == second["seats"]


def test_simulate_takes_options(capsys):
    assert main(["simulate", "kinesisk_bank", "--games", "3", "--option", "rounds=2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["options"]["rounds"] == 2


def test_bad_arguments_give_a_message_and_exit_2(capsys):
    assert main(["simulate", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main(["simulate", "jackpot", "--seats", "ai"]) == 2
    assert "2–8 players" in capsys.readouterr().err
    assert main(["simulate", "jackpot", "--option", "colour=red"]) == 2
    assert "unknown option 'colour'" in capsys.readouterr().err
    assert main(["simulate", "jackpot", "--seats", "wizard,ai"]) == 2


def test_replay_prints_a_transcript(tmp_path, capsys):
    m = new_match("dodsspranget", 2)
    for _ in range(3):
        m.apply(m.state.legal_actions()[0])
        m.play_chance()
    path = tmp_path / "g.json"
    save_match(m, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Death Leap (Dödssprånget), seed 1" in out
    assert "P1 (dice): rolls" in out and "the sum is" in out
    assert "The game is not finished." in out


def test_a_damaged_save_gives_a_message_not_a_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "spelbordet-save", "version": 1, "game": "jackpot"')
    run = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True)
    assert run.returncode == 2
    assert "bad.json: is damaged" in run.stderr and "Traceback" not in run.stderr


def test_the_selftest_passes_and_names_its_parts(capsys):
    assert main(["--selftest"]) == 0
    out = capsys.readouterr().out
    assert "rule data and maps: ok" in out and "scenes: ok" in out and "games: ok" in out
    assert "play across computers: ok (a seat taken at table " in out


def test_the_selftest_names_a_failing_part(monkeypatch, capsys):
    import game.selftest as selftest

    def broken() -> str:
        raise RuntimeError("the map is missing")

    monkeypatch.setattr(selftest, "CHECKS", [("rule data and maps", broken)])
    assert main(["--selftest"]) == 1
    assert "rule data and maps: FAILED: the map is missing" in capsys.readouterr().err


def test_settings_and_players_nested_a_thousand_deep_stop_no_command(capsys):
    from game.settings import settings_path
    from game.userdirs import data_dir

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    (data_dir()).mkdir(parents=True, exist_ok=True)
    (data_dir() / "players.json").write_text("{\"a\":" * 1000 + "1" + "}" * 1000, encoding="utf-8")
    assert main(["list"]) == 0
    assert settings_path().exists()  # the command line only peeks: the window reports it and sets it aside
    assert main(["history"]) == 0
    err = capsys.readouterr().err
    assert "players.json" in err and "moved aside" in err


def test_statistics_held_by_another_process_are_a_message_not_a_traceback(capsys, monkeypatch):
    import sqlite3

    from game.records import database
    from game.records.book import DATABASE, open_book
    from game.userdirs import data_dir

    open_book().close()
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    holder = sqlite3.connect(data_dir() / DATABASE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    assert main(["stats"]) == 2
    assert "in use by another program" in capsys.readouterr().err
    holder.execute("ROLLBACK")
    holder.close()
    assert not list(data_dir().glob("*.damaged-*"))
