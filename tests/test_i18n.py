"""The language machinery: catalogues by domain, plural forms, numbers by locale, the system's language, the
pseudo-locale, and the catalogues' completeness (every text of the code and rule data translated)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.i18n import PSEUDO, number, pseudo, set_language, system_language, words

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def catalogue_folder(tmp_path, monkeypatch):
    """A locale folder with a small Svenska 'dice' catalogue, read instead of the real one."""
    catalogue = Catalog(locale="sv", domain="dice")
    catalogue.add("Roll", "Kasta")
    catalogue.add(("{n} player", "{n} players"), ("{n} spelare", "{n} spelare"))
    catalogue.add(("{n} stroke", "{n} strokes"), ("{n} streck", "{n} streck"))
    folder = tmp_path / "locale" / "sv" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    (folder / "dice.mo").write_bytes(buffer.getvalue())
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    i18n.forget_catalogues()
    yield
    i18n.forget_catalogues()


def test_a_text_is_in_the_language_spoken_when_it_is_asked_for(catalogue_folder):
    _, ngettext = words("dice")
    assert _("Roll") == "Roll"
    set_language("sv")
    assert _("Roll") == "Kasta"
    assert ngettext("{n} player", "{n} players", 1).format(n=1) == "1 spelare"
    assert ngettext("{n} player", "{n} players", 2).format(n=2) == "2 spelare"
    assert _("A text nobody translated") == "A text nobody translated"  # English rather than nothing
    set_language("en")
    assert ngettext("{n} player", "{n} players", 1).format(n=1) == "1 player"
    assert ngettext("{n} player", "{n} players", 2).format(n=2) == "2 players"


def test_numbers_are_written_as_the_language_writes_them():
    assert number(1695.4) == "1,695.4"
    set_language("sv")
    assert number(1695.4) == "1\xa0695,4"
    assert number(2.0, 1) == "2,0"
    set_language("nb")
    assert number(1695.4) == "1\xa0695,4"
    assert number(12) == "12"


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "sv_SE.UTF-8"}, "sv"), ({"LANG": "nb_NO.UTF-8"}, "nb"), ({"LANG": "nn_NO.UTF-8"}, "nb"),
    ({"LANG": "no_NO"}, "nb"), ({"LANG": "de_DE.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
    ({"LANGUAGE": "sv:en", "LANG": "en_US.UTF-8"}, "sv"), ({"LC_ALL": "nb_NO.UTF-8", "LANG": "sv_SE"}, "nb"),
    ({"LANGUAGE": "de:sv", "LANG": "en_US"}, "sv"),
])
def test_the_system_language_is_ours_when_it_can_be(environ, expected):
    assert system_language(environ) == expected


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        set_language("de")


def test_the_pseudo_locale_is_forty_percent_longer_and_keeps_its_placeholders():
    text = "{name} rolls {value} and takes the pot"
    long = pseudo(text)
    assert "{name}" in long and "{value}" in long
    letters = len(text) - len("{name}") - len("{value}")
    assert len(long) - len(text) == round(letters * 0.4)
    assert long.format(name="Ann", value=5).startswith("Ann")
    set_language(PSEUDO)
    _, ngettext = words("spelbordet")
    assert _("Settings") != "Settings" and len(_("Settings")) > len("Settings")
    assert "{n}" in ngettext("{n} player", "{n} players", 3)


def test_every_text_has_a_swedish_and_a_norwegian_translation_with_its_placeholders():
    """tools/catalogues.py check: no text of the code or the rule data lacks a translation in sv or nb, and
    no translation drops or adds a placeholder."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogues.py"), "check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert result.stdout.strip().endswith("0 problems")


def test_the_check_finds_a_missing_translation_and_a_lost_placeholder(tmp_path, monkeypatch):
    from tools import catalogues

    template = Catalog(domain="dice")
    template.add("{name} rolls {value}")
    template.add("Roll")
    template.add("Pass")
    monkeypatch.setattr(catalogues, "templates", lambda: {"dice": template})
    monkeypatch.setattr(catalogues, "po_path", lambda code, domain: tmp_path / f"{code}-{domain}.po")
    for code in ("sv", "nb"):
        written = Catalog(locale=code, domain="dice")
        written.add("{name} rolls {value}", "{name} kastar" if code == "sv" else "{name} kaster {value}")
        written.add("Roll", "Kasta")
        catalogues.write(tmp_path / f"{code}-dice.po", written)
    found = catalogues.problems()
    assert "sv/dice: '{name} rolls {value}': placeholders ['{name}', '{value}'] became ['{name}']" in found
    assert "sv/dice: 'Pass': no translation" in found and "nb/dice: 'Pass': no translation" in found
    assert not any(line.startswith("nb/dice: '{name}") for line in found)


@settings(max_examples=300, deadline=None)
@given(value=st.one_of(st.integers(-10**9, 10**9), st.floats(-1e7, 1e7, allow_nan=False)),
       digits=st.sampled_from([None, 0, 1, 2]), code=st.sampled_from(["en", "sv", "nb"]))
def test_numbers_read_as_babel_writes_them(value, digits, code):
    """The quick formatter gives Babel's own text for the client's languages."""
    from babel.numbers import format_decimal

    set_language(code)
    locale = i18n.NUMBER_LOCALES[code]
    if digits is None:
        expected = format_decimal(value, locale=locale)
    else:
        expected = format_decimal(value, format="#,##0" + ("." + "0" * digits if digits else ""), locale=locale)
    assert number(value, digits) == expected


def test_a_thread_speaking_another_language_leaves_the_others_theirs():
    """A table's authority words a guest's step in that guest's language on its own thread: the window's thread
    (and every other) goes on in the client's language."""
    import threading

    from game.i18n import language, speaking, words

    said = words("spelbordet")[0]
    seen: dict[str, str] = {}
    inside = threading.Event()
    done = threading.Event()

    def guest_thread() -> None:
        with speaking("sv"):
            seen["guest"] = said("Join a table")
            inside.set()
            done.wait(5)
        seen["after"] = said("Join a table")

    thread = threading.Thread(target=guest_thread)
    thread.start()
    inside.wait(5)
    seen["window"] = said("Join a table")  # while the other thread speaks Svenska
    assert language() == "en"
    done.set()
    thread.join(5)
    assert seen == {"guest": "Anslut till ett bord", "window": "Join a table", "after": "Join a table"}
