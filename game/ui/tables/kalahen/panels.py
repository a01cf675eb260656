"""Each champion's panel: LP, GM, rings by colour (carried and at home), cards and scrolls.

Only what the view gives is drawn: another seat's hidden cards appear as a count. Every ring chip
carries its colour's letter, so the colours can be told apart without seeing colour.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.kalahen import wording
from game.games.kalahen.view_types import CardView, KalahenView
from game.i18n import words
from game.ui import text_probe, theme
from game.ui.theme import layout

RING_COLOURS = {"red": (200, 50, 45), "yellow": (236, 200, 40), "green": (50, 150, 70), "blue": (50, 100, 200)}
CARD_MARKS = {"key": "⚷", "sword": "⚔", "shield": "◈", "teleport": "⇝", "flask": "⚗", "purse": "$"}

_, ngettext = words("kalahen")


def ring_chip(surface: pygame.Surface, x: float, y: float, colour: str, letter: str, count: int | None = None,
              size: float = 9) -> float:
    """A ring of a colour with its letter inside (the rule data's letter, in the client's language; and a count
    after it); returns the x after it."""
    shown = wording.letter(letter)
    centre = layout.point(x + size, y + size)
    pygame.draw.circle(surface, (30, 24, 18), centre, layout.px(size + 1))
    pygame.draw.circle(surface, RING_COLOURS.get(colour, theme.PAPER_DARK), centre, layout.px(size))
    ink = theme.INK if colour == "yellow" else theme.WHITE
    theme.draw_text(surface, shown, x + size, y + size, size * (1.2 if len(shown) == 1 else 0.95), ink, bold=True,
                    anchor="center")
    if count is None:
        return x + 2 * size + 3
    theme.draw_text(surface, str(count), x + 2 * size + 3, y + size, 13, theme.INK, bold=True, anchor="midleft")
    return x + 2 * size + 16


def scroll_text(cards: list[CardView]) -> str:
    """Scrolls grouped by formula: 'A ★★★ ★' style."""
    by: dict[str, list[int]] = {}
    for c in cards:
        if c["kind"] == "scroll":
            by.setdefault(str(c["formula"]), []).append(int(c["stars"]))
    return "  ".join(f"{f}:" + " ".join("★" * s for s in sorted(stars)) for f, stars in sorted(by.items()))


def item_text(cards: list[CardView]) -> str:
    marks = []
    for c in cards:
        if c["kind"] == "scroll":
            continue
        mark = CARD_MARKS.get(c["kind"], "?")
        marks.append(f"{mark}{c.get('value', '')}" if c["kind"] in ("flask", "purse") else
                     f"{mark} {wording.item(c['kind'])}")
    return "  ".join(marks)


def panel_height(box: tuple[float, ...], count: int) -> float:
    """The height of one champion's panel (its gap below included) when `count` share the box."""
    return min(86.0, box[3] / max(1, count))


