"""AI gunslingers for Krutrøyk.

They narrate short first-person lines from their role's traits (narration.py); they challenge, fold,
call and raise by weighing the pot against their dollars with a value estimate of the table; and in
a duel they play a mixed strategy computed from the duel's payoffs: two duellists make a zero-sum
matrix game solved exactly, more duellists a general game approximated by regret matching. A
choice is then drawn from that mix, so nobody can read them by habit.

Levels: easy slips (about a third of its challenge and bidding decisions are random, and its duel
mix is half uniform), normal weighs dollars only, hard also sees the showdown coming (an empty stack
after a duel ends the episode, and the leader wins) and values tables more evenly. Hard also reads the
other duellists: from the choices each seat has shown in the duels drawn so far (public after the draw)
it estimates how that seat mixes, leans its own mix towards the best answer to that estimate, and
weighs a duel it could bid into by what that answer is worth. Face to face, hard plays each bidding
round out before it bids or challenges (bid_lookahead.py), expecting the other to bid as normal would; at a
table of three or more, challenged as the narrator, it leans to folding (the others would join the duel).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from game.ai.base import Decision
from game.engine.state import Action
from game.games.krutroyk.bid_lookahead import RoundModel, round_from_view, softmax
from game.games.krutroyk.bidding import BiddingRound, Money
from game.games.krutroyk.duel_outcomes import AIR, SELF, Choice, choice_action, fates, options_for
from game.games.krutroyk.narration import compose
from game.games.krutroyk.phases import TOLD_NAMES, Challenging, ChoosingInSecret, MakingRoles
from game.games.krutroyk.rules import KrutroykRules

POCKET_WEIGHT = 0.4  # a pocket dollar is worth less than a stack dollar: it never counts at the end
STALL_URGE = 0.02  # value added to playing on, per challenge answered by folding since the last bidding round


@dataclass(frozen=True)
class Level:
    temperature: float  # softmax temperature over option values (0: always the best)
    uniform_share: float  # share of a uniform mix blended into the duel strategy: no choice is ever ruled out
    duel_budget: int  # payoff evaluations for regret matching in duels of three or more
    showdown_aware: bool  # duel payoffs and bids see the end of the episode coming
    drive: float  # eagerness to challenge a quiet story
    power: float = 2.0  # how strongly the value of a table favours the leader
    pocket_weight: float = POCKET_WEIGHT
    empty_weight: float = 1.0  # scales the value of a seat with an empty stack (table_value)
    narrator_fold_chance: float = 0.35  # how often it expects a challenged narrator to fold
    blunder: float = 0.0  # share of challenge and bidding decisions made at random (the easy level's slips)
    reading: float = 0.0  # share of the duel mix given to the best answer to how the others are read to mix
    reading_prior: float = 3.0  # how many even-mixed duels a seat is taken to have shown before its first
    reading_temperature: float = 0.02  # softness of that best answer (softmax over its expected values)
    lookahead: int = 0  # positions of a bidding round played out with the others modelled as normal (0: none)
    model_challenges: bool = True  # a level that looks ahead also plays a challenge's bidding round out
    challenge_scale: float = 25.0  # how sharply the urge to challenge follows what a challenge gains
    model_temperature: float = 0.02  # the softmax through which the model expects the others to pick their bids
    model_slip: float = 0.0  # share of the others' expected bids spread evenly (not everyone bids as normal does)
    answer_fold_bonus: float = 0.0  # value added to folding (taking the ante) when challenged as the narrator
    crowded: Level | None = None  # how the level plays at a table of three or more (None: the same)


# The hard level at a table of three or more. Its flat value (power 0.25: a dollar more or less matters little
# until the showdown) won 54 % of two-player episodes against normal over two sets of 1,000 seeds; power 2 won
# 50 %. Reading the duellists takes most of its duel mix, so its regret matching needs no more budget than normal's.
# Challenged as the narrator it leans to folding: its weighing of a call sees only the challenger answering, but
# at a table of four the others mostly join by calling and raising, and the call that empties the narrator's stack
# then leads to a duel of three or four for the showdown. Playouts of the episode from hard's answers found the
# fold worth more nearly every time. A bonus of 0.2 for the fold took hard from 40.1 % to 44.4 % of 2,000 tuning
# episodes at a table of four (always folding: 44.9 %; a bonus of 0.05: no gain).
HARD_CROWDED = Level(
    temperature=0.0,
    uniform_share=0.05,
    duel_budget=3000,
    showdown_aware=True,
    drive=-1.5,
    power=0.25,
    reading=0.75,
    answer_fold_bonus=0.2,
)
# Face to face it plays every bidding round out (the other modelled as normal), and a value of the table linear
# in the dollars suits that model best: power 1 won 60 % of 2,000 tuning episodes against normal, 0.25 won 54 %.
# The model's softer softmax (0.1 rather than normal's own 0.02) allows for others who do not bid as normal does:
# the same against normal, 71 % rather than 68 % against easy. At a table of four the model won less than the flat
# value without it (35-39 % against 41 % of 1,200 tuning episodes: there the others are not all normal).
HARD_TWO = replace(
    HARD_CROWDED, power=1.0, lookahead=400, model_temperature=0.1, answer_fold_bonus=0.0, crowded=HARD_CROWDED
)

LEVELS = {
    "easy": Level(temperature=0.25, uniform_share=0.5, duel_budget=1000, showdown_aware=False, drive=-1.0, blunder=0.3),
    "normal": Level(temperature=0.02, uniform_share=0.05, duel_budget=3000, showdown_aware=False, drive=-1.3),
    "hard": HARD_TWO,
}
READ_DUELLISTS = 4  # hard reads duels of up to this many duellists (4^4 profiles); larger ones it plays as normal

# A choice's kind: into the air (0), at another duellist (1, the default), at oneself (2).
CATEGORY: dict[Choice, int] = {AIR: 0, SELF: 2}


def shown_choices(duels: list[Mapping[str, Any]], players: int) -> list[list[int]]:
    """How often each seat shot into the air, at another duellist and at itself in the duels drawn so far."""
    counts = [[0, 0, 0] for _ in range(players)]
    for record in duels:
        for seat, choice in record["choices"].items():
            counts[int(seat)][CATEGORY.get(choice, 1)] += 1
    return counts


def read_mix(shown: list[int], options: list[Choice], prior: float) -> list[float]:
    """A seat's estimated chances over its options: an even mix, worth `prior` duels, plus what it has shown
    (shots at others spread evenly over the targets)."""
    targets = len(options) - 2
    even = 1 / len(options)
    weights = [prior * even + (shown[1] / targets if CATEGORY.get(o, 1) == 1 else shown[CATEGORY[o]]) for o in options]
    total = sum(weights)
    return [w / total for w in weights]


@cache  # one entry per count of duellists read (2-4)
def profile_winners(count: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Every profile of option indices of `count` duellists (positions 0..count-1) and who wins it."""
    rules_won = {"shot_self_and_was_shot", "unharmed"}
    options = [options_for(p, list(range(count))) for p in range(count)]
    table = []
    for profile in itertools.product(*[range(len(o)) for o in options]):
        decided = fates({p: options[p][k] for p, k in enumerate(profile)})
        table.append((profile, tuple(p for p in range(count) if decided[p] in rules_won)))
    return tuple(table)


