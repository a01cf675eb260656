"""The hard AI near the end of a game: it finishes what it can rather than wait for the round limit."""

from __future__ import annotations

import random

from game.ai.base import decision_for
from game.games.kalahen.advice import Explanation
from game.games.kalahen.ai import KalahenBot


def move_of(bot: KalahenBot, state):
    """The bot's move (after any drinking, buying or fetching it does first), asked of the same bot throughout."""
    for _ in range(30):
        action = bot.choose(decision_for(state, state.current_player(), random.Random(0)))
        if action.kind not in ("drink", "buy_ring", "buy_life", "fetch", "store"):
            return action
        state.apply(action)
    raise AssertionError("the bot never moved")


def only_far_chests(s) -> None:
    """Places 1-6 searched empty: only the tower (and the forest behind it) still hold cards; every road red;
    a rival able to fight at place 5, two roads from the tower; champion 0 holds the key, and its hand has rings of
    every colour."""
    for pile in "123456":
        s.state.piles["tower"] += s.state.piles[pile]
        s.state.piles[pile] = []
    s.place(1, "5")
    s.state.champions[0].rings = {"red": 2, "yellow": 2, "green": 2, "blue": 1}


def test_a_hard_dare_goes_on_to_the_tower_after_a_red_road(script) -> None:
    """With all 12 LP and only the tower's trials left, hard sets out; a red road on the way leaves it 11 LP. It
    used to turn back to a village at 11 (no dare below 12), heal to 12 and set out again, for a hundred rounds."""
    s = script(markers=(1, 1, 1, 1))
    only_far_chests(s)
    s.give(0, s.cards_of("key")[0])
    s.place(0, "Strandby")
    bot = KalahenBot("hard", s.rules)
    first = move_of(bot, s.state)
    assert bot.daring and first.kind in ("move", "teleport", "teleport_card")
    assert s.rules.board.circles[str(first.args[0])].kind != "village"
    s.place(0, "6")  # the walk on: one red road further, one LP less
    s.state.champions[0].life = 11
    nxt = move_of(bot, s.state)
    assert (nxt.kind, str(nxt.args[0])) == ("move", "East gate")
    fresh = move_of(KalahenBot("hard", s.rules), s.state)  # at 11 LP a new dare is not begun
    assert str(fresh.args[0]) != "East gate"


def test_a_dare_ends_when_the_lp_fall_below_dare_keep(script) -> None:
    s = script(markers=(1, 1, 1, 1))
    only_far_chests(s)
    s.give(0, s.cards_of("key")[0])
    s.place(0, "Strandby")
    bot = KalahenBot("hard", s.rules)
    move_of(bot, s.state)
    assert bot.daring
    s.place(0, "6")
    s.state.champions[0].life = bot.dare_keep - 1
    nxt = move_of(bot, s.state)
    assert not bot.daring and str(nxt.args[0]) != "East gate"


def stalled_without_key(s) -> KalahenBot:
    """Champion 0 (12 LP, no key) at home in A, the tower's chest the only one left; rival 1 carries a key at
    place 1 (searched empty), next door. Champion 0's last ten turns brought it no card."""
    only_far_chests(s)
    s.give(1, s.cards_of("key")[0])
    s.place(1, "1")
    s.place(2, "Mossby")
    s.place(0, "A")
    bot = KalahenBot("hard", s.rules)
    bot.idle, bot._held = bot.quest_idle, len(s.state.champions[0].cards) + len(s.state.champions[0].home_scrolls)
    return bot


def test_a_stalled_hard_ai_goes_after_a_rival_carrying_the_key_it_lacks(script) -> None:
    """Without the key no chest left can be reached: hard walks to the rival that carries one, and fights it
    there for the key (a fight it would not pick otherwise: the rival can fight back)."""
    s = script(markers=(0, 0, 0, 0))
    bot = stalled_without_key(s)
    action = move_of(bot, s.state)
    assert (action.kind, action.args) == ("move", ("1",)) and bot.motive == "quest" and bot.questing == 1
    decision = decision_for(s.state, 0, random.Random(0))
    reason, points = Explanation(bot, decision, decision.view).why(action)
    rival = decision.view["champions"][1]["name"]
    assert rival in reason and "key" in reason and "champion:1" in points
    s.apply(action)
    assert s.task() == "attack"
    decision = decision_for(s.state, 0, random.Random(0))
    attack = bot.choose(decision)
    assert attack.args == (1,)
    assert KalahenBot("hard", s.rules).choose(decision).kind == "no_attack"  # not a champion it would pick else


