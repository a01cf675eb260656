"""Why a move is good, in a player's words: the reason a Narrespillet hint gives, read from the seat's view (the
house a placement leads and over whom, what a trump does here, why a card goes to the pile), and the parts of the
table it speaks of, named as told.py names the places ("field:E:H", "hand:E", "deck", "discard", "justice").

Only what the seat may see is read: the view, and the rule data's names and ranking."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine.state import Action
from game.games.narrespillet import told
from game.games.narrespillet.action_parts import (
    discarded,
    placed_cards,
    placement_houses,
    trump_card,
    trump_choices,
)
from game.games.narrespillet.at_hand import cards_at_hand_in_view
from game.games.narrespillet.cards import ACE, HOUSES, KING, QUEEN, TRUMP_BASE, card_of, house_of, rank_of
from game.games.narrespillet.data import NarreRules
from game.games.narrespillet.placements import Placement, make_placement, placed_kind, rank_key
from game.games.narrespillet.trump_book import BOOK, HIEROPHANT_FOOL, HIEROPHANT_TRUMPS
from game.games.narrespillet.view_types import EntityView, FieldView, NarreView
from game.i18n import capital, words

_, ngettext = words("narrespillet")

Reason = tuple[str, tuple[str, ...]]  # the words, and the parts of the table they speak of
LATEST = 1 << 30  # a placement not yet made comes after every one on the table (it loses the last tie)
# A placement this high on the ranking (0 = the World) is worth saying how few kinds rank above it.
STRONG_LINES = 6


@dataclass(frozen=True)
class Seen:
    """The seat's view, read for reasons: who acts (a seat, or the Demons it plays for) and whose side each
    entity is on."""

    view: NarreView
    seat: int
    me: int
    rules: NarreRules
    legal: tuple[Action, ...]

    def entity(self, e: int) -> EntityView:
        return next(x for x in self.view["entities"] if x["entity"] == e)

    @property
    def own(self) -> EntityView:
        return self.entity(self.me)

    def ours(self, e: int) -> bool:
        return self.entity(e)["controller"] == self.seat

    def name(self, e: int) -> str:
        return self.entity(e)["name"]

    def house(self, h: int) -> str:
        return self.rules.names.house(h)

    def usable(self) -> list[int]:
        return cards_at_hand_in_view(self.view, self.me)

    def the(self, card: int) -> str:
        name = self.rules.names.name(card)
        return name if card >= TRUMP_BASE else _("the {card}").format(card=name)

    def trump(self, card: int) -> str:
        return self.rules.names.title(card - TRUMP_BASE)

    def rival(self, house: int, leaving: int = -1) -> tuple[int, Placement] | None:
        """The best placement of the other side on a house (an entity not this seat's, nor `leaving`'s)."""
        best: tuple[int, Placement] | None = None
        for ent in self.view["entities"]:
            e = ent["entity"]
            if self.ours(e) or e == leaving:
                continue
            p = placement_of(ent["fields"][house])
            if p is not None and (best is None or rank_key(p) > rank_key(best[1])):
                best = (e, p)
        return best

    def fool_at_large(self) -> bool:
        """May the Fool be in another player's hand (not in the seat's own cards, nor lying open anywhere)?"""
        fool = self.rules.placing.fool
        seen = set(self.view["discard"]) | set(self.usable())
        for ent in self.view["entities"]:
            seen |= set(ent["open_cards"]) | set(ent["known_cards"]) | set(ent["chariot"] or ())
            if ent["controller"] == self.seat:
                seen |= set(ent["hand"] or ())
        return fool not in seen


def placement_of(field: FieldView) -> Placement | None:
    """A battlefield's placement as the ranking compares it (None: open or forfeited)."""
    if field["state"] != "placed":
        return None
    return Placement(field["kind"], tuple(field["cards"]), tuple(field["houses"]), field["transformed"],
                     field["order"], field["total"], field["line"])


def yours(p: Placement) -> str:
    """The seat's own placement, as a player calls it: "your royal couple", "your sum of 16"."""
    if p.kind == "number":
        return _("your sum of {total}").format(total=p.total)
    return {"world": _("your World"), "imperial": _("your imperial pair"), "royal": _("your royal couple"),
            "illegitimate": _("your illegitimate pair"), "knight": _("your Knight"), "page": _("your Page")}[p.kind]


