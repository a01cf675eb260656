"""Where the parts of the tarot table lie, by name: the rings a hint puts on the advised move and on what its reason
speaks of, the targets of a lesson's steps, and where the hint's card stands clear of them. A part of TarotTable;
the rectangles are those the last frame drew.

The names (a lesson's `point`, a hint's points_at):

    card:<card>           a card at hand (hand, Justice, Chariot): a trump by its key (card:fool, card:tower) or a
                          house card as house-rank (card:swords-7, card:cups-ace, card:coins-knight)
    house:<house>         the battlefield of that house of whoever the screen plays (house:cups)
    field:<entity>:<house> any entity's battlefield (field:1:swords; told.py's "field:1:0" too)
    seat:<entity>         another player's box; hand:<entity> that player's hand (the screen's own: the fan)
    hand, mine            the fanned hand; the screen's own four battlefields
    deck, pile (discard), justice, victories, log
    button:<name>         a button of the column: discard, trump, forfeit, clear, chariot, every, hint, continue,
                          or a decision's answer by its move's kind (button:steal, button:pass, button:extra)
"""

from __future__ import annotations

import pygame

from game.engine.advice import Advice
from game.engine.state import Action
from game.games.narrespillet.action_parts import (
    discarded,
    forfeited_house,
    loaded_cards,
    placed_cards,
    placement_houses,
    trump_card,
    trump_choices,
)
from game.games.narrespillet.cards import ACE, KING, KNIGHT, PAGE, QUEEN, TRUMP_BASE, card_of
from game.games.narrespillet.trump_book import BOOK
from game.ui import theme
from game.ui.hints import HINT_WIDTH, draw_mark
from game.ui.lesson_guide import CARD_W
from game.ui.tables.narrespillet.choices import ChoicePanel
from game.ui.tables.narrespillet.drawing import (
    DECK_AT,
    HAND_BOX,
    JUSTICE_ROW,
    LOG_BOX,
    MIDDLE_BOX,
    MIDDLE_CARD_W,
    MINE_BOX,
    PILE_AT,
    VICTORY_BOX,
    TableDrawing,
)
from game.ui.theme import layout
from game.ui.widgets import Button

RANK_WORDS = {"ace": ACE, "page": PAGE, "knight": KNIGHT, "queen": QUEEN, "king": KING}
# Where the hint's card may stand, by its bottom centre (design pixels), the first that covers none of the marks:
# over the middle of the table, the screen's own battlefields, the other players, and last the hand.
HINT_SPOTS = ((790, 456), (296, 456), (500, 248), (639, 706))


