"""Where every card lies in a round: deck, discard pile, hands, table cards, battlefields, and what is known."""

from __future__ import annotations

from game.games.narrespillet.cards import HOUSES
from game.games.narrespillet.placements import Placement


class CardPlaces:
    """The card positions of one round. Entity n (one past the last seat) is the Demons' seat."""

    def __init__(self, n: int) -> None:
        e = n + 1
        self.deck: list[int] = []          # the next card to draw is deck[-1]
        self.discard: list[int] = []       # face up, oldest first
        self.hand: list[list[int]] = [[] for _ in range(e)]     # closed hand (the Demons' hand is open)
        self.opens: list[list[int]] = [[] for _ in range(e)]    # Strength's open cards (part of the hand)
        self.chariot: list[list[int] | None] = [None] * e       # contents of a Chariot lying in front, or None
        self.strength: list[int] = [-1] * e                     # -1 none, 0 one closed card, 1 two open cards
        self.fields: list[list[Placement | None]] = [[None] * HOUSES for _ in range(e)]
        self.done: list[bool] = [False] * e
        self.justice: list[int] = []       # the open Justice cards
        self.justice_owner = -1            # who played Justice (it lies on the table), -1 if nobody
        self.justice_size = 0              # how many cards Justice keeps (refilled up to this)
        self.hermit: list[int] | None = None        # [entity, extra turns left]
        self.temperance: tuple[int, int] | None = None  # (entity, blocked house)
        self.demons_active = False
        self.demons_owner = -1
        self.demons_handless = False
        self.demons_gone = False           # removed by the Knight of Swords (Malderia): the Demons card is discarded
        self.death = False
        self.refused = False               # a "no" in the vote on turning the pile: settled for the round
        self.pile_turns = 0                # how often the discard pile became the deck this round
        # What is known about closed hands: card -> holder, for all; per seat, privately (the Priestess).
        self.public_known: dict[int, int] = {}
        self.private_known: list[dict[int, int]] = [{} for _ in range(n)]
        self.looks: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in range(n)]
        # Cards publicly known not to be in an entity's closed hand (failed calls, the Hierophant); cleared
        # when that entity draws unseen cards.
        self.not_in: list[set[int]] = [set() for _ in range(e)]

    def clone(self) -> CardPlaces:
        t = CardPlaces.__new__(CardPlaces)
        t.deck = list(self.deck)
        t.discard = list(self.discard)
        t.hand = [list(h) for h in self.hand]
        t.opens = [list(h) for h in self.opens]
        t.chariot = [None if c is None else list(c) for c in self.chariot]
        t.strength = list(self.strength)
        t.fields = [list(f) for f in self.fields]
        t.done = list(self.done)
        t.justice = list(self.justice)
        t.justice_owner = self.justice_owner
        t.justice_size = self.justice_size
        t.hermit = None if self.hermit is None else list(self.hermit)
        t.temperance = self.temperance
        t.demons_active = self.demons_active
        t.demons_owner = self.demons_owner
        t.demons_handless = self.demons_handless
        t.demons_gone = self.demons_gone
        t.death = self.death
        t.refused = self.refused
        t.pile_turns = self.pile_turns
        t.public_known = dict(self.public_known)
        t.private_known = [dict(k) for k in self.private_known]
        t.looks = [list(x) for x in self.looks]
        t.not_in = [set(s) for s in self.not_in]
        return t

    def placements(self) -> list[Placement]:
        """Every distinct placement and forfeit on the table (a two-house placement once)."""
        seen: list[Placement] = []
        ids: set[int] = set()
        for row in self.fields:
            for p in row:
                if p is not None and id(p) not in ids:
                    ids.add(id(p))
                    seen.append(p)
        return seen

    def forget_all(self, cards: list[int]) -> None:
        """As forget for each of these cards (what is known only where something is known)."""
        for known in (self.public_known, *self.private_known):
            if known:
                for card in cards:
                    known.pop(card, None)

    def forget(self, card: int) -> None:
        """A card left a closed hand openly: what was known of its place no longer holds."""
        self.public_known.pop(card, None)
        for known in self.private_known:
            known.pop(card, None)
