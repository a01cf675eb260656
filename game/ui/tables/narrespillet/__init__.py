"""Narrespillet's tarot table: card images, the board's drawing and the choice panel."""
