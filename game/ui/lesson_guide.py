"""The guide of a lesson over its table: one step at a time, it rings the parts of the table the step speaks of,
points an arrow at the first, and says what to do in a card placed clear of them. A step that waits for a move
takes only that move (another is refused with the step's explanation, and nothing is lost); a step to read has a
Next button, and while it is shown the table makes no move of its own. Skip ends the lesson at any point; the game
goes on, with Hint there.

The table resolves the step's names (`TableScene.lesson_target`); the guide knows no game."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.lessons import Lesson, LessonStep
from game.engine.state import Action
from game.i18n import game_text, number, words
from game.ui import theme
from game.ui.hints import draw_mark
from game.ui.scene import is_key
from game.ui.theme import layout
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table import AnyTable

_, ngettext = words("spelbordet")

CARD_W = 440  # design pixels
MARGIN = 14


class LessonGuide:
    def __init__(self, table: AnyTable, lesson: Lesson, learner: int = 0) -> None:
        self.table = table
        self.lesson = lesson
        self.learner = learner
        self.index = 0
        self.card: pygame.Rect | None = None  # where the card was last drawn (window pixels)
        self.next_button = Button(_("Next"), (0, 0, 120, 40), self.next, primary=True, size=16)
        self.skip_button = Button(_("Skip the lesson"), (0, 0, 170, 40), self.skip, size=14)

    @property
    def step(self) -> LessonStep:
        return self.lesson.steps[self.index]

    def text(self, words: str) -> str:
        return game_text(self.lesson.game, words)

    # --- where the lesson stands ---
    def showing(self) -> bool:
        """Whether the step is on screen now: a step to read always, a step that waits for a move once the
        learner is to move (the others play first)."""
        if self.step.do is None:
            return True
        return self.table.human_to_act() == self.learner

    def holds_table(self) -> bool:
        """While the learner reads, the table makes no move of its own."""
        return self.step.do is None

    def refusal(self, action: Action) -> str | None:
        """Why the learner's move is not the one this step waits for (None: it is, or the step waits for none)."""
        wanted = self.step.do
        if wanted is None or not self.showing():
            return None if wanted is None else _("Wait for your turn: the lesson goes on then.")
        if tuple(action.to_json()) == wanted:
            return None
        return self.text(self.step.wrong) if self.step.wrong else \
            _("Not this move yet, in this lesson: {what}").format(what=self.text(self.step.say))

    def played(self, action: Action, actor: int) -> None:
        """A move was made at the table: the learner's expected move completes its step."""
        wanted = self.step.do
        if wanted is not None and actor == self.learner and tuple(action.to_json()) == wanted:
            self.next()

    def next(self) -> None:
        if self.index + 1 < len(self.lesson.steps):
            self.index += 1
        else:
            self.table.end_lesson(finished=True)

    def skip(self) -> None:
        self.table.end_lesson(finished=False)

    # --- input ---
    def handle(self, event: pygame.event.Event) -> bool:
        """The guide's own buttons (and Enter for Next); True when the event was the guide's."""
        if not self.showing():
            return False
        if self.step.do is None and (self.next_button.handle(event) or is_key(event, pygame.K_RETURN)):
            if is_key(event, pygame.K_RETURN):
                self.next()
            return True
        if self.skip_button.handle(event):
            return True
        # A click on the card itself is the guide's: it never reaches a piece the card covers.
        return self.card is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            self.card.collidepoint(event.pos)

    # --- drawing ---
    def targets(self) -> list[pygame.Rect]:
        found = [self.table.lesson_target(name) for name in self.step.point]
        return [rect for rect in found if rect is not None]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.showing():
            self.card = None
            return
        targets = self.targets()
        several = self.step.do is not None and len(targets) > 1
        for i, rect in enumerate(targets):
            draw_mark(surface, rect, number(i + 1) if several else "")
        lines = theme.wrap(self.text(self.step.say), 16, CARD_W - 28)
        height = 40 + 21 * len(lines) + 56
        card = self.place(targets, height)
        self.card = card
        if targets:
            self.arrow(surface, card, targets[0])
        theme.panel(surface, card, (255, 250, 235), theme.GOLD, radius=10)
        x, y = layout.to_design(card.topleft)
        count = len(self.lesson.steps)
        theme.draw_text(surface, _("Lesson: step {n} of {count}").format(n=number(self.index + 1),
                                                                         count=number(count)),
                        x + 14, y + 10, 14, theme.GOLD_DARK, bold=True)
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, x + 14, y + 36 + 21 * i, 16, theme.INK)
        bottom = y + height - 50
        self.skip_button.rect = (x + 14, bottom, 170, 40)
        self.skip_button.draw(surface)
        if self.step.do is None:
            self.next_button.rect = (x + CARD_W - 134, bottom, 120, 40)
            self.next_button.draw(surface)
        else:
            theme.draw_text(surface, _("Your move, on the table"), x + CARD_W - 14, bottom + 11, 15, theme.INK_SOFT,
                            anchor="topright")

    def place(self, targets: list[pygame.Rect], height: float) -> pygame.Rect:
        """The card's place: the first of a few spots that covers none of the targets, the table's own choices
        first (where it has room it does not need: the log, an empty story), then the window's middle and corners."""
        preferred = [(x, y if anchor == "top" else y - height) for x, y, anchor in self.table.lesson_card_places()]
        spots = [*preferred, (640 - CARD_W / 2, 720 - MARGIN - height), (640 - CARD_W / 2, MARGIN + 40),
                 (MARGIN, 360 - height / 2), (1280 - MARGIN - CARD_W, 360 - height / 2),
                 (MARGIN, 720 - MARGIN - height), (1280 - MARGIN - CARD_W, 720 - MARGIN - height),
                 (MARGIN, MARGIN + 40), (1280 - MARGIN - CARD_W, MARGIN + 40)]
        rects = [layout.rect(x, y, CARD_W, height) for x, y in spots]
        grown = [rect.inflate(layout.px(24), layout.px(24)) for rect in targets]
        for rect in rects:
            if rect.collidelist(grown) < 0:
                return rect
        return min(rects, key=lambda rect: sum(rect.clip(t).width * rect.clip(t).height for t in grown))

    @staticmethod
    def arrow(surface: pygame.Surface, card: pygame.Rect, target: pygame.Rect) -> None:
        """A gold arrow from the card's edge to the target's."""
        start = pygame.Vector2(card.center)
        end = pygame.Vector2(target.center)
        if (end - start).length() < 1:
            return
        direction = (end - start).normalize()
        start = _edge(card, start, direction)
        end = _edge(target.inflate(layout.px(16), layout.px(16)), end, -direction)
        if (end - start).dot(direction) <= layout.px(20):
            return  # the card stands against the target: no room for an arrow
        width = max(3, layout.px(4))
        pygame.draw.line(surface, theme.GOLD_DARK, start, end, width + 2)
        pygame.draw.line(surface, theme.GOLD, start, end, width)
        side = pygame.Vector2(-direction.y, direction.x)
        head = layout.px(14)
        tip = end
        pygame.draw.polygon(surface, theme.GOLD, [tip, tip - direction * head + side * head * 0.6,
                                                  tip - direction * head - side * head * 0.6])


def _edge(rect: pygame.Rect, centre: pygame.Vector2, direction: pygame.Vector2) -> pygame.Vector2:
    """Where a ray from the rect's centre in `direction` leaves the rect."""
    half_w, half_h = rect.width / 2, rect.height / 2
    tx = half_w / abs(direction.x) if direction.x else math.inf
    ty = half_h / abs(direction.y) if direction.y else math.inf
    return centre + direction * min(tx, ty)
