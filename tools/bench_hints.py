"""How long a hint takes: for every game that offers hints, the time from asking to the advice being ready, in a
worker thread as the table asks it (the seat's decision copied, the adviser run), at positions of seeded games that
easy AIs play through the client's session. Prints the median, the 95th percentile and the slowest per game.

    python tools/bench_hints.py [--positions 60] [--seed 1] [--games kalahen,narrespillet]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_for  # noqa: E402
from game.engine.advice import Advice  # noqa: E402
from game.engine.bots import decision_for  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.registry import GameInfo, all_games  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.i18n import number, words  # noqa: E402
from game.session.session import TableSession  # noqa: E402
from tools.speaking import add_language, speak  # noqa: E402

_, ngettext = words("tools")

PLAYERS = {"kalahen": 3, "narrespillet": 3, "krutroyk": 4, "trippel_yatzy": 2, "kinesisk_bank": 4}
STRIDE = 3  # one asked position in every few of a seat's real choices, so the positions spread over whole games


def ask(info: GameInfo, match: Match, seat: int, seed: int) -> float:
    """Seconds from asking for a hint to its advice being ready, the way the table asks: a copy of the position
    handed to a worker thread."""
    assert info.advise is not None
    answer: list[Advice] = []
    started = time.perf_counter()
    decision = decision_for(match.state.clone(), seat, random.Random(seed))
    worker = threading.Thread(target=lambda: answer.append(info.advise(decision)))  # type: ignore[misc]
    worker.start()
    worker.join()
    took = time.perf_counter() - started
    if not answer or not decision.legal or answer[0].action not in decision.legal or not answer[0].reason:
        raise SystemExit(f"{info.key}: the hint advised no legal move or gave no reason")
    return took


def measure(info: GameInfo, positions: int, seed: int) -> list[float]:
    players = PLAYERS.get(info.key, info.min_players)
    seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
    times: list[float] = []
    game = 0
    while len(times) < positions:
        match = Match(info, {}, seats, seed + game)
        session = TableSession(match, lambda seat: None, words=False, bots=[bot_for(info, s) for s in seats])
        choices = 0
        while not session.is_over() and len(times) < positions:
            seat = session.to_act()
            if seat >= 0 and len(session.legal()) > 1:
                choices += 1
                if choices % STRIDE == 0:
                    times.append(ask(info, match, seat, seed + len(times)))
            session.advance()
        game += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60, help="hints asked per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default="", help="comma-separated game keys (default: every game with hints)")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    wanted = [key for key in args.games.split(",") if key]
    games = [info for key, info in all_games().items() if info.advise is not None and (not wanted or key in wanted)]
    for info in games:
        times = sorted(measure(info, args.positions, args.seed))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(_("{game}: {n} hints, median {median} ms, 95th percentile {p95} ms, slowest {slowest} ms").format(
            game=info.local_name(), n=len(times), median=number(statistics.median(times) * 1000, 1),
            p95=number(p95 * 1000, 1), slowest=number(times[-1] * 1000, 1)))


if __name__ == "__main__":
    main()
