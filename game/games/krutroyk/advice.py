"""Krutrøyk's hint: what the hard AI (ai.py) would do in a seat's position, and why, in a player's words.

The hard AI draws its duel choice from a mix and challenges with a chance; a hint is the same every time it is
asked, so it advises what the mix weighs most and says how often the AI would do it. Bidding is the AI's best move
(ties: the first listed). A told paragraph is typed text, which no list of moves holds: the hint advises the line
the AI would compose, and says so; roles change no rule, so the hint rolls as the AI does.

`points_at` names parts of the table: "seat:<n>", "pot", "pocket:<n>" and "stack:<n>" (see the table's
lesson_target and mark_advice).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from game.engine.advice import Advice, Adviser
from game.engine.bots import Decision
from game.engine.state import Action
from game.games.krutroyk.action_parts import narrate, raised_by, shot_at
from game.games.krutroyk.ai import KrutroykBot, split_payment
from game.games.krutroyk.duel_outcomes import AIR, SELF, choice_action, options_for
from game.games.krutroyk.log_words import dollars, from_words
from game.games.krutroyk.phases import TOLD_NAMES, Bidding, Challenging, ChoosingInSecret, MakingRoles
from game.games.krutroyk.rules import KrutroykRules
from game.i18n import words

_, ngettext = words("krutroyk")

STRONGEST = "hard"
SEED = 0  # the hard AI's duel search samples; a fixed seed gives the same hint for the same position


def adviser(rules: KrutroykRules) -> Adviser:
    """The hint for Krutrøyk's rule data (GameInfo.advise)."""

    def advise(decision: Decision) -> Advice:
        # A bot of its own for every hint: the bot keeps caches, and hints are asked from a worker thread.
        bot = KrutroykBot(STRONGEST, rules)
        asked = Decision(decision.seat, lambda: decision.view, decision.legal, random.Random(SEED),
                         decision.determinize)
        phase = asked.view["phase"]
        if phase == MakingRoles.name:
            return role_advice(asked)
        if phase in TOLD_NAMES:
            return telling_advice(bot, asked)
        if phase == ChoosingInSecret.name:
            return duel_advice(bot, asked)
        if phase == Challenging.name:
            return challenge_advice(bot, asked)
        if phase == Bidding.name:
            return bid_advice(bot, asked)
        raise ValueError(f"no move to advise in the phase {phase!r}")

    return advise


# --- how often, in words ---
def times_in_ten(share: float) -> str:
    """How often the AI would do a thing: "6 times in 10"."""
    tenths = round(share * 10)
    if tenths >= 10:
        return _("almost every time")
    if tenths <= 0:
        return _("hardly ever")
    return ngettext("{n} time in 10", "{n} times in 10", tenths).format(n=tenths)


def chance_words(chance: float) -> str:
    """A chance as a player reads it: "about 6 in 10"."""
    tenths = round(chance * 10)
    if tenths >= 10:
        return _("over 9 in 10")
    if tenths <= 0:
        return _("under 1 in 10")
    return _("about {n} in 10").format(n=tenths)


# --- roles and paragraphs ---
def role_advice(decision: Decision) -> Advice:
    roll = next(a for a in decision.legal if a.kind == "roll")
    return Advice(roll, _("Roll a d6: a role changes no rule, only the story, so let the die pick from the "
                          "source's table as the AI does (or write a trait of your own)."))


def telling_advice(bot: KrutroykBot, decision: Decision) -> Advice:
    line = bot.line(decision)
    return Advice(narrate(line), _("Tell the next paragraph in your role's voice, or skip typing and tell it at "
                                   "the table. The AI would tell: “{line}”").format(line=line))


