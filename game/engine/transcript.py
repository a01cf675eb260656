"""A readable transcript of a match: every move in words, and the result."""

from __future__ import annotations

from game.engine.match import Match
from game.engine.state import CHANCE
from game.i18n import SOURCE_LANGUAGE, language, number, words

_, ngettext = words("spelbordet")


def figure(value: float) -> str:
    """A score: in English as it always was (the golden transcripts compare it), else as the language writes it."""
    return f"{value:g}" if language() == SOURCE_LANGUAGE else number(value)


def transcript_lines(match: Match) -> list[str]:
    """Replays the match from the start, describing each move as it was made."""
    info = match.info
    replay = Match(info, match.options, match.seats, match.seed)
    # In English as it always was, "Jackpot (Jackpot)" too: the golden transcripts compare it.
    title = f"{info.name} ({info.native_name})" if language() == SOURCE_LANGUAGE else info.full_name()
    lines = [
        _("{game}, seed {seed}").format(game=title, seed=match.seed),
        _("Seats: {seats}").format(seats=", ".join(f"{s.name} [{s.label()}]" for s in match.seats)),
    ]
    changed = {k: v for k, v in match.options.items() if v != next(o.default for o in info.options if o.key == k)}
    if changed:
        lines.append(_("Options: {options}").format(options=", ".join(f"{k}={v}" for k, v in changed.items())))
    actor = "—"
    for count, action in enumerate(match.actions, start=1):
        player = replay.state.current_player()
        if player != CHANCE:
            actor = match.seats[player].name
        who = _("{name} (dice)").format(name=actor) if player == CHANCE else actor
        lines.append(f"{count:4d}. {who}: {replay.state.move_text(action)}")
        replay.apply(action)
    state = replay.state
    if state.is_terminal():
        winners = state.winners()
        names = _(" and ").join(match.seats[w].name for w in winners)
        lines.append(_("Result: {names} won.").format(names=names) if winners else _("Result: a draw."))
        if state.result_note():
            lines.append(state.result_note())  # why it ended so (Kalahen: the round limit, no formula left)
    else:
        lines.append(_("The game is not finished."))
    lines.append(_("Scores: {scores}").format(
        scores=", ".join(f"{s.name} {figure(score)}" for s, score in zip(match.seats, state.scores()))))
    return lines
