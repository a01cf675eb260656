"""Kalahen's rule data: every number, table and Decision read from rules_data/kalahen.yaml and the map."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from game.engine.errors import RulesDataError
from game.engine.rules_data import Node
from game.games.kalahen.board import Board, load_board
from game.games.kalahen.cards import Card, Monster, build_cards, build_monsters
from game.games.kalahen.events import Column, DieSpec, read_die_specs, read_schedule
from game.games.kalahen.view_types import CardView
from game.paths import maps_dir


@dataclass(frozen=True)
class KalahenRules:
    board: Board
    source_min_players: int
    castles_by_players: dict[int, tuple[str, ...]]
    life_start: int
    life_max: int
    weak_below: int
    start_gold: int
    start_rings: dict[str, int]
    colours: tuple[str, ...]
    letters: dict[str, str]
    carry_max: int
    home_gift: int
    teleport_cost: int
    floating_cost: int
    danger_start: str
    danger_loss: int
    income_die: int
    ring_price: int
    life_price: int
    piles: tuple[str, ...]
    pips: tuple[int, ...]
    numerals: tuple[int, ...]
    ring_factors: tuple[int, ...]
    rerolls: int
    sword_bonus: int
    shield_bonus: int
    experience_bonus: int
    dragon_strength: int
    dragon_loss: int
    dragon_weak_may_fight: bool
    monsters: dict[str, DieSpec]
    trial_loss: dict[str, DieSpec]
    schedule: dict[str, Column]
    journey_die: int
    cards: tuple[Card, ...]
    formulas: int
    formulas_held: int
    item_limits: dict[str, int]
    public_cards: tuple[str, ...]
    forest_rings: int
    duel_max_rings: int
    spoils_gold: int
    duel_loser_loss: int
    trap_markers: int
    wandering: tuple[Monster, ...]
    coop_travel_loss: int
    risk_target_die: int
    risk_stakes: dict[str, int]
    risk_extra_stakes: int
    risk_weapons: bool

    @cached_property
    def card_kinds(self) -> tuple[str, ...]:
        """Each chest card's kind by id (looked up on every move, so kept as a plain tuple)."""
        return tuple(c.kind for c in self.cards)

    @cached_property
    def _card_views_by_language(self) -> dict[str, tuple[CardView, ...]]:
        return {}

    def card_views(self, code: str) -> tuple[CardView, ...]:
        """Each chest card as a view shows it, named in the language `code` (the client's now; made once per
        language, since every view names every card); hand out copies."""
        found = self._card_views_by_language.get(code)
        if found is None:
            found = self._card_views_by_language[code] = tuple(c.to_view() for c in self.cards)
        return found

    @cached_property
    def far_circles(self) -> dict[str, tuple[str, ...]]:
        """For each circle, where a magic move from it may go: not to the tower or the Magic Forest, nor to
        the circle itself or one a road away (the source's "som inte finns närmast")."""
        board = self.board
        out = {}
        for here in board.circles:
            near = {c for c, _ in board.neighbours[here]}
            out[here] = tuple(c for c, circle in board.circles.items()
                              if circle.kind not in ("tower", "forest") and c != here and c not in near)
        return out

    @staticmethod
    def from_data(node: Node, map_path: Path | None = None) -> KalahenRules:
        kinds = tuple(k.as_type(str) for k in node.child("circle_kinds").elements())
        terrains = tuple(t.as_type(str) for t in node.child("terrains").elements())
        board = load_board(map_path or maps_dir() / node.get("map", str), kinds, terrains)
        castles_by_players = {}
        castles = set(board.of_kind("castle"))
        for key, item in node.child("castles_by_players").items():
            castle_letters = tuple(c.as_type(str) for c in item.elements())
            if not key.isdigit() or len(castle_letters) != int(key) or len(set(castle_letters)) != len(castle_letters):
                raise item.fail("expected as many different castles as players")
            for letter in castle_letters:
                if letter not in castles:
                    raise item.fail(f"{letter!r} is not a castle on the map")
            castles_by_players[int(key)] = castle_letters
        players = node.child("players")
        for count in range(players.get("min", int), players.get("max", int) + 1):
            if count not in castles_by_players:
                raise node.child("castles_by_players").fail(f"has no castles for {count} players")

        rings = node.child("rings")
        colours = tuple(c.as_type(str) for c in rings.child("colours").elements())
        start_rings = {}
        for colour, amount in node.child("start").child("rings").items():
            if colour not in colours:
                raise amount.fail(f"{colour!r} is not a ring colour")
            start_rings[colour] = amount.as_type(int)
        letters = {c: str(v.value) for c, v in rings.child("letters").items()}
        if set(letters) != set(colours):
            raise rings.child("letters").fail("expected a letter for every colour")
        fight = node.child("fight")
        factors = tuple(f.as_type(int) for f in fight.child("ring_factors").elements())
        monsters = read_die_specs(node.child("monsters"))
        losses = read_die_specs(node.child("trial_loss"), "add")
        schedule = read_schedule(node.child("schedule"), colours, monsters, losses)
        piles = tuple(str(p.value) for p in node.child("piles").elements())
        for pile in schedule:
            if pile not in piles:
                raise node.child("schedule").fail(f"column {pile!r} is not a chest pile")
        for number in range(1, 7):
            if str(number) not in schedule:
                raise node.child("schedule").fail(f"has no column for place {number}")
        if "tower" not in schedule or "forest" not in piles:
            raise node.fail("the schedule needs a tower column and the piles a forest pile")
        card_node = node.child("cards")
        limits = node.child("limits")
        risk = node.child("high_risk")
        stakes = {k: v.as_type(int) for k, v in risk.child("stakes").items()}
        if set(stakes) != {"life", "gold", "ring"}:
            raise risk.child("stakes").fail("expected stakes for life, gold and ring")
        danger_start = node.child("danger").get("start", str)
        if danger_start not in ("random", "green", "red"):
            raise node.child("danger").child("start").fail("expected random, green or red")
        wandering = build_monsters(node.child("wandering_monsters"))
        _check_fixed_decisions(node)
        public = tuple(p.as_type(str) for p in node.child("public_cards").elements())
        return KalahenRules(
            board=board,
            source_min_players=node.int_in("source_min_players", 1, 6),
            castles_by_players=castles_by_players,
            life_start=node.child("life").int_in("start", 1, 99),
            life_max=node.child("life").int_in("max", 1, 99),
            weak_below=node.child("life").int_in("weak_below", 0, 99),
            start_gold=node.child("start").int_in("gold", 0, 999),
            start_rings=start_rings,
            colours=colours,
            letters=letters,
            carry_max=rings.int_in("carry_max", 1, 99),
            home_gift=rings.int_in("home_gift", 0, 9),
            teleport_cost=rings.int_in("teleport_cost", 0, 9),
            floating_cost=rings.int_in("floating_cost", 0, 9),
            danger_start=danger_start,
            danger_loss=node.child("danger").int_in("loss", 0, 9),
            income_die=node.child("village").int_in("income_die", 2, 20),
            ring_price=node.child("village").int_in("ring_price", 0, 99),
            life_price=node.child("village").int_in("life_price", 0, 99),
            piles=piles,
            pips=tuple(p.as_type(int) for p in node.child("special_die").child("pips").elements()),
            numerals=tuple(p.as_type(int) for p in node.child("special_die").child("numerals").elements()),
            ring_factors=factors,
            rerolls=fight.int_in("rerolls", 0, 5),
            sword_bonus=fight.int_in("sword_bonus", 0, 9),
            shield_bonus=fight.int_in("shield_bonus", 0, 9),
            experience_bonus=fight.int_in("experience_bonus", 0, 9),
            dragon_strength=node.child("dragon").int_in("strength", 1, 99),
            dragon_loss=node.child("dragon").int_in("loss", 0, 12),
            dragon_weak_may_fight=node.child("dragon").get("weak_may_fight", bool),
            monsters=monsters,
            trial_loss=losses,
            schedule=schedule,
            journey_die=node.int_in("journey_die", 6, 6),
            cards=build_cards(card_node),
            formulas=card_node.int_in("formulas", 1, 16),
            formulas_held=limits.int_in("formulas_held", 1, 16),
            item_limits={k: limits.int_in(k + "s", 1, 9) for k in ("key", "sword", "shield")},
            public_cards=public,
            forest_rings=node.child("magic_forest").int_in("rings", 0, 99),
            duel_max_rings=node.child("champion_combat").int_in("max_rings", 0, len(factors) - 1),
            spoils_gold=node.child("champion_combat").int_in("spoils_gold", 0, 99),
            duel_loser_loss=node.child("champion_combat").int_in("loser_loss", 0, 12),
            trap_markers=node.child("traps").int_in("markers", 0, 20),
            wandering=wandering,
            coop_travel_loss=node.child("cooperation").int_in("travel_loss", 0, 12),
            risk_target_die=risk.int_in("target_die", 6, 10),
            risk_stakes=stakes,
            risk_extra_stakes=risk.int_in("win_extra_stakes", 0, 9),
            risk_weapons=risk.get("weapons", bool),
        )

    def __deepcopy__(self, memo: dict[int, object]) -> KalahenRules:
        return self  # immutable: clones of a state share it

    def check_pips(self) -> None:
        if self.pips != (1, 2, 3) or self.numerals != (1, 2, 3):
            raise RulesDataError("kalahen.yaml: special_die: the engine's dice have pips and numerals 1, 2, 3")

    def factor(self, rings: int) -> int:
        return self.ring_factors[rings]


