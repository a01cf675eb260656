"""Kalahen's AI measured over seeded games: game length, share of games with a winner, head-to-head
win rates of the levels (with 95 % Wilson confidence intervals), one champion alone, and the time per decision.

Run: python tools/bench_kalahen.py [--games N] [--h2h-games N] [--solo-games N] [--seed S] [--workers W]
                                   [--seeds 900000-900999,...] [--levels hard,normal]
                                   [--only four,h2h,solo,bound,whatif] [--extensions] [--old-rules]

Every game is played as the client plays it: game.headless.play_out on a Match, with the match's own generators
for dice and bots (step_rng) and the bots game.ai.bot_for makes, so seed S here is seed S of
`python -m game simulate kalahen`. Each four-AI and head-to-head line says how its games ended: a ruler, the round
limit, early because no champion left could ever hold a whole formula (the Decision no_formula_end; --old-rules
plays without it), or every champion out, each share with its 95 % Wilson interval.

Four-AI games use seeds S .. S+N-1 (or --seeds); each head-to-head line uses seeds S+5000 .. S+5000+N-1 with two
seats per level, alternating A B A B and B A B A, so each level sits in every seat equally often. "Alone" seats one hard
champion beside a second that never leaves its castle (how fast our planner gathers a formula and beats the
dragon with nobody in the way; the game's bound is what "bound" measures), with its turns sorted by what came of
them (TurnTally: where the rounds go beside the searches). "bound" plays the chest cards alone as fast as the
rules allow (card_race): no planner can need fewer rounds. "whatif" plays four hard AIs on the same seeds with
every champion given LP, rings or the key, shield and sword (kalahen_whatif.py): what each want costs in rounds.
--extensions turns on all four extension rules.
Medians come with a 95 % interval from the order statistics (distribution-free).

This file prints the report; the games are played by kalahen_games.py (with what is read of each: the turns, the
ruler's scrolls), kalahen_reasons.py says why one ended without a ruler, kalahen_whatif.py gives the gifts.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.i18n import N_, number, words  # noqa: E402
from tools.kalahen_games import EXTENSIONS, TURN_KINDS, info, run  # noqa: E402
from tools.kalahen_reasons import print_why  # noqa: E402
from tools.kalahen_whatif import WHAT_IFS  # noqa: E402
from tools.speaking import add_language, level_name, speak  # noqa: E402
from tools.stats import wilson  # noqa: E402

_, ngettext = words("tools")


def _ci(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    share = number(100 * wins / n, 1) if n else "-"
    return _("{share} % (95 % CI {low}–{high} %)").format(share=share, low=number(100 * low, 1),
                                                           high=number(100 * high, 1))


def median_ci(values: list[float]) -> str:
    """The median with its distribution-free 95 % interval (order statistics of a binomial(n, 1/2))."""
    xs = sorted(values)
    n = len(xs)
    if n < 6:
        return number(statistics.median(xs), 0)
    half = 1.96 * math.sqrt(n) / 2
    low, high = max(0, math.floor(n / 2 - half)), min(n - 1, math.ceil(n / 2 + half) - 1)
    return _("{median} (95 % CI {low}–{high})").format(median=number(statistics.median(xs), 0),
                                                        low=number(xs[low], 0), high=number(xs[high], 0))


def parse_seeds(text: str) -> list[int]:
    """Seeds from the command line: ranges and single seeds, as "900000-900999,5,7-9"."""
    seeds: list[int] = []
    for part in text.split(","):
        low, _dash, high = part.strip().partition("-")
        seeds += range(int(low), int(high or low) + 1)
    return seeds


def seed_ranges(seeds: list[int]) -> str:
    """Seeds in words again, as runs: 900000–900999, 5."""
    runs: list[list[int]] = []
    for seed in seeds:
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in runs)


# How a game ended (KalahenCore.end_reason), in the order the lines list them.
ENDS = {"ruler": N_("a ruler"), "round_limit": N_("stopped by the round limit"),
        "no_formula": N_("ended early, no formula left to anybody"), "all_out": N_("every champion out")}


def endings(results: list[dict]) -> str:
    """How the games ended: each way's share with its 95 % Wilson interval."""
    n = len(results)
    return "; ".join(_("{how} {count}/{games} = {share}").format(
        how=_(words_), count=sum(r["end"] == end for r in results), games=n,
        share=_ci(sum(r["end"] == end for r in results), n)) for end, words_ in ENDS.items())


