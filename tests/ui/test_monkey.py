"""A short run of the random-input monkey (tools/monkey.py sends 10,000 events per game): random clicks,
keys, typed text and resizes on every scene of every game raise nothing."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

TOOL = Path(__file__).resolve().parents[2] / "tools" / "monkey.py"


def test_random_input_on_every_scene_of_every_game_raises_nothing():
    spec = importlib.util.spec_from_file_location("monkey", TOOL)
    monkey = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(monkey)
    lines = []
    try:
        sent, failures = monkey.run(60, seed=7, out=lines.append)
    finally:
        pygame.quit()
    assert failures == 0, "\n".join(lines)
    assert sent == 58 * 10  # 9 games × 6 scenes + 4 shared scenes, 10 each
