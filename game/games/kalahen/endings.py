"""How a Kalahen game ends, and whether a champion can still come to rule: the check behind the Decision
`no_formula_end` (rules_data/kalahen.yaml) that ends a game once no champion left can ever hold a whole formula.

What a formula needs (rules/kalahen.md): one champion holds the scrolls of 1, 2 and 3 stars of one formula at home,
then beats the dragon. Where a scroll can be, and where it can go from there:

- in a chest pile: it can be drawn (a scroll of a fourth formula goes back under its pile, still in the chest);
- carried by a champion: it can go home with it, or be taken by a champion who beats it in a fight (only by one
  allowed to keep it: spoils_within_limits), or go out of the game with it when it is put out;
- at home in a castle: there for good (scrolls at home are safe, and nothing takes them from there);
- with a champion who is out: out of the game for good (its cards do not go back to the chests).

So formula F is lost to champion C, whatever anybody does and whatever the dice show, when

1. a scroll of F went out of the game with a beaten champion (lost to everybody), or
2. a scroll of F lies at home in another champion's castle (it never leaves it: C can never have it), or
3. C can never hold F at all: a champion holds scrolls of at most 3 formulas, carried and at home together; the
   formulas at its home stay held for ever, and so do the formulas it carries that no other champion left could
   ever take from it (a champion who has three other formulas at home can never keep one of these). When such
   formulas held for good are three and F is none of them, no scroll of F can ever be C's.

Each reason above only ever grows (what is at home stays, what is out stays out, a champion with three formulas
at home keeps them), so once a formula is lost to a champion it stays lost. A formula not lost by 1–3 may still
be won: its scrolls are in the chests, carried (and can be won in a fight or brought home) or in C's own castle,
and C has a place for it; the check claims no more than that, so it never ends a game somebody could still win.
It is generous in a few places (a chest behind the tower needs a key, a champion may be too weak to fight); a
game lost only for such reasons runs on to its round limit.

A champion with a whole formula at home, still to beat the dragon, holds it: the game goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, words

if TYPE_CHECKING:
    from game.games.kalahen.core import KalahenCore

_ = words("kalahen")[0]

# Why a game ended, as end_reason() says (and the words the results and the log use for each).
RULER = "ruler"
ALL_OUT = "all_out"
ROUND_LIMIT = "round_limit"
NO_FORMULA = "no_formula"
END_TEXTS = {
    ALL_OUT: N_("Every champion is out of the game: nobody rules Kalahen."),
    ROUND_LIMIT: N_("The round limit was reached: nobody rules Kalahen."),
    NO_FORMULA: N_("No champion left can ever hold a whole formula: nobody rules Kalahen."),
}


def end_text(reason: str | None) -> str:
    """The results' line for a game that ended so, in the client's language (none for a ruler: the headline says)."""
    return _(END_TEXTS[reason]) if reason in END_TEXTS else ""


def formulas_left(state: KalahenCore) -> dict[int, list[int]]:
    """For each champion still in the game, the formulas it can still come to hold whole (sorted), by the
    module's rules 1–3; a champion for whom none is left is not listed."""
    rules = state.rules
    cards = rules.cards
    alive = [c for c in state.champions if not c.out]
    gone: set[int] = set()  # formulas with a scroll out of the game (rule 1)
    homes: dict[int, set[int]] = {}  # formula -> the castles (seats) holding a scroll of it (rule 2)
    home_formulas: dict[int, set[int]] = {c.seat: set() for c in alive}
    carried_formulas: dict[int, set[int]] = {c.seat: set() for c in alive}
    placed = set(state.removed)
    for pile in state.piles.values():
        placed.update(pile)
    for c in state.champions:
        for cid in c.cards + c.home_scrolls:
            card = cards[cid]
            if card.kind != "scroll":
                continue
            placed.add(cid)
            if c.out:
                gone.add(card.formula)
            elif cid in c.cards:
                carried_formulas[c.seat].add(card.formula)
            else:
                home_formulas[c.seat].add(card.formula)
                homes.setdefault(card.formula, set()).add(c.seat)
    for card in cards:
        if card.kind == "scroll" and (card.id not in placed or card.id in state.removed):
            gone.add(card.formula)  # nowhere in the game (never so by the rules; counted lost to be safe)
    limit = rules.formulas_held

    def could_ever_hold(seat: int, formula: int) -> bool:
        """Whether a champion could ever keep a scroll of the formula (a necessary condition only)."""
        return (formula in home_formulas[seat] or formula in carried_formulas[seat]
                or len(home_formulas[seat]) < limit)

    left: dict[int, list[int]] = {}
    for c in alive:
        seat = c.seat
        held = home_formulas[seat] | carried_formulas[seat]
        kept_for_good = set(home_formulas[seat])
        for formula in carried_formulas[seat] - kept_for_good:
            if not any(could_ever_hold(o.seat, formula) for o in alive if o.seat != seat):
                kept_for_good.add(formula)
        mine = [f for f in range(rules.formulas)
                if f not in gone and homes.get(f, {seat}) <= {seat}
                and (f in held or len(kept_for_good) < limit)]
        if mine:
            left[seat] = mine
    return left


def formula_possible(state: KalahenCore) -> bool:
    """Whether some champion still in the game can still come to hold a whole formula (see the module's text)."""
    return bool(formulas_left(state))
