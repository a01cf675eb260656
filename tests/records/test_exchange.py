"""Export and import: one JSON file (the engine's save format) carries a finished game to another machine;
a damaged or foreign file is refused with a clear message and nothing changes."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.engine.errors import SaveError
from game.engine.saves import save_match
from game.engine.seats import Seat
from game.records.book import RecordBook
from tests.records.conftest import played


def _state_of(folder):
    return sorted((p.relative_to(folder).as_posix(), p.read_bytes()) for p in folder.rglob("*") if p.is_file())


def test_an_exported_game_imported_elsewhere_replays_the_same(tmp_path):
    home = RecordBook(tmp_path / "home")
    match = played("trippel_yatzy", [Seat("Anna", "random"), Seat("AI", "ai", "easy")], seed=7, columns=1)
    match.seats = [Seat("Anna", "human"), match.seats[1]]
    record = home.record(match, finished_at=1234.0)
    exported = home.export(record.id, "game.json")
    away = RecordBook(tmp_path / "away")
    imported = away.import_file(exported)
    assert imported.id == record.id and imported.finished_at == 1234.0
    assert imported.results[0].name == "Anna" and away.profiles.by_name("Anna") is not None
    again = away.match_of(record.id)
    assert again.state.snapshot() == match.state.snapshot()
    def figures(book):  # a person's id is local to each machine; the name is what travels
        return [{k: v for k, v in f.to_json().items() if k != "player"} for f in book.figures()]

    assert figures(away) == figures(home)
    assert [(h.name, h.score) for h in away.high_scores(1)] == [(h.name, h.score) for h in home.high_scores(1)]
    with pytest.raises(SaveError, match="already in your history"):
        away.import_file(exported)
    home.close()
    away.close()


def _bad_files(tmp_path, good: dict) -> dict[str, tuple[object, str]]:
    unfinished = played("dodsspranget", [Seat("A", "random"), Seat("B", "random")], seed=3)
    unfinished.rewind(len(unfinished.actions) - 1)
    save_match(unfinished, tmp_path / "unfinished.json")
    cheat = json.loads(json.dumps(good))
    cheat["actions"][3] = ["fly", 9]
    return {
        "damaged": (json.dumps(good)[:200], "damaged"),
        "foreign": (json.dumps({"format": "someone-else", "moves": []}), "not a Spelbordet game"),
        "newer": (json.dumps({**good, "version": 99}), "newer version"),
        "cheat": (json.dumps(cheat), "move 4 cannot be replayed"),
        "unfinished": ((tmp_path / "unfinished.json").read_text(encoding="utf-8"), "not finished"),
        "binary": (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
    }


def test_damaged_and_foreign_files_are_refused_and_nothing_changes(tmp_path):
    home = RecordBook(tmp_path / "home")
    match = played("jackpot", [Seat("A", "random"), Seat("B", "ai", "easy")], seed=2)
    good = json.loads(home.export(home.record(match).id, "good.json").read_text(encoding="utf-8"))
    away = RecordBook(tmp_path / "away")
    away.record(played("jackpot", [Seat("C", "random"), Seat("D", "random")], seed=9))
    before = _state_of(tmp_path / "away")
    for name, (content, message) in _bad_files(tmp_path, good).items():
        path = tmp_path / f"{name}.json"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        with pytest.raises(SaveError, match=message):
            away.import_file(path)
        assert _state_of(tmp_path / "away") == before, name
    home.close()
    away.close()


def test_cli_prints_the_statistics_and_the_history(user_folders, capsys):
    from game.records.book import open_book

    book = open_book()
    for n in range(3):
        match = played("dodsspranget", [Seat("Anna", "random"), Seat("AI", "ai", "hard")], seed=n)
        match.seats = [Seat("Anna", "human"), match.seats[1]]
        book.record(match, finished_at=100.0 + n)
    book.close()
    assert main(["stats", "--json", "--game", "dodsspranget", "--player", "anna"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(f["name"], f["played"]) for f in data["figures"]] == [("Anna", 3)]
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "Dödssprånget" in text and "Anna" in text and "Computer" in text  # a game of pure luck
    assert main(["history", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 3 and rows[0]["finished_at"] == 102.0 and rows[0]["players"] == ["Anna", "AI"]
    assert main(["history"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 3
    assert main(["stats", "--player", "Nobody"]) == 2
    assert "no player called" in capsys.readouterr().err
