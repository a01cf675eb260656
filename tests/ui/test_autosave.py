"""Autosave off the frame: the writer thread, and kill -9 while the client plays (a short run of
tools/kill_saves.py; the tool itself runs 20 trials)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.engine.save_writer import SaveWriter
from game.engine.saves import load_match
from tests.helpers import new_match

ROOT = Path(__file__).resolve().parents[2]


def test_the_writer_keeps_only_the_newest_state_and_flushes(tmp_path):
    writer = SaveWriter()
    match = new_match("jackpot", 3)
    path = tmp_path / "game.json"
    for _ in range(30):
        match.play_chance() if match.state.current_player() < 0 else match.apply(match.state.legal_actions()[0])
        writer.submit(path, match)
    assert writer.flush() and not writer.pending(path)
    assert load_match(path).actions == match.actions
    assert 1 <= writer.written <= 30 and writer.take_errors() == []


def test_a_failed_write_becomes_a_message(tmp_path):
    writer = SaveWriter()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    writer.submit(blocker / "game.json", new_match("jackpot", 2))
    assert writer.flush()
    (message,) = writer.take_errors()
    assert message.startswith("The game could not be saved")


def test_kill_nine_loses_no_save(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "tools/kill_saves.py"), "--trials", "2", "--seed", "3"],
                          capture_output=True, text=True, timeout=400, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 kill -9 trials" in done.stdout and ": 0 saves lost" in done.stdout