# --- duels ---
def duel_advice(bot: KrutroykBot, decision: Decision) -> Advice:
    view, seat = decision.view, decision.seat
    options, mix = bot.duel_strategy(view, seat, decision.rng)
    best = max(range(len(mix)), key=lambda k: mix[k])
    choice = options[best]
    wanted = choice_action(choice)
    action = next(a for a in decision.legal if a == wanted)
    duellists: list[int] = list(view["duel"]["duellists"])
    others = [s for s in duellists if s != seat]
    # How each duellist is read to mix, from the choices shown in the duels drawn so far (the hard AI's reading).
    mixes = dict(zip(duellists, bot.read_duellists(view, duellists), strict=True))
    aims = {s: mixes[s][options_for(s, duellists).index(seat)] for s in others}
    shoots_self = {s: mixes[s][-1] for s in others}
    nobody_aims = math.prod(1 - aims[s] for s in others)
    names = view["role_names"]
    seen = any(str(s) in record["choices"] for record in view["duels"] for s in others)
    evidence = _("(from their earlier duels)") if seen else _("(if each chooses evenly: no duels seen yet)")
    points: tuple[str, ...]
    if choice == AIR:
        said = _("Shoot into the air: you win if nobody aims at you, {chance} {evidence}.").format(
            chance=chance_words(nobody_aims), evidence=evidence)
        points = ()
    elif choice == SELF:
        likeliest = max(others, key=lambda s: aims[s])
        said = _("Shoot yourself: you win if anyone aims at you, {chance} {evidence}; {name} most likely.").format(
            chance=chance_words(1 - nobody_aims), evidence=evidence, name=names[likeliest])
        points = (f"seat:{likeliest}",)
    else:
        target = shot_at(action)
        wins = math.prod(1 - aims[s] for s in others if s != target) * max(0.0, 1 - aims[target] - shoots_self[target])
        said = _("Shoot {name}: {name} falls unless {name} shoots themself ({self_chance}); you win {chance} "
                 "{evidence}.").format(
            name=names[target], self_chance=chance_words(shoots_self[target]), chance=chance_words(wins),
            evidence=evidence)
        points = (f"seat:{target}",)
    mixed = _("The hard AI mixes its choices; here it would do this {times}.").format(
        times=times_in_ten(mix[best]))
    return Advice(action, f"{said} {mixed}", points)


# --- challenges ---
def challenge_advice(bot: KrutroykBot, decision: Decision) -> Advice:
    view, seat = decision.view, decision.seat
    weighing = bot.weigh_challenge(view, seat, decision.legal)
    if weighing is None:  # nobody is asked who cannot pay an ante, but a hint never fails
        action = next(a for a in decision.legal if a.kind == "pass")
        return Advice(action, _("Let the story go on: you have no dollar for an ante."))
    narrator = view["narrator"]
    name = view["role_names"][narrator]
    pot, quiet = view["pot"], view["quiet"]
    duel_pot = pot + 2 * view["ante"]
    often = times_in_ten(weighing.chance)
    narrator_stack = view["stacks"][narrator]
    if weighing.chance >= 0.5:
        source = str(weighing.ante.args[0])
        head = (_("Challenge {name} with a pocket dollar (it counts for nothing at the end)")
                if source == "pocket" else _("Challenge {name} with a dollar from your stack")).format(name=name)
        if not weighing.narrator_can_call:
            why = _("{name}'s stack is empty, so {name} can only fold: the story is yours for a dollar.").format(
                name=name)
        elif narrator_stack <= view["ante"]:
            why = _("A call would empty {name}'s stack of {stack}, so the duel for {total} brings the showdown: "
                    "the richest stack wins (yours: {mine}).").format(
                name=name, stack=dollars(narrator_stack), total=dollars(duel_pot),
                mine=dollars(view["stacks"][seat] - (source == "stack")))
        elif pot:
            why = _("The pot already holds {pot}: if {name} calls, you duel for {total}; if {name} folds, "
                    "{name} takes your dollar and you take over the story.").format(
                pot=dollars(pot), name=name, total=dollars(duel_pot))
        elif quiet:
            why = ngettext("The story has gone {n} round without a challenge: if {name} folds, you take over the "
                           "story for a dollar; if {name} calls, you duel for {total}.",
                           "The story has gone {n} rounds without a challenge: if {name} folds, you take over the "
                           "story for a dollar; if {name} calls, you duel for {total}.", quiet).format(
                n=quiet, name=name, total=dollars(duel_pot))
        else:
            why = _("If {name} folds, you take over the story for a dollar; if {name} calls, you duel for "
                    "{total}.").format(name=name, total=dollars(duel_pot))
        said = _("{head}. {why} The hard AI would challenge here {times}.").format(head=head, why=why, times=often)
        return Advice(weighing.ante, said, (f"seat:{narrator}", f"{source}:{seat}", "pot"))
    if not weighing.narrator_can_call:
        said = _("Let the story go on: {name}'s stack is empty, so {name} could only fold and keep your ante "
                 "dollar. The hard AI would challenge here {times}.").format(name=name, times=often)
    else:
        said = _("Let the story go on: if {name} folds, your ante dollar goes to {name}, and a call would mean a "
                 "duel for only {total}. The hard AI would challenge here {times}.").format(
            name=name, total=dollars(duel_pot), times=often)
    return Advice(weighing.let_go, said, (f"seat:{narrator}", "pot"))


# --- bidding ---
def bid_advice(bot: KrutroykBot, decision: Decision) -> Advice:
    view, seat = decision.view, decision.seat
    weighed = bot.weigh_bids(view, seat, decision.legal)
    top = max(value for _action, value in weighed)
    action = next(a for a, value in weighed if value >= top - 1e-9)
    return Advice(action, bid_reason(view, seat, action), bid_points(view, seat, action))


