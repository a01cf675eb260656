"""What a seat sees of a Krutrøyk episode: everything is public but the duellists' choices before the draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.krutroyk.phases import CHALLENGING, DESCRIBING, OVER, ROLES
from game.games.krutroyk.view_types import DuelView, KrutroykView, OpenMove, RoleSetupView

if TYPE_CHECKING:  # the state builds its view here; only the type is needed
    from game.games.krutroyk.state import KrutroykState


def build_view(state: KrutroykState, seat: int | None) -> KrutroykView:
    current = state.current_player()
    moves = [] if current < 0 else state.legal_actions()
    open_moves: list[OpenMove] = [{"kind": m.kind, "args": list(m.args), "text": m.describe()} for m in moves]
    money = state.money
    return {
        "phase": state.phase.name,
        "seat": seat,
        "players": state.num_players,
        "current": current,
        "starting_dollars": state.start_dollars,
        "pockets": list(money.pockets),
        "stacks": list(money.stacks),
        "pot": money.pot,
        "narrator": state.narrator,
        "previous_narrator": state.previous_narrator,
        "situation": "conflict" if state.phase == DESCRIBING else state.situation,
        "roles": [{trait: value.copy() for trait, value in role.items()} for role in state.roles],
        "role_names": [state.role_name(s) for s in range(state.num_players)],
        "role_setup": role_setup_view(state),
        "presented": state.presented,
        "challenge_queue": list(state.queue) if state.phase == CHALLENGING else [],
        "bidding": state.bidding.view() if state.bidding is not None else None,
        "duel": duel_view(state, seat),
        "duels": [record.copy() for record in state.duels],
        "last_duel": state.duels[-1].copy() if state.duels else None,
        "challenges": state.challenges,
        "quiet": state.quiet,
        "folds_in_row": state.folds_in_row,
        "winner": state.winner if state.phase == OVER else -1,
        "story": [entry.copy() for entry in state.story],
        "open_moves": open_moves,
        "text_moves": state.text_moves(),
        "max_text_length": state.rules.max_text_length,
        "language": state.language,
        "ante": state.rules.ante,
        "call_source_order": list(state.rules.call_source_order),
        "answer_source_order": list(state.rules.answer_source_order),
    }


def duel_view(state: KrutroykState, seat: int | None) -> DuelView | None:
    duel = state.duel
    if duel is None:
        return None
    return {
        "kind": duel.kind.value, "round": duel.round, "duellists": list(duel.duellists),
        "describing": list(duel.describe),
        "chosen": [s for s in duel.duellists if s in duel.choices],
        "my_choice": duel.choices.get(seat) if seat is not None else None,
    }


def role_setup_view(state: KrutroykState) -> RoleSetupView | None:
    """While roles are made: whose trait is next, and the table to pick from (both languages)."""
    if state.phase != ROLES:
        return None
    table = state.rules.table
    return {
        "seat": state.role_seat, "trait": state.next_trait(), "rolling": state.rolling,
        "taken_names": sorted(state.taken_faces()),
        "labels": {t: dict(table.labels[t]) for t in table.traits},
        "table": {t: [{"face": f, "en": e.en, "nn": e.nn} for f, e in enumerate(table.entries[t], start=1)]
                  for t in table.traits},
    }
