"""A readable transcript of a match: every move in words, and the result."""

from __future__ import annotations

from game.engine.match import Match
from game.engine.state import CHANCE


def transcript_lines(match: Match) -> list[str]:
    """Replays the match from the start, describing each move as it was made."""
    info = match.info
    replay = Match(info, match.options, match.seats, match.seed)
    lines = [
        f"{info.name} ({info.native_name}), seed {match.seed}",
        "Seats: " + ", ".join(f"{s.name} [{s.label()}]" for s in match.seats),
    ]
    changed = {k: v for k, v in match.options.items() if v != next(o.default for o in info.options if o.key == k)}
    if changed:
        lines.append("Options: " + ", ".join(f"{k}={v}" for k, v in changed.items()))
    actor = "—"
    for number, action in enumerate(match.actions, start=1):
        player = replay.state.current_player()
        if player != CHANCE:
            actor = match.seats[player].name
        prefix = f"{number:4d}. {actor}" + (" (dice)" if player == CHANCE else "")
        lines.append(f"{prefix}: {replay.state.move_text(action)}")
        replay.apply(action)
    state = replay.state
    if state.is_terminal():
        winners = state.winners()
        names = " and ".join(match.seats[w].name for w in winners)
        lines.append(f"Result: {names} won." if winners else "Result: a draw.")
    else:
        lines.append("The game is not finished.")
    lines.append("Scores: " + ", ".join(f"{s.name} {score:g}" for s, score in zip(match.seats, state.scores())))
    return lines
