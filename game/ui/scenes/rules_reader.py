"""The rules of a game in the client: our English text, our Decisions, and the source's own words."""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.engine.registry import GameInfo
from game.paths import rules_data_dir
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Paragraph, ScrollText


def markdown_paragraphs(text: str) -> list[Paragraph]:
    """A light reading of Markdown: headings, lists, tables and paragraphs; emphasis marks are dropped."""
    paragraphs: list[Paragraph] = []
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            paragraphs.append(Paragraph(" ".join(buffer)))
            buffer.clear()

    for raw in text.splitlines():
        line = re.sub(r"\*\*|__|`", "", raw.rstrip())
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,4})\s+(.*)", stripped)
        item = re.match(r"^(\s*)([-*]|\d+\.)\s+(.*)", line)
        if heading:
            flush()
            level = len(heading.group(1))
            paragraphs.append(Paragraph(heading.group(2), size=28 - 4 * level, bold=True, family="serif",
                                        space_before=14))
        elif stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            paragraphs.append(Paragraph("   ·   ".join(cells), size=15, indent=12, space_before=2))
        elif item:
            flush()
            indent = 16 + len(item.group(1)) * 6
            marker = "•" if item.group(2) in "-*" else item.group(2)
            paragraphs.append(Paragraph(f"{marker} {item.group(3)}", indent=indent, space_before=2))
        elif paragraphs and not buffer and raw.startswith("  ") and paragraphs[-1].indent:
            paragraphs[-1].text += " " + stripped  # a list item's continued line
        else:
            buffer.append(stripped)
    flush()
    return paragraphs


def rules_paragraphs(info: GameInfo) -> list[Paragraph]:
    try:
        text = (rules_data_dir() / "rules" / info.rules_file).read_text(encoding="utf-8")
    except OSError:
        text = f"# {info.name}\n\nThe rules text ({info.rules_file}) is missing from this installation."
    paragraphs = markdown_paragraphs(text)
    if info.decisions:
        paragraphs.append(Paragraph("Decisions of this client", size=22, bold=True, family="serif", space_before=14))
        paragraphs.extend(Paragraph(f"• {d[:1].upper()}{d[1:]}", indent=16, space_before=2) for d in info.decisions)
    return paragraphs


class RulesScene(Scene):
    def __init__(self, app: Any, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.text = ScrollText((140, 90, 1000, 540), rules_paragraphs(info))
        self.back = Button("Back", (560, 648, 160, 50), self.app.pop, hotkey=pygame.K_ESCAPE, primary=True)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.back.handle(event):
            self.text.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        theme.draw_text(surface, f"Rules: {self.info.native_name}", 140, 30, 36, theme.PAPER, bold=True,
                        family="serif")
        theme.draw_text(surface, "Scroll with the wheel or the arrow keys", 1140, 50, 14, theme.PAPER_DARK,
                        anchor="topright")
        self.text.draw(surface)
        self.back.draw(surface)
