"""Drawing the tarot table from a view: battlefields, player boxes, the middle of the table, the victory
table and the round summary. Each function returns the screen rectangles that take clicks or hovers."""

from __future__ import annotations

import pygame

from game.games.narrespillet.cards import CardNames
from game.games.narrespillet.view_types import EntityView, FieldView, HouseResult, NarreView
from game.i18n import N_, capital, game_text, words
from game.ui import theme
from game.ui.tables.narrespillet.images import BACK, card_outline, draw_card
from game.ui.theme import layout

_, ngettext = words("narrespillet")

HOUSE_COLOURS = [(150, 160, 185), (150, 105, 60), (70, 120, 190), (205, 165, 60)]
ACCEPT = (120, 230, 120)
REFUSE = (170, 60, 50)
SELECTED = (250, 210, 80)


# A placement's kind as a battlefield's foot names it (a number placement shows its sum instead).
KIND_WORDS = {"world": N_("World"), "imperial": N_("Imperial"), "royal": N_("Royal"),
              "illegitimate": N_("Illegitimate"), "knight": N_("Knight"), "page": N_("Page")}

Colour = tuple[int, int, int]
Placed = list[tuple[int, pygame.Rect]]
Slot = tuple[float, float, float]  # a card's place: left, top and width in design coordinates


