"""Kalahen's hints in words: why the hard AI's move is good, said with the numbers its own planning weighed
(advice.py finds them). Each function says one sentence in the client's language."""

from __future__ import annotations

from game.games.kalahen.wording import colour, item, terrain
from game.games.kalahen.wording import place as circle_name
from game.i18n import capital, words

_, ngettext = words("kalahen")


def percent(p: float) -> int:
    """A chance as a whole percentage; never 0 or 100 unless it is certain."""
    whole = round(p * 100)
    if 0 < p < 1:
        whole = min(99, max(1, whole))
    return int(whole)


def chance(p: float) -> str:
    """A chance as a player reads it: "83%" ("83 %" in Svenska and Norsk)."""
    return _("{p}%").format(p=percent(p))


def place(name: str) -> str:
    """A circle's name in a sentence: "place 5" rather than a bare number."""
    return _("place {number}").format(number=name) if name.isdigit() else circle_name(name)


def both(*sentences: str) -> str:
    """Sentences in a row, each starting with a capital ("place 5 is …" begins one in English)."""
    return " ".join(capital(s) for s in sentences if s)


# ------------------------------------------------------------------ free actions
def drink(value: int, lp: int, weak_below: int) -> str:
    if lp < weak_below:
        return _("Drink the {value} LP flask: below {weak} LP you may not search a chest or fight.").format(
            value=value, weak=weak_below)
    return _("Drink the {value} LP flask: you are down to {lp} LP.").format(value=value, lp=lp)


def buy_life(price: int, lp: int, gold: int, worst: int) -> str:
    if lp < 10:
        return _("Buy an LP for {price} GM: you have only {lp} LP, and every failed trial costs LP.").format(
            price=price, lp=lp)
    return _("Buy an LP for {price} GM: you have {gold} GM to spare, and a failed trial at the Tower can cost "
             "{worst} LP.").format(price=price, gold=gold, worst=worst)


def buy_ring(ring: str, price: int, carried: int) -> str:
    return ngettext("Buy a {colour} ring for {price} GM: you carry only {n} ring, and the chests still full ask "
                    "for {colour} more than you hold.",
                    "Buy a {colour} ring for {price} GM: you carry only {n} rings, and the chests still full ask "
                    "for {colour} more than you hold.", carried).format(colour=colour(ring), price=price, n=carried)


def fetch(ring: str) -> str:
    return _("Take a {colour} ring from home into your hand: the chests still full ask for {colour}.").format(
        colour=colour(ring))


def store(ring: str, short: str) -> str:
    return _("Leave a {colour} ring at home: your hand is full, and the room lets you take a {short} ring, which "
             "the chests ask for.").format(colour=colour(ring), short=colour(short))


# ------------------------------------------------------------------ the dragon and the end of a turn
def dragon_now(rings: int, strength: int, p: float) -> str:
    return ngettext("Fight the dragon now: with {k} ring you beat its strength of {strength} {chance} of the time.",
                    "Fight the dragon now: with {k} rings you beat its strength of {strength} {chance} of the time.",
                    rings).format(k=rings, strength=strength, chance=chance(p))


def dragon_due(p: float) -> str:
    return _("Your formula is home, so the dragon must be fought this turn: you win {chance} of the time.").format(
        chance=chance(p))


def end_turn() -> str:
    return _("End your turn: nothing more here is worth doing now.")


def end_before_dragon(p: float) -> str:
    return _("End your turn: against the dragon you would win only {chance} of the time; gather rings first.").format(
        chance=chance(p))


# ------------------------------------------------------------------ champions
def attack_weak(name: str, weak_below: int) -> str:
    return _("Attack {name}: below {weak} LP a champion loses at once, and you take a card, gold or a ring.").format(
        name=name, weak=weak_below)


def leave_alone(name: str) -> str:
    return _("Leave {name} alone: a champion who can fight back costs you rings and maybe an LP, for a coin's "
             "chance of loot.").format(name=name)


def flee(name: str, roads: int, village: str) -> str:
    if roads == 0:
        return _("You are weak and {name} stands here: a weak champion loses every fight. A magic move to {place}, "
                 "far from every rival, is safe, and its gold buys LP back.").format(name=name, place=place(village))
    return ngettext("You are weak and {name} is {n} road away: a weak champion loses every fight. A magic move "
                    "to {place}, far from every rival, is safe, and its gold buys LP back.",
                    "You are weak and {name} is {n} roads away: a weak champion loses every fight. A magic move "
                    "to {place}, far from every rival, is safe, and its gold buys LP back.", roads).format(
        name=name, n=roads, place=place(village))


