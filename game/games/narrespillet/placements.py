"""Placements: which sets of cards may lie on a battlefield, what kind they are, and how they rank."""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from game.games.narrespillet.cards import ACE, KING, KNIGHT, PAGE, QUEEN, card_of, house_of, is_number, rank_of
from game.games.narrespillet.data import NarreRules, Trumps
from game.i18n import N_, words

_, ngettext = words("narrespillet")


class Placement(NamedTuple):
    """What lies on one or two battlefields; a two-house placement is one object on both."""

    kind: str                 # world, imperial, royal, illegitimate, number, knight, page, forfeit
    cards: tuple[int, ...]    # every card lying there (the Magician is discarded, not kept)
    houses: tuple[int, ...]
    transformed: int          # the card the Magician turned into the house, or -1
    order: int                # when it was made (the earlier wins the last tie)
    total: int                # the sum of a number placement
    line: int                 # the ranking line, 0 = best
    judgement: bool = False   # a forfeit forced by Judgement


def classify(rules: NarreRules, tr: Trumps, cards: tuple[int, ...], houses: tuple[int, ...], transformed: int,
             kroam: bool) -> tuple[str, str]:
    """(kind, "") for a legal placement of these cards on these houses, or ("", the reason it is not)."""
    if not cards:
        return "", _("no cards chosen")
    if not houses or len(set(houses)) != len(houses):
        return "", _("choose one battlefield, or two different ones")
    house = houses[0]
    has_magician = tr.magician in cards
    rest = [c for c in cards if c != tr.magician]
    if has_magician:
        if transformed not in rest or not is_number(transformed):
            return "", _("the Magician must transform a number card in the placement")
        if rules.magician_must_transform and house_of(transformed) == house:
            return "", _("the Magician must transform a card of another house")
    elif transformed != -1:
        return "", _("only the Magician transforms a card")
    if len(houses) > 1:
        pair = set(rest)
        if not (pair == {tr.emperor, tr.empress} or pair == {tr.lovers, tr.emperor} or pair == {tr.lovers, tr.empress}):
            return "", _("only the Emperor and Empress (together or with the Lovers) cover two battlefields")
        if len(houses) > rules.imperial_max_houses:
            return "", _("too many battlefields")
        if has_magician:
            return "", _("the Magician has nothing to transform")

    def of_house(c: int) -> bool:
        return house_of(c) == house or c == transformed

    s = set(rest)
    if s == {tr.world}:
        return ("world", "") if not has_magician else ("", _("the Magician has nothing to transform"))
    if tr.world in s:
        return "", _("the World is placed alone")
    if s == {tr.emperor, tr.empress}:
        return "imperial", ""
    if len(rest) == 2 and not has_magician:
        if s == {card_of(house, QUEEN), card_of(house, KING)}:
            return "royal", ""
        if kroam and s == {tr.empress, card_of(house, QUEEN)}:
            return "royal", ""
        if tr.lovers in s:
            other = next(iter(s - {tr.lovers}))
            if other in (tr.emperor, tr.empress) or (house_of(other) == house and rank_of(other) >= PAGE):
                return "illegitimate", ""
            return "", _("the Lovers go with the Emperor, the Empress or a court card of the house")
    if any(c >= 56 for c in rest):
        return "", _("that trump cannot be placed so")
    if not all(of_house(c) for c in rest):
        return "", _("cards of another house cannot be placed here")
    courts = [c for c in rest if rank_of(c) > 10]
    if courts:
        if len(courts) == 1 and rank_of(courts[0]) in (KNIGHT, PAGE):
            others = [c for c in rest if c != courts[0]]
            if not others or (len(others) == 1 and rank_of(others[0]) == ACE):
                return ("knight" if rank_of(courts[0]) == KNIGHT else "page"), ""
            return "", _("a Knight or Page goes alone or with an Ace")
        return "", _("court cards never go into a number placement; Queen and King go together or with the Lovers")
    if has_magician and transformed not in rest:
        return "", _("the Magician must transform a number card in the placement")
    return "number", ""


def placed_kind(cards: tuple[int, ...], tr: Trumps) -> str:
    """The kind of a placement already known to be legal (cheaper than checking it again)."""
    s = set(cards)
    if tr.world in s:
        return "world"
    if tr.emperor in s and tr.empress in s:
        return "imperial"
    if tr.lovers in s:
        return "illegitimate"
    if tr.empress in s:
        return "royal"  # Kroam: the Empress with a Queen
    ranks = [rank_of(c) for c in cards if c < 56]
    if QUEEN in ranks:
        return "royal"
    if KNIGHT in ranks:
        return "knight"
    if PAGE in ranks:
        return "page"
    return "number"


