"""Trippel Yatzy's score sheet: every player's columns, drawn from a YatzyView, and which cell is where.

SheetDrawing is what the table draws its sheet with; the player aid draws a real sheet with it too."""

from __future__ import annotations

import pygame

from game.games.trippel_yatzy.view_types import BoxOption, SheetColumn, YatzyView
from game.i18n import game_text, number, words
from game.ui import theme
from game.ui.tables.dice.tray import draw_line
from game.ui.theme import layout

SHEET = (590, 76, 666, 628)
LABEL_W = 150
MAX_SUBCOLUMNS = 12  # beyond this the sheet shows one player at a time, with tabs
GAME = "trippel_yatzy"

_, ngettext = words("dice")


def bonus_text(column: SheetColumn) -> str:
    """The bonus cell of a sheet column: what the upper boxes still need ("63 to go"), not negative points; then
    the bonus won ("+50") or a dash when it was missed."""
    if not column["bonus_settled"]:
        return _("{points} to go").format(points=column["bonus_missing"])
    return f"+{column['bonus']}" if column["bonus"] else "—"


class SheetDrawing:
    """The sheet's layout and painting. What it reads beside the view: how many seats there are, their names,
    the seat whose sheet shows when they take turns (tabs), the cell chosen, whether a box is being struck and
    whether the player on turn is choosing a box here (then free cells show what the dice would write)."""

    sheet_box: tuple[float, float, float, float] = SHEET  # where the sheet lies (design units)
    view: YatzyView
    sheet_seat: int
    selected: tuple[int, str] | None
    strike_mode: bool

    def seat_count(self) -> int:
        raise NotImplementedError

    def sheet_name(self, seat: int) -> str:
        raise NotImplementedError

    def choosing(self) -> bool:
        return False

    def option(self, column: int, key: str) -> BoxOption | None:
        return next((o for o in self.view["options_now"] if o["column"] == column and o["box"] == key), None)

    def shown_seats(self) -> list[int]:
        seats = list(range(self.seat_count()))
        if len(seats) * self.view["columns"] <= MAX_SUBCOLUMNS:
            return seats
        return [self.sheet_seat]

    def tab_rects(self) -> list[tuple[int, pygame.Rect]]:
        if len(self.shown_seats()) == self.seat_count():
            return []
        x, y, w, _ = self.sheet_box
        width = (w - LABEL_W) / self.seat_count()
        return [(s, layout.rect(x + LABEL_W + s * width, y + 4, width - 4, 26)) for s in range(self.seat_count())]

    def rows(self) -> list[tuple[str, str]]:
        """(kind, key) for each row of the sheet: boxes, with the sum and bonus after the upper boxes."""
        rows: list[tuple[str, str]] = []
        boxes = self.view["boxes"]
        for i, box in enumerate(boxes):
            rows.append(("box", box["key"]))
            if box["upper"] and (i + 1 == len(boxes) or not boxes[i + 1]["upper"]):
                rows += [("sum", ""), ("bonus", "")]
        rows.append(("total", ""))
        return rows

    def geometry(self) -> tuple[float, float, float]:
        x, y, w, h = self.sheet_box
        sub = len(self.shown_seats()) * self.view["columns"]
        head = 64
        row_h = (h - head - 10) / len(self.rows())
        return (w - LABEL_W - 12) / sub, row_h, head

    def cell_rect(self, index: int, column: int, row: int,
                  geometry: tuple[float, float, float] | None = None) -> tuple[float, float, float, float]:
        x, y, _, _ = self.sheet_box
        col_w, row_h, head = geometry or self.geometry()  # a whole sheet's drawing passes it once
        sub = index * self.view["columns"] + column
        return x + LABEL_W + sub * col_w, y + head + row * row_h, col_w, row_h

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int, str] | None:
        """The (seat, column, box) under the window point `pos`; asked on every frame the pointer is over the table."""
        geometry, rows = self.geometry(), self.rows()
        for index, seat in enumerate(self.shown_seats()):
            for column in range(self.view["columns"]):
                for row, (kind, key) in enumerate(rows):
                    if kind == "box" and layout.rect(*self.cell_rect(index, column, row, geometry)).collidepoint(pos):
                        return seat, column, key
        return None


    def paint_sheet(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.sheet_box
        v = self.view
        theme.panel(surface, layout.rect(x, y, w, h), theme.WHITE, theme.GOLD_DARK, radius=8)
        col_w, row_h, head = self.geometry()
        rows = self.rows()
        labels = {b["key"]: b for b in v["boxes"]}
        shown = self.shown_seats()
        for seat, rect in self.tab_rects():
            active = seat == self.sheet_seat
            pygame.draw.rect(surface, theme.GOLD if active else theme.PAPER_DARK, rect, border_radius=layout.px(5))
            theme.draw_text(surface, self.sheet_name(seat)[:8], *layout.to_design(rect.center), 12, theme.INK,
                            bold=active, anchor="center")
        for index, seat in enumerate(shown):
            left = x + LABEL_W + index * v["columns"] * col_w
            colour = theme.seat_colour(seat)
            title = f"{self.sheet_name(seat)[:12]} · {number(v['sheets'][seat]['total'])}"
            if not self.tab_rects():
                theme.draw_text(surface, title, left + v["columns"] * col_w / 2, y + 10, 14, theme.INK,
                                bold=seat == v["turn"], anchor="midtop")
            pygame.draw.rect(surface, colour, layout.rect(left + 2, y + 32, v["columns"] * col_w - 4, 4))
            for column in range(v["columns"]):
                cx = left + column * col_w
                if v["columns"] > 1:
                    theme.draw_text(surface, f"×{v['factors'][column]}", cx + col_w / 2, y + 40, 13, theme.INK_SOFT,
                                    anchor="midtop")
        mouse = pygame.mouse.get_pos()
        for row, (kind, key) in enumerate(rows):
            ry = y + head + row * row_h
            band = theme.PAPER if row % 2 == 0 else theme.WHITE
            if kind != "box":
                band = (236, 226, 204)
            pygame.draw.rect(surface, band, layout.rect(x + 6, ry, w - 12, row_h))
            if kind == "box":
                name = game_text(GAME, labels[key]["label"])
            elif kind == "bonus":
                name = _("Bonus (≥ {points})").format(points=v["bonus_threshold"])
            else:
                name = _("Sum") if kind == "sum" else _("Total")
            draw_line(surface, name, x + 14, ry + row_h / 2, 14, LABEL_W - 18, theme.INK, bold=kind != "box",
                      anchor="midleft")
            for index, seat in enumerate(shown):
                sheet = v["sheets"][seat]
                for column in range(v["columns"]):
                    cell = self.cell_rect(index, column, row, (col_w, row_h, head))
                    self.draw_cell(surface, cell, seat, column, kind, key, sheet["columns"][column], mouse)
        for index in range(len(shown)):
            for column in range(v["columns"]):
                cx = x + LABEL_W + (index * v["columns"] + column) * col_w
                width = 2 if column == 0 else 1
                pygame.draw.line(surface, theme.PAPER_DARK, layout.point(cx, y + head),
                                 layout.point(cx, y + head + len(rows) * row_h), width)

    def draw_cell(self, surface: pygame.Surface, cell: tuple[float, float, float, float], seat: int, column: int,
                  kind: str, key: str, col: SheetColumn, mouse: tuple[int, int]) -> None:
        cx, cy, cw, ch = cell
        centre = (cx + cw / 2, cy + ch / 2)
        if kind == "sum":
            theme.draw_text(surface, str(col["upper_sum"]), *centre, 13, theme.INK, anchor="center")
            return
        if kind == "bonus":
            text = bonus_text(col)
            bold = text.startswith("+")
            colour = theme.INK if bold else theme.INK_SOFT
            # Every cell at the size the longest one fits, so the columns read alike.
            widest = _("{points} to go").format(points=self.view["bonus_threshold"] * max(self.view["factors"]))
            room = layout.rect(*cell).width - layout.px(4)
            size = theme.fitting_size(widest, 12, room, bold=True)
            if size >= 11 or bold:
                label = theme.text_surface(text, size, colour, bold=bold)
                surface.blit(label, label.get_rect(center=layout.point(*centre)))
                return
            # A narrow column (many players): the figure over its words, both lines as large as the longest fits.
            size = min(theme.fitting_size(part, 12, room, bold=True) for part in widest.split(" ", 1))
            lines = text.split(" ", 1)
            for i, line in enumerate(lines):
                dy = (i - (len(lines) - 1) / 2) * (size + 1)
                label = theme.text_surface(line, size, colour)
                surface.blit(label, label.get_rect(center=layout.point(centre[0], centre[1] + dy)))
            return
        if kind == "total":
            total = theme.fitted_text(number(col["total"]), 14, layout.rect(*cell).width - layout.px(4), theme.INK,
                                      bold=True)
            surface.blit(total, total.get_rect(center=layout.point(*centre)))
            return
        entry = col["boxes"][key]
        if entry is not None:
            text = "—" if entry["struck"] else str(entry["points"])
            last = self.view["last_written"]
            fresh = last and last.get("seat") == seat and last.get("column") == column and last.get("box") == key
            theme.draw_text(surface, text, *centre, 14, theme.RED if fresh else theme.INK, bold=bool(fresh),
                            anchor="center")
            return
        if seat != self.view["turn"] or not self.choosing():
            return
        option = self.option(column, key)
        if option is None:
            return
        rect = layout.rect(*cell)
        chosen = self.selected == (column, key)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(-2, -2), border_radius=layout.px(4))
        elif rect.collidepoint(mouse):
            pygame.draw.rect(surface, (250, 236, 190), rect.inflate(-2, -2), border_radius=layout.px(4))
        if self.strike_mode:
            if chosen or rect.collidepoint(mouse):
                theme.draw_text(surface, "0", *centre, 14, theme.RED, anchor="center")
        elif option["fits"]:
            theme.draw_text(surface, str(option["points"]), *centre, 13,
                            theme.INK if chosen else (150, 140, 125), anchor="center")
