"""What a seat sees of a Krutrøyk episode: the typed shape of `KrutroykState.view(seat)` and its parts."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from game.games.krutroyk.duel_outcomes import Choice
from game.games.krutroyk.roles import Trait


class StoryExtras(TypedDict, total=False):
    """What some kinds of story entry add."""

    situation: str  # narration: why the seat narrates
    skipped: bool  # narration told at the table, not typed
    role: str  # role: the traits in words
    source: str  # challenge: where the ante came from
    move: str  # bid: the bidding move
    bid: int
    pocket: int
    stack: int
    pot: int  # pot: the pot taken when all the others folded
    duel: int  # duel: the index of the duel's record


class StoryEntry(StoryExtras):
    """One line of the story log."""

    who: int | None  # the seat it is about, None for the whole table
    kind: str  # "narration", "role", "challenge", "bid", "duel", ...
    text: str
    chapter: int  # the challenges made before it


class Fate(TypedDict):
    won: bool
    rule: str  # the outcome rule that decided it
    text: str
    text_nn: str


class DuelRecord(TypedDict):
    """A duel drawn, public after the draw."""

    kind: str  # "opening", "pot" or "epilogue"
    round: int
    duellists: list[int]
    choices: dict[str, Choice]  # by seat number in words (the record is JSON-shaped)
    fates: dict[str, Fate]
    winners: list[int]
    pot: int
    result: NotRequired[str]  # a duel for the pot: "one_winner", "several_winners" or "all_lose"
    share: NotRequired[int]
    remainder: NotRequired[int]
    narrator: NotRequired[int]


class DuelView(TypedDict):
    """The duel being fought: who has chosen, never what (but the viewer's own choice)."""

    kind: str
    round: int
    duellists: list[int]
    describing: list[int]
    chosen: list[int]
    my_choice: Choice | None


class BiddingView(TypedDict):
    narrator: int
    challenger: int
    order: list[int]
    bids: list[int]
    status: list[str]  # "in", "out" or "unasked"
    all_in: list[bool]
    highest: int
    need: list[int]
    no_raise: bool
    answered: bool
    turn: int
    pot_before: int
    sources: list[str]


class TableEntryView(TypedDict):
    face: int
    en: str
    nn: str


class RoleSetupView(TypedDict):
    """While roles are made: whose trait is next, and the table to pick from (both languages)."""

    seat: int
    trait: str
    rolling: str  # the trait a d6 is being rolled for, or ""
    taken_names: list[int]  # the table's names (d6 faces) another role has: not to be picked
    labels: dict[str, dict[str, str]]
    table: dict[str, list[TableEntryView]]


class OpenMove(TypedDict):
    kind: str
    args: list[int | str]
    text: str


class KrutroykView(TypedDict):
    phase: str  # the phase's name: "roles", "duel_describe", "duel_choose", "present", "narrate", ...
    seat: int | None
    players: int
    current: int
    starting_dollars: int
    pockets: list[int]
    stacks: list[int]
    pot: int
    narrator: int
    previous_narrator: int
    situation: str
    roles: list[dict[str, Trait]]
    role_names: list[str]
    role_setup: RoleSetupView | None
    presented: int
    challenge_queue: list[int]
    bidding: BiddingView | None
    duel: DuelView | None
    duels: list[DuelRecord]
    last_duel: DuelRecord | None
    challenges: int
    quiet: int
    folds_in_row: int
    winner: int
    story: list[StoryEntry]
    open_moves: list[OpenMove]
    text_moves: list[str]
    max_text_length: int
    language: str
    ante: int
    call_source_order: list[str]
    answer_source_order: list[str]
