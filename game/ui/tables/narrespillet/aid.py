"""Narrespillet's player aid: the goal, a turn, the cards and a battlefield as the table draws them (the real card
faces, lettered in the client's language, and a battlefield with a placement on it), and how the game ends."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine.registry import get_game
from game.games.narrespillet.cards import card_of
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.view_types import FieldView
from game.i18n import game_text, words
from game.ui.scenes.player_aid import AidPiece, PlayerAid
from game.ui.tables.narrespillet import board, images
from game.ui.theme import layout

_, ngettext = words("narrespillet")

COINS, CUPS, SWORDS = 3, 2, 0
SEVEN, NINE, KNIGHT = 7, 9, 12


def _design(rect: pygame.Rect) -> tuple[float, float, float, float]:
    """A window rectangle in design units (the table's drawing takes those)."""
    x, y = layout.to_design(rect.topleft)
    return x, y, rect.w / layout.scale, rect.h / layout.scale


def draw_cards(cards: list[int], surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Cards as the hand shows them, side by side and overlapping, as tall as the box."""
    x, y, w, h = _design(rect)
    cw = h / 1.5
    step = (w - cw) / (len(cards) - 1) if len(cards) > 1 else 0.0
    left = x + (w - cw) / 2 if len(cards) == 1 else x
    for i, card in enumerate(cards):
        images.draw_card(surface, card, left + i * step, y, cw)


def draw_battlefield(rules: NarreRules, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A battlefield of Coins with the 7 and the 9 on it: a number placement of 16."""
    cards = [card_of(COINS, SEVEN), card_of(COINS, NINE)]
    total = sum(rules.names.value(c) for c in cards)
    line = rules.line_of("number", total)
    field: FieldView = {"state": "placed", "kind": "number", "cards": cards, "houses": [COINS], "transformed": -1,
                        "total": total, "line": line, "order": 1,
                        "line_text": game_text("narrespillet", rules.ranking[line].text)}
    board.draw_field(surface, field, rules.names, COINS, _design(rect), label_size=13)


def player_aid(key: str) -> PlayerAid:
    rules = get_game(key).data
    assert isinstance(rules, NarreRules)
    images.name_cards(rules.names)
    names = rules.names

    return PlayerAid(
        goal=_("Win the most victories. In each round (five in a full game) every player has four battlefields, one "
               "per house, and each house goes to the best placement on it."),
        turn=(_("Place one or more cards of a house on your battlefield of that house. A placement is final."),
              _("Or instead discard a card, play a trump for its power, or forfeit a battlefield."),
              _("Draw back up to six cards from the deck."),
              _("With a placement or a forfeit on all four battlefields, you are done for the round.")),
        pieces=(
            AidPiece(partial(draw_cards, [card_of(CUPS, SEVEN), card_of(CUPS, NINE)]),
                  _("Number cards, the Ace to 10: placed together on their house, they count as their sum.")),
            AidPiece(partial(draw_cards, [card_of(SWORDS, KNIGHT)]),
                  _("Court cards: a Knight or a Page alone; a Queen with her King makes a Royal couple.")),
            AidPiece(partial(draw_cards, [names.trump("tower")]),
                  _("Trumps bend the rules: the Tower, for one, removes a placement from a battlefield.")),
            AidPiece(partial(draw_cards, [names.trump("fool")]),
                  _("The Fool steals another's placement as it is made, unless it holds an Ace.")),
            AidPiece(partial(draw_battlefield, rules),
                  _("A battlefield: here the 7 and 9 of Coins, a sum of 16. A higher sum, a Knight or a pair "
                    "beats it.")),
            AidPiece(partial(draw_cards, [names.trump("world")]),
                  _("The World wins a house at once; it goes only where nobody has placed yet.")),
        ),
        end=_("After the last round, the most victories wins. A tie goes to the most victories on Swords, then on "
              "Staves, Cups and Coins."),
    )
