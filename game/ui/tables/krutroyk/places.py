"""The named parts of the saloon table, in design coordinates: a seat's card, its pocket and stack piles, the pot
and the panels. The hover tips, the hint's marks and a lesson's steps find them here by the same names the
adviser uses ("seat:2", "pocket:0", "stack:0", "pot", "panel:middle")."""

from __future__ import annotations

from game.ui.tables.krutroyk import felt

Box = tuple[float, float, float, float]

ACTION_BOX = (24, 486, 796, 220)
LOG_BOX = (836, 96, 420, 560)
POT_BOX = (felt.POT_AT[0] - 60, felt.POT_AT[1] - 84, 120, 110)  # the pot's title, coins and amount
PANELS = {"middle": felt.MIDDLE_BOX, "story": LOG_BOX, "moves": ACTION_BOX}
PILES = ("pocket", "stack")


def pile_box(seat_box: Box, place: str) -> Box:
    """A seat card's "pocket" or "stack" pile with its label (the two apart: a ring or a tip names one)."""
    cx, cy = felt.pile_at(seat_box, place)
    width = (seat_box[2] - 10) * 0.42
    return cx - width / 2, cy - 34, width, 56


def part_box(name: str, players: int) -> Box | None:
    """Where the table part `name` is: "seat:<n>", "pocket:<n>", "stack:<n>", "pot" or "panel:<middle|story|moves>"
    (None for a name that is no part of this table)."""
    kind, _, rest = name.partition(":")
    if kind == "pot" and not rest:
        return POT_BOX
    if kind == "panel":
        return PANELS.get(rest)
    if kind in ("seat", *PILES) and rest.isdigit() and int(rest) < players:
        box = felt.seat_boxes(players)[int(rest)]
        return box if kind == "seat" else pile_box(box, kind)
    return None
