"""The Decision no_formula_end (rules_data/kalahen.yaml, game/games/kalahen/endings.py): a game ends, without a
ruler and saying why, at the end of the turn in which no champion left can ever hold a whole formula; never while
somebody still can."""

from __future__ import annotations

import json
import random
from functools import partial
from pathlib import Path

import pytest

from game.ai import bot_for
from game.ai.base import decision_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.engine.state import CHANCE
from game.games.kalahen.endings import END_TEXTS, NO_FORMULA, formula_possible, formulas_left
from game.games.kalahen.tasks import Turn
from game.headless import play_out

ALL = list(range(8))


def scroll(s, formula: int, stars: int) -> int:
    return s.card_of("scroll", formula=formula, stars=stars)


def put_out(s, seat: int) -> None:
    champion = s.state.champions[seat]
    champion.out, champion.life, champion.pos = True, 0, None


def end_the_turn(s) -> None:
    """The champion to move stays: its turn ends (and with it the check)."""
    assert s.task() == "turn"
    s.act("stay")


# ------------------------------------------------------------------ which formulas are left to whom
def test_a_fresh_game_leaves_every_formula_to_every_champion(script) -> None:
    s = script(players=3)
    assert formulas_left(s.state) == {0: ALL, 1: ALL, 2: ALL}
    assert formula_possible(s.state)


def test_a_scroll_that_went_out_with_a_beaten_champion_loses_its_formula_to_all(script) -> None:
    s = script(players=3)
    s.give(2, scroll(s, 0, 1))  # carried
    s.give_home(2, scroll(s, 1, 3))  # at home
    put_out(s, 2)
    rest = [f for f in ALL if f not in (0, 1)]
    assert formulas_left(s.state) == {0: rest, 1: rest}


def test_scrolls_at_home_in_two_castles_lose_the_formula_and_one_castle_keeps_it_for_its_owner(script) -> None:
    s = script(players=3)
    s.give_home(0, scroll(s, 1, 1))
    s.give_home(1, scroll(s, 1, 2))  # formula 1 lies in two castles
    s.give_home(0, scroll(s, 2, 3))  # formula 2 lies in castle 0 only
    left = formulas_left(s.state)
    assert 1 not in left[0] and 1 not in left[1] and 1 not in left[2]
    assert 2 in left[0] and 2 not in left[1] and 2 not in left[2]


def test_three_formulas_at_home_shut_every_other_formula_out(script) -> None:
    s = script(players=3)
    for formula in (0, 1, 2):
        s.give_home(0, scroll(s, formula, 1))
    assert formulas_left(s.state)[0] == [0, 1, 2]
    assert formulas_left(s.state)[1] == [f for f in ALL if f not in (0, 1, 2)]


def test_a_carried_scroll_another_could_take_leaves_its_place_open(script) -> None:
    s = script(players=2, two_players=True)
    for formula in (0, 1):
        s.give_home(0, scroll(s, formula, 1))
    s.give(0, scroll(s, 2, 1))  # champion 0 holds three formulas, one of them only carried
    # Champion 1 could beat champion 0 and take the carried scroll: then champion 0 has a place for another formula.
    assert formulas_left(s.state)[0] == ALL


def test_a_carried_scroll_nobody_else_could_keep_is_held_for_good(script) -> None:
    s = script(players=2, two_players=True)
    for formula in (0, 1):
        s.give_home(0, scroll(s, formula, 1))
    s.give(0, scroll(s, 2, 1))
    for formula in (3, 4, 5):
        s.give_home(1, scroll(s, formula, 1))  # champion 1 can never keep a scroll of formula 2
    assert formulas_left(s.state)[0] == [0, 1, 2]


def test_a_champion_alone_keeps_what_it_carries_for_good(script) -> None:
    s = script(players=2, two_players=True)
    for formula in (0, 1, 2):
        s.give(0, scroll(s, formula, 1))
    put_out(s, 1)
    assert formulas_left(s.state) == {0: [0, 1, 2]}


