"""The statistics and the history as text and as JSON, for `python -m game stats` and `history`."""

from __future__ import annotations

import time
from typing import Any

from game.engine.errors import SpelbordetError
from game.engine.registry import all_games
from game.records.book import RecordBook
from game.records.figures import COLUMN_TABLES, YATZY


def game_name(key: str) -> str:
    info = all_games().get(key)
    return info.native_name if info else key


def day(when: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(when))


def find_player(book: RecordBook, name: str) -> str:
    key = name.strip().casefold()
    for profile in book.profiles.everyone():
        if profile.name.casefold() == key or profile.id == name:
            return profile.id
    raise SpelbordetError(f"there is no player called {name!r}")


def stats_data(book: RecordBook, game: str | None, player: str | None) -> dict[str, Any]:
    if game is not None and game not in all_games():
        raise SpelbordetError(f"unknown game {game!r} (see `python -m game list`)")
    pid = find_player(book, player) if player else None
    data: dict[str, Any] = {"database": book.describe()["database"],
                            "figures": [f.to_json() for f in book.figures(game, pid)]}
    if game in (None, YATZY):
        data["high_scores"] = {
            str(columns): [{"name": h.name, "score": h.score, "finished_at": h.finished_at, "game_id": h.game_id}
                           for h in book.high_scores(columns) if pid in (None, h.player)]
            for columns in COLUMN_TABLES}
    return data


def stats_lines(data: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    current = None
    for f in data["figures"]:
        if (f["game"], f["variant"]) != current:
            current = (f["game"], f["variant"])
            if lines:
                lines.append("")
            title = game_name(f["game"]) + (f", {f['variant']}" if f["variant"] else "")
            lines += [title, f"  {'player':18} {'played':>6} {'won':>5} {'share':>6} {'average':>8}"
                                          f" {'best':>7} {'streak':>6} {'longest':>7}"]
        best = "" if f["best"] is None else f"{f['best']:g}"
        lines.append(f"  {f['name']:18} {f['played']:>6} {f['won']:>5} {100 * f['share']:>5.0f}% {f['average']:>8.1f}"
                     f" {best:>7} {f['streak']:>6} {f['best_streak']:>7}")
    for columns, rows in data.get("high_scores", {}).items():
        if rows:
            lines += ["", f"High scores, {COLUMN_TABLES[int(columns)]}"]
            lines += [f"  {i:2}. {r['name']:18} {r['score']:>6g}  {day(r['finished_at'])}"
                      for i, r in enumerate(rows, start=1)]
    return lines or ["No finished games are recorded yet."]


def history_data(book: RecordBook) -> list[dict[str, Any]]:
    return [{"id": h.id, "game": h.game, "finished_at": h.finished_at, "players": h.names, "winners": h.winners,
             "moves": h.moves} for h in book.history()]


def history_lines(rows: list[dict[str, Any]]) -> list[str]:
    if not rows:
        return ["No finished games are recorded yet."]
    lines = []
    for row in rows:
        winner = " and ".join(row["winners"]) if row["winners"] else "nobody"
        lines.append(f"{row['id']}  {day(row['finished_at'])}  {game_name(row['game']):16} "
                     f"{', '.join(row['players'])} — won by {winner}")
    return lines