def four_of_a_kind(level: str, seeds: list[int], workers: int, options: dict) -> list[dict]:
    results = run([((level,) * 4, seed, options) for seed in seeds], workers)
    rounds = [r["rounds"] for r in results]
    won = [r for r in results if r["winner"] is not None]
    quartiles = statistics.quantiles(rounds, n=4) if len(rounds) > 1 else [rounds[0]] * 3
    print(_("four {level} AIs, {games} games (seeds {seeds}): {endings}").format(
        level=level_name(level), games=len(results), seeds=seed_ranges(seeds), endings=endings(results)))
    print("  " + _("median {rounds} rounds (quartiles {low}–{high}; {turns} turns); won games last {won_rounds} "
                   "rounds; games without a ruler {none_rounds}").format(
        rounds=median_ci(rounds), low=number(quartiles[0], 0), high=number(quartiles[2], 0),
        turns=number(statistics.median(r["turns"] for r in results), 0),
        won_rounds=median_ci([r["rounds"] for r in won]) if won else "-",
        none_rounds=median_ci([r["rounds"] for r in results if r["winner"] is None])
        if len(won) < len(results) else "-"))
    seats = [sum(r["winner"] == s for r in results) for s in range(4)]
    print("  " + _("wins by seat: {seats}").format(seats=", ".join(
        f"{s + 1}: {_ci(w, len(results))}" for s, w in enumerate(seats))))
    formula_trail(won)
    return results


# The chests whose trials can cost the most LP (d6 + 1 at places 5 and 6, d6 + 3 at the tower) and the Magic
# Forest behind the tower: where a ruler's last scroll mostly comes from.
FAR_PILES = ("5", "6", "tower", "forest")


def formula_trail(won: list[dict]) -> None:
    """One line: the rounds in which the rulers took their formula's first, second and last scroll (medians), and
    where the last one came from."""
    trails = [r["formula"] for r in won if len(r["formula"]) == 3]
    if not trails:
        return
    rounds = [number(statistics.median(t[i][0] for t in trails), 0) for i in range(3)]
    far = sum(t[2][1] in FAR_PILES for t in trails)
    duel = sum(t[2][1] == "duel" for t in trails)
    print("  " + _("the ruler's formula: its scrolls taken in rounds {first}, {second} and {last} (medians); the last "
                   "one from place 5 or 6, the tower or the Magic Forest in {far}/{games} games, from a rival in "
                   "{duel}").format(first=rounds[0], second=rounds[1], last=rounds[2], far=far, games=len(trails),
                                    duel=duel))


def alone(games: int, seed: int, workers: int, options: dict) -> list[dict]:
    results = run([(("hard", "stay"), seed + n, options, 0) for n in range(games)], workers)
    won = [r for r in results if r["winner"] == 0]
    rounds = [r["rounds"] for r in won]
    print(_("one hard champion alone: rules in {won}/{games} games = {share}; median {rounds} rounds to rule").format(
        won=len(won), games=len(results), share=_ci(len(won), len(results)),
        rounds=median_ci(rounds) if rounds else "-"))
    formula_trail(won)
    turns_by_kind(results)
    return results


def turns_by_kind(results: list[dict]) -> None:
    """Where the watched champion's turns went, as turns a game (the mean) and shares of all its turns."""
    n = len(results)
    total = sum(sum(r["kinds"].values()) for r in results) or 1
    names = {"card": _("won a card"), "put_back": _("turned a card back under"), "uff": _("Uff!"),
             "failed": _("failed a trial"), "no_search": _("at a chest, no search"), "village": _("village"),
             "home": _("home"), "gate": _("gate"), "forest": _("Magic Forest"), "dragon": _("dragon fight"),
             "stay": _("stayed"), "elsewhere": _("another castle")}
    parts = []
    for kind in TURN_KINDS:
        count = sum(r["kinds"][kind] for r in results)
        if count:
            parts.append(_("{what} {turns} ({share} %)").format(
                what=names[kind], turns=number(count / n, 1), share=number(100 * count / total, 0)))
    print("  " + _("its turns, a game on average ({turns} in all; {magic} of them magic moves): {parts}").format(
        turns=number(total / n, 1), magic=number(sum(r["magic"] for r in results) / n, 1), parts="; ".join(parts)))


