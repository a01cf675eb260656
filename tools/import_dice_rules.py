"""Writes the in-client rules of Kinesisk bank, Dödssprånget and Jackpot (rules_data/rules/*.md)
from the shared rules files.

Each file holds the English rules of one game followed by the source's own Swedish text, so a player
can compare our reading (and our Decisions) with the original. Run from the repository root with
the shared folder beside it: python tools/import_dice_rules.py [path/to/shared]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# English heading in rules/dice_games.md -> (file key, heading in the Swedish source)
GAMES = {
    "Kinesisk bank": ("kinesisk_bank", "KINESISK BANK"),
    "Dödssprånget": ("dodsspranget", "DÖDSSPRÅNGET"),
    "Jackpot": ("jackpot", "JACKPOT"),
}


def sections(text: str, pattern: str) -> dict[str, str]:
    """Splits a Markdown text at headings matching `pattern` (whose first group is the title)."""
    parts = re.split(pattern, text, flags=re.M)
    return {parts[i].strip(): parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}


def main() -> int:
    shared = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared")
    english = sections((shared / "rules" / "dice_games.md").read_text(encoding="utf-8"), r"^## (.+)$")
    source = sections((shared / "seeds" / "002_b1eed76b112762e0.txt").read_text(encoding="utf-8"), r"^#{1,2} (.+)$")
    out = Path("rules_data/rules")
    out.mkdir(parents=True, exist_ok=True)
    for heading, body in english.items():
        match = next((v for k, v in GAMES.items() if heading.startswith(k)), None)
        if match is None:
            continue
        key, swedish_heading = match
        original = next((v for k, v in source.items() if k.upper().startswith(swedish_heading)), "")
        original = re.sub(r"<[^>]+>", "", original).replace("©BRIJO AB, 1987", "").strip()
        text = f"# {heading}\n\n{body}\n\n## The source (Swedish)\n\n{original}\n"
        (out / f"{key}.md").write_text(text, encoding="utf-8")
        print(f"wrote {out / key}.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
