"""The words of Narrespillet's moves ("places 1, 2, 5, 7, 10 of Coins: 25"), with the players' names and the
Demons'. Every move of the game is open to the whole table (a card leaves a closed hand face up, the Chariot's
cards lie open, draws are no moves), so every seat and a spectator read the same words; a shuffle's words never
give its order."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet.cards import TRUMP_BASE
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.placements import classify
from game.games.narrespillet.trump_book import record_of
from game.i18n import game_text, words

_, ngettext = words("narrespillet")


def the(state: NarreCore, card: int) -> str:
    name = state.rules.names.name(card)
    return name if card >= TRUMP_BASE else _("the {card}").format(card=name)


def shuffle_for(state: NarreCore) -> int | None:
    """Who shuffles: the dealer before a round, or the player whose draw turns the pile (the log names them);
    nobody for the draw of the first dealer."""
    if state.chance == "deal":
        return state.dealer
    if state.chance == "pile" and state.tasks:  # the draw that turns the pile waits first in the queue
        return state.controller(state.tasks[0].entity)
    return None


def describe_action(state: NarreCore, action: Action) -> str:
    kind, args = action.kind, [int(a) for a in action.args]
    if kind == "dealer":
        return _("{name} deals first").format(name=state.entity_name(args[0]))
    if kind == "shuffle":
        if shuffle_for(state) is None:
            return _("the cards are shuffled")
        return _("shuffles the discard pile into a new deck") if state.chance == "pile" else _("shuffles and deals")
    ask = state.ask
    entity = ask.entity if ask is not None else -1
    text = _turn_text(state, kind, args)
    if text is None:
        return action.describe()
    return _("for the Demons: {move}").format(move=text) if entity == state.demons and kind in _FOR_DEMONS else text


# The moves the Demons make (their controller acts for them): the log says so before the move.
_FOR_DEMONS = frozenset({"place", "discard", "forfeit", "load", "scrap", "untemper", "hermit", "extra", "no_extra",
                         "call", "trump"})


def _turn_text(state: NarreCore, kind: str, args: list[int]) -> str | None:
    names = state.rules.names
    if kind == "place":
        return _place_text(state, args)
    if kind == "discard":
        return _("discards {card}").format(card=the(state, args[0]))
    if kind == "forfeit":
        return _("forfeits {house}").format(house=names.house(args[0]))
    if kind == "load":
        return _("puts {cards} into the Chariot").format(cards=", ".join(names.name(c) for c in args))
    if kind == "scrap":
        return _("discards the Chariot with its contents")
    if kind == "untemper":
        return _("removes Temperance")
    if kind == "exorcise":
        return _("plays the Knight of Swords and drives out the Demons")
    if kind == "pass":
        return _("does not play the Fool")
    if kind == "steal":
        if args[0] == state.demons:
            return _("plays the Fool and steals the placement for the Demons")
        return _("plays the Fool and steals the placement")
    if kind == "vote":
        return _("agrees to turn the discard pile") if args[0] else _("refuses to turn the discard pile")
    if kind == "hermit":
        return _("takes one of the Hermit's extra turns")
    if kind == "wait":
        return _("keeps the Hermit's turns for later")
    if kind == "extra":
        return _("takes Justice's extra turn")
    if kind == "no_extra":
        return _("lets Justice's extra turn go")
    if kind == "call":
        return _("calls {card}").format(card=the(state, args[0]))
    if kind == "trump":
        return _trump_text(state, args)
    return None


def _place_text(state: NarreCore, args: list[int]) -> str:
    names = state.rules.names
    h1, h2, transformed = args[0], args[1], args[2]
    cards = tuple(args[3:])
    houses = (h1,) if h2 < 0 else (h1, h2)
    placed, _why = classify(state.rules, state.trumps, cards, houses, transformed, bool(state.options["kroam"]))
    kept = [c for c in cards if c != state.trumps.magician]
    where = names.house(h1) if h2 < 0 else _("{first} and {second}").format(first=names.house(h1),
                                                                           second=names.house(h2))
    group = names.group(kept)
    if transformed >= 0:
        magic = _(" with the Magician ({card} becomes {house})").format(card=names.name(transformed),
                                                                       house=names.house(h1))
    else:
        magic = ""
    if placed == "number":
        total = sum(names.value(c) for c in kept)
        if transformed < 0:
            return _("places {cards}: {total}").format(cards=group, total=total)
        return _("places {cards} on {where}{magic}: {total}").format(cards=group, where=where, magic=magic,
                                                                     total=total)
    line = game_text("narrespillet", state.rules.ranking[state.rules.line_of(placed, 0)].text) if placed \
        else _("placement")
    return _("places {cards} on {where}{magic} ({line})").format(cards=group, where=where, magic=magic, line=line)


def _trump_text(state: NarreCore, args: list[int]) -> str:
    """A trump played for its effect, in its record's words."""
    card = args[0]
    return record_of(state, card).says(state, state.rules.names.title(card - TRUMP_BASE), args[1:])