def payment(view: Mapping[str, Any], seat: int, action: Action) -> tuple[int, int]:
    """The (pocket, stack) dollars a bidding move puts into the pot: the call from where the rules take it, a
    raise from the stack."""
    bidding = view["bidding"]
    pocket, stack = view["pockets"][seat], view["stacks"][seat]
    if action.kind == "allin":
        return pocket, stack
    if action.kind not in ("call", "raise"):
        return 0, 0
    from_pocket, from_stack = split_payment(pocket, stack, bidding["need"][seat], tuple(bidding["sources"]))
    return from_pocket, from_stack + (raised_by(action) if action.kind == "raise" else 0)


def bid_reason(view: Mapping[str, Any], seat: int, action: Action) -> str:
    """Why a bidding move: the pot against the seat's dollars."""
    bidding = view["bidding"]
    names = view["role_names"]
    pot, stack = view["pot"], view["stacks"][seat]
    need = bidding["need"][seat]
    pocket_paid, stack_paid = payment(view, seat, action)
    paid = pocket_paid + stack_paid
    empties = stack_paid and stack_paid == stack
    kind = action.kind
    if kind == "fold" and not bidding["answered"]:
        call_pocket, call_cost = split_payment(view["pockets"][seat], stack, need, tuple(bidding["sources"]))
        if call_pocket + call_cost < need:
            return _("Fold: your stack cannot pay the call of {need}, so the ante dollar goes onto your stack and "
                     "{challenger} takes over the story.").format(need=dollars(need),
                                                                  challenger=names[bidding["challenger"]])
        challenger = names[bidding["challenger"]]
        if call_cost >= stack:
            return _("Fold: the ante dollar goes onto your stack and {challenger} takes over the story. A call "
                     "would empty your stack of {stack} for a pot of {pot}, and an empty stack after a duel ends the "
                     "episode.").format(challenger=challenger, stack=dollars(stack), pot=dollars(pot + need))
        return _("Fold: the ante dollar goes onto your stack and {challenger} takes over the story. A call would "
                 "take {cost} from your stack of {stack} for a pot of {pot}.").format(
            challenger=challenger, cost=dollars(call_cost), stack=dollars(stack), pot=dollars(pot + need))
    if kind == "fold":
        return _("Fold: a call would cost {cost} more for a pot of {pot}, and you hold {have} in pocket and stack; "
                 "what you have bid stays in the pot.").format(
            cost=dollars(need), pot=dollars(pot + need), have=dollars(view["pockets"][seat] + stack))
    if kind == "stay_out":
        return _("Stay out: joining means calling {need} and raising at least 1 from your stack, for a pot of "
                 "{pot} you would have to duel for.").format(need=dollars(need), pot=dollars(pot + need + 1))
    if kind == "stand":
        return _("Stand: your bid of {bid} is the highest, and standing keeps the rest of your stack out of the "
                 "pot of {pot}; a raise would put more of it at stake.").format(bid=bidding["highest"],
                                                                                pot=dollars(pot))
    if kind == "call" and not bidding["answered"]:
        said = _("Call: {cost} from your stack for a pot of {pot}, and you duel {challenger} for it unless others "
                 "join; folding would win you only the ante dollar.").format(
            cost=dollars(paid), pot=dollars(pot + paid), challenger=names[bidding["challenger"]])
    elif kind == "call":
        said = _("Call: {cost}{where} keeps you in for a pot of {pot}.").format(
            cost=dollars(paid), where=from_words(pocket_paid, stack_paid), pot=dollars(pot + paid))
        if pocket_paid:
            said += " " + _("Pocket dollars count for nothing at the end, so they go first.")
    elif kind == "raise":
        said = _("Raise {k}: {cost}{where} makes the pot {pot}; every other bidder must put in {k} more or fold, "
                 "and a fold leaves their bid in the pot.").format(
            k=raised_by(action), cost=dollars(paid), where=from_words(pocket_paid, stack_paid),
            pot=dollars(pot + paid))
    else:  # all-in
        said = _("Go all-in: your last {cost} go into a pot of {pot}; nobody may raise after, and you duel for the "
                 "whole pot.").format(cost=dollars(paid), pot=dollars(pot + paid))
    if empties:
        said += " " + _("It leaves your stack empty: lose the duel and the episode ends.")
    return said


def bid_points(view: Mapping[str, Any], seat: int, action: Action) -> tuple[str, ...]:
    """The pot, and the pile a move pays from (or, folding as the narrator, the challenger who takes over)."""
    bidding = view["bidding"]
    if action.kind == "fold" and not bidding["answered"]:
        return (f"seat:{bidding['challenger']}", "pot")
    pocket_paid, stack_paid = payment(view, seat, action)
    piles = ((f"pocket:{seat}",) if pocket_paid else ()) + ((f"stack:{seat}",) if stack_paid else ())
    return (*piles, "pot")
