"""Start-up time: from launching the program to its first menu frame on the screen. The program is run
with SPELBORDET_FIRST_FRAME=exit, which makes it print the wall-clock time of its first flipped frame and
quit; the time counts from just before the process is launched. Prints every run and the median.

    python tools/bench_startup.py [--runs 7] [--program dist/spelbordet/spelbordet] [--source]

By default it measures the packaged one-folder build when it exists (`make build`) and the program run
from the source (`python -m game`). The files are in the page cache after the first run (the first run is
shown apart: it may have read them from disk).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.i18n import number, words  # noqa: E402
from tools.speaking import add_language, language_arguments, speak  # noqa: E402

_, ngettext = words("tools")
BUILD = ROOT / "dist" / "spelbordet" / "spelbordet"


def one_run(command: list[str], env: dict[str, str]) -> float:
    started = time.time()
    out = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    stamps = [line.split()[-1] for line in out.stdout.splitlines() if line.startswith("first frame ")]
    if out.returncode != 0 or not stamps:
        raise SystemExit(_("{command} failed ({code}): {error}").format(
            command=" ".join(command), code=out.returncode, error=out.stderr.strip()[-600:]))
    return float(stamps[0]) - started


def measure(command: list[str], runs: int) -> list[float]:
    folder = tempfile.mkdtemp(prefix="spelbordet-startup-")
    env = dict(os.environ, XDG_DATA_HOME=folder, XDG_CONFIG_HOME=folder, SPELBORDET_FIRST_FRAME="exit")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    # The program speaks the benchmark's language (bench.py's --lang reaches it here).
    return [one_run([*command, *language_arguments()], env) for _run in range(runs)]


def report(name: str, command: list[str], runs: int, show=print) -> float:
    times = measure(command, runs)
    rest = times[1:] or times
    shown = ", ".join(number(t * 1000, 0) for t in times)
    then = ngettext("then {n} run", "then {n} runs", len(rest)).format(n=len(rest))
    show(_("start-up to the first menu frame, {name}: median {median} ms (first run {first} ms, {then}; all: "
           "{all} ms)").format(name=name, median=number(statistics.median(rest) * 1000, 0),
                               first=number(times[0] * 1000, 0), then=then, all=shown))
    return statistics.median(rest)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--program", default=str(BUILD), help="the packaged program")
    parser.add_argument("--source", action="store_true", help="only `python -m game` from the source")
    add_language(parser)
    args = parser.parse_args()
    speak(args)
    if not args.source:
        if Path(args.program).exists():
            report(_("packaged one-folder build"), [args.program], args.runs)
        else:
            print(_("no packaged program at {path} (make build)").format(path=args.program))
    report(_("from the source (python -m game)"), [sys.executable, "-m", "game"], args.runs)


if __name__ == "__main__":
    main()
