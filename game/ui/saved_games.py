"""Saved games as the window opens them: a damaged or foreign file is named and set aside, a save that breaks
part-way offers to resume before the broken move, and a good one opens at its table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.errors import BrokenAtMove, GameUnavailable, SaveError
from game.engine.saves import load_match, save_match, set_aside
from game.i18n import words
from game.ui.tables import TABLES, table_for

_, ngettext = words("spelbordet")


def open_save(app: Any, path: Path) -> bool:
    """Opens a saved game at its table. A damaged save is set aside with a message; one that breaks at
    move N offers to resume at move N − 1 (the original is kept aside)."""
    try:
        match = load_match(path)
    except GameUnavailable as exc:  # the save is fine; the game's rule file is not
        app.open("message", _("This game cannot be played now"), f"{exc}.")
        return False
    except BrokenAtMove as exc:
        offer_recovery(app, path, exc)
        return False
    except SaveError as exc:
        report_damaged(app, path, str(exc))
        return False
    if match.info.key not in TABLES:
        app.open("message", _("This game cannot be played here yet"),
                 _("{game} has no table.").format(game=match.info.local_name()))
        return False
    if match.is_over():
        app.open("message", _("This game is finished"), _("Start a new one from the menu."))
        return False
    app.push(table_for(app, match, path))
    return True


def set_aside_damaged(app: Any, bad: list[tuple[Path, str]]) -> None:
    """Each damaged or foreign file the folder scan found: its message, and moved aside."""
    for path, reason in bad:
        app.notify(f"{reason}.{move_aside(path)}")


def report_damaged(app: Any, path: Path, reason: str) -> None:
    app.open("message", _("This save cannot be opened"), f"{reason}.{move_aside(path)}")


def move_aside(path: Path) -> str:
    """Sets a damaged save aside; the sentence that says where it went."""
    try:
        return " " + _("It was moved aside as {file}.").format(file=set_aside(path).name)
    except OSError:
        return ""


def offer_recovery(app: Any, path: Path, broken: BrokenAtMove) -> None:
    """Moves 1 … N − 1 replay: offer to go on from there, keeping the whole original file aside."""
    good = broken.match
    kept = len(good.actions)

    def resume() -> None:
        app.pop()
        where = move_aside(path)
        try:
            save_match(good, path)
        except OSError as exc:
            app.notify(_("The game could not be saved: {reason}").format(reason=exc.strerror or exc))
        app.notify(_("Resumed at move {n}.").format(n=kept) + where, 6)
        if good.is_over():
            return
        app.push(table_for(app, good, path))

    def give_up() -> None:
        app.pop()
        app.notify(_("{file} was not opened.").format(file=path.name) + move_aside(path), 6)

    app.open("choice", _("This save breaks part-way"), ngettext(
        "{reason}. The move before it is good: the game can go on from move {n}, and the original file is kept "
        "aside.",
        "{reason}. The {n} moves before it are good: the game can go on from move {n}, and the original file is "
        "kept aside.", kept).format(reason=broken, n=kept),
        [(_("Resume at move {n}").format(n=kept), resume), (_("Set it aside"), give_up)])