def draw_champions(surface: pygame.Surface, view: KalahenView, names: list[str], box: tuple[float, ...],
                   active: int | None, thinking: Callable[[pygame.Surface, float, float], None] | None = None
                   ) -> None:
    x, y, w, h = box
    champions = view["champions"]
    n = len(champions)
    row = panel_height(box, n)
    letters = view["colour_letters"]
    for c in champions:
        seat = c["seat"]
        top = y + seat * row
        rect = layout.rect(x, top, w, row - 5)
        is_active = seat == active
        theme.panel(surface, rect, theme.WHITE if is_active else theme.PAPER,
                    theme.GOLD if is_active else theme.GOLD_DARK, radius=8, shadow=is_active)
        pygame.draw.rect(surface, theme.seat_colour(seat), layout.rect(x + 5, top + 6, 7, row - 17),
                         border_radius=layout.px(3))
        ink = theme.DISABLED if c["out"] else theme.INK
        name = (_("{number}  {name} (out)") if c["out"] else "{number}  {name}").format(number=seat + 1,
                                                                                     name=names[seat])
        theme.draw_text(surface, name, x + 18, top + 4, 16, ink, bold=True)
        status = _("GM {gm}   at {place}").format(gm=c["gold"], place=wording.place(str(c["pos"] or "")))
        right = theme.draw_text(surface, status, x + w - 10, top + 6, 14, ink, bold=True, anchor="topright")
        lp = (_("LP {lp} weak") if c["weak"] and not c["out"] else _("LP {lp}")).format(lp=c["lp"])
        theme.draw_text(surface, lp, layout.to_design(right.topleft)[0] - 14, top + 6, 14,
                        theme.RED if c["weak"] else ink, bold=True, anchor="topright")
        # Rings carried, then at home.
        rx = x + 18
        for colour in view["colours"]:
            rx = ring_chip(surface, rx, top + 25, colour, letters[colour], c["rings"][colour])
        home = c["home_rings"]
        if any(home.values()):
            home_label = theme.draw_text(surface, _("home"), rx + 4, top + 27, 12, theme.INK_SOFT)
            rx = layout.to_design(home_label.topright)[0] + 6
            for colour in view["colours"]:
                if home[colour]:
                    rx = ring_chip(surface, rx, top + 25, colour, letters[colour], home[colour], size=8)
        cards = c.get("cards")
        if cards is not None:  # this seat's own panel: everything
            scrolls = scroll_text(cards + c.get("home_scrolls", []))
            items = item_text(cards)
            hidden = ""
        else:
            scrolls = ""
            items = item_text(c["public_cards"])
            secret = c["cards_count"] - len(c["public_cards"])
            hidden = ngettext("{n} hidden card", "{n} hidden cards", secret).format(n=secret) if secret else ""
            if c["home_scrolls_count"]:
                count = c["home_scrolls_count"]
                home_text = ngettext("{n} scroll at home", "{n} scrolls at home", count).format(n=count)
                hidden = f"{hidden}, {home_text}" if hidden else home_text
        extra = [t for t in (items, hidden) if t]
        if c.get("experience"):
            extra.append(_("exp {monsters}").format(monsters="+".join(str(s) for s in c["experience"])))
        line = "   ".join(extra) or _("no cards")
        tail = "  " + _("✔ formula complete") if c.get("complete_formula") else ""
        scroll_line = _("Scrolls {scrolls}").format(scrolls=scrolls) + tail if scrolls else ""
        if row < 70:  # many champions: cards and scrolls share the line after the rings
            compact = "   ".join(t for t in (scroll_line, line) if t)
            _fit_text(surface, compact, rx + 10, top + 27, x + w - 10 - rx - 10, ink)
        elif row < 84 and scrolls:  # no room for a fourth line: the scrolls lead the cards' line
            _fit_text(surface, scroll_line, x + 18, top + 46, w - 28, theme.BLUE, bold=True,
                      then=(line, ink))
        else:
            theme.draw_text(surface, line, x + 18, top + 46, 13, ink)
            if scrolls:
                theme.draw_text(surface, scroll_line, x + 18, top + 63, 13, theme.BLUE, bold=True)
        if is_active and thinking:
            thinking(surface, x + w - 22, top + row / 2 + 8)


def _fit_text(surface: pygame.Surface, text: str, x: float, y: float, width: float, ink: tuple[int, ...],
              bold: bool = False, then: tuple[str, tuple[int, ...]] | None = None) -> None:
    """One line of small text in `width` design pixels, in smaller type if it must be, and `then` a second text
    after it in its own colour; shortened with an ellipsis (and noted as such) only below the smallest type."""
    after, after_ink = then if then is not None else ("", ink)
    whole = text + ("   " + after if after else "")
    size = theme.fitting_size(whole, 12, round(width * layout.scale), bold)
    f = theme.font(size, bold)
    if f.size(whole)[0] > width * layout.scale:
        text_probe.note_shortened(whole)
        while text and f.size(text + "…")[0] > width * layout.scale:
            text = text[:-1]
        text, after = text + "…", ""
    if text:
        drawn = theme.draw_text(surface, text, x, y, size, ink, bold=bold)
        if after:
            theme.draw_text(surface, after, layout.to_design(drawn.topright)[0] + 12, y, size, after_ink)
