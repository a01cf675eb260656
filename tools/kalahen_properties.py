"""Kalahen's properties over many seeded random games, with how they end under the default 200-round limit
(the test suite makes the same checks on 5,000 games of 3-6 champions stopped at 80 rounds).

Checks after every action: LP within 0–12, at most 7 rings carried, the 78 chest cards conserved, every
other invariant of the state; every game ends or reaches the round limit; every 50th game is replayed from its
action list (through JSON) and must give the same state.
Run: python tools/kalahen_properties.py [--games 5000] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.state import CHANCE, Action  # noqa: E402
from game.games.kalahen import game_info  # noqa: E402

OPTION_SETS = [{}, {"traps": True}, {"floating": True}, {"cooperation": True}, {"high_risk": True},
               {"traps": True, "floating": True, "cooperation": True, "high_risk": True}]
_INFO = None


def one_game(seed: int) -> dict:
    global _INFO
    if _INFO is None:
        _INFO = game_info()
    info = _INFO
    rng = random.Random(seed)
    players = 2 + seed % 5
    options = {**OPTION_SETS[seed % len(OPTION_SETS)], "two_players": players == 2}
    options = info.resolve(options)
    state = info.new_state(players, options)
    actions: list[Action] = []
    while not state.is_terminal():
        action = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        problems = state.invariants()
        if problems:
            return {"seed": seed, "error": f"after {len(actions)} actions: {problems}"}
        if len(actions) > 200_000:
            return {"seed": seed, "error": "no end within 200,000 actions"}
    replayed = None
    if seed % 50 == 0:
        again = info.new_state(players, options)
        for action in actions:
            again.apply(Action.from_json(json.loads(json.dumps(action.to_json()))))
        replayed = again.snapshot() == state.snapshot()
    capped = state.winner is None and not all(c.out for c in state.champions)
    return {"seed": seed, "error": None, "rounds": state.round, "actions": len(actions), "capped": capped,
            "winner": state.winner, "replayed": replayed}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(one_game, range(args.games), chunksize=20))
    errors = [r for r in results if r["error"]]
    good = [r for r in results if not r["error"]]
    replays = [r["replayed"] for r in good if r["replayed"] is not None]
    print(f"{len(results)} random games in {time.perf_counter() - started:.0f} s: {len(errors)} broke an invariant")
    for r in errors[:5]:
        print(f"  seed {r['seed']}: {r['error']}")
    if good:
        print(f"median {statistics.median(r['rounds'] for r in good):.0f} rounds, "
              f"{statistics.median(r['actions'] for r in good):.0f} actions; "
              f"{sum(r['capped'] for r in good)} reached the round limit, "
              f"{sum(r['winner'] is not None for r in good)} had a winner, the rest ended with every champion out")
        print(f"replays: {sum(replays)}/{len(replays)} gave the same state")
    return 1 if errors or not all(replays) else 0


if __name__ == "__main__":
    sys.exit(main())
