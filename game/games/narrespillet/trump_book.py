"""Each trump of Narrespillet as one record: the choices it is played with, its effect, its words (the log's, and a
short plain-English text of its effect for hover help), what a choice clicks on the table, and its worth to the
rule-based player. trumps.py, describe.py, policy.py and the table look a trump's record up here (BOOK, by its key;
record_of, by its card) rather than asking for its key in turn.

The trumps that are not played for their effect (the Fool reacts to a placement; the Magician, the Empress, the
Emperor, the Lovers and the World take part in placements: see placements.py and fool.py) have records too, with
no choices and no effect: their help text and their worth to keep in hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from game.games.narrespillet import told
from game.games.narrespillet.cards import HOUSES, TRUMP_BASE
from game.games.narrespillet.core import Calling, NarreCore
from game.games.narrespillet.sight import Sight, better
from game.games.narrespillet.tasks import CallNext, Draw, Fill, WheelDiscard
from game.i18n import N_, words

_, ngettext = words("narrespillet")

# What the Hierophant may name: a house (0–3), all trumps but the Fool, or the Fool alone.
HIEROPHANT_TRUMPS, HIEROPHANT_FOOL = HOUSES, HOUSES + 1

Choices = Callable[[NarreCore, int, int, bool], list[tuple[int, ...]]]
Effect = Callable[[NarreCore, int, int, list[int]], None]
Says = Callable[[NarreCore, str, list[int]], str]
Worth = Callable[["Trump", list[int], Sight], float]


def _plays(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump}").format(trump=title)


def _flat(trump: Trump, rest: list[int], tab: Sight) -> float:
    return trump.play


@dataclass(frozen=True)
class Trump:
    """One trump's behaviour. For a trump played for its effect: `choices(state, entity, card, few)` lists the
    arguments that follow the card in its trump moves (with few, the search's playouts' shorter list), `effect`
    carries out a play with those arguments once the card has left the entity's hand or the Justice cards,
    `says` words the move for the log, and `worth` scores the move for the rule-based player."""

    key: str
    help: str                     # its effect in a line or two of plain English (N_: translated where shown)
    keep: float                   # how much it is worth keeping in hand (the rule-based player discards the least)
    choices: Choices | None = None  # None: not played for its effect
    effect: Effect | None = None
    says: Says = _plays
    play: float = 0.0             # how good playing it for its effect is, before what its choice adds
    worth: Worth = _flat          # the rule-based player's score of playing it with these choices
    most: float = 1e9             # the most any of its moves can score (1e9: it varies with the table)
    target: str = ""              # what its choice clicks on the table: "player", "battlefield" or "own house"
    stays: bool = False           # it stays on the table once played (else it goes to the discard pile)


def record_of(state: NarreCore, card: int) -> Trump:
    """The record of a trump card."""
    return BOOK[state.rules.names.trump_keys[card - TRUMP_BASE]]


def help_text(state: NarreCore, card: int) -> str:
    """A trump's effect in a line or two, in the client's language (for hover help)."""
    return _(record_of(state, card).help)


def help_for(key: str) -> str:
    """The effect of the trump named `key` (the rule data's name: "tower", "chariot", …) in the client's
    language; the table shows it when the pointer rests on the card."""
    return _(BOOK[key].help)


def hierophant_named(state: NarreCore, choice: int) -> set[int]:
    if choice < HOUSES:
        return set(range(choice * 14, choice * 14 + 14))
    fool = state.trumps.fool
    if choice == HIEROPHANT_FOOL:
        return {fool}
    return set(range(TRUMP_BASE, TRUMP_BASE + 22)) - {fool}


def bring_demons(state: NarreCore, owner: int) -> None:
    table = state.table
    d = state.demons
    table.hand[d], table.opens[d], table.chariot[d], table.strength[d] = [], [], None, -1
    table.fields[d] = [None] * HOUSES
    table.done[d] = False
    table.not_in[d] = set()
    table.demons_active, table.demons_owner, table.demons_handless = True, owner, False
    if table.justice_owner >= 0:
        if state.options["althea"]:
            table.demons_handless = True  # Althéa: after Justice the Demons get no cards
        else:  # the Demons take the Justice cards; Justice stays on the table, empty
            if state.telling:
                for card in table.justice:
                    told.taken(state, d, card, told.JUSTICE)
            table.hand[d] = list(table.justice)
            table.justice = []
            table.justice_size = 0
    else:
        state.queue(Draw(d, state.rules.demons_hand))


# ----- the choices ------------------------------------------------------------------------------------------------
def _alone(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [()]


def _other_players(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    me = state.controller(e)
    return [(x,) for x in range(state.num_players) if x != me and not state.table.done[x]]


def _hierophant_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [(choice,) for choice in range(HOUSES + 2)]


def _chariot_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    rest = sorted(c for c in state.hand_of(e) if c != card)
    out: list[tuple[int, ...]] = []
    for k in range(1 if few else len(rest) + 1):
        out += combinations(rest, k)
    return out


def _wheel_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    most = state.rules.wheel_draws
    if card in state.table.justice and state.rules.wheel_justice_counts:
        most -= 1  # Justice's replacement is one of the Wheel's draws
    return [(k,) for k in range(1, most + 1)]


def _strength_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [(0,), (1,)]


def _any_entity(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [(x,) for x in state.active() if not state.table.done[x]]


def _own_open_houses(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [(h,) for h in range(HOUSES) if state.table.fields[e][h] is None]


def _demons_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    return [()] if not state.table.demons_active and e < state.num_players else []


def _tower_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    table = state.table
    out: list[tuple[int, ...]] = []
    for x in state.active():
        if table.done[x]:
            continue
        for h in range(HOUSES):
            p = table.fields[x][h]
            if p is not None and p.kind not in ("forfeit", "world") and p.houses[0] == h:
                out.append((x, h))
    return out


def _judgement_choices(state: NarreCore, e: int, card: int, few: bool) -> list[tuple[int, ...]]:
    table = state.table
    out: list[tuple[int, ...]] = []
    for x in state.active():
        if not table.done[x]:
            out += [(x, h) for h in range(HOUSES) if table.fields[x][h] is None]
    return out


# ----- the effects --------------------------------------------------------------------------------------------------
def _priestess(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    target = args[0]
    seat = state.controller(e)
    for c in table.hand[target]:
        table.private_known[seat][c] = target
    table.looks[seat].append((target, tuple(sorted(table.hand[target] + table.opens[target]))))
    if state.options["priestess_extra_turn"]:
        state.extra_turns[e] += 1


def _hierophant(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    named = hierophant_named(state, args[0])
    for x in state.active():
        shown = named & set(table.hand[x])
        for c in shown:
            table.public_known[c] = x
        if x != state.demons:
            table.not_in[x] |= named - shown
    if state.options["hierophant_extra_turn"]:
        state.extra_turns[e] += 1


def _chariot(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    loaded: list[int] = []
    state.table.chariot[e] = loaded
    for c in args:
        where = state.take_card(e, c)
        loaded.append(c)
        if state.telling:
            told.loaded(state, e, c, told.at_hand(e, where))


def _justice(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    table.justice_owner = e
    if table.demons_active and not table.demons_handless:
        d = state.demons
        if state.telling:
            for c in table.hand[d] + table.opens[d]:
                told.to_justice(state, c, told.hand(d))
        table.justice = table.hand[d] + table.opens[d]
        table.hand[d], table.opens[d] = [], []
        table.justice_size = len(table.justice)
        table.demons_handless = True
    else:
        table.justice_size = state.rules.justice_cards
        state.refill_justice()
        if state.options["justice_extra_turn"]:
            state.justice_offer = e


def _hermit(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    state.table.hermit = [e, state.rules.hermit_turns]


def _wheel(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    state.queue(Draw(e, args[0]))
    state.queue(WheelDiscard(e))


def _strength(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    state.table.strength[e] = args[0]


def _hanged(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    target = args[0]
    for c in table.hand[target] + table.opens[target]:
        table.forget(c)
        if state.telling:
            told.to_pile(state, c, told.hand(target), target)
    table.discard += table.hand[target] + table.opens[target]
    table.hand[target], table.opens[target] = [], []
    if table.chariot[target] is not None:
        state.scrap_chariot(target)
    state.queue(Fill(target))


def _death(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    if state.telling:
        for c in table.deck:
            told.to_pile(state, c, told.DECK)
    table.discard += table.deck
    table.deck = []
    table.death = True
    state.deck_not_turned()


def _temperance(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    state.table.temperance = (e, args[0])


def _demons(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    bring_demons(state, e)


def _tower(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    table = state.table
    target, house = args
    placement = table.fields[target][house]
    assert placement is not None
    for h in placement.houses:
        table.fields[target][h] = None
    table.discard += placement.cards
    if state.telling:
        for c in placement.cards:
            told.to_pile(state, c, told.field(target, placement.houses[0]), e)


def _call(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    key = state.rules.names.trump_keys[card - TRUMP_BASE]
    rule = state.rules.calls[key]
    state.calling = Calling(e, key, rule.trump_attempts, rule.card_attempts, frozenset())
    state.queue(CallNext(e))


def _judgement(state: NarreCore, e: int, card: int, args: list[int]) -> None:
    target, house = args
    state.forfeit_house(target, house, (card,), judgement=True)


# ----- the words -----------------------------------------------------------------------------------------------------
def _says_priestess(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump} and looks at {name}'s hand").format(trump=title, name=state.entity_name(rest[0]))


def _says_hierophant(state: NarreCore, title: str, rest: list[int]) -> str:
    choice = rest[0]
    if choice == HIEROPHANT_FOOL:
        return _("plays {trump} and names the Fool").format(trump=title)
    if choice == HIEROPHANT_TRUMPS:
        return _("plays {trump} and names all trumps but the Fool").format(trump=title)
    return _("plays {trump} and names all {house}").format(trump=title, house=state.rules.names.house(choice))


def _says_chariot(state: NarreCore, title: str, rest: list[int]) -> str:
    if not rest:
        return _("plays {trump}").format(trump=title)
    names = state.rules.names
    return _("plays {trump} with {cards}").format(trump=title, cards=", ".join(names.name(c) for c in rest))


def _says_wheel(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump} and draws {count}").format(trump=title, count=rest[0])


def _says_strength(state: NarreCore, title: str, rest: list[int]) -> str:
    if rest[0]:
        return _("plays {trump} for two open cards").format(trump=title)
    return _("plays {trump} for one more closed card").format(trump=title)


def _says_on_player(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump} on {name}").format(trump=title, name=state.entity_name(rest[0]))


def _says_on_house(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump} on {house}").format(trump=title, house=state.rules.names.house(rest[0]))


def _says_on_battlefield(state: NarreCore, title: str, rest: list[int]) -> str:
    return _("plays {trump} on {name}'s {house}").format(trump=title, name=state.entity_name(rest[0]),
                                                          house=state.rules.names.house(rest[1]))


# ----- the rule-based player's scores ---------------------------------------------------------------------------
TOWER_OPENS = 10.0  # the Tower on the leader of a house still open to me
TOWER_WINS = 12.0   # the Tower on the only placement that beats mine: mine leads the house (for good after Death)


def _tower_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    x, h = rest
    if tab.sides[x] == tab.seat:
        return -20.0
    if tab.leader[h] != x:
        return -2.0
    placed = tab.mine[h]
    if placed is None:
        return TOWER_OPENS
    takes = placed[0] < 99 and not better(placed, tab.best[h]) and better(placed, tab.runner[h])
    return TOWER_WINS if takes else -2.0


def _judgement_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    x, h = rest
    if tab.sides[x] == tab.seat:
        return -20.0
    placed = tab.mine[h]
    return 5.0 if placed is not None and placed[0] < 99 else 0.5


def _hanged_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    x = rest[0]
    return -10.0 if tab.sides[x] == tab.seat else 0.5 + tab.hands[x] * 0.3


def _wheel_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    return trump.play + 0.2 * rest[0] if tab.deck > 5 else -1.0


def _strength_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    return trump.play - 0.5 * rest[0]


def _temperance_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    return 1.5 if tab.leader[rest[0]] >= 0 else -1.0


def _chariot_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    return trump.play - 0.5 * len(rest)


def _hierophant_worth(trump: Trump, rest: list[int], tab: Sight) -> float:
    return trump.play - 0.1 * rest[0]


BOOK: dict[str, Trump] = {trump.key: trump for trump in (
    Trump("fool", N_("Steals another player's placement as it is made, unless it holds an Ace or is the World."),
          keep=2.0),
    Trump("magician", N_("Goes with a placement and turns one number card in it into the battlefield's house."),
          keep=0.8),
    Trump("priestess", N_("Look at another player's hand, then take another turn."), keep=0.3,
          choices=_other_players, effect=_priestess, says=_says_priestess, play=1.0, most=1.0, target="player"),
    Trump("empress", N_("Placed with the Emperor (an Imperial pair) or with the Lovers."), keep=1.5),
    Trump("emperor", N_("Placed with the Empress (an Imperial pair) or with the Lovers."), keep=1.5),
    Trump("hierophant", N_("Name a house, all trumps but the Fool, or the Fool: whoever holds them shows them. "
                           "Then take another turn."), keep=0.3,
          choices=_hierophant_choices, effect=_hierophant, says=_says_hierophant, play=0.5, worth=_hierophant_worth,
          most=0.5),
    Trump("lovers", N_("Placed with the Emperor or the Empress (an Illegitimate pair), or with a Queen or King."),
          keep=1.2),
    Trump("chariot", N_("Lies open in front of you with cards from your hand, to be placed later."), keep=0.4,
          choices=_chariot_choices, effect=_chariot, says=_says_chariot, play=0.2, worth=_chariot_worth, most=0.2,
          stays=True),
    Trump("justice", N_("Six open cards that every player may use as if they were in their hand."), keep=1.0,
          choices=_alone, effect=_justice, play=6.0, most=6.0, stays=True),
    Trump("hermit", N_("Three extra turns, to be taken at any turn boundary of the round."), keep=1.0,
          choices=_alone, effect=_hermit, play=7.0, most=7.0, stays=True),
    Trump("wheel", N_("Draw up to five cards, then discard down to your hand limit."), keep=0.6,
          choices=_wheel_choices, effect=_wheel, says=_says_wheel, play=3.0, worth=_wheel_worth),
    Trump("strength", N_("For the round, your hand holds one more closed card or two more open ones."), keep=1.0,
          choices=_strength_choices, effect=_strength, says=_says_strength, play=6.0, worth=_strength_worth,
          most=6.0, stays=True),
    Trump("hanged", N_("A player of your choice discards their hand and Chariot, then draws anew."), keep=0.5,
          choices=_any_entity, effect=_hanged, says=_says_on_player, play=2.0, worth=_hanged_worth,
          target="player"),
    Trump("death", N_("The rest of the deck is discarded; nobody draws again this round."), keep=0.3,
          choices=_alone, effect=_death, play=-1.0, most=-1.0),
    Trump("temperance", N_("Blocks one of your open houses: nobody can place there while it lies."), keep=0.3,
          choices=_own_open_houses, effect=_temperance, says=_says_on_house, play=0.5, worth=_temperance_worth,
          most=1.5, target="own house", stays=True),
    Trump("demons", N_("The Demons join the round as an extra seat that you play for; their victories are yours."),
          keep=1.0, choices=_demons_choices, effect=_demons, play=7.0, most=7.0, stays=True),
    Trump("tower", N_("Removes a placement from a battlefield (not the World, a Judgement or a forfeit)."),
          keep=1.4, choices=_tower_choices, effect=_tower, says=_says_on_battlefield, worth=_tower_worth,
          most=TOWER_WINS, target="battlefield"),
    Trump("star", N_("Call a trump, or up to three house cards: whoever holds the card hands it over."), keep=0.8,
          choices=_alone, effect=_call, play=3.5, most=3.5),
    Trump("moon", N_("Call up to two house cards: whoever holds the card hands it over."), keep=0.6,
          choices=_alone, effect=_call, play=3.0, most=3.0),
    Trump("sun", N_("Call one house card: whoever holds it hands it over."), keep=0.5,
          choices=_alone, effect=_call, play=2.5, most=2.5),
    Trump("judgement", N_("Forces a forfeit on an open battlefield of any player."), keep=1.0,
          choices=_judgement_choices, effect=_judgement, says=_says_on_battlefield, worth=_judgement_worth,
          most=5.0, target="battlefield", stays=True),
    Trump("world", N_("Beats every placement; it goes only on a house nobody has placed on or forfeited."),
          keep=3.0),
)}