def whose(s: Seen, e: int, p: Placement) -> str:
    """Another's placement, as a player calls it: "Anna's royal couple", "Anna's sum of 12"."""
    name = s.name(e)
    if p.kind == "number":
        return _("{name}'s sum of {total}").format(name=name, total=p.total)
    return {"world": _("{name}'s World"), "imperial": _("{name}'s imperial pair"),
            "royal": _("{name}'s royal couple"), "illegitimate": _("{name}'s illegitimate pair"),
            "knight": _("{name}'s Knight"), "page": _("{name}'s Page")}[p.kind].format(name=name)


def houses_said(s: Seen, houses: list[int] | tuple[int, ...]) -> str:
    names = [s.house(h) for h in houses]
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def cards_said(s: Seen, cards: list[int]) -> str:
    """One card by its name ("Ace of Staves"), several as the log groups them ("2, 7, 9 of Coins")."""
    return s.rules.names.name(cards[0]) if len(cards) == 1 else s.rules.names.group(cards)


def field(e: int, h: int) -> str:
    return told.field(e, h)


def reason(view: NarreView, seat: int, action: Action, rules: NarreRules, legal: Sequence[Action] = ()) -> Reason:
    """Why `action` is the move to make, for the seat whose view this is (legal: the seat's moves, to compare
    with)."""
    pending = view["pending"]
    me = int(pending.get("entity", seat)) if pending["kind"] in ACTING else seat
    s = Seen(view, seat, me if me >= 0 else seat, rules, tuple(legal))
    words, points = SAY.get(action.kind, _say_other)(s, action)
    if s.me != seat:
        words = _("You play for the Demons. {reason}").format(reason=words)
    return capital(words), points


# The decisions the pending entity makes (a seat, or the Demons on their turn); in the others (the Fool's
# window, the vote) it names someone else or nobody, and the seat answers for itself.
ACTING = frozenset({"turn", "wheel_discard", "call", "hermit", "justice_extra"})


# ----- placements ---------------------------------------------------------------------------------------------------
def _say_place(s: Seen, action: Action) -> Reason:
    rules = s.rules
    cards, houses, transformed = placed_cards(action), placement_houses(action), int(action.args[2])
    mine = make_placement(rules, rules.placing, placed_kind(cards, rules.placing), cards, houses, transformed, LATEST)
    where = houses_said(s, houses)
    magic = ""
    if transformed >= 0:  # describe.py's words
        magic = _(" with the Magician ({card} becomes {house})").format(card=rules.names.name(transformed),
                                                                       house=s.house(houses[0]))
    move = _("Place {cards} on {where}{magic}").format(cards=cards_said(s, list(mine.cards)), where=where,
                                                       magic=magic)
    if mine.kind == "world":
        return _("{move}: the World wins {house} at once, and every other player forfeits it.").format(
            move=move, house=where), ()
    rivals = [(h, r) for h in houses if (r := s.rival(h)) is not None]
    points = tuple(field(e, h) for h, (e, _p) in rivals)
    behind = [(h, e, p) for h, (e, p) in rivals if rank_key(p) > rank_key(mine)]
    if behind:  # no second sentence: how strong it is, or how safe, matters little while it does not lead
        h, e, p = behind[0]
        return _("{move}: {rival} still leads {house}, but every other move does less for you now.").format(
            move=move, rival=whose(s, e, p), house=s.house(h)), points
    if not rivals:
        said = _("{move}: {placement} leads {where}, where nobody else has placed yet.").format(
            move=move, placement=yours(mine), where=where)
    else:
        h, (e, p) = rivals[0]
        said = _("{move}: {placement} beats {rival}, the best on {house} so far.").format(
            move=move, placement=yours(mine), rival=whose(s, e, p), house=s.house(h))
    return " ".join(filter(None, (said, _placement_note(s, mine)))), points


def _placement_note(s: Seen, mine: Placement) -> str:
    """A second sentence: what keeps the placement safe, or how strong it is."""
    stealable = not any(c < TRUMP_BASE and rank_of(c) == ACE for c in mine.cards)
    if not stealable and s.fool_at_large():
        return _("The Ace in it keeps it safe from the Fool.")
    if stealable and s.rules.placing.fool in (s.own["hand"] or []) + s.own["open_cards"]:
        return _("You hold the Fool yourself, so nobody can steal it.")
    if mine.line < STRONG_LINES:
        return ngettext("Only {n} kind of placement ranks above it.", "Only {n} kinds of placement rank above it.",
                        mine.line).format(n=mine.line)
    return ""


