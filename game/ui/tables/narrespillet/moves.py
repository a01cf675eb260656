"""Which cards a move sent flying on the tarot table, from the events the rules told of it, and where they lie on
the screen.

The rules tell every card that moves from place to place (game/games/narrespillet/told.py names the places); the
table reads them as the seat at the screen may see them: a card that seat may not see is a back, and a card flies
face up only if it was in sight where it left (else it turns up where it lands).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Event
from game.games.narrespillet.view_types import EntityView, FieldView, JusticeView, NarreView
from game.ui.tables.narrespillet import board, drawing
from game.ui.tables.narrespillet.images import BACK

# ("hand", e) | ("field", e, house) | ("chariot", e) | ("table", e) | ("justice",) | ("discard",) | ("deck",)
Place = tuple[str | int, ...]
DECK: Place = ("deck",)
# A trump lying in front of a player for its effect ("table", e) is said in words in the middle of the table, under
# the deck (drawing.draw_middle): it flies to and from there.
TRUMP_WORDS_AT = (drawing.MIDDLE_BOX[0] + 10, drawing.MIDDLE_BOX[1] + 100)
MOST_MOVES = 24  # more at once (a new deal, the pile turned into a deck) only the first ones fly


@dataclass(frozen=True)
class Move:
    card: int  # the card, or BACK for a card nobody at the screen may see
    source: Place
    target: Place
    face_up: bool  # shown face up on the way (it was in sight where it left)


def locate(view: NarreView) -> dict[int, Place]:
    """Every card the view shows, and where it lies."""
    where: dict[int, Place] = {}
    for card in view["discard"]:
        where[card] = ("discard",)
    justice = view["justice"]
    for card in justice["cards"] if justice else []:
        where[card] = ("justice",)
    for ent in view["entities"]:
        e = ent["entity"]
        for card in list(ent["hand"] or []) + list(ent["open_cards"]) + list(ent["known_cards"]):
            where[card] = ("hand", e)
        for card in ent["chariot"] or []:
            where[card] = ("chariot", e)
        for house, field in enumerate(ent["fields"]):
            for card in field.get("cards", []):
                where.setdefault(card, ("field", e, house))  # a pair on two houses flies to the first
    return where


_PLACES = {"deck": 0, "discard": 0, "justice": 0, "hand": 1, "chariot": 1, "table": 1, "field": 2}  # its numbers


def place_of(told: str) -> Place | None:
    """A told place ("hand:2", "field:1:3", "deck") as the table's Place; None for a place the table does not
    know."""
    kind, *numbers = told.split(":")
    if _PLACES.get(kind) != len(numbers):
        return None
    return (kind, *(int(n) for n in numbers))


def told_moves(before: NarreView, events: list[Event]) -> list[Move]:
    """The cards the events (as the seat at the screen may see them) moved, in the order told, the move first and
    then the draws; a card flies face up if the view before showed it where it left (a trump lying in front of a
    player lies open)."""
    seen = locate(before)
    moves: list[Move] = []
    for event in events:
        kind, _, number = event.piece.partition(":")
        if event.kind != "moved" or kind != "card":
            continue
        source, target = place_of(event.source), place_of(event.target)
        if source is None or target is None:
            continue
        card = int(number) if number else BACK
        moves.append(Move(card, source, target, card != BACK and (seen.get(card) == source or source[0] == "table")))
    moves.sort(key=lambda m: m.source == DECK and m.target[0] == "hand")  # the move first, then the draws
    return moves[:MOST_MOVES]


class Spots:
    """Where a place's cards lie on the screen for one view and viewer (design coordinates)."""

    def __init__(self, view: NarreView, viewer: int | None, fanned: int | None) -> None:
        self.view = view
        self.viewer = viewer
        self.fanned = fanned  # the entity whose hand is fanned at the bottom
        self.boxes = {ent["entity"]: (ent, box) for ent, box in drawing.others_boxes(view, viewer)}

    def entity(self, e: int) -> EntityView | None:
        return next((x for x in self.view["entities"] if x["entity"] == e), None)

    def slot(self, place: Place, card: int, from_end: int = 1) -> board.Slot:
        """The card's own slot at the place (its place in the row), or the row's end for a card not shown there;
        a back in another player's hand goes to the `from_end`-th back from the end of the row."""
        kind = place[0]
        if kind == "deck":
            return (*drawing.DECK_AT, drawing.MIDDLE_CARD_W)
        if kind == "discard":
            return (*drawing.PILE_AT, drawing.MIDDLE_CARD_W)
        if kind == "table":
            return (*TRUMP_WORDS_AT, drawing.MIDDLE_CARD_W)
        if kind == "justice":
            justice = self.view["justice"]["cards"] if self.view["justice"] else []
            return in_row(list(justice), card, drawing.JUSTICE_ROW)
        e = int(place[1])
        ent = self.entity(e)
        if kind == "field":
            house = int(place[2])
            cards = list(ent["fields"][house].get("cards", [])) if ent else []
            if e in self.boxes:
                box, label_size = board.seat_field_box(self.boxes[e][1], house)
            else:
                box, label_size = drawing.mine_field_box(house), 14
            return in_row(cards, card, board.field_cards_at(box, label_size))
        if ent is None:
            return (*drawing.DECK_AT, drawing.MIDDLE_CARD_W)
        if e == self.fanned and ent["hand"] is not None and kind == "hand":
            cards = list(ent["hand"]) + list(ent["open_cards"])
            slots = drawing.fan_slots(max(1, len(cards)))
            i = cards.index(card) if card in cards else len(cards) // 2
            return (*slots[min(i, len(slots) - 1)], drawing.HAND_CARD_W)
        if kind == "chariot" and e not in self.boxes:
            return in_row(list(ent["chariot"] or []), card, drawing.CHARIOT_ROW)
        if e in self.boxes:  # a hand or a Chariot in another player's box: one row, the Chariot after the hand
            row = board.seat_hand_row(ent) + list(ent["chariot"] or [])
            at = board.seat_hand_at(self.boxes[e][1])
            backs = [i for i, c in enumerate(row) if c == BACK]
            if card == BACK and backs:
                return in_row(row, BACK, at, index=backs[max(0, len(backs) - from_end)])
            return in_row(row, card, at)
        return (*drawing.fan_slots(1)[0], drawing.HAND_CARD_W)  # the viewer's own hand while the Demons' hand is fanned


