"""The shape of what a seat may know of a Narrespillet game (NarreState.view): typed dictionaries, so the table
and the AI read named fields."""

from __future__ import annotations

from typing import NotRequired, TypedDict


class FieldView(TypedDict):
    """One battlefield: "open", a "forfeit" (by choice or by Judgement) or a placement ("placed")."""

    state: str
    judgement: NotRequired[bool]         # a forfeit forced by Judgement
    cards: NotRequired[list[int]]
    order: NotRequired[int]
    kind: NotRequired[str]               # of a placement: world, imperial, royal, illegitimate, number, knight, page
    houses: NotRequired[list[int]]
    transformed: NotRequired[int]        # the card the Magician turned into the house, or -1
    total: NotRequired[int]
    line: NotRequired[int]               # the ranking line, 0 = best
    line_text: NotRequired[str]


class EntityView(TypedDict):
    """A player, or the Demons while they are in play."""

    entity: int
    name: str                            # the player's name, or "the Demons"
    controller: int                      # the seat that decides for it
    demons: bool
    done: bool
    hand: list[int] | None               # the closed hand, when this seat may see it
    hand_count: int
    known_cards: list[int]               # cards of a hidden hand this seat knows to be there
    open_cards: list[int]
    chariot: list[int] | None
    strength: str | None                 # None, "closed" or "open"
    hand_limit: int
    fields: list[FieldView]
    extra_turns: int
    handless: bool


class PendingView(TypedDict):
    """The decision the game waits for, in words the whole table may see."""

    kind: str                            # a decision's kind (turn, fool, vote, …), "chance" or "over"
    text: str
    seat: NotRequired[int]
    entity: NotRequired[int]
    houses: NotRequired[list[int]]       # the Fool: the placement's houses
    victim: NotRequired[int]             # the Fool: whose placement
    asked: NotRequired[list[int]]        # the Fool: every seat the rules may still ask
    limit: NotRequired[int]              # the Wheel: the hand limit to discard down to
    trump: NotRequired[str]              # a call: the calling trump's key
    tried: NotRequired[list[int]]
    trump_attempts: NotRequired[int]
    card_attempts: NotRequired[int]


class JusticeView(TypedDict):
    owner: int
    cards: list[int]


class TemperanceView(TypedDict):
    entity: int
    house: int


class HermitView(TypedDict):
    entity: int
    turns_left: int


class DemonsView(TypedDict):
    owner: int
    handless: bool


class LookView(TypedDict):
    """A hand this seat saw with the High Priestess."""

    target: int
    cards: list[int]


class HouseResult(TypedDict):
    """Who won a house in a round, and how."""

    house: int
    winner: int
    entity: int
    line: str
    kind: str
    total: int
    cards: list[int]
    tie_break: str


class NarreView(TypedDict):
    seat: int | None
    num_players: int
    round: int
    rounds: int
    dealer: int
    current: int
    pending: PendingView
    turn_order: list[int]
    deck_count: int
    discard: list[int]
    justice: JusticeView | None
    temperance: TemperanceView | None
    hermit: HermitView | None
    demons: DemonsView | None
    death: bool
    pile_refused: bool
    pile_turns: int
    entities: list[EntityView]
    victories: list[list[int]]
    last_win: list[list[int]]
    standing: list[int]
    round_summaries: list[list[HouseResult]]
    finished: bool
    looks: NotRequired[list[LookView]]
