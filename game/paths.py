"""Where the client's data lies: the source tree, an installed package, or a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def data_root() -> Path:
    """The folder holding assets/, maps/ and rules_data/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    here = Path(__file__).resolve().parent
    # Installed as a wheel, the data is packed beside the code under game/data; in the source
    # tree it sits at the top level next to game/.
    packed = here / "data"
    return packed if (packed / "rules_data").is_dir() else here.parent


def rules_data_dir() -> Path:
    return data_root() / "rules_data"


def assets_dir() -> Path:
    return data_root() / "assets"


def maps_dir() -> Path:
    return data_root() / "maps"
