"""Compiles the translation catalogues (game/locale/*/LC_MESSAGES/*.po -> .mo) before the package is built,
so that `pip install .` and a wheel carry them; everything else is in pyproject.toml."""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from tools.catalogues import compile_all

        compile_all(quiet=True)
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogues})
