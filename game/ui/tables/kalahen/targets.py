"""The parts of Kalahen's table by name, where a hint marks them and a lesson points at them (window pixels).

    circle:<name>      a circle of the map, by its rule name (circle:1, circle:Ekby, circle:A, circle:Tower)
    danger:<terrain>   a danger marker (danger:forest)
    chest:<pile>       a chest pile on the map (chest:1, chest:tower)
    champion:<seat>    a champion's panel (champion:0 is the first seat's)
    button:<move>      the button of a move in the decision panel, by its JSON form joined with ":" (button:search,
                       button:rings:1, button:pay:yellow, button:end); button:reroll and button:stop are the fight
                       tray's "Re-roll marked dice" and "Keep these dice"; button:hint is the Hint button
    die:<n>            the fight tray's nth special die (die:1 to die:3)
    tray, log, decisions, trial   the fight tray, the game log, the decision panel, the trial's card
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.state import Action
from game.games.kalahen.action_parts import destination, reroll_mask
from game.ui.tables.kalahen.board_art import CIRCLE_R
from game.ui.tables.kalahen.boxes import DECIDE_BOX, LOG_BOX
from game.ui.theme import layout

if TYPE_CHECKING:
    from game.ui.tables.kalahen.table import KalahenTable

MARKER_R = 17  # map pixels: a danger marker's disc
CHEST = (30, 22)  # map pixels: a chest pile's box


def find(table: KalahenTable, name: str) -> pygame.Rect | None:
    """Where the part of the table called `name` is now; None when it is not on the table."""
    kind, _sep, key = name.partition(":")
    if kind == "circle":
        return circle_rect(table, key)
    if kind == "danger":
        spot = table.board.danger_spots.get(key)
        return None if spot is None else _disc(table, spot, MARKER_R + 2)
    if kind == "chest":
        spot = table.art.chests.get(key)
        if spot is None:
            return None
        mv = table.map_view()
        rect = pygame.Rect(0, 0, mv.length(CHEST[0]), mv.length(CHEST[1]))
        rect.center = mv.to_screen(*spot)
        return rect
    if kind == "champion":
        return table.champion_rect(int(key)) if key.isdigit() else None
    if kind == "button":
        return button_rect(table, key)
    if kind == "die":
        dice = table.tray.die_rects()
        index = int(key) - 1 if key.isdigit() else -1
        return dice[index] if table.show_tray() and 0 <= index < len(dice) else None
    boxes = {"tray": table.tray.box if table.show_tray() else None, "log": LOG_BOX, "decisions": DECIDE_BOX,
             "trial": table.trial_card_box() if table.trial_card else None}
    box = boxes.get(name)
    return None if box is None else layout.rect(*box)


def circle_rect(table: KalahenTable, name: str) -> pygame.Rect | None:
    circle = table.board.circles.get(name)
    if circle is None:
        return None
    looks = table.art.looks.get(name)
    radius = max(CIRCLE_R, min(looks[2], 30)) if looks and circle.kind == "tower" else CIRCLE_R
    return _disc(table, (circle.x, circle.y), radius)


def button_rect(table: KalahenTable, key: str) -> pygame.Rect | None:
    if key == "hint":
        return table.hint_button.screen_rect() if table.hint_button.visible else None
    fight = {"reroll": table.reroll_button, "stop": table.keep_button}.get(key)
    if fight is not None:
        return fight.screen_rect() if fight in table.fight_controls.widgets else None
    parts = key.split(":")
    for action, button in table.panel.shown:
        if [str(part) for part in action.to_json()] == parts:
            return button.screen_rect()
    return None


def advised(table: KalahenTable, action: Action) -> list[pygame.Rect]:
    """Where an advised move is made on the table: its button, the circle it goes to, the dice to throw again."""
    button = table.panel.button_for(action)
    if button is not None:
        return [button.screen_rect()]
    found: list[pygame.Rect | None] = []
    there = destination(action)
    if there is not None:
        found.append(circle_rect(table, there))
    elif action.kind == "reroll":
        mask = reroll_mask(action)
        found += [find(table, f"die:{i + 1}") for i in range(3) if mask >> i & 1]
        found.append(find(table, "button:reroll"))
    elif action.kind == "stop":
        found.append(find(table, "button:stop"))
    return [rect for rect in found if rect is not None]


def _disc(table: KalahenTable, spot: tuple[float, float], radius: float) -> pygame.Rect:
    mv = table.map_view()
    size = 2 * mv.length(radius)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = mv.to_screen(*spot)
    return rect
