"""Narrespillet's rule-based player: how it scores the moves of each kind of decision, read from a small summary
of the table (sight.py), and its moves inside the search's playouts (the playout policy).

The same player is the easy level and guides the search levels (ai.py): their playouts play its choices (playing
only PLAYOUT_TRUMPS for their effect), with a share of random discards (PLAYOUT_NOISE). What cards and
placements are worth is valuation.py's; the playouts find its turn moves and calls through their quick twins in
quick_choice.py.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from game.engine.state import Action, GameState
from game.games.narrespillet.at_hand import placeable_cards, placeable_cards_in_view
from game.games.narrespillet.cards import (
    KING,
    KNIGHT,
    QUEEN,
    TRUMP_BASE,
    action,
    house_of,
    is_number,
    rank_of,
)
from game.games.narrespillet.placements import whole_candidates
from game.games.narrespillet.quick_choice import best_call, turn_choice
from game.games.narrespillet.sight import Sight, better, table_from_state
from game.games.narrespillet.trump_book import BOOK
from game.games.narrespillet.valuation import _placed, _placement_value, rules, worth

PLAYOUT_NOISE = 0.1         # share of random moves in playouts (on a turn: a random discard)
# The trumps the playouts play for their effect: those that take or keep victories. The others (the calls of the
# Star, the Moon and the Sun, the Wheel, the Priestess, the Hierophant, Temperance, the Chariot, Death) cost a
# playout far more steps than they change its result; in playouts they are only kept or discarded (the trumps
# that take part in placements are placed as ever).
PLAYOUT_TRUMPS = ("tower", "judgement", "demons", "hermit", "strength", "justice", "hanged")
# The rules let the discard pile become the deck again as often as everyone agrees. Players who would rather
# discard than make a weak placement can keep a round going for ever that way, so the AI agrees only this often
# in a round; after that its "no" makes everyone place or forfeit with what is left.
PILE_TURNS_AGREED = 2


def _placement_score(action: Action, tab: Sight) -> float:
    return _placement_value(action.args, tab)


def _turn_score(action: Action, tab: Sight) -> float:
    r = rules()
    kind = action.kind
    if kind == "place":
        return _placement_score(action, tab)
    if kind == "discard":
        return _discard_score(int(action.args[0]), tab)
    if kind == "forfeit":
        h = int(action.args[0])
        return _forfeit_score(h, any(house_of(c) == h for c in tab.usable), tab)
    if kind == "trump":
        trump = BOOK[r.names.trump_keys[int(action.args[0]) - TRUMP_BASE]]
        return trump.worth(trump, [int(a) for a in action.args[1:]], tab)
    if kind == "exorcise":
        return 8.0
    return -3.0  # load, scrap, untemper: rarely worth a turn


def _discard_score(card: int, tab: Sight) -> float:
    return -6.0 if tab.deck == 0 else 1.0 - 2.0 * worth(card, tab)


def _forfeit_score(h: int, cards_of_h: bool, tab: Sight) -> float:
    if tab.deck == 0 and not cards_of_h:
        return 0.5
    return -12.0 + (4.0 if not cards_of_h else 0.0) + (3.0 if tab.best[h][0] <= 3 else 0.0)


def _call_score(card: int, tab: Sight) -> float:
    r = rules()
    if card >= TRUMP_BASE:
        key = r.names.trump_keys[card - TRUMP_BASE]
        pair = {"emperor": "empress", "empress": "emperor"}
        if key in pair and r.names.trump(pair[key]) in tab.usable:
            return 5.0
        return BOOK[key].keep
    h = house_of(card)
    if tab.mine[h] is not None or h == tab.blocked:
        return -1.0
    rank = rank_of(card)
    if rank in (QUEEN, KING):
        partner = h * 14 + (KING if rank == QUEEN else QUEEN) - 1
        return 4.0 if partner in tab.usable else 0.2
    if rank == KNIGHT:
        return 2.0
    return r.names.value(card) / 5 + 0.3 * sum(1 for c in tab.usable if house_of(c) == h and is_number(c))


def wheel_discard(cards: list[int], tab: Sight, rng: random.Random) -> int:
    """rule_choice's discard after the Wheel of Fortune, from the cards of the closed hand in order."""
    return min(cards, key=lambda c: (worth(c, tab), rng.random()))


def worth_stealing(target: tuple[int, int], houses: Sequence[int], pool: list[int],
                   rivals: Sequence[Sequence[tuple[int, int]]], kroam: bool) -> bool:
    """Does the rule-based player steal a placement ranked `target` (line, total) on these houses with the
    Fool? Only if it would lead every house it covers (none of the rivals' placements there, by house, ties
    included, is as good: the victim's and the thief's own side's are left out), and no placement of the
    thief's own cards (`pool`) on one of those houses beats it: with a Royal couple of the house in hand, a
    stolen number placement would only fill the battlefield the couple would win, and cost the Fool."""
    for h in houses:
        if any(not better(target, g) for g in rivals[h]):
            return False
    r = rules()
    return not any(better(_placed(args).mine, target)
                   for args in whole_candidates(r.placing, pool, list(houses), [], kroam, r.imperial_max_houses))


