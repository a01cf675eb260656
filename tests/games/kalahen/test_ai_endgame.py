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
    a rival able to fight out on the board; champion 0 holds the key, and its hand has rings of every colour."""
    for pile in "123456":
        s.state.piles["tower"] += s.state.piles[pile]
        s.state.piles[pile] = []
    s.place(1, "Hedby")
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
