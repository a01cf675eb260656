"""The dice games' player aids: their figures come from the rules, and a picture drawn from the table's design
layout leaves the window's layout as it was."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import get_game
from game.ui.tables.dice.aids import laid_onto, player_aid
from game.ui.theme import layout
from tests.ui.conftest import make_app


@pytest.fixture
def app(tmp_path):
    yield make_app(tmp_path)
    pygame.quit()


def test_the_figures_are_the_rules(app):
    bank = player_aid("kinesisk_bank")
    assert f"about {round(100 * get_game('kinesisk_bank').data.expected_return())} % of its stake" in \
        bank.pieces[-1].caption
    assert "It pays 3 alike 8×, 4 alike 8×, 5 alike 16×, 6 alike 32×" in bank.pieces[2].caption
    yatzy = player_aid("trippel_yatzy")
    assert "63 or more in a column earns 50 more" in yatzy.pieces[3].caption
    assert "×1, ×2, ×3" in yatzy.goal
    assert "(30, 40, 50 …)" in player_aid("dodsspranget").turn[2]
    assert "A roll of 11 or 12 takes everything" in player_aid("jackpot").turn[2]
    assert "20 strokes at the start, in groups of 5" in player_aid("fangelse").pieces[0].caption
    assert "101 points or more" in player_aid("bovjakten").pieces[1].caption


def test_a_picture_is_laid_onto_its_box_and_the_layout_comes_back(app):
    window = (layout.width, layout.height)
    layout.resize(1920, 1080)
    try:
        before = (layout.scale, layout.ox, layout.oy)
        surface = pygame.Surface((400, 400))
        box = pygame.Rect(100, 100, 120, 120)
        with laid_onto(surface, box, (50, 50, 200, 100)) as canvas:
            assert canvas.get_size() == (120, 120)
            assert layout.rect(50, 50, 200, 100) == pygame.Rect(0, 30, 120, 60)  # as wide as the box, centred
            assert canvas.get_clip() == pygame.Rect(0, 30, 120, 60)
            canvas.fill((200, 0, 0))  # only the area shows
        assert (layout.scale, layout.ox, layout.oy) == before
        assert surface.get_at((150, 140))[:3] == (200, 0, 0) and surface.get_at((150, 120))[:3] == (0, 0, 0)
    finally:
        layout.resize(*window)
