"""The planner's kept answers (a trial's prospect, the router's costs) are the answers it would work out afresh:
keeping them by fewer facts than the computation reads must never change a decision."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.kalahen import ai_moves, planning
from game.games.kalahen.ai import KalahenBot

PILES = ("1", "2", "3", "4", "5", "6", "tower", "forest")
ring_tuples = st.tuples(*[st.integers(0, 7)] * 4)


@settings(max_examples=300, deadline=None)
@given(pile=st.sampled_from([p for p in PILES if p != "forest"]), rings=ring_tuples, bonus=st.integers(0, 3),
       items=st.tuples(st.booleans(), st.booleans()), lp_weight=st.sampled_from([0.6, 1.0]))
def test_a_kept_prospect_is_the_one_worked_out_from_every_ring(rules, pile, rings, bonus, items, lp_weight) -> None:
    kept = planning.prospect(rules, pile, rings, bonus, items, lp_weight)
    carried = min(sum(rings), len(rules.ring_factors) - 1)  # a fight spends at most that many
    assert kept == planning._compute_prospect(rules, pile, rings, carried, bonus, items, lp_weight)


@settings(max_examples=200, deadline=None)
@given(start=st.sampled_from(["A", "C", "Ekby", "1", "4", "5", "West gate", "Tower", "Magic Forest"]),
       markers=st.lists(st.booleans(), min_size=4, max_size=4), key=st.booleans(), shield=st.booleans(),
       lp=st.integers(1, 12), level=st.sampled_from(["easy", "hard"]), traps=st.lists(
           st.tuples(st.integers(0, 30), st.sampled_from(["mid", "bridge"])), max_size=3))
def test_a_kept_route_is_the_one_worked_out_from_every_marker(rules, start, markers, key, shield, lp, level,
                                                              traps) -> None:
    board = rules.board
    terrains = sorted({road.terrain for road in board.roads if not road.crystal})
    danger = {t: "red" if red else "green" for t, red in zip(terrains, markers, strict=False)}
    me = {"seat": 0, "pos": start, "key": key, "shield": shield, "lp": lp}
    view = {"seat": 0, "champions": [me], "danger": danger,
            "traps": [{"road": road % len(board.roads), "spot": spot} for road, spot in traps]}
    bot = KalahenBot(level, rules)
    kept = ai_moves.route(bot, view, start)
    blocked = frozenset(t["road"] for t in view["traps"] if t["spot"] == "bridge")
    monsters = frozenset(t["road"] for t in view["traps"] if t["spot"] == "mid")
    low = 1.6 if lp <= bot.low_lp else 1.0
    assert kept == ai_moves._dijkstra(bot, start, key, shield, danger, blocked, monsters, bot.lp_weight, low)
    # Asked again with every other marker turned, it still answers as afresh.
    turned = {t: ("green" if c == "red" else "red") for t, c in danger.items()}
    view["danger"] = turned
    assert ai_moves.route(bot, view, start) == ai_moves._dijkstra(bot, start, key, shield, turned, blocked,
                                                                  monsters, bot.lp_weight, low)
