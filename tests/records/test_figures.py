"""The statistics through the real SQLite database: a run of seeded games gives the figures a hand count of
the same games gives."""

from __future__ import annotations

import sqlite3

import pytest

from game.engine.seats import Seat
from game.records.archive import GameRecord, SeatResult
from game.records.book import RecordBook
from game.records.database import insert_record
from game.records.profiles import Profiles, shown_name
from tests.records.conftest import played

ANNA, BO = Seat("Anna", "human"), Seat("Bo", "human")


def test_seeded_games_give_the_hand_counted_figures(book):
    # People can't be played headless, so the bots sit in for them: the test swaps the seats back before
    # recording, exactly as if Anna and Bo had made those moves.
    seats = [Seat("Anna", "random"), Seat("Bo", "random"), Seat("AI", "ai", "easy")]
    expected = {name: {"played": 0, "won": 0, "scores": [], "streak": 0, "best_streak": 0}
                for name in ("Anna", "Bo", "AI")}
    for n in range(12):
        match = played("kinesisk_bank", seats, seed=100 + n)
        match.seats = [ANNA, BO, Seat("AI", "ai", "easy")]
        book.record(match, finished_at=1000.0 + n)
        winners = match.state.winners()
        for seat, name in enumerate(("Anna", "Bo", "AI")):
            e = expected[name]
            e["played"] += 1
            e["won"] += seat in winners
            e["scores"].append(match.state.result_score(seat))  # the figure the results screen shows
            e["streak"] = e["streak"] + 1 if seat in winners else 0
            e["best_streak"] = max(e["best_streak"], e["streak"])
    figures = {f.name: f for f in book.figures("kinesisk_bank")}
    assert set(figures) == set(expected)
    for name, e in expected.items():
        f = figures[name]
        assert (f.played, f.won, f.streak, f.best_streak) == (e["played"], e["won"], e["streak"], e["best_streak"])
        assert f.average == sum(e["scores"]) / 12
        assert f.best == max(e["scores"])
        assert f.share == e["won"] / 12
        assert [s for _, s, _ in f.scores] == e["scores"]
    assert sum(f.won for f in figures.values()) >= 1


def _fixed(book: RecordBook, rid: str, at: float, scores: dict[str, float], game: str = "jackpot",
           columns: int | None = None) -> None:
    """A finished game with chosen results, straight into the database (the arithmetic is then checkable)."""
    best = max(scores.values())
    pids = {name: book.profiles.ensure(name).id for name in scores}
    results = [SeatResult(i, pids[name], name, "human", score, 1.0 if score == best else 0.0, score == best)
               for i, (name, score) in enumerate(scores.items())]
    options = {"columns": columns} if columns else {}
    insert_record(book.db, GameRecord(rid, game, at, 1, 10, options, results))


def test_streaks_count_wins_in_a_row(book):
    # Anna: won, won, lost, won, won, won, lost -> no current streak, longest three
    pattern = [True, True, False, True, True, True, False]
    for n, anna_wins in enumerate(pattern):
        _fixed(book, f"g{n}", 10.0 + n, {"Anna": 5 if anna_wins else 1, "Bo": 3})
    anna = next(f for f in book.figures("jackpot") if f.name == "Anna")
    assert (anna.played, anna.won, anna.streak, anna.best_streak) == (7, 5, 0, 3)
    bo = next(f for f in book.figures("jackpot") if f.name == "Bo")
    assert (bo.won, bo.best_streak, bo.best, bo.average) == (2, 1, 3, 3)


def test_yatzy_high_scores_keep_one_and_three_columns_apart(book):
    _fixed(book, "a", 1, {"Anna": 250, "Bo": 180}, "trippel_yatzy", columns=1)
    _fixed(book, "b", 2, {"Anna": 900, "Bo": 1100}, "trippel_yatzy", columns=3)
    _fixed(book, "c", 3, {"Anna": 300, "Bo": 120}, "trippel_yatzy", columns=1)
    assert [(h.name, h.score) for h in book.high_scores(1)] == [("Anna", 300), ("Anna", 250), ("Bo", 180),
                                                              ("Bo", 120)]
    assert [(h.name, h.score) for h in book.high_scores(3)] == [("Bo", 1100), ("Anna", 900)]
    # The players' figures keep the two sheets apart too: an average over both would mean nothing.
    figures = {(f.name, f.variant): (f.played, f.average, f.best) for f in book.figures("trippel_yatzy")}
    assert figures == {("Anna", "one column"): (2, 275, 300), ("Bo", "one column"): (2, 150, 180),
                       ("Anna", "three columns"): (1, 900, 900), ("Bo", "three columns"): (1, 1100, 1100)}


