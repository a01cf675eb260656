"""A readable transcript of a seeded game between AI players (the golden files under tests/ are these)."""

from __future__ import annotations

from typing import Any

from game.ai.base import decision_for
from game.engine.match import Match
from game.engine.registry import GameInfo
from game.engine.seats import Seat
from game.engine.state import CHANCE


def play_transcript(info: GameInfo, options: dict[str, Any], levels: list[str], seed: int) -> str:
    seats = [Seat(f"AI {i + 1} ({level})", "ai", level) for i, level in enumerate(levels)]
    match = Match(info, options, seats, seed)
    bots = [info.make_bot(level) for level in levels]
    lines = [f"{info.name}; options {dict(match.options)}; seed {seed}; seats: {', '.join(s.name for s in seats)}"]
    while not match.state.is_terminal():
        state = match.state
        player = state.current_player()
        if player == CHANCE:
            action = state.sample_chance(match.step_rng("chance"))
            who = f"{seats[state.view(None)['turn']].name}"
        else:
            action = bots[player].choose(decision_for(state, player, match.step_rng("bot")))
            who = seats[player].name
        lines.append(f"{len(match.actions) + 1:4d} {who}: {state.move_text(action)}")
        match.apply(action)
    state = match.state
    for seat, sheet in zip(seats, state.view(None)["sheets"], strict=True):
        columns = " + ".join(f"{c['total']} (bonus {c['bonus']})" for c in sheet["columns"])
        lines.append(f"{seat.name}: {columns} = {sheet['total']}")
    return "\n".join(lines) + "\n"
