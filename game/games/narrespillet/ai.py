"""Narrespillet's AI: a rule-based player (easy) and information-set MCTS guided by it (normal, hard).

The rule-based player reads a small summary of the table (what it holds, what leads each house), which is
built either from a seat's view (when it plays) or from a determinized state (inside the search's playouts).
Normal cuts its playouts short and scores the table by who leads each house; hard plays every playout to the
end of the round, scores the victories actually taken, and compares its moves on shared deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any, NamedTuple

from game.ai.base import Bot, Decision, RandomBot
from game.ai.ismcts import ISMCTS
from game.engine.rules_data import load_game_data
from game.engine.state import CHANCE, Action, GameState, JsonScalar
from game.games.narrespillet import trumps
from game.games.narrespillet.cards import (
    HOUSES,
    KING,
    KNIGHT,
    PAGE,
    QUEEN,
    TRUMP_BASE,
    action,
    card_of,
    house_of,
    is_number,
    rank_of,
)
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import placed_kind, rank_key
from game.games.narrespillet.sight import Table, table_from_state, table_from_view


class Level(NamedTuple):
    seconds: float          # search time per decision (the tournament tool may give an iteration budget instead)
    paired: bool            # compares its root moves on shared deals (see ISMCTS.paired_root)
    whole_round: bool       # playouts run to the end of the round and score the victories taken (else see below)
    race: float | None = None  # stops early when its best move leads by this many standard errors (paired only)


LEVELS = {"normal": Level(0.3, paired=False, whole_round=False),
          "hard": Level(1.0, paired=True, whole_round=True, race=2.5)}
LEVEL_SECONDS = {name: level.seconds for name, level in LEVELS.items()}
PLAYOUT_STEPS = 60          # short playouts stop at the end of the round or after this many actions
SHORTLIST = 4              # moves compared by the search at its root
PLAYOUT_NOISE = 0.1         # share of random moves in playouts
# The rules let the discard pile become the deck again as often as everyone agrees. Players who would rather
# discard than make a weak placement can keep a round going for ever that way, so the AI agrees only this often
# in a round; after that its "no" makes everyone place or forfeit with what is left.
PILE_TURNS_AGREED = 2
# When a playout is cut mid-round, a house's current leader counts as this share of a victory, by the ranking
# line of its placement (a World holds for certain; a small number placement is easily beaten).
LEADER_CREDIT = (1.0, 0.95, 0.9, 0.85, 0.75, 0.65, 0.5, 0.4, 0.25)
TRUMP_WORTH = {             # how much a trump in hand is worth keeping (discard the least worth)
    "world": 3.0, "fool": 2.0, "emperor": 1.5, "empress": 1.5, "lovers": 1.2, "tower": 1.4, "judgement": 1.0,
    "justice": 1.0, "hermit": 1.0, "strength": 1.0, "demons": 1.0, "magician": 0.8, "star": 0.8, "moon": 0.6,
    "sun": 0.5, "wheel": 0.6, "priestess": 0.3, "hierophant": 0.3, "hanged": 0.5, "death": 0.3,
    "temperance": 0.3, "chariot": 0.4,
}
PLAY_WORTH = {              # how good it is to play a trump for its effect now
    "world": 30.0, "hermit": 7.0, "strength": 6.0, "justice": 6.0, "demons": 7.0, "wheel": 3.0, "star": 3.5,
    "moon": 3.0, "sun": 2.5, "priestess": 1.0, "hierophant": 0.5, "hanged": 2.0, "death": -1.0,
    "temperance": 0.5, "chariot": 0.2,
}


@lru_cache(maxsize=1)
def rules() -> NarreRules:
    return NarreRules.from_data(load_game_data("narrespillet"))


@lru_cache(maxsize=1)
def _card_worth() -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Per card, its worth when its house is still open (trumps: always), and for a Queen or King the
    partner that makes it a Royal couple (-1 for other cards)."""
    r = rules()
    values, partners = [], []
    for card in range(TRUMP_BASE + 22):
        partner = -1
        if card >= TRUMP_BASE:
            value = TRUMP_WORTH.get(r.names.trump_keys[card - TRUMP_BASE], 0.5)
        elif is_number(card):
            value = 0.3 + r.names.value(card) / 10 + (0.5 if rank_of(card) == 1 else 0.0)
        elif rank_of(card) in (KNIGHT, PAGE):
            value = 0.9 if rank_of(card) == KNIGHT else 0.6
        else:
            value = 0.4
            partner = house_of(card) * 14 + (KING if rank_of(card) == QUEEN else QUEEN) - 1
        values.append(value)
        partners.append(partner)
    return tuple(values), tuple(partners)


