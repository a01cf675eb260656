"""Placements, ranking and ties, the vote on the pile, the end of a round and of the game, stakes, log lines."""

import random

from game.engine.state import CHANCE, Action
from game.games.narrespillet.placements import make_placement, rank_key

from .helpers import C, act, cards, deal, place, trump

SW, ST, CU, CO = range(4)


def placed(info, state, kind, names, order, house=CU, t=-1):
    return make_placement(info.data, state.trumps, kind, tuple(cards(*names)), (house,), t, order)


def test_ranking_lines_best_first(info):
    s = deal(info, 3, {})
    ladder = [
        placed(info, s, "world", ["world"], 9),
        placed(info, s, "imperial", ["emperor", "empress"], 9),
        placed(info, s, "royal", ["Q Cu", "K Cu"], 9),
        placed(info, s, "illegitimate", ["lovers", "P Cu"], 9),
        placed(info, s, "number", ["10 Cu", "8 Cu"], 9),
        placed(info, s, "knight", ["Kn Cu"], 9),
        placed(info, s, "number", ["9 Cu", "6 Cu"], 9),
        placed(info, s, "page", ["P Cu", "A Cu"], 9),
        placed(info, s, "number", ["10 Cu", "4 Cu"], 9),
    ]
    keys = [rank_key(p) for p in ladder]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert [p.line for p in ladder] == list(range(9))


def test_number_ties_sum_then_transform_then_count_then_lowest_then_earlier(info):
    s = deal(info, 3, {})
    p = lambda names, order, t=-1: placed(info, s, "number", names, order, t=t)  # noqa: E731
    assert rank_key(p(["9 Cu", "4 Cu"], 1)) > rank_key(p(["10 Cu", "2 Cu"], 1))      # higher sum
    assert rank_key(p(["5 Cu", "6 Cu"], 2)) > rank_key(p(["5 Cu", "6 Sw"], 1, C("6 Sw")))  # transformed loses
    assert rank_key(p(["2 Cu", "3 Cu", "6 Cu"], 2)) > rank_key(p(["5 Cu", "6 Cu"], 1))  # more cards
    assert rank_key(p(["3 Cu", "8 Cu"], 2)) > rank_key(p(["2 Cu", "9 Cu"], 1))          # higher lowest card
    assert rank_key(p(["3 Cu", "8 Cu"], 1)) > rank_key(p(["3 Sw", "8 Sw"], 2))          # earlier placement


def test_illegal_placements_say_why(info):
    s = deal(info, 3, {0: ["Q Cu", "5 Cu", "Kn Cu", "2 Cu", "3 Cu"]})
    assert "court" in s.placement_error(0, (CU,), -1, tuple(cards("Q Cu", "5 Cu")))
    assert "Ace" in s.placement_error(0, (CU,), -1, tuple(cards("Kn Cu", "2 Cu")))
    assert "another house" in s.placement_error(0, (SW,), -1, tuple(cards("5 Cu")))
    assert "not at hand" in s.placement_error(0, (CU,), -1, tuple(cards("9 Cu")))
    assert s.placement_error(0, (CU,), -1, tuple(cards("2 Cu", "3 Cu", "5 Cu"))) == ""
    assert place(CU, cards("2 Cu", "3 Cu", "5 Cu")) in s.legal_actions()


def test_the_table_can_show_which_battlefields_accept_a_selection(info):
    s = deal(info, 3, {0: ["emperor", "empress", "5 Cu", "temperance"], 2: ["6 Sw"]})
    targets = s.placement_targets(tuple(cards("emperor", "empress")))
    assert targets == {0: "", 1: "", 2: "", 3: ""}
    targets = s.placement_targets(tuple(cards("5 Cu")))
    assert targets[CU] == "" and "another house" in targets[SW]


def test_describe_gives_readable_log_lines(info):
    s = deal(info, 3, {0: ["A Co", "2 Co", "5 Co", "7 Co", "10 Co", "tower"]})
    assert s.move_text(place(CO, cards("A Co", "2 Co", "5 Co", "7 Co", "10 Co"))) == \
        "places 1, 2, 5, 7, 10 of Coins: 25"
    assert s.move_text(Action("forfeit", (ST,))) == "forfeits Staves"
    assert s.move_text(Action("discard", (C("tower"),))) == "discards The Tower"
    assert s.move_text(Action("discard", (C("2 Co"),))) == "discards the 2 of Coins"


def forfeit_round(state):
    """Everyone forfeits their lowest open house in turn."""
    start = state.round
    while not state.is_terminal() and state.round == start:
        if state.current_player() == CHANCE:
            break
        if state.ask[0] != "turn":
            state.apply(state.legal_actions()[0])
            continue
        e = state.ask[2]
        act(state, Action("forfeit", (next(h for h in range(4) if state.table.fields[e][h] is None),)))


