"""Things moving on the table — chips, coins, cards — from one spot to another in a gentle eased arc.

A table works out what moved from the view before and after a move, adds a Flight per thing that moved and,
while it flies, draws the end state minus what has not landed yet (`shown`, `carried`), so nothing is on the
table twice. With the animation off nothing flies: a flight of zero seconds is never added.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

Point = tuple[float, float]
# Draws one piece centred at a design point; the second argument is the flight's progress, 0 to 1.
Paint = Callable[[pygame.Surface, Point, float], None]
ViewT = TypeVar("ViewT", bound=Mapping[str, object])  # the view of the table's game
PlaceT = TypeVar("PlaceT", bound=Hashable)  # a place money lies at


def ease(t: float) -> float:
    """Slow off, fast through the middle, slow landing."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Flight:
    """One or more pieces on their way from `start` to `end` (design coordinates), the later ones trailing."""

    start: Point
    end: Point
    paint: Paint
    duration: float
    count: int = 1
    delay: float = 0.0
    arc: float = 15.0  # how far (design pixels) the middle of the path rises above the straight line
    source: Hashable = None  # the place the pieces leave, and the place they land: for what the table shows
    target: Hashable = None
    amount: int = 0  # how much the pieces stand for (dollars, chips)
    item: Any = None  # the thing carried (a card), kept off its target until it lands
    elapsed: float = 0.0

    TRAIL = 0.06  # each following piece is this share of the way behind the one before

    @property
    def departed(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def landed(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    def point(self, behind: float = 0.0) -> Point:
        """Where a piece `behind` of the way after the leader is now."""
        t = max(0.0, ease(self.progress) - behind)
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - self.arc * 4 * t * (1 - t)
        return x, y


class Flights(Generic[ViewT]):
    """The things moving on the table now (on the table of a game whose view is a ViewT)."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.moved_from: ViewT | None = None  # the view before the move that set these pieces off

    def turn_view(self, view: ViewT) -> ViewT:
        """The view whose turn the table shows: while a move's pieces fly, still the one before it, so the prompt
        and the seat highlight pass to the next player when they land, together with the animation."""
        return self.moved_from if self.busy and self.moved_from is not None else view

    def launch(self, start: Point, end: Point, paint: Paint, seconds: float, *, count: int = 1, delay: float = 0.0,
               arc: float = 15.0, source: Hashable = None, target: Hashable = None, amount: int = 0,
               item: Any = None) -> Flight | None:
        """A new flight; none when the animation is off (seconds 0) or nothing moves."""
        if seconds <= 0 or count <= 0:
            return None
        flight = Flight(start, end, paint, seconds, count, delay, arc, source, target, amount, item)
        self.flights.append(flight)
        return flight

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def seconds_left(self) -> float:
        return max((f.delay + f.duration - f.elapsed for f in self.flights), default=0.0)

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.elapsed += dt
        self.flights = [f for f in self.flights if not f.landed]

    def skip(self) -> None:
        """Everything lands at once (a click or a key)."""
        self.flights = []

    def shown(self, place: Hashable, value: int) -> int:
        """How much the table shows at `place` while things fly, given the amount there after the move:
        what is still on its way there is not there yet, and what has not set off from there still is."""
        arriving = sum(f.amount for f in self.flights if f.target == place)
        waiting = sum(f.amount for f in self.flights if f.source == place and not f.departed)
        return value - arriving + waiting

    def carried(self, places: Iterable[Hashable] | None = None) -> set[Any]:
        """The items on their way (to one of `places`, or anywhere): the table keeps them off their target."""
        wanted = None if places is None else set(places)
        return {f.item for f in self.flights if f.item is not None and (wanted is None or f.target in wanted)}

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            if not f.departed:
                continue
            for i in reversed(range(f.count)):  # the leader is drawn last, on top
                f.paint(surface, f.point(i * Flight.TRAIL), f.progress)