# ------------------------------------------------------------------ where to go, and why
def goal_formula(castle: str, by_forest: bool) -> str:
    if by_forest:
        return _("Your formula is complete: cross to the Magic Forest, which sends you home by magic to face the "
                 "dragon.")
    return _("Your formula is complete: take it home to {place}, where you face the dragon.").format(
        place=place(castle))


def goal_hunt(name: str, lp: int) -> str:
    return _("{name} is weak ({lp} LP) and close: catch them. A weak champion loses at once, and you take a card, "
             "gold or a ring.").format(name=name, lp=lp)


def goal_quest(name: str, item: str) -> str:
    if item == "key":
        return _("No chest left is within your reach without a key, and {name} carries one: go and fight them for "
                 "it (the winner of a fight takes a card).").format(name=name)
    return _("The Magic Forest is out of your reach without a shield, and {name} carries one: go and fight them "
             "for it (the winner of a fight takes a card).").format(name=name)


def attack_for(name: str, item: str) -> str:
    if item == "key":
        return _("Attack {name} for their key: without one no chest left is within your reach, and the winner of a "
                 "fight takes a card.").format(name=name)
    return _("Attack {name} for their shield: without one the Magic Forest is out of your reach, and the winner "
             "of a fight takes a card.").format(name=name)


def goal_forest(rings: int) -> str:
    return _("With the key and a shield, go on to the Magic Forest: a card without a trial, {n} rings, and home by "
             "magic.").format(n=rings)


def goal_heal(lp: int, village: str, price: int) -> str:
    return _("With only {lp} LP, heal first: at {place} an LP costs {price} GM, and arriving brings gold.").format(
        lp=lp, place=place(village), price=price)


def goal_scrolls(count: int, castle: str) -> str:
    return ngettext("Take your scroll home to {place}: laid down there, nobody can take it.",
                    "Take your {n} scrolls home to {place}: laid down there, nobody can take them.", count).format(
        n=count, place=place(castle))


def goal_buy_rings(carried: int, village: str, price: int) -> str:
    return ngettext("You carry only {n} ring: at {place} a ring costs {price} GM.",
                    "You carry only {n} rings: at {place} a ring costs {price} GM.", carried).format(
        n=carried, place=place(village), price=price)


def goal_home_rings(carried: int, castle: str, gift: int) -> str:
    return ngettext("You carry only {n} ring: go home to {place}, where the magician gives you {gift} more.",
                    "You carry only {n} rings: go home to {place}, where the magician gives you {gift} more.",
                    carried).format(n=carried, place=place(castle), gift=gift)


def goal_chest(circle: str, p: float, low: int, high: int, dare: bool) -> str:
    if dare:
        return _("{place} is the chest most worth the walk, though only risky trials are left: you win its card "
                 "{chance} of the time; a failure costs {low}–{high} LP.").format(
            place=place(circle), chance=chance(p), low=low, high=high)
    return _("{place} is the chest most worth the walk: with your rings and weapons you win its card {chance} of the "
             "time; a failure costs {low}–{high} LP.").format(place=place(circle), chance=chance(p), low=low, high=high)


def goal_heal_first(worst: int, village: str, lp: int) -> str:
    return _("The Tower's trials can cost {worst} LP: heal at {place} first (you have {lp} LP).").format(
        worst=worst, place=place(village), lp=lp)


def goal_wait(village: str) -> str:
    return _("No chest in reach is worth the risk now: gather gold and LP at {place}.").format(place=place(village))


def goal_restock(weak_below: int, village: str) -> str:
    return _("Your formula is complete, but below {weak} LP the dragon may not be fought: buy LP at {place} "
             "first.").format(weak=weak_below, place=place(village))


# ------------------------------------------------------------------ the way there
def way_avoids_red(ground: str) -> str:
    return _("This way avoids the red {terrain} marker.").format(terrain=terrain(ground))


