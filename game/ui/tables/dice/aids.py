"""The six dice games' player aids: the goal, a turn in a few steps, the pieces of the table and how the game ends.

The pictures are drawn by the tables' own drawing (the dice and the tray, Yatzy's sheet, the bank's squares,
Dödssprånget's track, Jackpot's pot, Fängelse's strokes, Bovjakten's track and pawns). That drawing is laid out in
the table's design units; `drawn_in` lays a chosen part of that design space onto the picture's box. The numbers the
texts give (a bonus, the payouts, the chasms, the pot's totals, a sentence) are read from the rules: the opening
position's view, or the game's own rule data, never written in here."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, cast

import pygame

from game.engine.registry import GameInfo, get_game
from game.games.trippel_yatzy.view_types import SheetColumn, SheetView, WrittenBox, YatzyView
from game.i18n import number, words
from game.ui import theme
from game.ui.chips import draw_chip_pile
from game.ui.dice import DiceTray, draw_die
from game.ui.scenes.player_aid import AidPiece, PlayerAid
from game.ui.tables.dice import bovjakten, dodsspranget, fangelse, jackpot, kinesisk_bank
from game.ui.tables.dice.tray import BOARD_BOX
from game.ui.tables.dice.yatzy_sheet import LABEL_W, SheetDrawing
from game.ui.theme import layout
from game.ui.widgets import Button

_, ngettext = words("dice")

Area = tuple[float, float, float, float]
Paint = Callable[[pygame.Surface], None]


@contextmanager
def laid_onto(surface: pygame.Surface, box: pygame.Rect, area: Area) -> Iterator[pygame.Surface]:
    """Gives a canvas of the box's size onto which the design `area` (x, y, w, h) is laid, as large as fits and
    centred; nothing outside the area shows. When the block ends the canvas is put on `surface` at `box`, and the
    layout is the window's again. (Drawn apart, the texts of the table's drawing that fall outside the picture are
    never on the screen, not even clipped.)"""
    x, y, w, h = area
    canvas = pygame.Surface(box.size, pygame.SRCALPHA)
    saved = layout.scale, layout.ox, layout.oy
    layout.scale = min(box.width / w, box.height / h)
    layout.ox = box.width // 2 - round((x + w / 2) * layout.scale)
    layout.oy = box.height // 2 - round((y + h / 2) * layout.scale)
    canvas.set_clip(layout.rect(*area).clip(canvas.get_rect()))
    try:
        yield canvas
    finally:
        layout.scale, layout.ox, layout.oy = saved
    surface.blit(canvas, box.topleft)


def drawn_in(area: Area, paint: Paint) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A piece's picture: `paint` draws in design units, and `area` of that drawing fills the picture's box."""
    def draw(surface: pygame.Surface, box: pygame.Rect) -> None:
        with laid_onto(surface, box, area) as canvas:
            paint(canvas)
    return draw


def dice_in(values: list[int], per_row: int = 3) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """Dice (the table's own faces) in rows of `per_row`, centred in the picture's box."""
    def draw(surface: pygame.Surface, box: pygame.Rect) -> None:
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        rows = [values[i:i + per_row] for i in range(0, len(values), per_row)]
        size = int(min(box.width / (per_row + 0.5), box.height / (len(rows) + 0.5), box.width / 2.5))
        gap = size // 6
        top = box.centery - (len(rows) * size + (len(rows) - 1) * gap) // 2
        for r, row in enumerate(rows):
            left = box.centerx - (len(row) * size + (len(row) - 1) * gap) // 2
            for i, value in enumerate(row):
                draw_die(surface, pygame.Rect(left + i * (size + gap), top + r * (size + gap), size, size), value)
        surface.set_clip(clip)
    return draw


def opening_view(info: GameInfo, players: int) -> Any:
    """The view of a game's opening position with its default options: what the rules say the numbers are."""
    return info.new_state(players, info.resolve({})).view(0)


