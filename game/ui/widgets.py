"""The client's widgets, drawn on the design grid: buttons, steppers, a slider, a text field, scrolling text."""

from __future__ import annotations

import math
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from game.i18n import words
from game.ui import text_probe, theme
from game.ui.theme import layout

_, ngettext = words("spelbordet")

Rect4 = tuple[float, float, float, float]
BLINK = 0.5  # seconds a text cursor is shown, then hidden
_blink = {"drawn": False}  # whether the last frame drew a blinking cursor (the loop then wakes to blink it)


def cursor_on() -> bool:
    """Whether a focused field's cursor is shown now; drawing one asks the loop to wake for its next blink."""
    _blink["drawn"] = True
    return (time.monotonic() // BLINK) % 2 == 0


def take_blink() -> float | None:
    """Seconds until a cursor drawn in the last frame blinks (None: none was drawn), and forgets it."""
    drawn, _blink["drawn"] = _blink["drawn"], False
    return BLINK - time.monotonic() % BLINK if drawn else None


class Page:
    """A still part of the screen (text in a panel), painted once and then blitted while its key is the same.

    The first time, `paint` draws on the screen as it always would and the result is kept, so the copy is the
    very pixels the painting gave; the key must name everything they depend on (the panel below, the scroll)."""

    def __init__(self) -> None:
        self.key: tuple[Any, ...] = ()
        self.image: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, key: tuple[Any, ...], paint: Callable[[], None]) -> None:
        area = rect.clip(surface.get_rect())
        key = (*key, area, surface.get_size(), layout.scale)
        if self.image is not None and key == self.key:
            surface.blit(self.image, area)
            return
        paint()
        self.key = key
        self.image = surface.subsurface(area).copy() if area.width and area.height else None


class Widget:
    def __init__(self, rect: Rect4) -> None:
        self.rect = rect
        self.enabled = True
        self.visible = True

    def screen_rect(self) -> pygame.Rect:
        return layout.rect(*self.rect)

    def hovered(self) -> bool:
        return self.enabled and self.visible and self.screen_rect().collidepoint(pygame.mouse.get_pos())

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the widget used the event."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


def clicked(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


class Button(Widget):
    def __init__(self, label: str, rect: Rect4, on_click: Callable[[], Any], *, hotkey: int | None = None,
                 primary: bool = False, size: float = 20) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.hotkey = hotkey
        self.primary = primary
        self.size = size

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.enabled and self.visible):
            return False
        if clicked(event, self.screen_rect()) or (
            self.hotkey is not None and event.type == pygame.KEYDOWN and event.key == self.hotkey
        ):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        if not self.enabled:
            fill, text, border = theme.PAPER_DARK, theme.DISABLED, theme.DISABLED
        elif self.primary:
            fill = theme.GOLD if not self.hovered() else (236, 188, 92)
            text, border = theme.INK, theme.GOLD_DARK
        else:
            fill = theme.PAPER if not self.hovered() else theme.WHITE
            text, border = theme.INK, theme.GOLD_DARK
        theme.panel(surface, rect, fill, border, radius=8, shadow=self.enabled)
        label = theme.fitted_text(self.label, self.size, rect.width - 2 * layout.px(6), text, bold=True)
        surface.blit(label, label.get_rect(center=rect.center))


class Stepper(Widget):
    """A value chosen from a list with ◀ and ▶ (or a click on the value, which steps forward). It stops at
    either end, where its arrow is greyed: one click below the least must not jump to the greatest."""

    def __init__(self, rect: Rect4, values: list[Any], index: int, on_change: Callable[[Any], None] | None = None,
                 show: Callable[[Any], str] = str, size: float = 18) -> None:
        super().__init__(rect)
        self.values = values
        self.index = index
        self.on_change = on_change
        self.show = show
        self.size = size

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        x, y, w, h = self.rect
        return layout.rect(x, y, h, h), layout.rect(x + w - h, y, h, h)

    def can_step(self, delta: int) -> bool:
        return 0 <= self.index + delta < len(self.values)

    def step(self, delta: int) -> None:
        if not self.can_step(delta):
            return
        self.index += delta
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.enabled and self.visible):
            return False
        left, right = self._arrows()
        if clicked(event, left):
            self.step(-1)
            return True
        if clicked(event, right) or clicked(event, self.screen_rect()):
            self.step(1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered():
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        colour = theme.INK if self.enabled else theme.DISABLED
        theme.panel(surface, rect, theme.WHITE if self.hovered() else theme.PAPER, theme.GOLD_DARK, radius=6,
                    shadow=False)
        left, right = self._arrows()
        for r, glyph, delta in ((left, "◀", -1), (right, "▶", 1)):
            live = self.enabled and self.can_step(delta)
            g = theme.text_surface(glyph, self.size * 0.8, theme.GOLD_DARK if live else theme.DISABLED)
            surface.blit(g, g.get_rect(center=r.center))
        label = theme.fitted_text(self.show(self.value), self.size, rect.width - 2 * rect.height, colour)
        surface.blit(label, label.get_rect(center=rect.center))


class Slider(Widget):
    """A value from 0 to 1, dragged or clicked."""

    def __init__(self, rect: Rect4, value: float, on_change: Callable[[float], None]) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def _set_from(self, x: int) -> None:
        rect = self.screen_rect()
        self.value = min(1.0, max(0.0, (x - rect.left) / max(1, rect.width)))
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.screen_rect().collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.screen_rect()
        bar = pygame.Rect(rect.left, rect.centery - layout.px(4), rect.width, layout.px(8))
        pygame.draw.rect(surface, theme.PAPER_DARK, bar, border_radius=layout.px(4))
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=layout.px(4))
        knob = (rect.left + filled.width, rect.centery)
        pygame.draw.circle(surface, theme.PAPER, knob, layout.px(11))
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, layout.px(11), width=max(1, layout.px(2)))


