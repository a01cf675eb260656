"""The statistics and the history as text and as JSON, for `python -m game stats` and `history`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.engine.errors import SpelbordetError
from game.engine.registry import all_games
from game.i18n import NUMBER_LOCALES, language, number, words
from game.records.book import RecordBook
from game.records.figures import COLUMN_TABLES, YATZY
from game.records.profiles import shown_name

_, ngettext = words("spelbordet")
HEAD_WIDTHS = ["18", ">6", ">5", ">6", ">8", ">7", ">6", ">7"]  # the statistics' columns


def game_name(key: str) -> str:
    info = all_games().get(key)
    return info.native_name if info else key


def day(when: float) -> str:
    """The date and time of a finished game, as the language writes them."""
    from babel.dates import format_datetime  # late: Babel's tables load when a date is first written

    return format_datetime(datetime.fromtimestamp(when), "short", locale=NUMBER_LOCALES[language()])


def won_by(winners: list[str]) -> str:
    """"Won by Anna and Bo", or "No winner"."""
    if not winners:
        return _("No winner")
    return _("Won by {names}").format(names=_(" and ").join(winners))


def find_player(book: RecordBook, name: str) -> str:
    key = name.strip().casefold()
    for profile in book.profiles.everyone():
        if profile.name.casefold() == key or profile.id == name:
            return profile.id
    raise SpelbordetError(_("there is no player called {name}").format(name=repr(name)))


def stats_data(book: RecordBook, game: str | None, player: str | None) -> dict[str, Any]:
    if game is not None and game not in all_games():
        raise SpelbordetError(_("unknown game {key} (see `python -m game list`)").format(key=repr(game)))
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
            title = game_name(f["game"]) + (f", {_(f['variant'])}" if f["variant"] else "")
            heads = [_("player"), _("played"), _("won"), _("share"), _("average"), _("best"), _("streak"),
                     _("longest")]
            lines += [title, "  " + " ".join(f"{head:{width}}" for head, width in zip(heads, HEAD_WIDTHS))]
        best = "" if f["best"] is None else number(f["best"])
        share = number(100 * f["share"], 0) + "%"
        name = shown_name(f["player"], f["name"]) if "player" in f else f["name"]
        lines.append(f"  {name:18} {number(f['played']):>6} {number(f['won']):>5} {share:>6}"
                     f" {number(f['average'], 1):>8} {best:>7} {f['streak']:>6} {f['best_streak']:>7}")
    for columns, rows in data.get("high_scores", {}).items():
        if rows:
            lines += ["", _("High scores, {columns}").format(columns=_(COLUMN_TABLES[int(columns)]))]
            lines += [f"  {i:2}. {r['name']:18} {number(r['score']):>6}  {day(r['finished_at'])}"
                      for i, r in enumerate(rows, start=1)]
    return lines or [_("No finished games are recorded yet.")]


def history_data(book: RecordBook) -> list[dict[str, Any]]:
    return [{"id": h.id, "game": h.game, "finished_at": h.finished_at, "players": h.names, "winners": h.winners,
             "moves": h.moves} for h in book.history()]


def history_lines(rows: list[dict[str, Any]]) -> list[str]:
    if not rows:
        return [_("No finished games are recorded yet.")]
    lines = []
    for row in rows:
        winner = _(" and ").join(row["winners"]) if row["winners"] else _("nobody")
        lines.append(f"{row['id']}  {day(row['finished_at'])}  {game_name(row['game']):16} " +
                     _("{players} — won by {winner}").format(players=", ".join(row["players"]), winner=winner))
    return lines
