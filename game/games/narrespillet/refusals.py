"""Why cards cannot be placed on a battlefield, told from what the mover sees (its view): for the table to
explain a refused placement without knowing the rules itself."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet.at_hand import placeable_cards_in_view
from game.games.narrespillet.cards import HOUSES, TRUMP_BASE
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import classify
from game.games.narrespillet.view_types import NarreView
from game.i18n import words

_, ngettext = words("narrespillet")


def placement_error(view: NarreView, rules: NarreRules, kroam: bool, entity: int, houses: tuple[int, ...],
                    transformed: int, cards: tuple[int, ...]) -> str:
    """Why the entity cannot place these cards on these houses now ("" when it can), from the view of the seat
    that decides for it (kroam: the Kroam variant's option)."""
    own = next(x for x in view["entities"] if x["entity"] == entity)
    pool = placeable_cards_in_view(view, entity, rules.chariot_trumps)
    if any(c not in pool for c in cards) or len(set(cards)) != len(cards):
        return _("those cards are not at hand")
    blocked = view["temperance"]["house"] if view["temperance"] else -1
    for h in houses:
        if own["fields"][h]["state"] != "open":
            return _("that battlefield already has a placement or a forfeit")
        if h == blocked:
            return _("Temperance blocks that battlefield")
    kind, why = classify(rules, rules.placing, cards, houses, transformed, kroam)
    if not kind:
        return why
    if kind == "world" and any(x["fields"][houses[0]]["state"] != "open" for x in view["entities"]):
        return _("the World goes only on a house nobody has placed on or forfeited")
    return ""


def placement_targets(view: NarreView, rules: NarreRules, kroam: bool, legal: list[Action],
                      cards: tuple[int, ...]) -> dict[int, str]:
    """Each house with "" if the mover may place exactly these cards there now (alone or as one of two houses,
    with any Magician transformation: one of the legal moves), else the reason it may not."""
    pending = view["pending"]
    if pending["kind"] != "turn" or "entity" not in pending:
        return {h: _("it is not a turn to place") for h in range(HOUSES)}
    entity = pending["entity"]
    chosen = tuple(sorted(cards))
    out = {}
    for h in range(HOUSES):
        if any(a.kind == "place" and tuple(a.args[3:]) == chosen and h in a.args[:2] for a in legal):
            out[h] = ""
            continue
        # With the Magician, explain the attempt that transforms a number card of another house.
        others = [c for c in chosen if c < TRUMP_BASE and c % 14 < 10 and c // 14 != h]
        magic = (others or [-1])[0] if rules.placing.magician in chosen else -1
        why = placement_error(view, rules, kroam, entity, (h,), magic, chosen)
        out[h] = why or _("those cards do not make a placement here")
    return out
