"""The statistics, counted from the database: per player and game, high scores, head-to-head, history.

Each seat a player took counts as one game played by that player (two "AI (normal)" seats at one
table are two games for that player); a seat won when the game names it a winner, shared wins included.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from game.i18n import N_, words

_, ngettext = words("spelbordet")

YATZY = "trippel_yatzy"
COLUMN_TABLES = {1: N_("one column"), 3: N_("three columns")}  # kept in English; said with _() where shown


def variant_of(game: str, columns: int | None) -> str:
    """Trippel Yatzy's sheets with one and with three columns are counted apart (their scores are not alike);
    every other game has one variant, ""."""
    return COLUMN_TABLES.get(columns or 0, "") if game == YATZY else ""


@dataclass
class PlayerFigures:
    player: str
    name: str
    game: str
    variant: str = ""
    played: int = 0
    won: int = 0
    total_score: float = 0.0
    best: float | None = None
    streak: int = 0  # wins in a row up to the latest game
    best_streak: int = 0
    scores: list[tuple[float, float, bool]] = field(default_factory=list)  # (finished_at, score, won), oldest first

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        return self.total_score / self.played if self.played else 0.0

    def add(self, finished_at: float, score: float, won: bool) -> None:
        self.played += 1
        self.won += won
        self.total_score += score
        self.best = score if self.best is None else max(self.best, score)
        self.streak = self.streak + 1 if won else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.scores.append((finished_at, score, won))

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("total_score")
        data["scores"] = [list(s) for s in self.scores]
        data.update(share=round(self.share, 4), average=round(self.average, 2))
        return data


@dataclass(frozen=True)
class HighScore:
    player: str
    name: str
    score: float
    finished_at: float
    game_id: str


@dataclass
class HeadToHead:
    games: int = 0  # games both sat in
    a_ahead: int = 0  # games where a finished better than b
    b_ahead: int = 0
    a_won: int = 0  # games a won outright or shared
    b_won: int = 0

    @property
    def level(self) -> int:
        return self.games - self.a_ahead - self.b_ahead


@dataclass(frozen=True)
class HistoryRow:
    id: str
    game: str
    finished_at: float
    names: list[str]
    winners: list[str]
    moves: int


Counts = Callable[[str], float]  # a player id -> the time before which their games no longer count
Namer = Callable[[str, str], str]  # (player id, name at the time) -> the name to show


def _rows(db: sqlite3.Connection, game: str | None) -> list[tuple[Any, ...]]:
    sql = ("SELECT g.id, g.game, g.finished_at, r.seat, r.player, r.name, r.score, r.share, r.won, g.columns "
           "FROM results r JOIN games g ON g.id = r.game_id")
    args: tuple[Any, ...] = ()
    if game is not None:
        sql += " WHERE g.game = ?"
        args = (game,)
    return db.execute(sql + " ORDER BY g.finished_at, g.id, r.seat", args).fetchall()


def player_figures(db: sqlite3.Connection, game: str | None, counts_since: Counts, name_of: Namer,
                   known: set[str]) -> list[PlayerFigures]:
    """Figures of every known player per game (and variant), best win share first."""
    table: dict[tuple[str, str, str], PlayerFigures] = {}
    for _gid, key, finished_at, _seat, player, name, score, _share, won, columns in _rows(db, game):
        if player not in known or finished_at <= counts_since(player):
            continue
        variant = variant_of(key, columns)
        entry = table.get((player, key, variant))
        if entry is None:
            entry = table[(player, key, variant)] = PlayerFigures(player, name_of(player, name), key, variant)
        entry.add(finished_at, score, bool(won))
    return sorted(table.values(), key=lambda f: (f.game, f.variant, -f.share, -f.won, f.name.casefold()))


def high_scores(db: sqlite3.Connection, columns: int, counts_since: Counts, name_of: Namer, known: set[str],
                limit: int = 10) -> list[HighScore]:
    """Trippel Yatzy's best sheets with this many columns (1: ordinary Yatzy, 3: Trippel)."""
    rows = db.execute("SELECT g.id, g.finished_at, r.player, r.name, r.score FROM results r "
                      "JOIN games g ON g.id = r.game_id WHERE g.game = ? AND g.columns = ? "
                      "ORDER BY r.score DESC, g.finished_at", (YATZY, columns)).fetchall()
    kept = [HighScore(player, name_of(player, name), score, finished_at, gid)
            for gid, finished_at, player, name, score in rows if player in known and finished_at > counts_since(player)]
    return kept[:limit]


def head_to_head(db: sqlite3.Connection, game: str | None, a: str, b: str, counts_since: Counts) -> HeadToHead:
    """How two players fared in the games where both sat (each once: a player's first seat counts)."""
    seats: dict[str, dict[str, tuple[float, float, bool]]] = {}
    since = max(counts_since(a), counts_since(b))
    for gid, _key, finished_at, _seat, player, _name, score, share, won, _columns in _rows(db, game):
        if player in (a, b) and finished_at > since:
            seats.setdefault(gid, {}).setdefault(player, (share, score, bool(won)))
    result = HeadToHead()
    for both in seats.values():
        if a not in both or b not in both or a == b:
            continue
        result.games += 1
        (sa, pa, wa), (sb, pb, wb) = both[a], both[b]
        if (sa, pa) > (sb, pb):
            result.a_ahead += 1
        elif (sb, pb) > (sa, pa):
            result.b_ahead += 1
        result.a_won += wa
        result.b_won += wb
    return result


def history(db: sqlite3.Connection, name_of: Namer) -> list[HistoryRow]:
    """Every recorded game, newest first."""
    games = db.execute("SELECT id, game, finished_at, moves FROM games ORDER BY finished_at DESC, id").fetchall()
    seats: dict[str, list[tuple[str, bool]]] = {}
    for gid, player, name, won in db.execute("SELECT game_id, player, name, won FROM results ORDER BY game_id, seat"):
        seats.setdefault(gid, []).append((name_of(player, name), bool(won)))
    return [HistoryRow(gid, key, at, [n for n, _ in seats.get(gid, [])], [n for n, w in seats.get(gid, []) if w],
                       moves) for gid, key, at, moves in games]