def test_the_quest_waits_for_a_stalled_game_and_a_rival_with_the_item(script) -> None:
    s = script(markers=(0, 0, 0, 0))
    bot = stalled_without_key(s)
    bot.idle = bot.quest_idle - 2  # its turns still bring cards now and then: no fight for the key yet
    assert move_of(bot, s.state).args == ("Ekby",) and bot.motive == "wait" and bot.questing is None
    s = script(markers=(0, 0, 0, 0))
    bot = stalled_without_key(s)
    s.state.champions[0].cards.append(s.state.champions[1].cards.pop())  # it holds the key itself now
    move_of(bot, s.state)
    assert bot.motive != "quest" and bot.questing is None
    normal = KalahenBot("normal", s.rules)
    assert not normal.quest


def test_with_only_costly_chests_left_a_healing_hard_ai_heals_on_past_seven_lp(script) -> None:
    """Places 1-4 searched empty: a failure at place 5 or 6 costs 2-7 LP, at the tower 4-9. Healing from 6 LP,
    hard goes on to heal_to before it sets out again (it used to leave at 7, lose an LP on a red road, find
    itself at 6 on arrival and walk back to heal, round after round). With a cheap chest left it leaves at 7."""
    s = script(markers=(0, 0, 0, 0))
    for pile in "1234":
        s.state.piles["5"] += s.state.piles[pile]
        s.state.piles[pile] = []
    s.place(0, "Mossby")
    s.state.champions[0].gold = 0
    s.state.champions[0].rings = {"red": 2, "yellow": 2, "green": 2, "blue": 1}
    bot = KalahenBot("hard", s.rules)
    s.state.champions[0].life = 6
    move_of(bot, s.state)
    assert bot.motive == "heal" and bot.healing
    s.state.champions[0].life = bot.heal_to - 1
    move_of(bot, s.state)
    assert bot.motive == "heal"
    s.state.champions[0].life = bot.heal_to
    action = move_of(bot, s.state)
    assert bot.motive == "chest" and action.args == ("5",) and not bot.healing
    s.state.piles["4"] = [s.state.piles["5"].pop()]  # a cheap chest again: no more healing than before
    bot.healing = True
    s.state.champions[0].life = bot.heal_to - 1
    move_of(bot, s.state)
    assert bot.motive != "heal"


def costly_chests_at_six(s) -> None:
    """Late in a game: places 1-4 and the forest searched empty, two cards left in place 5's chest, three in
    place 6's (the top one the last scroll of the formula champion 0 holds two stars of at home) and three in the
    tower's; most scrolls lie in the rivals' castles. Champion 0 at place 6 with 8 LP, the key, a sword, a shield
    and one ring of each colour; rival 2 (castle F, two roads from place 6) able to fight."""
    s.give_home(0, s.card_of("scroll", formula=4, stars=1))
    s.give_home(0, s.card_of("scroll", formula=4, stars=2))
    last = s.card_of("scroll", formula=4, stars=3)
    others = [c.id for c in s.rules.cards if c.kind == "scroll" and c.formula != 4]
    for i, cid in enumerate(others[:12]):
        s.give_home(1 + i % 2, cid)
    for kind in ("key", "sword", "shield"):
        s.give(0, s.cards_of(kind)[0])
    piles = s.state.piles
    piles["6"] = [last] + [c for c in piles["6"] if c != last][:2]
    piles["5"], piles["tower"] = piles["5"][:2], piles["tower"][:3]
    for pile in ("1", "2", "3", "4", "forest"):
        piles[pile] = []
    s.state.champions[0].rings = {"red": 1, "yellow": 1, "green": 1, "blue": 1}
    s.state.champions[0].life = 8
    s.place(0, "6")


