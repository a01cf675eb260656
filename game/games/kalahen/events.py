"""The event schedule (Spelschema): what a trial roll at each place means, and the LP lost on a failure."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules_data import Node
from game.games.kalahen.wording import both, colours
from game.i18n import words

_, ngettext = words("kalahen")

EVENTS = ("uff", "journey", "combat", "enchantment")
ITEMS = ("sword", "shield")


@dataclass(frozen=True)
class Event:
    kind: str  # uff, journey, combat, enchantment
    monster: str = ""  # combat: a key of `monsters` (d10, 6+d6, 6+d10)
    rings: tuple[str, ...] = ()  # enchantment: rings to give up (a colour may repeat)
    needs: tuple[str, ...] = ()  # enchantment: items to hold (sword, shield)

    def text(self) -> str:
        if self.kind == "uff":
            return _("Uff! Nothing happens")
        if self.kind == "journey":
            return _("Magic journey")
        if self.kind == "combat":
            return _("Combat: a monster of strength {strength}").format(strength=monster_text(self.monster))
        if self.needs:
            return _("Enchantment: {rings}, holding {items}").format(rings=colours(self.rings), items=both(self.needs))
        return _("Enchantment: {rings}").format(rings=colours(self.rings))


def monster_text(key: str) -> str:
    """A monster's strength as the schedule writes it: d10, 6+d6, 6+d10 (a d10 shows 0–9)."""
    base, _plus, die = key.rpartition("d")
    return _("{base}d{die}").format(base=base, die=die)


@dataclass(frozen=True)
class Column:
    pile: str  # "1"–"6" or "tower"
    die: int  # 6 or 10
    loss: str  # a key of trial_loss
    rolls: dict[int, Event]


@dataclass(frozen=True)
class DieSpec:
    die: int | str  # 6, 10 or "special"
    base: int  # added to the roll

    def faces(self) -> list[int]:
        if self.die == "special":
            return [1, 2, 3, 4, 5, 6]
        return list(range(0, 10)) if self.die == 10 else list(range(1, int(self.die) + 1))

    def amount(self, roll: int) -> int:
        if self.die == "special":
            return self.base + (roll - 3 if roll > 3 else roll)
        return self.base + roll


def read_schedule(node: Node, colours: tuple[str, ...], monsters: dict[str, DieSpec],
                  losses: dict[str, DieSpec]) -> dict[str, Column]:
    columns = {}
    for pile, col in node.items():
        die = col.get("die", int)
        if die not in (6, 10):
            raise col.fail(f"die: expected 6 or 10, found {die}")
        loss = col.get("loss", str)
        if loss not in losses:
            raise col.child("loss").fail(f"expected one of {', '.join(losses)}")
        rolls = {}
        for key, item in col.child("rolls").items():
            roll = int(key) if key.isdigit() else -1
            if not (1 <= roll <= 6 if die == 6 else 0 <= roll <= 9):
                raise item.fail(f"is not a roll of a d{die}")
            kind = item.get("event", str)
            if kind not in EVENTS:
                raise item.child("event").fail(f"expected one of {', '.join(EVENTS)}, found {kind!r}")
            monster = item.get("monster", str, "")
            if kind == "combat" and monster not in monsters:
                raise item.child("monster").fail(f"expected one of {', '.join(monsters)}")
            rings = tuple(r.as_type(str) for r in item.child("rings", []).elements())
            needs = tuple(r.as_type(str) for r in item.child("needs", []).elements())
            if kind == "enchantment" and not rings:
                raise item.fail("an enchantment needs at least one ring")
            for ring in rings:
                if ring not in colours:
                    raise item.child("rings").fail(f"{ring!r} is not a ring colour")
            for need in needs:
                if need not in ITEMS:
                    raise item.child("needs").fail(f"{need!r} is not sword or shield")
            rolls[roll] = Event(kind, monster, rings, needs)
        expected = set(range(1, 7)) if die == 6 else set(range(10))
        if set(rolls) != expected:
            raise col.child("rolls").fail(f"every roll of the d{die} needs an event; missing "
                                          f"{sorted(expected - set(rolls))}")
        columns[pile] = Column(pile, die, loss, rolls)
    return columns


def read_die_specs(node: Node, base_key: str = "base") -> dict[str, DieSpec]:
    specs = {}
    for key, item in node.items():
        die = item.child("die").value
        if die not in (6, 10, "special"):
            raise item.child("die").fail("expected 6, 10 or special")
        specs[key] = DieSpec(die, item.get(base_key, int))
    return specs