# ----- discards and forfeits ------------------------------------------------------------------------------------
def little_use(s: Seen, card: int) -> str:
    """Why a card is worth least to the player now."""
    if card >= TRUMP_BASE:
        return _("of your cards, it helps you least now")
    h = house_of(card)
    state = s.own["fields"][h]["state"]
    if state == "placed":
        return _("you have already placed on {house}, so it is no use to you").format(house=s.house(h))
    if state == "forfeit":
        return _("you have forfeited {house}, so it is no use to you").format(house=s.house(h))
    rank = rank_of(card)
    if rank in (QUEEN, KING):
        partner = card_of(h, KING if rank == QUEEN else QUEEN)
        usable = s.usable()
        if partner not in usable and s.rules.placing.lovers not in usable:
            return _("it is placed only with {partner} or the Lovers, and you hold neither").format(
                partner=s.the(partner))
    return _("of your cards, it adds least to a placement")


def beats(s: Seen, action: Action, house: int, rival: Placement) -> bool:
    """Is `action` a placement on `house` that beats the rival's?"""
    if action.kind != "place" or house not in placement_houses(action):
        return False
    cards = placed_cards(action)
    mine = make_placement(s.rules, s.rules.placing, placed_kind(cards, s.rules.placing), cards,
                          placement_houses(action), int(action.args[2]), LATEST)
    return rank_key(mine) > rank_key(rival)


def _say_discard(s: Seen, action: Action) -> Reason:
    card = discarded(action)
    if s.view["pending"]["kind"] == "wheel_discard":
        return _("Discard {card}: {why}.").format(card=s.the(card), why=little_use(s, card)), ()
    if s.view["deck_count"] == 0:
        return _("Discard {card}: {why}. The deck is empty, so this only passes the turn and keeps your open "
                 "battlefields for later.").format(card=s.the(card), why=little_use(s, card)), ()
    return _("Discard {card} and draw a new card: {why}.").format(card=s.the(card), why=little_use(s, card)), \
        ("deck",)


def _say_forfeit(s: Seen, action: Action) -> Reason:
    h = int(action.args[0])
    house = s.house(h)
    held = any(house_of(c) == h for c in s.usable())
    rival = s.rival(h)
    points = (field(rival[0], h),) if rival is not None else ()
    if rival is not None and not held:
        said = _("Forfeit {house}: you hold no {house} cards, and {rival} leads it.")
    elif rival is not None and not any(beats(s, a, h, rival[1]) for a in s.legal):
        said = _("Forfeit {house}: {rival} leads it, and nothing you hold beats it.")
    elif rival is not None:
        said = _("Forfeit {house}: {rival} leads it, and your cards for it are worth more elsewhere.")
    elif not held:
        said = _("Forfeit {house}: you hold no {house} cards to place there.")
    else:
        said = _("Forfeit {house}: what you hold for it is too little to win it, and a forfeit costs no card.")
    rival_said = whose(s, *rival) if rival is not None else ""
    text = said.format(house=house, rival=rival_said)
    if sum(f["state"] == "open" for f in s.own["fields"]) == 1:
        text += " " + _("With all four battlefields filled, you are done for the round.")
    return text, points


# ----- trumps ---------------------------------------------------------------------------------------------------
def _say_trump(s: Seen, action: Action) -> Reason:
    card = trump_card(action)
    key = s.rules.names.trump_keys[card - TRUMP_BASE]
    args = list(trump_choices(action))
    said = TRUMP_SAY.get(key)
    if said is not None:
        return said(s, s.trump(card), args)
    return _("Play {trump}. {effect}").format(trump=s.trump(card), effect=_(BOOK[key].help)), ()