def head_to_head(a: str, b: str, games: int, seed: int, workers: int, options: dict) -> list[dict]:
    jobs = [((a, b, a, b) if n % 2 == 0 else (b, a, b, a), seed + n, options) for n in range(games)]
    results = run(jobs, workers)
    wins = {a: 0, b: 0}
    for job, r in zip(jobs, results, strict=True):
        if r["winner"] is not None:
            wins[job[0][r["winner"]]] += 1
    decided = wins[a] + wins[b]
    rounds = statistics.median(r["rounds"] for r in results)
    first, second = level_name(a), level_name(b)
    games = len(results)
    print(f"  {first:>6} " + _("vs") + f" {second:<6}: " + _(
        "{a} {a_wins}, {b} {b_wins}, no winner {none}; {a} takes {share} of the decided games; median {rounds} "
        "rounds, a winner in {decided} of games").format(
        a=first, a_wins=wins[a], b=second, b_wins=wins[b], none=len(results) - decided,
        share=_ci(wins[a], decided), rounds=number(rounds, 0), decided=_ci(decided, len(results))))
    print("    " + _("win shares of all {games} games: {a} {a_share}, {b} {b_share}; {endings}").format(
        games=games, a=first, a_share=_ci(wins[a], games), b=second, b_share=_ci(wins[b], games),
        endings=endings(results)))
    return results


def card_race(champions: int, rng: random.Random, limit: int = 400) -> int | None:
    """The card process alone, as fast as the rules allow: the 78 chest cards shuffled and dealt as the game deals
    them, each champion turning one card a round from the pile with the most cards nobody has turned yet (a card
    it may not keep goes back under its pile, as the rules say: scrolls of a fourth formula, a second key, sword
    or shield; every other card is kept or spent). Every trial is won, no LP is lost, no walk is needed and no
    scroll is ever stolen. Returns the round in which a champion first holds a whole formula, or None."""
    rules = info().data
    cards = list(range(len(rules.cards)))
    rng.shuffle(cards)
    names = list(rules.piles)
    piles = {p: [] for p in names}
    for i, cid in enumerate(cards):
        piles[names[i % len(names)]].append(cid)
    unseen = {p: len(v) for p, v in piles.items()}
    held: list[dict[int, set[int]]] = [{} for _ in range(champions)]
    items: list[set[str]] = [set() for _ in range(champions)]
    for round_ in range(1, limit + 1):
        for seat in range(champions):
            pile = max(names, key=lambda p: (unseen[p], len(piles[p])))
            if not piles[pile]:
                continue
            card = rules.cards[piles[pile].pop(0)]
            unseen[pile] = max(0, unseen[pile] - 1)
            mine = held[seat]
            if card.kind == "scroll":
                if card.formula in mine or len(mine) < rules.formulas_held:
                    mine.setdefault(card.formula, set()).add(card.stars)
                    if mine[card.formula] >= {1, 2, 3}:
                        return round_
                else:
                    piles[pile].append(card.id)
            elif card.kind in rules.item_limits:
                if card.kind in items[seat]:
                    piles[pile].append(card.id)
                items[seat].add(card.kind)
    return None


def bound(deals: int, seed: int) -> None:
    """What the cards alone allow (see card_race): the fewest rounds any planner could need."""
    rng = random.Random(seed)
    for champions in (1, 4):
        ends = [card_race(champions, rng) for _ in range(deals)]
        done = [e for e in ends if e is not None]
        best = statistics.median(done) if done else float("nan")
        if champions == 1:
            low, _middle, high = statistics.quantiles(done, n=4)
            print(_("the cards alone, one champion ({deals} deals): a whole formula after a median of {best} cards "
                    "turned (quartiles {low}–{high}), so at least {best} rounds, one search a turn; {won} if every "
                    "trial were won at the best odds a place offers (5 in 6: every column has an Uff!)").format(
                deals=number(deals), best=number(best, 0), low=number(low, 0), high=number(high, 0),
                won=number(best * 6 / 5, 0)))
        else:
            print(_("the cards alone, four champions each turning a card a round, nobody stealing ({deals} deals): "
                    "a whole formula in {share} of deals (the rest: every formula's scrolls split for good), after a "
                    "median of {best} rounds").format(deals=number(deals), share=_ci(len(done), deals),
                                                      best=number(best, 0)))


# What each gift of a what-if game is called in the benchmark's lines.
GIFT_NAMES = {"lp": N_("no LP lost"), "rings": N_("rings topped up to 7"), "key": N_("a key"),
              "shield": N_("a shield"), "sword": N_("a sword")}


