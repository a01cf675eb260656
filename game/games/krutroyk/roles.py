"""Roles: four traits each, written by the player or taken from the source's d6 table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NotRequired, TypedDict

from game.engine.rules_data import Node
from game.i18n import game_text, language

LANGUAGES = ("en", "nn")  # the table's own words: English and the source's Nynorsk
NARRATION_LANGUAGES = ("en", "nn", "sv", "nb")  # the languages AI roles narrate in


class Trait(TypedDict):
    """One trait of a role: written (the same words in every language) or from the d6 table."""

    text: str
    entry: int | None  # the table's d6 face, None for a written trait
    rolled: bool
    nn: NotRequired[str]  # a table entry's Nynorsk words


Role = Mapping[str, Trait]  # a role's traits by name, as far as they are filled


@dataclass(frozen=True)
class TableEntry:
    """One line of the role table for one trait, in both languages."""

    en: str
    nn: str
    en_phrase: str  # the form narration puts into a sentence
    nn_phrase: str
    sv_phrase: str
    nb_phrase: str

    def word(self, language: str) -> str:
        return self.nn if language == "nn" else self.en

    def phrase(self, language: str) -> str:
        return {"nn": self.nn_phrase, "sv": self.sv_phrase, "nb": self.nb_phrase}.get(language, self.en_phrase)


@dataclass(frozen=True)
class RoleTable:
    traits: tuple[str, ...]
    labels: dict[str, dict[str, str]]  # trait -> language -> label
    entries: dict[str, tuple[TableEntry, ...]]  # trait -> six entries, d6 face 1 first

    @staticmethod
    def from_data(node: Node) -> RoleTable:
        traits = tuple(t.as_type(str) for t in node.child("traits").elements())
        if len(traits) != 4 or len(set(traits)) != 4:
            raise node.child("traits").fail("expected four different trait names")
        labels: dict[str, dict[str, str]] = {}
        entries: dict[str, tuple[TableEntry, ...]] = {}
        table = node.child("roles")
        for trait in traits:
            label = node.child("trait_labels").child(trait)
            labels[trait] = {lang: label.get(lang, str) for lang in LANGUAGES}
            rows = []
            for row in table.child(trait).elements():
                en, nn = row.get("en", str), row.get("nn", str)
                en_phrase = row.get("en_phrase", str, en)
                # A name needs no Svenska or Norsk form of its own; every other entry gives one.
                sv, nb = ((row.get("sv_phrase", str, en_phrase), row.get("nb_phrase", str, en_phrase))
                          if trait == "name" else (row.get("sv_phrase", str), row.get("nb_phrase", str)))
                rows.append(TableEntry(en, nn, en_phrase, row.get("nn_phrase", str, nn), sv, nb))
            if len(rows) != 6:
                raise table.child(trait).fail(f"expected six entries (one per face of a d6), found {len(rows)}")
            entries[trait] = tuple(rows)
        return RoleTable(traits, labels, entries)

    def entry(self, trait: str, face: int) -> TableEntry:
        """The table's entry for a d6 face (1–6)."""
        return self.entries[trait][face - 1]


def written_trait(text: str) -> Trait:
    """A trait the player wrote: the same words in every language."""
    return {"text": text, "entry": None, "rolled": False}


def table_trait(table: RoleTable, trait: str, face: int, rolled: bool) -> Trait:
    """A trait taken from the table (picked or rolled), in the client's language and the source's Nynorsk."""
    entry = table.entry(trait, face)
    return {"text": game_text("krutroyk", entry.en), "nn": entry.nn, "entry": face, "rolled": rolled}


def source_beside() -> bool:
    """Whether the table's words are shown with the source's Nynorsk beside them: not in Norsk, where the
    translation is the source's own words in bokmål."""
    return language() != "nb"


def table_words(english: str, nynorsk: str) -> str:
    """A table entry (or a trait's label) in the client's language, with the source's words beside it."""
    word = game_text("krutroyk", english)
    return f"{word} ({nynorsk})" if source_beside() else word


def trait_phrase(table: RoleTable, trait: str, value: Trait | None, language: str) -> str:
    """The words a narration template puts in a trait's slot."""
    if not value:
        return ""
    face = value.get("entry")
    if isinstance(face, int):
        return table.entry(trait, face).phrase(language)
    return str(value.get("text", ""))


def with_article(noun: str) -> str:
    """'a cowboy', 'an outlaw': English needs an article before an occupation."""
    if not noun:
        return noun
    return ("an " if noun[0].lower() in "aeiou" else "a ") + noun