def test_a_rival_stepping_in_and_out_of_its_castle_is_still_a_hunter(script) -> None:
    """A rival walking between its castle and a village stood at home every other turn. Seen from place 6 with 8
    LP, a trial that might leave the champion weak was worth it while the rival was at home and too risky while
    it was out: hard stepped out to come back to a chest, skipped the search on its return (the rival out again),
    and did so for a hundred rounds. Now a rival seen out a turn ago counts as out, and the choice holds."""
    s = script(markers=(0, 0, 0, 0))
    costly_chests_at_six(s)
    s.place(2, "Mossby")
    bot = KalahenBot("hard", s.rules)
    out = decision_for(s.state, 0, random.Random(0)).view
    bot.note_rivals(out)
    assert "Mossby" in bot.hunters(out)
    when_out = bot.place_value(out, "6"), bot.place_value(out, "5"), bot.place_value(out, "Tower")
    chosen_when_out = move_of(bot, s.state), bot.goal
    s.place(2, "F")
    home = decision_for(s.state, 0, random.Random(0)).view
    assert "F" in bot.hunters(home)  # out a turn ago: it comes out again
    assert (bot.place_value(home, "6"), bot.place_value(home, "5"), bot.place_value(home, "Tower")) == when_out
    assert (move_of(bot, s.state), bot.goal) == chosen_when_out
    fresh = KalahenBot("hard", s.rules)  # never saw it out: a champion at home is no hunter
    assert "F" not in fresh.hunters(home) and fresh.place_value(home, "6") > when_out[0]
    s.state.turn_count += bot.hunt_memory + 1  # at home since: it stays there, as a seat nobody plays does
    assert "F" not in bot.hunters(decision_for(s.state, 0, random.Random(0)).view)
    assert not KalahenBot("normal", s.rules).hunt_memory


def test_only_a_rival_within_reach_of_the_chest_makes_a_weakening_trial_too_risky(script) -> None:
    """A weak champion is hunted down by a rival within two turns; one four roads or more from the chest cannot
    catch it before it reaches the village next door, whose gold buys LP back. Hard weighs the risk of leaving a
    trial weak only with a rival within hunt_near roads of the chest (it used to with one anywhere)."""
    s = script(markers=(0, 0, 0, 0))
    costly_chests_at_six(s)
    hard, anywhere = KalahenBot("hard", s.rules), KalahenBot("hard", s.rules)
    anywhere.hunt_near = 0
    s.place(2, "Hedby")  # four roads from place 6
    far = decision_for(s.state, 0, random.Random(0)).view
    assert hard.place_value(far, "6") == hard.place_value(far, "6", wary=False)
    assert anywhere.place_value(far, "6") < anywhere.place_value(far, "6", wary=False)
    s.place(2, "5")  # next door
    near = decision_for(s.state, 0, random.Random(0)).view
    assert hard.place_value(near, "6") < hard.place_value(near, "6", wary=False)


def test_hard_buys_every_lp_its_gold_pays_for(script) -> None:
    """Between 10 and 12 LP hard kept 9 GM in hand before it bought an LP, and a red road took an LP as fast as a
    village's gold bought one: it stayed at 10 or 11 LP, short of the 12 a dare on the costly chests begins with,
    for a hundred rounds. Now it buys every LP its gold pays for (normal still keeps the gold)."""
    s = script(markers=(0, 0, 0, 0))
    costly_chests_at_six(s)
    s.place(0, "Strandby")
    me = s.state.champions[0]
    me.rings = {"red": 2, "yellow": 2, "green": 2, "blue": 1}
    me.life, me.gold = 10, 5
    move_of(KalahenBot("hard", s.rules), s.state)
    assert (me.life, me.gold) == (12, 1)
    me.life, me.gold = 10, 5
    move_of(KalahenBot("normal", s.rules), s.state)
    assert (me.life, me.gold) == (10, 5)


def test_hard_with_gold_to_spare_fills_its_hand_with_the_rings_the_chests_ask_for(script) -> None:
    """A hard champion with 12 LP, 50 GM and five rings, none of them green, waited in a village by place 6 for a
    hundred rounds: place 6's enchantments ask for green, and it bought rings only while it carried fewer than
    five. With gold to spare it now fills its hand."""
    s = script(markers=(0, 0, 0, 0))
    costly_chests_at_six(s)
    s.place(0, "Strandby")
    me = s.state.champions[0]
    me.rings = {"red": 1, "yellow": 2, "green": 0, "blue": 2}
    me.life, me.gold = 12, 12
    move_of(KalahenBot("hard", s.rules), s.state)
    assert me.rings["green"] == 2 and sum(me.rings.values()) == 7 and me.gold == 6
    me.rings = {"red": 1, "yellow": 2, "green": 0, "blue": 2}
    me.gold = 12
    move_of(KalahenBot("normal", s.rules), s.state)
    assert me.rings["green"] == 0 and me.gold == 12


