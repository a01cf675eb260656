"""Pieces of Kalahen's map table: the board art, the players' panels, the special dice and the decision panel."""
