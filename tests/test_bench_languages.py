"""The benchmarks speak English, Svenska and Norsk: `--lang` (or the system's language) sets their headings and
how their figures are written (a decimal comma in Svenska and Norsk); an unknown language is a usage error."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DECIMAL_COMMA = re.compile(r"\d,\d+ (ms|s)\b")


def bench(script: str, *args: str, language: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if language:
        env["LANGUAGE"] = language
    return subprocess.run([sys.executable, str(ROOT / "tools" / script), *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)


HINT_HEADINGS = {
    "en": ("preparation (first hint, done in the background when the table opens):", "95th percentile"),
    "sv": ("förberedelse (första tipset, görs i bakgrunden när bordet öppnas):", "95:e percentilen"),
    "nb": ("forberedelse (første hint, gjøres i bakgrunnen når bordet åpnes):", "95. persentil"),
}


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_yatzy_hint_speaks_the_language_asked_for(code: str) -> None:
    done = bench("bench_yatzy_hint.py", "--games", "1", "--lang", code)
    assert done.returncode == 0, done.stderr
    heading, percentile = HINT_HEADINGS[code]
    assert done.stdout.startswith(heading)
    assert percentile in done.stdout and HINT_HEADINGS["en"][1] not in done.stdout
    assert DECIMAL_COMMA.search(done.stdout), done.stdout
    assert not re.search(r"\d\.\d+ (ms|s)\b", done.stdout), done.stdout


def test_yatzy_hint_in_english_and_by_the_systems_language() -> None:
    english = bench("bench_yatzy_hint.py", "--games", "1", "--lang", "en", language="sv")
    assert english.stdout.startswith(HINT_HEADINGS["en"][0])
    assert re.search(r"\d\.\d+ ms, 95th percentile \d+\.\d ms", english.stdout), english.stdout
    # No --lang and no settings: the system's language, as `python -m game` does.
    norsk = bench("bench_yatzy_hint.py", "--games", "1", language="nb")
    assert norsk.returncode == 0, norsk.stderr
    assert norsk.stdout.startswith(HINT_HEADINGS["nb"][0])


@pytest.mark.parametrize(("code", "heading", "source", "runs"), [
    ("sv", "uppstart till menyns första bildruta", "från källkoden (python -m game)", "sedan 1 körning"),
    ("nb", "oppstart til menyens første bilde", "fra kildekoden (python -m game)", "deretter 1 kjøring"),
])
def test_startup_speaks_the_language_asked_for(code: str, heading: str, source: str, runs: str) -> None:
    done = bench("bench_startup.py", "--source", "--runs", "1", "--lang", code)
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith(f"{heading}, {source}: median "), line
    # A loaded machine may take a second or more: the figure is then grouped the language's way (1 408 ms).
    assert runs in line and re.search(r"median \d+(?:\s\d{3})* ms", line)


def test_an_unknown_language_is_a_usage_error() -> None:
    for script in ("bench_yatzy_hint.py", "bench_startup.py"):
        done = bench(script, "--lang", "fi")
        assert done.returncode == 2
        assert "invalid choice: 'fi'" in done.stderr and not done.stdout


def test_memory_bench_speaks_the_language_and_gives_a_verdict() -> None:
    done = bench("bench_memory.py", "--game", "jackpot", "--moves", "300", "--points", "3", "--lang", "sv")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Jackpot: fyra svåra AI", done.stdout
    assert len(lines) == 1 + 4 + 1  # the heading, the start and three readings, the verdict
    assert re.match(r"  \d+ s, 300 drag, \d+ (parti|partier): \d+,\d MB$", lines[4]), lines[4]
    assert re.match(r"  (en platå|växer fortfarande): -?\d+,\d MB under den senare halvan", lines[5]), lines[5]
