"""Markdown for the rules reader: inline bold and italics, headings, lists and tables, laid out into positioned runs
of text that a scrolling view draws, searches and jumps through."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.theme import layout
from game.ui.widgets import Page

INLINE = re.compile(r"(\*\*.+?\*\*|__.+?__|(?<![\w*])\*(?!\s).+?(?<!\s)\*(?![\w*])|`.+?`)")
BODY, ROW_PAD = 16.0, 6.0


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False
    italic: bool = False


def parse_inline(text: str, bold: bool = False) -> list[Span]:
    """`**bold**`, `*italic*` and `code` (shown plain) as spans; the marks never reach the screen."""
    spans: list[Span] = []
    for piece in INLINE.split(text):
        if not piece:
            continue
        if piece.startswith(("**", "__")) and len(piece) > 4:
            spans.extend(Span(s.text, True, s.italic) for s in parse_inline(piece[2:-2], True))
        elif piece.startswith("*") and piece.endswith("*") and len(piece) > 2:
            spans.extend(Span(s.text, s.bold or bold, True) for s in parse_inline(piece[1:-1], bold))
        elif piece.startswith("`") and piece.endswith("`") and len(piece) > 2:
            spans.append(Span(piece[1:-1], bold))
        else:
            spans.append(Span(piece, bold))
    return spans


@dataclass
class Block:
    kind: str  # "heading", "text", "item", "table"
    spans: list[Span] = field(default_factory=list)
    level: int = 0  # a heading's level; an item's depth
    marker: str = ""  # an item's bullet or number
    rows: list[list[list[Span]]] = field(default_factory=list)  # a table's rows of cells; the first is its head
    raw: str = ""  # an item's Markdown, kept whole so marks that span its lines pair up
    ids: tuple[str, ...] = ()  # a heading's section names, `{#turn #end}` after its words: what a tip can open


SECTION_IDS = re.compile(r"\s*\{((?:\s*#[a-z0-9_-]+)+)\s*\}\s*$")


def heading_ids(text: str) -> tuple[str, tuple[str, ...]]:
    """A heading's words without its section names, and the names: "A turn {#turn}" → ("A turn", ("turn",))."""
    found = SECTION_IDS.search(text)
    if found is None:
        return text, ()
    return text[:found.start()], tuple(name.lstrip("#") for name in found.group(1).split())


def parse_markdown(text: str) -> list[Block]:
    blocks: list[Block] = []
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            blocks.append(Block("text", parse_inline(" ".join(buffer))))
            buffer.clear()

    in_table = False  # a blank line or text ends a table; the next one starts afresh
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped.startswith("|"):
            in_table = False
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,4})\s+(.*)", stripped)
        item = re.match(r"^(\s*)([-*+]|\d+\.)\s+(.*)", line)
        if heading:
            flush()
            words, ids = heading_ids(heading.group(2))
            blocks.append(Block("heading", parse_inline(words), level=len(heading.group(1)), ids=ids))
        elif stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue  # the line under a table's head
            if not blocks or blocks[-1].kind != "table" or not in_table:
                blocks.append(Block("table"))
            in_table = True
            blocks[-1].rows.append([parse_inline(c) for c in cells])
        elif item:
            flush()
            marker = "•" if item.group(2) in "-*+" else item.group(2)
            blocks.append(Block("item", parse_inline(item.group(3)), level=len(item.group(1)) // 2, marker=marker,
                                raw=item.group(3)))
        elif blocks and not buffer and raw.startswith("  ") and blocks[-1].kind == "item":
            blocks[-1].raw += " " + stripped  # a list item's continued line
            blocks[-1].spans = parse_inline(blocks[-1].raw)
        else:
            buffer.append(stripped)
    flush()
    return blocks


def plain(spans: list[Span]) -> str:
    return "".join(s.text for s in spans)


@dataclass
class Run:
    """A piece of text at a design position inside the document (y from its top)."""

    x: float
    y: float
    text: str
    size: float
    bold: bool = False
    italic: bool = False
    family: str = "sans"
    colour: tuple[int, int, int] = theme.INK


