"""Kalahen's player aid: the goal, a turn, the pieces and the end on one screen, with pictures drawn by the
table's own code: crops of the real map with its markers, chests and a pawn as a seeded game's first position
shows them, the ring chips of the champions' panels, the special dice of the fight tray, and the scrolls as the
panel writes them. The words are said with the rules' own numbers, in the client's language."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import cast

import pygame

from game.engine.match import Match
from game.engine.registry import get_game
from game.engine.seats import Seat
from game.games.kalahen.board import Board
from game.games.kalahen.view_types import CardView, KalahenView
from game.i18n import language, words
from game.paths import maps_dir
from game.session.session import TableSession
from game.ui import theme
from game.ui.scenes.player_aid import AidPiece, PlayerAid
from game.ui.tables.kalahen.board_art import BoardArt, MapView
from game.ui.tables.kalahen.markers import draw_markers, draw_pawns
from game.ui.tables.kalahen.panels import ring_chip, scroll_text
from game.ui.tables.kalahen.special_dice import draw_special_die
from game.ui.theme import layout

_, ngettext = words("kalahen")

# The seeded game whose first position the map's pictures show (the lesson's: the forest marker red, plains green).
AID_SEED = 509
Draw = Callable[[pygame.Surface, pygame.Rect], None]


def player_aid(key: str) -> PlayerAid:
    r = get_game(key).data
    goal = _("Find the three scrolls of one formula (1, 2 and 3 stars), bring them home to your castle, and beat "
             "the dragon waiting there (strength {strength}).").format(strength=r.dragon_strength)
    turn = (
        _("Move: walk one road, teleport to a far circle for {rings} rings or a teleport card, or stay.").format(
            rings=r.teleport_cost),
        _("At an enchanted place, face a trial to search its chest: win, and take its top card."),
        _("In a fight, 0–2 rings multiply your dice score, and you may re-roll dice {n} times: reach the "
          "strength to win.").format(n=r.rerolls),
        _("In a village, roll for gold: a ring costs {ring} GM there, an LP {lp} GM.").format(
            ring=r.ring_price, lp=r.life_price),
        _("At home, lay down the scrolls you carry and take {n} rings from your magician.").format(n=r.home_gift),
    )
    pieces = (
        AidPiece(_map_crop((945, 505), 150), _("An enchanted place and its chest, with its count of cards. Win a "
                                                "trial there to take the top card.")),
        AidPiece(_map_crop((99, 124), 170), _("Danger markers: a walk along a road of a red (!) terrain costs {n} "
                                               "LP, and turns its marker.").format(n=r.danger_loss)),
        AidPiece(_map_crop((1195, 567), 130, pawns=True), _("Your champion, its pawn numbered as your panel, starts "
                                                            "at its castle (A–H).")),
        AidPiece(_rings, _("Rings pay for enchantments, fights and teleports. Carry up to {n}.").format(
            n=r.carry_max)),
        AidPiece(_dice, _("Special dice: pips and numerals. The score is the difference of their sums.")),
        AidPiece(_scrolls, _("Scrolls of one formula with 1, 2 and 3 stars make it whole, as your panel "
                             "shows.")),
    )
    end = _("Bring a whole formula home, and in that turn fight the dragon: win, and you rule Kalahen; lose, and "
            "you lose {lp} LP and may try again. If every champion is out, nobody wins.").format(lp=r.dragon_loss)
    return PlayerAid(goal, turn, pieces, end)


# ------------------------------------------------------------------ the pictures
@cache
def _art() -> BoardArt:
    """The table's board art, painted once (the map's tiles, roads, circles and marker boxes)."""
    return BoardArt(maps_dir() / "kalahen.tmx", _board())


def _board() -> Board:
    board: Board = get_game("kalahen").data.board
    return board


@cache
def _first_view() -> KalahenView:
    """The view of a seeded two-champion game when the first champion is to move: real markers, chests, pawns."""
    info = get_game("kalahen")
    match = Match(info, {}, [Seat("1"), Seat("2")], AID_SEED)
    session = TableSession(match, lambda seat: None, words=False)
    while session.advance() is not None:
        pass
    return cast(KalahenView, session.view(None))


_CROPS: dict[tuple[object, ...], pygame.Surface] = {}


def _map_crop(centre: tuple[float, float], span: float, pawns: bool = False) -> Draw:
    """A square of the map `span` map pixels wide around `centre`, with its markers and chests (and pawns), as
    the table draws them; painted once per size and language (the map's labels are in the client's language)."""

    def draw(surface: pygame.Surface, box: pygame.Rect) -> None:
        key = (centre, span, pawns, box.size, language(), layout.scale)
        picture = _CROPS.get(key)
        if picture is None:
            picture = _CROPS[key] = _paint_crop(centre, span, pawns, box.size)
        with _clipped(surface, box):
            surface.blit(picture, box)

    return draw


def _paint_crop(centre: tuple[float, float], span: float, pawns: bool, size: tuple[int, int]) -> pygame.Surface:
    art, board, view = _art(), _board(), _first_view()
    art.surface(art.size)  # paints the map (once per language)
    assert art.base is not None
    area = pygame.Rect(round(centre[0] - span / 2), round(centre[1] - span / 2), round(span), round(span))
    picture = pygame.transform.smoothscale(art.base.subsurface(area.clip(art.base.get_rect())), size)
    # The table's markers and pawns, drawn by a map view whose origin puts the crop at the picture's corner.
    scale = size[0] / span
    whole = pygame.Rect(round(size[0] / 2 - centre[0] * scale), round(size[1] / 2 - centre[1] * scale),
                        round(art.size[0] * scale), round(art.size[1] * scale))
    mv = MapView(whole, art.size)
    draw_markers(picture, mv, board, art, view)
    if pawns:
        draw_pawns(picture, mv, board, view)
    return picture


def _rings(surface: pygame.Surface, box: pygame.Rect) -> None:
    view = _first_view()
    x, y = layout.to_design(box.topleft)
    side = box.w / layout.scale
    with _clipped(surface, box):
        for i, colour in enumerate(view["colours"]):
            cx, cy = x + side * (0.08 + 0.5 * (i % 2)), y + side * (0.08 + 0.5 * (i // 2))
            ring_chip(surface, cx, cy, colour, view["colour_letters"][colour], size=side * 0.17)


def _dice(surface: pygame.Surface, box: pygame.Rect) -> None:
    size = round(box.w * 0.42)
    spots = ((0.04, 0.04, 6), (0.54, 0.04, 2), (0.29, 0.54, 3))  # a numeral 3, two pips, three pips
    with _clipped(surface, box):
        for fx, fy, face in spots:
            draw_special_die(surface, pygame.Rect(box.x + round(fx * box.w), box.y + round(fy * box.h), size, size),
                             face)


def _scrolls(surface: pygame.Surface, box: pygame.Rect) -> None:
    x, y = layout.to_design(box.topleft)
    side = box.w / layout.scale
    with _clipped(surface, box):
        theme.panel(surface, box.inflate(-layout.px(4), -layout.px(4)), theme.PAPER, theme.GOLD_DARK, radius=8,
                    shadow=False)
        for stars in (1, 2, 3):
            card: CardView = {"id": stars, "kind": "scroll", "name": "", "formula": "E", "stars": stars}
            theme.draw_text(surface, scroll_text([card]), x + side / 2, y + side * 0.25 * stars, 17,
                            theme.BLUE, bold=True, anchor="center")


class _clipped:
    """Draws inside `box` only (the screen clips too, but a picture keeps to its own rect wherever it is drawn)."""

    def __init__(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        self.surface, self.box = surface, box
        self.before: pygame.Rect | None = None

    def __enter__(self) -> None:
        self.before = self.surface.get_clip()
        self.surface.set_clip(self.box.clip(self.before))

    def __exit__(self, *exc: object) -> None:
        self.surface.set_clip(self.before)