def stocked_and_low(s, at: str, stock: int) -> None:
    """Champion 0 at `at` with 5 LP (it heals), no gold, no flask, a full hand and `stock` rings at home."""
    s.place(0, at)
    me = s.state.champions[0]
    me.life, me.gold = 5, 0
    me.rings = {"red": 2, "yellow": 2, "green": 2, "blue": 1}
    me.home_rings = {colour: stock // 4 for colour in me.home_rings}


def test_hard_with_a_big_stock_of_rings_at_home_heals_by_magic_moves(script) -> None:
    """Champions one scroll short walked between a village and their castle at 4 to 9 LP for a hundred rounds with
    a hundred rings from the Magic Forest at home: a red road took an LP as often as a village's gold bought two.
    With a big stock at home hard goes between castle and village by magic: no road, and each arrival in a village
    brings gold (away from a rival able to hunt); each arrival home refills the hand."""
    s = script(markers=(1, 1, 1, 1))
    s.place(1, "Mossby")  # a rival out on the board
    stocked_and_low(s, "A", 40)
    bot = KalahenBot("hard", s.rules)
    action = move_of(bot, s.state)
    assert bot.motive == "heal" and action.kind == "teleport"
    village = str(action.args[0])
    assert s.rules.board.circles[village].kind == "village" and village not in ("Ekby", "Mossby")
    stocked_and_low(s, "Strandby", 40)
    assert move_of(KalahenBot("hard", s.rules), s.state) == bot.find(s.state.legal_actions(), "teleport", "A")
    stocked_and_low(s, "A", 8)  # a small stock: rings are dear, the road is walked
    assert move_of(KalahenBot("hard", s.rules), s.state).kind == "move"
    stocked_and_low(s, "A", 40)
    assert move_of(KalahenBot("normal", s.rules), s.state).kind == "move"


def test_hard_with_a_big_stock_at_home_spends_its_gold_on_lp_before_rings(script) -> None:
    """Rings wait at home in plenty: a village's gold goes to LP first (hard used to buy a ring whenever it
    carried fewer than five, at 3 GM the gold of an LP and a half)."""
    s = script(markers=(0, 0, 0, 0))
    s.place(0, "Strandby")
    me = s.state.champions[0]
    for stock, life, gold, rings in ((40, 12, 0, 4), (0, 10, 1, 5)):
        me.rings = {"red": 1, "yellow": 1, "green": 1, "blue": 1}
        me.home_rings = {colour: stock // 4 for colour in me.home_rings}
        me.life, me.gold = 9, 6
        move_of(KalahenBot("hard", s.rules), s.state)
        assert (me.life, me.gold, sum(me.rings.values())) == (life, gold, rings), stock


def test_the_magic_forests_rings_are_worth_nothing_to_hard_with_its_hand_refilled_at_home(script) -> None:
    """The forest sends a champion home, where its stock refills the hand: with the forest's chest searched empty,
    hard with a hundred rings at home went round and round to the forest for rings it did not need (a paid magic
    move out, the tower's road, the bridge), skipping the trials on the way, until the round limit."""
    s = script(markers=(0, 0, 0, 0))
    for kind in ("key", "shield"):
        s.give(0, s.cards_of(kind)[0])
    s.state.piles["1"] += s.state.piles["forest"]
    s.state.piles["forest"] = []
    me = s.state.champions[0]
    me.life, me.rings = 12, {"red": 1, "yellow": 1, "green": 1, "blue": 1}
    hard, normal = KalahenBot("hard", s.rules), KalahenBot("normal", s.rules)
    me.home_rings = {colour: 0 for colour in me.home_rings}
    assert hard.place_value(s.state.view(0), "Magic Forest") > 0
    me.home_rings = {colour: 25 for colour in me.home_rings}
    assert hard.place_value(s.state.view(0), "Magic Forest") == 0.0
    assert normal.place_value(s.state.view(0), "Magic Forest") > 0