class TablePointing(TableDrawing):
    role_buttons: dict[str, Button]      # the column's buttons by their name (button:<name>)
    move_buttons: dict[Action, Button]   # the column's buttons that make one move each
    panel: ChoicePanel | None
    panel_actions: list[Action]          # the open panel's moves, in its options' order

    # --- names ---
    def house_index(self, word: str) -> int | None:
        if word.isdigit():
            return int(word) if int(word) < len(self.names.house_keys) else None
        return self.names.house_keys.index(word) if word in self.names.house_keys else None

    def card_named(self, word: str) -> int | None:
        """A card by its lesson name: a trump's key, or house-rank."""
        if word in self.names.trump_keys:
            return self.names.trump(word)
        house, _, rank = word.partition("-")
        h = self.house_index(house)
        value = int(rank) if rank.isdigit() else RANK_WORDS.get(rank)
        if h is None or value is None or not 1 <= value <= 14:
            return None
        return card_of(h, value)

    def own_entity(self) -> int | None:
        """Whoever the screen plays now: the acting entity (the Demons on their turn), else the viewer."""
        acting = self.acting_entity()
        return acting if acting is not None else self.viewer()

    # --- where things lie ---
    def card_rect(self, card: int) -> pygame.Rect | None:
        """The part of a card at hand that takes its click (a fanned card partly under the next shows the rest)."""
        for rects in (self.hand_rects, self.pool_rects):
            for i, (c, rect) in enumerate(rects):
                if c != card:
                    continue
                right = rect.right
                if i + 1 < len(rects) and rects[i + 1][1].left < right:
                    right = max(rect.left + 4, rects[i + 1][1].left)
                return pygame.Rect(rect.left, rect.top, right - rect.left, rect.height)
        return None

    def button_rect(self, button: Button | None) -> pygame.Rect | None:
        if button is None or button not in self.controls_shown():
            return None
        return button.screen_rect()

    def controls_shown(self) -> list[object]:
        """Hook: the buttons on screen now (TarotTable's controls)."""
        return []

    def panel_rect(self) -> pygame.Rect:
        """Where the open panel lies (an empty rect when none is open)."""
        return layout.rect(*self.panel.box) if self.panel is not None else pygame.Rect(0, 0, 0, 0)

    def move_button(self, action: Action) -> Button | None:
        """The button that makes this move: in the column, or an option of the open panel."""
        if self.panel is not None and action in self.panel_actions:
            return self.panel.option_button(self.panel_actions.index(action))
        return self.move_buttons.get(action)

    def part_rect(self, name: str) -> pygame.Rect | None:
        """Where the part of the table with this name lies (window pixels), or None when it is not on screen."""
        kind, _, rest = name.partition(":")
        fixed = {"deck": (*DECK_AT, MIDDLE_CARD_W, MIDDLE_CARD_W * 1.5),
                 "pile": (*PILE_AT, MIDDLE_CARD_W, MIDDLE_CARD_W * 1.5),
                 "discard": (*PILE_AT, MIDDLE_CARD_W, MIDDLE_CARD_W * 1.5),
                 "victories": VICTORY_BOX, "log": LOG_BOX, "mine": MINE_BOX,
                 "hand": (HAND_BOX[0], HAND_BOX[1] + 20, HAND_BOX[2], HAND_BOX[3] - 20)}
        if not rest and kind in fixed:
            return layout.rect(*fixed[kind])
        if name == "justice":
            if not self.view["justice"]:
                return None
            x, y, w, cw = JUSTICE_ROW
            return layout.rect(x, y, w, cw * 1.5)
        if kind == "card":
            card = self.card_named(rest)
            return self.card_rect(card) if card is not None else None
        if kind == "house":
            h, own = self.house_index(rest), self.own_entity()
            return self.field_rects.get((own, h)) if h is not None and own is not None else None
        if kind == "field":
            entity, _, house = rest.partition(":")
            h = self.house_index(house)
            return self.field_rects.get((int(entity), h)) if entity.isdigit() and h is not None else None
        if kind in ("seat", "hand") and rest.isdigit():
            if kind == "hand" and int(rest) == self.own_entity():
                return self.part_rect("hand")
            return self.seat_rects.get(int(rest))
        if kind == "button":
            found = self.role_buttons.get(rest)
            if found is None:
                found = next((b for a, b in self.move_buttons.items() if a.kind == rest), None)
            return self.button_rect(found)
        return None

    def lesson_target(self, name: str) -> pygame.Rect | None:
        return self.part_rect(name)

    def lesson_card_places(self) -> list[tuple[float, float, str]]:
        # Over the game log and the middle's right part (Justice's row, the Chariot), both empty or short while
        # a lesson runs: clear of the hand, every battlefield, the deck and pile, the victories and the buttons.
        return [(LOG_BOX[0] + LOG_BOX[2] - CARD_W, MIDDLE_BOX[1], "top")]

    # --- the hint ---
    def advised_rects(self, advice: Advice) -> list[pygame.Rect]:
        """Where the advised move is made on the table (its cards, battlefields, target, button), then the parts
        its reason speaks of."""
        action = advice.action
        own = self.own_entity()
        found: list[pygame.Rect | None] = []
        if action.kind == "place":
            found += [self.card_rect(c) for c in placed_cards(action)]
            found += [self.field_rects.get((own, h)) for h in placement_houses(action)] if own is not None else []
        elif action.kind == "discard":  # on a turn by the Discard button, after the Wheel by the panel's
            button = self.move_button(action) or self.role_buttons.get("discard")
            found += [self.card_rect(discarded(action)), self.button_rect(button)]
        elif action.kind == "forfeit":
            house = forfeited_house(action)
            found += [self.field_rects.get((own, house)) if own is not None else None,
                      self.button_rect(self.role_buttons.get("forfeit"))]
        elif action.kind == "trump":
            found += self.trump_rects(action)
        elif action.kind == "load":
            found += [self.card_rect(c) for c in loaded_cards(action)]
            found.append(self.button_rect(self.role_buttons.get("chariot")))
        else:
            found.append(self.button_rect(self.move_button(action)))
        found += [self.part_rect(name) for name in advice.points_at]
        return [rect for rect in found if rect is not None]

    def trump_rects(self, action: Action) -> list[pygame.Rect | None]:
        card = trump_card(action)
        choices = trump_choices(action)
        key = self.names.trump_keys[card - TRUMP_BASE]
        target = BOOK[key].target
        found: list[pygame.Rect | None] = [self.card_rect(card), self.button_rect(self.role_buttons.get("trump"))]
        if target == "battlefield":
            found.append(self.field_rects.get((choices[0], choices[1])))
        elif target == "player":
            found.append(self.seat_rects.get(choices[0]))
        elif target == "own house" and (own := self.own_entity()) is not None:
            found.append(self.field_rects.get((own, choices[0])))
        elif key == "chariot":
            found += [self.card_rect(c) for c in choices]
        return found

    def mark_advice(self, surface: pygame.Surface, advice: Advice) -> None:
        seen: list[pygame.Rect] = []
        for rect in self.advised_rects(advice):
            if rect not in seen:
                seen.append(rect)
                draw_mark(surface, rect)

    def hint_anchor(self) -> pygame.Rect:
        """The first of HINT_SPOTS where the hint's card covers none of the marks, nor an open panel."""
        advice = self.current_advice()
        if advice is None:
            return layout.rect(*HINT_SPOTS[-1], 2, 2)
        marks = [rect.inflate(layout.px(16), layout.px(16)) for rect in self.advised_rects(advice)]
        if self.panel is not None:
            marks.append(self.panel_rect())
        height = 34 + 20 * len(theme.wrap(advice.reason, 15, HINT_WIDTH - 24)[:6])
        for cx, bottom in HINT_SPOTS:
            x = min(max(8, cx - HINT_WIDTH / 2), 1272 - HINT_WIDTH)
            card = layout.rect(x, max(8, bottom - height), HINT_WIDTH, height)
            if card.collidelist(marks) < 0:
                return layout.rect(cx - 1, bottom - 2, 2, 2)
        return layout.rect(HINT_SPOTS[-1][0] - 1, HINT_SPOTS[-1][1] - 2, 2, 2)
