"""The client's languages: English, Svenska and Norsk (bokmål), from gettext catalogues.

Each part of the program has its own catalogue (a gettext *domain*): the shared screens, the engine and the
command line use `spelbordet`; Kalahen, Narrespillet and Krutrøyk have one each, and the six dice games share
`dice`. A module takes the words of its domain once, at import time:

    _, ngettext = words("kalahen")

and calls them where the text is made, so a line is always in the language chosen when it is said. A text kept
in a table at import time is marked with `N_` and translated where it is shown.

The `.po` catalogues live beside this module in `locale/<language>/LC_MESSAGES/`; `tools/catalogues.py`
extracts the texts and compiles the `.mo` files that are read here (at install and build time, see the README).
Numbers are written the way the language writes them (1 695,4 in Svenska and Norsk) by Babel.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from game.engine.reading import read_limited

LANGUAGES: dict[str, str] = {"en": "English", "sv": "Svenska", "nb": "Norsk"}
SOURCE_LANGUAGE = "en"
# A test language that lengthens every text by 40 % (with accents), to show where a screen has no room to spare.
PSEUDO = "pseudo"
DOMAINS = ("spelbordet", "kalahen", "narrespillet", "krutroyk", "dice", "tools")
# Each game's words: the dice games share one catalogue.
GAME_DOMAINS: dict[str, str] = {
    "kalahen": "kalahen", "narrespillet": "narrespillet", "krutroyk": "krutroyk",
    "kinesisk_bank": "dice", "dodsspranget": "dice", "jackpot": "dice", "trippel_yatzy": "dice",
    "bovjakten": "dice", "fangelse": "dice",
}
# The locale Babel formats numbers with.
NUMBER_LOCALES = {"en": "en_GB", "sv": "sv_SE", "nb": "nb_NO", PSEUDO: "en_GB"}

_language = SOURCE_LANGUAGE
# A language spoken for a while by one thread (`speaking`): a table's authority words each guest's step in that
# guest's language while the window, and every other thread, speaks its own.
_spoken: ContextVar[str | None] = ContextVar("spoken", default=None)


def locale_dir() -> Path:
    return Path(__file__).resolve().parent / "locale"


def language() -> str:
    """The language the client speaks now (a key of LANGUAGES, or PSEUDO in tests)."""
    return _spoken.get() or _language


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speaks `code` in this thread (and its context) until the block ends; the rest of the program is not
    touched. ValueError for a language this client does not have."""
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    token = _spoken.set(code)
    try:
        yield
    finally:
        _spoken.reset(token)


def set_language(code: str) -> None:
    """Speaks `code` from now on; every text made after this call is in it."""
    global _language
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    _language = code


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the locale module), if it
    is one of ours; English otherwise. Norwegian in any written form (no, nb, nn) gives Norsk."""
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(name):
            wanted += env[name].split(":")
            break
    if environ is None:
        try:
            code = locale.getlocale()[0]
        except ValueError:
            code = None
        if code:
            wanted.append(code)
    for tag in wanted:
        prefix = tag.lower().replace("-", "_").split("_")[0].split(".")[0]
        if prefix == "sv":
            return "sv"
        if prefix in ("nb", "no", "nn"):
            return "nb"
        if prefix in ("en", "c", "posix"):
            return "en"
    return SOURCE_LANGUAGE


MAX_CATALOGUE_BYTES = 4 << 20  # the largest compiled catalogue is 22 KB


@cache  # a fixed size, as the two caches below: by domain (six) and language (four)
def _catalogue(domain: str, code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a domain in a language (English is the text in the code). A catalogue that
    cannot be read, fails to parse or has a plural rule that is not plainly safe is not used: that domain
    speaks English, rather than fail on every text."""
    if code in (SOURCE_LANGUAGE, PSEUDO):
        return gettext.NullTranslations()
    path = locale_dir() / code / "LC_MESSAGES" / f"{domain}.mo"
    try:
        found = CheckedTranslations(io.BytesIO(read_limited(path, MAX_CATALOGUE_BYTES)))
    except OSError:
        return gettext.NullTranslations()  # not compiled: the README's `make` steps compile every catalogue
    except Exception:  # noqa: BLE001 - a damaged .mo raises struct, Unicode, Value and Index errors
        return gettext.NullTranslations()
    return found if plural_rule_is_safe(found) else gettext.NullTranslations()


