"""The benchmarks' language: every script takes `--lang en|sv|nb` (default: the settings', else the system's,
as `python -m game` does) and prints its figures and words in it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.i18n import LANGUAGES, domain_words, language, number, set_language, words  # noqa: E402

_, ngettext = words("tools")
pgettext = domain_words("tools").pgettext


def add_language(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                        help="the language to print in (default: the settings', else the system's)")


def speak(args: argparse.Namespace) -> str:
    """Speaks the language the command line asks for, else the settings' or the system's; returns its code."""
    code: str | None = args.lang
    if not code:
        from game.settings import load_settings

        code = load_settings()[0].spoken_language()
    set_language(code)
    return code


def language_arguments() -> list[str]:
    """The --lang a benchmark hands on to a program it runs, so that it speaks the same language."""
    return ["--lang", language()]


def percent(share: float, digits: int = 1) -> str:
    """A share as a percentage in the language's way: 45.3% in English, 45,3 % in Svenska and Norsk."""
    return _("{value}%").format(value=number(100 * share, digits))


def level_name(level: str) -> str:
    """An AI level's name (or the random player's, or a seat that stays home) in the language spoken."""
    names = {"hard": _("hard"), "normal": _("normal"), "easy": _("easy"), "random": _("random")}
    return names.get(level, level)


def level_names(level: str) -> str:
    """Several players of a level, as in "two hard against two normal" (Svenska: "två svåra")."""
    names = {"hard": pgettext("several", "hard"), "normal": pgettext("several", "normal"),
             "easy": pgettext("several", "easy"), "random": pgettext("several", "random")}
    return names.get(level, level)