def draw_fitted(surface: pygame.Surface, text: str, x: float, y: float, size: float, width: float,
                colour: tuple[int, ...], *, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """A line at `size`, or smaller so that it fits `width` (design units): a name is shrunk, never cut."""
    fitted = theme.fitting_size(text, size, layout.px(width), bold)
    return theme.draw_text(surface, text, x, y, fitted, colour, bold=bold, anchor=anchor)


def row_step(count: int, w: float, card_w: float) -> float:
    """How far apart cards lie in a row of width w: side by side, or overlapping to fit."""
    return card_w + 4 if count <= 1 else min(card_w + 4, (w - card_w) / (count - 1))


def row_of_cards(surface: pygame.Surface, cards: list[int], x: float, y: float, w: float, card_w: float,
                 *, dim: set[int] | None = None, border: dict[int, Colour] | None = None) -> Placed:
    """Cards side by side, overlapping to fit the width; the later card lies on top."""
    step = row_step(len(cards), w, card_w)
    out = []
    for i, card in enumerate(cards):
        rect = draw_card(surface, card, x + i * step, y, card_w, dim=bool(dim and card in dim),
                         border=(border or {}).get(card))
        out.append((card, rect))
    return out


def field_cards_at(box: tuple[float, float, float, float], label_size: float) -> tuple[float, float, float, float]:
    """The row a battlefield's cards lie in: left, top, width and card width."""
    x, y, w, h = box
    return x + 5, y + label_size + 8, w - 10, min(w - 10, (h - label_size - 26) / 1.5)


def seat_field_box(box: tuple[float, float, float, float], house: int) -> tuple[tuple[float, float, float, float],
                                                                                float]:
    """One of another player's four battlefields in their box, and its label size."""
    x, y, w, h = box
    fw = (w - 16 - 9) / 4
    return (x + 8 + house * (fw + 3), y + 96, fw, h - 102), 9 if fw < 45 else 10 if fw < 60 else 12


def seat_hand_at(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The row of another player's hand (backs and known cards) and Chariot: left, top, width and card width."""
    x, y, w, _ = box
    small = min(30.0, (w - 20) / 5)
    return x + 8, y + 42, min(w - 16, 10 * small), small * 0.8


def seat_hand_row(entity: EntityView) -> list[int]:
    """Another player's hand as their box shows it: known and open cards, then backs."""
    if entity["hand"] is not None:
        return list(entity["hand"]) + list(entity["open_cards"])
    hidden = entity["hand_count"] - len(entity["open_cards"]) - len(entity["known_cards"])
    return list(entity["known_cards"]) + list(entity["open_cards"]) + [BACK] * max(0, hidden)


def draw_field(surface: pygame.Surface, field: FieldView, names: CardNames, house: int,
               box: tuple[float, float, float, float], *, glow: Colour | None = None, blocked: bool = False,
               label_size: float = 12) -> None:
    """One battlefield: the house's name, the placement's cards face up, or the forfeit mark."""
    x, y, w, h = box
    rect = layout.rect(x, y, w, h)
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=layout.px(8))
    pygame.draw.rect(surface, glow or HOUSE_COLOURS[house], rect, width=max(1, layout.px(3 if glow else 1)),
                     border_radius=layout.px(8))
    draw_fitted(surface, names.house(house), x + w / 2, y + 3, label_size, w - 6, HOUSE_COLOURS[house], bold=True,
                anchor="midtop")
    cx, inner_y, cw, card_w = field_cards_at(box, label_size)
    if field["state"] == "placed":
        row_of_cards(surface, field["cards"], cx, inner_y, cw, card_w)
        note = str(field["total"]) if field["kind"] == "number" else capital(
            game_text("narrespillet", KIND_WORDS[field["kind"]]))
        draw_fitted(surface, note, x + w / 2, y + h - 3, label_size, w - 4, theme.PAPER, anchor="midbottom")
    elif field["state"] == "forfeit":
        if field["cards"]:
            row_of_cards(surface, field["cards"], cx, inner_y, cw, card_w, dim=set(field["cards"]))
        draw_fitted(surface, _("Judged") if field.get("judgement") else _("Forfeit"), x + w / 2, y + h / 2 + 6,
                    label_size + 1, w - 4, (235, 120, 110), bold=True, anchor="center")
    if blocked and field["state"] == "open":  # Temperance: a blue veil and the word across the middle
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((90, 120, 220, 70))
        surface.blit(veil, rect)
        draw_fitted(surface, names.title_of("temperance"), x + w / 2, y + h / 2 - 10, label_size, w - 4,
                    (215, 225, 255), bold=True, anchor="center")


def field_tip(field: FieldView, names: CardNames, house: int) -> str:
    if field["state"] == "placed":
        houses = [names.house(h) for h in field["houses"]]
        where = houses[0] if len(houses) == 1 else _("{first} and {second}").format(first=houses[0],
                                                                                   second=houses[1])
        cards = ", ".join(names.name(c) for c in field["cards"])
        if field["kind"] == "number":
            return _("{where}: {line} — {cards} (sum {total})").format(where=where, line=capital(field["line_text"]),
                                                                      cards=cards, total=field["total"])
        return _("{where}: {line} — {cards}").format(where=where, line=capital(field["line_text"]), cards=cards)
    if field["state"] == "forfeit":
        if field.get("judgement"):
            return _("{house}: forfeited by Judgement").format(house=names.house(house))
        return _("{house}: forfeited").format(house=names.house(house))
    return _("{house}: open").format(house=names.house(house))


def draw_seat_box(surface: pygame.Surface, entity: EntityView, name: str, colour: Colour,
                  box: tuple[float, float, float, float], names: CardNames, blocked: int, *, to_act: bool,
                  glow: dict[int, Colour]) -> dict[int, pygame.Rect]:
    """Another player (or the Demons): hand as backs and known cards, table cards, four battlefields."""
    x, y, w, h = box
    theme.panel(surface, layout.rect(x, y, w, h), (30, 62, 48), theme.GOLD if to_act else theme.GOLD_DARK,
                radius=10, shadow=False)
    pygame.draw.circle(surface, colour, layout.point(x + 14, y + 14), layout.px(6))
    title = _("{name} · done").format(name=name) if entity["done"] else name
    draw_fitted(surface, title, x + 26, y + 5, 15, w - 30, theme.PAPER, bold=True)
    # Hand: the open Demons' hand face up, else backs and what this seat knows of it.
    cards_y = y + 26
    shown = seat_hand_row(entity)
    extra = []
    if entity["chariot"] is not None:
        extra.append(_("Chariot: {count}").format(count=len(entity["chariot"])))
    if entity["strength"]:
        strength = names.title_of("strength")
        extra.append(_("{trump} (open)").format(trump=strength) if entity["strength"] == "open" else strength)
    if entity["extra_turns"]:
        extra.append(ngettext("+{n} turn", "+{n} turns", entity["extra_turns"]).format(n=entity["extra_turns"]))
    info = " · ".join([_("{n} in hand").format(n=entity["hand_count"]),
                       *extra])
    draw_fitted(surface, info, x + 8, cards_y, 12, w - 16, theme.PAPER_DARK)
    # The Chariot's cards lie open in front of the player: after the hand, framed in gold.
    stored = list(entity["chariot"] or [])
    hx, hy, hw, hcw = seat_hand_at(box)
    row_of_cards(surface, shown + stored, hx, hy, hw, hcw, border={c: theme.GOLD for c in stored})
    fields: dict[int, pygame.Rect] = {}
    for hs in range(4):
        field_box, label_size = seat_field_box(box, hs)
        draw_field(surface, entity["fields"][hs], names, hs, field_box, glow=glow.get(hs), blocked=blocked == hs,
                   label_size=label_size)
        fields[hs] = layout.rect(*field_box)
    return fields


def draw_victories(surface: pygame.Surface, view: NarreView, seat_names: list[str], names: CardNames,
                   box: tuple[float, float, float, float]) -> None:
    x, y, w, h = box
    theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD_DARK, radius=10)
    draw_fitted(surface, _("Victories · round {round} of {rounds}").format(round=view["round"], rounds=view["rounds"]),
                x + 10, y + 6, 15, w - 20, theme.INK, bold=True)
    col = [x + w - 150 + i * 30 for i in range(5)]
    for i, label in enumerate([names.house(h)[:2] for h in range(4)] + ["Σ"]):
        theme.draw_text(surface, label, col[i] + 12, y + 28, 12, theme.INK_SOFT, bold=True, anchor="midtop")
    leader = view["standing"][0] if view["standing"] else -1
    row_h = min(20.0, (h - 48) / max(1, len(seat_names)))
    for seat, wins in enumerate(view["victories"]):
        ry = y + 46 + seat * row_h
        pygame.draw.circle(surface, theme.seat_colour(seat), layout.point(x + 16, ry + 8), layout.px(5))
        draw_fitted(surface, seat_names[seat], x + 26, ry, 13, w - 180, theme.INK,
                    bold=seat == leader and sum(wins) > 0)
        for i, v in enumerate([*wins, sum(wins)]):
            theme.draw_text(surface, str(v), col[i] + 12, ry, 13, theme.INK, bold=i == 4, anchor="midtop")