def way_red(ground: str, loss: int) -> str:
    return ngettext("Its {terrain} road is red: it costs {n} LP, but it is still the best way.",
                    "Its {terrain} road is red: it costs {n} LP, but it is still the best way.", loss).format(
        terrain=terrain(ground), n=loss)


def way_teleport_card(turns: int) -> str:
    return ngettext("A teleport card takes you there at once; walking takes {n} turn.",
                    "A teleport card takes you there at once; walking takes {n} turns.", turns).format(n=turns)


def way_teleport(rings: int, turns: int) -> str:
    return ngettext("Teleporting there costs {rings} rings and saves a walk of {n} turn.",
                    "Teleporting there costs {rings} rings and saves a walk of {n} turns.", turns).format(
        rings=rings, n=turns)


def way_float(rings: int, ground: str, lp: int) -> str:
    return _("Float for {rings} rings: the {terrain} road is red, and with {lp} LP you cannot spare one.").format(
        rings=rings, terrain=terrain(ground), lp=lp)


def way_green_instead(lp: int, step: str) -> str:
    return _("The road toward it is red and you have only {lp} LP: take the green road to {place} instead.").format(
        lp=lp, place=place(step))


def way_magic_instead(lp: int, there: str) -> str:
    return _("The roads are red and you have only {lp} LP: a magic move to {place} is safe.").format(
        lp=lp, place=place(there))


def way_stay(lp: int) -> str:
    return _("Every road is red and you have only {lp} LP: wait here for now.").format(lp=lp)


def step_out(step: str) -> str:
    return _("Staying here earns nothing: step out to {place} and come back.").format(place=place(step))


def step_out_chest(step: str, p: float) -> str:
    return _("The chest here is still the one most worth a trial ({chance} to win its card), but staying gives no new "
             "trial: step out to {place} and come back.").format(chance=chance(p), place=place(step))


def step_out_village(step: str) -> str:
    return _("Staying in a village brings no gold: step out to {place} and come back for more.").format(
        place=place(step))


def step_out_castle(step: str, gift: int) -> str:
    return _("Coming home brings the magician's {n} rings, staying does not: step out to {place} and come "
             "back.").format(n=gift, place=place(step))


def search_next_door(step: str, p: float) -> str:
    return _("Next door, {place} is worth a trial on the way: you win its card {chance} of the time.").format(
        place=place(step), chance=chance(p))


# ------------------------------------------------------------------ at a chest
def search(p: float, low: int, high: int) -> str:
    return _("Face the trial: with your rings and weapons you win the card {chance} of the time; a failure costs "
             "{low}–{high} LP.").format(chance=chance(p), low=low, high=high)


def skip_known() -> str:
    return _("Pass: the top card of this chest is one you put back under it.")


def skip_empty() -> str:
    return _("Pass: this chest is empty.")


def skip_deadly(high: int, lp: int) -> str:
    return _("Pass: a failure here can cost {high} LP, and you have {lp}: it could put you out of the game.").format(
        high=high, lp=lp)


def skip_weak(high: int, weak_below: int) -> str:
    return _("Pass: a failure here can cost {high} LP and leave you below {weak} LP, where a rival beats you at "
             "once.").format(high=high, weak=weak_below)


def skip_risk(p: float, low: int, high: int, lp: int) -> str:
    return _("Pass: at {lp} LP, the {low}–{high} LP a failure costs weigh more than a {chance} chance of the "
             "card.").format(low=low, high=high, lp=lp, chance=chance(p))


def overcome() -> str:
    return _("Give up the rings it asks for: the enchantment is overcome and the chest's top card is yours.")


def refuse() -> str:
    return _("You do not hold what the enchantment asks for: the trial is failed.")


# ------------------------------------------------------------------ fights
def spend_rings(k: int, strength: int, before: float, after: float) -> str:
    return ngettext("Spend {k} ring: your chance of reaching strength {strength} rises from {before} to {after}.",
                    "Spend {k} rings: your chance of reaching strength {strength} rises from {before} to {after}.",
                    k).format(k=k, strength=strength, before=chance(before), after=chance(after))


def spend_none_sure(p: float) -> str:
    return _("Spend no rings: you win {chance} of the time without them.").format(chance=chance(p))


