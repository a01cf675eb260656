"""The game package stays pure Python: no pygame anywhere in it."""

from pathlib import Path

import game.games.narrespillet as package


def test_no_pygame_in_the_game_package():
    for path in Path(package.__file__).parent.glob("*.py"):
        assert "pygame" not in path.read_text(encoding="utf-8"), path.name
