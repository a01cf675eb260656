"""The shape of what one seat sees of a Kalahen game (KalahenView), read by the map table and the AI."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from game.engine.state import JsonScalar


class CardView(TypedDict):
    id: int
    kind: str  # scroll, key, sword, shield, flask, teleport, purse
    name: str
    formula: NotRequired[str]  # a scroll's formula letter
    stars: NotRequired[int]
    value: NotRequired[int]  # a flask's LP, a purse's GM


class ChampionView(TypedDict):
    seat: int
    name: str  # as the log names the champion: its player's name in a match
    castle: str
    pos: str | None
    lp: int
    gold: int
    out: bool
    weak: bool
    rings: dict[str, int]
    home_rings: dict[str, int]
    rings_carried: int
    key: bool
    sword: bool
    shield: bool
    experience: list[int]  # the strengths of the wandering monsters kept
    bonus: int
    cards_count: int
    home_scrolls_count: int
    public_cards: list[CardView]
    # The seat's own champion only:
    cards: NotRequired[list[CardView]]
    home_scrolls: NotRequired[list[CardView]]
    complete_formula: NotRequired[bool]


class TrapView(TypedDict):
    road: int
    spot: str  # "mid" (a wandering monster) or "bridge" (the bridge is blocked)
    key: str


class DieView(TypedDict):
    face: int
    value: int
    numeral: bool
    text: str


class FightView(TypedDict):
    seat: int
    kind: str  # monster, dragon, wander, duel, risk
    strength: int | None
    factor: int
    rings: int
    bonus: int
    dice: list[DieView]
    score: int | None
    throws: int
    throws_max: int
    final: int | None


class DuelView(TypedDict):
    attacker: int
    defender: int
    revealed: bool
    chosen: list[int]  # the seats that have chosen their rings
    rings: dict[str, int]  # by seat (as text): every choice once revealed, before that only the viewer's own
    final: dict[str, int]


class ActionView(TypedDict):
    action: list[JsonScalar]
    text: str
    to_circle: str | None  # the circle this move takes the champion to (walk, float, teleport); None for the rest


class PendingView(TypedDict):
    seat: int | None  # who acts (None: chance)
    task: str | None
    prompt: str
    die: NotRequired[int | str]
    for_seat: NotRequired[int]
    at: NotRequired[str]
    left: NotRequired[int]
    why: NotRequired[str]
    loser: NotRequired[int]
    asker: NotRequired[int]
    target: NotRequired[int]
    out_of_turn: NotRequired[bool]
    event: NotRequired[str]
    event_rings: NotRequired[list[str]]
    event_needs: NotRequired[list[str]]
    loser_cards: NotRequired[list[CardView]]
    actions: NotRequired[list[ActionView]]  # the viewer's own moves, when it is the viewer's to act


class ReachableView(TypedDict):
    to: str
    how: str  # move, float, teleport, teleport_card
    action: list[JsonScalar]
    text: str
    lp_risk: int
    rings: int
    card: bool
    terrain: str | None
    monster: bool


class TrialView(TypedDict):
    seat: int
    at: str  # the circle of the trial
    event: str  # what the event schedule's roll gave, in words


class SearchView(TypedDict):
    """A chest searched, as every champion sees it: its top card was taken, or put back under the pile."""
    pile: str
    seat: int
    put_back: bool
    size: int  # the pile's cards after the search


class KalahenView(TypedDict):
    seat: int | None
    round: int
    turn: int
    round_limit: int
    turn_seat: int
    starter: int
    finished: bool
    winner: int | None
    end_reason: str | None  # once finished: ruler, all_out, round_limit or no_formula (endings.py)
    options: dict[str, Any]
    danger: dict[str, str]  # terrain: "red" or "green"
    traps: list[TrapView]
    piles: dict[str, int]
    searches: int  # chests searched so far
    recent_searches: list[SearchView]  # the last of them (core.SEARCHES_SHOWN), oldest first
    monster_deck: int
    champions: list[ChampionView]
    shown: list[CardView]
    log: list[str]
    last_trial: TrialView | None  # the last trial's result
    colours: list[str]
    colour_letters: dict[str, str]
    dragon_strength: int
    fought_dragon: bool
    dragon_due: bool
    pending: PendingView
    fight: NotRequired[FightView]
    duel: NotRequired[DuelView]
    reachable: NotRequired[list[ReachableView]]  # the seat's own turn: where it can go and at what cost
