"""Narrespillet's rule-based player, fast: its favourite turn move (turn_choice) and call (best_call), found
without listing every legal move or building the summary of the table, for the search's playouts. Each is the
quick twin of the plain player's choice in policy.py (the best of _turn_score over the legal moves, of
_call_score over the cards that may be called): tests/games/narrespillet/test_playout.py compares them move for
move and random number for random number.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from game.engine.memo import remember
from game.engine.state import JsonScalar
from game.games.narrespillet.at_hand import cards_at_hand, placeable_cards, playable_from_chariot
from game.games.narrespillet.cards import (
    HOUSES,
    KING,
    KNIGHT,
    PAGE,
    QUEEN,
    TRUMP_BASE,
    card_of,
    is_number,
)
from game.games.narrespillet.placements import whole_candidates
from game.games.narrespillet.sight import Sight
from game.games.narrespillet.trump_book import BOOK, TOWER_OPENS, TOWER_WINS
from game.games.narrespillet.valuation import _card_worth, _line, _placed, rules


def best_call(cards: list[int], tab: Sight, rng: random.Random) -> int:
    """The card _call_score likes best among those that may be called (ties at random), for playouts: the house
    counts are taken once, and the scores worked out inline."""
    values = rules().names.rank_values
    trump_worth, pairs = _call_trumps()
    usable = tab.usable
    numbers_at_hand = [0, 0, 0, 0]
    for c in usable:
        if c < TRUMP_BASE and c % 14 < 10:
            numbers_at_hand[c // 14] += 1
    closed = [m is not None for m in tab.mine]
    blocked = tab.blocked
    top, tied = -1e9, []
    for card in cards:
        if card >= TRUMP_BASE:
            partner = pairs[card - TRUMP_BASE]
            score = 5.0 if partner >= 0 and partner in usable else trump_worth[card - TRUMP_BASE]
        elif closed[card // 14] or card // 14 == blocked:
            score = -1.0
        elif card % 14 < 10 or card % 14 == PAGE - 1:
            score = values[card % 14] / 5 + 0.3 * numbers_at_hand[card // 14]
        elif card % 14 == KNIGHT - 1:
            score = 2.0
        else:  # a Queen or King: more with its partner at hand
            partner = card - card % 14 + (KING if card % 14 == QUEEN - 1 else QUEEN) - 1
            score = 4.0 if partner in usable else 0.2
        if score > top:
            top, tied = score, [card]
        elif score == top:
            tied.append(card)
    return tied[0] if len(tied) == 1 else rng.choice(tied)


@lru_cache(maxsize=1)
def _call_trumps() -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Per trump, _call_score's worth of calling it, and for the Emperor and Empress the partner that makes
    it worth 5 (-1 for the others)."""
    names = rules().names
    pair = {"emperor": "empress", "empress": "emperor"}
    return (tuple(BOOK[key].keep for key in names.trump_keys),
            tuple(names.trump(pair[key]) if key in pair else -1 for key in names.trump_keys))


