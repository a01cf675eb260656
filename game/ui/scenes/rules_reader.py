"""The rules of a game in the client: our English text, our Decisions, and the source's own words, rendered from
Markdown (bold, italics, tables as tables), with a contents list that jumps to a section and a search field."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.reading import read_limited
from game.engine.registry import GameInfo
from game.i18n import SOURCE_LANGUAGE, language, words
from game.paths import rules_data_dir
from game.ui import theme
from game.ui.rich_text import Block, RichView, Span, parse_inline, parse_markdown
from game.ui.scene import Scene
from game.ui.scenes.player_aid import has_aid
from game.ui.theme import fit, layout
from game.ui.widgets import Button, TextField, clicked

if TYPE_CHECKING:
    from game.ui.app import App

_, ngettext = words("spelbordet")

CONTENTS = (40, 90, 250, 540)
TEXT = (306, 90, 934, 540)
CONTENTS_ROW = 26


MAX_RULES_TEXT = 2 * 1024 * 1024  # far above the longest rules text (some 40 KB)


def translated_rules(info: GameInfo) -> str | None:
    """The rules in the client's language (`rules/<language>/<file>`, with our Decisions in it), if there are."""
    if language() not in ("sv", "nb"):
        return None
    try:
        return read_limited(rules_data_dir() / "rules" / language() / info.rules_file, MAX_RULES_TEXT).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def rules_blocks(info: GameInfo) -> list[Block]:
    translated = translated_rules(info)
    if translated is not None:
        return parse_markdown(translated)
    try:
        text = read_limited(rules_data_dir() / "rules" / info.rules_file, MAX_RULES_TEXT).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        text = _("# {game}\n\nThe rules text ({file}) is missing from this installation.").format(
            game=info.local_name(), file=info.rules_file)
    blocks = parse_markdown(text)
    if language() != SOURCE_LANGUAGE:  # Svenska or Norsk without its own rules file yet
        after_title = 1 if blocks and blocks[0].kind == "heading" else 0
        blocks.insert(after_title, Block("text", [Span(_("These rules are not yet translated: they are shown in "
                                                         "English."), italic=True)]))
    if info.decisions:
        blocks.append(Block("heading", [Span(_("Where the printed rules are silent"))], level=2))
        blocks.extend(Block("item", parse_inline(f"{d[:1].upper()}{d[1:]}"), marker="•") for d in info.decisions)
    return blocks


def indent_of(level: int) -> float:
    return 6 + 12 * max(0, level - 1)


def row_height(lines: list[str]) -> float:
    return CONTENTS_ROW if len(lines) <= 1 else 8 + 15 * len(lines)


def row_rect(top: float, height: float) -> pygame.Rect:
    x, _y, w, _h = CONTENTS
    return layout.rect(x + 8, top, w - 16, height - 2)


