"""Narrespillet's memo tables keep to their bounds over many positions, and a bound changes no move: a game
played by a search and easy players with tiny bounds is move for move the game played with the real ones."""

from __future__ import annotations

import random

import pytest

from game.ai.base import decision_for
from game.engine.state import CHANCE
from game.games.narrespillet import cards, quick_choice, turn_flow, valuation
from game.games.narrespillet.ai import RuleBot, make_level

# (module, memo, its bound's name)
MEMOS = [(cards, "_ACTIONS", "ACTIONS_KEPT"), (turn_flow, "_PLACED", "PLACED_KEPT"),
         (valuation, "_PLACED", "PLACED_KEPT"), (quick_choice, "_NUMBER_ARGS", "NUMBER_ARGS_KEPT"),
         (quick_choice, "_SCORED", "SCORED_KEPT")]
TINY = 40


def play(info, seed: int, moves: int, watch: bool) -> tuple[list, dict[str, int]]:
    """A seeded four-player game, seat 0 searching (a small budget), the others easy: its first `moves` moves,
    and the most each memo held after any move."""
    rng = random.Random(seed)
    game = info.new_state(4, info.resolve({}))
    bots = [make_level("normal", iterations=20, workers=0), RuleBot(), RuleBot(), RuleBot()]
    played: list = []
    most = {memo: 0 for _module, memo, _bound in MEMOS}
    while len(played) < moves and not game.is_terminal():
        seat = game.current_player()
        if seat == CHANCE:
            move = game.sample_chance(rng)
        else:
            move = bots[seat].choose(decision_for(game, seat, random.Random(rng.random())))
        game.apply(move)
        played.append(move)
        if watch:
            for module, memo, _bound in MEMOS:
                most[memo] = max(most[memo], len(getattr(module, memo)))
    return played, most


@pytest.mark.parametrize("seed", [5, 6])
def test_the_memos_keep_to_their_bounds_and_change_no_move(info, monkeypatch, seed: int) -> None:
    for module, memo, _bound in MEMOS:
        getattr(module, memo).clear()
    expected, _most = play(info, seed, 150, watch=False)
    for module, memo, bound in MEMOS:
        monkeypatch.setattr(module, bound, TINY)
        getattr(module, memo).clear()
    played, most = play(info, seed, 150, watch=True)
    assert played == expected
    for _module, memo, _bound in MEMOS:
        # Each was full at some point (many more positions than its bound), and never held more.
        assert TINY // 2 < most[memo] <= TINY, (memo, most[memo])
