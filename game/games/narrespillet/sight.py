"""What Narrespillet's rule-based player looks at: a small summary of the table (what it holds, what leads each
house), built from a seat's view when it plays, or straight from a determinized state inside the search's
playouts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from game.games.narrespillet.at_hand import cards_at_hand
from game.games.narrespillet.cards import HOUSES


class Sight(NamedTuple):
    """What the rule-based player looks at."""

    me: int                              # the entity deciding (a seat or the Demons)
    seat: int
    hand: list[int]                      # own hand, open cards included
    usable: list[int]                    # hand + Justice cards (+ own Chariot)
    mine: list[tuple[int, int] | None]   # per house: (line, total) of my placement, (99, 0) for a forfeit, None open
    best: list[tuple[int, int]]          # per house: the best (line, total) of the others, (99, 0) if none
    leader: list[int]                    # per house: the entity holding that best placement, -1 if none
    deck: int
    blocked: int
    kroam: bool
    pile_turns: int                      # how often the discard pile became the deck this round
    sides: Any                           # entity -> controlling seat (a dict, or a list by entity)
    hands: Any                           # entity -> cards in hand, for the Hanged Man (the same)
    # per house: the best (line, total) of the others but the leader's, (99, 0) if none (for the Tower: would
    # removing the leader's placement leave mine in the lead?)
    runner: Sequence[tuple[int, int]] = ()


def better(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Does (line, total) a beat b? Lower line wins; in a number line the higher total."""
    return a[0] < b[0] or (a[0] == b[0] and a[1] > b[1])


def _summarize(me: int, seat: int, hand: list[int], usable: list[int],
               fields: Mapping[int, list[tuple[int, int] | None]], entities: list[int],
               sides: dict[int, int], hands: dict[int, int], deck: int, blocked: int, kroam: bool,
               pile_turns: int) -> Sight:
    mine: list[tuple[int, int] | None] = []
    best = [(99, 0)] * HOUSES
    runner = [(99, 0)] * HOUSES
    leader = [-1] * HOUSES
    for h in range(HOUSES):
        f = fields[me][h]
        mine.append(None if f is None else f)
        for x in entities:
            if sides[x] == seat:
                continue
            g = fields[x][h]
            if g is not None and g[0] < 99:
                if better(g, best[h]):
                    runner[h], best[h], leader[h] = best[h], g, x
                elif better(g, runner[h]):
                    runner[h] = g
    return Sight(me, seat, hand, usable, mine, best, leader, deck, blocked, kroam, pile_turns, sides, hands, runner)


def table_from_view(view: Mapping[str, Any], seat: int, me: int) -> Sight:
    ents = {e["entity"]: e for e in view["entities"]}
    fields: dict[int, list[tuple[int, int] | None]] = {}
    for x, e in ents.items():
        row: list[tuple[int, int] | None] = []
        for f in e["fields"]:
            if f["state"] == "open":
                row.append(None)
            elif f["state"] == "forfeit":
                row.append((99, 0))
            else:
                row.append((f["line"], f["total"]))
        fields[x] = row
    own = ents[me]
    hand = list(own["hand"] or []) + list(own["open_cards"])
    usable = cards_at_hand(own["hand"] or [], own["open_cards"], view["justice"]["cards"] if view["justice"] else [],
                           own["chariot"])
    temperance = view["temperance"]
    return _summarize(me, seat, hand, usable, fields, list(ents), {x: e["controller"] for x, e in ents.items()},
                      {x: e["hand_count"] for x, e in ents.items()}, view["deck_count"],
                      temperance["house"] if temperance else -1, False, view["pile_turns"])


class HandSizes:
    """Entity -> cards in its hand (closed and open), counted when asked: only the Hanged Man's score asks."""

    __slots__ = ("hand", "opens")

    def __init__(self, hand: list[list[int]], opens: list[list[int]]) -> None:
        self.hand, self.opens = hand, opens

    def __getitem__(self, entity: int) -> int:
        return len(self.hand[entity]) + len(self.opens[entity])


_NONE = (99, 0)         # no placement (or a forfeit) in a house
_SIDES: dict[tuple[int, int], tuple[int, ...]] = {}  # a fixed size: by players and the Demons' owner


def table_from_state(state: Any, me: int) -> Sight:
    """As _summarize, read straight from the state (at every turn of the search's playouts, so kept lean: a
    placement is read by index, kind 0, total 5, line 6)."""
    table = state.table
    n = state.num_players
    owner = table.demons_owner
    seat = me if me < n else owner
    sides = _SIDES.get((n, owner))
    if sides is None:
        sides = _SIDES[(n, owner)] = (*range(n), owner)
    fields = table.fields
    mine: list[tuple[int, int] | None] = [None if p is None else _NONE if p[0] == "forfeit" else (p[6], p[5])
                                          for p in fields[me]]
    best = [_NONE, _NONE, _NONE, _NONE]
    runner = [_NONE, _NONE, _NONE, _NONE]
    leader = [-1, -1, -1, -1]
    for x in range(n + 1 if table.demons_active else n):
        if sides[x] == seat:
            continue
        for h, p in enumerate(fields[x]):
            if p is not None and p[0] != "forfeit":
                line = p[6]
                b = best[h]
                if line < b[0] or (line == b[0] and p[5] > b[1]):
                    runner[h] = b
                    best[h] = (line, p[5])
                    leader[h] = x
                elif line < runner[h][0] or (line == runner[h][0] and p[5] > runner[h][1]):
                    runner[h] = (line, p[5])
    hand = table.hand[me] + table.opens[me]
    usable = cards_at_hand(table.hand[me], table.opens[me], table.justice, table.chariot[me])
    temperance = table.temperance
    return Sight(me, seat, hand, usable, mine, best, leader, len(table.deck),
                 temperance[1] if temperance is not None else -1, bool(state.options["kroam"]), table.pile_turns, sides,
                 HandSizes(table.hand, table.opens), runner)
