"""The dice games' words for the results screen's note: who leads at the end and by how much, named as the table
names its seats. Each game says why its game ended and hands the standing to `standing` below."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.i18n import words

_, ngettext = words("dice")


def names_and(names: Sequence[str]) -> str:
    """"Anna", "Anna and Bo", "Anna, Bo and Cleo", as the client's language joins them."""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def standing(figures: Sequence[float], winners: Sequence[int], name: Callable[[int], str],
             amount: Callable[[float], str], fewer_is_better: bool = False) -> str:
    """The winner and their figure, and the best of the rest with theirs: "Anna won with 30 chips, ahead of Bo
    with 18 chips". `figures` are per seat, as the results' table lists them; `amount` writes one with its unit."""
    if len(figures) == 1:
        return _("{name} ended with {amount}").format(name=name(0), amount=amount(figures[0]))
    if not winners:
        return _("everyone ended level with {amount}").format(amount=amount(figures[0])) if figures else ""
    best = figures[winners[0]]
    rest = [s for s in range(len(figures)) if s not in winners]
    if len(winners) > 1:
        lead = _("{names} share the win with {amount} each").format(
            names=names_and([name(s) for s in winners]), amount=amount(best))
    else:
        lead = _("{name} won with {amount}").format(name=name(winners[0]), amount=amount(best))
    if not rest:
        return lead
    second = (min if fewer_is_better else max)(figures[s] for s in rest)
    runners = [s for s in rest if figures[s] == second]
    return _("{lead}, ahead of {names} with {amount}").format(
        lead=lead, names=names_and([name(s) for s in runners]), amount=amount(second))
