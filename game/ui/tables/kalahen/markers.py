"""What changes on the board: danger markers, trap markers, chest piles, reachable circles and pawns."""

from __future__ import annotations

import math

import pygame

from game.games.kalahen.board import Board
from game.games.kalahen.view_types import KalahenView, ReachableView
from game.i18n import words
from game.ui import theme
from game.ui.tables.kalahen.board_art import CIRCLE_R, BoardArt, MapView
from game.ui.theme import layout

DANGER = {"red": ((200, 40, 35), "!"), "green": ((40, 150, 60), "✓")}
TRAP = (40, 80, 200)
GLOW = (255, 220, 90)

_, ngettext = words("kalahen")


def _label(surface: pygame.Surface, text: str, centre: tuple[int, int], size: float, ink: tuple[int, int, int],
           back: tuple[int, ...]) -> None:
    tag = theme.text_surface(text, size, ink, bold=True)
    rect = tag.get_rect(center=centre).inflate(layout.px(8), layout.px(3))
    pygame.draw.rect(surface, back, rect, border_radius=layout.px(4))
    surface.blit(tag, tag.get_rect(center=rect.center))


def draw_markers(surface: pygame.Surface, mv: MapView, board: Board, art: BoardArt, view: KalahenView) -> None:
    # Danger markers: colour and a sign (! dangerous, ✓ safe), so colour is not the only cue.
    for terrain, state in view.get("danger", {}).items():
        spot = board.danger_spots.get(terrain)
        if spot is None:
            continue
        colour, sign = DANGER[state]
        centre = mv.to_screen(*spot)
        pygame.draw.circle(surface, (20, 16, 12), centre, mv.length(17))
        pygame.draw.circle(surface, colour, centre, mv.length(15))
        theme.draw_text(surface, sign, *layout.to_design(centre), 13, theme.WHITE, bold=True, anchor="center")
    # Trap markers: a blue disc with a monster's M mid-road, a blue bar across a blocked bridge.
    for trap in view.get("traps", []):
        road = board.roads[int(trap["road"])]
        a, b = board.circles[road.a], board.circles[road.b]
        mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2
        centre = mv.to_screen(mx, my)
        if trap["spot"] == "mid":
            pygame.draw.circle(surface, theme.WHITE, centre, mv.length(13))
            pygame.draw.circle(surface, TRAP, centre, mv.length(11))
            theme.draw_text(surface, "M", *layout.to_design(centre), 11, theme.WHITE, bold=True, anchor="center")
        else:
            bar = pygame.Rect(0, 0, mv.length(30), mv.length(10))
            bar.center = centre
            pygame.draw.rect(surface, TRAP, bar, border_radius=3)
            pygame.draw.rect(surface, theme.WHITE, bar, 2, border_radius=3)
    # Chest piles with their counts.
    for pile, count in view.get("piles", {}).items():
        spot = art.chests.get(pile)
        if spot is None:
            continue
        cx, cy = mv.to_screen(*spot)
        box = pygame.Rect(0, 0, mv.length(30), mv.length(22))
        box.center = (cx, cy)
        pygame.draw.rect(surface, (110, 70, 30) if count else (90, 90, 90), box, border_radius=layout.px(3))
        pygame.draw.rect(surface, (230, 190, 80), box, max(1, mv.length(3)), border_radius=layout.px(3))
        theme.draw_text(surface, str(count), *layout.to_design(box.center), 12, theme.WHITE, bold=True,
                        anchor="center")


def draw_reachable(surface: pygame.Surface, mv: MapView, board: Board, reach: dict[str, list[ReachableView]],
                   selected: str | None) -> None:
    """Lit circles with their cost: walking shows the LP risk, floating and teleporting the rings."""
    for name, ways in reach.items():
        c = board.circles[name]
        centre = mv.to_screen(c.x, c.y)
        walk = next((w for w in ways if w["how"] in ("move", "float")), None)
        ring = GLOW if walk else (150, 210, 255)
        width = 4 if walk else 2
        if name == selected:
            pygame.draw.circle(surface, theme.WHITE, centre, mv.length(CIRCLE_R + 10), max(2, mv.length(5)))
        pygame.draw.circle(surface, ring, centre, mv.length(CIRCLE_R + 6), max(1, mv.length(width)))
        if walk is None:
            continue
        parts = []
        for w in ways:
            if w["how"] == "move":
                parts.append(_("monster!") if w["monster"] else
                             _("−{lp} LP").format(lp=w["lp_risk"]) if w["lp_risk"] else _("safe"))
            elif w["how"] == "float":
                parts.append(_("float {rings}◯").format(rings=w["rings"]))
        text = " / ".join(parts)
        red = any(w["lp_risk"] or w["monster"] for w in ways if w["how"] == "move")
        _label(surface, text, mv.to_screen(c.x, c.y - CIRCLE_R - 16), 13, theme.WHITE,
               (170, 40, 35) if red else (30, 110, 50))


