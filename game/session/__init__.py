"""The table session: one game at one table, below the window — its turn loop, its seats and what each seat is
shown, move by move. The window, the replay viewer and headless play all drive it; it never imports pygame."""
