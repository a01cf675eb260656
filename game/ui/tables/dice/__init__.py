"""The dice games' tables: the shared dice tray, a table for each of its five games, and Trippel Yatzy's sheet."""