def draw_trails(surface: pygame.Surface, mv: MapView, board: Board, trails: dict[int, tuple[str, str]]) -> None:
    """Each champion's last move, marked until its next: a dashed arrow in its colour from the circle it left
    (ringed) to the circle it reached, so a move made while nobody watched can still be followed."""
    for seat, (source, target) in sorted(trails.items()):
        a, b = board.circles[source], board.circles[target]
        start, end = mv.to_screen(a.x, a.y), mv.to_screen(b.x, b.y)
        length = math.dist(start, end)
        gap = mv.length(CIRCLE_R + 9)
        if length <= 2 * gap:
            continue
        ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
        first = (start[0] + ux * gap, start[1] + uy * gap)
        tip = (end[0] - ux * gap, end[1] - uy * gap)
        colour = theme.seat_colour(seat)
        dash, width = max(5.0, mv.length(14)), max(3, mv.length(7))
        run = length - 2 * gap
        for k in range(int(run // (2 * dash)) + 1):
            t0, t1 = 2 * k * dash, min(run - dash, (2 * k + 1) * dash)  # the last dash stops short of the head
            if t0 >= t1:
                break
            p0 = (first[0] + ux * t0, first[1] + uy * t0)
            p1 = (first[0] + ux * t1, first[1] + uy * t1)
            pygame.draw.line(surface, (20, 16, 12), p0, p1, width + 2)
            pygame.draw.line(surface, colour, p0, p1, width)
        head = mv.length(16)
        back = (tip[0] - ux * head, tip[1] - uy * head)
        wing = (-uy * head * 0.6, ux * head * 0.6)
        points = [tip, (back[0] + wing[0], back[1] + wing[1]), (back[0] - wing[0], back[1] - wing[1])]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, (20, 16, 12), points, max(1, mv.length(2)))
        pygame.draw.circle(surface, colour, start, mv.length(CIRCLE_R + 7), max(2, mv.length(4)))


def pawn_spots(board: Board, view: KalahenView) -> dict[int, tuple[float, float]]:
    """Where each champion's pawn stands, in map coordinates: in a row right of its circle, so the circle's
    letter or number and the cost above stay readable."""
    spots: dict[int, tuple[float, float]] = {}
    by_circle: dict[str, int] = {}
    for c in view.get("champions", []):
        pos = c["pos"]
        circle = None if pos is None else board.circles.get(pos)
        if c["out"] or pos is None or circle is None:
            continue
        i = by_circle.get(pos, 0)
        by_circle[pos] = i + 1
        spots[c["seat"]] = (circle.x + 30 + i * 30, circle.y + 2)
    return spots


def draw_pawns(surface: pygame.Surface, mv: MapView, board: Board, view: KalahenView,
               gliding: dict[int, tuple[float, float]] | None = None) -> None:
    """Pawns in seat colours with the seat's number (the panels show the same number); `gliding` puts a
    pawn on its way somewhere else than its spot (map coordinates)."""
    turn = view.get("turn_seat")
    spots = {**pawn_spots(board, view), **(gliding or {})}
    for seat, (mx, my) in sorted(spots.items(), key=lambda item: item[0] in (gliding or {})):
        x, y = mv.to_screen(mx, my)
        r = mv.length(16)
        pygame.draw.circle(surface, (20, 16, 12), (x + 1, y + 2), r + 2)
        pygame.draw.circle(surface, theme.seat_colour(seat), (x, y), r)
        pygame.draw.circle(surface, theme.WHITE if seat == turn else (20, 16, 12), (x, y), r, max(2, mv.length(3)))
        theme.draw_text(surface, str(seat + 1), *layout.to_design((x, y)), 13, theme.WHITE, bold=True,
                        anchor="center")