# Decisions the data records and the engine implements one way only: a different value is refused, not ignored.
FIXED_DECISIONS = (
    (("search", "attempts_per_arrival"), 1),
    (("search", "empty_pile_search"), False),
    (("search", "journey_attack"), False),
    (("fight", "win_on_equal"), True),
    (("dragon", "per_turn"), 1),
    (("dragon", "compulsory"), "homecoming_turn"),
    (("rings", "teleport_to"), "not_adjacent"),
    (("magic_forest", "gift_on_return"), False),
    (("magic_forest", "trial"), False),
    (("champion_combat", "attacker"), "either"),
    (("traps", "move_oldest"), True),
    (("traps", "lost_fight_returns"), True),
    (("high_risk", "rings_factor"), False),
    (("high_risk", "life_stake_needs_more"), True),
    (("turn_order", "die"), 10),
    (("turn_order", "ties"), "roll_again"),
    (("flasks", "drink_only_when_hurt"), True),
    (("champion_combat", "spoils_within_limits"), True),
    (("traps", "monster_card_returns"), "under_deck"),
)


def _check_fixed_decisions(node: Node) -> None:
    for path, expected in FIXED_DECISIONS:
        item = node
        for key in path:
            item = item.child(key)
        if item.value != expected or type(item.value) is not type(expected):
            raise item.fail(f"the engine plays this Decision as {expected!r} only, found {item.value!r}")
