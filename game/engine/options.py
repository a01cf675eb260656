"""Game options: declared in a game's YAML file, shown on the setup screen, checked when a game starts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import OptionError
from game.engine.rules_data import Node
from game.i18n import words

_, ngettext = words("spelbordet")

OptionValue = int | bool | str


@dataclass(frozen=True)
class OptionSpec:
    key: str
    label: str
    kind: str  # "int", "bool" or "choice"
    default: OptionValue
    minimum: int = 0
    maximum: int = 0
    choices: tuple[OptionValue, ...] = ()
    help: str = ""
    # The value a save written before the option existed plays with (None: the default), so it replays as played.
    before: OptionValue | None = None

    def values(self) -> list[OptionValue]:
        """Every value the setup screen offers, in order."""
        if self.kind == "bool":
            return [False, True]
        if self.kind == "choice":
            return list(self.choices)
        return list(range(self.minimum, self.maximum + 1))

    def check(self, value: Any) -> OptionValue:
        """Turns a value (from a save, the command line or the setup screen) into a checked option value."""
        if isinstance(value, str):
            value = self._parse(value)
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
        elif self.kind == "int":
            if isinstance(value, int) and not isinstance(value, bool) and self.minimum <= value <= self.maximum:
                return value
        else:
            for choice in self.choices:
                if value == choice:
                    return choice
        raise OptionError(_("option {key}: {value} is not allowed ({allowed})").format(
            key=self.key, value=repr(value), allowed=self.describe_range()))

    def _parse(self, text: str) -> Any:
        lowered = text.strip().lower()
        if self.kind == "bool":
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            return text
        if self.kind == "int" or (self.kind == "choice" and all(isinstance(c, int) for c in self.choices)):
            try:
                return int(lowered)
            except ValueError:
                return text
        return text

    def describe_range(self) -> str:
        if self.kind == "bool":
            return _("true or false")
        if self.kind == "int":
            return _("a whole number from {low} to {high}").format(low=self.minimum, high=self.maximum)
        return _("one of {choices}").format(choices=", ".join(map(str, self.choices)))

    def show(self, value: OptionValue) -> str:
        if self.kind == "bool":
            return _("on") if value else _("off")
        return str(value)


def read_option_specs(node: Node) -> tuple[OptionSpec, ...]:
    """Reads the `options:` mapping of a game file."""
    specs = []
    for key, item in node.child("options", {}).items():
        kind = item.get("type", str)
        label = item.get("label", str)
        help_text = item.get("help", str, "")
        if kind == "int":
            low, high = item.get("min", int), item.get("max", int)
            default = item.int_in("default", low, high)
            specs.append(OptionSpec(key, label, kind, default, low, high, help=help_text))
        elif kind == "bool":
            specs.append(OptionSpec(key, label, kind, item.get("default", bool), help=help_text,
                                    before=item.get("before", bool) if "before" in item.value else None))
        elif kind == "choice":
            choices = tuple(c.value for c in item.child("choices").elements())
            if not choices or not all(isinstance(c, (int, str)) and not isinstance(c, bool) for c in choices):
                raise item.fail("choices: expected a list of numbers or words")
            default = item.child("default").value
            if default not in choices:
                raise item.fail(_("default: expected one of {choices}, found {value}").format(
                    choices=list(choices), value=repr(default)))
            specs.append(OptionSpec(key, label, kind, default, choices=choices, help=help_text))
        else:
            raise item.error(f"{item.path}.type",
                             _("expected int, bool or choice, found {kind}").format(kind=repr(kind)))
    return tuple(specs)


def resolve_options(specs: tuple[OptionSpec, ...], given: dict[str, Any]) -> dict[str, OptionValue]:
    """The full option set: defaults overridden by `given`; an unknown name is an error."""
    by_key = {s.key: s for s in specs}
    unknown = sorted(set(given) - set(by_key))
    if unknown:
        known = ", ".join(by_key) or _("none")
        raise OptionError(_("unknown option {name} (this game's options: {known})").format(
            name=repr(unknown[0]), known=known))
    return {s.key: s.check(given[s.key]) if s.key in given else s.default for s in specs}
