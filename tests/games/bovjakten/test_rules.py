import random

import pytest

from game.ai.base import decision_for
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.seats import Seat
from game.engine.state import CHANCE, TERMINAL, Action
from game.headless import play_out
from tests.games.dice_language import played_log

ROLL = Action("roll")
P1, R1, P2, R2 = 0, 1, 2, 3


def new(info):
    return info.new_state(4, {})


def started(info, opening=(1, 6, 2, 3)):
    """Opening (1, 6, 2, 3): points 4, 17, 3, 12 and Robber 1 starts."""
    state = new(info)
    state.apply(Action("opening", opening))
    return state


def roll(state, value):
    assert state.current_player() not in (CHANCE, TERMINAL)
    state.apply(ROLL)
    state.apply(Action("die", (value,)))


def test_seats_and_start_points(info):
    assert (info.min_players, info.max_players) == (4, 4)
    view = new(info).view(None)
    assert view["roles"] == ["police", "robber", "police", "robber"]
    assert view["points"] == [3, 11, 1, 9]
    assert new(info).current_player() == CHANCE  # everyone rolls at once


def test_opening_roll_is_added_and_highest_starts(info):
    state = started(info)
    assert state.points == [4, 17, 3, 12]
    assert state.current_player() == R1
    assert "Robber 1 starts" in state.effect


def test_opening_is_one_chance_action_of_four_dice(info):
    state = new(info)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 6**4 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    assert all(len(a.args) == 4 for a, _ in outcomes[:5])
    with pytest.raises(IllegalAction):
        state.apply(Action("opening", (1, 2, 3)))
    with pytest.raises(IllegalAction):
        state.apply(Action("opening", (1, 2, 3, 7)))


def test_opening_tie_only_tied_reroll_and_adds_nothing(info):
    state = new(info)
    state.apply(Action("opening", (6, 2, 6, 3)))
    assert state.view(None)["tied"] == [P1, P2]
    assert state.current_player() == CHANCE
    state.apply(Action("tiebreak", (4, 4)))  # tied again
    assert state.view(None)["tied"] == [P1, P2]
    state.apply(Action("tiebreak", (2, 5)))
    assert state.current_player() == P2
    assert state.points == [9, 13, 7, 12]


def test_plain_roll_adds_and_passes_clockwise(info):
    state = started(info)
    roll(state, 3)
    assert state.points[R1] == 20
    assert state.current_player() == P2


def test_six_gives_bonus_roll_plus_one_or_two(info):
    state = started(info)
    roll(state, 6)
    assert state.current_player() == R1 and state.view(None)["phase"] == "bonus"
    assert "six" in state.effect_kinds
    roll(state, 3)
    assert state.points[R1] == 17 + 6 + 1
    assert state.current_player() == P2
    roll(state, 3)  # Police 2
    roll(state, 6)  # Robber 2
    roll(state, 4)
    assert state.points[R2] == 12 + 6 + 2
    assert state.current_player() == P1


def test_five_skips_the_next_player(info):
    state = started(info)
    roll(state, 5)
    assert state.points[R1] == 22
    assert state.current_player() == R2
    assert "Police 2 is skipped" in state.effect


def test_four_skips_the_next_two(info):
    state = started(info)
    roll(state, 4)
    assert state.current_player() == P1
    assert "Police 2 and Robber 2 are skipped" in state.effect


def test_one_gives_chained_extra_rolls_that_add_their_value_only(info):
    state = started(info)
    roll(state, 1)
    assert state.current_player() == R1 and state.view(None)["phase"] == "extra"
    roll(state, 1)  # another 1: another extra roll
    assert state.current_player() == R1 and state.view(None)["phase"] == "extra"
    roll(state, 4)  # an extra 4 adds 4 and skips no one
    assert state.points[R1] == 17 + 1 + 1 + 4
    assert state.current_player() == P2
    roll(state, 6)  # the extra rolls do not count as the previous roll: Police 2's 6 is not void
    assert state.view(None)["phase"] == "bonus"


def test_extra_six_gives_no_bonus(info):
    state = started(info)
    roll(state, 1)
    roll(state, 6)
    assert state.points[R1] == 17 + 7
    assert state.current_player() == P2


def test_same_as_previous_roll_is_void_with_no_effect(info):
    state = started(info)
    roll(state, 3)  # Robber 1
    roll(state, 3)  # Police 2: void
    assert state.points[P2] == 3
    assert "void" in state.effect_kinds
    assert state.current_player() == R2
    state = started(info)
    roll(state, 5)  # Robber 1 skips Police 2
    roll(state, 5)  # Robber 2 repeats the 5: void, so no one is skipped
    assert state.points[R2] == 12
    assert state.current_player() == P1