def turn_choice(state: Any, e: int, rng: random.Random,
                playable: frozenset[int] | None = None) -> tuple[str, tuple[Any, ...]]:
    """The rule-based player's favourite turn move as (kind, args), ties broken at random, found by scoring only
    the moves that can be the favourite: the placements of a house's whole number cards (placements.candidates,
    whole_only), the cheapest discard, each open house's forfeit, the trumps (a Chariot alone), and one of the
    actions that always score the same (load, scrap, untemper). The ties are kept in that order. The scores are
    _turn_score's, worked out inline from the table without its summary (sight.Sight): this runs at nearly every
    turn of the search's playouts. Placements are compared by rank key (_rank_key); whole_candidates lists them
    only when the Lovers or both the Emperor and the Empress (or in Kroam the Empress) are at hand, the other
    placements being scored straight from the cards at hand. With `playable`, only those trumps are played for
    their effect (the others are left out of the trump moves)."""
    table = state.table
    n = state.num_players
    fields = table.fields
    row = fields[e]
    owner = table.demons_owner
    seat = e if e < n else owner
    # The others' best placement per house as a rank key (see _rank_key) and who holds it, as table_from_state,
    # on the houses still free for e: no score reads them on the others. A forfeit's key is none's (it lies on
    # the last line, with no total), so forfeits are passed over without being told apart.
    none = _forfeit_key()
    best = [none, none, none, none]
    leader = [-1, -1, -1, -1]
    free: list[int] = []
    sides = (n, owner if table.demons_active else -1, seat)
    others = _OTHERS.get(sides) or _others(*sides)
    for h in _HOUSE_RANGE:
        if row[h] is None:
            free.append(h)
            lowest = none
            for x in others:
                p = fields[x][h]
                if p is not None:  # a Placement read by index: total 5, line 6
                    key = p[6] * _SCALE - p[5]
                    if key < lowest:
                        lowest = key
                        leader[h] = x
            best[h] = lowest
    deck = len(table.deck)
    hand = table.hand[e] + table.opens[e]
    justice = table.justice
    chariot = table.chariot[e]
    temperance = table.temperance
    blocked = temperance[1] if temperance is not None else -1
    lose = -8.0 if deck > 0 else -4.0  # a placement that does not lead every house it covers
    top = -1e9
    tied: list[tuple[str, tuple[Any, ...]]] = []
    # Each house's number cards at hand, then each house's court cards (at 4 + house), then the trumps of the
    # hand and of Justice that may be played for their effect (at 8), the others (at 9) and those that take part
    # in placements (at 10: they have no effect of their own), in one pass.
    slots = _SLOTS.get(playable) or _slots(playable)
    cards: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], []]
    for c in hand:
        cards[slots[c]].append(c)
    for c in justice:
        cards[slots[c]].append(c)
    held = cards[8]
    open_houses = [h for h in free if h != blocked] if blocked >= 0 else free
    if open_houses:
        r = rules()
        placing = _placing_trumps()
        placers = cards[10]
        if chariot:
            for c in chariot:
                if c < TRUMP_BASE:
                    cards[slots[c]].append(c)
                elif c in placing and playable_from_chariot(c, r.chariot_trumps):
                    placers.append(c)
        placed_with = _placed_with(placers, bool(state.options["kroam"])) if placers else _NO_PLACERS
        if placed_with is not None:  # no trump that places with others but the Magician: scored inline
            world, magician = placed_with
            world_houses = state.world_houses() if world else []
            cut = deck > 12
            every: list[int] = []  # with the Magician: every number card at hand, sorted (as whole_candidates')
            aces: list[int] = []
            if magician:
                every = sorted(cards[0] + cards[1] + cards[2] + cards[3])
                aces = [c for c in every if c % 14 == 0]
            for h in open_houses:
                numbers = cards[h]
                if numbers:  # the house's number cards, whole
                    key = tuple(numbers)
                    args, key, full, small = _NUMBER_ARGS.get(key) or _number_args(key)
                    score = (full - 8.0 if small and cut else full) if key < best[h] else lose
                    if score > top:
                        top, tied = score, [("place", args)]
                    elif score == top:
                        tied.append(("place", args))
                if h in world_houses:  # the World alone
                    args = (h, -1, -1, r.placing.world)
                    houses, key, score, small = _SCORED.get(args) or _scored(args)
                    if key >= best[h]:
                        score = lose
                    if score > top:
                        top, tied = score, [("place", args)]
                    elif score == top:
                        tied.append(("place", args))
                courts = cards[4 + h]
                if courts:
                    ace = h * 14 in numbers
                    other_aces = tuple(a for a in aces if a != h * 14) if magician else ()
                    for args, key, score in _COURTS.get((tuple(courts), ace, other_aces)) or _court_placements(
                            h, courts, ace, other_aces):
                        if key >= best[h]:
                            score = lose
                        if score > top:
                            top, tied = score, [("place", args)]
                        elif score == top:
                            tied.append(("place", args))
                if magician:  # the house's number cards with one of another house the Magician transforms
                    number_values = _values()
                    mine = sorted(numbers)
                    total = sum(number_values[c] for c in numbers)
                    for off in every:
                        if off // 14 != h:
                            key, score, small = _MAGIC_NUMBERS.get(total + number_values[off]) or _magic_number(
                                h, mine, off)
                            if key >= best[h]:
                                score = lose
                            elif small and cut:
                                score -= 8.0
                            if score >= top:  # (the arguments are made only for a move that can be chosen)
                                args = (h, -1, off, *sorted((*mine, off, r.placing.magician)))
                                if score > top:
                                    top, tied = score, [("place", args)]
                                else:
                                    tied.append(("place", args))
        else:
            pool = placeable_cards(table.hand[e], table.opens[e], justice, chariot, r.chariot_trumps)
            known = _SCORED
            world_houses = state.world_houses() if r.placing.world in pool else []
            for args in whole_candidates(r.placing, pool, open_houses, world_houses, bool(state.options["kroam"]),
                                         r.imperial_max_houses):
                houses, key, score, small = known.get(args) or _scored(args)
                for h in houses:
                    if key >= best[h]:
                        score = lose
                        break
                else:
                    if small and deck > 12:
                        score -= 8.0
                if score > top:
                    top, tied = score, [("place", args)]
                elif score == top:
                    tied.append(("place", args))
    # A discard scores at most 1, a forfeit at most 0.5 (-5 while the deck lasts): after a placement that
    # leads, neither can tie, and they are not scored.
    if top <= 1.0 and hand:
        values, partners = _card_worth()
        card, least = -1, 1e9
        for c in hand:  # worth(c, tab), inline: the first card of a closed house is worth least (nothing)
            if c < TRUMP_BASE and row[c // 14] is not None:
                card, least = c, 0.0
                break
            partner = partners[c]
            if partner >= 0 and (partner in hand or partner in justice or chariot is not None and partner in chariot):
                w = 1.4
            else:
                w = values[c]
            if w < least:
                card, least = c, w
        score = -6.0 if deck == 0 else 1.0 - 2.0 * least
        if score > top:
            top, tied = score, [("discard", (card,))]
        elif score == top:
            tied.append(("discard", (card,)))
    if top <= (0.5 if deck == 0 else -5.0):
        usable = cards_at_hand(table.hand[e], table.opens[e], justice, chariot)
        houses_at_hand = {c // 14 for c in usable if c < TRUMP_BASE}
        for h in free:  # _forfeit_score, inline
            at_hand = h in houses_at_hand
            if deck == 0 and not at_hand:
                score = 0.5
            else:
                score = -12.0 + (0.0 if at_hand else 4.0) + (3.0 if best[h] <= _STRONG_KEY else 0.0)
            if score > top:
                top, tied = score, [("forfeit", (h,))]
            elif score == top:
                tied.append(("forfeit", (h,)))
    if held:
        for score, args in _trump_moves(state, e, seat, sorted(set(held)), row, leader, deck, top):
            if score > top:
                top, tied = score, [("trump", args)]
            elif score == top:
                tied.append(("trump", args))
    if top < -3.0:  # load, scrap and untemper score -3 (rarely worth a turn)
        if chariot is not None:
            top, tied = -3.0, [("scrap", ())]
        if temperance is not None and temperance[0] == e:
            if top < -3.0:
                top, tied = -3.0, [("untemper", ())]
            else:
                tied.append(("untemper", ()))
    if table.demons_active and e != state.demons and state.options["malderia"]:
        knight = _KNIGHT_OF_SWORDS
        if knight in hand or knight in justice:
            if top < 8.0:
                top, tied = 8.0, [("exorcise", (knight,))]
            elif top == 8.0:
                tied.append(("exorcise", (knight,)))
    return tied[0] if len(tied) == 1 else rng.choice(tied)


_HOUSE_RANGE = range(HOUSES)
_KNIGHT_OF_SWORDS = card_of(0, KNIGHT)
# turn_choice compares placements by one number per (line, total): line * _SCALE - total, the lower the better
# (a number placement's total stays far below _SCALE).
_SCALE = 1024
_STRONG_KEY = 3 * _SCALE  # a best placement on line 3 or better (whatever its total)


def _rank_key(line: int, total: int) -> int:
    return line * _SCALE - total


@lru_cache(maxsize=1)
def _forfeit_key() -> int:
    """The rank key of a forfeit (the last line, no total), which every placement beats: turn_choice's key for
    a house where the others have no placement."""
    return _rank_key(len(rules().ranking) - 1, 0)


_NUMBER_ARGS: dict[tuple[int, ...], tuple[tuple[int, ...], int, float, bool]] = {}
NUMBER_ARGS_KEPT = 8_000  # about 2.7 MB (kept by the cards in hand order, so the same sets come in many orders)


def _number_args(cards: tuple[int, ...]) -> tuple[tuple[int, ...], int, float, bool]:
    """For a house's number cards at hand (in hand order): the place-action arguments of them all, the rank key,
    the score when it leads (as _placed) and whether the sum is small (under 15)."""
    total = sum(_values()[c] for c in cards)
    line = _line("number", total)
    found = ((cards[0] // 14, -1, -1, *sorted(cards)), _rank_key(line, total), 6.0 + (9 - line) * 2.0 + total / 6,
             total < 15)
    return remember(_NUMBER_ARGS, cards, found, NUMBER_ARGS_KEPT)


# A fixed size: a house's court cards at hand (in hand order), whether its Ace is at hand and the other Aces at hand
# take at most some 8,000 values (about 5 MB; a long game reaches 1,000-2,000).
_COURTS: dict[tuple[tuple[int, ...], bool, tuple[int, ...]], list[tuple[tuple[int, ...], int, float]]] = {}


def _court_placements(h: int, courts: list[int], ace: bool,
                      other_aces: tuple[int, ...] = ()) -> list[tuple[tuple[int, ...], int, float]]:
    """The court-card placements on house h from its court cards at hand (and whether its Ace is at hand, and
    with the Magician the other houses' Aces at hand, each of which it may transform to go with a Knight or
    Page), in whole_candidates' order: (place-action arguments, rank key, score when it leads)."""
    key = (tuple(courts), ace, other_aces)  # (the house is the courts')
    found = _COURTS.get(key)
    if found is None:
        base = h * 14
        queen, king, knight, page = base + QUEEN - 1, base + KING - 1, base + KNIGHT - 1, base + PAGE - 1
        court_args: list[tuple[int, ...]] = [(h, -1, -1, queen, king)] if queen in courts and king in courts else []
        for court in (knight, page):
            if court in courts:
                court_args.append((h, -1, -1, court))
                if ace:
                    court_args.append((h, -1, -1, base, court))
                for a in other_aces:
                    court_args.append((h, -1, a, *sorted((court, a, rules().placing.magician))))
        found = []
        for args in court_args:
            placed = _placed(args)
            found.append((args, _rank_key(*placed.mine), placed.score))  # (none is small: not numbers)
        _COURTS[key] = found
    return found


_SCORED: dict[tuple[JsonScalar, ...], tuple[tuple[int, ...], int, float, bool]] = {}
SCORED_KEPT = 5_000  # about 0.7 MB


def _scored(args: tuple[JsonScalar, ...]) -> tuple[tuple[int, ...], int, float, bool]:
    """What turn_choice scores a placement by, from its place-action arguments: (houses, rank key, score when
    it leads, small) (as _placed)."""
    placed = _placed(args)
    found = (placed.houses, _rank_key(*placed.mine), placed.score, placed.small)
    return remember(_SCORED, args, found, SCORED_KEPT)


# The most each trump's moves can score in _trump_moves (the Wheel's and the Hanged Man's vary with the table).
_OTHERS: dict[tuple[int, int, int], tuple[int, ...]] = {}  # a fixed size: players × Demons' owner × seat


def _others(n: int, demons_owner: int, seat: int) -> tuple[int, ...]:
    """The entities not on the seat's side (the Demons count when their owner is given, else -1)."""
    found = _OTHERS.get((n, demons_owner, seat))
    if found is None:
        sides = [(x, x) for x in range(n)] + ([(n, demons_owner)] if demons_owner >= 0 else [])
        found = _OTHERS[(n, demons_owner, seat)] = tuple(x for x, side in sides if side != seat)
    return found


_NO_PLACERS = (False, False)


def _placed_with(placers: list[int], kroam: bool) -> tuple[bool, bool] | None:
    """Of the placing trumps in a pool: None when one takes part in placements with other cards besides the
    Magician (the Lovers, the Emperor with the Empress, the Empress in Kroam), else whether the World and
    whether the Magician are among them. Without those, whole_candidates lists the number and court placements,
    the World's alone and the Magician's, which turn_choice scores inline."""
    tr = rules().placing
    world = magician = False
    for c in placers:
        if c == tr.world:
            world = True
        elif c == tr.magician:
            magician = True
        elif c == tr.lovers or (c == tr.empress and (kroam or tr.emperor in placers)):
            return None
    return world, magician


_MAGIC_NUMBERS: dict[int, tuple[int, float, bool]] = {}  # a fixed size: by a number placement's total


def _magic_number(h: int, mine: list[int], off: int) -> tuple[int, float, bool]:
    """(rank key, score when it leads, small) of a number placement on house h of its cards `mine` with `off`,
    of another house, transformed by the Magician (as _placed): the same for every such placement with the
    same total, and kept by it."""
    args = (h, -1, off, *sorted((*mine, off, rules().placing.magician)))
    placed = _placed(args)
    found = _MAGIC_NUMBERS[placed.mine[1]] = (_rank_key(*placed.mine), placed.score, placed.small)
    return found


# Where turn_choice sorts each card: its house for a number card, 4 + its house for a court card, 8 for a trump.
# A fixed size: turn_choice is given None or _playout_trumps().
_SLOTS: dict[frozenset[int] | None, tuple[int, ...]] = {}


def _slots(playable: frozenset[int] | None) -> tuple[int, ...]:
    """Where turn_choice sorts each card: its house for a number card, 4 + its house for a court card, 10 for a
    trump that takes part in placements, 8 for another trump played for its effect (all with `playable` None),
    9 for the rest."""
    placing = _placing_trumps()
    found = _SLOTS[playable] = tuple(
        c // 14 if is_number(c) else 4 + c // 14 if c < TRUMP_BASE else 10 if c in placing
        else 8 if playable is None or c in playable else 9 for c in range(TRUMP_BASE + 22))
    return found


@lru_cache(maxsize=1)
def _placing_trumps() -> frozenset[int]:
    """The trumps that whole_candidates places (the Fool only steals)."""
    tr = rules().placing
    return frozenset((tr.magician, tr.empress, tr.emperor, tr.lovers, tr.world))


@lru_cache(maxsize=1)
def _values() -> tuple[int, ...]:
    """Each card's number value (0 for court cards and trumps)."""
    return tuple(rules().names.value(c) if is_number(c) else 0 for c in range(TRUMP_BASE + 22))


def _trump_moves(state: Any, e: int, seat: int, held: list[int], row: list[Any], leader: list[int],
                 deck: int, floor: float = -1e9) -> list[tuple[float, tuple[int, ...]]]:
    """The trump moves trumps.trump_actions lists with few (in its order) as (score, args), scored as
    _turn_score scores them, without Actions or the summary of the table (for turn_choice); a trump whose
    moves all score below `floor` (the best score so far) is left out."""
    table = state.table
    n = state.num_players
    owner = table.demons_owner
    done = table.done
    fields = table.fields
    keys = rules().names.trump_keys
    out: list[tuple[float, tuple[int, ...]]] = []
    active = range(n + 1 if table.demons_active else n)
    for card in held:
        key = keys[card - TRUMP_BASE]
        trump = BOOK[key]
        if trump.most < floor:
            continue
        if key == "priestess":
            me = e if e < n else owner
            out += [(trump.play, (card, x)) for x in range(n) if x != me and not done[x]]
        elif key == "hierophant":
            out += [(trump.play - 0.1 * choice, (card, choice)) for choice in range(HOUSES + 2)]
        elif key == "chariot":
            out.append((trump.play - 0.5 * 0, (card,)))
        elif key in ("justice", "hermit", "death", "star", "moon", "sun"):
            out.append((trump.play, (card,)))
        elif key == "wheel":
            most = state.rules.wheel_draws
            if card in table.justice and state.rules.wheel_justice_counts:
                most -= 1
            out += [(trump.play + 0.2 * k if deck > 5 else -1.0, (card, k)) for k in range(1, most + 1)]
        elif key == "strength":
            out += [(trump.play - 0.5 * 0, (card, 0)), (trump.play - 0.5 * 1, (card, 1))]
        elif key == "hanged":
            for x in active:
                if not done[x]:
                    side = x if x < n else owner
                    size = len(table.hand[x]) + len(table.opens[x])
                    out.append((-10.0 if side == seat else 0.5 + size * 0.3, (card, x)))
        elif key == "temperance":
            out += [(1.5 if leader[h] >= 0 else -1.0, (card, h)) for h in range(HOUSES) if row[h] is None]
        elif key == "demons":
            if not table.demons_active and e < n:
                out.append((trump.play, (card,)))
        elif key == "tower":
            taking = _tower_takes(state, e, seat, row)
            for x in active:
                if done[x]:
                    continue
                own = (x if x < n else owner) == seat
                for h in range(HOUSES):
                    p = fields[x][h]
                    if p is not None and p[0] != "forfeit" and p[0] != "world" and p[2][0] == h:  # kind, houses
                        if own:
                            score = -20.0
                        elif row[h] is None:
                            score = TOWER_OPENS if leader[h] == x else -2.0
                        else:
                            score = TOWER_WINS if taking[h] == x else -2.0
                        out.append((score, (card, x, h)))
        elif key == "judgement":
            for x in active:
                if not done[x]:
                    own = (x if x < n else owner) == seat
                    for h in range(HOUSES):
                        if fields[x][h] is None:
                            placed = row[h] is not None and row[h][0] != "forfeit"
                            out.append((-20.0 if own else 5.0 if placed else 0.5, (card, x, h)))
    return out


def _tower_takes(state: Any, e: int, seat: int, row: list[Any]) -> list[int]:
    """Per house where e has a placement: the other entity whose placement alone beats it (the Tower on that
    one puts e's in the lead), else -1; as trump_book's _tower_worth reads the summary of the table (the best
    of the others and the runner-up, by line and total)."""
    table = state.table
    n = state.num_players
    fields = table.fields
    others = _others(n, table.demons_owner if table.demons_active else -1, seat)
    out = [-1, -1, -1, -1]
    for h in _HOUSE_RANGE:
        mine = row[h]
        if mine is None or mine[0] == "forfeit":
            continue
        key = mine[6] * _SCALE - mine[5]
        above = -1
        for x in others:
            p = fields[x][h]
            if p is not None and p[0] != "forfeit" and p[6] * _SCALE - p[5] <= key:  # not beaten by mine
                if above >= 0:
                    above = -1
                    break
                above = x
        else:
            out[h] = above
    return out