def player_aid(key: str) -> PlayerAid:
    return AIDS[key]()


# --- Trippel Yatzy --------------------------------------------------------------------------------------------
class SheetPicture(SheetDrawing):
    """A sheet like the table's, narrow (three columns of one player), for the aid's pictures."""

    sheet_box = (0.0, 0.0, LABEL_W + 12 + 3 * 56, 628.0)

    def __init__(self, view: YatzyView) -> None:
        self.view = view
        self.sheet_seat = 0
        self.selected = None
        self.strike_mode = False

    def seat_count(self) -> int:
        return 1

    def sheet_name(self, seat: int) -> str:
        return _("You")


def example_sheet(info: GameInfo) -> YatzyView:
    """A sheet some turns into a three-column game: a few boxes written, one struck, the first column's bonus won."""
    view = cast("YatzyView", dict(info.new_state(1, info.resolve({"columns": 3})).view(0)))
    threshold, bonus = view["bonus_threshold"], view["bonus_points"]
    written: list[dict[str, tuple[int, bool]]] = [
        {"ones": (3, False), "twos": (6, False), "threes": (9, False), "fours": (12, False), "fives": (15, False),
         "sixes": (24, False), "chance": (23, False)},
        {"ones": (0, True), "twos": (8, False), "fives": (20, False)},
        {"threes": (9, False), "sixes": (18, False), "yatzy": (50, False)},
    ]
    upper_keys = {box["key"] for box in view["boxes"] if box["upper"]}
    columns: list[SheetColumn] = []
    for factor, marks in zip(view["factors"], written, strict=True):
        boxes: dict[str, WrittenBox | None] = {}
        for box in view["boxes"]:
            raw, struck = marks.get(box["key"], (-1, False))
            boxes[box["key"]] = None if raw < 0 else {"raw": raw, "points": raw * factor, "struck": struck}
        upper = sum(raw for key, (raw, _s) in marks.items() if key in upper_keys)
        won = bonus * factor if upper >= threshold else 0
        total = sum(raw for raw, _s in marks.values()) * factor + won
        columns.append({"factor": factor, "boxes": boxes, "upper_raw": upper, "upper_sum": upper * factor,
                        "bonus": won, "bonus_settled": upper >= threshold,
                        "bonus_missing": max(0, threshold - upper) * factor, "total": total})
    sheet: SheetView = {"columns": columns, "total": sum(c["total"] for c in columns)}
    view["sheets"] = [sheet]
    view["last_written"] = {"seat": 0, "column": 1, "box": "fives", "raw": 20, "points": 40, "struck": False,
                            "dice": [5, 5, 5, 5, 2]}
    return view


def yatzy_aid() -> PlayerAid:
    info = get_game("trippel_yatzy")
    sheet = SheetPicture(example_sheet(info))
    view = sheet.view
    x, _y, _w, _h = sheet.sheet_box
    col_w, row_h, head = sheet.geometry()
    upper = [i for i, (kind, _k) in enumerate(sheet.rows()) if kind in ("sum", "bonus")]

    def held(surface: pygame.Surface) -> None:
        tray = DiceTray((0, 0, 200, 130), 2)
        tray.show([6, 3], [True, False])
        tray.draw(surface)

    factors = ", ".join(f"×{f}" for f in view["factors"])
    return PlayerAid(
        goal=_("Fill every box of your columns with the best rolls you can. The columns count {factors}: the same "
               "roll is worth more on the right. The highest total wins.").format(factors=factors),
        turn=(_("Roll all five dice."),
              _("Click the dice you want to keep: they are held."),
              _("Re-roll the others, up to two times (Space)."),
              _("Click a free box to see what it gives; click it again (or Enter) to write it."),
              _("If nothing fits, strike a box with Strike a box: it scores 0.")),
        pieces=(
            AidPiece(dice_in([1, 3, 3, 5, 6]),
                     _("Five dice, rolled together; after each roll you choose which to keep.")),
            AidPiece(drawn_in((0, 0, 200, 130), held),
                     _("A held die sits on a gold plate and stays as it is when you re-roll.")),
            AidPiece(drawn_in((x + LABEL_W, 6, 3 * col_w, head + 3 * row_h - 6), sheet.paint_sheet),
                     _("Your columns {factors}: each box is written once in each; a struck box shows —.").format(
                         factors=factors)),
            AidPiece(drawn_in((x + LABEL_W, head + (upper[0] - 3) * row_h, 3 * col_w, 5 * row_h), sheet.paint_sheet),
                     _("Ones to Sixes: {threshold} or more in a column earns {points} more, times its factor.").format(
                         threshold=view["bonus_threshold"], points=view["bonus_points"])),
        ),
        end=_("When every player has filled every box, each column is added up with its bonus and factor; the "
              "highest total wins."),
    )


