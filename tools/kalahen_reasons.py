"""Why a Kalahen game of the benchmark ended without a ruler, read from its last state (every card known)."""

from __future__ import annotations

from typing import Any

from game.games.kalahen.state import KalahenState
from game.i18n import N_, words

_ = words("tools")[0]

# Why a game ended without a ruler, from its last state (every card known), the first that holds:
WHY = {
    "out": N_("every champion out"),
    "dragon": N_("a formula home or carried, the dragon unbeaten"),
    "piles": N_("a formula still to be had from the chests"),
    "theft": N_("a formula to be had only by taking a rival's carried scroll"),
    "dead": N_("no formula to be had by anybody left"),
}
# Why a formula is lost to every champion left (each formula of a game counted under the first that holds):
DEAD = {
    "split": N_("its scrolls lie in two castles (one may be a beaten champion's)"),
    "gone": N_("a scroll went out with a champion"),
    "full": N_("those who could hold it hold three others"),
}


def why_no_ruler(state: KalahenState) -> tuple[str, dict[str, int]]:
    """Why nobody rules (WHY's key), and for a game in which no formula can be had, how many formulas are
    lost for each reason (DEAD's keys). A champion can have a formula when each of its scrolls is its own (carried
    or at home), in a chest, or carried by another champion still in the game, and it holds that formula or
    fewer than three."""
    rules = state.rules
    alive = [c for c in state.champions if not c.out]
    if not alive:
        return "out", {}
    where: dict[int, dict[int, tuple[str, int]]] = {}  # formula -> stars -> (where, whose seat)
    for cid in (x for p in state.piles.values() for x in p):
        card = state.card(cid)
        if card.kind == "scroll":
            where.setdefault(card.formula, {})[card.stars] = ("pile", -1)
    for c in state.champions:
        for cid, spot in [(x, "carried") for x in c.cards] + [(x, "home") for x in c.home_scrolls]:
            card = state.card(cid)
            if card.kind == "scroll":
                where.setdefault(card.formula, {})[card.stars] = (spot, c.seat)
    out = {c.seat for c in state.champions if c.out}
    best = "dead"
    order = ["dragon", "piles", "theft", "dead"]
    for c in alive:
        held = state.formulas_held(c.seat)
        for formula, stars in where.items():
            if formula not in held and len(held) >= rules.formulas_held:
                continue
            spots = [stars.get(s, ("home", -2)) for s in (1, 2, 3)]
            if any(seat in out or spot == "home" and seat != c.seat for spot, seat in spots):
                continue
            if all(seat == c.seat for _, seat in spots):
                kind = "dragon"
            elif all(seat == c.seat or spot == "pile" for spot, seat in spots):
                kind = "piles"
            else:
                kind = "theft"
            best = min(best, kind, key=order.index)
    if best != "dead":
        return best, {}
    lost = {k: 0 for k in DEAD}
    for stars in where.values():
        spots = [stars.get(s, ("home", -2)) for s in (1, 2, 3)]
        castles = {seat for spot, seat in spots if spot == "home"}
        lost["split" if len(castles) > 1 else "gone" if any(seat in out for _, seat in spots) else "full"] += 1
    return "dead", lost


def print_why(results: list[dict[str, Any]]) -> None:
    """One line: why the games without a ruler ended so."""
    whys = [r["why"] for r in results if r.get("why")]
    if not whys:
        return
    counts = {k: sum(w[0] == k for w in whys) for k in WHY}
    parts = [_("{n} {why}").format(n=n, why=_(WHY[k])) for k, n in counts.items() if n]
    lost = {k: sum(w[1].get(k, 0) for w in whys) for k in DEAD}
    line = _("without a ruler: {reasons}").format(reasons="; ".join(parts))
    if counts["dead"]:
        line += _(" (formulas lost in those games: {lost})").format(
            lost="; ".join(_("{n} {why}").format(n=n, why=_(DEAD[k])) for k, n in lost.items() if n))
    print("  " + line)