def test_first_turn_after_opening_is_never_void(info):
    state = started(info)  # Police 1 rolled 1 and Robber 1 rolled 6 in the opening
    roll(state, 1)  # the same as Police 1's opening roll, and still counted
    assert state.points[R1] == 18 and state.view(None)["phase"] == "extra"


def test_a_void_roll_is_still_the_previous_roll(info):
    state = started(info)
    roll(state, 2)
    roll(state, 2)  # void
    roll(state, 2)  # void again: the same as the previous (void) roll
    assert state.points == [4, 19, 3, 12]


def test_catch_when_police_gets_ahead(info):
    state = started(info)
    state.points[P1] = 10  # Police 1 two behind Robber 2 (12)
    roll(state, 2)  # Robber 1 -> 19
    roll(state, 3)  # Police 2 -> 6
    roll(state, 2)  # Robber 2 -> 14
    roll(state, 5)  # Police 1 -> 15, ahead of Robber 2
    assert state.status[R2] == "caught" and state.caught_by[R2] == P1
    assert "Police 1 catches Robber 2!" in state.effect
    # Police 1's 5 skipped Robber 1; Police 2 next, then the caught robber is passed over
    assert state.current_player() == P2
    roll(state, 3)
    assert state.current_player() == P1
    assert not state.is_terminal()


def test_equal_points_is_not_a_catch(info):
    state = started(info)
    state.points[P2] = 9
    roll(state, 2)  # Robber 1 -> 19
    roll(state, 3)  # Police 2 -> 12, level with Robber 2
    assert state.status[R2] == "in"


def test_escape_at_101_and_no_bonus_for_escaping_six(info):
    state = started(info)
    state.points[R1] = 95
    roll(state, 6)
    assert state.status[R1] == "escaped"
    assert state.current_player() == P2  # the escaping 6 brings no bonus roll
    roll(state, 2)
    roll(state, 2)  # Robber 2: void
    assert state.current_player() == P1  # the escaped robber is passed over


def test_skip_chain_counts_only_players_in_the_game(info):
    state = started(info)
    state.status[R2] = "caught"
    roll(state, 4)  # Robber 1 skips Police 2 and Police 1 and rolls again
    assert state.current_player() == R1
    roll(state, 4)  # the same as his own previous roll: void
    assert state.current_player() == P2
    roll(state, 5)  # Police 2 skips Police 1 (the caught robber is not counted)
    assert state.current_player() == R1


def test_end_police_win_two_catches(info):
    state = started(info)
    state.points[P2] = 16
    roll(state, 2)  # Robber 1 -> 19
    roll(state, 4)  # Police 2 -> 20: catches Robber 1 (19) and Robber 2 (12)
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.returns() == [1.0, 0.0, 1.0, 0.0]
    assert state.view(None)["result"] == "the police win 2-0"


def test_end_draw_and_robber_win(info):
    state = started(info)
    state.status[R2] = "caught"
    state.points[R1] = 99
    roll(state, 2)
    assert state.is_terminal() and state.returns() == [0.5] * 4
    state = started(info)
    state.status[R2] = "escaped"
    state.points[R1] = 99
    roll(state, 3)
    assert state.returns() == [0.0, 1.0, 0.0, 1.0]
    with pytest.raises(IllegalAction):
        state.apply(ROLL)


def test_describe_announces_before_applying(info):
    state = started(info)
    state.apply(ROLL)
    text = state.move_text(Action("die", (5,)))
    assert "Police 2 is skipped" in text
    assert state.points[R1] == 17


def test_view_gives_the_track(info):
    view = started(info).view(0)
    for key in ("points", "status", "caught_by", "escape_at", "track_squares", "effect", "effect_kinds", "turn"):
        assert key in view
    assert view["escape_at"] == 101 and view["track_squares"] == 100


def test_seeded_games_end_keep_invariants_and_replay(info):
    seats = [Seat(f"S{i}", "ai") for i in range(4)]
    results = set()
    for seed in range(40):
        match = Match(info, {}, seats, seed)
        state = match.state
        rng = random.Random(seed)
        while not match.state.is_terminal():
            if match.state.current_player() == CHANCE:
                match.play_chance()
            else:
                seat = match.state.current_player()
                match.apply(info.make_bot("normal").choose(decision_for(match.state, seat, rng)))
            assert not match.state.invariants()
        state = match.state
        results.add(tuple(state.returns()))
        copy = Match(info, {}, seats, seed)
        for action in match.actions:
            copy.apply(action)
        assert copy.state.snapshot() == state.snapshot()
    assert len(results) >= 2