def what_ifs(games: int, seed: int, workers: int, options: dict) -> None:
    """Four hard AIs on the same seeds, as dealt and then given each set of WHAT_IFS: how many rounds each want
    of theirs costs (these games are not Kalahen: see kalahen_whatif.py)."""
    print(_("what if every champion had, before each turn (four hard AIs, the same {games} games; not the game, "
            "a measure of what each want costs):").format(games=games))
    for gifts in WHAT_IFS:
        results = run([(("hard",) * 4, seed + n, options, None, gifts) for n in range(games)], workers)
        won = sum(r["winner"] is not None for r in results)
        given = ", ".join(_(GIFT_NAMES[g]) for g in gifts) if gifts else _("nothing (the game as dealt)")
        print("  " + _("{given}: a ruler in {won}/{games} games = {share}; median {rounds} rounds").format(
            given=given, won=won, games=games, share=_ci(won, games),
            rounds=median_ci([r["rounds"] for r in results])))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per four-AI line")
    parser.add_argument("--h2h-games", type=int, default=0, help="games per head-to-head line (default: --games)")
    parser.add_argument("--workers", type=int, default=1, help="processes (one for a machine others share)")
    parser.add_argument("--seeds", default="", help="seeds of the four-AI lines, as 900000-900999,5 (default: "
                        "--seed .. --seed + --games - 1)")
    parser.add_argument("--old-rules", action="store_true",
                        help="without the Decision no_formula_end (games run on to the round limit, as before it)")
    parser.add_argument("--solo-games", type=int, default=0, help="games of one champion alone (default: --games)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--levels", default="normal,hard", help="levels of the four-AI lines")
    parser.add_argument("--pairs", default="hard:normal,normal:easy,easy:random", help="the head-to-head lines")
    parser.add_argument("--only", default="four,h2h,solo", help="which parts to run (also: bound, whatif)")
    parser.add_argument("--bound-deals", type=int, default=5000, help="deals for the cards-alone bound")
    parser.add_argument("--extensions", action="store_true", help="turn on all four extension rules")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    h2h_games = args.h2h_games or args.games
    solo_games = args.solo_games or args.games
    parts = set(args.only.split(","))
    options = dict(EXTENSIONS) if args.extensions else {}
    if args.old_rules:
        options["no_formula_end"] = False
    four_seeds = parse_seeds(args.seeds) if args.seeds else list(range(args.seed, args.seed + args.games))
    all_times: dict[str, list[float]] = {}

    def collect(results: list[dict]) -> None:
        for r in results:
            for level, ts in r["times"].items():
                all_times.setdefault(level, []).extend(ts)

    print(_("Kalahen AI benchmark ({rules}), played as the client plays (game.headless.play_out): {games} four-AI "
            "games per level (seeds {seeds}), {h2h} games per head-to-head line (seeds {h2h_first}–{h2h_last}), "
            "{solo} games alone (seeds {solo_first}–)").format(
        rules=", ".join(filter(None, (_("all four extension rules") if args.extensions else "",
                                      _("without no_formula_end") if args.old_rules else ""))) or
        _("default options"), games=len(four_seeds), seeds=seed_ranges(four_seeds), h2h=h2h_games,
        h2h_first=args.seed + 5000,
        h2h_last=args.seed + 5000 + h2h_games - 1, solo=solo_games, solo_first=args.seed + 9000))
    if "bound" in parts:
        bound(args.bound_deals, args.seed)
    if "whatif" in parts:
        what_ifs(args.games, args.seed, args.workers, options)
    if "four" in parts:
        for level in args.levels.split(","):
            results = four_of_a_kind(level, four_seeds, args.workers, options)
            collect(results)
            print_why(results)
    if "solo" in parts:
        collect(alone(solo_games, args.seed + 9000, args.workers, options))
    if "h2h" in parts:
        print(_("head-to-head, four seats, two of each level, seats alternating (A B A B, then B A B A); "
                "shares of the decided games:"))
        for a, b in (tuple(pair.split(":")) for pair in args.pairs.split(",")):
            collect(head_to_head(a, b, h2h_games, args.seed + 5000, args.workers, options))

    if all_times:
        print(_("time per decision:"))
    for level, ts in sorted(all_times.items()):
        ts.sort()
        print(f"  {level_name(level):>6}: " + _(
            "median {median} ms, 95th percentile {p95} ms, 99th percentile {p99} ms, max {max} ms over {decisions} "
            "decisions").format(
            median=number(1000 * statistics.median(ts), 2), p95=number(1000 * ts[int(0.95 * (len(ts) - 1))], 2),
            p99=number(1000 * ts[int(0.99 * (len(ts) - 1))], 2),
            max=number(1000 * ts[-1], 1), decisions=number(len(ts))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