def test_head_to_head_counts_only_games_both_played(book):
    _fixed(book, "1", 1, {"Anna": 5, "Bo": 3})
    _fixed(book, "2", 2, {"Anna": 2, "Bo": 4, "Cia": 9})
    _fixed(book, "3", 3, {"Anna": 7, "Bo": 7})
    _fixed(book, "4", 4, {"Anna": 8, "Cia": 1})
    a, b = book.profiles.by_name("Anna").id, book.profiles.by_name("Bo").id
    h2h = book.head_to_head("jackpot", a, b)
    assert (h2h.games, h2h.a_ahead, h2h.b_ahead, h2h.level) == (3, 1, 1, 1)
    assert (h2h.a_won, h2h.b_won) == (2, 1)  # game 3 is a shared win


def test_reset_of_one_player_and_of_everyone_survives_a_rebuild(book):
    seats = [Seat("Anna", "random"), Seat("AI", "ai", "easy")]
    for n in range(3):
        match = played("dodsspranget", seats, seed=n)
        match.seats = [ANNA, seats[1]]
        book.record(match, finished_at=100.0 + n)
    assert {f.name: f.played for f in book.figures()} == {"Anna": 3, "Computer": 3}
    book.profiles.mark_reset(book.profiles.by_name("Anna").id, 101.5)
    assert {f.name: f.played for f in book.figures()} == {"Anna": 1, "Computer": 3}
    book.rebuild()
    assert {f.name: f.played for f in book.figures()} == {"Anna": 1, "Computer": 3}
    book.reset(None)
    assert book.figures() == []
    assert len(book.history()) == 3  # the games themselves stay in the history


def test_renamed_player_keeps_the_figures_and_a_deleted_one_leaves_the_history(book):
    match = played("dodsspranget", [Seat("Anna", "random"), Seat("AI", "ai", "easy")], seed=5)
    match.seats = [ANNA, Seat("AI", "ai", "easy")]
    book.record(match, finished_at=50.0)
    pid = book.profiles.by_name("Anna").id
    book.profiles.rename(pid, "Annika")
    assert "Annika" in {f.name for f in book.figures()}
    assert book.history()[0].names[0] == "Annika"
    book.delete_player(pid)
    assert {f.name for f in book.figures()} == {"Computer"}  # Dödssprånget, a game of pure luck
    assert len(book.history()) == 1


def test_each_ai_seat_counts_by_its_name_and_level_in_a_game_with_choices(book):
    for n, level in enumerate(["easy", "hard", "hard"]):
        match = played("trippel_yatzy", [Seat("Anna", "random"), Seat("Bjørn", "ai", level),
                                         Seat("Karin", "ai", "hard")], seed=n, columns=1)
        match.seats = [ANNA, *match.seats[1:]]
        book.record(match, finished_at=10.0 + n)
    shown = {shown_name(f.player, f.name): f.played for f in book.figures("trippel_yatzy")}
    assert shown == {"Anna": 3, "Bjørn · AI (easy)": 1, "Bjørn · AI (hard)": 2, "Karin · AI (hard)": 3}
    a, b = "ai-hard:Bjørn", "ai-hard:Karin"
    assert book.head_to_head("trippel_yatzy", a, b).games == 2


def test_profile_names_are_checked(tmp_path):
    profiles = Profiles(tmp_path / "players.json")
    anna = profiles.ensure("Anna")
    assert profiles.ensure(" anna ") == anna  # the same person, however typed
    for bad in ("", "AI (easy)", "x" * 17):
        with pytest.raises(ValueError):
            profiles.ensure(bad)
    profiles.ensure("Bo")
    with pytest.raises(ValueError, match="already"):
        profiles.rename(anna.id, "BO")
    again = Profiles(tmp_path / "players.json")
    assert [p.name for p in again.people] == ["Anna", "Bo"]


def test_records_from_before_the_results_figure_are_counted_as_the_results_show(tmp_path):
    import json

    from game.records import database
    from game.records.book import DATABASE

    book = RecordBook(tmp_path / "data")
    match = played("kinesisk_bank", [Seat("Anna", "random"), Seat("Bo", "random")], seed=4)
    match.seats = [ANNA, BO]
    record = book.record(match, finished_at=10.0)
    book.close()
    path = tmp_path / "data" / "records" / f"{record.id}.json"
    old = json.loads(path.read_text(encoding="utf-8"))
    del old["record"]["measure"]  # as records were written before: the chips left, not the chips won or lost
    for seat, result in enumerate(old["record"]["results"]):
        result["score"] = match.state.scores()[seat]
    path.write_text(json.dumps(old), encoding="utf-8")
    db = sqlite3.connect(tmp_path / "data" / DATABASE)
    db.execute("UPDATE results SET score = score + 1000")  # the old database's figures
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    again = RecordBook(tmp_path / "data")  # migrated: counted again from the record files
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == database.SCHEMA_VERSION
    figures = {f.name: f.average for f in again.figures("kinesisk_bank")}
    assert figures == {"Anna": match.state.result_score(0), "Bo": match.state.result_score(1)}
    assert figures["Anna"] != match.state.scores()[0]
    again.close()