def _say_tower(s: Seen, trump: str, args: list[int]) -> Reason:
    x, h = args
    p = placement_of(s.entity(x)["fields"][h])
    assert p is not None
    house = s.house(h)
    if s.ours(x):
        return _("Play {trump} on your own {house}: it clears the battlefield, so you can place there anew.").format(
            trump=trump, house=house), (field(x, h),)
    best = s.rival(h)
    if best is not None and best[0] == x:
        text = _("Play {trump} on {name}'s {house}: it removes {rival}, the best on {house}.")
    else:
        text = _("Play {trump} on {name}'s {house}: it removes {rival}.")
    text = text.format(trump=trump, name=s.name(x), house=house, rival=whose(s, x, p))
    mine = placement_of(s.own["fields"][h])
    rival = s.rival(h, leaving=x)
    if mine is not None and (rival is None or rank_key(mine) > rank_key(rival[1])):
        text += " " + _("Then {placement} leads {house}.").format(placement=yours(mine), house=house)
    elif rival is None and s.own["fields"][h]["state"] == "open":
        text += " " + _("Nobody else has placed on {house}, so it is open for you.").format(house=house)
    return text, (field(x, h),)


def _say_judgement(s: Seen, trump: str, args: list[int]) -> Reason:
    x, h = args
    house = s.house(h)
    if s.ours(x):
        return _("Play {trump} on your own {house}: it counts as your forfeit there.").format(
            trump=trump, house=house), (field(x, h),)
    text = _("Play {trump} on {name}'s {house}: {name} must forfeit {house} and can no longer place there.").format(
        trump=trump, name=s.name(x), house=house)
    mine = placement_of(s.own["fields"][h])
    rival = s.rival(h)
    if mine is not None and (rival is None or rank_key(mine) > rank_key(rival[1])):
        text += " " + _("That keeps {placement} ahead on {house}.").format(placement=yours(mine), house=house)
    return text, (field(x, h),)


def _say_hanged(s: Seen, trump: str, args: list[int]) -> Reason:
    x = args[0]
    if s.ours(x):
        return _("Play {trump} on yourself: you discard your hand and draw a new one.").format(trump=trump), ()
    count = s.entity(x)["hand_count"]
    return ngettext("Play {trump} on {name}: {name} discards the {n} card in hand and must draw anew.",
                    "Play {trump} on {name}: {name} discards all {n} cards in hand and must draw anew.",
                    count).format(trump=trump, name=s.name(x), n=count), (told.hand(x),)


def _say_priestess(s: Seen, trump: str, args: list[int]) -> Reason:
    x = args[0]
    return _("Play {trump} on {name}: you see what {name} holds, then you take another turn.").format(
        trump=trump, name=s.name(x)), (told.hand(x),)


def _say_hierophant(s: Seen, trump: str, args: list[int]) -> Reason:
    choice = args[0]
    if choice == HIEROPHANT_FOOL:
        return _("Play {trump} and name the Fool: whoever holds it must show it, then you take another "
                 "turn.").format(trump=trump), ()
    if choice == HIEROPHANT_TRUMPS:
        what = _("all trumps but the Fool")
    else:
        what = _("all {house} cards").format(house=s.house(choice))
    return _("Play {trump} and name {what}: whoever holds them must show them, then you take another turn.").format(
        trump=trump, what=what), ()


def _say_chariot(s: Seen, trump: str, args: list[int]) -> Reason:
    if not args:
        return _("Play {trump}: it lies in front of you, ready to carry cards for a later placement.").format(
            trump=trump), ()
    return ngettext("Play {trump} with {cards}: it waits open in front of you for a later placement, and you "
                    "draw back up to your hand limit.",
                    "Play {trump} with {cards}: they wait open in front of you for a later placement, and you "
                    "draw back up to your hand limit.", len(args)).format(
        trump=trump, cards=cards_said(s, args)), ("deck",)


def _say_wheel(s: Seen, trump: str, args: list[int]) -> Reason:
    return ngettext("Play {trump} and draw {n} card: more cards to choose from; then you discard down to your "
                    "hand limit.",
                    "Play {trump} and draw {n} cards: more cards to choose from; then you discard down to your "
                    "hand limit.", args[0]).format(trump=trump, n=args[0]), ("deck",)


def _say_death(s: Seen, trump: str, args: list[int]) -> Reason:
    text = _("Play {trump}: the rest of the deck is discarded and nobody draws again this round.").format(trump=trump)
    leading = [h for h in range(HOUSES) if (mine := placement_of(s.own["fields"][h])) is not None
               and ((r := s.rival(h)) is None or rank_key(mine) > rank_key(r[1]))]
    if leading:
        text += " " + _("You lead {houses}, and the others can no longer draw what they need.").format(
            houses=houses_said(s, leading))
    return text, ("deck",)


