"""The 78-card tarot deck: card numbers, houses, ranks and trumps, named from the rule data.

A card is an int: 0–55 are the house cards (house * 14 + rank - 1), 56–77 the trumps (56 + trump number,
the Fool being trump 0). The names are the rule data's English ones, said in the client's language through the
narrespillet catalogue when they are asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.memo import remember
from game.engine.rules_data import Node
from game.engine.state import Action
from game.i18n import game_text

SUIT_CARDS = 56
TRUMP_BASE = 56
DECK_SIZE = 78
HOUSES = 4
ACE, PAGE, KNIGHT, QUEEN, KING = 1, 11, 12, 13, 14


_ACTIONS: dict[tuple[str, tuple[int, ...]], Action] = {}
# About 3.5 MB. A hard search's playouts of a whole game ask for some 50,000 distinct moves, but one decision's
# for a few hundred to a thousand.
ACTIONS_KEPT = 10_000


def action(kind: str, args: tuple[int, ...] = ()) -> Action:
    """A shared Action object per move: the same moves come up again and again, and building the frozen
    dataclass anew each time is the slowest part of listing the legal moves."""
    key = (kind, args)
    found = _ACTIONS.get(key)
    if found is None:
        found = remember(_ACTIONS, key, Action(kind, args), ACTIONS_KEPT)
    return found


def house_of(card: int) -> int:
    """The house of a house card, -1 for a trump."""
    return card // 14 if card < SUIT_CARDS else -1


def rank_of(card: int) -> int:
    return card % 14 + 1 if card < SUIT_CARDS else 0


def card_of(house: int, rank: int) -> int:
    return house * 14 + rank - 1


def trump_card(number: int) -> int:
    return TRUMP_BASE + number


def trump_number(card: int) -> int:
    """The trump's number (0 = the Fool), -1 for a house card."""
    return card - TRUMP_BASE if card >= TRUMP_BASE else -1


def is_number(card: int) -> bool:
    return card < SUIT_CARDS and card % 14 < 10


def is_court(card: int) -> bool:
    return card < SUIT_CARDS and card % 14 >= 10


@dataclass(frozen=True)
class CardNames:
    house_keys: tuple[str, ...]
    house_names: tuple[str, ...]
    house_native: tuple[str, ...]
    house_card: tuple[str, ...]    # the name of the house's Ace and court cards: "{rank} of Swords"
    house_numbers: tuple[str, ...]  # the name of its number cards: "{numbers} of Swords"
    rank_names: tuple[str, ...]    # index rank - 1
    rank_native: tuple[str, ...]
    rank_values: tuple[int, ...]
    trump_keys: tuple[str, ...]    # index trump number
    trump_names: tuple[str, ...]
    trump_native: tuple[str, ...]

    @staticmethod
    def from_data(node: Node) -> CardNames:
        houses = list(node.child("houses").elements())
        if len(houses) != HOUSES:
            raise node.child("houses").fail(f"expected {HOUSES} houses, found {len(houses)}")
        ranks = list(node.child("ranks").elements())
        if [r.get("rank", int) for r in ranks] != list(range(1, 15)):
            raise node.child("ranks").fail("expected ranks 1 to 14 in order")
        for r in ranks:
            kind = r.get("kind", str)
            if kind not in ("number", "court") or (kind == "number") != (r.get("rank", int) <= 10):
                raise r.fail("kind: ranks 1-10 are number cards, 11-14 court cards")
        trumps = list(node.child("trumps").elements())
        if [t.get("number", int) for t in trumps] != list(range(22)):
            raise node.child("trumps").fail("expected trumps 0 (the Fool) to 21 in order")
        return CardNames(
            house_keys=tuple(h.get("key", str) for h in houses),
            house_names=tuple(h.get("name", str) for h in houses),
            house_native=tuple(h.get("native", str) for h in houses),
            house_card=tuple(_template(h, "card", "{rank}") for h in houses),
            house_numbers=tuple(_template(h, "numbers", "{numbers}") for h in houses),
            rank_names=tuple(str(r.get("name", str)) for r in ranks),
            rank_native=tuple(str(r.get("native", str)) for r in ranks),
            rank_values=tuple(r.get("value", int) for r in ranks),
            trump_keys=tuple(t.get("key", str) for t in trumps),
            trump_names=tuple(t.get("name", str) for t in trumps),
            trump_native=tuple(t.get("native", str) for t in trumps),
        )

    def value(self, card: int) -> int:
        return self.rank_values[card % 14] if card < SUIT_CARDS else 0

    def house(self, house: int) -> str:
        """A house's name in the client's language (a battlefield's label)."""
        return game_text("narrespillet", self.house_names[house])

    def title(self, number: int) -> str:
        """A trump's name in the client's language."""
        return game_text("narrespillet", self.trump_names[number])

    def title_of(self, key: str) -> str:
        """A trump's name in the client's language, by its key ("temperance")."""
        return self.title(self.trump_keys.index(key))

    def rank(self, rank: int) -> str:
        """A rank's word as it stands inside a card's name ("Knight", "ridder")."""
        return game_text("narrespillet", self.rank_names[rank - 1])

    def name(self, card: int) -> str:
        """A card's name in the client's language: "Knight of Swords", "7 of Cups", "The Fool"."""
        if card >= TRUMP_BASE:
            return self.title(card - TRUMP_BASE)
        rank, house = rank_of(card), house_of(card)
        if rank == ACE or rank > 10:
            return game_text("narrespillet", self.house_card[house]).format(rank=self.rank(rank))
        return game_text("narrespillet", self.house_numbers[house]).format(numbers=self.rank_names[rank - 1])

    def native(self, card: int) -> str:
        if card >= TRUMP_BASE:
            return self.trump_native[card - TRUMP_BASE]
        return f"{self.house_native[house_of(card)]} {self.rank_native[rank_of(card) - 1]}"

    def trump(self, key: str) -> int:
        """The card of a trump named by its key."""
        return TRUMP_BASE + self.trump_keys.index(key)

    def group(self, cards: list[int]) -> str:
        """'1, 2, 5, 7, 10 of Coins' when the cards share a house, else each card named."""
        if cards and all(c < SUIT_CARDS for c in cards) and len({house_of(c) for c in cards}) == 1:
            ranks = sorted(rank_of(c) for c in cards)
            numbers = ", ".join(self.rank(r) if r > 10 else str(r) for r in ranks)
            return game_text("narrespillet", self.house_numbers[house_of(cards[0])]).format(numbers=numbers)
        return ", ".join(self.name(c) for c in sorted(cards))


def _template(house: Node, key: str, placeholder: str) -> str:
    text: str = house.get(key, str)
    if text.count(placeholder) != 1:
        raise house.fail(f"{key}: expected {placeholder} once in {text!r}")
    return text
