"""Kalahen's game state, its data and the helpers every part of the turn uses: champions, chests, markers, the
agenda of tasks (tasks.py), what a champion holds and may do, and the free actions open at most choices.

The turn's parts build on this, each a mixin of its own module: places.py (villages, castles, chests, trials),
extensions.py (traps, the Crystal Bridge together, the high-risk game), fights.py (monsters, the dragon,
champions), moving.py (the turn and the ways to move); state.py puts them together with the protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from game.engine import events as told  # what a move did, for the table (not the schedule's events)
from game.engine.errors import OptionError
from game.engine.memo import remember
from game.engine.state import Action, GameState
from game.games.kalahen.actions import said
from game.games.kalahen.cards import Card
from game.games.kalahen.endings import ALL_OUT, NO_FORMULA, ROUND_LIMIT, RULER
from game.games.kalahen.events import Event
from game.games.kalahen.rules import KalahenRules
from game.games.kalahen.tasks import (
    Deal,
    FightRings,
    KalahenTask,
    LossRoll,
    Markers,
    Monsters,
    OrderRoll,
    SpecialDice,
    Turn,
    task_record,
)
from game.games.kalahen.wording import colour as colour_word
from game.games.kalahen.wording import place
from game.games.kalahen.wording import terrain as terrain_word
from game.i18n import N_, language, words

_, ngettext = words("kalahen")

# The champions' names by language, seat and castle, made once: the log and the view name them on every step.
_NAME_PAIRS: dict[tuple[Any, ...], tuple[tuple[str, str], ...]] = {}
NAME_PAIRS_KEPT = 256  # one entry for each table's names: a long session opens many tables
_CHAMPION_NAMES: dict[tuple[str, int, str], str] = {}  # a fixed size: by language, seat and castle
# Left out of a snapshot: the rules, caches, the players' names, what is kept only for the views, and what the
# snapshot writes in its own layout (champions, agenda, fight).
LEFT_OUT_OF_SNAPSHOT = ("rules", "_moves", "_applied", "seat_names", "champions", "agenda", "fight", "last_trial",
                        "players_log", "searches", "recent_searches")
SEARCHES_SHOWN = 32  # the chest searches a view tells of (a seat looks again long before this many more happen)


@dataclass
class Champion:
    seat: int
    castle: str
    pos: str | None
    life: int  # life points (LP)
    gold: int
    rings: dict[str, int]
    home_rings: dict[str, int]
    cards: list[int] = field(default_factory=list)  # carried chest cards
    home_scrolls: list[int] = field(default_factory=list)
    experience: list[int] = field(default_factory=list)  # wandering-monster cards kept
    out: bool = False

    def carried(self) -> int:
        return sum(self.rings.values())

    def copy(self) -> Champion:
        return Champion(self.seat, self.castle, self.pos, self.life, self.gold, dict(self.rings),
                        dict(self.home_rings), list(self.cards), list(self.home_scrolls), list(self.experience),
                        self.out)


class KalahenCore(GameState):
    def __init__(self, num_players: int, options: dict[str, Any], rules: KalahenRules) -> None:
        if num_players < rules.source_min_players and not options.get("two_players"):
            raise OptionError(_("Kalahen is for {low}–6 champions; turn on 'Allow two champions' for two")
                              .format(low=rules.source_min_players))
        self.num_players = num_players
        self.rules = rules
        self.options = dict(options)
        castles = rules.castles_by_players[num_players]
        self.champions = [Champion(s, castles[s], castles[s], rules.life_start, rules.start_gold,
                                   {c: rules.start_rings.get(c, 0) for c in rules.colours},
                                   {c: 0 for c in rules.colours})
                          for s in range(num_players)]
        self.piles: dict[str, list[int]] = {p: [] for p in rules.piles}
        self.removed: list[int] = []  # cards that left the game (flasks drunk, purses, teleports used)
        self.shown: list[int] = []  # the last card used, shown to everybody
        # Every champion sees a chest searched: its top card taken, or put back under the pile (the pile memory
        # of the AI follows both). The count of searches so far, and the last SEARCHES_SHOWN as (pile, seat, put
        # back, the pile's size after), kept as tuples so that copies share them.
        self.searches = 0
        self.recent_searches: tuple[tuple[str, int, bool, int], ...] = ()
        self.danger = {terrain: False for terrain in ("mountain", "plains", "forest", "swamp")}  # True = red
        self.traps: list[list[Any]] = []  # [road index, "mid" or "bridge"], oldest first
        self.monster_deck: list[int] = []
        self.order_rolls: dict[int, int] = {}
        self.starter = 0
        self.turn_seat = -1
        self.round = 0
        self.turn_count = 0  # turns begun so far (a champion out of the game takes none)
        self.winner: int | None = None
        self.finished = False
        self.fought_dragon = False
        self.dragon_due = False  # a formula came home this turn: the dragon fight is compulsory
        self.duelled: list[int] = []  # champions who fought another champion this turn
        # The fight on now: seat, kind (monster, dragon, wander, duel, risk), strength, factor, rings, bonus, dice,
        # throws, final, and what the fight ends in ("then": trial, dragon, wander, duel, risk) with its details.
        self.fight: dict[str, Any] | None = None
        # A fight between champions: attacker, defender, rings chosen in secret, final scores, revealed.
        self.duel: dict[str, Any] | None = None
        self.log: list[str] = []
        # The same lines in the players' words (each champion by its player's name), kept beside the log for the
        # views a bot reads on every move; in a match only, and not part of the game (snapshot leaves it out).
        self.players_log: list[str] = []
        # The last trial's result (seat, circle, the schedule's event in words), for the table's trial card.
        self.last_trial: tuple[int, str, str] | None = None
        # The last listing of the legal moves, with the count of actions applied when it was made: a bot's
        # decision, the view it reads and the check of its move share one listing.
        self._applied = 0
        self._moves: tuple[int, list[Action]] | None = None
        self.agenda: list[KalahenTask] = [Deal(), Markers()]
        if options.get("traps"):
            self.agenda.append(Monsters())
        self.agenda += [OrderRoll(s, 10) for s in range(num_players)]

    # ------------------------------------------------------------------ what a champion holds
    def _say(self, text: str) -> None:
        in_step = len(self.players_log) == len(self.log)
        self.log.append(text)
        del self.log[:-30]
        if self.seat_names and in_step:
            self.players_log.append(self._in_players_words(text))
            del self.players_log[:-30]

    def name(self, seat: int) -> str:
        castle = self.champions[seat].castle
        key = (language(), seat, castle)
        name = _CHAMPION_NAMES.get(key)
        if name is None:
            name = _CHAMPION_NAMES[key] = _("Champion {number} (castle {castle})").format(number=seat + 1,
                                                                                      castle=castle)
        return name

    def log_name(self, seat: int) -> str:
        """Who acts, in the log's words: the player's name in a match, else the champion's seat and castle."""
        return self.seat_name(seat) if self.seat_names else self.name(seat)

    def log_lines(self, count: int) -> list[str]:
        """The last lines of the story log as players read them: in a match, each champion by its player's
        name (the log itself keeps the champions' names, as recorded games hold it)."""
        if not self.seat_names:
            return self.log[-count:]
        if len(self.players_log) != len(self.log):  # names given after the first lines (a match's new state)
            self.players_log = [self._in_players_words(line) for line in self.log]
        return self.players_log[-count:]

    def _in_players_words(self, line: str) -> str:
        key = (language(), self.seat_names, tuple(c.castle for c in self.champions))
        pairs = _NAME_PAIRS.get(key)
        if pairs is None:  # a line is said at nearly every move: the names are paired once per table
            pairs = remember(_NAME_PAIRS, key, tuple((self.name(seat), self.seat_name(seat))
                                                     for seat in range(self.num_players)), NAME_PAIRS_KEPT)
        for champion, player in pairs:
            line = line.replace(champion, player)
        return line

    def card(self, cid: int) -> Card:
        return self.rules.cards[cid]

    def hidden_card(self, cid: int) -> bool:
        return self.card(cid).kind not in self.rules.public_cards

    def pile_of(self, circle: str) -> str:
        """The chest pile searched at a place, the tower or the Magic Forest."""
        c = self.rules.board.circles[circle]
        if c.kind == "place":
            return str(c.number)
        return {"tower": "tower", "forest": "forest"}[c.kind]

    def weak(self, seat: int) -> bool:
        return self.champions[seat].life < self.rules.weak_below

    def has(self, seat: int, kind: str) -> bool:
        kinds = self.rules.card_kinds
        return kind in [kinds[c] for c in self.champions[seat].cards]

    def bonus(self, seat: int) -> int:
        r = self.rules
        held = {r.card_kinds[c] for c in self.champions[seat].cards}
        experience = self.champions[seat].experience
        return ((r.sword_bonus if "sword" in held else 0) + (r.shield_bonus if "shield" in held else 0)
                + (r.experience_bonus * sum(r.wandering[m].bonus for m in experience) if experience else 0))

    def formulas_held(self, seat: int) -> set[int]:
        champion = self.champions[seat]
        return {self.card(c).formula for c in champion.cards + champion.home_scrolls
                if self.card(c).kind == "scroll"}

    def may_keep(self, seat: int, cid: int) -> bool:
        """The card limits: scrolls of at most 3 formulas, one key, one sword, one shield."""
        card = self.card(cid)
        if card.kind == "scroll":
            held = self.formulas_held(seat)
            return card.formula in held or len(held) < self.rules.formulas_held
        limit = self.rules.item_limits.get(card.kind)
        if limit is not None:
            return sum(1 for c in self.champions[seat].cards if self.card(c).kind == card.kind) < limit
        return True

    def complete_formula(self, seat: int) -> int | None:
        home = self.champions[seat].home_scrolls
        if len(home) < 3:
            return None
        stars: dict[int, set[int]] = {}
        cards = self.rules.cards
        for c in home:
            card = cards[c]
            stars.setdefault(card.formula, set()).add(card.stars)
        for formula, got in sorted(stars.items()):
            if got >= {1, 2, 3}:
                return formula
        return None

    def best_formula_progress(self, seat: int) -> int:
        """The most stars of one formula held (carried or at home)."""
        champion = self.champions[seat]
        stars: dict[int, set[int]] = {}
        for c in champion.cards + champion.home_scrolls:
            card = self.card(c)
            if card.kind == "scroll":
                stars.setdefault(card.formula, set()).add(card.stars)
        return max((len(v) for v in stars.values()), default=0)

    def end_reason(self) -> str | None:
        """Why the game ended (endings.py: a ruler, every champion out, the round limit, or no formula left to
        anybody); None while it goes on."""
        if not self.finished:
            return None
        if self.winner is not None:
            return RULER
        if all(c.out for c in self.champions):
            return ALL_OUT
        if self.round > int(self.options.get("round_limit", 200)):
            return ROUND_LIMIT
        return NO_FORMULA

    def may_fight_dragon(self, seat: int) -> bool:
        champion = self.champions[seat]
        return (champion.pos == champion.castle and not self.fought_dragon
                and self.complete_formula(seat) is not None
                and (self.rules.dragon_weak_may_fight or not self.weak(seat)))

    def may_duel(self, seat: int) -> bool:
        """Strong enough (5 LP or more) and not yet in a fight with a champion this turn."""
        return not self.champions[seat].out and not self.weak(seat) and seat not in self.duelled

    def rivals_to_attack(self, seat: int) -> list[int]:
        """The champions sharing this champion's circle that it may attack now (one fight per champion a turn)."""
        champion = self.champions[seat]
        if not self.may_duel(seat) or champion.pos is None:
            return []
        return [c.seat for c in self.champions if c.seat != seat and not c.out and c.pos == champion.pos
                and c.seat not in self.duelled]

    def rivals_here(self, seat: int) -> list[int]:
        """The champions on this champion's circle, clockwise from it."""
        at = self.champions[seat].pos
        order = [(seat + k) % self.num_players for k in range(1, self.num_players)]
        return [s for s in order if not self.champions[s].out and self.champions[s].pos == at]

    def event_at(self, at: str, roll: int) -> Event:
        return self.rules.schedule[self.pile_of(at)].rolls[roll]

    def can_pay_enchantment(self, seat: int, event: Event) -> bool:
        champion = self.champions[seat]
        need: dict[str, int] = {}
        for c in event.rings:
            need[c] = need.get(c, 0) + 1
        return all(champion.rings[c] >= n for c, n in need.items()) and all(self.has(seat, i) for i in event.needs)

    # ------------------------------------------------------------------ changing the champions
    def _push(self, *tasks: KalahenTask) -> None:
        self.agenda[0:0] = tasks

    def _lose(self, seat: int, amount: int, why: str) -> None:
        champion = self.champions[seat]
        if amount <= 0 or champion.out:
            return
        lost = min(amount, champion.life)
        champion.life = max(0, champion.life - amount)
        self._say(_("{name} loses {amount} LP ({why}), now {life}").format(name=self.name(seat), amount=amount,
                                                                            why=why, life=champion.life))
        if self.telling:
            self.tell(told.Event("changed", _("{name} loses {amount} LP ({why}), now {life}").format(
                name=self.log_name(seat), amount=amount, why=why, life=champion.life),
                seat=seat, figure="LP", amount=-lost, cause=why))
        if champion.life == 0:
            champion.out = True
            self._move_pawn(seat, None, _("no LP left: out of the game") if self.telling else "")
            self._say(_("{name} has no LP left and is out of the game").format(name=self.name(seat)))
            if self.telling:
                self.tell(told.Event("banner", _("{name} has no LP left and is out of the game").format(
                    name=self.log_name(seat)), seat=seat))

    def _gold(self, seat: int, amount: int, why: str) -> None:
        """A champion's gold changes by `amount` GM (paid or won), and the table is told why."""
        self.champions[seat].gold += amount
        if amount and self.telling:
            text = (_("{name} gains {amount} GM ({why})") if amount > 0 else _("{name} pays {amount} GM ({why})"))
            self.tell(told.Event("changed", text.format(name=self.log_name(seat), amount=abs(amount), why=why),
                                 seat=seat, figure="GM", amount=amount, cause=why))

    def _gain_life(self, seat: int, amount: int, why: str = "") -> None:
        champion = self.champions[seat]
        gained = min(self.rules.life_max, champion.life + amount) - champion.life
        champion.life += gained
        if gained and self.telling:
            self.tell(told.Event("changed", _("{name} gains {amount} LP, now {life}").format(
                name=self.log_name(seat), amount=gained, life=champion.life),
                seat=seat, figure="LP", amount=gained, cause=why))

    def _give_ring(self, seat: int, colour: str, why: str) -> None:
        """A ring beyond the 7 a champion may carry is laid down at home (it goes home with the champion); `why`
        as in _rings."""
        self._rings(seat, colour, 1, why, home=self.champions[seat].carried() >= self.rules.carry_max)

    # What the table is told besides LP and gold, each as it happens (game.engine.events):
    # - a pawn's move: "moved", piece "pawn", source and target the circles' keys; a champion put out of the game
    #   goes to "out" (its pawn leaves the board);
    # - rings: "changed", figure "rings:<colour>" for those carried and "home_rings:<colour>" for those at home,
    #   as the view has them, by how many;
    # - chest cards: "moved", piece "card:<id>", from and to "chest:<pile>", "cards" (the seat's carried cards),
    #   "cards:<seat>" (another champion's), "home_scrolls" (the seat's scrolls at home) and "removed" (used up);
    #   a card other seats may not see is told to its holder (seen_by) and to the rest as "a card";
    # - a wandering monster kept: "changed", figure "experience";
    # - markers (seat None for the danger markers): "moved", piece "danger:<terrain>" from its colour to the other,
    #   or piece "trap:<spot>" from "supply" or where it lay ("road:<index>:<spot>") to its road.
    def _move_pawn(self, seat: int, there: str | None, why: str) -> None:
        """A champion's pawn goes to `there` (None: off the board, out of the game); `why` in words, made by the
        caller only while somebody listens."""
        champion = self.champions[seat]
        here, champion.pos = champion.pos, there
        if self.telling and here != there:
            name = self.log_name(seat)
            text = (_("{name} goes from {source} to {target} ({why})").format(
                name=name, source=place(here or ""), target=place(there), why=why) if there is not None
                else _("{name} leaves the board ({why})").format(name=name, why=why))
            self.tell(told.Event("moved", text, seat=seat, piece="pawn", source=here or "out",
                                 target=there or "out", amount=1, cause=why))

    def _rings(self, seat: int, colour: str, amount: int, why: str, home: bool = False) -> None:
        """A champion's rings of `colour`, carried (or at home), change by `amount`; `why` is the cause's words as
        written in the code (N_), said in the client's language only while somebody listens."""
        champion = self.champions[seat]
        (champion.home_rings if home else champion.rings)[colour] += amount
        if amount and self.telling:
            n = abs(amount)
            if home:
                text = (ngettext("{name} keeps {n} more {colour} ring at home ({why})",
                                 "{name} keeps {n} more {colour} rings at home ({why})", n) if amount > 0 else
                        ngettext("{name} has {n} {colour} ring fewer at home ({why})",
                                 "{name} has {n} {colour} rings fewer at home ({why})", n))
            else:
                text = (ngettext("{name} gains {n} {colour} ring ({why})",
                                 "{name} gains {n} {colour} rings ({why})", n) if amount > 0 else
                        ngettext("{name} gives up {n} {colour} ring ({why})",
                                 "{name} gives up {n} {colour} rings ({why})", n))
            cause = _(why)
            self.tell(told.Event("changed", text.format(name=self.log_name(seat), n=n, colour=colour_word(colour),
                                                        why=cause),
                                 seat=seat, figure=f"{'home_rings' if home else 'rings'}:{colour}", amount=amount,
                                 cause=cause))

    def _tell_card(self, seat: int, cid: int, source: str, target: str, text: str, cause: str,
                   hidden: str = "", seen: frozenset[int] | None = None) -> None:
        """Tells a chest card's move (call it only while somebody listens): `text` names the card; a card kept face
        down is told in full to the seats in `seen` (its holder by default) and as `hidden` to the rest."""
        secret = self.hidden_card(cid) and bool(hidden)
        self.tell(told.Event("moved", text, seat=seat, piece=f"card:{cid}", source=source, target=target, amount=1,
                             cause=cause, seen_by=(seen or frozenset({seat})) if secret else None,
                             hidden_text=hidden if secret else ""))

    def _flip_danger(self, ground: str, red: bool, why: str) -> None:
        """A terrain's danger marker shows red (True) or green; `why` made only while somebody listens."""
        was = self.danger[ground]
        self.danger[ground] = red
        if self.telling and was != red:
            colours = ("red", "green") if was else ("green", "red")
            self.tell(told.Event("moved", _("the {terrain} danger marker turns {colour} ({why})").format(
                terrain=terrain_word(ground), colour=colour_word(colours[1]), why=why),
                piece=f"danger:{ground}", source=colours[0], target=colours[1], amount=1, cause=why))

    def _start_fight(self, seat: int, kind: str, strength: int | None, extra: dict[str, Any],
                     rings: int | None = None) -> None:
        self.fight = {"seat": seat, "kind": kind, "strength": strength, "factor": 1, "rings": 0,
                      "bonus": self.bonus(seat), "dice": [], "throws": 0, "final": None,
                      **extra}
        if rings is not None:
            self.fight["rings"] = rings
            self.fight["factor"] = self.rules.factor(rings)
            self._push(SpecialDice(7))
        else:
            self._push(FightRings(seat))

    def _fail_trial(self, seat: int, at: str) -> None:
        spec = self.rules.trial_loss[self.rules.schedule[self.pile_of(at)].loss]
        self._say(_("{name} fails the trial at {place}").format(name=self.name(seat), place=place(at)))
        self._push(LossRoll(seat, spec.die, spec.base))

    def _begin_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.turn_count += 1
        self.fought_dragon = False
        self.dragon_due = False
        self.duelled = []
        self.fight = None
        self.duel = None
        self.agenda = [Turn(seat)]

    # ------------------------------------------------------------------ free actions
    def _free_actions(self, seat: int) -> list[Action]:
        """Drink, buy and swap rings at home: open at most of a champion's own choices."""
        r, champion = self.rules, self.champions[seat]
        acts = []
        if champion.life < r.life_max:
            for cid in champion.cards:
                card = self.card(cid)
                if card.kind == "flask":
                    acts.append(said("drink", (cid,), N_("Drink a medicine flask (+{lp} LP)"), lp=card.value))
        kind = r.board.circles[champion.pos].kind if champion.pos else ""
        if kind == "village":
            if champion.gold >= r.ring_price and champion.carried() < r.carry_max:
                acts += [said("buy_ring", (c,), N_("Buy a {colour} ring for {price} GM"), colour=c, price=r.ring_price)
                         for c in r.colours]
            if champion.gold >= r.life_price and champion.life < r.life_max:
                acts.append(said("buy_life", (), N_("Buy 1 LP for {price} GM"), price=r.life_price))
        if champion.pos == champion.castle:
            acts += [said("store", (c,), N_("Leave a {colour} ring at home"), colour=c)
                     for c in r.colours if champion.rings[c]]
            if champion.carried() < r.carry_max:
                acts += [said("fetch", (c,), N_("Take a {colour} ring from home"), colour=c)
                         for c in r.colours if champion.home_rings[c]]
        return acts

    def _do_free(self, seat: int, action: Action) -> bool:
        """Carries out a free action; False when the action is not one."""
        r, champion = self.rules, self.champions[seat]
        if action.kind == "drink":
            cid = int(action.args[0])
            champion.cards.remove(cid)
            self.removed.append(cid)
            self.shown = [cid]
            if self.telling:
                self._tell_card(seat, cid, "cards", "removed", _("{name} drinks {card}").format(
                    name=self.log_name(seat), card=self.card(cid).name), _("drunk"))
            self._gain_life(seat, self.card(cid).value, _("a medicine flask"))
            self._say(_("{name} drinks a flask of {lp} LP, now {life}").format(
                name=self.name(seat), lp=self.card(cid).value, life=champion.life))
        elif action.kind == "buy_ring":
            self._gold(seat, -r.ring_price, _("a ring bought"))
            self._rings(seat, str(action.args[0]), 1, N_("bought in a village"))
        elif action.kind == "buy_life":
            self._gold(seat, -r.life_price, _("an LP bought"))
            self._gain_life(seat, 1, _("bought"))
        elif action.kind == "store":
            self._rings(seat, str(action.args[0]), -1, N_("laid down at home"))
            self._rings(seat, str(action.args[0]), 1, N_("laid down at home"), home=True)
        elif action.kind == "fetch":
            self._rings(seat, str(action.args[0]), -1, N_("taken from home"), home=True)
            self._rings(seat, str(action.args[0]), 1, N_("taken from home"))
        else:
            return False
        return True

    # ------------------------------------------------------------------ copies
    def clone(self) -> Self:
        new = object.__new__(type(self))
        for key, value in vars(self).items():
            if key == "rules":
                new.rules = value
            elif key == "champions":
                new.champions = [c.copy() for c in value]
            elif key == "piles":
                new.piles = {k: list(v) for k, v in value.items()}
            elif key == "agenda":
                new.agenda = list(value)  # tasks are never changed once queued: the clone shares them
            elif key == "_moves":
                new._moves = None  # a clone may be changed by hand (resample): it lists its own moves
            else:
                setattr(new, key, deep_copy(value))
        return new

    def snapshot(self) -> dict[str, Any]:
        """Everything in the state as plain data, in the layout the fingerprints of seeded games were recorded in
        (champions under "ch" with their "lp", tasks as {"t": name, …} dicts)."""
        data = {k: deep_copy(v) for k, v in vars(self).items()
                if k not in LEFT_OUT_OF_SNAPSHOT}
        if not data["options"].get("no_formula_end", True):
            del data["options"]["no_formula_end"]  # off: the layout of the games recorded before it existed
        data["ch"] = [_champion_record(c) for c in self.champions]
        data["agenda"] = [task_record(t) for t in self.agenda]
        data["fight"] = deep_copy(self.fight)
        if self.fight and "walk" in self.fight:
            data["fight"]["walk"] = task_record(self.fight["walk"])
        return data


def _champion_record(champion: Champion) -> dict[str, Any]:
    data = deep_copy(vars(champion))
    data["lp"] = data.pop("life")
    return dict(data)


def deep_copy(value: Any) -> Any:
    """A copy of nested dicts and lists (the fight, the duel, the traps); anything else is shared."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value