@dataclass
class Laid:
    runs: list[Run]
    rules: list[tuple[float, float, float, float]]  # table lines: x1, y1, x2, y2
    shades: list[tuple[float, float, float, float]]  # table heads: x, y, w, h
    anchors: list[tuple[str, int, float]]  # headings: text, level, y
    height: float
    sections: dict[str, float] = field(default_factory=dict)  # a section's name: its heading's y


def _words(spans: list[Span]) -> list[tuple[str, Span]]:
    out: list[tuple[str, Span]] = []
    for span in spans:
        for word in re.findall(r"\S+\s*|\s+", span.text):
            out.append((word, span))
    return out


def _flow(spans: list[Span], x: float, y: float, width: float, size: float, family: str = "sans",
          colour: tuple[int, int, int] = theme.INK) -> tuple[list[Run], float]:
    """Wraps spans into runs from (x, y) within `width`; returns the runs and the y below them."""
    runs: list[Run] = []
    line_h = size * 1.4
    cx = x
    limit = width * layout.scale
    used = 0.0
    for word, span in _words(spans):
        f = theme.font(size, span.bold, family, span.italic)
        w = f.size(word)[0]
        if used + f.size(word.rstrip())[0] > limit and used > 0 and word.strip():
            y += line_h
            cx, used = x, 0.0
            word = word.lstrip()
            w = f.size(word)[0]
        if not word:
            continue
        runs.append(Run(cx, y, word, size, span.bold, span.italic, family, colour))
        cx += w / layout.scale
        used += w
    return runs, y + line_h


def lay_out(blocks: list[Block], width: float) -> Laid:
    runs: list[Run] = []
    rules: list[tuple[float, float, float, float]] = []
    shades: list[tuple[float, float, float, float]] = []
    anchors: list[tuple[str, int, float]] = []
    sections: dict[str, float] = {}
    y = 0.0
    for block in blocks:
        if block.kind == "heading":
            size = {1: 26.0, 2: 22.0, 3: 19.0}.get(block.level, 17.0)
            y += 14 if runs else 0
            anchors.append((plain(block.spans), block.level, y))
            sections.update((name, y) for name in block.ids if name not in sections)
            heading = [Span(s.text, True, s.italic) for s in block.spans]
            more, y = _flow(heading, 0, y, width, size, "serif")
            runs += more
            y += 2
        elif block.kind == "text":
            y += 6
            more, y = _flow(block.spans, 0, y, width, BODY)
            runs += more
        elif block.kind == "item":
            y += 3
            indent = 18 + 20 * block.level
            runs.append(Run(indent - 14, y, block.marker, BODY, bold=block.marker != "•"))
            offset = indent + (theme.font(BODY, True).size(block.marker)[0] / layout.scale - 6 if block.marker
                               != "•" else 0)
            more, y = _flow(block.spans, offset, y, width - offset, BODY)
            runs += more
        elif block.kind == "table":
            y += 8
            y = _table(block, y, width, runs, rules, shades)
    return Laid(runs, rules, shades, anchors, y + 10, sections)


def _table(block: Block, y: float, width: float, runs: list[Run], rules: list[tuple[float, float, float, float]],
           shades: list[tuple[float, float, float, float]]) -> float:
    """A table as a grid: columns as wide as their text where the width allows, else shared out and wrapped."""
    size = 15.0
    columns = max(len(r) for r in block.rows)
    natural = [0.0] * columns
    for r, row in enumerate(block.rows):
        for c, cell in enumerate(row):
            f = theme.font(size, r == 0)
            natural[c] = max(natural[c], f.size(plain(cell))[0] / layout.scale + 2 * ROW_PAD + 2)
    total = sum(natural)
    widths = natural if total <= width else [max(40.0, n * width / total) for n in natural]
    if sum(widths) > width:
        widths = [w * width / sum(widths) for w in widths]
    xs = [sum(widths[:c]) for c in range(columns + 1)]
    top = y
    for r, row in enumerate(block.rows):
        bottom = y
        cells: list[Run] = []
        for c in range(columns):
            cell = row[c] if c < len(row) else []
            spans = [Span(s.text, s.bold or r == 0, s.italic) for s in cell]
            more, end = _flow(spans, xs[c] + ROW_PAD, y + ROW_PAD / 2, widths[c] - 2 * ROW_PAD, size)
            cells += more
            bottom = max(bottom, end + ROW_PAD / 2)
        if r == 0:
            shades.append((0, y, xs[-1], bottom - y))
        runs += cells
        rules.append((0, bottom, xs[-1], bottom))
        y = bottom
    rules.append((0, top, xs[-1], top))
    for x in xs:
        rules.append((x, top, x, y))
    return y + 4


