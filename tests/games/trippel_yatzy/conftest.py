import pytest

from game.games.trippel_yatzy import game_info


@pytest.fixture(scope="session")
def info():
    return game_info()


@pytest.fixture(scope="session")
def rules(info):
    return info.data