def answer_values(me: int, mixes: list[list[float]], payoff: Any) -> list[float]:
    """The expected payoff to position `me` of each of its options, the others mixing as `mixes` say
    (payoff: winner positions -> value to `me`)."""
    values = [0.0] * len(mixes[me])
    for profile, won in profile_winners(len(mixes)):
        chance = 1.0
        for p, k in enumerate(profile):
            if p != me:
                chance *= mixes[p][k]
        if chance:
            values[profile[me]] += chance * payoff(won)
    return values


# --- the value of a table for one seat ---
def table_value(
    seat: int,
    stacks: list[int],
    pockets: list[int],
    showdown: bool,
    power: float = 2.0,
    pocket_weight: float = POCKET_WEIGHT,
    empty_weight: float = 1.0,
) -> float:
    """A seat's chance of winning, estimated from the dollars: certain at a showdown, a share otherwise
    (a higher `power` says the leader is likelier to stay ahead; `empty_weight` scales the share of a seat
    with an empty stack, which the next duel for a pot leaves behind at the showdown unless it wins dollars
    there, and which cannot answer a challenge but by folding)."""
    if showdown:
        best = max(stacks)
        leaders = [s for s, v in enumerate(stacks) if v == best]
        return 1 / len(leaders) if seat in leaders else 0.0
    weights = [
        (s + pocket_weight * p + 0.5) ** power * (empty_weight if s == 0 else 1.0)
        for s, p in zip(stacks, pockets, strict=True)
    ]
    return float(weights[seat] / sum(weights))


