"""The 78 chest cards and the 24 wandering-monster cards, built from the rule data."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules_data import Node
from game.games.kalahen import wording
from game.games.kalahen.view_types import CardView
from game.i18n import language, words

_, ngettext = words("kalahen")
_NAMES: dict[tuple[str, str, int, int, int], str] = {}  # a fixed size: the cards' names by language

FORMULA_LETTERS = "ABCDEFGHIJKLMNOP"
KINDS = ("scroll", "flask", "purse", "key", "teleport", "sword", "shield")


@dataclass(frozen=True)
class Card:
    id: int
    kind: str  # scroll, flask, purse, key, teleport, sword, shield
    value: int = 0  # flask: LP healed; purse: GM
    formula: int = -1  # scroll: formula 0–7
    stars: int = 0  # scroll: 1–3

    @property
    def name(self) -> str:
        """The card's name in the client's language (made once per language: every view names every card)."""
        key = (language(), self.kind, self.value, self.formula, self.stars)
        known = _NAMES.get(key)
        if known is None:
            known = _NAMES[key] = self._name()
        return known

    def _name(self) -> str:
        if self.kind == "scroll":
            return _("scroll {stars} of formula {formula}").format(stars="★" * self.stars,
                                                                  formula=FORMULA_LETTERS[self.formula])
        if self.kind == "flask":
            return _("medicine flask ({lp} LP)").format(lp=self.value)
        if self.kind == "purse":
            return _("purse ({gm} GM)").format(gm=self.value)
        return wording.item(self.kind)

    def to_view(self) -> CardView:
        data: CardView = {"id": self.id, "kind": self.kind, "name": self.name}
        if self.kind == "scroll":
            data["formula"] = FORMULA_LETTERS[self.formula]
            data["stars"] = self.stars
        elif self.value:
            data["value"] = self.value
        return data


@dataclass(frozen=True)
class Monster:
    id: int
    strength: int
    bonus: int  # experience kept on a win


def build_cards(node: Node) -> tuple[Card, ...]:
    cards: list[Card] = []

    def add(kind: str, **kw: int) -> None:
        cards.append(Card(len(cards), kind, **kw))

    formulas = node.int_in("formulas", 1, len(FORMULA_LETTERS))
    stars = [s.as_type(int) for s in node.child("stars").elements()]
    for formula in range(formulas):
        for star in stars:
            add("scroll", formula=formula, stars=star)
    for kind in ("flasks", "purses"):
        for key, count in node.child(kind).items():
            if not key.isdigit() or int(key) <= 0:
                raise count.fail("expected a positive value as the key")
            for _copy in range(count.as_type(int)):
                add(kind[:-1] if kind == "flasks" else "purse", value=int(key))
    for kind, plural in (("key", "keys"), ("teleport", "teleports"), ("sword", "swords"), ("shield", "shields")):
        for _copy in range(node.int_in(plural, 0, 100)):
            add(kind)
    total = node.get("total", int)
    if len(cards) != total:
        raise node.fail(f"the card mix makes {len(cards)} cards, but total says {total}")
    return tuple(cards)


def build_monsters(node: Node) -> tuple[Monster, ...]:
    monsters = []
    for i, item in enumerate(node.elements()):
        monsters.append(Monster(i, item.int_in("strength", 0, 99), item.int_in("bonus", 0, 9)))
    return tuple(monsters)