class RulesScene(Scene):
    def __init__(self, app: App, info: GameInfo, section: str | None = None) -> None:
        """The rules of `info`'s game, open at `section` (a name its headings carry, like "turn") when given."""
        super().__init__(app)
        self.info = info
        self.text = RichView(TEXT, rules_blocks(info))
        if section is not None and section in self.text.laid.sections:
            self.text.jump(self.text.laid.sections[section])
        self.back = Button(_("Back"), (560, 648, 160, 50), self.app.pop, hotkey=pygame.K_ESCAPE, primary=True)
        self.aid_button = Button(_("How to play"), (740, 648, 200, 50), lambda: self.app.open("player_aid", info),
                                 size=18)
        self.aid_button.visible = has_aid(info.key)
        self.search = TextField((860, 30, 300, 40), max_length=30, size=16, placeholder=_("Search the rules"),
                                on_enter=lambda _: self.next_match())
        self.query = ""
        self.matches: list[tuple[float, set[int]]] = []
        self.match_index = -1
        self.contents_top = 0  # the first contents row shown, when the list is longer than its panel

    # --- contents and search ---
    def contents(self) -> list[tuple[str, int, float]]:
        return [a for a in self.text.laid.anchors if a[1] <= 3]

    @staticmethod
    def entry_lines(title: str, level: int) -> tuple[list[str], float]:
        """A contents title's lines and size: one line, shrunk a little if need be, else wrapped (never cut)."""
        room = CONTENTS[2] - 24 - indent_of(level)
        for size in (14, 13, 12):
            lines = theme.wrap(title, size, room, level <= 2)
            if len(lines) == 1:
                return lines, size
        return theme.wrap(title, 12, room, level <= 2), 12

    def visible_contents(self) -> list[tuple[int, int, list[str], float, float, float]]:
        """The contents rows in the panel from contents_top: (index, level, lines, size, row top, row height)."""
        rows: list[tuple[int, int, list[str], float, float, float]] = []
        top: float = CONTENTS[1] + 38
        bottom = CONTENTS[1] + CONTENTS[3] - 6
        for index, (title, level, _y) in enumerate(self.contents()[self.contents_top:], start=self.contents_top):
            lines, size = self.entry_lines(title, level)
            height = row_height(lines)
            if top + height > bottom:
                break
            rows.append((index, level, lines, size, top, height))
            top += height
        return rows

    def contents_rect(self, row: int) -> pygame.Rect:
        """The `row`-th contents row shown in the panel."""
        _index, _level, _lines, _size, top, height = self.visible_contents()[row]
        return row_rect(top, height)

    def last_top(self) -> int:
        """The greatest contents_top: the one that shows the last entries."""
        room = CONTENTS[3] - 44
        used = 0.0
        entries = self.contents()
        for index in range(len(entries) - 1, -1, -1):
            used += row_height(self.entry_lines(entries[index][0], entries[index][1])[0])
            if used > room:
                return index + 1
        return 0

    def update_search(self) -> None:
        if self.search.text == self.query:
            return
        self.query = self.search.text
        self.matches = self.text.find(self.query)
        self.match_index = -1
        self.next_match()

    def next_match(self) -> None:
        self.search.focused = True  # Enter goes on to the next match, the field stays ready
        if not self.matches:
            self.text.highlight = set()
            return
        self.match_index = (self.match_index + 1) % len(self.matches)
        y, runs = self.matches[self.match_index]
        self.text.highlight = runs
        self.text.jump(y - 80)

    def handle(self, event: pygame.event.Event) -> None:
        if self.search.handle(event):
            self.update_search()
            return
        if self.back.handle(event) or self.aid_button.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if layout.rect(*CONTENTS).collidepoint(pygame.mouse.get_pos()):
                self.contents_top = min(self.last_top(), max(0, self.contents_top - event.y))
            else:
                self.text.scroll(-event.y * 40)
            return
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: TEXT[3] - 60,
                    pygame.K_PAGEUP: 60 - TEXT[3], pygame.K_HOME: -math.inf, pygame.K_END: math.inf}.get(event.key)
            if step is not None:
                self.text.scroll(step)
            return
        for index, _level, _lines, _size, top, height in self.visible_contents():
            if clicked(event, row_rect(top, height)):
                self.text.jump(self.contents()[index][2])
                return

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        title = _("Rules: {game}").format(game=self.info.native_name)
        size = max(24, theme.fitting_size(title, 34, layout.px(800), True, "serif"))  # shrunk before it is cut
        theme.draw_text(surface, fit(title, size, 800), 40, 28 + (34 - size) / 2, size, theme.PAPER, bold=True,
                        family="serif")
        self.search.draw(surface)
        if self.query.strip():
            found = _("{n} of {count} (Enter: next)").format(n=self.match_index + 1, count=len(self.matches)) \
                if self.matches else _("not found")
            theme.draw_text(surface, found, 1160, 74, 13, theme.PAPER_DARK, anchor="topright")
        x, y, w, h = CONTENTS
        theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD_DARK, radius=8)
        theme.draw_text(surface, _("Contents"), x + 14, y + 12, 16, theme.INK_SOFT, bold=True)
        current = max((i for i, a in enumerate(self.contents()) if a[2] <= self.text.offset + 20), default=0)
        mouse = pygame.mouse.get_pos()
        for index, level, lines, size, top, height in self.visible_contents():
            rect = row_rect(top, height)
            if index == current or rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.PAPER_DARK, rect, border_radius=layout.px(5))
            for j, line in enumerate(lines):
                theme.draw_text(surface, line, x + 8 + indent_of(level), top + 4 + (14 - size) / 2 + j * (size + 3),
                                size, theme.INK, bold=level <= 2)
        self.text.draw(surface)
        theme.draw_text(surface, _("Wheel, arrow keys, Page Up/Down; click a section to jump"), 1240, 640, 13,
                        theme.PAPER_DARK, anchor="topright")
        self.back.draw(surface)
        self.aid_button.draw(surface)
