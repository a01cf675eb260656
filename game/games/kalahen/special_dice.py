"""The three special dice: faces, scores, and the odds of reaching a score with the re-rolls left.

A face is an int 1–6: faces 1–3 show that many pips, faces 4–6 show the numeral 1–3.
Score = |sum of numerals − sum of pips|; a fight's final score = score × ring factor + bonuses.

The odds are memoised without a bound (functools.cache): their keys come from a small fixed set (the 56 sorted
throws of three dice, the re-rolls left, a needed score worked out from the rule data's strengths), a few thousand
entries in all.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement, permutations, product

from game.i18n import language, words

_, ngettext = words("kalahen")

FACES = (1, 2, 3, 4, 5, 6)
DICE = 3


def is_numeral(face: int) -> bool:
    return face > 3


def value(face: int) -> int:
    return face - 3 if face > 3 else face


@cache
def _face_name(face: int, spoken: str) -> str:
    if is_numeral(face):
        return _("{value}-numeral").format(value=value(face))
    return _("{value}-pip").format(value=value(face))


def face_name(face: int) -> str:
    """A face as the log writes it: "3-numeral", "1-pip" (the source's "3-siffra", "1-prick")."""
    return _face_name(face, language())


def score(dice: tuple[int, ...] | list[int]) -> int:
    numerals = sum(value(f) for f in dice if is_numeral(f))
    pips = sum(value(f) for f in dice if not is_numeral(f))
    return abs(numerals - pips)


def final_score(dice: tuple[int, ...] | list[int], factor: int, bonus: int) -> int:
    return score(dice) * factor + bonus


def needed_dice_score(strength: int, factor: int, bonus: int) -> int:
    """The smallest dice score that reaches `strength` (may be ≤ 0: a sure win)."""
    rest = strength - bonus
    return -(-rest // factor) if rest > 0 else 0


def reroll_outcomes(dice: tuple[int, ...], mask: int) -> list[tuple[int, ...]]:
    """Every result of re-rolling the dice whose bit is set in `mask`, each equally likely."""
    chosen = [i for i in range(DICE) if mask >> i & 1]
    results = []
    for faces in product(FACES, repeat=len(chosen)):
        new = list(dice)
        for i, f in zip(chosen, faces, strict=False):
            new[i] = f
        results.append(tuple(new))
    return results


def _key(dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(dice))


@cache
def _outcome_keys(dice: tuple[int, ...], mask: int) -> tuple[tuple[int, ...], ...]:
    """reroll_outcomes, each sorted, in the same order (the odds tables sum over them many times)."""
    return tuple(_key(o) for o in reroll_outcomes(dice, mask))


@cache
def _chance_after(dice: tuple[int, ...], rerolls: int, needed: int) -> tuple[float, int]:
    """(chance of ending with score ≥ needed, best mask; 0 = stop) from sorted `dice` with `rerolls` left."""
    stop = 1.0 if score(dice) >= needed else 0.0
    if rerolls == 0 or stop == 1.0:
        return stop, 0
    best, best_mask = stop, 0
    level = _level(rerolls - 1, needed)
    for mask in range(1, 1 << DICE):
        outs = _outcome_keys(dice, mask)
        p = sum([level[o] for o in outs]) / len(outs)
        if p > best + 1e-12:
            best, best_mask = p, mask
    return best, best_mask


@cache
def _level(rerolls: int, needed: int) -> dict[tuple[int, ...], float]:
    """_chance_after's chance for every sorted throw, with `rerolls` left."""
    return {d: _chance_after(d, rerolls, needed)[0] for d in combinations_with_replacement(FACES, DICE)}


@cache
def win_chance(needed: int, rerolls: int = 2) -> float:
    """Chance of a final dice score ≥ needed, playing the re-rolls as well as possible."""
    if needed <= 0:
        return 1.0
    if needed > 9:
        return 0.0
    total = 0.0
    for dice in combinations_with_replacement(FACES, DICE):
        ways = len(set(_perms(dice)))
        total += ways * _chance_after(dice, rerolls, needed)[0]
    return float(total / 6**DICE)


def _perms(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    return list(permutations(dice))


def _unsorted_mask(dice: tuple[int, ...], mask: int) -> int:
    """A re-roll mask found on the sorted dice, mapped back to the dice's positions in their real order."""
    ordered = _key(dice)
    wanted = [ordered[i] for i in range(DICE) if mask >> i & 1]
    result = 0
    for i, f in enumerate(dice):
        if f in wanted:
            wanted.remove(f)
            result |= 1 << i
    return result


def best_mask(dice: tuple[int, ...], rerolls: int, needed: int) -> int:
    """Which dice to re-roll (bit i = die i) to best reach `needed`; 0 = keep them all."""
    if needed > 9:
        needed = 9  # cannot win: still aim as high as possible
    _, mask = _chance_after(_key(dice), rerolls, max(needed, 0))
    return _unsorted_mask(dice, mask)


def chance_after(dice: tuple[int, ...], rerolls: int, needed: int) -> float:
    """The chance of ending with a dice score ≥ needed from these dice, with `rerolls` left played as well as
    possible (keeping them: rerolls 0)."""
    if needed > 9:
        return 0.0
    return _chance_after(_key(dice), rerolls, max(needed, 0))[0]


@cache
def _expected(dice: tuple[int, ...], rerolls: int) -> tuple[float, int]:
    here = float(score(dice))
    if rerolls == 0:
        return here, 0
    best, best_mask_ = here, 0
    for mask in range(1, 1 << DICE):
        outs = _outcome_keys(dice, mask)
        e = sum([_expected(o, rerolls - 1)[0] for o in outs]) / len(outs)
        if e > best + 1e-12:
            best, best_mask_ = e, mask
    return best, best_mask_


def best_mask_for_high(dice: tuple[int, ...], rerolls: int) -> int:
    """The re-roll that maximises the expected final score (for a champion who rolls first in a duel)."""
    _, mask = _expected(_key(dice), rerolls)
    return _unsorted_mask(dice, mask)


def monster_win_chance(strength: int, factor: int, bonus: int, rerolls: int = 2) -> float:
    return win_chance(needed_dice_score(strength, factor, bonus), rerolls)
