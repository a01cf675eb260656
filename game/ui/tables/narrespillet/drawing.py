"""The tarot table's drawing from the view: the other players, the viewer's battlefields, the middle of the
table, the fanned hand and the words above the buttons. A part of TarotTable (which decides what the seat at the
screen may do); it records the rectangles that take clicks and hovers as it draws."""

from __future__ import annotations

import pygame

from game.engine.state import Action
from game.games.narrespillet.cards import TRUMP_BASE, CardNames
from game.games.narrespillet.trump_book import help_for
from game.games.narrespillet.view_types import EntityView, NarreView
from game.i18n import words
from game.ui import theme
from game.ui.table import TableScene
from game.ui.table_drawing import Tip, draw_thinking
from game.ui.tables.narrespillet import board
from game.ui.tables.narrespillet.board import Colour, draw_fitted
from game.ui.tables.narrespillet.images import BACK, draw_card
from game.ui.theme import layout

_, ngettext = words("narrespillet")

OTHERS_BOX = (16, 34, 976, 214)       # the other players (and the Demons)
VICTORY_BOX = (1004, 34, 264, 150)
LOG_BOX = (1004, 192, 264, 276)
MINE_BOX = (16, 256, 560, 200)         # the viewer's four battlefields
MIDDLE_BOX = (588, 256, 404, 200)      # deck, pile, Justice, the table's trumps
HAND_BOX = (16, 464, 976, 248)
CONTROL_Y = 476                         # the right column's buttons
HAND_CARD_W = 104
MIDDLE_CARD_W = 48
DECK_AT = (MIDDLE_BOX[0] + 10, MIDDLE_BOX[1] + 22)  # the deck's and the discard pile's top-left corners
PILE_AT = (MIDDLE_BOX[0] + 68, MIDDLE_BOX[1] + 22)
JUSTICE_ROW = (MIDDLE_BOX[0] + 128, MIDDLE_BOX[1] + 22, 266, MIDDLE_CARD_W)  # left, top, width, card width
CHARIOT_ROW = (MIDDLE_BOX[0] + 270, MIDDLE_BOX[1] + 118, 124, 36)


def others_boxes(view: NarreView, viewer: int | None) -> list[tuple[EntityView, tuple[float, float, float, float]]]:
    """The other players (and the Demons) along the top, each with its box."""
    others = [e for e in view["entities"] if e["entity"] != viewer]
    x, y, w, h = OTHERS_BOX
    bw = min(480.0, (w - 8 * (len(others) - 1)) / max(1, len(others)))
    return [(ent, (x + i * (bw + 8), y, bw, h)) for i, ent in enumerate(others)]


def mine_field_box(house: int) -> tuple[float, float, float, float]:
    """One of the viewer's own four battlefields."""
    x, y, w, h = MINE_BOX
    fw = (w - 20 - 18) / 4
    return x + 10 + house * (fw + 6), y + 8, fw, h - 16


def fan_slots(count: int) -> list[tuple[float, float]]:
    """The hand fanned at the bottom: each card's left edge and top, before any lift."""
    x, y, w, _ = HAND_BOX
    cw = HAND_CARD_W
    step = min(cw + 10, (w - 40 - cw) / max(1, count - 1))
    left = x + (w - (cw + step * (count - 1))) / 2
    mid = (count - 1) / 2
    return [(left + i * step, y + 40 + min(abs(i - mid) ** 2 * 1.6 if count > 1 else 0, 22)) for i in range(count)]