@cache  # a fixed size: one entry for each count of duellists (2-8)
def uniform_outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """How a duel of `count` duellists choosing uniformly at random ends: (winner positions, chance)."""
    rules_won = {"shot_self_and_was_shot", "unharmed"}
    tally: dict[tuple[int, ...], float] = {}
    options = [options_for(p, list(range(count))) for p in range(count)]
    if math.prod(len(o) for o in options) <= 10_000:
        profiles: Any = itertools.product(*options)
        weight = 1 / math.prod(len(o) for o in options)
    else:  # too many to list: a fixed sample stands in for them
        rng = random.Random(count)
        profiles = ([rng.choice(o) for o in options] for _ in range(4000))
        weight = 1 / 4000
    for profile in profiles:
        decided = fates(dict(enumerate(profile)))
        won = tuple(p for p in range(count) if decided[p] in rules_won)
        tally[won] = tally.get(won, 0.0) + weight
    return tuple(sorted(tally.items()))


def after_duel(stacks: list[int], pot: int, winners: list[int]) -> list[int]:
    """Stacks after a duel for the pot: one winner takes it all, several share it (the remainder stays)."""
    result = list(stacks)
    if winners:
        share = pot // len(winners) if len(winners) > 1 else pot
        for w in winners:
            result[w] += share
    return result