def forget_catalogues() -> None:
    """Reads the catalogues again (after `tools/catalogues.py compile`)."""
    _catalogue.cache_clear()


_PLURAL_FORMS = re.compile(r"\s*nplurals\s*=\s*([1-6])\s*;\s*plural\s*=\s*([n0-9\s()?:!=<>&|%+*/-]+?)\s*;?\s*")
MAX_PLURAL_CHARS = 200  # the longest rule in the CLDR's table (Arabic) is about 100
_PLURAL_PROBES = (*range(1000), 10_000, 123_456, 1_000_000, 2**31 - 1, 10**12)


def plural_rule_is_safe(catalogue: gettext.GNUTranslations) -> bool:
    """Whether a catalogue's Plural-Forms is a short expression of n, numbers and C operators only, and
    gives a form the catalogue has for every count tried (a rule that divides by zero fails on every
    plural text)."""
    header = catalogue.info().get("plural-forms")
    if header is None:
        return True  # gettext's own rule: one form for 1, another for the rest
    match = _PLURAL_FORMS.fullmatch(header) if len(header) <= MAX_PLURAL_CHARS else None
    if match is None:
        return False
    forms = int(match.group(1))
    try:
        return all(0 <= plural_form(catalogue, n) < forms for n in _PLURAL_PROBES)
    except Exception:  # noqa: BLE001 - ZeroDivisionError, or anything else the rule may raise
        return False


def plural_form(catalogue: gettext.GNUTranslations, n: int) -> int:
    """The form a catalogue's plural rule gives for `n` (gettext sets the rule on the catalogue as it reads it)."""
    form: int = catalogue.plural(n)  # type: ignore[attr-defined]  # not in typeshed's stub
    return form


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")


def placeholders(text: str) -> list[str]:
    """The placeholders of a text ({name}, {n:,}, %s, %(x)d), sorted."""
    return sorted(PLACEHOLDER.findall(text))


def keeps_placeholders(sources: tuple[str, ...], index: int, translation: str, forms: int) -> bool:
    """Whether form `index` of a translation (of `forms` forms) has the placeholders of its English source
    (`sources` is the singular, or the singular and the plural). The catalogue check and the client share
    this rule. A singular may say "one" in words where the plural counts with {n}."""
    source = sources[min(index, len(sources) - 1)]
    have, want = placeholders(translation), placeholders(source)
    return have == want or (index == 0 and forms > 1 and set(have) <= set(want))


class CheckedTranslations(gettext.GNUTranslations):
    """A catalogue whose translation of a text is used only where it keeps the English text's placeholders:
    a translated "{nombre}" for "{name}" would make .format raise, so the English text is shown instead.
    Each text is checked the first time it is asked for."""

    def __init__(self, *args: Any) -> None:
        self._fits: dict[tuple[str, ...], bool] = {}
        super().__init__(*args)

    def _fit(self, key: tuple[str, ...], sources: tuple[str, ...], index: int, text: str, forms: int) -> bool:
        fits = self._fits.get(key)
        if fits is None:
            fits = self._fits[key] = keeps_placeholders(sources, index, text, forms)
        return fits

    def gettext(self, message: str) -> str:
        text = super().gettext(message)
        return text if text == message or self._fit((message,), (message,), 0, text, 1) else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        text = super().ngettext(msgid1, msgid2, n)
        if text in (msgid1, msgid2):
            return text
        index = plural_form(self, n)
        if self._fit((msgid1, msgid2, str(index)), (msgid1, msgid2), index, text, 2):
            return text
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        text = super().pgettext(context, message)
        return text if text == message or self._fit((context, message), (message,), 0, text, 1) else message


