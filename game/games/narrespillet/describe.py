"""The words of Narrespillet's moves ("places 1, 2, 5, 7, 10 of Coins: 25"), with the players' names and the
Demons'. Every move of the game is open to the whole table (a card leaves a closed hand face up, the Chariot's
cards lie open, draws are no moves), so every seat and a spectator read the same words; a shuffle's words never
give its order."""

from __future__ import annotations

from game.engine.state import Action
from game.games.narrespillet.cards import TRUMP_BASE
from game.games.narrespillet.core import NarreCore
from game.games.narrespillet.placements import classify
from game.games.narrespillet.trumps import HIEROPHANT_FOOL, HIEROPHANT_TRUMPS, key_of


def the(state: NarreCore, card: int) -> str:
    name = state.rules.names.name(card)
    return name if card >= TRUMP_BASE else f"the {name}"


def shuffle_for(state: NarreCore) -> int | None:
    """Who shuffles: the dealer before a round, or the player whose draw turns the pile (the log names them);
    nobody for the draw of the first dealer."""
    if state.chance == "deal":
        return state.dealer
    if state.chance == "pile" and state.tasks:  # the draw that turns the pile waits first in the queue
        return state.controller(state.tasks[0].entity)
    return None


def describe_action(state: NarreCore, action: Action) -> str:
    names = state.rules.names
    kind, args = action.kind, [int(a) for a in action.args]
    if kind == "dealer":
        return f"{state.entity_name(args[0])} deals first"
    if kind == "shuffle":
        turned = "shuffles the discard pile into a new deck" if state.chance == "pile" else "shuffles and deals"
        return turned if shuffle_for(state) is not None else "the cards are shuffled"
    ask = state.ask
    entity = ask.entity if ask is not None else -1
    prefix = "for the Demons: " if entity == state.demons else ""
    house = names.house_names
    if kind == "place":
        h1, h2, transformed = args[0], args[1], args[2]
        cards = tuple(args[3:])
        houses = (h1,) if h2 < 0 else (h1, h2)
        placed, _ = classify(state.rules, state.trumps, cards, houses, transformed, bool(state.options["kroam"]))
        kept = [c for c in cards if c != state.trumps.magician]
        where = " and ".join(house[h] for h in houses)
        magic = f" with the Magician ({names.name(transformed)} becomes {house[h1]})" if transformed >= 0 else ""
        if placed == "number":
            total = sum(names.value(c) for c in kept)
            if transformed < 0:
                return f"{prefix}places {names.group(kept)}: {total}"
            return f"{prefix}places {names.group(kept)} on {where}{magic}: {total}"
        line = state.rules.ranking[state.rules.line_of(placed, 0)].text if placed else "placement"
        return f"{prefix}places {names.group(kept)} on {where}{magic} ({line})"
    if kind == "discard":
        return f"{prefix}discards {the(state, args[0])}"
    if kind == "forfeit":
        return f"{prefix}forfeits {house[args[0]]}"
    if kind == "load":
        return f"{prefix}puts {', '.join(names.name(c) for c in args)} into the Chariot"
    if kind == "scrap":
        return f"{prefix}discards the Chariot with its contents"
    if kind == "untemper":
        return f"{prefix}removes Temperance"
    if kind == "exorcise":
        return "plays the Knight of Swords and drives out the Demons"
    if kind == "pass":
        return "does not play the Fool"
    if kind == "steal":
        return f"plays the Fool and steals the placement{' for the Demons' if args[0] == state.demons else ''}"
    if kind == "vote":
        return "agrees to turn the discard pile" if args[0] else "refuses to turn the discard pile"
    if kind == "hermit":
        return f"{prefix}takes one of the Hermit's extra turns"
    if kind == "wait":
        return "keeps the Hermit's turns for later"
    if kind == "extra":
        return f"{prefix}takes Justice's extra turn"
    if kind == "no_extra":
        return f"{prefix}lets Justice's extra turn go"
    if kind == "call":
        return f"{prefix}calls {the(state, args[0])}"
    if kind == "trump":
        return prefix + _trump_text(state, args)
    return action.describe()


def _trump_text(state: NarreCore, args: list[int]) -> str:
    names = state.rules.names
    card = args[0]
    key = key_of(state, card)
    title = names.trump_names[card - TRUMP_BASE]
    rest = args[1:]
    if key == "priestess":
        return f"plays {title} and looks at {state.entity_name(rest[0])}'s hand"
    if key == "hierophant":
        choice = rest[0]
        what = ("the Fool" if choice == HIEROPHANT_FOOL else "all trumps but the Fool" if choice == HIEROPHANT_TRUMPS
                else f"all {names.house_names[choice]}")
        return f"plays {title} and names {what}"
    if key == "chariot":
        if not rest:
            return f"plays {title}"
        return f"plays {title} with {', '.join(names.name(c) for c in rest)}"
    if key == "wheel":
        return f"plays {title} and draws {rest[0]}"
    if key == "strength":
        return f"plays {title} for {'two open cards' if rest[0] else 'one more closed card'}"
    if key == "hanged":
        return f"plays {title} on {state.entity_name(rest[0])}"
    if key == "temperance":
        return f"plays {title} on {names.house_names[rest[0]]}"
    if key in ("tower", "judgement"):
        return f"plays {title} on {state.entity_name(rest[0])}'s {names.house_names[rest[1]]}"
    return f"plays {title}"
