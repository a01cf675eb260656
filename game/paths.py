"""Where the client's data lies: the source tree, an installed package, or a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path

SHARE = "spelbordet"  # the folder under <prefix>/share/ where an installed wheel puts its data


def data_root() -> Path:
    """The folder holding assets/, maps/ and rules_data/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    source = Path(__file__).resolve().parent.parent
    if (source / "rules_data").is_dir():
        return source  # running from the source tree (or an editable install)
    return Path(sys.prefix) / "share" / SHARE


def rules_data_dir() -> Path:
    return data_root() / "rules_data"


def assets_dir() -> Path:
    return data_root() / "assets"


def maps_dir() -> Path:
    return data_root() / "maps"
