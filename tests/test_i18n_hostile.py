"""Hostile language catalogues: a .mo file with a dangerous plural rule, a damaged one, or a translation whose
placeholder was renamed. Every text of the language still renders; English stands in where the catalogue
cannot be trusted."""

from __future__ import annotations

import io
import string
import time

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import set_language, words

SHIPPED = i18n.locale_dir()


def shipped(domain: str) -> Catalog:
    with (SHIPPED / "sv" / "LC_MESSAGES" / f"{domain}.po").open("rb") as file:
        return read_po(file, locale="sv", domain=domain)


@pytest.fixture
def swedish(tmp_path, monkeypatch):
    """A Svenska locale folder the client reads instead of the shipped one; write(domain, catalogue) puts a
    compiled catalogue (or raw bytes) in it."""
    folder = tmp_path / "locale" / "sv" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")

    def write(domain: str, catalogue: Catalog | bytes) -> None:
        buffer = io.BytesIO()
        if isinstance(catalogue, Catalog):
            write_mo(buffer, catalogue)
        (folder / f"{domain}.mo").write_bytes(buffer.getvalue() if isinstance(catalogue, Catalog) else catalogue)
        i18n.forget_catalogues()

    set_language("sv")
    yield write
    i18n.forget_catalogues()


def render(text: str, source: str) -> str:
    """A text filled in as the code fills it: with its English source's placeholders."""
    names = {name for _, name, _, _ in string.Formatter().parse(source) if name}
    return text.format(*[7] * 5, **{name: 7 for name in names if not name.isdigit()})


def render_all(domain: str) -> dict[str, str]:
    """Every text of a domain as the client shows it in the current language, counts 0, 1, 2 and 5 for
    the plural ones; raises if any cannot be shown."""
    _, ngettext = words(domain)
    shown: dict[str, str] = {}
    for message in shipped(domain):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id[0], message.id[1]
            for n in (0, 1, 2, 5):
                shown[f"{singular} [{n}]"] = render(ngettext(singular, plural, n), singular if n == 1 else plural)
        else:
            shown[message.id] = render(_(message.id), message.id)
    return shown


@pytest.mark.parametrize("rule", [
    "n/0",  # divides by zero: every plural text, and every text the catalogue lacks, raised
    "n%0",
    "(" * 30 + "n" + ")" * 30,  # too complex for gettext: the catalogue did not load, every text raised
    "n != 1" + " || n == 2" * 150,  # too long
    "n*100",  # a form the catalogue does not have
    "__import__('os').system('true')",
])
def test_a_hostile_plural_rule_leaves_the_domain_in_english_and_every_text_renders(swedish, rule):
    catalogue = shipped("spelbordet")
    catalogue.mime_headers = [("Plural-Forms", f"nplurals=2; plural={rule};")]
    swedish("spelbordet", catalogue)
    swedish("kalahen", shipped("kalahen"))
    started = time.perf_counter()
    shown = render_all("spelbordet")
    assert time.perf_counter() - started < 5
    assert shown["Delete {name}?"] == "Delete 7?"  # English, not "Ta bort 7?"
    assert shown["{n} player [2]"] == "7 players"
    assert render_all("kalahen")


def test_the_other_domains_keep_their_language_when_one_is_hostile(swedish):
    catalogue = shipped("spelbordet")
    catalogue.mime_headers = [("Plural-Forms", "nplurals=2; plural=n/0;")]
    swedish("spelbordet", catalogue)
    swedish("kalahen", shipped("kalahen"))
    first = next(m for m in shipped("kalahen") if m.id and isinstance(m.id, str) and m.string != m.id)
    assert words("kalahen")[0](first.id) == first.string


@pytest.mark.parametrize("damage", [b"", b"\xde\x12\x04\x95" + bytes(40), b"\x95\x04\x12\xde" + b"\xff" * 100])
def test_a_damaged_catalogue_leaves_the_domain_in_english(swedish, damage):
    swedish("spelbordet", damage)
    assert render_all("spelbordet")["Delete {name}?"] == "Delete 7?"


def test_a_renamed_placeholder_shows_that_text_in_english_and_the_rest_in_swedish(swedish):
    catalogue = shipped("spelbordet")
    catalogue["Delete {name}?"].string = "Ta bort {nombre}?"
    plural = next(m for m in catalogue if isinstance(m.id, tuple) and m.id[0] == "{n} player")
    plural.string = ("{n} spelare", "%(n)s spelare")
    swedish("spelbordet", catalogue)
    shown = render_all("spelbordet")
    assert shown["Delete {name}?"] == "Delete 7?"
    assert shown["As {name} saw it"] == "Som 7 såg det"
    assert shown["{n} player [1]"] == "7 spelare" and shown["{n} player [2]"] == "7 players"


def test_every_shipped_swedish_text_is_used(swedish):
    """The check lets every shipped translation through (it reuses the catalogue check's rule)."""
    catalogue = shipped("spelbordet")
    swedish("spelbordet", catalogue)
    _ = words("spelbordet")[0]
    for message in catalogue:
        if message.id and isinstance(message.id, str) and message.string and not message.context:
            assert _(message.id) == message.string
