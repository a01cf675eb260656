"""Fixtures for Kalahen's tests: the game built from its own package, and scripted states."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.registry import GameInfo
from game.engine.state import Action
from game.games.kalahen import game_info
from game.games.kalahen.state import KalahenState


@pytest.fixture(scope="session")
def info() -> GameInfo:
    return game_info()


@pytest.fixture(scope="session")
def rules(info: GameInfo):
    return info.data


class Script:
    """Builds a state and drives it with exact actions: dice, deals and choices."""

    def __init__(self, info: GameInfo, players: int = 3, deal_tops: dict[str, list[int]] | None = None,
                 markers: tuple[int, int, int, int] = (0, 0, 0, 0), **options: Any) -> None:
        self.info = info
        self.rules = info.data
        self.state: KalahenState = info.new_state(players, info.resolve(options))
        self.apply(Action("deal", tuple(self.permutation(deal_tops or {}))))
        self.apply(Action("markers", markers))
        if options.get("traps"):
            self.apply(Action("monsters", tuple(range(len(self.rules.wandering)))))
        for seat in range(players):
            self.roll(9 if seat == 0 else 1 + seat % 8)

    def permutation(self, tops: dict[str, list[int]]) -> list[int]:
        piles = self.rules.piles
        n = len(self.rules.cards)
        sizes = {p: len(range(i, n, len(piles))) for i, p in enumerate(piles)}
        used = {c for cards in tops.values() for c in cards}
        rest = [c for c in range(n) if c not in used]
        lists = {}
        for p in piles:
            wanted = list(tops.get(p, []))
            while len(wanted) < sizes[p]:
                wanted.append(rest.pop(0))
            lists[p] = wanted
        return [lists[piles[i % len(piles)]][i // len(piles)] for i in range(n)]

    def apply(self, action: Action) -> None:
        self.state.apply(action)

    def act(self, kind: str, *args: Any) -> None:
        self.state.apply(Action(kind, tuple(args)))

    def roll(self, value: int) -> None:
        self.state.apply(Action("roll", (value,)))

    def throw(self, *faces: int) -> None:
        self.state.apply(Action("sdice", tuple(faces)))

    def kinds(self) -> set[str]:
        return {a.kind for a in self.state.legal_actions()}

    def has(self, kind: str, *args: Any) -> bool:
        return Action(kind, tuple(args)) in self.state.legal_actions()

    def task(self) -> str:
        return self.state.agenda[0].view_name

    def card_of(self, kind: str, **match: int) -> int:
        for card in self.rules.cards:
            if card.kind == kind and all(getattr(card, k) == v for k, v in match.items()):
                return card.id
        raise KeyError(kind)

    def cards_of(self, kind: str) -> list[int]:
        return [c.id for c in self.rules.cards if c.kind == kind]

    def give(self, seat: int, cid: int) -> None:
        """Moves a card from its pile into a champion's hand (keeps the cards conserved)."""
        for pile in self.state.piles.values():
            if cid in pile:
                pile.remove(cid)
                self.state.champions[seat].cards.append(cid)
                return
        raise KeyError(cid)

    def give_home(self, seat: int, cid: int) -> None:
        """Moves a scroll from its pile to a champion's castle, as if carried home."""
        self.give(seat, cid)
        self.state.champions[seat].cards.remove(cid)
        self.state.champions[seat].home_scrolls.append(cid)

    def formula_at_home(self, seat: int = 0, formula: int = 4) -> None:
        """A whole formula (its three scrolls) lies in the champion's castle."""
        for stars in (1, 2, 3):
            self.give_home(seat, self.card_of("scroll", formula=formula, stars=stars))

    def last_scroll_carried(self, seat: int = 0, formula: int = 4) -> int:
        """Two scrolls of a formula lie at home and the champion carries the third; the carried card."""
        self.formula_at_home(seat, formula)
        last = self.state.champions[seat].home_scrolls.pop()
        self.state.champions[seat].cards.append(last)
        return last

    def walk_home_from_ekby(self) -> None:
        """Champion 0 walks from Ekby into its castle A and takes its magician's two rings (red)."""
        self.place(0, "Ekby")
        self.act("move", "A")
        self.act("gift", "red")
        self.act("gift", "red")

    def place(self, seat: int, circle: str) -> None:
        self.state.champions[seat].pos = circle

    def end_turns_until(self, seat: int) -> None:
        """Lets the other champions stay until `seat` is to move."""
        for _ in range(20):
            if self.task() == "turn" and self.state.agenda[0].seat == seat:
                return
            if self.task() == "after":
                self.act("end")
            elif self.task() == "turn":
                self.act("stay")
            else:
                raise AssertionError(f"unexpected task {self.task()}")
        raise AssertionError("the turn never came")


@pytest.fixture
def script(info: GameInfo):
    def make(**kw: Any) -> Script:
        return Script(info, **kw)
    return make
