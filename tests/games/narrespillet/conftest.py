import pytest

from game.games.narrespillet import game_info


@pytest.fixture(scope="session")
def info():
    return game_info()