def draw_summary(surface: pygame.Surface, summary: list[HouseResult], number: int, seat_names: list[str],
                 view: NarreView, names: CardNames) -> None:
    """The round's result: each house's winner and the ranking line that decided it, then the victories."""
    x, y, w, h = 170, 70, 800, 500
    theme.panel(surface, layout.rect(x, y, w, h), theme.PAPER, theme.GOLD_DARK, radius=14)
    theme.draw_text(surface, _("Round {number} is over").format(number=number), x + w / 2, y + 16, 30, theme.INK,
                    bold=True, anchor="midtop", family="serif")
    for i, entry in enumerate(summary):
        ry = y + 70 + i * 74
        house = entry["house"]
        pygame.draw.rect(surface, HOUSE_COLOURS[house], layout.rect(x + 24, ry, 8, 62), border_radius=layout.px(3))
        winner = seat_names[entry["winner"]]
        if entry["entity"] >= len(seat_names):
            winner = _("{name} (with the Demons)").format(name=winner)
        draw_fitted(surface, _("{house}: {winner}").format(house=names.house(house), winner=winner), x + 44, ry, 19,
                    420, theme.INK, bold=True)
        line = capital(entry["line"]) + (f" — {entry['total']}" if entry["kind"] == "number" else "")
        draw_fitted(surface, line, x + 44, ry + 26, 15, 420, theme.INK)
        draw_fitted(surface, capital(entry["tie_break"]), x + 44, ry + 45, 13, 420, theme.INK_SOFT)
        row_of_cards(surface, entry["cards"], x + 480, ry + 2, 280, 38)
    vy = y + 70 + 4 * 74 + 4
    totals = ", ".join(f"{seat_names[s]} {sum(v)}" for s, v in enumerate(view["victories"]))
    draw_fitted(surface, _("Victories so far: {totals}").format(totals=totals), x + 24, vy, 15, w - 60, theme.INK,
                bold=True)


def outline(surface: pygame.Surface, x: float, y: float, w: float) -> None:
    card_outline(surface, x, y, w)
