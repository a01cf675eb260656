"""Figures of the code's shape: lines in the window's package, lines mypy checks, uses of `Any` in the window's
package, functions over 60 lines and files over 400 lines (the measures a restructuring is judged by).

    python tools/code_figures.py
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LONG_FUNCTION = 60
LONG_FILE = 400


def python_files(where: Path) -> list[Path]:
    return sorted(where.rglob("*.py")) if where.is_dir() else [where]


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def checked_files() -> set[Path]:
    """The files mypy checks, from pyproject.toml's [tool.mypy] files."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {f for entry in config["tool"]["mypy"]["files"] for f in python_files(ROOT / entry)}


def any_uses(path: Path) -> int:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sum(1 for node in ast.walk(tree)
               if isinstance(node, ast.Name) and node.id == "Any" or
               isinstance(node, ast.Attribute) and node.attr == "Any")


def long_functions(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > LONG_FUNCTION:
                found.append((f"{path.relative_to(ROOT)}:{node.lineno} {node.name}", length))
    return found


def main() -> None:
    game = python_files(ROOT / "game")
    ui = python_files(ROOT / "game" / "ui")
    print(f"lines in game/ui: {sum(lines(f) for f in ui):,}")
    checked = checked_files()
    print(f"lines mypy checks: {sum(lines(f) for f in checked):,} of {sum(lines(f) for f in game):,} in game/")
    unchecked = sorted(str(f.relative_to(ROOT)) for f in game if f not in checked)
    print(f"files mypy skips: {len(unchecked)}")
    print(f"Any in game/ui: {sum(any_uses(f) for f in ui)}")
    functions = sorted((item for f in game for item in long_functions(f)), key=lambda item: -item[1])
    print(f"functions over {LONG_FUNCTION} lines in game/: {len(functions)}")
    for name, length in functions:
        print(f"  {length:4} {name}")
    files = sorted(((lines(f), f) for f in game if lines(f) > LONG_FILE), reverse=True)
    print(f"files over {LONG_FILE} lines in game/: {len(files)}")
    for count, f in files:
        print(f"  {count:4} {f.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
