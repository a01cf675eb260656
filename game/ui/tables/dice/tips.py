"""What the pieces of the dice games' tables are, in words for the hover tip: Yatzy's boxes, the bank's squares,
Jackpot's pot, Dödssprånget's chasms and sum, Fängelse's strokes and Bovjakten's dice and pawns."""

from __future__ import annotations

from typing import Protocol

from game.i18n import words

_, ngettext = words("dice")


class BoxSpec(Protocol):
    """What a Yatzy box of the rule data says of itself (the table reads it from the game's rules)."""

    kind: str
    face: int
    count: int
    faces: tuple[int, ...]
    points: int


def yatzy_box(box: BoxSpec, factor: int, columns: int) -> str:
    """What a Yatzy box scores (before and with its column's factor)."""
    if box.kind == "number":
        said = _("The dice showing {face}, added up; at least one die must show it.").format(face=box.face)
    elif box.kind == "pairs" and box.count == 1:
        said = _("The two dice of the highest pair.")
    elif box.kind == "pairs":
        said = ngettext("{n} different pair: its dice added up.", "{n} different pairs: their dice added up.",
                        box.count).format(n=box.count)
    elif box.kind == "kind":
        said = _("{n} equal dice, added up.").format(n=box.count)
    elif box.kind == "straight":
        said = _("Exactly {faces}: {points} points.").format(faces="-".join(map(str, box.faces)), points=box.points)
    elif box.kind == "full_house":
        said = _("A pair and three of a kind of different values: all five dice.")
    elif box.kind == "chance":
        said = _("All the dice, added up, whatever they show.")
    else:
        said = _("All five dice alike: {points} points.").format(points=box.points)
    if columns > 1 and factor == 1:
        said += " " + _("In this column the points count once.")
    elif columns > 1:
        said += " " + _("In this column every point counts {factor} times.").format(factor=factor)
    return said


def yatzy_now(points: int, struck_only: bool) -> str:
    """What the dice on the table would write in a free box."""
    if struck_only:
        return _("These dice score 0 here: the box can only be struck.")
    return ngettext("These dice write {n} point here.", "These dice write {n} points here.", points).format(n=points)


def bank_square(face: int, payouts: str, stakes: str) -> str:
    """A square of the bank's board: what a bet on it wins, and the stakes lying on it."""
    said = _("A bet on {face}: the bank rolls six dice and pays when {face} shows three times or more ({payouts}). "
             "Otherwise the bank takes the stake.").format(face=face, payouts=payouts)
    return f"{said} {_('On it: {stakes}.').format(stakes=stakes)}" if stakes else said


def jackpot_pot(chips: int, totals: str) -> str:
    return ngettext("The pot, {n} chip. Every turn pays one chip into it before rolling; a roll of {totals} takes "
                    "it all. A player with no chips left is out.",
                    "The pot, {n} chips. Every turn pays one chip into it before rolling; a roll of {totals} takes "
                    "it all. A player with no chips left is out.", chips).format(n=chips, totals=totals)


def jackpot_seat(name: str, chips: int, out: bool) -> str:
    if out:
        return _("{name} has no chips left and is out of the game.").format(name=name)
    return ngettext("{name} has {n} chip: one goes into the pot at every turn.",
                    "{name} has {n} chips: one goes into the pot at every turn.", chips).format(name=name, n=chips)


def chasm(square: int) -> str:
    return _("A chasm at {n}: whoever brings the sum to exactly {n} falls and is out. The sum stays there and the "
             "game goes on.").format(n=square)


def leap_sum(total: int, chasm_at: int) -> str:
    return _("The shared sum, {total}: every roll adds to it. The next chasm is at {chasm}.").format(
        total=total, chasm=chasm_at)


def sentence(name: str, left: int, drawn: int) -> str:
    said = ngettext("{name}'s sentence: {left} stroke left of {drawn}.",
                    "{name}'s sentence: {left} strokes left of {drawn}.", left).format(name=name, left=left,
                                                                                        drawn=drawn)
    return said + " " + _("A roll crosses out that many; a roll larger than the strokes left adds the difference "
                          "instead. Cross out the last one exactly to get out.")


def manhunt_die(face: int, effect: str) -> str:
    return _("A {face}: {effect}").format(face=face, effect=effect)


def manhunt_pawn(name: str, robber: bool, points: int, escape_at: int) -> str:
    """A pawn of the hunt: its points, and what they are for on its side."""
    said = ngettext("{name}: {n} point.", "{name}: {n} points.", points).format(name=name, n=points)
    if robber:
        return said + " " + _("A robber with {escape} points escapes; a police player with more points than him "
                              "catches him.").format(escape=escape_at)
    return said + " " + _("The police catch a robber by having more points than him.")