def in_row(cards: list[int], card: int, row: tuple[float, float, float, float], index: int | None = None
           ) -> board.Slot:
    """A card's slot in a row of cards (left, top, width, card width); a card not in it goes at the end."""
    x, y, w, card_w = row
    i = index if index is not None else cards.index(card) if card in cards else len(cards)
    step = board.row_step(max(len(cards), i + 1), w, card_w)
    return x + i * step, y, card_w


def fanned_entity(view: NarreView, viewer: int | None) -> int | None:
    """The entity whose hand the table fans at the bottom: the viewer's, or the Demons' on the viewer's turn
    for them."""
    pending = view["pending"]
    e = pending.get("entity") if pending.get("kind") == "turn" else None
    ent = next((x for x in view["entities"] if x["entity"] == e), None)
    if viewer is not None and ent is not None and ent["controller"] == viewer and ent["hand"] is not None:
        return e
    return viewer


def on_table(view: NarreView, flying: set[int], backs: dict[int, int], deck_count: int) -> NarreView:
    """The view as the table shows it while cards fly: the flying cards are not yet where they land, the hidden
    hands they fly into are that much smaller, and the deck holds what has not left it yet."""
    def keep(cards: list[int]) -> list[int]:
        return [c for c in cards if c not in flying]

    def field(f: FieldView) -> FieldView:
        cards = f.get("cards", [])
        if not any(c in flying for c in cards):
            return f
        if f["state"] == "placed" and not keep(cards):
            return {"state": "open"}
        return {**f, "cards": keep(cards)}

    entities: list[EntityView] = []
    for ent in view["entities"]:
        hand = None if ent["hand"] is None else keep(ent["hand"])
        held = list(ent["hand"] or []) + list(ent["open_cards"]) + list(ent["known_cards"])
        gone = sum(c in flying for c in held) + backs.get(ent["entity"], 0)
        entities.append({**ent, "hand": hand, "open_cards": keep(ent["open_cards"]),
                         "known_cards": keep(ent["known_cards"]), "hand_count": ent["hand_count"] - gone,
                         "chariot": None if ent["chariot"] is None else keep(ent["chariot"]),
                         "fields": [field(f) for f in ent["fields"]]})
    before = view["justice"]
    justice: JusticeView | None = None if before is None else {**before, "cards": keep(before["cards"])}
    return {**view, "entities": entities, "discard": keep(view["discard"]), "justice": justice,
            "deck_count": deck_count}