def test_a_whole_formula_at_home_with_the_dragon_unbeaten_is_a_formula_left(script) -> None:
    s = script(players=2, two_players=True)
    s.formula_at_home(0, 4)
    for formula in (0, 1):
        s.give_home(0, scroll(s, formula, 1))
    assert formulas_left(s.state)[0] == [0, 1, 4]
    assert formula_possible(s.state)


# ------------------------------------------------------------------ the game ends there, and says why
def split_for_good(s) -> None:
    """Two champions, three formulas at home each, the same three split between the castles: formulas 0–2 lie in
    two castles, and 3–7 can never be held by either."""
    for formula in (0, 1, 2):
        s.give_home(0, scroll(s, formula, 1))
        s.give_home(1, scroll(s, formula, 2))


def all_gone(s) -> None:
    """Four champions; three are out, and with them a scroll of each of the eight formulas."""
    for seat, formulas in ((1, (0, 1, 2)), (2, (3, 4, 5)), (3, (6, 7))):
        for formula in formulas:
            s.give(seat, scroll(s, formula, 3))
        put_out(s, seat)


def full_for_good(s) -> None:
    """Four champions, two out with formulas 0, 1, 2, 5 and 6; formulas 3 and 4 lie in castles A and C; champion 0
    holds 3, 4 and 5 at home, so 7 is never its; champion 1 holds 3 and 4 at home and carries a scroll of 6 that
    champion 0 could never keep, so 7 is never champion 1's either."""
    for formula in (0, 1, 2):
        s.give(2, scroll(s, formula, 3))
    for formula in (5, 6):
        s.give(3, scroll(s, formula, 3))
    put_out(s, 2)
    put_out(s, 3)
    for formula in (3, 4, 5):
        s.give_home(0, scroll(s, formula, 1))
    for formula in (3, 4):
        s.give_home(1, scroll(s, formula, 2))
    s.give(1, scroll(s, 6, 1))


POSITIONS = {
    "split": (partial(dict, players=2, two_players=True), split_for_good),
    "gone": (partial(dict, players=4), all_gone),
    "full": (partial(dict, players=4), full_for_good),
}


@pytest.mark.parametrize("way", POSITIONS)
def test_the_game_ends_at_the_end_of_the_turn_no_formula_is_left_in(script, way: str) -> None:
    options, build = POSITIONS[way]
    s = script(**options())
    build(s)
    assert formulas_left(s.state) == {}
    assert not s.state.finished  # the check is made as a turn ends
    end_the_turn(s)
    state = s.state
    assert state.finished and state.is_terminal() and state.winner is None
    assert state.end_reason() == NO_FORMULA
    assert state.returns() == [0.0] * state.num_players and state.winners() == []
    assert state.result_note() == END_TEXTS[NO_FORMULA]
    assert state.view(None)["end_reason"] == NO_FORMULA
    assert "no champion left can ever hold a whole formula" in state.log[-1]
    assert state.round < int(state.options["round_limit"])
    assert state.invariants() == []


@pytest.mark.parametrize("way", POSITIONS)
def test_with_the_option_off_the_game_runs_on(script, way: str) -> None:
    options, build = POSITIONS[way]
    s = script(**options(), no_formula_end=False)
    build(s)
    end_the_turn(s)
    assert not s.state.finished and s.state.end_reason() is None


def test_one_formula_left_to_one_champion_keeps_the_game_going(script) -> None:
    s = script(players=2, two_players=True)
    for formula in (0, 1):
        s.give_home(0, scroll(s, formula, 1))
        s.give_home(1, scroll(s, formula, 2))
    s.give_home(0, scroll(s, 2, 1))
    s.give_home(1, scroll(s, 3, 2))
    # Formulas 0 and 1 lie in two castles; champion 0 can still have formula 2 (its other scrolls are in the
    # chests), champion 1 formula 3; every other formula would be a fourth for both.
    assert formulas_left(s.state) == {0: [2], 1: [3]}
    for _ in range(4):
        end_the_turn(s)
    assert not s.state.finished
    put_out(s, 1)  # formula 3 goes out with champion 1; formula 2 is still champion 0's to have
    assert formulas_left(s.state) == {0: [2]}
    end_the_turn(s)
    assert not s.state.finished