def _say_temperance(s: Seen, trump: str, args: list[int]) -> Reason:
    h = args[0]
    text = _("Play {trump} on {house}: nobody can place on {house} while it lies there.").format(
        trump=trump, house=s.house(h))
    rival = s.rival(h)
    if rival is not None:
        text += " " + _("{rival} leads {house} now, and nobody else can place there to overtake it.").format(
            rival=capital(whose(s, *rival)), house=s.house(h))
    return text, (field(s.me, h),)


def _say_strength(s: Seen, trump: str, args: list[int]) -> Reason:
    if args[0]:
        return _("Play {trump} for two open cards: a bigger hand for the rest of the round, though the others "
                 "see those two.").format(trump=trump), ()
    return _("Play {trump} for one more closed card: a bigger hand for the rest of the round.").format(
        trump=trump), ()


def _say_justice(s: Seen, trump: str, args: list[int]) -> Reason:
    return _("Play {trump}: six open cards come to the middle of the table for everyone to use, and you may take "
             "the first pick.").format(trump=trump), ("deck",)


def _say_hermit_card(s: Seen, trump: str, args: list[int]) -> Reason:
    return _("Play {trump}: three extra turns, to take this round whenever they help you most.").format(
        trump=trump), ()


def _say_demons(s: Seen, trump: str, args: list[int]) -> Reason:
    return _("Play {trump}: they join the round as an extra seat you play for, and every house they win counts "
             "for you.").format(trump=trump), ()


def _say_call_card(s: Seen, trump: str, args: list[int]) -> Reason:
    return _("Play {trump}: you call a card you need, and whoever holds it must hand it over.").format(
        trump=trump), ()


TRUMP_SAY: dict[str, Callable[[Seen, str, list[int]], Reason]] = {
    "tower": _say_tower, "judgement": _say_judgement, "hanged": _say_hanged, "priestess": _say_priestess,
    "hierophant": _say_hierophant, "chariot": _say_chariot, "wheel": _say_wheel, "death": _say_death,
    "temperance": _say_temperance, "strength": _say_strength, "justice": _say_justice, "hermit": _say_hermit_card,
    "demons": _say_demons, "star": _say_call_card, "moon": _say_call_card, "sun": _say_call_card,
}


# ----- the Chariot, Temperance, the Demons ---------------------------------------------------------------------
def _say_load(s: Seen, action: Action) -> Reason:
    cards = [int(c) for c in action.args]
    return ngettext("Put {cards} into the Chariot: it waits open for a later placement, and you draw back up to "
                    "your hand limit.",
                    "Put {cards} into the Chariot: they wait open for a later placement, and you draw back up to "
                    "your hand limit.", len(cards)).format(cards=cards_said(s, cards)), ("deck",)


def _say_scrap(s: Seen, action: Action) -> Reason:
    return _("Discard the Chariot with its contents: its cards are of no more use to you."), ()


def _say_untemper(s: Seen, action: Action) -> Reason:
    temperance = s.view["temperance"]
    h = temperance["house"] if temperance else 0
    return _("Remove Temperance: {house} opens again for placements.").format(house=s.house(h)), \
        (field(s.me, h),)


def _say_exorcise(s: Seen, action: Action) -> Reason:
    demons = s.view["demons"]
    points = tuple(field(e["entity"], h) for e in s.view["entities"] if e["demons"] for h in range(HOUSES)
                   if e["fields"][h]["state"] == "placed")
    owner = s.name(demons["owner"]) if demons else ""
    return _("Drive out the Demons with the Knight of Swords: their hand and placements are discarded, and {name} "
             "loses every house they would win.").format(name=owner), points


# ----- the decisions between turns ----------------------------------------------------------------------------
def _say_steal(s: Seen, action: Action) -> Reason:
    pending = s.view["pending"]
    victim, houses = int(pending["victim"]), list(pending["houses"])
    target = placement_of(s.entity(victim)["fields"][houses[0]])
    points = tuple(field(victim, h) for h in houses)
    if target is None:
        return _("Play the Fool: the placement becomes yours."), points
    if int(action.args[0]) != s.seat:
        text = _("Play the Fool for the Demons: {rival} on {houses} becomes theirs.")
    else:
        text = _("Play the Fool: {rival} on {houses} becomes yours.")
    text = text.format(rival=whose(s, victim, target), houses=houses_said(s, houses))
    if all((r := s.rival(h, leaving=victim)) is None or rank_key(target) > rank_key(r[1]) for h in houses):
        text += " " + _("It leads there.")
    return text, points