# --- Kinesisk bank ---------------------------------------------------------------------------------------------
def bank_aid() -> PlayerAid:
    info = get_game("kinesisk_bank")
    view = opening_view(info, 3)
    rules = info.data
    values = view["chip_values"]
    pays = sorted(view["payouts"])

    def square(surface: pygame.Surface) -> None:
        kinesisk_bank.draw_square(surface, (0, 0, 200, 110), 4, False, False, "", [(1, 5), (2, 10)], values)

    def chips(surface: pygame.Surface) -> None:
        for i, value in enumerate(values[:4]):
            Button(str(value), (8 + (i % 2) * 58, 8 + (i // 2) * 56, 50, 46), lambda: None,
                   primary=i == 0).draw(surface)

    def won(surface: pygame.Surface) -> None:
        three = pays[0][0]
        times = pays[0][1]
        kinesisk_bank.draw_square(surface, (0, 0, 200, 110), 4, True, False, ngettext(
            "{n} die: {times}×", "{n} dice: {times}×", three).format(n=three, times=times), [(1, 5)], values)
        for i, face in enumerate(([4] * three + [1, 2, 6, 3, 5, 6])[: rules.dice]):
            draw_die(surface, layout.rect(4 + i * 33, 130, 28, 28), face)

    def bank(surface: pygame.Surface) -> None:
        draw_chip_pile(surface, 60, 80, 40, theme.seat_colour(0))

    payouts = ", ".join(_("{count} alike {times}×").format(count=k, times=t) for k, t in pays)
    return PlayerAid(
        goal=_("Win chips from the bank: bet on the number its six dice will show three times or more. Whoever "
               "gains the most chips over the start wins."),
        turn=(_("Pick how much one click stakes: {values} chips.").format(values=", ".join(map(str, values))),
              _("Click a square to bet that much on its number; click again to add more."),
              _("Press Done when your bets are down: at least one chip every round."),
              _("The bank rolls six dice and pays every square that came up three times or more.")),
        pieces=(
            AidPiece(drawn_in((0, 0, 200, 110), square),
                     _("A square of the board: each player's stake lies on it in their colour.")),
            AidPiece(drawn_in((0, 0, 124, 118), chips), _("The chip values: one click on a square stakes the one "
                                                          "picked here.")),
            AidPiece(drawn_in((0, 0, 200, 164), won), _("It pays {payouts}, and the stake comes back too.").format(
                payouts=payouts)),
            AidPiece(drawn_in((0, 0, 120, 120), bank),
                     _("The bank keeps every losing bet: on average a bet gives back about {percent} % of its "
                       "stake.").format(percent=number(round(100 * rules.expected_return())))),
        ),
        end=_("After the rounds agreed at setup, or when the bank is broken or every player is out of chips: the "
              "biggest gain wins."),
    )


# --- Dödssprånget -----------------------------------------------------------------------------------------------
def leap_aid() -> PlayerAid:
    view = opening_view(get_game("dodsspranget"), 3)
    first, every = view["first_chasm"], view["chasm_every"]
    chasms = ", ".join(str(first + i * every) for i in range(3))
    cell = 30.0

    def track(surface: pygame.Surface) -> None:
        for i, n in enumerate(range(first - 5, first + 1)):
            dodsspranget.draw_square(surface, i * cell, 40, cell, n, n == first, n <= first - 2)
        dodsspranget.draw_pawn(surface, 3 * cell + cell / 2, 22, theme.seat_colour(1))

    def chasm(surface: pygame.Surface) -> None:
        for i, n in enumerate(range(first - 1, first + 2)):
            dodsspranget.draw_square(surface, i * cell, 0, cell, n, n == first, True)

    return PlayerAid(
        goal=_("Be the last one left. Everyone adds their roll to one shared sum, and whoever brings it exactly "
               "onto a chasm falls."),
        turn=(_("Roll the die."),
              _("The roll is added to the shared sum: the pawn moves on."),
              _("If the sum is now exactly on a chasm ({chasms} …), you fall and are out.").format(chasms=chasms),
              _("The sum stays where it is and the next player rolls.")),
        pieces=(
            AidPiece(drawn_in((0, 0, 6 * cell, 90), track), _("The pawn stands on the shared sum: every roll moves "
                                                              "it on.")),
            AidPiece(drawn_in((-4, -20, 3 * cell + 8, 84), chasm),
                     _("A chasm (black): land exactly on it and you fall.")),
            AidPiece(dice_in([4]), _("One die, one roll a turn: there is nothing to choose, only luck.")),
        ),
        end=_("When everyone else has fallen, the last player left wins."),
    )


# --- Jackpot ----------------------------------------------------------------------------------------------------
def jackpot_aid() -> PlayerAid:
    view = opening_view(get_game("jackpot"), 3)
    totals = view["jackpot_totals"]
    either = str(totals[0])
    for total in totals[1:]:
        either = _("{first} or {second}").format(first=either, second=total)
    high = max(totals)

    def pot(surface: pygame.Surface) -> None:
        jackpot.draw_pot(surface, 0, 0, 14)

    def seat(surface: pygame.Surface) -> None:
        draw_chip_pile(surface, 60, 80, view["chips"][0], theme.seat_colour(0))

    return PlayerAid(
        goal=_("Have the most chips at the end. Every roll costs a chip; a lucky roll takes the whole pot."),
        turn=(_("Put one chip in the pot."),
              _("Roll both dice."),
              _("A roll of {totals} takes everything in the pot.").format(totals=either),
              _("The next player's turn, clockwise.")),
        pieces=(
            AidPiece(drawn_in((-134, -44, 268, 130), pot), _("The pot: one chip goes in before every roll.")),
            AidPiece(dice_in([high - 6, 6], per_row=2), _("{totals}: the pot is yours.").format(totals=either)),
            AidPiece(drawn_in((0, 0, 120, 120), seat), ngettext(
                "Your chips ({n} at the start): with none left you are out.",
                "Your chips ({n} at the start): with none left you are out.", view["chips"][0]).format(
                n=view["chips"][0])),
        ),
        end=_("After the rounds agreed at setup, or when only one or two players are left: the most chips wins."),
    )


# --- Fängelse ---------------------------------------------------------------------------------------------------
def prison_aid() -> PlayerAid:
    view = opening_view(get_game("fangelse"), 2)
    group, start = view["tally_group"], view["start"]

    wall = (-8, -10, 2 * group * 9.4 + 10, 56)  # two groups of strokes on the cell wall

    def strokes(drawn: int, crossed: int) -> Paint:
        def paint(surface: pygame.Surface) -> None:
            pygame.draw.rect(surface, fangelse.WALL, layout.rect(*wall))
            fangelse.draw_strokes(surface, 0, 0, 70, drawn, crossed, group, 200)
        return paint

    def overshoot(surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, fangelse.WALL, layout.rect(44, -16, 52, 76))
        draw_die(surface, layout.rect(0, 4, 40, 40), 5)
        fangelse.draw_strokes(surface, 58, 4, 70, 3, 0, group, 200)

    return PlayerAid(
        goal=_("Get out of prison first: cross out every stroke of your sentence."),
        turn=(_("Roll the die."),
              _("Cross out as many strokes as it shows."),
              _("Rolled more than the strokes left? Nothing is crossed out: the difference is added instead.")),
        pieces=(
            AidPiece(drawn_in(wall, strokes(2 * group, 0)),
                     _("Your sentence: {n} strokes at the start, in groups of {group}.").format(n=start, group=group)),
            AidPiece(drawn_in(wall, strokes(2 * group, group + 2)),
                     _("Served strokes are crossed out in red.")),
            AidPiece(drawn_in((-4, -16, 96, 76), overshoot),
                     _("A 5 with 3 strokes left adds 2: the last strokes must go exactly.")),
        ),
        end=_("The first player to cross out the last stroke is free and wins."),
    )


# --- Bovjakten --------------------------------------------------------------------------------------------------
def hunt_aid() -> PlayerAid:
    view = opening_view(get_game("bovjakten"), 4)
    names, roles = view["names"], view["roles"]
    police = roles.index("police")
    robber = roles.index("robber")
    x, y, w, _h = BOARD_BOX

    def pawns(surface: pygame.Surface) -> None:
        bovjakten.draw_pawn(surface, 20, 20, bovjakten.ROLE_COLOURS["police"], theme.seat_colour(police),
                            names[police])
        bovjakten.draw_pawn(surface, 60, 20, bovjakten.ROLE_COLOURS["robber"], theme.seat_colour(robber),
                            names[robber])

    def escape(surface: pygame.Surface) -> None:
        bovjakten.paint_track(surface, view["escape_at"])
        bovjakten.draw_pawn(surface, *bovjakten.exit_spot(robber), bovjakten.ROLE_COLOURS["robber"],
                            theme.seat_colour(robber), names[robber])

    def catch(surface: pygame.Surface) -> None:
        bovjakten.draw_pawn(surface, 20, 20, theme.DISABLED, theme.seat_colour(robber), names[robber])
        bovjakten.draw_pawn(surface, 56, 20, bovjakten.ROLE_COLOURS["police"], theme.seat_colour(police),
                            names[police])

    return PlayerAid(
        goal=_("Two robbers try to escape and two police try to catch them. A side scores a point for each escape "
               "or catch; the side with more wins."),
        turn=(_("Roll your die and add it to your points: your pawn moves on."),
              _("A 6 gives a bonus roll and a 1 an extra roll; a 5 skips the next player and a 4 the next two."),
              _("The same number as the player before you rolled is void: nothing is added.")),
        pieces=(
            AidPiece(drawn_in((0, 0, 80, 40), pawns),
                     _("Police (blue) and robbers (red): each pawn stands on its points.")),
            AidPiece(drawn_in((x + w - 136, y, 136, 150), escape),  # right of the 80 on the track
                     _("A robber with {n} points or more escapes by the green way out.").format(
                         n=view["escape_at"])),
            AidPiece(drawn_in((0, 0, 76, 40), catch),
                     _("A robber is caught (grey) as soon as a police player has more points than him.")),
            AidPiece(dice_in([6, 5, 4, 1], per_row=2),
                     _("6, 5, 4 and 1 do more than move: the legend over the track says what.")),
        ),
        end=_("When both robbers have escaped or been caught, the side with more points wins; one each is a draw."),
    )


AIDS: dict[str, Callable[[], PlayerAid]] = {
    "trippel_yatzy": yatzy_aid, "kinesisk_bank": bank_aid, "dodsspranget": leap_aid, "jackpot": jackpot_aid,
    "fangelse": prison_aid, "bovjakten": hunt_aid,
}