def test_a_whole_formula_at_home_keeps_the_game_going_until_the_dragon_falls(script) -> None:
    s = script(players=3)
    s.formula_at_home(0, 4)
    for formula in (0, 1):
        s.give_home(0, scroll(s, formula, 1))
    for formula in (0, 1, 3):
        s.give_home(1, scroll(s, formula, 2))
    s.give(2, scroll(s, 3, 3))
    put_out(s, 2)
    # Formulas 0 and 1 lie in two castles, 3 went out with champion 2, and both champions left hold three at home:
    # only champion 0's whole formula is left, with its dragon to beat.
    assert formulas_left(s.state) == {0: [4]}
    end_the_turn(s)
    assert not s.state.finished and s.state.invariants() == []


# ------------------------------------------------------------------ saves and the option
def test_a_new_game_plays_with_the_decision_and_a_save_from_before_it_without() -> None:
    info = get_game("kalahen")
    seats = [Seat(f"AI {i}", "ai", "easy") for i in range(3)]
    match = Match(info, {}, seats, 7)
    assert match.state.options["no_formula_end"] is True
    old = Match.from_json({"game": "kalahen", "options": {}, "seed": 7, "seats": [s.to_json() for s in seats],
                           "actions": []})
    assert old.state.options["no_formula_end"] is False
    assert "no_formula_end" not in old.state.snapshot()["options"]  # the layout of the games recorded before it


def test_every_recorded_game_without_the_option_ends_as_recorded() -> None:
    """The seeded games recorded before the Decision replay to the same end (test_seeded_record checks each
    state's fingerprint; here: a recorded game stopped by the round limit still runs to it)."""
    records = json.loads((Path(__file__).parent / "data" / "seeded_games.json").read_text(encoding="utf-8"))
    capped = [r for r in records if r["round"] > 200]
    assert capped  # one of them ran to the round limit
    record = capped[0]
    seats = [Seat(f"AI {i + 1}", "ai", level) for i, level in enumerate(record["levels"])]
    match = Match.from_json({"game": "kalahen", "options": record["options"], "seed": record["seed"],
                             "seats": [s.to_json() for s in seats], "actions": record["actions"]})
    assert match.state.end_reason() == "round_limit" and match.state.round == record["round"]


# ------------------------------------------------------------------ the check is never wrong about a ruler
@pytest.mark.parametrize("seed", [11, 12])
def test_in_played_games_no_formula_is_never_claimed_while_a_ruler_is_yet_to_come(seed: int) -> None:
    """Games played with the option off: at every turn, once the check says no formula is left it says so to the
    end, and no such game has a ruler."""
    info = get_game("kalahen")
    seats = [Seat(f"AI {i}", "ai", "easy") for i in range(4)]
    match = Match(info, {"no_formula_end": False}, seats, seed)
    bots = [bot_for(info, s) for s in seats]
    lost_at = None
    while not match.state.is_terminal():
        state = match.state
        if isinstance(state.agenda[0], Turn) and not state.fought_dragon:
            possible = formula_possible(state)
            if lost_at is not None:
                assert not possible
            elif not possible:
                lost_at = state.round
        player = state.current_player()
        if player == CHANCE:
            match.play_chance()
        else:
            match.apply(bots[player].choose(decision_for(state, player,
                                                         partial(random.Random, match.step_seed("bot")))))
    if lost_at is not None:
        assert match.state.winner is None


def test_a_played_game_ended_so_says_why_in_its_transcript() -> None:
    """Seed 2 of the seeded records (four easy AIs) ends in round 77 with no formula left to anybody."""
    from game.engine.transcript import transcript_lines

    info = get_game("kalahen")
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(4)]
    match = play_out(Match(info, {}, seats, 2), [bot_for(info, s) for s in seats])
    assert match.state.end_reason() == NO_FORMULA and match.state.round == 77
    assert not formula_possible(match.state)
    lines = transcript_lines(match)
    assert lines[-3:-1] == ["Result: a draw.", END_TEXTS[NO_FORMULA]]
