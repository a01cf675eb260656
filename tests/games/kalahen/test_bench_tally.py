"""The Kalahen benchmark's sorting of a lone champion's turns (tools/kalahen_games.py, TurnTally) and its record of
when and where the ruler took its formula's scrolls (ScrollTrail)."""

from __future__ import annotations

from game.ai import bot_for
from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.headless import play_out, simulate
from tools.bench_kalahen import parse_seeds, seed_ranges
from tools.kalahen_games import TURN_KINDS, ScrollTrail, play


def test_every_turn_of_a_lone_champion_is_sorted_once() -> None:
    result = play(("hard", "stay"), 10001, None, 0)
    kinds = result["kinds"]
    assert set(kinds) == set(TURN_KINDS)
    # The champion alone takes one turn a round (the seat beside it never leaves its castle).
    assert abs(sum(kinds.values()) - result["rounds"]) <= 1
    searches = kinds["card"] + kinds["put_back"] + kinds["uff"] + kinds["failed"]
    assert searches >= 3 and kinds["card"] >= 3
    if result["winner"] == 0:
        assert kinds["dragon"] >= 1
    assert 0 <= result["magic"] <= sum(kinds.values())


def test_the_rulers_formula_is_traced_to_the_chests_it_came_from() -> None:
    result = play(("hard", "stay"), 10001)
    assert result["winner"] == 0
    trail = result["formula"]
    # One entry for each star, in the order taken, all before the dragon fell; alone, every one from a chest.
    assert len(trail) == 3
    assert [r for r, _ in trail] == sorted(r for r, _ in trail)
    assert all(1 <= r <= result["rounds"] for r, _ in trail)
    assert {source for _, source in trail} <= {"1", "2", "3", "4", "5", "6", "tower", "forest"}


def test_a_scroll_taken_from_a_chest_or_won_from_a_rival_is_traced_so(script) -> None:
    s = script()
    scroll = s.card_of("scroll", formula=2, stars=3)
    pile = next(p for p, cards in s.state.piles.items() if scroll in cards)
    trail = ScrollTrail()
    trail.before(s.state)
    s.give(1, scroll)
    trail.after(s.state)
    assert trail.taken[scroll] == (s.state.round, pile)
    trail.before(s.state)
    s.state.champions[1].cards.remove(scroll)
    s.state.champions[0].cards.append(scroll)
    trail.after(s.state)
    assert trail.taken[scroll] == (s.state.round, "duel")


def test_the_benchmark_plays_the_game_simulate_plays_on_the_same_seed() -> None:
    """The client's path: a Match with its own generators and the bots game.ai.bot_for makes (game.headless)."""
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(3)]
    for seed in (900000, 900001):
        ours = play(("easy",) * 3, seed)
        figures = simulate(get_game("kalahen"), seats, 1, seed)
        wins = [s["wins"] for s in figures["seats"]]
        assert wins == [1.0 if ours["winner"] == s else 0.0 for s in range(3)]
        match = play_out(Match(get_game("kalahen"), {}, seats, seed), [bot_for(get_game("kalahen"), s) for s in seats])
        assert (match.state.winner, match.state.round, match.state.end_reason()) == (
            ours["winner"], ours["rounds"], ours["end"])


def test_seed_ranges_are_read_and_written_back() -> None:
    seeds = parse_seeds("900000-900002,5,7-8")
    assert seeds == [900000, 900001, 900002, 5, 7, 8]
    assert seed_ranges(seeds) == "900000–900002, 5, 7–8"
