"""Hidden information: what one seat cannot know, dealt anew for a determinization (resample)."""

from __future__ import annotations

import random
from typing import TypeVar

from game.games.kalahen.core import KalahenCore
from game.games.kalahen.tasks import Spoils

S = TypeVar("S", bound=KalahenCore)


def resample(state: S, seat: int, rng: random.Random) -> S:
    """Deals the cards this seat cannot see anew (pile contents, other champions' face-down cards and the
    scrolls they keep at home), keeping every count and limit, and replaces a rival's secret ring choice by
    a random legal one."""
    again = state.clone()
    # A winner choosing its spoils looks through the beaten champion's cards (its view lists them): for that
    # seat they are known, not dealt anew.
    task = state.agenda[0] if state.agenda else None
    shown = task.loser if isinstance(task, Spoils) and state.current_player() == seat else None
    others = [c for c in again.champions if c.seat != seat]
    pool = [cid for p in again.piles.values() for cid in p]
    slots: list[tuple[int, int]] = []
    home_slots: list[tuple[int, int]] = []
    for c in others:
        for i, cid in enumerate(c.cards):
            if state.hidden_card(cid) and c.seat != shown:
                pool.append(cid)
                slots.append((c.seat, i))
        if state.complete_formula(c.seat) is not None:
            continue  # a whole formula at home is no secret: it sends its champion against the dragon, as all see
        for i, cid in enumerate(c.home_scrolls):
            pool.append(cid)
            home_slots.append((c.seat, i))
    for _ in range(20):
        rng.shuffle(pool)
        # A rival's home holds scrolls only; its hidden hand only kinds kept face down (never a purse).
        home = [cid for cid in pool if state.card(cid).kind == "scroll"][:len(home_slots)]
        taken = set(home)
        hidden_kinds = [cid for cid in pool if cid not in taken and state.hidden_card(cid)
                        and state.card(cid).kind != "purse"]
        if len(hidden_kinds) < len(slots):
            break
        trial = again.clone()
        chosen = hidden_kinds[:len(slots)]
        for (s, i), cid in zip(slots, chosen, strict=False):
            trial.champions[s].cards[i] = cid
        for (s, i), cid in zip(home_slots, home, strict=True):
            trial.champions[s].home_scrolls[i] = cid
        taken |= set(chosen)
        rest = [cid for cid in pool if cid not in taken]
        sizes = {k: len(v) for k, v in again.piles.items()}
        at = 0
        for k in trial.piles:
            trial.piles[k] = rest[at:at + sizes[k]]
            at += sizes[k]
        if all(len(trial.formulas_held(c.seat)) <= state.rules.formulas_held for c in trial.champions):
            again = trial
            break
    if again.duel and not again.duel["revealed"]:
        for s in list(again.duel["rings"]):
            if s != seat:
                again.duel["rings"][s] = rng.randint(0, min(state.rules.duel_max_rings, again.champions[s].carried()))
    if again.monster_deck:
        rng.shuffle(again.monster_deck)
    return again
