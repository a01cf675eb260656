"""The engine, the games' rules and the AI are pure Python: none of them imports pygame."""

from __future__ import annotations

import ast
from pathlib import Path

import game

ROOT = Path(game.__file__).parent
PURE = ["engine", "games", "ai", "records"]


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