def test_when_everyone_forfeits_the_first_to_forfeit_wins_and_done_players_discard(info):
    s = deal(info, 2, {}, dealer=1, options={"rounds": 2})
    act(s, Action("forfeit", (SW,)))
    act(s, Action("forfeit", (ST,)))
    act(s, Action("forfeit", (CU,)))
    act(s, Action("forfeit", (SW,)))
    act(s, Action("forfeit", (ST,)))
    act(s, Action("forfeit", (CU,)))
    act(s, Action("forfeit", (CO,)))                     # seat 0 is done: its hand goes to the pile
    assert s.table.done[0] and s.table.hand[0] == []
    act(s, Action("forfeit", (CO,)))
    assert [h["winner"] for h in s.summaries[0]] == [0, 1, 0, 0]
    assert s.summaries[0][0]["line"].startswith("First to forfeit")
    assert s.current_player() == CHANCE and s.dealer == 0   # the deal passes to the left


def test_first_dealer_is_drawn_at_random(info):
    s = info.new_state(4, info.resolve({}))
    outcomes = s.chance_outcomes()
    assert [a.args[0] for a, _ in outcomes] == [0, 1, 2, 3] and all(p == 0.25 for _, p in outcomes)


def exhaust_deck(state):
    """Moves the deck onto the discard pile (as if it had been played through)."""
    state.table.discard += state.table.deck
    state.table.deck = []


def test_one_no_settles_the_vote_for_the_round(info):
    s = deal(info, 3, {2: ["temperance"]})
    act(s, Action("discard", (s.table.hand[0][0],)))
    act(s, Action("discard", (s.table.hand[1][0],)))
    act(s, trump("temperance", SW))
    exhaust_deck(s)
    act(s, Action("discard", (s.table.hand[0][0],)))
    assert s.ask[:2] == ("vote", 0)                        # the drawing player is asked first
    act(s, Action("vote", (1,)))
    assert s.ask[:2] == ("vote", 1)
    act(s, Action("vote", (0,)))
    assert s.table.refused and s.table.temperance is None and s.ask[:2] == ("turn", 1)
    act(s, Action("discard", (s.table.hand[1][0],)))
    assert s.ask[:2] == ("turn", 2)                        # never asked again this round


def test_unanimous_vote_turns_the_pile(info):
    s = deal(info, 3, {})
    exhaust_deck(s)
    act(s, Action("discard", (s.table.hand[0][0],)))
    pile = sorted(s.table.discard)
    for seat in (0, 1, 2):
        assert s.ask[:2] == ("vote", seat)
        s.apply(Action("vote", (1,)))
    assert s.current_player() == CHANCE
    shuffle = s.sample_chance(random.Random(1))
    assert sorted(shuffle.args) == pile
    s.apply(shuffle)
    assert len(s.table.hand[0]) == 6 and s.table.discard == [] and s.ask[:2] == ("turn", 1)
    assert s.view(2)["pile_turns"] == 1  # everyone can see how often the pile was turned this round


def test_game_winner_tie_breaks(info):
    s = deal(info, 3, {})
    s.finished = True
    s.victories = [[2, 1, 1, 0], [1, 2, 1, 0], [1, 1, 1, 1]]
    assert s.returns() == [1.0, 0.0, 0.0]                  # equal totals: most on Swords
    s.victories = [[1, 1, 1, 1], [1, 1, 1, 1], [0, 0, 0, 0]]
    s.last_win = [[2, 3, 1, 1], [4, 1, 1, 1], [0, 0, 0, 0]]
    assert s.returns() == [0.0, 1.0, 0.0]                  # then the most recent victory on Swords


def test_stakes_pay_each_victory_and_a_bonus_to_the_winner(info):
    s = deal(info, 4, {}, options={"stake_each": 6, "victory_pay": 1})
    s.finished = True
    s.victories = [[5, 1, 1, 1], [0, 2, 1, 1], [0, 1, 2, 1], [0, 1, 1, 2]]
    assert s.scores() == [8 + 4 - 6, 4 - 6, 4 - 6, 4 - 6]
    assert sum(s.scores()) == 0


def test_view_draws_the_whole_table(info):
    s = deal(info, 3, {0: ["chariot", "5 Cu"], 1: ["hermit"], 2: ["justice"]})
    act(s, trump("chariot", C("5 Cu")))
    act(s, trump("hermit"))
    v = s.view(1)
    for key in ("deck_count", "discard", "justice", "temperance", "hermit", "demons", "entities", "victories",
                "round_summaries", "pending", "turn_order", "standing", "round", "dealer"):
        assert key in v
    me, other = v["entities"][1], v["entities"][0]
    assert me["hand"] is not None and other["hand"] is None and other["hand_count"] == 6
    assert other["chariot"] == [C("5 Cu")] and len(other["fields"]) == 4
    assert v["pending"]["kind"] == "turn" and "Player 3" in v["pending"]["text"]
    spectator = s.view(None)
    assert all(e["hand"] is None for e in spectator["entities"])
