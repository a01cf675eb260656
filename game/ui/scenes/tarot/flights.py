"""Cards moving on the tarot table: a mixin of TarotTable. What moved comes from the two views on screen
(tarot/moves.py); while cards fly the table draws the view with them not yet where they land."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.motion import Flights
from game.ui.scenes.tarot import board, moves
from game.ui.scenes.tarot.images import BACK, draw_card

CARD_SECONDS = 0.55  # a card on its way across the table, at normal animation speed
CARD_GAP = 0.07  # seconds between cards setting off one after another


class CardFlights:
    """Table hooks for the cards' flights (mixed in before TableScene)."""

    view: dict[str, Any]
    wait: float
    pace: Callable[[float], float]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.flights = Flights()  # cards on their way across the table
        super().__init__(*args, **kwargs)

    def view_changed(self, before: dict[str, Any], after: dict[str, Any]) -> None:
        """The cards that moved between the two views on screen fly from where they lay to where they lie now;
        one that came out of a hidden hand or the deck flies face down and turns up where it lands."""
        seconds = self.pace(CARD_SECONDS)
        if not seconds or before.get("seat") != after.get("seat"):
            return
        viewer = after.get("seat")
        start = moves.Spots(before, viewer, moves.fanned_entity(before, viewer))
        end = moves.Spots(after, viewer, moves.fanned_entity(after, viewer))
        gap, offset, played = self.pace(CARD_GAP), 0.0, False
        found = moves.card_moves(before, after)
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

    def turn_view(self) -> dict[str, Any]:
        """The view whose turn the table shows (the mover's while its cards fly)."""
        return self.flights.turn_view(self.view)

    def animate(self, dt: float) -> None:
        self.flights.update(dt)

    def animation_done(self) -> bool:
        return not self.flights.busy

    def skip_animation(self) -> None:
        self.flights.skip()
        super().skip_animation()  # type: ignore[misc]

    def hide_seat(self) -> None:
        self.flights.skip()  # the cards in flight were drawn for the seat leaving the screen
        super().hide_seat()  # type: ignore[misc]

    def on_table(self) -> dict[str, Any]:
        """The view as the table shows it now: cards still in flight are not yet where they land."""
        view = self.view
        if not self.flights.busy:
            return view
        backs: dict[int, int] = {}
        for f in self.flights.flights:
            if f.item is None and f.target[0] == "hand":
                backs[f.target[1]] = backs.get(f.target[1], 0) + 1
        return moves.on_table(view, self.flights.carried(), backs, self.flights.shown(moves.DECK, view["deck_count"]))

    @contextmanager
    def showing(self, view: dict[str, Any]) -> Iterator[None]:
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