class RichView:
    """A scrolling view of laid-out Markdown with search highlights and jumps to headings."""

    def __init__(self, rect: tuple[float, float, float, float], blocks: list[Block]) -> None:
        self.rect = rect
        self.blocks = blocks
        self.offset = 0.0
        self.highlight: set[int] = set()  # runs of the current search match
        self._laid: Laid | None = None
        self._scale = 0.0
        self._images: dict[int, pygame.Surface] = {}  # runs rendered once per layout, by index
        self._page = Page()  # the text as last painted, while neither the scroll nor the highlight changes

    @property
    def laid(self) -> Laid:
        if self._laid is None or self._scale != layout.scale:
            self._scale = layout.scale
            self._laid = lay_out(self.blocks, self.rect[2] - 40)
            self._images = {}
        return self._laid

    def max_offset(self) -> float:
        return max(0.0, self.laid.height - (self.rect[3] - 24))

    def scroll(self, delta: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, self.offset + delta))

    def jump(self, y: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, y - 8))

    def find(self, query: str) -> list[tuple[float, set[int]]]:
        """Every place the query appears (case aside), as (y, the runs to light up), in reading order."""
        query = query.strip().lower()
        if not query:
            return []
        runs = self.laid.runs
        found: list[tuple[float, set[int]]] = []
        # Search line by line: runs that share a y make one line of text.
        lines: dict[float, list[int]] = {}
        for i, run in enumerate(runs):
            lines.setdefault(round(run.y, 1), []).append(i)
        for y, members in sorted(lines.items()):
            text, owners = "", []
            for i in sorted(members, key=lambda i: runs[i].x):
                owners += [i] * len(runs[i].text)
                text += runs[i].text
            start = text.lower().find(query)
            while start >= 0:
                found.append((y, set(owners[start:start + len(query)])))
                start = text.lower().find(query, start + 1)
        return found

    def screen_rect(self) -> pygame.Rect:
        return layout.rect(*self.rect)

    def _paint(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """The visible part of the text, clipped to the inside of the panel."""
        x, y, w, h = self.rect
        laid = self.laid
        left, top = x + 20, y + 12 - self.offset
        clip = surface.get_clip()
        surface.set_clip(inner)
        for sx, sy, sw, sh in laid.shades:
            if -sh < sy - self.offset < h:
                pygame.draw.rect(surface, theme.PAPER_DARK, layout.rect(left + sx, top + sy, sw, sh))
        for x1, y1, x2, y2 in laid.rules:
            if -40 < y1 - self.offset < h + 40:
                pygame.draw.line(surface, theme.GOLD_DARK, layout.point(left + x1, top + y1),
                                 layout.point(left + x2, top + y2), max(1, layout.px(1)))
        for i, run in enumerate(laid.runs):
            if run.y - self.offset < -40 or run.y - self.offset > h:
                continue
            image = self._images.get(i)
            if image is None:
                f = theme.font(run.size, run.bold, run.family, run.italic)
                image = self._images[i] = theme.render_line(f, run.text, run.colour)
            at = layout.point(left + run.x, top + run.y)
            if i in self.highlight:
                pygame.draw.rect(surface, (250, 214, 120), pygame.Rect(at, image.get_size()))
            surface.blit(image, at)
        surface.set_clip(clip)

    def draw(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.rect
        theme.panel(surface, self.screen_rect(), theme.PAPER, theme.GOLD_DARK, radius=8)
        laid = self.laid
        inner = self.screen_rect().inflate(-layout.px(8), -layout.px(8))
        self._page.draw(surface, inner, (id(laid), self.offset, tuple(sorted(self.highlight))),
                        lambda: self._paint(surface, inner))
        if laid.height > h - 24:
            bar_h = max(30.0, h * (h - 24) / laid.height)
            bar_y = y + (h - bar_h) * (self.offset / self.max_offset() if self.max_offset() else 0)
            pygame.draw.rect(surface, theme.GOLD_DARK, layout.rect(x + w - 10, bar_y + 4, 5, bar_h - 8),
                             border_radius=layout.px(3))