def worth(card: int, tab: Table) -> float:
    """How much a card in hand is worth keeping: nothing for a house already placed or forfeited; a Queen or
    King more with its partner at hand."""
    values, partners = _card_worth()
    if card < TRUMP_BASE and tab.mine[card // 14] is not None:
        return 0.0
    partner = partners[card]
    if partner >= 0 and partner in tab.usable:
        return 1.4
    return values[card]


@lru_cache(maxsize=4096)
def _line(kind: str, total: int) -> int:
    return rules().line_of(kind, total)


def _placement_score(action: Action, tab: Table) -> float:
    return _placement_value(action.args, tab)


class _Placed(NamedTuple):
    """What scoring a placement needs that does not depend on the table (kept per place-action arguments)."""

    houses: tuple[int, ...]
    mine: tuple[int, int]      # (line, total)
    score: float               # the score when it leads every house it covers
    small: bool                # a number placement under 15


_PLACED: dict[tuple[JsonScalar, ...], _Placed] = {}


def _placed(args: tuple[JsonScalar, ...]) -> _Placed:
    found = _PLACED.get(args)
    if found is None:
        r = rules()
        h1, h2 = int(args[0]), int(args[1])
        cards = tuple(int(c) for c in args[3:])
        houses = (h1,) if h2 < 0 else (h1, h2)
        kind = placed_kind(cards, rules().placing)
        if kind == "world":
            found = _Placed(houses, (-1, 0), 30.0, False)  # beats everything
        else:
            total = sum(r.names.rank_values[c % 14] for c in cards if c < TRUMP_BASE and c % 14 < 10) \
                if kind == "number" else 0
            line = _line(kind, total)
            score = 6.0 + (9 - line) * 2.0 + (total / 6 if kind == "number" else 0) + 3.0 * (len(houses) - 1)
            score -= 0.5 * sum(_card_worth()[0][c] for c in cards if c >= TRUMP_BASE)
            found = _Placed(houses, (line, total), score, kind == "number" and total < 15)
        if len(_PLACED) > 200_000:
            _PLACED.clear()
        _PLACED[args] = found
    return found


def _placement_value(args: tuple[JsonScalar, ...], tab: Table) -> float:
    """The score of a placement, from its place-action arguments (see placements.candidates)."""
    p = _placed(args)
    line, total = p.mine
    for h in p.houses:
        b = tab.best[h]
        if not (line < b[0] or (line == b[0] and total > b[1])):
            return -8.0 if tab.deck > 0 else -4.0
    if p.small and tab.deck > 12:
        return p.score - 8.0  # a small sum is easily beaten; keep building while the deck lasts
    return p.score


def _turn_score(action: Action, tab: Table) -> float:
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
        card = int(action.args[0])
        key = r.names.trump_keys[card - TRUMP_BASE]
        args = [int(a) for a in action.args[1:]]
        if key == "tower":
            x, h = args
            if tab.sides[x] == tab.seat:
                return -20.0
            return 10.0 if tab.leader[h] == x and tab.mine[h] is None else -2.0
        if key == "judgement":
            x, h = args
            if tab.sides[x] == tab.seat:
                return -20.0
            placed = tab.mine[h]
            return 5.0 if placed is not None and placed[0] < 99 else 0.5
        if key == "hanged":
            x = args[0]
            return -10.0 if tab.sides[x] == tab.seat else 0.5 + tab.hands[x] * 0.3
        if key == "wheel":
            return PLAY_WORTH["wheel"] + 0.2 * args[0] if tab.deck > 5 else -1.0
        if key == "strength":
            return PLAY_WORTH["strength"] - 0.5 * args[0]
        if key == "temperance":
            h = args[0]
            return 1.5 if tab.leader[h] >= 0 else -1.0
        if key == "chariot":
            return 0.2 - 0.5 * len(args)
        if key == "hierophant":
            return PLAY_WORTH["hierophant"] - 0.1 * args[0]
        return PLAY_WORTH.get(key, 0.0)
    if kind == "exorcise":
        return 8.0
    return -3.0  # load, scrap, untemper: rarely worth a turn


def _discard_score(card: int, tab: Table) -> float:
    return -6.0 if tab.deck == 0 else 1.0 - 2.0 * worth(card, tab)


def _forfeit_score(h: int, cards_of_h: bool, tab: Table) -> float:
    if tab.deck == 0 and not cards_of_h:
        return 0.5
    return -12.0 + (4.0 if not cards_of_h else 0.0) + (3.0 if tab.best[h][0] <= 3 else 0.0)


def _call_score(card: int, tab: Table) -> float:
    r = rules()
    if card >= TRUMP_BASE:
        key = r.names.trump_keys[card - TRUMP_BASE]
        pair = {"emperor": "empress", "empress": "emperor"}
        if key in pair and r.names.trump(pair[key]) in tab.usable:
            return 5.0
        return TRUMP_WORTH.get(key, 0.5)
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


def _best_call(legal: list[Action], tab: Table, rng: random.Random) -> Action:
    """The call _call_score likes best (ties at random), for playouts: the house counts are taken once."""
    r = rules()
    numbers_at_hand = [0] * HOUSES
    for c in tab.usable:
        if c < TRUMP_BASE and c % 14 < 10:
            numbers_at_hand[c // 14] += 1
    top, tied = -1e9, []
    for move in legal:
        card = int(move.args[0])
        if card >= TRUMP_BASE or card % 14 >= 10:
            score = _call_score(card, tab)
        elif tab.mine[card // 14] is not None or card // 14 == tab.blocked:
            score = -1.0
        else:
            score = r.names.rank_values[card % 14] / 5 + 0.3 * numbers_at_hand[card // 14]
        if score > top:
            top, tied = score, [move]
        elif score == top:
            tied.append(move)
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def rule_choice(kind: str, legal: list[Action], tab: Table, rng: random.Random) -> Action:
    """The rule-based player's move for a decision of this kind."""
    if len(legal) == 1:
        return legal[0]
    if kind == "fool":
        steals = [a for a in legal if a.kind == "steal"]
        return steals[0] if steals else legal[0]
    if kind == "hermit":
        return Action("hermit")
    if kind == "justice_extra":
        return Action("extra")
    if kind == "vote":
        open_fields = sum(1 for f in tab.mine if f is None)
        return Action("vote", (1 if open_fields >= 2 and tab.pile_turns < PILE_TURNS_AGREED else 0,))
    if kind == "wheel_discard":
        return min(legal, key=lambda a: (worth(int(a.args[0]), tab), rng.random()))
    if kind == "call":
        return max(legal, key=lambda a: (_call_score(int(a.args[0]), tab), rng.random()))
    return max(legal, key=lambda a: _turn_score(a, tab) + rng.random() * 0.01)


def ranked(kind: str, legal: list[Action], tab: Table) -> list[Action]:
    """The legal moves, the rule-based player's favourite first (for choices that have a score)."""
    if kind == "turn":
        return sorted(legal, key=lambda a: -_turn_score(a, tab))
    if kind == "wheel_discard":
        return sorted(legal, key=lambda a: worth(int(a.args[0]), tab))
    if kind == "call":
        return sorted(legal, key=lambda a: -_call_score(int(a.args[0]), tab))
    return list(legal)


def shortlist(decision: Decision) -> list[Action]:
    """The few moves the search compares: the rule-based player's best SHORTLIST."""
    pending = decision.view["pending"]
    me = pending.get("entity", decision.seat)
    if me is None or me < 0:
        me = decision.seat
    tab = table_from_view(decision.view, decision.seat, me)
    if pending["kind"] == "vote" and tab.pile_turns >= PILE_TURNS_AGREED:
        return [Action("vote", (0,))]  # the search keeps to the AI's limit, or a table of AIs might never end
    return ranked(pending["kind"], decision.legal, tab)[:SHORTLIST]


class RuleBot:
    """Easy: plays strong placements that lead their house, uses the plainly useful trumps, discards the rest."""

    def choose(self, decision: Decision) -> Action:
        pending = decision.view["pending"]
        me = pending.get("entity", decision.seat)
        if me is None or me < 0:
            me = decision.seat
        tab = table_from_view(decision.view, decision.seat, me)
        return rule_choice(pending["kind"], decision.legal, tab, decision.rng)


def playout_policy(state: GameState, legal: list[Action], rng: random.Random) -> Action:
    """The rule-based player inside a determinized state (the search's playouts)."""
    ask = state.ask  # type: ignore[attr-defined]
    kind = ask.kind
    if kind == "fool":
        return next((a for a in legal if a.kind == "steal"), legal[0])
    if kind in ("hermit", "justice_extra"):
        return legal[0]
    if rng.random() < PLAYOUT_NOISE:
        return rng.choice(legal)
    me = ask.entity if ask.entity >= 0 else ask.seat
    return rule_choice(kind, legal, table_from_state(state, me), rng)


def playout_move(state: GameState, rng: random.Random) -> Action:
    """The playout policy's move without listing every legal move: on a turn, the rule-based player's favourite
    among the turn's few moves that can be its favourite (the same best score as over all of them), and the
    noise's random move from all of them. The move is always legal (the search applies it unchecked)."""
    ask = state.ask  # type: ignore[attr-defined]
    kind = ask.kind
    if kind != "turn":
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if kind == "call":
            if rng.random() < PLAYOUT_NOISE:
                return rng.choice(legal)
            return _best_call(legal, table_from_state(state, ask.entity), rng)
        return playout_policy(state, legal, rng)
    if rng.random() < PLAYOUT_NOISE:
        return rng.choice(state.legal_actions())
    return best_turn_move(state, ask.entity, rng)


def best_turn_move(state: Any, e: int, rng: random.Random) -> Action:
    """The rule-based player's favourite turn move (ties broken at random), found by scoring only the moves
    that can be the favourite and building an Action for the winner alone: the cheapest discard, each open
    house's forfeit, the placements of a house's whole number cards (placements.candidates, whole_only), the
    trumps (a Chariot alone), and one of the actions that always score the same (load, scrap, untemper)."""
    table = state.table
    tab = table_from_state(state, e)
    scored: list[tuple[float, str, tuple[Any, ...]]] = [(_placement_value(args, tab), "place", args)
                                              for args in state.placement_args(e, True)]
    hand = tab.hand
    if hand:
        values, partners = _card_worth()
        mine, usable = tab.mine, tab.usable
        card, least = -1, 1e9
        for c in hand:  # worth(c, tab), inline: this runs at every playout turn
            if c < TRUMP_BASE and mine[c // 14] is not None:
                w = 0.0
            elif partners[c] >= 0 and partners[c] in usable:
                w = 1.4
            else:
                w = values[c]
            if w < least:
                card, least = c, w
        scored.append((-6.0 if tab.deck == 0 else 1.0 - 2.0 * least, "discard", (card,)))
    houses_at_hand = {c // 14 for c in tab.usable if c < TRUMP_BASE}
    row = table.fields[e]
    for h in range(HOUSES):
        if row[h] is None:
            scored.append((_forfeit_score(h, h in houses_at_hand, tab), "forfeit", (h,)))
    scored += [(_turn_score(move, tab), move.kind, move.args) for move in trumps.trump_actions(state, e, True)]
    top = max(scored)[0]
    tied = [(kind, args) for score, kind, args in scored if score == top]

    def offer(score: float, move: tuple[str, tuple[Any, ...]]) -> None:
        nonlocal top, tied
        if score > top:
            top, tied = score, [move]
        elif score == top:
            tied.append(move)

    if top < -3.0:  # load, scrap and untemper score -3 (rarely worth a turn)
        if table.chariot[e] is not None:
            offer(-3.0, ("scrap", ()))
        if table.temperance is not None and table.temperance[0] == e:
            offer(-3.0, ("untemper", ()))
    if state.options["malderia"] and table.demons_active and e != state.demons:
        knight = card_of(0, KNIGHT)
        if knight in hand or knight in table.justice:
            offer(8.0, ("exorcise", (knight,)))
    kind, args = tied[0] if len(tied) == 1 else rng.choice(tied)
    return action(kind, args)


def expected_victories(state: GameState) -> list[float]:
    """Each seat's victories so far plus, in a round still being played, part of a victory (LEADER_CREDIT)
    for every house it leads now."""
    est = [float(sum(v)) for v in state.victories]  # type: ignore[attr-defined]
    table = state.table  # type: ignore[attr-defined]
    if not state.is_terminal() and state.current_player() != CHANCE:
        for h in range(HOUSES):
            best, who, line = None, -1, 0
            for x in state.active():  # type: ignore[attr-defined]
                p = table.fields[x][h]
                if p is not None and p.kind != "forfeit" and (best is None or rank_key(p) > best):
                    best, who, line = rank_key(p), x, p.line
            if who >= 0:
                est[state.controller(who)] += LEADER_CREDIT[min(line, len(LEADER_CREDIT) - 1)]  # type: ignore[attr-defined]
    return est


def evaluate(state: GameState) -> list[float]:
    """A short playout's result (normal): the final returns, or else half for leading on expected victories
    and half for the share of them."""
    if state.is_terminal():
        return state.returns()
    est = expected_victories(state)
    top = max(est)
    leaders = [s for s in range(len(est)) if est[s] == top]
    spread = max(1.0, sum(est))
    return [0.5 * (1 / len(leaders) if s in leaders else 0.0) + 0.5 * e / spread for s, e in enumerate(est)]


def victory_share(state: GameState) -> list[float]:
    """A whole-round playout's result (hard): each seat's share of the victories taken. A seat's own victories
    vary far less from one sampled deal to the next than who happens to lead, so fewer playouts tell two
    moves apart; and victories are what the game counts."""
    est = expected_victories(state)
    total = max(1.0, sum(est))
    return [e / total for e in est]


def round_over(start: GameState) -> Callable[[GameState], bool]:
    """Short playouts stop when the round they started in is scored, or after PLAYOUT_STEPS actions."""
    first = start.round  # type: ignore[attr-defined]
    steps = [0]

    def stop(now: GameState) -> bool:
        steps[0] += 1
        return steps[0] > PLAYOUT_STEPS or now.round != first  # type: ignore[attr-defined]
    return stop


def round_end(start: GameState) -> Callable[[GameState], bool]:
    """Whole-round playouts stop when the round they started in is scored."""
    first = start.round  # type: ignore[attr-defined]
    return lambda now: now.round != first  # type: ignore[attr-defined]


def make_search(seconds: float | None = None, iterations: int | None = None, paired: bool = False,
                whole_round: bool = False, race: float | None = None) -> ISMCTS:
    return ISMCTS(seconds=seconds, iterations=iterations, playout=playout_policy, playout_move=playout_move,
                  evaluate=victory_share if whole_round else evaluate,
                  stop_playout=round_end if whole_round else round_over, guided_expansion=True, shortlist=shortlist,
                  paired_root=paired, early_stop=race)


def make_level(level: str, iterations: int | None = None) -> ISMCTS:
    """A search level; an iteration budget in place of its time makes it reproducible (the tournament tool)."""
    settings = LEVELS[level]
    return make_search(seconds=None if iterations else settings.seconds, iterations=iterations,
                       paired=settings.paired, whole_round=settings.whole_round, race=settings.race)


def make_bot(level: str) -> Bot:
    if level == "easy":
        return RuleBot()
    if level in LEVELS:
        return make_level(level)
    if level == "random":
        return RandomBot()
    raise ValueError(f"unknown level {level!r}")