# --- solving duels ---
def _solve_linear(matrix: list[list[float]], rhs: list[float]) -> list[float] | None:
    size = len(matrix)
    a = [row[:] + [r] for row, r in zip(matrix, rhs, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return None
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(size):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[r][size] / a[r][r] for r in range(size)]


def solve_zero_sum(payoff: list[list[float]], widest_first: bool = False) -> tuple[list[float], list[float], float]:
    """An exact equilibrium of a small zero-sum matrix game (row player maximises).

    By the Shapley–Snow theorem some optimal pair is supported on a square submatrix, so it is
    enough to try every pair of equal-sized supports and keep the first that is an equilibrium.
    `widest_first` tries the largest supports first: a duel's mix usually uses every choice, so
    that finds it at the first try.
    """
    rows, cols = len(payoff), len(payoff[0])
    eps = 1e-9
    sizes = range(1, min(rows, cols) + 1)
    for size in reversed(sizes) if widest_first else sizes:
        for rs in itertools.combinations(range(rows), size):
            for cs in itertools.combinations(range(cols), size):
                # x over rs and v: x·A[:, j] = v for j in cs, sum x = 1.
                mx = [[payoff[i][j] for i in rs] + [-1.0] for j in cs] + [[1.0] * size + [0.0]]
                sx = _solve_linear(mx, [0.0] * size + [1.0])
                my = [[payoff[i][j] for j in cs] + [-1.0] for i in rs] + [[1.0] * size + [0.0]]
                sy = _solve_linear(my, [0.0] * size + [1.0])
                if sx is None or sy is None:
                    continue
                xs, v = sx[:size], sx[size]
                ys = sy[:size]
                if min(xs) < -eps or min(ys) < -eps:
                    continue
                x = [0.0] * rows
                y = [0.0] * cols
                for i, p in zip(rs, xs, strict=True):
                    x[i] = max(0.0, p)
                for j, p in zip(cs, ys, strict=True):
                    y[j] = max(0.0, p)
                row_gain = [sum(payoff[i][j] * y[j] for j in range(cols)) for i in range(rows)]
                col_loss = [sum(payoff[i][j] * x[i] for i in range(rows)) for j in range(cols)]
                if max(row_gain) <= v + 1e-7 and min(col_loss) >= v - 1e-7:
                    return x, y, v
    raise ValueError("no equilibrium found")  # cannot happen for a finite matrix game


def regret_matching(
    options: list[list[Choice]], utility: Any, iterations: int, rng: random.Random
) -> list[list[float]]:
    """Average strategies of regret-matching self-play (sampled), an approximate equilibrium."""
    players = len(options)
    regrets = [[0.0] * len(o) for o in options]
    totals = [[0.0] * len(o) for o in options]
    for _ in range(iterations):
        strategies = []
        for r in regrets:
            positive = [max(0.0, x) for x in r]
            mass = sum(positive)
            strategies.append([x / mass for x in positive] if mass > 0 else [1 / len(r)] * len(r))
        for total, strategy in zip(totals, strategies, strict=True):
            for k, p in enumerate(strategy):
                total[k] += p
        profile = [rng.choices(range(len(o)), s)[0] for o, s in zip(options, strategies, strict=True)]
        base = utility(profile)
        for i in range(players):
            for k in range(len(options[i])):
                if k == profile[i]:
                    continue
                changed = list(profile)
                changed[i] = k
                regrets[i][k] += utility(changed)[i] - base[i]
    return [[x / sum(t) for x in t] for t in totals]


@dataclass(frozen=True)
class ChallengeWeighing:
    """A seat's weighing of a challenge: the ante it would put up, the move that lets the story go on, how likely it
    is to challenge, what a challenge is worth to it over letting go, and whether the narrator could call."""

    ante: Action
    let_go: Action
    chance: float
    gain: float
    narrator_can_call: bool


class KrutroykBot:
    def __init__(self, level: str, rules: KrutroykRules) -> None:
        self.level = LEVELS.get(level, LEVELS["normal"])
        self._levels = (self.level, self.level.crowded or self.level)  # face to face, at a table of three or more
        self.rules = rules
        self._reading_view: Mapping[str, Any] | None = None  # the view a decision reads duellists from
        # That view's shown choices, and the mixes read from them for each set of duellists.
        self._shown: tuple[Mapping[str, Any], list[list[int]], dict[tuple[int, ...], list[list[float]]]] | None = None
        self._valued: tuple[Mapping[str, Any], dict[Any, float]] | None = None  # that view's duels valued so far
        self._normal: KrutroykBot | None = None  # how a level that looks ahead expects the others to bid

    def fit(self, view: Mapping[str, Any]) -> None:
        """Plays as the level does at a table of this size."""
        self.level = self._levels[view["players"] > 2]

    def choose(self, decision: Decision) -> Action:
        view, legal = decision.view, decision.legal
        self.fit(view)
        self._reading_view = view
        phase = view["phase"]
        if phase == MakingRoles.name:
            return next(a for a in legal if a.kind == "roll")
        if phase in TOLD_NAMES:
            return Action("narrate", (self.line(decision),))
        if phase == ChoosingInSecret.name:
            return self.duel_choice(decision)
        if decision.rng.random() < self.level.blunder:
            return decision.rng.choice(legal)
        if phase == Challenging.name:
            return self.challenge(decision)
        return self.bid(decision)

    def value(self, seat: int, stacks: list[int], pockets: list[int], showdown: bool) -> float:
        return table_value(
            seat, stacks, pockets, showdown, self.level.power, self.level.pocket_weight, self.level.empty_weight
        )

    # --- narration ---
    def line(self, decision: Decision) -> str:
        view, seat, rng = decision.view, decision.seat, decision.rng
        situation = view["situation"]
        names = view["role_names"]
        others = [s for s in range(view["players"]) if s != seat]
        rival_seats = others
        if situation == "took_over" and view["previous_narrator"] >= 0:
            rival_seats = [view["previous_narrator"]]
        elif view["duel"] is not None:
            rival_seats = [s for s in view["duel"]["duellists"] if s != seat] or others
        elif situation in ("won_duel", "drawn_duel", "all_lost") and view["last_duel"]:
            rival_seats = [s for s in view["last_duel"]["duellists"] if s != seat] or others
        last = view["last_duel"] or {}
        pot = int(last.get("share", 0)) if situation in ("won_duel", "drawn_duel") else view["pot"]
        if situation == "took_pot":
            pot = next((e.get("pot", 0) for e in reversed(view["story"]) if e["kind"] == "pot"), 0)
        # Lines anyone has told already, so no two roles tell the same line (nor one role twice) while others remain.
        said = tuple(e["text"] for e in view["story"] if e["kind"] == "narration")
        return compose(
            self.rules.templates,
            self.rules.table,
            view["language"],
            situation or "story",
            view["roles"][seat],
            rng,
            rival=names[rng.choice(rival_seats)],
            pot=pot,
            dollars=view["stacks"][seat],
            avoid=said,
        )

    # --- duels ---
    def duel_strategy(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> tuple[list[Choice], list[float]]:
        """This seat's mixed strategy in the duel now: its options and their chances."""
        self.fit(view)
        duel = view["duel"]
        duellists: list[int] = list(duel["duellists"])
        options = [options_for(s, duellists) for s in duellists]
        payoff_of = self._duel_payoffs(view, duellists)
        me = duellists.index(seat)

        seen: dict[tuple[int, ...], list[float]] = {}

        def utility(profile: list[int]) -> list[float]:
            key = tuple(profile)
            if key not in seen:
                choices = {duellists[i]: options[i][k] for i, k in enumerate(profile)}
                won = tuple(sorted(s for s, rule in fates(choices).items() if self.rules.outcome_rules[rule].won))
                seen[key] = payoff_of(won)
            return seen[key]

        if len(duellists) == 2:
            other = 1 - me
            matrix = []
            for a in range(3):
                row = []
                for b in range(3):
                    profile = [0, 0]
                    profile[me], profile[other] = a, b
                    u = utility(profile)
                    row.append(u[me] - u[other])
                matrix.append(row)
            mine, _, _ = solve_zero_sum(matrix, widest_first=self.level.reading > 0)
        else:
            per_round = 1 + sum(len(o) - 1 for o in options)
            rounds = max(20, self.level.duel_budget // per_round)
            mine = regret_matching(options, utility, rounds, rng)[me]
        blend = self.level.uniform_share
        mine = [(1 - blend) * p + blend / len(mine) for p in mine]
        if self.level.reading and len(duellists) <= READ_DUELLISTS:
            mixes = self.read_duellists(view, duellists)
            values = answer_values(me, mixes, lambda won: payoff_of(tuple(duellists[p] for p in won))[me])
            top = max(values)
            weights = [math.exp((v - top) / self.level.reading_temperature) for v in values]
            answer = [w / sum(weights) for w in weights]
            share = self.level.reading
            mine = [(1 - share) * p + share * q for p, q in zip(mine, answer, strict=True)]
        return options[me], mine

    def read_duellists(self, view: Mapping[str, Any], duellists: list[int]) -> list[list[float]]:
        """How each duellist is read to mix, from the choices it has shown (the asking seat's own row is unused)."""
        if self._shown is None or self._shown[0] is not view:
            self._shown = (view, shown_choices(view["duels"], view["players"]), {})
        _, shown, mixes = self._shown
        key = tuple(duellists)
        if key not in mixes:
            mixes[key] = [read_mix(shown[s], options_for(s, duellists), self.level.reading_prior) for s in duellists]
        return mixes[key]

    def _duel_payoffs(self, view: Mapping[str, Any], duellists: list[int]) -> Any:
        """Winner set -> payoff per duellist (in the duellists' order)."""
        kind = view["duel"]["kind"]
        stacks, pockets, pot = view["stacks"], view["pockets"], view["pot"]
        cache: dict[tuple[int, ...], list[float]] = {}

        def payoff(won: tuple[int, ...]) -> list[float]:
            if won in cache:
                return cache[won]
            if kind != "pot":  # who narrates first / who wins the episode: redo among winners
                if not won:
                    values = [1 / len(duellists)] * len(duellists)
                else:
                    values = [1 / len(won) if s in won else 0.0 for s in duellists]
            elif self.level.showdown_aware:
                after = after_duel(stacks, pot, list(won))
                end = min(after) == 0
                values = [self.value(s, after, pockets, end) for s in duellists]
            else:
                share = (pot // len(won) if len(won) > 1 else pot) if won else 0
                values = [share if s in won else 0.0 for s in duellists]
            cache[won] = values
            return values

        return payoff

    def duel_choice(self, decision: Decision) -> Action:
        options, mix = self.duel_strategy(decision.view, decision.seat, decision.rng)
        choice = decision.rng.choices(options, mix)[0]
        wanted = choice_action(choice)
        return next(a for a in decision.legal if a == wanted)

    # --- challenges ---
    def challenge(self, decision: Decision) -> Action:
        weighing = self.weigh_challenge(decision.view, decision.seat, decision.legal)
        if weighing is None:
            return decision.legal[-1]
        return weighing.ante if decision.rng.random() < weighing.chance else weighing.let_go

    def weigh_challenge(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> ChallengeWeighing | None:
        """How likely this seat is to challenge the narrator now, and with which ante (None: it cannot)."""
        self.fit(view)
        challenges = [a for a in legal if a.kind == "challenge"]
        if not challenges:
            return None
        # A pocket dollar is worth less than a stack dollar, so the ante comes from the pocket first.
        ante = next((a for a in challenges if a.args[0] == "pocket"), challenges[0])
        stacks, pockets = list(view["stacks"]), list(view["pockets"])
        narrator, pot = view["narrator"], view["pot"]
        now = self.value(seat, stacks, pockets, False)
        paid_pocket = ante.args[0] == "pocket"
        if paid_pocket:
            pockets[seat] -= 1
        else:
            stacks[seat] -= 1
        if self.level.lookahead and self.level.model_challenges:
            return self._weigh_challenge_ahead(view, seat, legal, ante, stacks, pockets, now)
        # The narrator folds (takes the ante) or calls from the answer's sources and duels for the pot.
        folded = list(stacks)
        folded[narrator] += 1
        fold_value = self.value(seat, folded, pockets, False)
        n_stacks, n_pockets = list(stacks), list(pockets)
        answer = tuple(view["answer_source_order"])
        can_call = sum(n_pockets[narrator] if s == "pocket" else n_stacks[narrator] for s in answer) >= 1
        if can_call:
            from_pocket, from_stack = split_payment(n_pockets[narrator], n_stacks[narrator], 1, answer)
            n_pockets[narrator] -= from_pocket
            n_stacks[narrator] -= from_stack
        duel_value = self._duel_value(seat, [seat, narrator], n_stacks, n_pockets, pot + 2)
        fold_chance = self.level.narrator_fold_chance if can_call else 1.0  # an empty stack can only fold
        gain = fold_chance * fold_value + (1 - fold_chance) * duel_value - now
        # A quiet story grows tense: the longer nobody challenges, the likelier a challenge.
        drive = self.level.drive + 0.6 * view["quiet"] + 0.15 * min(pot, 6)
        chance = 1 / (1 + math.exp(-(drive + 25 * gain)))
        let_go = next(a for a in legal if a.kind == "pass")
        return ChallengeWeighing(ante, let_go, chance, gain, can_call)

    def _weigh_challenge_ahead(
        self,
        view: Mapping[str, Any],
        seat: int,
        legal: list[Action],
        ante: Action,
        stacks: list[int],
        pockets: list[int],
        now: float,
    ) -> ChallengeWeighing:
        """A challenge weighed by playing its bidding round out: the narrator answers as normal would."""
        narrator, amount = view["narrator"], view["ante"]
        rnd = BiddingRound.open(
            narrator,
            seat,
            view["players"],
            amount,
            tuple(view["call_source_order"]),
            tuple(view["answer_source_order"]),
            view["pot"],
        )
        money = Money(pockets, stacks, view["pot"] + amount)
        answer = tuple(view["answer_source_order"])
        can_call = sum(pockets[narrator] if s == "pocket" else stacks[narrator] for s in answer) >= amount
        gain = self._round_model(view, seat).value(rnd, money) - now
        drive = self.level.drive + 0.6 * view["quiet"] + 0.15 * min(view["pot"], 6)
        chance = 1 / (1 + math.exp(-(drive + self.level.challenge_scale * gain)))
        let_go = next(a for a in legal if a.kind == "pass")
        return ChallengeWeighing(ante, let_go, chance, gain, can_call)

    def _round_model(self, view: Mapping[str, Any], seat: int) -> RoundModel:
        """A model of the bidding round for `seat`: the others bid as the normal level would."""
        if self._normal is None:
            self._normal = KrutroykBot("normal", self.rules)
        normal = self._normal
        folds = view["folds_in_row"]
        shared = {
            "call_source_order": view["call_source_order"],
            "ante": view["ante"],
            "folds_in_row": folds,
            "players": view["players"],
        }

        def predict(rnd: BiddingRound, money: Money, actor: int, legal: list[Action]) -> list[tuple[Action, float]]:
            seen = {**shared, "bidding": rnd.view(), "stacks": money.stacks, "pockets": money.pockets, "pot": money.pot}
            weighed = normal.weigh_bids(seen, actor, legal)
            chances = softmax([v for _, v in weighed], self.level.model_temperature)
            slip = self.level.model_slip
            chances = [(1 - slip) * p + slip / len(chances) for p in chances]
            return [(a, p) for (a, _), p in zip(weighed, chances, strict=True)]

        def settle(left: list[int], money: Money) -> float:
            stacks, pockets = list(money.stacks), list(money.pockets)
            if len(left) > 1:
                return self._duel_value(seat, sorted(left), stacks, pockets, money.pot)
            if left:
                stacks[left[0]] += money.pot
            return self.value(seat, stacks, pockets, False)

        urge = STALL_URGE * folds

        def shortlist(legal: list[Action]) -> list[tuple[Action, float]]:
            return [(a, 0.0 if a.kind in ("fold", "stay_out") else urge) for a in self._shortlist(legal)]

        return RoundModel(seat, view["ante"], self.rules.fold_ante_to, predict, settle, shortlist, self.level.lookahead)

    def _duel_value(self, seat: int, duellists: list[int], stacks: list[int], pockets: list[int], pot: int) -> float:
        """The expected value for `seat` of a duel among `duellists`: played by an even mix, or (a level that
        reads duellists) by `seat`'s best answer to how the others are read to mix."""
        view = self._reading_view
        # Read only a duel of the whole table: while outsiders may still join the bidding, the duel to come is
        # not yet known, and an even mix is the safer guess.
        if self.level.reading and view is not None and len(duellists) == view["players"] <= READ_DUELLISTS:
            key = (seat, tuple(duellists), tuple(stacks), tuple(pockets), pot)
            if self._valued is None or self._valued[0] is not view:
                self._valued = (view, {})
            known = self._valued[1]
            if key not in known:
                known[key] = self._read_duel_value(view, seat, duellists, stacks, pockets, pot)
            return known[key]
        total = 0.0
        for won, chance in uniform_outcomes(len(duellists)):
            winners = [duellists[p] for p in won]
            after = after_duel(stacks, pot, winners)
            end = self.level.showdown_aware and min(after) == 0
            total += chance * self.value(seat, after, pockets, end)
        return total

    def _read_duel_value(
        self, view: Mapping[str, Any], seat: int, duellists: list[int], stacks: list[int], pockets: list[int], pot: int
    ) -> float:
        """What a duel of the whole table is worth to `seat` playing the best answer to the others' read mixes."""
        mixes = self.read_duellists(view, duellists)
        values: dict[tuple[int, ...], float] = {}

        def payoff(won: tuple[int, ...]) -> float:
            if won not in values:
                after = after_duel(stacks, pot, [duellists[p] for p in won])
                values[won] = self.value(seat, after, pockets, min(after) == 0)
            return values[won]

        return max(answer_values(duellists.index(seat), mixes, payoff))

    # --- bidding ---
    def bid(self, decision: Decision) -> Action:
        weighed = self.weigh_bids(decision.view, decision.seat, decision.legal)
        return self._pick([a for a, _ in weighed], [v for _, v in weighed], decision.rng)

    def weigh_bids(self, view: Mapping[str, Any], seat: int, legal: list[Action]) -> list[tuple[Action, float]]:
        """The bidding moves this seat weighs (every raise size would be too many) and what each is worth to it."""
        self.fit(view)
        candidates = self._shortlist(legal)
        if self.level.lookahead:
            rnd, money = round_from_view(view)
            model = self._round_model(view, seat)
            values = [model.after(rnd, money, action) for action in candidates]
        else:
            values = [self._bid_value(view, seat, action) for action in candidates]
        # Challenge after challenge answered by folding only passes dollars to and fro; the story
        # wants a duel, so every fold in a row makes standing up to the next challenge more tempting.
        urge = STALL_URGE * view["folds_in_row"]
        answering = not view["bidding"]["answered"]
        bonus = {"fold": self.level.answer_fold_bonus if answering else 0.0, "stay_out": 0.0}
        return [(a, v + bonus.get(a.kind, urge)) for a, v in zip(candidates, values, strict=True)]

    def _shortlist(self, legal: list[Action]) -> list[Action]:
        """Every move, but only a few raise sizes: 1, 2, about half of the room, and all of it."""
        raises = [a for a in legal if a.kind == "raise"]
        keep = [a for a in legal if a.kind != "raise"]
        if raises:
            top = len(raises)
            for size in sorted({1, 2, max(1, top // 2), top}):
                if size <= top:
                    keep.append(raises[size - 1])
        return keep

    def _pick(self, actions: list[Action], values: list[float], rng: random.Random) -> Action:
        temperature = self.level.temperature
        if temperature <= 0:
            best = max(values)
            return rng.choice([a for a, v in zip(actions, values, strict=True) if v >= best - 1e-9])
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        return rng.choices(actions, weights)[0]

    def _bid_value(self, view: Mapping[str, Any], seat: int, action: Action) -> float:
        bidding = view["bidding"]
        stacks, pockets = list(view["stacks"]), list(view["pockets"])
        pot = view["pot"]
        bids = list(bidding["bids"])
        status = list(bidding["status"])
        need = bidding["highest"] - bids[seat]
        order = tuple(view["call_source_order"])
        paid_from = tuple(bidding["sources"])  # the narrator's answer comes from the stack
        if action.kind == "fold" and not bidding["answered"]:
            stacks[seat] += view["ante"]  # jekke seg: the ante goes to the narrator's stack
            return self.value(seat, stacks, pockets, False)
        if action.kind in ("fold", "stay_out"):
            status[seat] = "out"
        elif action.kind in ("call", "raise"):
            extra = int(action.args[0]) if action.kind == "raise" else 0
            pocket_part, stack_part = split_payment(pockets[seat], stacks[seat], need, paid_from)
            pockets[seat] -= pocket_part
            stacks[seat] -= stack_part + extra
            bids[seat] += need + extra
            pot += need + extra
            status[seat] = "in"
        elif action.kind == "allin":
            pot += pockets[seat] + stacks[seat]
            bids[seat] += pockets[seat] + stacks[seat]
            pockets[seat] = stacks[seat] = 0
        top = max(bids)
        staying = [s for s in range(len(bids)) if status[s] == "in" and (bids[s] >= top or bidding["all_in"][s])]
        responders = [s for s in range(len(bids)) if status[s] == "in" and s not in staying]
        return self._outcome_value(seat, staying, responders, bids, top, stacks, pockets, pot, order)

    def _outcome_value(
        self,
        seat: int,
        staying: list[int],
        responders: list[int],
        bids: list[int],
        top: int,
        stacks: list[int],
        pockets: list[int],
        pot: int,
        order: tuple[str, ...],
    ) -> float:
        """Expected value over who of the responders calls (each folds with a chance that grows with
        what the call costs them), then over the duel among everyone left in."""
        fold_chance = {}
        for r in responders:
            need = top - bids[r]
            have = stacks[r] + pockets[r]
            fold_chance[r] = 0.6 if need > have else min(0.9, 1.2 * need / (have + 1))
        total = 0.0
        if len(responders) <= 4:
            patterns: list[tuple[tuple[bool, ...], float]] = []
            for calls in itertools.product((False, True), repeat=len(responders)):
                pairs = zip(responders, calls, strict=True)
                patterns.append((calls, math.prod((1 - fold_chance[r]) if c else fold_chance[r] for r, c in pairs)))
        else:  # many responders: a fixed sample of who calls stands in for every pattern
            rng = random.Random(len(responders) * 1000 + top)
            patterns = [(tuple(rng.random() >= fold_chance[r] for r in responders), 1 / 24) for _ in range(24)]
        for calls, chance in patterns:
            st, pk, p = list(stacks), list(pockets), pot
            joined = list(staying)
            for r, called in zip(responders, calls, strict=True):
                if called:
                    need = min(top - bids[r], st[r] + pk[r])
                    a, b = split_payment(pk[r], st[r], need, order)
                    pk[r] -= a
                    st[r] -= b
                    p += need
                    joined.append(r)
            if chance == 0:
                continue
            if len(joined) == 1:
                st[joined[0]] += p
                total += chance * self.value(seat, st, pk, False)
            else:
                total += chance * self._duel_value(seat, sorted(joined), st, pk, p)
        return total


def split_payment(pocket: int, stack: int, amount: int, order: tuple[str, ...]) -> tuple[int, int]:
    """(pocket, stack) dollars of a payment, taking sources in `order` (the state does the same)."""
    left = amount
    parts = {"pocket": 0, "stack": 0}
    for source in order:
        take = min(pocket if source == "pocket" else stack, left)
        parts[source] += take
        left -= take
    return parts["pocket"], parts["stack"]