_PLACEHOLDER = re.compile(rf"({PLACEHOLDER.pattern}|\n)")  # what pseudo() keeps as it is
_ACCENTED = str.maketrans("aeiouycsnzAEIOUYCSNZ", "åéîöüýçšñžÅÉÎÖÜÝÇŠÑŽ")


def pseudo(text: str) -> str:
    """The pseudo-locale's text: accented, 40 % longer, placeholders and line breaks kept as they are."""
    if not text:
        return text
    parts = _PLACEHOLDER.split(text)
    shown = "".join(part if _PLACEHOLDER.fullmatch(part) else part.translate(_ACCENTED) for part in parts)
    letters = sum(len(part) for part in parts if not _PLACEHOLDER.fullmatch(part))
    return shown + "·" * max(1, round(letters * 0.4))


class Words:
    """The texts of one domain, in whichever language the client speaks when they are asked for."""

    def __init__(self, domain: str) -> None:
        if domain not in DOMAINS:
            raise ValueError(f"unknown text domain {domain!r}")
        self.domain = domain

    # English is the text itself: answered first, since bots make their moves' words thousands of times a game.
    def gettext(self, message: str) -> str:
        code = _spoken.get() or _language
        if code == SOURCE_LANGUAGE:
            return message
        if code == PSEUDO:
            return pseudo(message)
        return _catalogue(self.domain, code).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        code = _spoken.get() or _language
        if code == SOURCE_LANGUAGE:
            return singular if n == 1 else plural
        if code == PSEUDO:
            return pseudo(singular if n == 1 else plural)
        return _catalogue(self.domain, code).ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        code = _spoken.get() or _language
        if code == PSEUDO:
            return pseudo(message)
        return _catalogue(self.domain, code).pgettext(context, message)


@cache
def domain_words(domain: str) -> Words:
    return Words(domain)


def words(domain: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str]]:
    """`_` and `ngettext` of a domain, for a module to bind once at import time."""
    found = domain_words(domain)
    return found.gettext, found.ngettext


def game_text(game_key: str, message: str) -> str:
    """A text from a game's rule data (an option's label, a card's name) in the client's language."""
    return domain_words(GAME_DOMAINS.get(game_key, "spelbordet")).gettext(message)


def N_(message: str) -> str:
    """Marks a text for the catalogues where it is kept, to be translated where it is shown."""
    return message


@cache
def _separators(code: str) -> tuple[str, str]:
    """The language's thousands and decimal separators, from Babel's locale data (read once)."""
    from babel.numbers import get_decimal_symbol, get_group_symbol  # late: Babel's tables load in 0.1 s

    return get_group_symbol(NUMBER_LOCALES[code]), get_decimal_symbol(NUMBER_LOCALES[code])


def number(value: float, digits: int | None = None) -> str:
    """A number as the client's language writes it: 1,695.4 in English, 1 695,4 in Svenska and Norsk.
    `digits` fixes the decimals; otherwise as many as the value has, at most three (Babel's own rule; a test
    holds the two to the same text). Written here with Babel's separators, since the AI's hints call this
    thousands of times a game and Babel's formatter is slow."""
    group, decimal = _separators(language())
    if isinstance(value, int) and digits in (None, 0):
        text = f"{value:,}"
    else:  # rounded as Babel rounds: the decimal the float was written as, half to even
        text = format(Decimal(repr(value)), f",.{3 if digits is None else digits}f")
        if digits is None and "." in text:
            text = text.rstrip("0").rstrip(".")
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def capital(text: str) -> str:
    """A sentence as it starts: the first letter in capitals, the rest as it is ("LP", "Crystal Bridge")."""
    return text[:1].upper() + text[1:]
