"""The Kalahen planner's tables, each built once and shared by every bot: the roads as the router reads them, the
rings the places with cards left ask for, the prospects of one trial, and the special dice's odds warmed up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.registry import load_header
from game.games.kalahen import special_dice as dice
from game.games.kalahen.board import Board
from game.games.kalahen.rules import KalahenRules

CARD_VALUE = 5.0  # what one chest card is worth, in LP-equivalents
RING_VALUE = 0.5


def completes(me: Mapping[str, Any]) -> bool:
    stars: dict[str, set[int]] = {}
    for c in me.get("cards", []) + me.get("home_scrolls", []):
        if c["kind"] == "scroll":
            stars.setdefault(c["formula"], set()).add(c["stars"])
    return any(len(v) == 3 for v in stars.values())


# These four are of a fixed size: by the rules or board object (the game's info makes one for the process) and
# what the rule data lists.
_EDGES: dict[int, dict[str, list[tuple[str, int, bool, bool, str, bool]]]] = {}


def edges(board: Board) -> dict[str, list[tuple[str, int, bool, bool, str, bool]]]:
    """Each circle's roads as the router reads them: (circle at the other end, road index, that end is the
    tower, the road is the Crystal Bridge, its terrain, this end is the tower)."""
    if id(board) not in _EDGES:
        circles = board.circles
        _EDGES[id(board)] = {
            here: [(there, index, circles[there].kind == "tower", board.roads[index].crystal,
                    board.roads[index].terrain, circles[here].kind == "tower")
                   for there, index in board.neighbours[here]]
            for here in circles}
    return _EDGES[id(board)]


_NEEDS: dict[tuple[int, tuple[bool, ...]], dict[str, float]] = {}


def ring_need(rules: KalahenRules, full: tuple[bool, ...]) -> dict[str, float]:
    """The rings the places with cards left ask for (full: whether each schedule column's pile has cards)."""
    key = (id(rules), full)
    if key not in _NEEDS:
        _NEEDS[key] = _count_ring_need(rules, full)
    return _NEEDS[key]


def _count_ring_need(rules: KalahenRules, full: tuple[bool, ...]) -> dict[str, float]:
    need = {c: 0.0 for c in rules.colours}
    for (_, column), has_cards in zip(rules.schedule.items(), full, strict=True):
        if not has_cards:
            continue
        for event in column.rolls.values():
            for c in event.rings:
                need[c] += 1.0 / len(column.rolls)
    return need


# A pile, the rings capped at what its enchantments ask, the items and the level's LP weight: a few thousand at most.
_PROSPECTS: dict[tuple[Any, ...], tuple[float, float, float, int]] = {}


def prospect(rules: KalahenRules, pile: str, rings: tuple[int, ...], bonus: int, items: tuple[bool, bool],
              lp_weight: float) -> tuple[float, float, float, int]:
    """(chance of a card, expected LP lost, expected rings spent, worst LP loss) of one trial at a pile."""
    # Rings beyond what this pile's enchantments ask for of a colour, or a fight spends in all, change nothing
    # here: counted so, far more trials share an answer.
    caps = _ring_caps(rules, pile)
    carried = min(sum(rings), len(rules.ring_factors) - 1)
    rings = tuple(n if n < cap else cap for n, cap in zip(rings, caps, strict=True))
    key = (id(rules), pile, rings, carried, bonus, items, lp_weight)
    found = _PROSPECTS.get(key)
    if found is None:
        found = _PROSPECTS[key] = _compute_prospect(rules, pile, rings, carried, bonus, items, lp_weight)
    return found


_RING_CAPS: dict[tuple[int, str], tuple[int, ...]] = {}


def _ring_caps(rules: KalahenRules, pile: str) -> tuple[int, ...]:
    """For each colour, the most rings of it one enchantment at this pile asks for."""
    caps = _RING_CAPS.get((id(rules), pile))
    if caps is None:
        events = rules.schedule[pile].rolls.values()
        caps = _RING_CAPS[id(rules), pile] = tuple(max([0, *(e.rings.count(c) for e in events)])
                                                    for c in rules.colours)
    return caps


def _compute_prospect(rules: KalahenRules, pile: str, rings: tuple[int, ...], carried: int, bonus: int,
                      items: tuple[bool, bool], lp_weight: float) -> tuple[float, float, float, int]:
    column = rules.schedule[pile]
    loss = rules.trial_loss[column.loss]
    losses = [loss.amount(f) for f in loss.faces()]
    mean_loss = sum(losses) / len(losses)
    held = dict(zip(rules.colours, rings, strict=True))
    p_card = e_loss = e_rings = 0.0
    pr = 1 / len(column.rolls)
    for event in column.rolls.values():
        if event.kind == "journey":
            p_card += pr
        elif event.kind == "enchantment":
            need: dict[str, int] = {}
            for c in event.rings:
                need[c] = need.get(c, 0) + 1
            has_items = all(items[0] if i == "sword" else items[1] for i in event.needs)
            if has_items and all(held[c] >= n for c, n in need.items()):
                p_card += pr
                e_rings += pr * len(event.rings)
            else:
                e_loss += pr * mean_loss
        elif event.kind == "combat":
            spec = rules.monsters[event.monster]
            faces = spec.faces()
            for f in faces:
                strength = spec.amount(f)
                best = (-1e9, 0.0, 0)
                for k in range(carried + 1):
                    p = dice.monster_win_chance(strength, rules.factor(k), bonus, rules.rerolls)
                    value = p * CARD_VALUE - (1 - p) * mean_loss * lp_weight - k * RING_VALUE
                    if value > best[0]:
                        best = (value, p, k)
                _, p, k = best
                p_card += pr / len(faces) * p
                e_loss += pr / len(faces) * (1 - p) * mean_loss
                e_rings += pr / len(faces) * k
    return p_card, e_loss, e_rings, max(losses)


_RULES: list[KalahenRules] = []


def default_rules() -> KalahenRules:
    if not _RULES:
        _RULES.append(KalahenRules.from_data(load_header("kalahen")[1]))
    return _RULES[0]


_WARM: list[bool] = []


def warm_dice_tables() -> None:
    """Fills the special-dice tables once, so that no decision pays for building them."""
    if not _WARM:
        for needed in range(0, 10):
            dice.win_chance(needed)
            dice.best_mask((1, 1, 1), 2, needed)
        dice.best_mask_for_high((1, 1, 1), 2)
        _WARM.append(True)
