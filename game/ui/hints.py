"""The table's Hint: asked of the game's adviser on a worker thread (the window keeps drawing), stamped with the
position it speaks of, and shown only while the table is still at that position; and how a hint is drawn (the
reason card and the gold ring a table puts on the advised move).

The adviser is handed the seat's decision on a copy of the state, as an AI seat is: it reads only what the seat
may know, and the table may go on drawing (and moving) meanwhile."""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

import pygame

from game.engine.advice import Advice, Adviser
from game.i18n import words
from game.session.session import TableSession
from game.session.shared_screen import Networked
from game.ui import theme
from game.ui.scene import wake_loop
from game.ui.table_drawing import draw_thinking
from game.ui.theme import layout

_, ngettext = words("spelbordet")


@dataclass(frozen=True)
class Asked:
    """A hint asked for: the position (session version) and seat it speaks of, and its advice once ready."""

    version: int
    seat: int
    advice: Advice | None = None
    failed: str = ""  # what went wrong, when the adviser raised


class HintAsker:
    """One hint at a time for a table. A newer question (or forget()) makes an older answer stale: it is dropped."""

    def __init__(self, adviser: Adviser) -> None:
        self.adviser = adviser
        self.asked: Asked | None = None
        self._lock = threading.Lock()

    def ask(self, session: TableSession, seat: int) -> None:
        decision = session.hint_decision(seat)
        asked = Asked(session.version, seat)
        with self._lock:
            self.asked = asked

        def think() -> None:
            try:
                answer = Asked(asked.version, seat, self.adviser(decision))
            except Exception as exc:  # noqa: BLE001 - a failing hint says so on the table; the game goes on
                answer = Asked(asked.version, seat, failed=f"{type(exc).__name__}: {exc}")
            with self._lock:
                if self.asked is asked:  # still the question of the day: not forgotten nor asked again
                    self.asked = answer
            wake_loop()

        threading.Thread(target=think, name="hint", daemon=True).start()

    def ask_authority(self, session: Networked, seat: int) -> None:
        """The same at a networked table: the authority works the hint out from the seat's own decision (only it
        holds the state a search samples from) and sends it back."""
        asked = Asked(session.version, seat)
        with self._lock:
            self.asked = asked

        def reply(advice: Advice | None, failed: str) -> None:
            with self._lock:
                if self.asked is asked:
                    self.asked = Asked(asked.version, seat, advice, failed if advice is None else "")
            wake_loop()

        session.ask_hint(seat, reply)

    def forget(self) -> None:
        with self._lock:
            self.asked = None

    def waiting(self, version: int) -> bool:
        """A hint for the position `version` is on its way."""
        asked = self.asked
        return asked is not None and asked.version == version and asked.advice is None and not asked.failed

    def answer(self, version: int) -> Asked | None:
        """The answered hint for position `version`, if any (an answer for another position is never given)."""
        asked = self.asked
        if asked is None or asked.version != version or (asked.advice is None and not asked.failed):
            return None
        return asked


def draw_mark(surface: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
    """A pulsing gold ring around `rect` (window pixels): the place a hint advises; `label` (a step's number)
    in a small gold disc at its top left corner."""
    pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 5)
    width = max(2, layout.px(3 + 2 * pulse))
    ring = rect.inflate(layout.px(10 + 6 * pulse), layout.px(10 + 6 * pulse))
    pygame.draw.rect(surface, theme.GOLD, ring, width=width, border_radius=layout.px(10))
    pygame.draw.rect(surface, theme.GOLD_DARK, ring.inflate(width * 2, width * 2), width=1,
                     border_radius=layout.px(12))
    if label:
        centre = ring.topleft
        pygame.draw.circle(surface, theme.GOLD, centre, layout.px(13))
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, layout.px(13), width=1)
        text = theme.text_surface(label, 14, theme.INK, bold=True)
        surface.blit(text, text.get_rect(center=centre))


HINT_WIDTH = 400  # design pixels


def draw_hint_card(surface: pygame.Surface, anchor: pygame.Rect, text: str, thinking: bool) -> pygame.Rect:
    """The hint's words in a card whose bottom centre is the anchor's (window pixels), with a turning ring while
    the hint is on its way. Returns where it was drawn."""
    lines = theme.wrap(text, 15, HINT_WIDTH - 24)[:6]
    h = 34 + 20 * len(lines)
    cx, bottom = layout.to_design(anchor.midbottom)
    x = min(max(8, cx - HINT_WIDTH / 2), 1272 - HINT_WIDTH)
    y = max(8, bottom - h)
    rect = layout.rect(x, y, HINT_WIDTH, h)
    theme.panel(surface, rect, (255, 250, 235), theme.GOLD, radius=8)
    theme.draw_text(surface, _("Hint"), x + 12, y + 7, 15, theme.GOLD_DARK, bold=True)
    if thinking:
        draw_thinking(surface, x + HINT_WIDTH - 22, y + 17)
    for i, line in enumerate(lines):
        theme.draw_text(surface, line, x + 12, y + 28 + 20 * i, 15, theme.INK)
    return rect