def _say_pass(s: Seen, action: Action) -> Reason:
    pending = s.view["pending"]
    if pending["kind"] != "fool":
        return _("It is the only move you may make now."), ()
    victim, houses = int(pending["victim"]), list(pending["houses"])
    p = placement_of(s.entity(victim)["fields"][houses[0]])
    if p is None or s.rules.placing.fool not in s.usable():
        return _("Do not play the Fool now."), ()
    return _("Keep the Fool: {rival} is not worth it; a better placement to steal may come.").format(
        rival=whose(s, victim, p)), tuple(field(victim, h) for h in houses)


def _say_hermit(s: Seen, action: Action) -> Reason:
    return _("Take one of the Hermit's extra turns now, before the others change the table."), ()


def _say_wait(s: Seen, action: Action) -> Reason:
    hermit = s.view["hermit"]
    left = hermit["turns_left"] if hermit else 0
    return ngettext("Keep the Hermit's turn for later ({n} left): use it when it helps most.",
                    "Keep the Hermit's turns for later ({n} left): use them when they help most.", left).format(
        n=left), ()


def _say_extra(s: Seen, action: Action) -> Reason:
    return _("Take Justice's extra turn: use the open Justice cards before anyone else can."), ("justice",)


def _say_no_extra(s: Seen, action: Action) -> Reason:
    return _("Let Justice's extra turn go: any move now would cost you more than it gains."), ()


def _say_vote(s: Seen, action: Action) -> Reason:
    open_fields = sum(f["state"] == "open" for f in s.own["fields"])
    if action.args[0]:
        return ngettext("Agree to turn the discard pile: you still have {n} open battlefield to fill and need new "
                        "cards.",
                        "Agree to turn the discard pile: you still have {n} open battlefields to fill and need new "
                        "cards.", open_fields).format(n=open_fields), ("discard",)
    leading = [h for h in range(HOUSES) if (mine := placement_of(s.own["fields"][h])) is not None
               and ((r := s.rival(h)) is None or rank_key(mine) > rank_key(r[1]))]
    if leading:
        return _("Refuse to turn the discard pile: you lead {houses}, and without new cards the others can hardly "
                 "catch up.").format(houses=houses_said(s, leading)), ("discard",)
    return _("Refuse to turn the discard pile: new cards would help the others more than you."), ("discard",)


def _say_call(s: Seen, action: Action) -> Reason:
    card = int(action.args[0])
    usable = s.usable()
    tr = s.rules.placing
    if card >= TRUMP_BASE:
        partner = {tr.emperor: tr.empress, tr.empress: tr.emperor}.get(card, -1)
        if partner in usable:
            return _("Call {card}: with {partner} it makes an Imperial pair.").format(
                card=s.the(card), partner=s.the(partner)), ()
        key = s.rules.names.trump_keys[card - TRUMP_BASE]
        return _("Call {card}: {effect}").format(card=s.the(card), effect=_(BOOK[key].help)), ()
    h, rank = house_of(card), rank_of(card)
    if rank in (QUEEN, KING):
        partner = card_of(h, KING if rank == QUEEN else QUEEN)
        if partner in usable:
            return _("Call {card}: with {partner} it makes a Royal couple.").format(
                card=s.the(card), partner=s.the(partner)), ()
    total = sum(s.rules.names.value(c) for c in usable if house_of(c) == h and rank_of(c) <= 10)
    if rank <= 10 and total and s.own["fields"][h]["state"] == "open":
        return _("Call {card}: it adds to the {house} cards you hold ({total} so far).").format(
            card=s.the(card), house=s.house(h), total=total), ()
    return _("Call {card}: of the cards you may call, it helps you most.").format(card=s.the(card)), ()


def _say_other(s: Seen, action: Action) -> Reason:
    return _("It is the only move you may make now."), ()


SAY: dict[str, Callable[[Seen, Action], Reason]] = {
    "place": _say_place, "discard": _say_discard, "forfeit": _say_forfeit, "trump": _say_trump, "load": _say_load,
    "scrap": _say_scrap, "untemper": _say_untemper, "exorcise": _say_exorcise, "steal": _say_steal,
    "pass": _say_pass, "hermit": _say_hermit, "wait": _say_wait, "extra": _say_extra, "no_extra": _say_no_extra,
    "vote": _say_vote, "call": _say_call,
}