class TableDrawing(TableScene[NarreView]):
    names: CardNames
    selected: list[int]
    targets: dict[tuple[int, int], Action]
    field_rects: dict[tuple[int, int], pygame.Rect]
    seat_rects: dict[int, pygame.Rect]
    hand_rects: list[tuple[int, pygame.Rect]]
    pool_rects: list[tuple[int, pygame.Rect]]
    tips: list[tuple[pygame.Rect, Tip]]
    summary_open: int | None

    # --- what the table decides, for the drawing to show (TarotTable and its CardFlights) ---
    def turn_view(self) -> NarreView:
        """The view whose turn the table shows (the mover's while its cards fly)."""
        raise NotImplementedError

    def legal(self) -> list[Action]:
        """The moves of the seat at the screen, when it is theirs to make."""
        raise NotImplementedError

    def acting_entity(self) -> int | None:
        """The entity whose turn the viewer plays now."""
        raise NotImplementedError

    def accepting(self) -> set[int]:
        """The viewer's houses the selected cards may be placed on."""
        raise NotImplementedError

    def entity(self, e: int) -> EntityView | None:
        raise NotImplementedError

    def entity_label(self, entity: int) -> str:
        raise NotImplementedError

    def pool(self) -> list[int]:
        """Cards the acting entity may use."""
        raise NotImplementedError

    def blocked_house(self, entity: int) -> int:
        """Temperance's house: nobody may place there while it lies on the table."""
        temp = self.view["temperance"]
        return int(temp["house"]) if temp else -1

    def glow_for(self, entity: int) -> dict[int, Colour]:
        if self.targets:
            return {h: theme.GOLD for e, h in self.targets if e == entity and h >= 0}
        ent = self.entity(entity)
        if entity != self.acting_entity() or not self.selected or ent is None:
            return {}
        ok = self.accepting()
        return {h: board.ACCEPT if h in ok else board.REFUSE for h in range(4) if ent["fields"][h]["state"] == "open"}

    def draw_others(self, surface: pygame.Surface) -> None:
        current = self.turn_view()["pending"].get("entity")
        for ent, box in others_boxes(self.view, self.viewer()):
            e = ent["entity"]
            colour = (120, 30, 40) if ent["demons"] else theme.seat_colour(e)
            name = self.entity_label(e) + (f" ({self.entity_label(ent['controller'])})" if ent["demons"] else "")
            rects = board.draw_seat_box(surface, ent, name, colour, box, self.names, self.blocked_house(e),
                                        to_act=current == e, glow=self.glow_for(e))
            self.seat_rects[e] = layout.rect(*box)
            if (e, -1) in self.targets:
                pygame.draw.rect(surface, theme.GOLD, self.seat_rects[e], width=max(2, layout.px(4)),
                                 border_radius=layout.px(10))
            for house, rect in rects.items():
                self.field_rects[(e, house)] = rect
                tip = Tip(board.field_tip(ent["fields"][house], self.names, house), "placements")
                self.tips.append((rect, tip))

    def draw_mine(self, surface: pygame.Surface) -> None:
        viewer = self.viewer()
        x, y, w, h = MINE_BOX
        theme.panel(surface, layout.rect(x, y, w, h), (30, 62, 48), theme.GOLD_DARK, radius=10, shadow=False)
        if viewer is not None:
            self.seat_rects[viewer] = layout.rect(x, y, w, h)
        ent = self.entity(viewer) if viewer is not None else None
        if ent is None or viewer is None:
            draw_fitted(surface, _("Waiting for the next player"), x + w / 2, y + h / 2, 18, w - 20, theme.PAPER_DARK,
                        anchor="center")
            return
        glow = self.glow_for(viewer)
        for house in range(4):
            box = mine_field_box(house)
            board.draw_field(surface, ent["fields"][house], self.names, house, box, glow=glow.get(house),
                             blocked=self.blocked_house(viewer) == house, label_size=14)
            rect = layout.rect(*box)
            self.field_rects[(viewer, house)] = rect
            self.tips.append((rect, Tip(board.field_tip(ent["fields"][house], self.names, house), "placements")))

    def draw_middle(self, surface: pygame.Surface) -> None:
        view = self.view
        x, y, w, h = MIDDLE_BOX
        theme.panel(surface, layout.rect(x, y, w, h), (30, 62, 48), theme.GOLD_DARK, radius=10, shadow=False)
        self.pool_rects = []
        cw = MIDDLE_CARD_W
        for (cx, cy), top, label in ((DECK_AT, BACK if view["deck_count"] else None,
                                      _("Deck {count}").format(count=view["deck_count"])),
                                     (PILE_AT, view["discard"][-1] if view["discard"] else None,
                                      _("Pile {count}").format(count=len(view["discard"])))):
            if top is None:
                board.outline(surface, cx, cy, cw)
            else:
                draw_card(surface, top, cx, cy, cw)
            draw_fitted(surface, label, cx + cw / 2, y + 4, 13, 56, theme.PAPER, bold=True, anchor="midtop")
        pile = _("Discard pile, last card on top: {card}").format(card=self.names.name(view["discard"][-1])) \
            if view["discard"] else _("Discard pile, last card on top")
        self.tips.append((layout.rect(*PILE_AT, cw, cw * 1.5), Tip(pile, "round")))
        pool = set(self.pool())
        border = {c: board.SELECTED for c in self.selected}
        justice = view["justice"]
        if justice:
            owner = _("{trump} ({name})").format(trump=self.names.title_of("justice"),
                                                 name=self.entity_label(justice["owner"]))
            draw_fitted(surface, owner, x + 128, y + 4, 13, 270, theme.PAPER, bold=True)
            if not justice["cards"]:
                draw_fitted(surface, _("(no cards left)"), x + 128, y + 26, 13, 266, theme.PAPER_DARK)
            for card, rect in board.row_of_cards(surface, justice["cards"], *JUSTICE_ROW, border=border):
                self.pool_rects.append((card, rect))
                said = _("{card} (Justice: anyone may use it)").format(card=self.card_tip(card))
                self.tips.append((rect, Tip(said, "trumps")))
        lines = []
        if view["temperance"]:
            t = view["temperance"]
            lines.append(_("Temperance ({name}) blocks {house}").format(name=self.entity_label(t["entity"]),
                                                                        house=self.names.house(t["house"])))
        if view["hermit"]:
            hm = view["hermit"]
            lines.append(ngettext("Hermit ({name}): {n} extra turn left", "Hermit ({name}): {n} extra turns left",
                                  hm["turns_left"]).format(name=self.entity_label(hm["entity"]), n=hm["turns_left"]))
        if view["demons"]:
            d = view["demons"]
            owner = self.entity_label(d["owner"])
            lines.append(_("The Demons play for {name} (without cards)").format(name=owner) if d["handless"]
                         else _("The Demons play for {name}").format(name=owner))
        if view["death"]:
            lines.append(_("Death: the deck is gone"))
        for ent in view["entities"]:
            if ent["strength"]:
                name = self.entity_label(ent["entity"])
                lines.append(_("Strength ({name}): two open cards").format(name=name) if ent["strength"] == "open"
                             else _("Strength ({name}): +1 closed card").format(name=name))
        # The acting entity's (or the viewer's) Chariot: its cards may go into a placement.
        viewer = self.viewer()
        acting = self.acting_entity()
        holder = acting if acting is not None else viewer
        carrier = self.entity(holder) if holder is not None else None
        chariot = carrier is not None and carrier["chariot"] is not None
        ty = y + 100
        for line in lines[:5]:
            draw_fitted(surface, line, x + 10, ty, 13, 250 if chariot else 384, theme.PAPER_DARK)
            ty += 18
        if carrier is not None and carrier["chariot"] is not None:
            draw_fitted(surface, _("Chariot"), x + 270, y + 100, 13, 124, theme.PAPER, bold=True)
            cards = carrier["chariot"]
            if not cards:
                draw_fitted(surface, _("(empty)"), x + 270, y + 120, 12, 124, theme.PAPER_DARK)
            for card, rect in board.row_of_cards(surface, cards, *CHARIOT_ROW, border=border):
                self.pool_rects.append((card, rect))
                said = _("{card} (in the Chariot)").format(card=self.card_tip(card))
                self.tips.append((rect, Tip(said, "trumps")))
        if not pool:
            self.pool_rects = []

    def hand_cards(self) -> tuple[list[int], set[int], str]:
        """The cards fanned at the bottom: the acting entity's, else the viewer's; the open ones; a title."""
        e = self.acting_entity()
        if e is None:
            e = self.viewer()
        ent = self.entity(e) if e is not None else None
        if ent is None or ent["hand"] is None:
            return [], set(), ""
        title = _("The Demons' hand") if ent["demons"] else _("Your hand")
        return list(ent["hand"]) + list(ent["open_cards"]), set(ent["open_cards"]), title

    def draw_hand(self, surface: pygame.Surface) -> None:
        x, y, w, h = HAND_BOX
        cards, opens, title = self.hand_cards()
        self.hand_rects = []
        if title and cards:
            draw_fitted(surface, title, x + 8, y, 15, w - 16, theme.PAPER, bold=True)
        if not cards:
            viewer = self.viewer()
            ent = self.entity(viewer) if viewer is not None else None
            if ent is not None and ent["done"]:
                draw_fitted(surface, _("Your four battlefields are filled: you are done for this round"), x + w / 2,
                            y + 120, 18, w - 40, theme.PAPER_DARK, anchor="center")
            return
        cw = HAND_CARD_W
        n = len(cards)
        slots = fan_slots(n)
        mouse = pygame.mouse.get_pos()
        # The card under the mouse: the topmost (last drawn) whose rectangle holds it.
        base_rects = [layout.rect(sx, y + 62, cw, cw * 1.5) for sx, _ in slots]
        hover = next((i for i in range(n - 1, -1, -1) if base_rects[i].collidepoint(mouse)), -1)
        selectable = set(self.pool())
        for i, card in enumerate(cards):
            lift = 0.0
            if card in self.selected:
                lift = 34
            elif i == hover and card in selectable:
                lift = 20
            sx, sy = slots[i]
            cy = sy - lift
            border = board.SELECTED if card in self.selected else None
            rect = draw_card(surface, card, sx, cy, cw, border=border)
            if card in opens:
                draw_fitted(surface, _("open"), sx + cw / 2, cy - 2, 12, cw, theme.GOLD, bold=True, anchor="midbottom")
            self.hand_rects.append((card, rect))
            self.tips.append((rect, Tip(self.card_tip(card), "trumps" if card >= TRUMP_BASE else "deck")))

    def card_tip(self, card: int) -> str:
        """A card's name, and for a trump what it does when played."""
        if card < TRUMP_BASE:
            return self.names.name(card)
        return f"{self.names.name(card)}: {help_for(self.names.trump_keys[card - TRUMP_BASE])}"

    def draw_column(self, surface: pygame.Surface) -> None:
        """Above the buttons: what the selection is, or whose decision the table waits for."""
        x, y = 1004, CONTROL_Y
        legal = self.legal()
        if self.summary_open is not None:
            draw_fitted(surface, _("The round is over"), x + 4, y, 15, 260, theme.PAPER, bold=True)
        elif legal and self.view["pending"]["kind"] == "turn":
            sel = self.selected
            text = (_("Select cards, then a battlefield") if not sel else
                    ngettext("Selected: {n} card", "Selected: {n} cards", len(sel)).format(n=len(sel)))
            draw_fitted(surface, text, x + 4, y, 15, 260, theme.PAPER, bold=True)
        elif legal:
            draw_fitted(surface, _("Your decision"), x + 4, y, 15, 260, theme.PAPER, bold=True)
        else:
            player = self.turn_view()["current"]
            if player is not None and player >= 0:
                draw_fitted(surface, _("Waiting for {name}").format(name=self.entity_label(player)), x + 4, y, 15, 220,
                            theme.PAPER_DARK)
                pending = self.view["pending"]
                ai = self.bots[player] is not None
                if ai and (self.thinking() or pending.get("kind") == "fool" and self.wait > 0):
                    draw_thinking(surface, x + 250, y + 10)