def test_play_out_with_bots(info):
    match = Match(info, {}, [Seat(f"S{i}", "ai") for i in range(4)], 7)
    play_out(match, [info.make_bot("easy")] * 4)
    assert match.state.is_terminal()


@pytest.mark.parametrize("value, skipped, next_up", [(5, "Police 2 is skipped", R2),
                                                     (4, "Police 2 and Robber 2 are skipped", P1)])
def test_a_robber_escaping_with_a_five_or_four_still_skips(info, value, skipped, next_up):
    state = started(info)  # points 4, 17, 3, 12: Robber 1 to roll
    state.points[R1] = 100
    roll(state, value)
    assert state.status[R1] == "escaped" and not state.is_terminal()
    # The escape ends Robber 1's turns, and the skip still passes over the next players in the game.
    assert state.current_player() == next_up
    assert skipped in state.effect


def test_a_robber_escaping_with_a_one_rolls_no_extra_roll(info):
    state = started(info)
    state.points[R1] = 100
    roll(state, 1)
    assert state.status[R1] == "escaped" and state.current_player() == P2


def test_in_a_match_the_effects_and_the_log_name_the_players(info):
    match = Match(info, {}, [Seat(name, "human") for name in ("Anna", "Bo", "Cia", "Dan")], 1)
    state = match.state
    assert state.describe(Action("opening", (1, 6, 2, 3))) == "Everyone rolls: Anna 1, Bo 6, Cia 2, Dan 3; Bo starts"
    state.apply(Action("opening", (1, 6, 2, 3)))
    assert state.describe(ROLL, 0) == "Bo rolls the die"
    state.apply(ROLL)
    line = "Bo rolls 5: +5 (now 22); the chase is confused: Cia is skipped"
    assert state.describe(Action("die", (5,)), None) == line  # the roller named once, the skipped player by name
    state.apply(Action("die", (5,)))
    assert state.effect == line and state.view(None)["names"][1] == "Robber 1"  # the roles stay in the view
    assert state.view(None)["prompt"] == "roll" and not state.view(None)["together"]


@pytest.mark.parametrize("language, everyone, starts, over", [
    ("sv", "Alla slår: P1 ", " börjar", "jakten är slut: "),
    ("nb", "Alle kaster: P1 ", " begynner", "jakten er over: "),
])
def test_a_seeded_game_is_logged_in_svenska_and_norsk(language, everyone, starts, over):
    english = played_log("bovjakten", 4, "en")
    log = played_log("bovjakten", 4, language)
    assert len(log) == len(english)
    assert log[0].startswith(everyone) and starts in log[0]
    assert over in log[-1]
    for line, said in zip(log, english, strict=True):
        if " catches " in said:
            assert (" tar fast " if language == "sv" else " tar ") in line
        if said.endswith("rolls the bonus die"):
            assert line.endswith("slår bonustärningen" if language == "sv" else "kaster bonusterningen")
    assert not any(" rolls " in line or "(now " in line for line in log)


@pytest.mark.parametrize("language, one, two", [
    ("en", "the next player is skipped", "the next 2 players are skipped"),
    ("sv", "nästa spelare hoppas över", "de 2 närmaste hoppas över"),
    ("nb", "neste spiller hoppes over", "de 2 neste hoppes over"),
])
def test_the_legend_counts_the_skipped_players_in_each_language(info, language, one, two):
    from game.i18n import set_language

    set_language(language)
    legend = dict(new(info).view(None)["legend"])
    assert legend[5] == one and legend[4] == two


@pytest.mark.parametrize("language, one, two", [
    ("sv", "jakten förvirras: Polis 2 hoppas över", "jakten förvirras: Polis 2 och Bov 2 hoppas över"),
    ("nb", "jakten forvirres: Politi 2 hoppes over", "jakten forvirres: Politi 2 og Raner 2 hoppes over"),
])
def test_a_skip_names_one_or_two_players_in_each_language(info, language, one, two):
    from game.i18n import set_language

    set_language(language)
    for face, skipped in ((5, one), (4, two)):
        state = started(info)  # Robber 1 starts; then Police 2, Robber 2, Police 1
        state.apply(ROLL)
        assert state.move_text(Action("die", (face,))).endswith(skipped)
