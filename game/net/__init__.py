"""Play across computers: a table's authority (a hosting client, or `python -m game serve`) keeps the match, its
seed and its autosave; each guest holds a seat's token and receives only that seat's steps, over WebSocket frames
that are size-capped and checked before use. Nothing here imports pygame."""
