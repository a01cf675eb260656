"""Where every text of a frame landed, for the test that a screen's layout holds in every language.

While a probe is on (`watching()`), the theme notes each rendered line of text, `theme.fit` notes each text it
shortened with "…", and a widget group notes each control it draws. A scene drawn on a `ProbeSurface` then
leaves a list of texts with the rectangle their ink covers and the control they were drawn for, and `faults()`
says what a player would see as broken: text cut off at the window's edge or its control's, text shortened, or
text drawn over other text or over a control it does not belong to. Off, the probe costs one test per text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass
class Drawn:
    text: str
    ink: pygame.Rect  # the pixels the glyphs cover, on the probed surface
    owner: pygame.Rect | None  # the control this text labels, if it was drawn for one


@dataclass
class Probe:
    rendered: dict[int, tuple[pygame.Surface, str]] = field(default_factory=dict)
    drawn: list[Drawn] = field(default_factory=list)
    controls: list[pygame.Rect] = field(default_factory=list)
    shortened: list[str] = field(default_factory=list)
    owner: pygame.Rect | None = None

    def faults(self, window: pygame.Rect) -> list[str]:
        found = [f"shortened with an ellipsis: {text!r}" for text in dict.fromkeys(self.shortened)]
        for item in self.drawn:
            if not window.contains(item.ink):
                found.append(f"cut off at the window's edge: {item.text!r} at {tuple(item.ink)}")
            if item.owner is not None and not item.owner.inflate(2, 2).contains(item.ink):
                found.append(f"wider than its control: {item.text!r} ({item.ink.width} px in {item.owner.width} px)")
            if item.owner is None:
                for control in self.controls:
                    overlap = control.clip(item.ink)
                    if overlap.width > 1 and overlap.height > 1:
                        found.append(f"drawn over a control: {item.text!r} at {tuple(item.ink)}")
                        break
        for i, first in enumerate(self.drawn):
            for second in self.drawn[i + 1:]:
                if first.text == second.text:
                    continue  # a text and its shadow, or the same label twice
                overlap = first.ink.clip(second.ink)
                if overlap.width > 1 and overlap.height > 1:
                    found.append(f"texts drawn over each other: {first.text!r} and {second.text!r}")
        return found


probe: Probe | None = None


@contextmanager
def watching() -> Iterator[Probe]:
    """Notes the texts drawn until the block ends."""
    global probe
    probe = Probe()
    try:
        yield probe
    finally:
        probe = None


def note_rendered(surface: pygame.Surface, text: str) -> None:
    if probe is not None and text.strip():
        probe.rendered[id(surface)] = (surface, text)


def note_shortened(text: str) -> None:
    if probe is not None:
        probe.shortened.append(text)


@contextmanager
def drawing_control(rect: pygame.Rect) -> Iterator[None]:
    """Texts drawn inside the block label the control at `rect`."""
    if probe is None:
        yield
        return
    probe.controls.append(rect)
    probe.owner = rect
    try:
        yield
    finally:
        probe.owner = None


class ProbeSurface(pygame.Surface):
    """A surface that notes where each rendered text is blitted on it."""

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        placed = super().blit(source, dest, area, special_flags)
        seen = probe.rendered.get(id(source)) if probe is not None else None
        if probe is not None and seen is not None and seen[0] is source and area is None:
            ink = source.get_bounding_rect()
            at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
            if ink.width and ink.height:
                probe.drawn.append(Drawn(seen[1], ink.move(at), probe.owner))
        return placed
