"""Why a game of Narrespillet ended as it did, for the results screen: the most victories, or the tie-break
(most on Swords, Staves, Cups, Coins, then the latest victory on each in turn) that settled a level count."""

from __future__ import annotations

from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.core import NarreCore
from game.i18n import number, words

_, ngettext = words("narrespillet")


def end_note(state: NarreCore) -> str:
    """One sentence: who won and by what, in the client's language (empty before the end)."""
    if not state.finished:
        return ""
    players = range(state.num_players)
    keys = [state.standing_key(s) for s in players]
    order = sorted(players, key=lambda s: keys[s], reverse=True)
    first, second = order[0], order[1]
    totals = [sum(state.victories[s]) for s in players]
    rounds = ngettext("After {n} round", "After {n} rounds", state.rounds).format(n=number(state.rounds))
    name = state.seat_name
    if keys[first] == keys[second]:
        level = [s for s in players if keys[s] == keys[first]]
        names = _("{names} and {last}").format(names=", ".join(name(s) for s in level[:-1]), last=name(level[-1]))
        return _("{rounds}, {names} are level on victories and on every tie-break, so they share the win.").format(
            rounds=rounds, names=names)
    if totals[first] > totals[second]:
        return _("{rounds}, {name} has the most victories ({n}), ahead of {other} ({m}).").format(
            rounds=rounds, name=name(first), n=number(totals[first]), other=name(second), m=number(totals[second]))
    step = next(i for i in range(1, len(keys[first])) if keys[first][i] != keys[second][i])
    house = state.rules.names.house((step - 1) % HOUSES)
    if step <= HOUSES:
        why = _("more victories on {house} ({a} against {b})").format(
            house=house, a=number(keys[first][step]), b=number(keys[second][step]))
    else:
        why = _("the later victory on {house} (round {a} against {b})").format(
            house=house, a=number(keys[first][step]), b=number(keys[second][step]) if keys[second][step]
            else _("none"))
    return _("{rounds}, {name} and {other} have {n} victories each; {name} wins the tie-break: {why}.").format(
        rounds=rounds, name=name(first), other=name(second), n=number(totals[first]), why=why)