def number_total(rules: NarreRules, cards: tuple[int, ...]) -> int:
    return sum(rules.names.value(c) for c in cards if is_number(c))


def make_placement(rules: NarreRules, tr: Trumps, kind: str, cards: tuple[int, ...], houses: tuple[int, ...],
                   transformed: int, order: int) -> Placement:
    kept = tuple(c for c in cards if c != tr.magician)
    total = number_total(rules, kept) if kind == "number" else 0
    return Placement(kind, kept, houses, transformed, order, total, rules.line_of(kind, total))


def candidates(tr: Trumps, pool: list[int], open_houses: list[int], world_houses: list[int], kroam: bool,
               max_houses: int, whole_only: bool = False) -> list[tuple[int, ...]]:
    """Every legal placement from the pool, as place-action arguments: (house, second house or -1,
    transformed card or -1, *sorted cards). With whole_only, a number placement always takes all the house's
    number cards at hand (the search's playouts: a part of them never ranks higher than the whole)."""
    if whole_only:
        return whole_candidates(tr, pool, open_houses, world_houses, kroam, max_houses)
    return every_candidate(tr, pool, open_houses, world_houses, kroam, max_houses, whole_only)


def every_candidate(tr: Trumps, pool: list[int], open_houses: list[int], world_houses: list[int], kroam: bool,
                    max_houses: int, whole_only: bool = False) -> list[tuple[int, ...]]:
    """candidates, for any whole_only: the plain form that whole_candidates is tested against."""
    out: list[tuple[int, ...]] = []
    if not open_houses:
        return out
    numbers = sorted(c for c in pool if c < 56 and c % 14 < 10)
    special = any(c >= 56 or c % 14 >= 10 for c in pool)  # a trump or a court card
    if not special:  # number placements only (the common case, kept quick)
        for h in open_houses:
            base = h * 14
            inside = [c for c in numbers if base <= c < base + 10]
            if whole_only:
                if inside:
                    out.append((h, -1, -1, *inside))
            else:
                for k in range(1, len(inside) + 1):
                    for s in combinations(inside, k):
                        out.append((h, -1, -1, *s))
        return out
    have = set(pool)
    magician = tr.magician in have

    def add(h: int, h2: int, t: int, cards: list[int]) -> None:
        out.append((h, h2, t, *sorted(cards)))

    def multi(h: int, cards: list[int]) -> None:
        add(h, -1, -1, cards)
        if max_houses >= 2:
            for h2 in open_houses:
                if h2 > h:
                    add(h, h2, -1, cards)

    for h in open_houses:
        base = h * 14
        inside = [c for c in numbers if base <= c < base + 10]
        sizes = range(len(inside), len(inside) + 1) if whole_only else range(len(inside) + 1)
        for k in sizes:
            if k == 0:
                continue
            for s in combinations(inside, k):
                out.append((h, -1, -1, *s))
        if tr.world in have and h in world_houses:
            add(h, -1, -1, [tr.world])
        if tr.emperor in have and tr.empress in have:
            multi(h, [tr.emperor, tr.empress])
        queen, king = base + QUEEN - 1, base + KING - 1
        if queen in have and king in have:
            add(h, -1, -1, [queen, king])
        if kroam and queen in have and tr.empress in have:
            add(h, -1, -1, [tr.empress, queen])
        if tr.lovers in have:
            for r in (PAGE, KNIGHT, QUEEN, KING):
                if base + r - 1 in have:
                    add(h, -1, -1, [tr.lovers, base + r - 1])
            for royal in (tr.emperor, tr.empress):
                if royal in have:
                    multi(h, [tr.lovers, royal])
        ace = base
        for r in (KNIGHT, PAGE):
            court = base + r - 1
            if court in have:
                add(h, -1, -1, [court])
                if ace in have:
                    add(h, -1, -1, [court, ace])
                if magician:
                    for a in numbers:
                        if a % 14 == 0 and a != ace:
                            add(h, -1, a, [court, a, tr.magician])
        if magician:
            for off in numbers:
                if house_of(off) != h:
                    for k in sizes:
                        for s in combinations(inside, k):
                            add(h, -1, off, [*s, off, tr.magician])
    return out


