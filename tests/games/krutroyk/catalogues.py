"""The Svenska and Norsk krutroyk catalogues as the program reads them, for tests of those languages."""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.i18n import forget_catalogues, locale_dir


def compile_krutroyk() -> None:
    """Compiles krutroyk.po to .mo where the .mo is missing or older (`make` does it; a bare checkout may not
    have yet), then has the program read the catalogues again."""
    for code in ("sv", "nb"):
        po = locale_dir() / code / "LC_MESSAGES" / "krutroyk.po"
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            with po.open("rb") as file:
                catalogue = read_po(file, locale=code, domain="krutroyk")
            part = Path(f"{mo}.{code}.part")
            with part.open("wb") as file:
                write_mo(file, catalogue)
            part.replace(mo)
    forget_catalogues()
