"""The engine, the games' rules, the AI, the table session and the network are pure Python: none of them imports
pygame. And a game on one machine never loads the network at all."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import game

ROOT = Path(game.__file__).parent
PURE = ["engine", "games", "ai", "records", "session", "net"]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_pure_module_imports_pygame():
    files = [p for folder in PURE for p in (ROOT / folder).rglob("*.py")]
    assert files
    offenders = [str(p.relative_to(ROOT)) for p in files if imported_modules(p) & {"pygame", "pytmx.util_pygame"}]
    assert offenders == []


def test_pure_modules_never_reach_the_ui_package():
    files = [p for folder in PURE for p in (ROOT / folder).rglob("*.py")]
    offenders = []
    for p in files:
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.ui"):
                offenders.append(str(p.relative_to(ROOT)))
    assert offenders == []


def test_the_window_and_the_command_line_load_no_network_module():
    """Start-up, the menu, a local table and its AI: no socket library is even imported (play across computers
    loads it when it is asked for)."""
    code = ("import sys; import game.__main__, game.ui.app, game.ui.tables.kalahen.table, game.ai; "
            "from game.engine.registry import all_games; all_games(); "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('websockets', 'zeroconf') "
            "or m.startswith('game.net.') and m != 'game.net.commands'); print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": ""},
                          cwd=ROOT.parent)
    assert done.returncode == 0, done.stdout + done.stderr