def whole_candidates(tr: Trumps, pool: list[int], open_houses: list[int], world_houses: list[int], kroam: bool,
                     max_houses: int) -> list[tuple[int, ...]]:
    """candidates with whole_only, in the same order (every_candidate's), written for speed: the search's
    playouts list these at every turn."""
    out: list[tuple[int, ...]] = []
    if not open_houses:
        return out
    inside: list[list[int]] = [[], [], [], []]  # each house's number cards, sorted
    special = False
    for c in sorted(pool):
        if c < 56 and c % 14 < 10:
            inside[c // 14].append(c)
        else:
            special = True
    if not special:
        for h in open_houses:
            if inside[h]:
                out.append((h, -1, -1, *inside[h]))
        return out
    have = set(pool)
    world, emperor, empress, lovers, magician = (tr.world in have, tr.emperor in have, tr.empress in have,
                                                 tr.lovers in have, tr.magician in have)
    two = max_houses >= 2
    numbers = [c for cards in inside for c in cards] if magician else []
    for h in open_houses:
        base = h * 14
        mine = inside[h]
        if mine:
            out.append((h, -1, -1, *mine))
        if world and h in world_houses:
            out.append((h, -1, -1, tr.world))
        if emperor and empress:
            _two_houses(out, h, tuple(sorted((tr.emperor, tr.empress))), open_houses, two)
        queen, king = base + QUEEN - 1, base + KING - 1
        if queen in have and king in have:
            out.append((h, -1, -1, queen, king))
        if kroam and empress and queen in have:
            out.append((h, -1, -1, *sorted((tr.empress, queen))))
        if lovers:
            for r in (PAGE, KNIGHT, QUEEN, KING):
                if base + r - 1 in have:
                    out.append((h, -1, -1, *sorted((tr.lovers, base + r - 1))))
            for royal, held in ((tr.emperor, emperor), (tr.empress, empress)):
                if held:
                    _two_houses(out, h, tuple(sorted((tr.lovers, royal))), open_houses, two)
        for court in (base + KNIGHT - 1, base + PAGE - 1):
            if court in have:
                out.append((h, -1, -1, court))
                if base in have:  # the house's Ace
                    out.append((h, -1, -1, base, court))
                if magician:
                    for a in numbers:
                        if a % 14 == 0 and a != base:
                            out.append((h, -1, a, *sorted((court, a, tr.magician))))
        if magician:
            for off in numbers:
                if off // 14 != h:
                    out.append((h, -1, off, *sorted((*mine, off, tr.magician))))
    return out


def _two_houses(out: list[tuple[int, ...]], h: int, cards: tuple[int, ...], open_houses: list[int],
                two: bool) -> None:
    """A pair placed on house h alone, then on h with each later open house."""
    out.append((h, -1, -1, *cards))
    if two:
        for h2 in open_houses:
            if h2 > h:
                out.append((h, h2, -1, *cards))


def rank_key(p: Placement) -> tuple[int, int, int, int, int, int]:
    """Bigger is better: the ranking line, then the number-placement tie rules, then the earlier placement."""
    if p.kind == "number":
        low = min((c % 14 + 1 for c in p.cards), default=0)
        return (-p.line, p.total, 0 if p.transformed >= 0 else 1, len(p.cards), low, -p.order)
    return (-p.line, 0, 0, 0, 0, -p.order)


def why_won(p: Placement, beaten: list[Placement]) -> str:
    """Which tie rule settled it, for the round summary (in the rule data's words: the view says it in the
    client's language)."""
    same = [b for b in beaten if b.line == p.line]
    if not same:
        return ""
    if p.kind != "number":
        return N_("earlier placement")
    best = max(same, key=rank_key)
    if best.total != p.total:
        return N_("higher sum")
    if (best.transformed >= 0) != (p.transformed >= 0):
        return N_("no transformed card")
    if len(best.cards) != len(p.cards):
        return N_("more cards")
    if min(c % 14 for c in best.cards) != min(c % 14 for c in p.cards):
        return N_("higher lowest card")
    return N_("earlier placement")


def stealable(p: Placement, tr: Trumps) -> bool:
    """The Fool cannot steal the World or a placement holding an Ace."""
    return p.kind != "world" and p.kind != "forfeit" and not any(c < 56 and c % 14 == 0 for c in p.cards)