def typed(text: str) -> str:
    """What typing (or an input method) may add to a field: no control characters, and none of the invisible
    format ones (zero-width spaces, direction overrides) that would make a name look like another or like none."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf"))


class TextField(Widget):
    """One line of typed text; click to focus, Enter or a click elsewhere to finish. Text longer than the field
    scrolls: its end (where the typing goes on) stays in sight."""

    def __init__(self, rect: Rect4, text: str = "", max_length: int = 24, size: float = 18,
                 on_enter: Callable[[str], None] | None = None, placeholder: str = "") -> None:
        super().__init__(rect)
        self.text = text
        self.max_length = max_length
        self.size = size
        self.focused = False
        self.on_enter = on_enter
        self.placeholder = placeholder
        self.blink = 0.0
        self.selected = False  # the whole text is selected (Ctrl+A): what is typed next replaces it

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.enabled and self.visible):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.focused = self.screen_rect().collidepoint(event.pos)
            self.selected = False
            if self.focused:
                pygame.key.start_text_input()
            return self.focused  # a click elsewhere only ends the typing: what it hit (Back) takes it too
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            kept = "" if self.selected else self.text
            self.text, self.selected = (kept + typed(event.text))[: self.max_length], False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.selected = bool(self.text)
                return True
            if event.key == pygame.K_BACKSPACE:
                self.text = "" if self.selected else self.text[:-1]
                self.selected = False
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.focused = self.selected = False
                if self.on_enter:
                    self.on_enter(self.text)
            elif event.key == pygame.K_ESCAPE:
                self.focused = self.selected = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        theme.panel(surface, rect, theme.WHITE if self.focused else theme.PAPER,
                    theme.GOLD if self.focused else theme.GOLD_DARK, radius=6, shadow=False)
        shown = self.text or self.placeholder
        colour = theme.INK if self.text else theme.INK_SOFT
        label = theme.text_surface(shown, self.size, colour) if shown else None
        inner = rect.inflate(-layout.px(20), 0)
        end = inner.left  # where the cursor stands: after the typed text
        if label:
            overflow = max(0, label.get_width() - inner.width + layout.px(4)) if self.text else 0
            clip = surface.get_clip()
            surface.set_clip(inner)
            where = label.get_rect(midleft=(inner.left - overflow, rect.centery))
            if self.selected and self.focused:
                pygame.draw.rect(surface, theme.GOLD, where.inflate(layout.px(4), layout.px(2)))
            surface.blit(label, where)
            surface.set_clip(clip)
            if self.text:
                end += label.get_width() - overflow
        if self.focused and cursor_on():  # the loop wakes for its blinks
            cx = end + 2
            pygame.draw.line(surface, theme.INK, (cx, rect.top + layout.px(6)), (cx, rect.bottom - layout.px(6)), 2)


@dataclass
class Paragraph:
    text: str
    size: float = 17
    bold: bool = False
    colour: tuple[int, int, int] = theme.INK
    indent: float = 0
    family: str = "sans"
    space_before: float = 4


class ScrollText(Widget):
    """Wrapped paragraphs in a box that scrolls with the wheel or the arrow keys."""

    def __init__(self, rect: Rect4, paragraphs: list[Paragraph] | None = None, follow_end: bool = False,
                 title: str = "") -> None:
        super().__init__(rect)
        self.title = title  # a heading inside the panel ("Game log"), above the scrolling part
        self.head = 26.0 if title else 0.0
        self.paragraphs = paragraphs or []
        self.offset = 0.0
        self.follow_end = follow_end  # a log keeps its newest line in sight
        self._lines: list[tuple[Paragraph, str, float]] = []
        self._height = 0.0
        self._key: tuple[Any, ...] = ()
        self._page = Page()

    def set_paragraphs(self, paragraphs: list[Paragraph]) -> None:
        self.paragraphs = paragraphs
        self._key = ()

    def _layout(self) -> list[tuple[Paragraph, str, float]]:
        key = (layout.scale, len(self.paragraphs), id(self.paragraphs[-1]) if self.paragraphs else 0)
        if key != self._key:
            self._key = key
            # A log follows its newest line only while the reader is at the end; reading back, they stay put.
            at_end = self.offset >= self.max_offset() - 1
            lines = []
            y = 0.0
            width = self.rect[2] - 24
            for p in self.paragraphs:
                y += p.space_before
                for line in theme.wrap(p.text, p.size, width - p.indent, p.bold, p.family):
                    lines.append((p, line, y))
                    y += p.size * 1.35
            self._lines = lines
            self._height = y
            if self.follow_end and at_end:
                self.offset = self.max_offset()
        return self._lines

    def newer_below(self) -> bool:
        """A log read back while newer lines came in: the cue says so."""
        return self.follow_end and self.offset < self.max_offset() - 1

    def max_offset(self) -> float:
        return max(0.0, self._height - (self.rect[3] - 16 - self.head))

    def scroll(self, delta: float) -> None:
        self._layout()
        self.offset = min(self.max_offset(), max(0.0, self.offset + delta))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.screen_rect().collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * 40)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN,
                                                          pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END):
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: self.rect[3] - 40,
                    pygame.K_PAGEUP: 40 - self.rect[3], pygame.K_HOME: -math.inf, pygame.K_END: math.inf}[event.key]
            self.scroll(step)
            return True
        return False

    def body(self) -> pygame.Rect:
        """Where the lines are shown: below the heading, inside the panel's border."""
        x, y, w, h = self.rect
        return layout.rect(x, y + self.head, w, h - self.head).inflate(-layout.px(8), -layout.px(8))

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.rect
        rect = self.screen_rect()
        theme.panel(surface, rect, theme.PAPER, theme.GOLD_DARK, radius=8)
        if self.title:
            theme.draw_text(surface, self.title, x + 12, y + 8, 16, theme.INK_SOFT, bold=True)
        lines = self._layout()
        clip = surface.get_clip()
        body = self.body()
        room = h - 16 - self.head  # the height the lines may take

        def paint() -> None:
            surface.set_clip(body.clip(clip) if clip else body)
            for p, line, ly in lines:
                top = ly - self.offset
                if top < -0.5 or top + p.size * 1.35 > room + 0.5:
                    continue  # only whole lines: one cut in half under the heading reads as a broken line
                theme.draw_text(surface, line, x + 12 + p.indent, y + 8 + self.head + top, p.size, p.colour, p.bold,
                                family=p.family)
            surface.set_clip(clip)

        # The lines are painted again only when they or the scroll change (the panel below is the same each time).
        self._page.draw(surface, body.clip(clip) if clip else body, (self._key, self.offset, clip, id(lines)), paint)
        total = self._height
        if total > h - 16 - self.head:
            y, h = y + self.head, h - self.head
            bar_h = max(30.0, h * (h - 16) / total)
            bar_y = y + (h - bar_h) * (self.offset / self.max_offset())
            pygame.draw.rect(surface, theme.GOLD_DARK, layout.rect(x + w - 10, bar_y + 4, 5, bar_h - 8),
                             border_radius=layout.px(3))
        if self.newer_below():
            cue = layout.rect(x + w - 230, y + h - 34, 210, 26)
            theme.panel(surface, cue, theme.GOLD_DARK, theme.GOLD_DARK, radius=13)
            theme.draw_text(surface, _("▼ newer lines below (End)"), x + w - 125, y + h - 21, 13, theme.PAPER,
                            bold=True, anchor="center")


AnyWidget = TypeVar("AnyWidget", bound=Widget)  # Group.add gives back the widget as it was given


class Group:
    """Widgets that take events in order and draw together."""

    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = widgets or []

    def add(self, widget: AnyWidget) -> AnyWidget:
        self.widgets.append(widget)
        return widget

    def handle(self, event: pygame.event.Event) -> bool:
        return any(w.handle(event) for w in reversed(self.widgets) if w.visible)

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible and text_probe.probe is not None:
                with text_probe.drawing_control(w.screen_rect()):
                    w.draw(surface)
            else:
                w.draw(surface)