def spend_none(before: float, top: int, after: float) -> str:
    """No rings although they would help: the planning prices a ring spent here at what it is worth at the
    enchantments ahead."""
    if before >= 0.5:
        return ngettext("Spend no rings: you already win {before} of the time; {k} ring would make it {after}, "
                        "and it is worth more at the enchantments ahead.",
                        "Spend no rings: you already win {before} of the time; {k} rings would make it {after}, "
                        "and they are worth more at the enchantments ahead.", top).format(
            before=chance(before), k=top, after=chance(after))
    return ngettext("Spend no rings: you win {before} of the time, and even {k} ring would make it only {after}; "
                    "keep it for the enchantments ahead.",
                    "Spend no rings: you win {before} of the time, and even {k} rings would make it only {after}; "
                    "keep them for the enchantments ahead.", top).format(
        before=chance(before), k=top, after=chance(after))


def keep_wins(final: int, strength: int) -> str:
    return _("Keep these dice: a final score of {final} reaches the strength of {strength}.").format(
        final=final, strength=strength)


def keep_best() -> str:
    return _("Keep these dice: no re-throw gives a better chance.")


def reroll(dice: str, needed: int, score: int, p: float) -> str:
    return _("Re-roll die {dice}: you need a dice score of {needed} and have {score}; this gives the best chance, "
             "{chance}.").format(dice=dice, needed=needed, score=score, chance=chance(p))


def reroll_duel_high(dice: str) -> str:
    return _("Re-roll die {dice}: in a duel the higher score wins, and this raises your expected score the "
             "most.").format(dice=dice)


def keep_duel_high() -> str:
    return _("Keep these dice: no re-throw is expected to raise your score.")


def duel_rings(k: int) -> str:
    return ngettext("Put in your {k} ring: the higher final score wins, and a ring doubles yours.",
                    "Put in {k} rings: the higher final score wins, and rings multiply yours.", k).format(k=k)


# ------------------------------------------------------------------ rings given and received
def pay(ring: str, wanted: str) -> str:
    if ring == wanted:
        return _("Give up a {colour} ring: it is the colour you can best spare.").format(colour=colour(ring))
    return _("Give up a {colour} ring: you carry the most of it, and keep the {wanted} rings the chests ask "
             "for.").format(colour=colour(ring), wanted=colour(wanted))


def gift(ring: str) -> str:
    return _("Take a {colour} ring: it is the colour you are shortest of for the chests still full.").format(
        colour=colour(ring))


# ------------------------------------------------------------------ spoils and the optional rules
def spoils_star(formula: str) -> str:
    return _("Take the scroll: it is a missing star of your formula {formula}.").format(formula=formula)


def spoils_scroll() -> str:
    return _("Take the scroll: it can start a formula of your own, and they lose it.")


def spoils_item(key: str, lacking: bool) -> str:
    if lacking:
        return _("Take the {item}: you do not hold one yet.").format(item=item(key))
    return _("Take the {item}: of what they carry, it is worth the most to you.").format(item=item(key))


def spoils_gold(gold: int) -> str:
    return _("Take {n} GM: nothing they carry is worth more to you.").format(n=gold)


def spoils_ring() -> str:
    return _("Take a ring: nothing they carry is worth more to you.")


def no_trap() -> str:
    return _("Place no trap: a wandering monster stays on its road for the rest of the game and stops you too.")


def stake_gold(gold: int, back: int) -> str:
    return _("Stake {n} GM: gold is the stake you miss least, and a win brings back {back} GM.").format(
        n=gold, back=back)


def stake_ring(carried: int, back: int) -> str:
    return _("Stake a ring: with {n} rings you can spare one, and a win brings back {back}.").format(
        n=carried, back=back)


def stake_life(stake: int, lp: int, back: int) -> str:
    return _("Stake {stake} LP: with {lp} LP you can spare it, and a win brings back {back} LP.").format(
        stake=stake, lp=lp, back=back)


def no_risk() -> str:
    return _("Pass: you have nothing you can spare to stake.")


def go_alone() -> str:
    return _("Go alone: a partner would take a card and rings from the Magic Forest too.")


def agree(rings: int) -> str:
    return _("Agree: you enter the Magic Forest too without losing LP, and take a card and {n} rings.").format(
        n=rings)


def decline(lp: int) -> str:
    return _("Decline: with {lp} LP the way to the bridge could cost your last LP.").format(lp=lp)


def only_move() -> str:
    return _("It is the only move open now.")
