"""Cards moving on the tarot table: the part of TarotTable that flies them. What moved comes from the events the
rules told of the move, as the seat at the screen may see them (moves.told_moves); while cards fly the table draws
the view with them not yet where they land."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.events import Event
from game.engine.match import Match
from game.games.narrespillet.view_types import NarreView
from game.ui import theme
from game.ui.motion import Flights
from game.ui.table import TableScene
from game.ui.tables.narrespillet import board, moves
from game.ui.tables.narrespillet.images import BACK, draw_card
from game.ui.theme import layout

if TYPE_CHECKING:
    from game.ui.app import App

CARD_SECONDS = 0.55  # a card on its way across the table, at normal animation speed
CARD_GAP = 0.07  # seconds between cards setting off one after another


class CardFlights(TableScene[NarreView]):
    """Table hooks for the cards' flights."""

    def __init__(self, app: App, match: Match, save_path: Path | None = None, replaying: bool = False) -> None:
        self.flights: Flights[NarreView] = Flights()  # cards on their way across the table
        # Each entity's last placement, marked on its battlefield until its next: (entity, house) -> the cards.
        self.last_placed: dict[int, tuple[tuple[int, int], tuple[int, ...]]] = {}
        super().__init__(app, match, save_path, replaying)

    def view_changed(self, before: NarreView, after: NarreView, events: list[Event]) -> None:
        """The cards the move's events tell of fly from where they lay to where they lie now; one that came out of
        a hidden hand or the deck flies face down and turns up where it lands, and one the seat at the screen may
        not see flies as a back."""
        self.mark_placements(events)
        seconds = self.pace(CARD_SECONDS)
        if not seconds or before["seat"] != after["seat"]:
            return
        viewer = after["seat"]
        start = moves.Spots(before, viewer, moves.fanned_entity(before, viewer))
        end = moves.Spots(after, viewer, moves.fanned_entity(after, viewer))
        gap, offset, played = self.pace(CARD_GAP), 0.0, False
        found = moves.told_moves(before, events)
        # Backs dealt into one hand fill its row from the left: the first lands on the first new back.
        backs_to = Counter(m.target for m in found if m.card == BACK)
        for i, move in enumerate(found):
            drawn = move.source == moves.DECK and move.target[0] == "hand"
            if drawn and played and not offset:
                offset = seconds * 0.5  # cards drawn after a move set off once its cards are on their way
            played = played or not drawn
            here = start.slot(move.source, move.card)
            there = end.slot(move.target, move.card, backs_to[move.target])
            backs_to[move.target] -= move.card == BACK
            a, b = slot_centre(here), slot_centre(there)
            self.flights.launch(a, b, CardPaint(move.card if move.face_up else BACK, here[2], there[2]), seconds,
                                delay=offset + i * gap, arc=min(30.0, 0.15 * math.dist(a, b)), source=move.source,
                                target=move.target, amount=1, item=None if move.card == BACK else move.card)
        self.flights.moved_from = before
        self.wait = max(self.wait, self.flights.seconds_left())

    def mark_placements(self, events: list[Event]) -> None:
        """The cards a move put on a battlefield from a hand, Justice or the Chariot become that entity's last
        placement (a stolen placement moved by the Fool is the thief's)."""
        placed: dict[int, tuple[tuple[int, int], list[int]]] = {}
        for event in events:
            parts = event.target.split(":")
            if event.kind != "moved" or parts[0] != "field" or not event.piece.startswith("card:"):
                continue
            entity, house = int(parts[1]), int(parts[2])
            where, cards = placed.setdefault(entity, ((entity, house), []))
            if where == (entity, house):
                cards.append(int(event.piece.split(":")[1]))
        for entity, (where, cards) in placed.items():
            self.last_placed[entity] = (where, tuple(cards))

    def marked_slots(self, view: NarreView, viewer: int | None) -> list[list[board.Slot]]:
        """Where the last placements of the seats other than the viewer's lie now (those still on the table), one
        list of card slots per placement."""
        if not self.last_placed:
            return []
        spots = moves.Spots(view, viewer, moves.fanned_entity(view, viewer))
        slots = []
        for entity, ((_, house), cards) in self.last_placed.items():
            ent = spots.entity(entity)
            if ent is None or ent["controller"] == viewer:
                continue
            lying = ent["fields"][house].get("cards", []) if house < len(ent["fields"]) else []
            shown = [spots.slot(("field", entity, house), card) for card in cards if card in lying]
            if shown:
                slots.append(shown)
        return slots

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Each other seat's last placement, framed in gold on its battlefield."""
        for slots in self.marked_slots(self.view, self.viewer()):
            left, top = min(x for x, _, _ in slots), min(y for _, y, _ in slots)
            right = max(x + w for x, _, w in slots)
            bottom = max(y + w * 1.5 for _, y, w in slots)
            frame = layout.rect(left - 4, top - 4, right - left + 8, bottom - top + 8)
            pygame.draw.rect(surface, theme.GOLD, frame, width=max(2, layout.px(3)), border_radius=layout.px(7))

    def turn_view(self) -> NarreView:
        """The view whose turn the table shows (the mover's while its cards fly)."""
        return self.flights.turn_view(self.view)

    def animate(self, dt: float) -> None:
        self.flights.update(dt)

    def animation_done(self) -> bool:
        return not self.flights.busy

    def skip_animation(self) -> None:
        self.flights.skip()
        super().skip_animation()

    def hide_seat(self) -> None:
        self.flights.skip()  # the cards in flight were drawn for the seat leaving the screen
        super().hide_seat()

    def on_table(self) -> NarreView:
        """The view as the table shows it now: cards still in flight are not yet where they land."""
        view = self.view
        if not self.flights.busy:
            return view
        backs: dict[int, int] = {}
        for f in self.flights.flights:
            if f.item is None and isinstance(f.target, tuple) and f.target[0] == "hand":
                backs[f.target[1]] = backs.get(f.target[1], 0) + 1
        return moves.on_table(view, self.flights.carried(), backs, self.flights.shown(moves.DECK, view["deck_count"]))

    @contextmanager
    def showing(self, view: NarreView) -> Iterator[None]:
        """The drawing reads self.view: for one frame it reads the view as the table shows it."""
        real, self.view = self.view, view
        try:
            yield
        finally:
            self.view = real


def slot_centre(slot: board.Slot) -> tuple[float, float]:
    x, y, w = slot
    return x + w / 2, y + w * 0.75


@dataclass(frozen=True)
class CardPaint:
    """A flying card (BACK: face down), growing or shrinking from its size where it left to its size where it
    lands."""

    card: int
    width_from: float
    width_to: float

    def __call__(self, surface: pygame.Surface, at: tuple[float, float], progress: float) -> None:
        w = self.width_from + (self.width_to - self.width_from) * progress
        draw_card(surface, self.card, at[0] - w / 2, at[1] - w * 0.75, w)