def fool_choice(state: Any, steals: list[Action]) -> Action:
    """The rule-based player's answer in the Fool's window, read from the state: the first entity of the seat
    that may steal does, if worth_stealing says so; else it passes."""
    if not steals:
        return action("pass")
    thief = int(steals[0].args[0])
    target = state.fool_target
    victim = state.fool_victim
    table = state.table
    seat = state.controller(thief)
    rivals: list[list[tuple[int, int]]] = [[], [], [], []]
    for x in state.active():
        if x != victim and state.controller(x) != seat:
            for h in target.houses:
                p = table.fields[x][h]
                if p is not None and p.kind != "forfeit":
                    rivals[h].append((p.line, p.total))
    pool = placeable_cards(table.hand[thief], table.opens[thief], table.justice, table.chariot[thief],
                           rules().chariot_trumps)
    steal = worth_stealing((target.line, target.total), target.houses, pool, rivals, bool(state.options["kroam"]))
    return steals[0] if steal else action("pass")


def fool_choice_in_view(view: Mapping[str, Any], steals: list[Action]) -> Action:
    """fool_choice, read from the seat's view (the pending Fool's window names the houses and the victim)."""
    if not steals:
        return action("pass")
    thief = int(steals[0].args[0])
    pending = view["pending"]
    houses, victim = list(pending["houses"]), pending["victim"]
    ents = {e["entity"]: e for e in view["entities"]}
    seat = ents[thief]["controller"]
    placed = ents[victim]["fields"][houses[0]]
    rivals: list[list[tuple[int, int]]] = [[], [], [], []]
    for x, e in ents.items():
        if x != victim and e["controller"] != seat:
            for h in houses:
                f = e["fields"][h]
                if f["state"] == "placed":
                    rivals[h].append((f["line"], f["total"]))
    pool = placeable_cards_in_view(view, thief, rules().chariot_trumps)
    steal = worth_stealing((placed["line"], placed["total"]), houses, pool, rivals, False)
    return steals[0] if steal else action("pass")


def rule_choice(kind: str, legal: list[Action], tab: Sight, rng: random.Random) -> Action:
    """The rule-based player's move for a decision of this kind (the Fool's window is fool_choice's)."""
    if len(legal) == 1:
        return legal[0]
    if kind == "hermit":
        return Action("hermit")
    if kind == "justice_extra":
        return Action("extra")
    if kind == "vote":
        open_fields = sum(1 for f in tab.mine if f is None)
        return Action("vote", (1 if open_fields >= 2 and tab.pile_turns < PILE_TURNS_AGREED else 0,))
    if kind == "wheel_discard":
        return action("discard", (wheel_discard([int(a.args[0]) for a in legal], tab, rng),))
    if kind == "call":
        return max(legal, key=lambda a: (_call_score(int(a.args[0]), tab), rng.random()))
    return max(legal, key=lambda a: _turn_score(a, tab) + rng.random() * 0.01)


def ranked(kind: str, legal: list[Action], tab: Sight) -> list[Action]:
    """The legal moves, the rule-based player's favourite first (for choices that have a score)."""
    if kind == "turn":
        return sorted(legal, key=lambda a: -_turn_score(a, tab))
    if kind == "wheel_discard":
        return sorted(legal, key=lambda a: worth(int(a.args[0]), tab))
    if kind == "call":
        return sorted(legal, key=lambda a: -_call_score(int(a.args[0]), tab))
    return list(legal)

def playout_policy(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The rule-based player inside a determinized state (the search's playouts)."""
    ask = state.ask  # type: ignore[attr-defined]
    kind = ask.kind
    if kind == "fool":
        return fool_choice(state, [a for a in legal if a.kind == "steal"])
    if kind in ("hermit", "justice_extra"):
        return legal[0]
    if rng.random() < PLAYOUT_NOISE:
        return rng.choice(legal)
    me = ask.entity if ask.entity >= 0 else ask.seat
    return rule_choice(kind, legal, table_from_state(state, me), rng)


def playout_move(state: GameState, rng: random.Random) -> Action:
    """The playout policy's move without listing every legal move: on a turn, playout_turn's. The move is always
    legal (the search applies it unchecked)."""
    ask = state.ask  # type: ignore[attr-defined]
    kind = ask.kind
    if kind != "turn":
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if kind == "call":
            if rng.random() < PLAYOUT_NOISE:
                return rng.choice(legal)
            return action("call", (best_call([int(a.args[0]) for a in legal], table_from_state(state, ask.entity),
                                             rng),))
        return playout_policy(state, legal, rng)
    kind, args = playout_turn(state, ask.entity, rng)
    return action(kind, args)


def playout_turn(state: Any, e: int, rng: random.Random) -> tuple[str, tuple[Any, ...]]:
    """The playouts' turn move as (kind, args): a tenth of the time (PLAYOUT_NOISE) a random card of the hand
    discarded, else the rule-based player's favourite with only PLAYOUT_TRUMPS played for their effect."""
    if rng.random() < PLAYOUT_NOISE:
        table = state.table
        hand = table.hand[e] + table.opens[e]
        if hand:
            return "discard", (rng.choice(hand),)
    return turn_choice(state, e, rng, _playout_trumps())


@lru_cache(maxsize=1)
def _playout_trumps() -> frozenset[int]:
    names = rules().names
    return frozenset(names.trump(key) for key in PLAYOUT_TRUMPS)

