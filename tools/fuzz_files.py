"""Feeds mutated files of every kind the client reads besides saves — settings, players, game records,
imported games and statistics database rows — through the client's own reading, and counts what became of
them: the proof that no such file, however damaged or hostile, raises past its reading or hangs it.

Each case runs in a fresh data folder under a time limit (tests/records/file_mutations.py); an uncaught
exception or a hang is counted and its first lines printed.

    .venv/bin/python tools/fuzz_files.py [--files 2000] [--kind settings] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def fuzz(kind: str, files: int, seed: int, work: Path) -> tuple[collections.Counter[str], int]:
    from tests.records.file_mutations import read_like_the_client, template_folder

    template = template_folder(work)
    outcomes: collections.Counter[str] = collections.Counter()
    failures = 0
    rng = random.Random(f"{kind}-{seed}")
    for number in range(files):
        folder = work / f"case-{number}"
        try:
            outcomes[read_like_the_client(kind, folder, random.Random(rng.getrandbits(64)), template)] += 1
        except Exception as exc:  # noqa: BLE001 - what the property forbids, counted and shown
            failures += 1
            outcomes[f"FAILED: {type(exc).__name__}"] += 1
            if failures <= 3:
                print(f"  case {number}: {''.join(traceback.format_exception_only(exc)).strip()[:300]}")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return outcomes, failures


def main() -> int:
    from tests.records.file_mutations import KINDS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000, help="mutated files of each kind (default 2,000)")
    parser.add_argument("--kind", choices=KINDS, action="append", help="only this kind (may be repeated)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # The tests' temporary per-user folders: nothing of the player's is touched.
    home = Path(tempfile.mkdtemp(prefix="spelbordet-fuzz-files-"))
    os.environ["XDG_DATA_HOME"], os.environ["XDG_CONFIG_HOME"] = str(home / "data"), str(home / "config")
    total_files = total_failures = 0
    started = time.monotonic()
    for kind in args.kind or KINDS:
        began = time.monotonic()
        outcomes, failures = fuzz(kind, args.files, args.seed, home / kind.replace(" ", "-"))
        total_files += args.files
        total_failures += failures
        said = ", ".join(f"{what} {count:,}" for what, count in outcomes.most_common())
        print(f"{kind}: {args.files:,} mutated files in {time.monotonic() - began:.0f} s — {said}")
    shutil.rmtree(home, ignore_errors=True)
    print(f"{total_files:,} mutated files in {time.monotonic() - started:.0f} s: {total_failures} uncaught exceptions "
          f"or hangs")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
