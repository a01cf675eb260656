"""Builds the executable with PyInstaller: `python tools/build.py [--onefile]`.

One folder (dist/spelbordet/, the program is dist/spelbordet/spelbordet) by default, or a single
file (dist/spelbordet-onefile). assets/, maps/ and rules_data/ go inside; the program finds them
through sys._MEIPASS (see game/paths.py). Prints the build's time and size.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ["assets", "maps", "rules_data"]


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one self-extracting file instead of a folder")
    args = parser.parse_args()
    import PyInstaller.__main__

    from game.engine.registry import GAME_PACKAGES
    from tools.catalogues import compile_all

    compile_all(quiet=True)

    name = "spelbordet-onefile" if args.onefile else "spelbordet"
    sep = ";" if sys.platform == "win32" else ":"
    options = [
        str(ROOT / "tools" / "launcher.py"),
        "--name", name,
        "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(ROOT / "dist"),
        "--workpath", str(ROOT / "build" / "pyinstaller"),
        "--specpath", str(ROOT / "build"),
        "--paths", str(ROOT),
        "--collect-submodules", "game",
        # Babel's locale data for the client's languages only (tools/hooks/hook-babel.py).
        "--additional-hooks-dir", str(ROOT / "tools" / "hooks"),
        # The games are imported by name from the registry, which PyInstaller cannot see.
        *[arg for package in GAME_PACKAGES for arg in ("--collect-submodules", f"game.games.{package}")],
        # Tools-only packages the client never imports at run time.
        "--exclude-module", "numpy", "--exclude-module", "tkinter", "--exclude-module", "pytest",
        "--onefile" if args.onefile else "--onedir",
    ]
    if sys.platform in ("win32", "darwin"):
        options += ["--windowed", "--icon", str(ROOT / "assets" / "icon.png")]
    # The compiled catalogues sit beside game/i18n.py, where it looks for them.
    options += ["--add-data", f"{ROOT / 'game' / 'locale'}{sep}game/locale"]
    for folder in DATA:
        if (ROOT / folder).is_dir():
            options += ["--add-data", f"{ROOT / folder}{sep}{folder}"]
    started = time.perf_counter()
    PyInstaller.__main__.run(options)
    elapsed = time.perf_counter() - started
    target = ROOT / "dist" / name
    size = folder_size(target)
    program = target / name if target.is_dir() else target
    print(f"built {program.relative_to(ROOT)} in {elapsed:.0f} s, {size / 1e6:.0f} MB")
    shutil.rmtree(ROOT / "build" / "pyinstaller", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
