"""Each game ranks its own places at the end: returns first, then the game's own measure in its own direction,
and seats level on everything share a place (shown as a tie)."""

from __future__ import annotations

from game.engine.registry import get_game
from game.games.krutroyk.phases import OVER


def new(key: str, players: int, **options):
    info = get_game(key)
    return info.new_state(players, info.resolve(options))


def test_fangelse_fewer_strokes_left_is_better():
    # The game: 0, 2 and 8 strokes left; the one with 8 is last, not second.
    state = new("fangelse", 3)
    state.crossed = [20, 18, 12]
    state.winner = 0
    assert [state.left(s) for s in range(3)] == [0, 2, 8]
    assert state.places() == [1, 2, 3]
    assert state.score_label() == "strokes left"
    state.crossed = [20, 15, 15]
    assert state.places() == [1, 2, 2]


def test_dodsspranget_the_later_fall_is_the_better_place():
    state = new("dodsspranget", 4)
    state.fallen = [2, 0, 3]
    state.alive = [False, True, False, False]
    assert state.places() == [3, 1, 4, 2]
    assert state.score_label() == "players outlasted"


def test_jackpot_most_chips_with_ties_shared():
    state = new("jackpot", 4)
    state.chips = [20, 0, 20, 8]
    state.finished = True
    assert state.places() == [1, 4, 1, 3]
    assert state.winners() == [0, 2]


def test_kinesisk_bank_ranks_by_what_each_won_not_by_the_pile():
    state = new("kinesisk_bank", 3)
    assert state.start[0] > state.start[1]  # the bank starts with the big pile
    state.chips = [state.start[0] - 30, state.start[1] + 40, state.start[2] - 10]
    state.finished = True
    assert state.places() == [3, 1, 2]
    assert [state.result_score(s) for s in range(3)] == [-30, 40, -10]
    assert state.score_label() == "chips won or lost"


def test_trippel_yatzy_most_points_with_ties_shared():
    state = new("trippel_yatzy", 3, columns=1)
    box = state.box_index
    state.sheets[0].write(0, box["chance"], 20, False)
    state.sheets[1].write(0, box["chance"], 25, False)
    state.sheets[2].write(0, box["chance"], 20, False)
    state.finished = True
    assert state.places() == [2, 1, 2]
    assert state.score_label() == "points"


def test_bovjakten_a_side_shares_its_place_whatever_its_points():
    state = new("bovjakten", 4)
    robbers = [s for s, r in enumerate(state.rules.roles) if r == "robber"]
    police = [s for s, r in enumerate(state.rules.roles) if r == "police"]
    for s in robbers:
        state.status[s] = "escaped"
        state.points[s] = 101 + s
    for s in police:
        state.points[s] = 90 + s
    state.finished = True
    places = state.places()
    assert {places[s] for s in robbers} == {1} and {places[s] for s in police} == {3}
    state.status[robbers[0]] = "caught"  # 1-1: a draw, everyone level
    assert state.places() == [1, 1, 1, 1]


def test_krutroyk_the_winner_first_then_the_biggest_stack():
    state = new("krutroyk", 4)
    state.money.stacks = [3, 5, 1, 5]
    state.phase, state.winner = OVER, 3  # 1 and 3 were level; 3 won the duel for the epilogue
    assert state.places() == [3, 2, 4, 1]
    assert state.score_label() == "dollars in the stack"


def test_narrespillet_most_victories_then_the_rules_tie_breaks():
    state = new("narrespillet", 3)
    # Seats 0 and 1 have 7 victories each; 0 has more on Swords, the first tie-break.
    state.victories = [[3, 2, 1, 1], [2, 2, 2, 1], [1, 1, 1, 1]]
    state.finished = True
    assert state.places() == [1, 2, 3]
    assert state.score_label() == "victories"
    assert new("narrespillet", 3, stake_each=6).score_label() == "coins won or lost"


def test_kalahen_the_winner_first_then_the_most_scrolls():
    state = new("kalahen", 3)
    state.winner = 2
    assert state.places() == [2, 2, 1]
    assert state.score_label() == "scrolls of one formula"
    assert state.result_score(0) == 0

