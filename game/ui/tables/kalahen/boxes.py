"""Where the parts of Kalahen's table stand, in design pixels (1280x720): read by the drawing, the clicks, the
hover tips, and the names hints and lessons point at (targets.py)."""

BOARD_BOX = (10, 50, 750, 470)
LOG_BOX = (10, 546, 750, 166)  # eight lines and more; scrolls back with the wheel or the arrow keys
CHAMPS_BOX = (772, 50, 498, 318)
DECIDE_BOX = (772, 376, 498, 336)
TRAY_BOX = (780, 412, 482, 150)
HINT_BUTTON = (1092, 7, 92, 32)  # in the title bar, left of "Esc: menu"
