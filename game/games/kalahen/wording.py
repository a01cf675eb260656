"""Kalahen's words for the things of its rule data and map: ring colours, terrains, items and circle names, in
the language the client speaks when they are said (the rule data and the map keep the English keys)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.i18n import N_, domain_words, game_text, words

if TYPE_CHECKING:
    from game.games.kalahen.rules import KalahenRules

_, _ngettext = words("kalahen")

COLOURS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}
TERRAINS = {"mountain": N_("mountain"), "plains": N_("plains"), "forest": N_("forest"), "swamp": N_("swamp")}
ITEMS = {"sword": N_("sword"), "shield": N_("shield"), "key": N_("key"), "teleport": N_("teleport card"),
         "flask": N_("medicine flask"), "purse": N_("purse"), "scroll": N_("scroll")}
pgettext = domain_words("kalahen").pgettext

def colour(key: str) -> str:
    return _(COLOURS[key]) if key in COLOURS else key


def colours(keys: Iterable[str], joint: str = " + ") -> str:
    return joint.join(colour(k) for k in keys)


def terrain(key: str) -> str:
    return _(TERRAINS[key]) if key in TERRAINS else key


def item(key: str) -> str:
    return _(ITEMS[key]) if key in ITEMS else key


def both(items: Iterable[str]) -> str:
    """'sword', or 'sword and shield'."""
    names = [item(k) for k in items]
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {second}").format(first=", ".join(names[:-1]), second=names[-1])


def place(name: str) -> str:
    """A circle's name as the map gives it ("Tower", "West gate", "Ekby", "A", "5"), in the client's language
    (tools/catalogues.py takes the map's names into the catalogue); an enchanted place's number is "5" in English
    and "plats 5", "sted 5" in Svenska and Norsk."""
    if name.isdigit():
        return pgettext("an enchanted place's number", "{number}").format(number=name)
    return game_text("kalahen", name) if name else name


def road(a: str, b: str) -> str:
    """A road by its ends, as the map names it: "A–1", "West gate–Tower"."""
    return f"{game_text('kalahen', a)}–{game_text('kalahen', b)}"


def letter(key: str) -> str:
    """A ring colour's letter inside its chip (rule data: R, Y, G, B), so colours are told apart without
    seeing colour (in Svenska and Norsk two letters for the two colours that begin with G)."""
    letters = {"R": pgettext("ring letter", "R"), "Y": pgettext("ring letter", "Y"),
               "G": pgettext("ring letter", "G"), "B": pgettext("ring letter", "B")}
    return letters.get(key, key)


def place_tip(kind: str, r: KalahenRules) -> str:
    """What a kind of circle does when a champion comes there, with the rules' own numbers."""
    if kind == "castle":
        return _("a champion's home. Coming home, the scrolls carried are laid down safe, and the magician gives "
                 "{n} rings (not on the way home from the Magic Forest). Rings move between home and hand "
                 "here.").format(n=r.home_gift)
    if kind == "village":
        return _("arriving, roll a d{die} and take that many GM. A ring costs {ring} GM here, an LP {lp} GM.").format(
            die=r.income_die, ring=r.ring_price, lp=r.life_price)
    if kind == "place":
        return _("face a trial to search the chest: win it and take the top card; fail it and lose LP.")
    if kind == "tower":
        return _("entered along the road from a gate, with a key. A failed trial here costs the most LP. With a "
                 "shield, the Crystal Bridge leads on to the Magic Forest.")
    if kind == "forest":
        return _("reached across the Crystal Bridge with a shield: take the chest's top card with no trial and {n} "
                 "rings, then go home by magic.").format(n=r.forest_rings)
    if kind == "gate":
        return _("a move ends here. The road on to the Tower needs a key.")
    return ""


def road_tip(ground: str, bridge: bool, crystal: bool, r: KalahenRules) -> str:
    """What a road asks of a champion who walks it."""
    if crystal:
        return _("The Crystal Bridge: from the Tower to the Magic Forest, crossed only by a champion with a shield.")
    said = _("A {terrain} road. Walking it costs {n} LP while the {terrain} danger marker is red, and turns the "
             "marker over.").format(terrain=terrain(ground), n=r.danger_loss)
    if bridge:
        said += " " + _("It crosses a bridge: with the trap rules, a wandering monster there blocks it.")
    return said


def danger_tip(ground: str, r: KalahenRules) -> str:
    """What a terrain's danger marker means, with the rules' numbers."""
    return _("The {terrain} danger marker. Red: a walk along a {terrain} road costs {n} LP. Green: it is safe. Every "
             "walk along such a road turns it over.").format(terrain=terrain(ground), n=r.danger_loss)
