"""Writes the golden transcripts of seeded Trippel Yatzy games that tests/games/trippel_yatzy compares against.

    python tools/yatzy_transcript.py          # rewrite the golden files
    python tools/yatzy_transcript.py --check  # only say whether they still match
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.games.trippel_yatzy import game_info  # noqa: E402
from game.games.trippel_yatzy.transcript import play_transcript  # noqa: E402

GOLDEN = ROOT / "tests" / "games" / "trippel_yatzy"
# (file, options, levels, seed)
GAMES = [
    ("golden_three_columns.txt", {"columns": 3}, ["hard", "normal", "easy"], 2026),
    ("golden_one_column.txt", {"columns": 1}, ["hard", "easy"], 7),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    info = game_info()
    changed = 0
    for name, options, levels, seed in GAMES:
        text = play_transcript(info, options, levels, seed)
        path = GOLDEN / name
        same = path.exists() and path.read_text(encoding="utf-8") == text
        changed += not same
        if args.check:
            print(f"{name}: {'matches' if same else 'DIFFERS'}")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({text.count(chr(10))} lines)")
    if args.check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
