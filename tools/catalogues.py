"""The translation catalogues: find every text a player reads, keep the `.po` files in step, compile them.

    python tools/catalogues.py update    # extract the texts of the code and the rule data into each .po
    python tools/catalogues.py compile   # .po -> .mo (make, `pip install .` and the build run this)
    python tools/catalogues.py check     # list texts without a translation or with a placeholder lost; exit 1

Texts come from two places:
- the code: the arguments of `_`, `ngettext` and `N_` in every module of `game/` and in the benchmarks
  (TOOL_FILES, domain `tools`); a module says which catalogue (domain) its texts belong to with
  `words("<domain>")` (see game/i18n.py);
- the rule data: the values of the keys in YAML_TEXT_KEYS in `rules_data/<game>.yaml`, in the game's domain, the
  texts of a game's other data that DATA_TEXTS names (Kalahen's map: its circles' names and labels), and the steps
  of its lesson (`rules_data/lessons/<game>.yaml`, LESSON_TEXT_KEYS).
The `.po` files are sorted and carry no source lines, so that two changes to different texts rarely meet.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAINS, GAME_DOMAINS, LANGUAGES, SOURCE_LANGUAGE, keeps_placeholders, locale_dir, placeholders  # noqa: E402

# Fixed header dates, so that an update that changes no text changes no file.
STAMP = datetime(2026, 11, 24, tzinfo=UTC)
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
# The keys of each game's rule data whose values a player reads (an option's label and help, a card's name …).
YAML_TEXT_KEYS: dict[str, set[str]] = {
    "kalahen": {"name", "summary", "label", "help"},
    "narrespillet": {"name", "summary", "label", "help", "card", "numbers", "text"},
    "krutroyk": {"name", "summary", "label", "help", "choices", "en"},
    "kinesisk_bank": {"name", "summary", "label", "help"},
    "dodsspranget": {"name", "summary", "label", "help"},
    "jackpot": {"name", "summary", "label", "help"},
    "trippel_yatzy": {"name", "summary", "label", "help"},
    "bovjakten": {"name", "summary", "label", "help"},
    "fangelse": {"name", "summary", "label", "help"},
}
# The keys of a game's lesson (rules_data/lessons/<game>.yaml) whose values the learner reads.
LESSON_TEXT_KEYS = {"say", "wrong"}
# The benchmarks print to people too (not this file, nor the generators, whose output is data).
TOOL_FILES = ("tools/bench*.py", "tools/kalahen_*.py", "tools/stats.py", "tools/speaking.py", "tools/fuzz_net.py",
              "tools/kill_net.py", "tools/net_leaks.py")
DOMAIN_CALL = re.compile(r"""\bwords\(\s*["'](\w+)["']\s*\)""")

Message = tuple[str | tuple[str, str], str | None]  # (msgid or (singular, plural), context)


def po_path(code: str, domain: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{domain}.po"


def code_messages() -> Iterator[tuple[str, Message, str]]:
    """(domain, message, where) for every marked text in the code."""
    tools = sorted({path for pattern in TOOL_FILES for path in ROOT.glob(pattern)})
    for path in [*sorted((ROOT / "game").rglob("*.py")), *tools]:
        source = path.read_text(encoding="utf-8")
        found = list(extract_from_file("python", str(path), keywords=DEFAULT_KEYWORDS))
        if not found:
            continue
        domains = set(DOMAIN_CALL.findall(source))
        where = str(path.relative_to(ROOT))
        if len(domains) != 1:
            raise SystemExit(f"{where}: marks texts for translation but names {len(domains)} domains with words(…)")
        domain = domains.pop()
        for lineno, message, _comments, context in found:
            if isinstance(message, tuple):
                if not all(message):
                    raise SystemExit(f"{where}:{lineno}: a plural text needs its singular and plural as literals")
                message = (message[0], message[1])
            if not message:
                raise SystemExit(f"{where}:{lineno}: a translated text must be a string literal, not a variable "
                                 "or an f-string (use .format() after the call)")
            yield domain, (message, context), f"{where}:{lineno}"


def _texts_in(node: Any, keys: set[str]) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in keys and isinstance(value, str):
                yield value
            elif key in keys and isinstance(value, list):
                yield from (item for item in value if isinstance(item, str))
                # A list of entries under a text key (Krutrøyk's d6 table of names) has its texts inside.
                yield from _texts_in([item for item in value if not isinstance(item, str)], keys)
            else:
                yield from _texts_in(value, keys)
    elif isinstance(node, list):
        for item in node:
            yield from _texts_in(item, keys)


def kalahen_map_texts() -> Iterator[str]:
    """The names and labels of Kalahen's circles in maps/kalahen.tmx ("Tower", "West gate", "Castle A"),
    which the table and the log say through the catalogue; a castle's letter or a place's number is the same in
    every language and left out."""
    from xml.etree import ElementTree

    for obj in ElementTree.parse(ROOT / "maps" / "kalahen.tmx").iter("object"):
        if (obj.get("type") or obj.get("class")) != "circle":
            continue
        name = obj.get("name", "").strip()
        if len(name) > 1 and not name.isdigit():
            yield name
        for prop in obj.iter("property"):
            if prop.get("name") == "label" and prop.get("value"):
                yield str(prop.get("value"))


# Texts of a game's data outside its rule file: the map's circle names.
DATA_TEXTS = {"kalahen": (kalahen_map_texts, "maps/kalahen.tmx")}


def data_messages() -> Iterator[tuple[str, Message, str]]:
    """(domain, message, where) for every player-read text of the rule data."""
    import yaml

    for game, keys in YAML_TEXT_KEYS.items():
        path = ROOT / "rules_data" / f"{game}.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for text in _texts_in(data, keys):
            yield GAME_DOMAINS[game], (text.strip(), None), f"rules_data/{game}.yaml"
    for game, (texts, where) in DATA_TEXTS.items():
        for text in texts():
            yield GAME_DOMAINS[game], (text, None), where
    for path in sorted((ROOT / "rules_data" / "lessons").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for text in _texts_in(data, LESSON_TEXT_KEYS):
            yield GAME_DOMAINS[path.stem], (text.strip(), None), f"rules_data/lessons/{path.name}"


def templates() -> dict[str, Catalog]:
    """One catalogue of untranslated texts per domain."""
    found = {domain: Catalog(domain=domain, project="Spelbordet", locale=None, creation_date=STAMP,
                             revision_date=STAMP) for domain in DOMAINS}
    for domain, (message, context), where in [*code_messages(), *data_messages()]:
        if domain not in found:
            raise SystemExit(f"{where}: unknown domain {domain!r} (see game/i18n.py DOMAINS)")
        found[domain].add(message, context=context)
    return found


def read(path: Path, code: str, domain: str) -> Catalog:
    if path.exists():
        with path.open("rb") as file:
            return read_po(file, locale=code, domain=domain)
    return Catalog(locale=code, domain=domain, project="Spelbordet", version="1", creation_date=STAMP,
                   revision_date=STAMP, fuzzy=False, copyright_holder="Spelbordet", msgid_bugs_address="",
                   last_translator="Spelbordet", language_team=LANGUAGES[code],
                   header_comment=f"# {LANGUAGES[code]}: the texts of Spelbordet's {domain!r} catalogue.\n"
                                  "# Update with `python tools/catalogues.py update`; see the README.")


def write(path: Path, catalogue: Catalog) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalogue, width=120, no_location=True, omit_header=False, sort_output=True,
             ignore_obsolete=True, include_previous=False)
    text = buffer.getvalue().decode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def update() -> None:
    for domain, template in templates().items():
        for code in TRANSLATED:
            path = po_path(code, domain)
            catalogue = read(path, code, domain)
            catalogue.update(template, no_fuzzy_matching=True)
            write(path, catalogue)
            print(f"{path.relative_to(ROOT)}: {len(catalogue)} texts")


def compile_all(quiet: bool = False) -> None:
    """Writes each .mo that is missing or older than its .po (whole or not at all: a reader never sees half)."""
    for code in TRANSLATED:
        for domain in DOMAINS:
            source = po_path(code, domain)
            target = source.with_suffix(".mo")
            if not source.exists() or (target.exists() and target.stat().st_mtime >= source.stat().st_mtime):
                continue
            catalogue = read(source, code, domain)
            part = target.with_name(f"{target.name}.{os.getpid()}.part")
            with part.open("wb") as file:
                write_mo(file, catalogue, use_fuzzy=False)
            part.replace(target)
            if not quiet:
                print(f"{target.relative_to(ROOT)}: {len(catalogue)} texts")


def problems(domains: list[str] | None = None) -> list[str]:
    """Every text of the code and data without a Svenska or Norsk translation, or whose translation
    drops or adds a placeholder (in the given domains, or all)."""
    found: list[str] = []
    for domain, template in templates().items():
        if domains and domain not in domains:
            continue
        for code in TRANSLATED:
            path = po_path(code, domain)
            catalogue = read(path, code, domain)
            for wanted in template:
                if not wanted.id:
                    continue
                have = catalogue.get(wanted.id, context=wanted.context)
                label = f"{code}/{domain}: {wanted.id if isinstance(wanted.id, str) else wanted.id[0]!r}"
                strings = list(have.string) if have is not None and isinstance(have.string, tuple) else (
                    [have.string] if have is not None else [])
                if have is None or have.fuzzy or not strings or not all(strings):
                    found.append(f"{label}: no translation")
                    continue
                ids = tuple(wanted.id) if isinstance(wanted.id, tuple) else (wanted.id,)
                for index, string in enumerate(strings):
                    source = ids[min(index, len(ids) - 1)]
                    if not keeps_placeholders(ids, index, string, len(strings)):  # the client's own rule
                        found.append(f"{label}: placeholders {placeholders(source)} became {placeholders(string)}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "compile", "check"])
    parser.add_argument("domains", nargs="*", help="check only these catalogues (default: all)")
    args = parser.parse_args()
    if args.command == "update":
        update()
    elif args.command == "compile":
        compile_all()
    else:
        found = problems(args.domains)
        for line in found:
            print(line)
        print(f"{len(found)} problems")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
