"""The story log: paragraphs for the scrolling panel, and the story saved as a text file."""

from __future__ import annotations

import time
from pathlib import Path

from game import userdirs
from game.engine.saves import write_text_atomic
from game.games.krutroyk.view_types import KrutroykView, StoryEntry
from game.i18n import words
from game.ui import theme
from game.ui.widgets import Paragraph

_, ngettext = words("krutroyk")


def narrator_name(view: KrutroykView, who: int | None, seat_names: list[str]) -> str:
    """'Role (Seat)' — the role's name and the person or AI behind it."""
    if who is None or who < 0:
        return ""
    role = view["role_names"][who]
    seat = seat_names[who]
    return role if role == seat else f"{role} ({seat})"


def entry_text(entry: StoryEntry, seat_names: list[str]) -> str:
    """An entry's text, with the seat's own name where the rules only know its number ("Anna plays …")."""
    who = entry["who"]
    if entry["kind"] == "role" and entry.get("role") and who is not None:
        return _("{name} plays {role}.").format(name=seat_names[who], role=entry["role"])
    return str(entry["text"])


def story_paragraphs(view: KrutroykView, seat_names: list[str]) -> list[Paragraph]:
    """Narrations in ink under their teller's name; challenges, bids and duels in brown between them."""
    paragraphs: list[Paragraph] = []
    for entry in view["story"]:
        who = entry.get("who")
        if entry["kind"] == "narration":
            name = narrator_name(view, who, seat_names)
            colour = theme.seat_colour(who) if who is not None else theme.INK
            paragraphs.append(Paragraph(name, 15, bold=True, colour=_darker(colour), space_before=10))
            if entry["text"]:
                paragraphs.append(Paragraph(entry["text"], 17, family="serif", indent=8, space_before=1))
            else:
                paragraphs.append(Paragraph(_("({name} narrated at the table without typing.)").format(name=name), 14,
                                            colour=theme.INK_SOFT, indent=8, space_before=1))
        else:
            bold = entry["kind"] in ("duel", "result", "winner", "opening")
            paragraphs.append(Paragraph(entry_text(entry, seat_names), 14, bold=bold, colour=theme.INK_SOFT,
                                        space_before=6))
    if not paragraphs:
        paragraphs.append(Paragraph(_("The story is written here as it is told."), 14, colour=theme.INK_SOFT))
    return paragraphs


def _darker(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return (colour[0] * 2 // 3, colour[1] * 2 // 3, colour[2] * 2 // 3)


def story_text(view: KrutroykView, seat_names: list[str], title: str) -> str:
    """The whole story as plain text, the way the log shows it."""
    lines = [title, time.strftime("%Y-%m-%d %H:%M"), ""]
    for entry in view["story"]:
        if entry["kind"] == "narration":
            name = narrator_name(view, entry.get("who"), seat_names)
            lines.append(f"{name}: {entry['text']}" if entry["text"]
                         else _("({name} narrated without typing.)").format(name=name))
        else:
            lines.append(entry_text(entry, seat_names))
    return "\n".join(lines) + "\n"


def save_story(text: str) -> Path:
    """Writes the story into the per-user stories folder, atomically; returns the file's path."""
    folder = userdirs.data_dir() / "stories"
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"krutroyk-{stamp}.txt"
    count = 2
    while path.exists():
        path = folder / f"krutroyk-{stamp}-{count}.txt"
        count += 1
    write_text_atomic(path, text)
    return path
